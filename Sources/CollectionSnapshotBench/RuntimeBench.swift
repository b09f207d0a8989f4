import ArgumentParser
import CollectionSnapshot

/// `runtime`: a headless collection view scrolled through a long feed in viewport-sized steps
/// (each step a `didScroll`, the cells that left end displaying, the ones that came in are
/// dequeued and displayed), for 10k and 100k items: time per step, callbacks per second, and
/// the 100k/10k ratio of the time per step (1 when a step's cost does not depend on the item
/// count); then the 10k feed made by an app's own cell code against it (``RuntimeAppCellsBench``).
struct RuntimeBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "runtime",
    abstract: "Time scrolling a headless collection view through 10k and 100k items."
  )

  @Option(help: "Viewport-sized steps per measurement.")
  var steps = 400

  @Option(help: "Timed repetitions per measurement.")
  var iterations = 7

  /// One feed of 10k items alone, for a profiler or an instruction counter.
  enum Feed: String, ExpressibleByArgument, CaseIterable {
    case placeholders
    case appCells = "app-cells"
  }

  @Option(help: "Scroll only this 10k feed (placeholders or app-cells) and print its time per step: for a profiler, whose samples then hold nothing else.")
  var only: Feed?

  /// iPhone 15, a grid of two columns: rows of mixed heights (60, 90, 120 pt) in sections of
  /// 500 items with headers.
  static func feed(items: Int) -> Screen {
    var flow = FlowLayout()
    flow.minimumLineSpacing = 8
    flow.minimumInteritemSpacing = 8
    flow.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    flow.headerReferenceSize = Size(width: 0, height: 44)
    let perSection = 500
    var sections: [Section] = []
    for s in 0..<(items + perSection - 1) / perSection {
      let count = min(perSection, items - s * perSection)
      let rows = (0..<count).map { i -> Item in
        let n = s * perSection + i
        return Item(id: "item-\(n)", kind: n % 7 == 0 ? "BannerCell" : "ProductCell", sizing: .fixed(Size(width: 176, height: [60, 90, 120][n % 3])))
      }
      sections.append(Section(id: "section-\(s)", items: rows, header: SupplementaryView(kind: "TitleHeader")))
    }
    return Screen(name: "feed-\(items)", model: ViewModel(sections: sections), layout: .flow(flow), device: .iPhone15)
  }

  func run() throws {
    if let only {
      try MainActor.assumeIsolated { try RuntimeAppCellsBench.scrollAlone(only, items: 10_000, steps: steps, iterations: iterations) }
      return
    }
    var perStep: [Int: Double] = [:]
    for count in [10_000, 100_000] {
      let screen = Self.feed(items: count)
      let start = try HeadlessCollectionView(screen)
      let height = start.layout.environment.containerSize.height
      var callbacks = 0
      let measurement = try Measurement.run("runtime.scroll.\(count).\(steps)-steps", iterations: iterations) {
        var view = start
        for step in 1...steps {
          try view.scroll(to: Point(x: 0, y: Double(step) * height))
        }
        callbacks = view.trace.events.count - start.trace.events.count
      }
      print(measurement.line)
      let microseconds = measurement.median * 1000 / Double(steps)
      perStep[count] = microseconds
      print("runtime.scroll.\(count).per-step: \(Measurement.format(microseconds)) µs, \(callbacks) callbacks, \(Int((Double(callbacks) / (measurement.median / 1000)).rounded())) callbacks/s, content height \(Int(start.layout.contentSize.height)) pt")
    }
    if let small = perStep[10_000], let large = perStep[100_000] {
      print("runtime.scroll.ratio: per-step time 100k / 10k = \(Measurement.format(large / small))")
    }
    try MainActor.assumeIsolated { try RuntimeAppCellsBench.run(items: 10_000, steps: steps, iterations: iterations) }
  }
}
