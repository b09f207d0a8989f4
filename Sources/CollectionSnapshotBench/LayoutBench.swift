import ArgumentParser
import CollectionSnapshot

/// `layout`: flow and compositional layouts of 10k and 100k items (mixed sizes, headers, several
/// sections), and rect queries on them.
struct LayoutBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Time flow and compositional layouts of 10k and 100k items, and rect queries."
  )

  @Option(help: "Timed repetitions per measurement.")
  var iterations = 11

  func run() throws {
    let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844), displayScale: 3)
    for (name, layout) in [("flow", Self.flow), ("compositional", Self.compositional)] {
      var perItem: [Int: Double] = [:]
      for count in [10_000, 100_000] {
        let content = Self.content(items: count)
        var result: ComputedLayout?
        let m = try Measurement.run("layout.\(name).\(count)", iterations: iterations) {
          result = try layout.layout(content, in: environment)
        }
        print(m.line)
        let ns = m.median * 1e6 / Double(count)
        perItem[count] = m.median
        print("layout.\(name).\(count).per-item: \(Measurement.format(ns)) ns")
        guard let result else { continue }
        // Viewport-sized queries spread over the content.
        let height = result.contentSize.height
        let rects = (0..<64).map { i in Rect(x: 0, y: height * Double(i) / 64, width: 390, height: 844) }
        var found = 0
        let q = Measurement.run("layout.\(name).\(count).rect-query", iterations: iterations) {
          for rect in rects { found &+= result.attributes(in: rect).count }
        }
        let perQuery = q.median * 1000 / Double(rects.count)
        print("layout.\(name).\(count).rect-query.per-query: \(Measurement.format(perQuery)) µs (\(found / (iterations + 1) / rects.count) elements each)")
      }
      if let small = perItem[10_000], let large = perItem[100_000] {
        print("layout.\(name).ratio-100k-10k: \(Measurement.format(large / small))")
      }
    }
    // UIKit's layout objects live on the main actor, as on iOS; commands run on the main thread.
    try MainActor.assumeIsolated { try UIKitConversionBench.run(iterations: iterations) }
  }

  /// 20 sections with headers; item sizes cycle through a few widths and heights.
  static func content(items: Int) -> LayoutContent {
    let sections = 20
    let counts = (0..<sections).map { s in items / sections + (s < items % sections ? 1 : 0) }
    return LayoutContent(itemCounts: counts, itemSize: { indexPath, _ in
      let i = indexPath.item ?? 0
      return Size(width: [110, 170, 80, 120, 355][i % 5], height: [44, 60, 80][i % 3])
    })
  }

  static let flow: LayoutDefinition = {
    var layout = FlowLayout()
    layout.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    layout.headerReferenceSize = Size(width: 0, height: 40)
    layout.footerReferenceSize = Size(width: 0, height: 20)
    return .flow(layout)
  }()

  static let compositional: LayoutDefinition = {
    let small = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(0.5)), contentInsets: DirectionalEdgeInsets(all: 2))
    let column = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), subitems: [.item(small)])
    let big = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), contentInsets: DirectionalEdgeInsets(all: 2))
    let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(160)), subitems: [.item(big), .group(column)])
    let header = BoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: "header", alignment: .top, pinToVisibleBounds: true)
    let section = LayoutSection(
      group: group, interGroupSpacing: 8, contentInsets: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
      boundarySupplementaryItems: [header], decorationItems: [.background(elementKind: "background")])
    return .compositional(CompositionalLayout(section: section))
  }()
}
