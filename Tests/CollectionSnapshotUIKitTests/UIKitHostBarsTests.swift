import CollectionSnapshot
import Testing
import UIKit

/// What a collection view placed by a host reports to layout code: its frame, safe area,
/// adjusted content inset, margins and readable content guide, from the bar heights and
/// device numbers of the host model (UIKit's documented and measured values: status bar 54 on
/// an iPhone 15, navigation bar 44, large title 52, tab bar 49 above the 34-pt home indicator;
/// the article "Devices, hosts, list rows and rounding").
@MainActor @Suite("UIKit API: the host around the collection view")
struct UIKitHostBarsTests {
  /// What the layout read from its collection view in `prepare()`.
  final class Probe: UICollectionViewFlowLayout, @unchecked Sendable {
    var frame = CGRect.zero
    var safeArea = UIEdgeInsets.zero
    var contentInset = UIEdgeInsets.zero
    var adjusted = UIEdgeInsets.zero
    var behavior = UIScrollView.ContentInsetAdjustmentBehavior.automatic
    var margins = NSDirectionalEdgeInsets.zero
    var readable = CGRect.zero
    var traits = UITraitCollection()
    /// The collection view itself (set to `nil` after use: it holds the layout).
    var view: UICollectionView?

    override func prepare() {
      super.prepare()
      guard let view = collectionView else { return }
      self.view = view
      frame = view.frame
      safeArea = view.safeAreaInsets
      contentInset = view.contentInset
      adjusted = view.adjustedContentInset
      behavior = view.contentInsetAdjustmentBehavior
      margins = view.directionalLayoutMargins
      readable = view.readableContentGuide.layoutFrame
      traits = view.traitCollection
    }
  }

  /// The probe after a screen on `device` in `host` was made with it; its `view` is kept only
  /// when asked (the view holds the layout).
  func probe(_ device: Device, _ host: CollectionViewHost, keepView: Bool = false) throws -> (Probe, Screen) {
    let probe = Probe()
    let screen = try Screen(device: device, host: host, layout: probe, itemCounts: [1]) { _ in CellPlaceholder() }
    if !keepView { probe.view = nil }
    return (probe, screen)
  }

  @Test("A large title and a tab bar on an iPhone 15: the collection view's insets, margins and readable guide")
  func largeTitleAndTabBar() throws {
    let (p, screen) = try probe(.iPhone15, CollectionViewHost(navigationBar: .largeTitle, tabBar: true))
    // Top: status bar 54 + navigation bar 44 + large title 52 = 150 (more than the 59-pt
    // safe area); bottom: tab bar 49 + home indicator 34 = 83. `.automatic` in a bar
    // controller adjusts both.
    #expect(p.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(p.safeArea == UIEdgeInsets(top: 150, left: 0, bottom: 83, right: 0))
    #expect(p.adjusted == UIEdgeInsets(top: 150, left: 0, bottom: 83, right: 0))
    #expect(p.behavior == .automatic)
    // Margins: the safe area plus the 16-pt system minimum on the sides (a 393-pt phone).
    #expect(p.margins == NSDirectionalEdgeInsets(top: 150, leading: 16, bottom: 83, trailing: 16))
    // 393 − 32 = 361 is narrower than the 672-pt readable width: the guide is the margins,
    // in the view's bounds, which at rest are scrolled to y = −150: −150 + 150 = 0.
    #expect(p.readable == CGRect(x: 16, y: 0, width: 361, height: 852 - 150 - 83))
    #expect(p.traits.horizontalSizeClass == .compact && p.traits.verticalSizeClass == .regular)
    #expect(p.traits.userInterfaceIdiom == .phone && p.traits.displayScale == 3)
    // The screen is laid out with the same numbers: the first cell starts below the bars.
    #expect(screen.environment.adjustedContentInset == EdgeInsets(top: 150, left: 0, bottom: 83, right: 0))
    #expect(try screen.computeLayout().cell(0)?.frame.y == 0)
    #expect(screen.scrollState.contentOffset.y == -150)
  }

  @Test("contentInset adds to the adjustment; never keeps only contentInset; the view follows its own behaviour")
  func contentInsetAndBehaviours() throws {
    var host = CollectionViewHost(navigationBar: .standard)
    host.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    // Status bar 54 + navigation bar 44 = 98; bottom: the 34-pt home indicator.
    let (automatic, _) = try probe(.iPhone15, host)
    #expect(automatic.contentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
    #expect(automatic.adjusted == UIEdgeInsets(top: 108, left: 0, bottom: 54, right: 0))
    host.contentInsetAdjustmentBehavior = .never
    let (never, _) = try probe(.iPhone15, host)
    #expect(never.behavior == .never)
    #expect(never.adjusted == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))

    // The host's view answers UIKit's rule when its behaviour changes.
    let (landscape, _) = try probe(Device.iPhone15.oriented(.landscape), CollectionViewHost(), keepView: true)
    let view = try #require(landscape.view)
    defer { landscape.view = nil }
    // Landscape iPhone 15: safe area 0/59/21/59, no status bar; a vertical layout scrolls
    // vertically only.
    #expect(view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
    view.contentInsetAdjustmentBehavior = .always
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    view.contentInsetAdjustmentBehavior = .scrollableAxes
    view.alwaysBounceHorizontal = true
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    view.contentInsetAdjustmentBehavior = .never
    #expect(view.adjustedContentInset == .zero)
  }

