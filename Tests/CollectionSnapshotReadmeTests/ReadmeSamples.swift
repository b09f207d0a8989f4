import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation
import Testing

// Swift samples of README.md and the documentation articles, each between `// README: <name>` and
// `// README: end`: `ReadmeTests` checks that a document shows exactly these lines, and the tests
// below compile and run them, with an #expect for every value a sample's comments state.

// README: trace-test
@Test func productFeedPagination() throws {
  let feed = try ScreenDocument.load(contentsOfFile: "Fixtures/ss-product-feed.json")
  let pages = try [2, 3].map { try ScreenDocument.loadPage(contentsOfFile: "Fixtures/pages/ss-product-feed.page\($0).json") }
  let steps: [ScriptStep] = [
    .scroll(to: Point(x: 0, y: 300), animated: true), .scroll(to: Point(x: 0, y: 600), animated: true), .advance(1),
    .scrollToItem(IndexPath(item: 26, section: 0), .top, animated: true), .advance(1), .scrollToItem(IndexPath(item: 59, section: 0), .bottom),
  ]
  let options = HeadlessCollectionView.Options(dataSourceMode: .diffable, pageLoader: PageLoader(pages: pages, latency: 0.4))
  assertSnapshot(of: feed, as: .trace(steps, options: options))
}
// README: end

// README: reorder-test
@Test func reorderSettings() throws {
  let list = try ScreenDocument.load(contentsOfFile: "Fixtures/feature-list.json")
  let options = HeadlessCollectionView.Options(dataSourceMode: .diffable, reordering: Reordering(movable: .except(["name"]), target: .sameSection))
  let steps: [ScriptStep] = [.beginMove(IndexPath(item: 2, section: 0)), .moveOver(IndexPath(item: 0, section: 0)), .endMove]
  assertSnapshot(of: list, as: .trace(steps, options: options), .filmstrip(steps, options: options))
}
// README: end

