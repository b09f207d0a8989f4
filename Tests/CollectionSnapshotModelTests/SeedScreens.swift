import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// The seed systems' example screens written in Swift, each the twin of a fixture in
/// `Fixtures/`.
enum SeedScreens {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  static func load(_ name: String) throws -> Screen {
    try ScreenDocument.load(contentsOfFile: fixtures.appendingPathComponent(name + ".json").path)
  }

  // MARK: SSCollectionViewPresenter: banners and a product list with header and footer.

  enum MoreFooter: CellKind {
    static func content(for title: String) -> PlaceholderContent { PlaceholderContent(title: title) }
    static func size(with title: String, constrainedTo container: Size) -> Size? { Size(width: container.width, height: 30) }
  }

  enum ProductRow: CellKind {
    static var name: String { "ProductCell" }
    static func content(for product: Product) -> PlaceholderContent {
      PlaceholderContent(title: product.name, subtitle: product.price, image: ImagePlaceholder(placement: .leading), button: "Buy")
    }
    static func size(with product: Product, constrainedTo container: Size) -> Size? { Size(width: container.width - 32, height: 80) }
  }

  static var ssBannersProducts: Screen {
    let banners = [Banner(id: "banner-1", title: "Spring sale"), Banner(id: "banner-2", title: "New arrivals"), Banner(id: "banner-3", title: "Free delivery")]
    let products = [
      Product(id: "p1", name: "Desk lamp", price: "$20"), Product(id: "p2", name: "Oak chair", price: "$80"),
      Product(id: "p3", name: "Wool rug", price: "$120"), Product(id: "p4", name: "Vase", price: "$15"),
    ]
    var flow = FlowLayout()
    flow.minimumLineSpacing = 0
    flow.minimumInteritemSpacing = 0
    return Screen(
      name: "ss-banners-products",
      model: ViewModel.build(page: 1, hasNext: true) {
        section("banners") { cells(banners, as: BannerCell.self) }
        section("products") {
          header("Popular products", as: TitleHeader.self)
          cells(products, as: ProductRow.self)
          footer("See all", as: MoreFooter.self)
          sectionInset(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
          minimumLineSpacing(8)
        }
      },
      layout: .flow(flow), device: .iPhoneSE)
  }

  // MARK: Feature: a photo album, sections with headers, three square photos a row.

  enum PhotoCell: CellKind {
    static func content(for id: String) -> PlaceholderContent { PlaceholderContent(image: ImagePlaceholder(placement: .fill)) }
  }

  enum AlbumHeader: CellKind {
    static func content(for title: String) -> PlaceholderContent { PlaceholderContent(title: title) }
  }

  static var featurePhotoGrid: Screen {
    let third = 1.0 / 3
    let photo = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(third), heightDimension: .fractionalHeight(1)), contentInsets: DirectionalEdgeInsets(all: 1))
    let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(third)), subitems: [.item(photo)])
    let albumHeader = BoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), elementKind: "section-header-element-kind", alignment: .top)
    let layout = CompositionalLayout(section: LayoutSection(group: row, boundarySupplementaryItems: [albumHeader]))
    func album(_ name: String) -> [String] { (0..<20).map { "photo-\(name)-\($0)" } }
    return Screen(
      name: "feature-photo-grid",
      model: ViewModel.build {
        section("album-summer") {
          header("Summer 2023", as: AlbumHeader.self)
          cells(album("summer"), as: PhotoCell.self, id: { $0 })
        }
        section("album-winter") {
          header("Winter 2024", as: AlbumHeader.self)
          cells(album("winter"), as: PhotoCell.self, id: { $0 })
        }
      },
      layout: .compositional(layout))
  }

  // MARK: Feature: heterogeneous rows, each model naming its cell, self-sizing.

  enum HeaderModel: CellKind {
    static func content(for title: String) -> PlaceholderContent { PlaceholderContent(title: title) }
  }
  enum TextRowModel: CellKind {
    static func content(for row: (String, String?)) -> PlaceholderContent { PlaceholderContent(title: row.0, subtitle: row.1, titleLines: 4) }
    static var isSelfSizing: Bool { true }
    static var fillsLineWidth: Bool { true }
  }
  enum ImageRowModel: CellKind {
    static func content(for title: String) -> PlaceholderContent { PlaceholderContent(title: title, image: ImagePlaceholder(placement: .leading)) }
    static var isSelfSizing: Bool { true }
    static var fillsLineWidth: Bool { true }
  }
  enum ButtonRowModel: CellKind {
    static func content(for row: (String, String)) -> PlaceholderContent { PlaceholderContent(title: row.0, button: row.1) }
    static var isSelfSizing: Bool { true }
    static var fillsLineWidth: Bool { true }
  }

  static var featureHeterogeneousRows: Screen {
    var flow = FlowLayout()
    flow.estimatedItemSize = .estimated(Size(width: 393, height: 60))
    flow.headerReferenceSize = Size(width: 0, height: 60)
    return Screen(
      name: "feature-heterogeneous-rows",
      model: ViewModel.build {
        section("profile") {
          header("Profile", as: HeaderModel.self)
          cell(("Ada Lovelace", "Mathematician, writer"), as: TextRowModel.self, id: "name")
          cell("Portrait", as: ImageRowModel.self, id: "avatar")
          cell(("Wrote the first algorithm meant to be carried out by a machine, for Babbage's Analytical Engine.", nil), as: TextRowModel.self, id: "bio")
          cell(("Stay in touch", "Follow"), as: ButtonRowModel.self, id: "follow")
        }
        section("settings") {
          header("Settings", as: HeaderModel.self)
          cell(("Notifications", "On"), as: TextRowModel.self, id: "notifications")
          cell(("Privacy", nil), as: TextRowModel.self, id: "privacy")
        }
      },
      layout: .flow(flow))
  }

  // MARK: Feature: a dynamic text list and a two-column colour grid with a pinned header.

  enum DynamicTextCell: CellKind {
    static func content(for text: String) -> PlaceholderContent { PlaceholderContent(title: text, titleLines: 6) }
  }
  enum ColorCell: CellKind {
    static func content(for name: String) -> PlaceholderContent { PlaceholderContent(title: name) }
  }
  enum ColorsHeader: CellKind {
    static func content(for title: String) -> PlaceholderContent { PlaceholderContent(title: title) }
  }

  static var featureTextAndColors: Screen {
    let textItem = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(20)))
    let textGroup = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(20)), subitems: [.item(textItem)])
    let text = LayoutSection(group: textGroup, interGroupSpacing: 8, contentInsets: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    var colorGroup = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)),
      subitem: .item(LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))), count: 2)
    colorGroup.interItemSpacing = .fixed(16)
    let pinnedHeader = BoundarySupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), elementKind: ElementCategory.sectionHeaderKind,
      alignment: .top, pinToVisibleBounds: true, zIndex: 2)
    let colors = LayoutSection(group: colorGroup, interGroupSpacing: 16, contentInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16), boundarySupplementaryItems: [pinnedHeader])
    let texts = [
      "Short line.", "A longer paragraph of text that wraps onto a second line in the list.",
      "Self-sizing rows measure their text with the built-in font: this one needs three lines at the width of an iPhone 15 screen, so it is taller than the others.",
    ]
    let names = ["Red", "Orange", "Yellow", "Green", "Teal", "Blue", "Indigo", "Purple"]
    return Screen(
      name: "feature-text-and-colors",
      model: ViewModel.build {
        section("text") { cells(texts, as: DynamicTextCell.self, id: { "text-\(texts.firstIndex(of: $0)!)" }) }
        section("colors") {
          header("Colours", as: ColorsHeader.self)
          cells(names, as: ColorCell.self, id: { "color-\($0.lowercased())" })
        }
      },
      layout: .compositional(CompositionalLayout(sections: .perSection([.section(text), .section(colors)]))))
  }

  // MARK: Feature: a poster list whose cells forward an info-button tap.

  enum PosterCell: CellKind {
    static func content(for poster: (String, String)) -> PlaceholderContent {
      PlaceholderContent(title: poster.0, subtitle: poster.1, image: ImagePlaceholder(placement: .leading), button: "Info")
    }
    static var isSelfSizing: Bool { true }
  }

  static var featurePosterList: Screen {
    let posters = [
      ("The Martian", "2015 - 144 min"), ("Interstellar", "2014 - 169 min"), ("Gravity", "2013 - 91 min"),
      ("Apollo 13", "1995 - 140 min"), ("Moon", "2009 - 97 min"), ("Arrival", "2016 - 116 min"),
    ]
    return Screen(
      name: "feature-poster-list",
      model: ViewModel.build {
        section("0") { cells(posters, as: PosterCell.self, id: { p in "poster-\(posters.firstIndex { $0 == p }!)" }) }
      },
      layout: .compositional(.list(ListConfiguration(appearance: .plain))))
  }
}