  @Test("Landscape margins and the readable guide: the safe area plus 16, narrowed to 672 pt")
  func landscapeMargins() throws {
    let (p, _) = try probe(Device.iPhone15.oriented(.landscape), CollectionViewHost())
    #expect(p.margins == NSDirectionalEdgeInsets(top: 0, leading: 75, bottom: 21, trailing: 75))
    // Between the margins 852 − 150 = 702 > 672: 15 pt more on each side.
    #expect(p.readable == CGRect(x: 90, y: 0, width: 672, height: 393 - 21))
    #expect(p.traits.verticalSizeClass == .compact)
  }

  @Test("A 1024-pt iPad: the readable guide is 672 pt wide, 176 pt from the edge")
  func readableOnAWideIPad() throws {
    let (p, _) = try probe(.iPadPro12, CollectionViewHost())
    // Margins 20 + 20; (1024 − 40 − 672) / 2 = 156 more on each side: 176.
    #expect(p.readable.minX == 176)
    #expect(p.readable.width == 672)
    #expect(p.traits.userInterfaceIdiom == .pad && p.traits.horizontalSizeClass == .regular && p.traits.displayScale == 2)
  }

  @Test("A collection view pinned to the safe area has no safe area of its own, and 8-pt minimum margins")
  func pinnedToSafeArea() throws {
    let (p, _) = try probe(.iPhone15, CollectionViewHost(navigationBar: .largeTitle, tabBar: true, placement: .safeArea))
    #expect(p.frame == CGRect(x: 0, y: 150, width: 393, height: 852 - 150 - 83))
    #expect(p.safeArea == .zero)
    #expect(p.adjusted == .zero)
    #expect(p.margins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
  }

  /// A provider that records its environment, with a configurable content insets reference.
  final class Seen: @unchecked Sendable {
    var container: CGSize = .zero
    var traits = UITraitCollection()
    var root: (bounds: CGRect, safe: UIEdgeInsets) = (.zero, .zero)
    var screen: CGRect = .zero
  }

