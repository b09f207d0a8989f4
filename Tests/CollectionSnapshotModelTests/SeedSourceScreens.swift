import CollectionSnapshotLayout
import CollectionSnapshotModel

/// The seeds' own example screens, written the way their sources build them, each the twin of
/// a fixture in `Fixtures/`.
extension SeedScreens {
  // MARK: VSCollectionKit: the photo album (`PhotosSectionHandler`, `AlbumsCollectionViewModel`).

  enum PhotoTumbnailCell: CellKind {
    static func content(for url: String) -> PlaceholderContent { PlaceholderContent(image: ImagePlaceholder(placement: .fill)) }
  }

  /// The example app shows the album in a `UINavigationController` (a standard bar: the title
  /// "10 Mar 2020", Reload and Edit buttons), and `VSCollectionViewController` pins its
  /// collection view to the view's safe area: on an iPhone 15 the view is 393 × (852 − 54
  /// status bar − 44 navigation bar − 34 home indicator) = 393 × 720 at y = 98, with no safe
  /// area left inside it.
  static let vsHost = CollectionViewHost(navigationBar: .standard, placement: .safeArea)

  static var vsPhotoAlbum: Screen {
    func inset(_ t: Double, _ l: Double, _ b: Double, _ r: Double) -> DirectionalEdgeInsets { DirectionalEdgeInsets(top: t, leading: l, bottom: b, trailing: r) }
    // fullWidthLayout(): 1 × 200, insets (2, 2, 0, 2).
    let fullWidth = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), contentInsets: inset(2, 2, 0, 2))
    // bigItemWithTwoVerticalPair(): a 2/3 × 172 item beside a 1/3 × 172 column of two.
    let mainItem = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .absolute(172)), contentInsets: inset(2, 2, 0, 0))
    let pairItem = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), contentInsets: inset(2, 2, 0, 0))
    let pairGroup = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .absolute(86 * 2)), subitem: .item(pairItem), count: 2)
    let big = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(172)), subitems: [.item(mainItem), .group(pairGroup)])
    // tripletLayout(): three 1/3 × 86 items.
    let tripleItem = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), contentInsets: inset(2, 2, 0, 0))
    let triplet = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(86)), subitem: .item(tripleItem), count: 3)
    // The section's vertical group of the three, 200 + 172 + 86 = 458 high.
    let main = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(458)), subitems: [.item(fullWidth), .group(big), .group(triplet)])
    let photos = (1...19).map { "photo-\($0)" }
    var model = ViewModel.build { section("photos") { cells(photos, as: PhotoTumbnailCell.self, id: { $0 }) } }
    model.sections[0].type = "photos"
    var screen = Screen(name: "vs-photo-album", model: model, layout: .compositional(CompositionalLayout(section: LayoutSection(group: main))), device: .iPhone15)
    screen.host = vsHost
    return screen
  }

  // MARK: BaseSection article: the companion app's `ViewController`.

  enum DynamicCollectionCell: CellKind {
    static func content(for text: String) -> PlaceholderContent { PlaceholderContent(title: text, titleLines: 20) }
  }
  enum ColorCollectionCell: CellKind {
    static func content(for color: String) -> PlaceholderContent { PlaceholderContent(title: color) }
  }
  /// The header's 32 pt bold label: a title.
  enum DefaultSectionHeader: CellKind {
    static func content(for title: String) -> PlaceholderContent { PlaceholderContent(title: title) }
  }
  /// The footer's 12 pt light label: the small face.
  enum DefaultSectionFooter: CellKind {
    static func content(for text: String) -> PlaceholderContent { PlaceholderContent(subtitle: text) }
  }

  static var baseSectionColorGrid: Screen {
    let estimated = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(20))
    // DefaultSectionHeader.headerItem(): estimated 20, pinned; DefaultSectionFooter.footerItem(): estimated 20.
    let headerItem = BoundarySupplementaryItem(layoutSize: estimated, elementKind: ElementCategory.sectionHeaderKind, alignment: .top, pinToVisibleBounds: true)
    let footerItem = BoundarySupplementaryItem(layoutSize: estimated, elementKind: ElementCategory.sectionFooterKind, alignment: .bottom)
    // DynamicCollectionCell.groupSize(): one self-sizing item per vertical group.
    let dynamic = LayoutSection(group: LayoutGroup.vertical(layoutSize: estimated, subitems: [.item(LayoutItem(layoutSize: estimated))]), boundarySupplementaryItems: [headerItem, footerItem])
    // ColorCollectionCell.groupSize(): item and group 1 × ½ of the width, two a row, 16 apart.
    let half = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5))
    var colorGroup = LayoutGroup.horizontal(layoutSize: half, subitem: .item(LayoutItem(layoutSize: half)), count: 2)
    colorGroup.interItemSpacing = .fixed(16)
    let colorSection = LayoutSection(group: colorGroup, boundarySupplementaryItems: [headerItem, footerItem])
    let texts = [
      "Lorem Ipsum is simply dummy text of the printing and typesetting industry. Lorem Ipsum has been the industry's standard dummy text ever since the 1500s",
      "when an unknown printer took a galley of type and scrambled it to make a type specimen book. It has survived not only five centuries, but also the leap into electronic typesetting, remaining essentially unchanged.",
      "It was popularised",
      "the 1960s with the release of Letraset sheets containing",
      "Lorem Ipsum passages, and more recently with desktop publishing software like Aldus PageMaker including versions of Lorem Ipsum.",
    ]
    let colors = ["blue", "red", "yellow", "green", "blue"]
    let model = ViewModel.build {
      section("dynamic") {
        header("DYNAMIC SECTION", as: DefaultSectionHeader.self)
        footer("footer text for dynamic section", as: DefaultSectionFooter.self)
        for (i, text) in texts.enumerated() { cell(text, as: DynamicCollectionCell.self, id: "text-\(i)") }
      }
      section("colors") {
        header("COLOR SECTION", as: DefaultSectionHeader.self)
        footer("footer text for color section", as: DefaultSectionFooter.self)
        for (i, color) in colors.enumerated() { cell(color, as: ColorCollectionCell.self, id: "color-\(i)") }
      }
    }
    return Screen(
      name: "basesection-color-grid", model: model,
      layout: .compositional(CompositionalLayout(sections: .perSection([.section(dynamic), .section(colorSection)]))))
  }

  // MARK: space-cells: `ListViewController`'s table of `VerticalPosterCell`s.

  /// The image across the top, 125 pt; the title; the subtitle; the info button.
  enum VerticalPosterCell: CellKind {
    static func content(for poster: (title: String, subtitle: String)) -> PlaceholderContent {
      PlaceholderContent(title: poster.title, subtitle: poster.subtitle, image: ImagePlaceholder(placement: .top, height: 125), button: "Info")
    }
    static var isSelfSizing: Bool { true }
    static var fillsLineWidth: Bool { true }
  }

  /// The app's root is a `UINavigationController` (an opaque standard bar), and the list's view
  /// is its table with `edgesForExtendedLayout = []`: the table starts below the bar, 54 + 44 =
  /// 98 pt down, and runs to the bottom of the window, 393 × 754, with the home indicator's 34
  /// inside it (the automatic adjustment's bottom inset).
  static let spaceCellsHost = CollectionViewHost(navigationBar: .standard, placement: .insets(EdgeInsets(top: 98, left: 0, bottom: 0, right: 0)))

  static var spaceCellsPosters: Screen {
    let posters: [(String, String, String)] = [
      ("The Grand Tour", "Experience the charm of gravity assists", "grand_tour"), ("Mars", "Multiple tours available", "mars"),
      ("Earth", "Your oasis in space", "earth"), ("Venus", "See you at the Cloud 9 observatory", "venus"), ("Ceres", "Queen of the asteroid belt", "ceres"),
      ("Jupiter", "Experience the mighty auroras", "jupiter"), ("Enceladus", "Visit beautiful southern", "enceladus"),
      ("Titan", "Ride the tides through the throat of Kraken", "titan"), ("Europa", "Discover life under the ice", "europa"),
      ("51 Pegasi b", "Greetings from your first exoplanet", "51pegasib"), ("HD 40307g", "Experience the gravity of a super Earth", "superearth"),
      ("Kepler-16b", "Where your shadow always has company", "kepler16b"), ("Kepler-186f", "Where the grass is always redder on the other side", "kepler186f"),
      ("PSO J318.5-22", "Where the nightlife never ends!", "nightlife"),
    ]
    // A table view with no separators: full-width rows, no gaps, self-sizing.
    var flow = FlowLayout()
    flow.minimumLineSpacing = 0
    flow.minimumInteritemSpacing = 0
    flow.estimatedItemSize = .estimated(Size(width: 393, height: 100))
    let model = ViewModel.build {
      section("0") { for poster in posters { cell((poster.0, poster.1), as: VerticalPosterCell.self, id: poster.2) } }
    }
    var screen = Screen(name: "space-cells-posters", model: model, layout: .flow(flow), device: .iPhone15)
    screen.host = spaceCellsHost
    return screen
  }

  // MARK: janodev/collection: the example's `ModalStylesViewController`.

  enum ModalStyleCell: CellKind {
    static func content(for style: String) -> PlaceholderContent { PlaceholderContent(title: style, titleLines: 20) }
    static var isSelfSizing: Bool { true }
    static var fillsLineWidth: Bool { true }
  }
  /// janodev's `HeaderModel` (its reuse identifier is the model's type name).
  enum ModalStylesHeader: CellKind {
    static var name: String { "HeaderModel" }
    static func content(for title: String) -> PlaceholderContent { PlaceholderContent(title: title) }
  }

  static var janodevModalStyles: Screen {
    let styles = [
      "automatic", "currentContext", "custom", "formSheet", "fullScreen",
      "none – Careful! this throws “The specified modal presentation style doesn't have a corresponding presentation controller.”",
      "overCurrentContext", "overFullScreen", "pageSheet", "popover",
    ]
    // CollectionViewLayout(style: .list): spacing 10, headers 60, estimated (width × 60).
    var flow = FlowLayout()
    flow.minimumLineSpacing = 10
    flow.minimumInteritemSpacing = 10
    flow.headerReferenceSize = Size(width: 0, height: 60)
    flow.estimatedItemSize = .estimated(Size(width: 393, height: 60))
    let model = ViewModel.build {
      for s in 0..<2 {
        section("s\(s)") {
          header("UIModalPresentationStyle", as: ModalStylesHeader.self)
          for i in 0..<100 { cell(styles[i % 10], as: ModalStyleCell.self, id: "s\(s)-\(i)") }
        }
      }
    }
    return Screen(name: "janodev-modal-styles", model: model, layout: .flow(flow))
  }
}
