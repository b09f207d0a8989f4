import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation
import SnapshotTesting
import XCTest

/// 200 passing assertions of each library on an 8-row flow screen, in rounds taken in turn:
/// `assertSnapshot(of: screen, as: .layout)` against swift-snapshot-testing 1.19.7's
/// `assertSnapshot(of: LayoutDump.text(screen, layout: …), as: .lines)` — the same layout, dump
/// and comparison. Prints the time of one assertion (median of each round's mean, min, max).
final class PassingTextAssertionBench: XCTestCase {
  static let rounds = 10
  static let perRound = 20

  /// Eight 60-point rows on an iPhone 15.
  static func screen() -> Screen {
    var flow = FlowLayout()
    flow.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    flow.minimumLineSpacing = 8
    let rows = (0..<8).map { i in
      Item(id: "row-\(i)", kind: "Row", content: PlaceholderContent(title: "Row \(i)", subtitle: "Detail"), sizing: .fixed(Size(width: 361, height: 60)))
    }
    return Screen(name: "rows", model: ViewModel(sections: [Section(id: "rows", items: rows)]), layout: .flow(flow), device: .iPhone15)
  }

  func testPassingTextAssertions() throws {
    let screen = Self.screen()
    // The references, written afresh by each library at its default place (Snapshots/… at the
    // package root; __Snapshots__/… beside the test file), as a test of each finds them.
    _ = CollectionSnapshotTesting.verifySnapshot(of: screen, as: .layout, named: "rows", record: .all)
    _ = SnapshotTesting.verifySnapshot(of: LayoutDump.text(screen, layout: try screen.computeLayout()), as: .lines, named: "rows", record: .all)

    let clock = ContinuousClock()
    func milliseconds(_ duration: Duration) -> Double {
      Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
    var ours: [Double] = []
    var peer: [Double] = []
    for _ in 0..<Self.rounds {
      let start = clock.now
      for _ in 0..<Self.perRound {
        CollectionSnapshotTesting.assertSnapshot(of: screen, as: .layout, named: "rows")
      }
      ours.append(milliseconds(clock.now - start) / Double(Self.perRound))
      let peerStart = clock.now
      for _ in 0..<Self.perRound {
        SnapshotTesting.assertSnapshot(of: LayoutDump.text(screen, layout: try screen.computeLayout()), as: .lines, named: "rows")
      }
      peer.append(milliseconds(clock.now - peerStart) / Double(Self.perRound))
    }
    func median(_ values: [Double]) -> Double {
      let sorted = values.sorted()
      return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    func summary(_ values: [Double]) -> String {
      String(format: "median %.3f ms (min %.3f, max %.3f, n=%d rounds of %d)", median(values), values.min() ?? 0, values.max() ?? 0, values.count, Self.perRound)
    }
    let oursMedian = median(ours)
    let peerMedian = median(peer)
    print("peer-bench.collection-snapshot .layout: \(summary(ours))")
    print("peer-bench.swift-snapshot-testing-1.19.7 .lines: \(summary(peer))")
    print(String(format: "peer-bench.ratio: %.2fx the peer's time per passing assertion", oursMedian / peerMedian))
  }
}