  func provider(_ seen: Seen, reference: UIContentInsetsReference = .safeArea) -> UICollectionViewLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.contentInsetsReference = reference
    return UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
      seen.container = environment.container.effectiveContentSize
      seen.traits = environment.traitCollection
      let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
      return NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
    }, configuration: configuration)
  }

  /// Landscape iPhone 15 (852 pt wide, safe area 59 on the sides, margins 59 + 16 = 75,
  /// readable 672): the reference, the adjustment and the container's width.
  nonisolated static let containers: [(UIContentInsetsReference, ContentInsetAdjustmentBehavior, Double)] = [
    (.safeArea, .automatic, 734), (.none, .automatic, 852), (.layoutMargins, .automatic, 702),
    (.readableContent, .automatic, 672), (.safeArea, .always, 734), (.layoutMargins, .always, 702),
  ]

  @Test("The provider's container: the bounds less the adjusted inset and what the reference adds across the scroll axis", arguments: containers)
  func container(reference: UIContentInsetsReference, adjustment: ContentInsetAdjustmentBehavior, width: Double) throws {
    let seen = Seen()
    _ = try Screen(
      device: Device.iPhone15.oriented(.landscape), host: CollectionViewHost(contentInsetAdjustmentBehavior: adjustment),
      layout: provider(seen, reference: reference), itemCounts: [1]
    ) { _ in CellPlaceholder() }
    #expect(seen.container == CGSize(width: width, height: 393))
  }

  @Test("An iPad split-view column: compact width, the column's container, the root view is the window")
  func splitColumn() throws {
    final class Controller: UIViewController, @unchecked Sendable {}
    let seen = Seen()
    let layout = { () -> UICollectionViewLayout in
      let controller = Controller()
      seen.root = (controller.view.bounds, controller.view.safeAreaInsets)
      seen.screen = UIScreen.main.bounds
      return self.provider(seen)
    }
    _ = try Screen(device: .iPad, host: CollectionViewHost(window: .splitOneThird), layout: layout(), itemCounts: [1]) { _ in CellPlaceholder() }
    // The narrow column of an 820-pt iPad is 375 pt: compact (below 678).
    #expect(seen.container.width == 375)
    #expect(seen.traits.horizontalSizeClass == .compact && seen.traits.verticalSizeClass == .regular)
    #expect(seen.traits.userInterfaceIdiom == .pad)
    #expect(seen.root.bounds == CGRect(x: 0, y: 0, width: 375, height: 1180))
    // Status bar 24 at the top, home indicator 20 at the bottom; no side insets in a column.
    #expect(seen.root.safe == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(seen.screen == CGRect(x: 0, y: 0, width: 820, height: 1180))
  }

  /// Columns by the width's size class, as app code writes it.
  static func columnsBySizeClass() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
      let columns: CGFloat = environment.traitCollection.horizontalSizeClass == .regular ? 4 : 2
      let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / columns), heightDimension: .absolute(100)))
      return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item]))
    }
  }

  /// The same choice as an adaptive section of the package's types (made for each test, not
  /// kept in a global for the process's life).
  static func adaptiveTwin() -> LayoutDefinition {
    func grid(_ columns: Double) -> SectionLayout {
      let item = LayoutItem(layoutSize: engineSize(.fractionalWidth(1 / columns), .absolute(100)))
      return .section(LayoutSection(group: .horizontal(layoutSize: engineSize(.fractionalWidth(1), .absolute(100)), subitems: [.item(item)])))
    }
    let adaptive = AdaptiveSectionLayout([.init(when: EnvironmentCondition(horizontalSizeClass: .regular), grid(4)), .init(grid(2))])
    return .compositional(CompositionalLayout(sections: .uniform(.adaptive(adaptive))))
  }

  @Test("A provider choosing by size class lays out as the adaptive section choosing by the host's size class", arguments: [
    (Device.iPhone15, CollectionViewHost.Window.fullScreen), (.iPad, .fullScreen), (.iPad, .splitOneThird), (.iPad.oriented(.landscape), .splitHalf),
    (.iPadPro12.oriented(.landscape), .splitHalf),
  ])
  func adaptiveTwin(device: Device, window: CollectionViewHost.Window) throws {
    let screen = try Screen(device: device, host: CollectionViewHost(window: window), layout: Self.columnsBySizeClass(), itemCounts: [8]) { _ in
      CellPlaceholder()
    }
    try expectSameFrames(screen, twin(of: screen, Self.adaptiveTwin()))
  }

  /// A boundary on a landscape iPhone 15 (852 pt wide, safe area 59 on each side, margins
  /// 59 + 16 = 75, no side inset adjusted for a vertical layout): the container's effective
  /// width is 852 − 2 × 59 = 734 with `.safeArea`, 852 − 2 × 75 = 702 with `.layoutMargins`,
  /// 852 with `.none`. Three columns from `minWidth`, two below it; the expected column width is
  /// that effective width divided by the columns, from x = the reference's inset.
  nonisolated static let boundaries: [(UIContentInsetsReference, ContentInsetsReference, Double, Int, Double, Double)] = [
    (.safeArea, .safeArea, 734, 3, 59, 734), (.safeArea, .safeArea, 735, 2, 59, 734),
    (.layoutMargins, .layoutMargins, 702, 3, 75, 702), (.layoutMargins, .layoutMargins, 703, 2, 75, 702),
    (.none, .none, 852, 3, 0, 852), (.none, .none, 853, 2, 0, 852),
  ]

  @Test("A provider reading its container and an adaptive section choose the same branch at the container's width", arguments: boundaries)
  func containerBoundary(
    reference: UIContentInsetsReference, engineReference: ContentInsetsReference, minWidth: Double, columns: Int, x: Double, effective: Double
  ) throws {
    func grid(_ n: Double) -> SectionLayout {
      let item = LayoutItem(layoutSize: engineSize(.fractionalWidth(1 / n), .absolute(100)))
      return .section(LayoutSection(group: .horizontal(layoutSize: engineSize(.fractionalWidth(1), .absolute(100)), subitems: [.item(item)])))
    }
    let layout = { () -> UICollectionViewLayout in
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.contentInsetsReference = reference
      return UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
        let n: CGFloat = environment.container.effectiveContentSize.width >= CGFloat(minWidth) ? 3 : 2
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1 / n), .absolute(100)))
        return NSCollectionLayoutSection(group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item]))
      }, configuration: configuration)
    }
    let screen = try Screen(device: Device.iPhone15.oriented(.landscape), layout: layout(), itemCounts: [6]) { _ in CellPlaceholder() }
    var configuration = CompositionalLayoutConfiguration()
    configuration.contentInsetsReference = engineReference
    let adaptive = AdaptiveSectionLayout([.init(when: EnvironmentCondition(minWidth: minWidth), grid(3)), .init(grid(2))])
    let twinScreen = twin(of: screen, .compositional(CompositionalLayout(sections: .uniform(.adaptive(adaptive)), configuration: configuration)))
    try expectSameFrames(screen, twinScreen)
    let cells = try twinScreen.computeLayout()
    expectFrame(cells.cell(0), x, 0, effective / Double(columns), 100)
    // The second row starts at the column count: the branch both chose.
    expectFrame(cells.cell(columns), x, 100, effective / Double(columns), 100)
  }
}
