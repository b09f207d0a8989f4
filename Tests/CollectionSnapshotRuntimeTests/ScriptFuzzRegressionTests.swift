import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotRuntime
import Foundation
import Testing

/// Scripts the `trace-script` fuzzer found to crash or run too long (over 5 s), replayed on the
/// fixture screens it runs them on. `Tests/Fuzz/Regressions/trace-script/` keeps them.
@Suite("Fuzz findings stay fixed: scripts")
struct ScriptFuzzRegressionTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static var findings: [String] {
    let folder = root.appendingPathComponent("Tests/Fuzz/Regressions/trace-script").path
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 }
  }

  @Test("Every finding runs to its end or stops with an error, leaving a consistent view", arguments: findings)
  func replay(path: String) throws {
    let script = try ScriptDocument.load(contentsOfFile: path)
    for name in ["ss-product-feed", "ss-infinite-banner", "feature-orthogonal-carousel"] {
      let screen = try ScreenDocument.load(contentsOfFile: Self.root.appendingPathComponent("Fixtures/\(name).json").path)
      guard var view = try? HeadlessCollectionView(screen, options: script.options) else { continue }
      do {
        try view.run(script.steps)
      } catch {
        #expect(view.trace.events.count <= RuntimeLimits.maxTraceEvents + RuntimeLimits.maxTimerEventsPerStep + RuntimeLimits.maxAnimationSteps * 4)
      }
      _ = try view.currentScreen.computeLayout()
    }
  }

  @Test("A day of auto-rolling in one step stops at the timer limit")
  func autoRollingForADay() throws {
    // auto-rolling-for-a-day.json: 87,800 s of a page every 3 s recorded events until the fuzzer's
    // 5 s limit; now the step fails after 50,000 events and leaves the view as it was.
    let screen = try ScreenDocument.load(contentsOfFile: Self.root.appendingPathComponent("Fixtures/ss-infinite-banner.json").path)
    let script = try ScriptDocument.load(contentsOfFile: Self.root.appendingPathComponent("Tests/Fuzz/Regressions/trace-script/auto-rolling-for-a-day.json").path)
    var view = try HeadlessCollectionView(screen, options: script.options)
    let before = view.trace.events.count
    #expect(throws: RuntimeError.self) { try view.run(script.steps) }
    #expect(view.trace.events.count == before)
    #expect(view.now.description == VirtualTime.zero.description)
  }
}
