import ArgumentParser
import CollectionSnapshot

/// `render`: layout + render + PNG encode of a 1179 × 2556 (@3x) screen with about 60 visible
/// cells of mixed kinds, and the same drawn at @1x.
struct RenderBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Time layout, rendering and encoding of a full @3x screen, and at @1x."
  )

  @Option(help: "Timed repetitions per measurement.")
  var iterations = 15

  @Option(help: "Write the rendered screen here.")
  var output: String?

  func run() throws {
    let screen = Self.screen
    let codec = PNGCodec()
    var visible = 0
    for scale in [3.0, 1.0] {
      let options = RenderOptions(scale: scale)
      var bytes: [UInt8] = []
      var size = (0, 0)
      let total = try Measurement.run("render.layout+render+encode.@\(Int(scale))x", iterations: iterations) {
        let layout = try screen.computeLayout()
        let bitmap = try ScreenRenderer.render(screen, layout: layout, options: options)
        bytes = try codec.encode(bitmap)
        size = (bitmap.width, bitmap.height)
        visible = layout.attributes(in: layout.visibleRect(at: screen.scrollState), at: screen.scrollState).filter { $0.category == .cell }.count
      }
      print(total.line)
      let layout = try screen.computeLayout()
      print(try Measurement.run("render.layout.@\(Int(scale))x", iterations: iterations) { _ = try screen.computeLayout() }.line)
      var bitmap = Bitmap(width: 1, height: 1)
      print(try Measurement.run("render.draw.@\(Int(scale))x", iterations: iterations) { bitmap = try ScreenRenderer.render(screen, layout: layout, options: options) }.line)
      print(try Measurement.run("render.encode.@\(Int(scale))x", iterations: iterations) { _ = try codec.encode(bitmap) }.line)
      print("render.size.@\(Int(scale))x: \(size.0)x\(size.1) pixels, \(bytes.count) bytes, \(visible) visible cells")
      if scale == 3, let output { try BinaryFile.writeAtomically(bytes, to: output) }
    }
  }

  /// An iPhone 15 screen: a banner carousel, a five-column product grid with badges, list rows
  /// with thumbnails and buttons, section headers.
  static let screen: Screen = {
    let banner = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let carousel = LayoutSection(
      group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(120)), subitems: [.item(banner)]),
      interGroupSpacing: 8, contentInsets: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16), orthogonalScrollingBehavior: .groupPaging)
    var tile = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)), contentInsets: DirectionalEdgeInsets(all: 3))
    tile.supplementaryItems = [
      LayoutSupplementaryItem(layoutSize: LayoutSize(widthDimension: .absolute(18), heightDimension: .absolute(18)), elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.3, y: -0.3))))
    ]
    let header = BoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)), elementKind: ElementCategory.sectionHeaderKind, alignment: .top, pinToVisibleBounds: true, zIndex: 2)
    let grid = LayoutSection(
      group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(52)), subitems: [.item(tile)]),
      contentInsets: DirectionalEdgeInsets(top: 4, leading: 12, bottom: 8, trailing: 12), boundarySupplementaryItems: [header])
    let rows = LayoutSection(
      group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(64)), subitems: [.item(LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))))]),
      interGroupSpacing: 1, boundarySupplementaryItems: [header], decorationItems: [.background(elementKind: "background")])
    let layout = CompositionalLayout(sections: .perSection([.section(carousel), .section(grid), .section(rows)]))
    let kinds = ["ProductCell", "DealCell", "AdCell"]
    var model = ViewModel()
    model.sections.append(Section(id: "banners", items: (0..<6).map {
      Item(id: "banner-\($0)", kind: "BannerCell", content: PlaceholderContent(title: "Banner \($0)", image: ImagePlaceholder(placement: .fill)))
    }))
    model.sections.append(Section(id: "grid", items: (0..<80).map {
      Item(id: "tile-\($0)", kind: kinds[$0 % 3], content: PlaceholderContent(title: "Tile \($0)", subtitle: "$\($0 * 3 + 5)"))
    }, header: SupplementaryView(kind: "GridHeader", content: PlaceholderContent(title: "Today's picks"))))
    model.sections.append(Section(id: "rows", items: (0..<200).map {
      Item(id: "row-\($0)", kind: "RowCell", content: PlaceholderContent(title: "Row \($0)", subtitle: "Details", image: ImagePlaceholder(placement: .leading), button: "Open"))
    }, header: SupplementaryView(kind: "RowsHeader", content: PlaceholderContent(title: "All items"))))
    return Screen(name: "bench", model: model, layout: .compositional(layout), device: .iPhone15)
  }()
}