@Suite("README samples")
struct ReadmeSamples {
  @Test("The layout-engine sample prints what its comments say")
  func layoutEngine() throws {
    // README: layout-engine
    var flow = FlowLayout()                      // UIKit's names and defaults
    flow.itemSize = Size(width: 100, height: 100)
    flow.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 30, right: 20)
    flow.headerReferenceSize = Size(width: 0, height: 50)
    let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844), displayScale: 3)
    let layout = try flow.layout(LayoutContent(itemCounts: [4, 4]), in: environment)
    let frame = layout.attributesForItem(at: IndexPath(item: 3, section: 1))?.frame   // (20, 470, 100, 100)
    let onScreen = layout.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844))    // 10 elements: O(log n + k)
    let scrolled = layout.attributes(at: ScrollState(contentOffset: Point(x: 0, y: 300)))  // at an offset
    // README: end
    // Section 0: header 0–50, inset 10, rows at 60 and 170 (three items a row: 20 + 3 × 100 +
    // two gaps of 5 = 330 ≤ 350), 30 below: 300. Section 1: header 300–350, rows at 360 and 470.
    #expect(frame == Rect(x: 20, y: 470, width: 100, height: 100))
    #expect(onScreen.count == 10)
    #expect(scrolled.count == 10)
  }

  @Test("The Auto Layout sample places the label on the root's leading margin")
  func autoLayoutEngine() throws {
    // README: auto-layout-engine
    let root = AutoLayoutNode(parent: nil, frame: Rect(x: 0, y: 0, width: 320, height: 100))
    let label = AutoLayoutNode(parent: 0, className: "UILabel", intrinsicWidth: 80, intrinsicHeight: 20.333)
    let problem = AutoLayoutProblem(
      nodes: [root, label],
      constraints: [
        AutoLayoutConstraint(1, .leading, .equal, 0, .leadingMargin),       // label.leading == root.leadingMargin
        AutoLayoutConstraint(1, .top, .equal, 0, .top, constant: 11),
      ])
    let solution = AutoLayoutEngine().solve(problem)
    let frame = solution.frames[1]   // (8, 11, 80, 20.333): UIView's default margins are 8
    // README: end
    // x: the root's leading margin, 8; y: 11; the intrinsic size (hugging and compression
    // resistance hold it, nothing else pulls); 20.333 rounds to 61 pixels at @3x.
    #expect(frame.x == 8 && frame.y == 11 && frame.width == 80)
    #expect(abs(frame.height - 61.0 / 3) < 1e-9)
  }

  @Test("The screens sample builds a model in two pages")
  func screens() throws {
    let banners = [Banner(id: "b1", title: "Spring sale")]
    let more = [Product(id: "p3", name: "Side table", price: "$45")]
    // README: screens
    enum ProductCell: CellKind {
      static func content(for p: Product) -> PlaceholderContent {
        PlaceholderContent(title: p.name, subtitle: p.price, image: ImagePlaceholder(placement: .leading), button: "Buy")
      }
      static func size(with p: Product, constrainedTo container: Size) -> Size? {   // nil: the layout's default
        Size(width: container.width - 32, height: 80)
      }
    }

    var model = ViewModel.build(page: 1, hasNext: true) {
      section("banners") { cells(banners, as: BannerCell.self) }
      section("products") {
        header("Popular products", as: TitleHeader.self)
        cells(products, as: ProductCell.self)            // Identifiable models keep their ids
        footer("See all", as: MoreFooter.self)
        sectionInset(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
      }
    }
    model.extend(page: 2, hasNext: false) { section("products") { cells(more, as: ProductCell.self) } }
    let screen = Screen(model: model, layout: .flow(FlowLayout()), device: .iPhoneSE)
    let layout = try screen.computeLayout()
    // README: end
    #expect(model.sections[1].items.map(\.id) == ["p1", "p2", "p3"])
    #expect(model.hasNext == false)
    // 375 pt wide, 16 pt insets: 343 × 80.
    #expect(layout.attributesForItem(at: IndexPath(item: 2, section: 1))?.frame.size == Size(width: 343, height: 80))
  }

  @Test("The hosts sample gives the insets and row heights its comments state")
  func hosts() throws {
    // README: hosts
    let rows = [
      Item(id: "wifi", kind: "Setting", content: .list(.valueCell, text: "Wi-Fi", secondaryText: "Home")),
      Item(id: "post", kind: "Post", content: PlaceholderContent(title: "Hello"), sizing: .measured(.height(61.5))),
    ]
    var screen = Screen(
      name: "settings", model: ViewModel(sections: [Section(id: "general", items: rows)]),
      layout: .compositional(.list(ListConfiguration(appearance: .insetGrouped))), device: .iPhone15)
    screen.host = CollectionViewHost(navigationBar: .largeTitle, tabBar: true)
    screen.contentSizeCategory = .extraLarge   // a one-line row is 48 pt here, 44 at .large
    screen.roundingRule = .iOS13To15           // exact fractions, frames snapped when drawn
    let insets = screen.environment.adjustedContentInset   // top 150 (54 + 96), bottom 83 (49 + 34)
    // README: end
    // iPhone 15: status bar 54, navigation bar 44 + large title 52 = 96; tab bar 49 above the
    // 34-pt home indicator.
    #expect(insets.top == 150)
    #expect(insets.bottom == 83)
    // A value cell's one line of body text at xLarge (19 pt) is 23 pt, with 11 + 11 pt margins
    // 45: below UIKit's minimum row, twice body's 24-pt leading: 48.
    let layout = try screen.computeLayout()
    #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 48)
    #expect(layout.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 61.5)
    var large = screen
    large.contentSizeCategory = .large
    #expect(try large.computeLayout().attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 44)
    #expect(screen.environment.roundingRule == .iOS13To15)
  }

  @Test("The pullback sample snapshots the titles of a screen")
  func pullback() {
    // README: pullback
    let titles: Snapshotting<Screen, String> = Snapshotting.lines.pullback { screen in
      screen.model.sections.flatMap { $0.items.compactMap(\.content.title) }.joined(separator: "\n")
    }
    assertSnapshot(of: productScreen(products), as: titles, named: "titles")
    // README: end
  }
}

/// What the screens sample uses beside its own lines.
struct Banner: Sendable, Identifiable {
  var id: String
  var title: String
}

enum BannerCell: CellKind {
  static func content(for banner: Banner) -> PlaceholderContent {
    PlaceholderContent(title: banner.title, image: ImagePlaceholder(placement: .fill))
  }
  static func size(with banner: Banner, constrainedTo container: Size) -> Size? { Size(width: container.width, height: 100) }
}

enum TitleHeader: CellKind {
  static func content(for title: String) -> PlaceholderContent { PlaceholderContent(title: title) }
  static func size(with title: String, constrainedTo container: Size) -> Size? { Size(width: container.width, height: 50) }
}

enum MoreFooter: CellKind {
  static func content(for title: String) -> PlaceholderContent { PlaceholderContent(title: title) }
  static func size(with title: String, constrainedTo container: Size) -> Size? { Size(width: container.width, height: 30) }
}
