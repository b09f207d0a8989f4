import CollectionSnapshotLayout
import CollectionSnapshotModel

struct Row: Sendable, Identifiable {
  var id: String
  var title: String? = nil
}

/// A full-width row, 100 pt high.
enum RowCell: CellKind {
  static func content(for row: Row) -> PlaceholderContent { PlaceholderContent(title: row.title ?? row.id) }
  static func size(with row: Row, constrainedTo container: Size) -> Size? { Size(width: container.width, height: 100) }
}

/// A full-width header, 50 pt high.
enum TitleHeader: CellKind {
  static func content(for title: String) -> PlaceholderContent { PlaceholderContent(title: title) }
  static func size(with title: String, constrainedTo container: Size) -> Size? { Size(width: container.width, height: 50) }
}

struct Banner: Sendable, Identifiable {
  var id: String
}

/// A 300 × 400 banner (one per column in a 667 pt tall strip) with a "More" button.
enum BannerCell: CellKind {
  static func content(for banner: Banner) -> PlaceholderContent { PlaceholderContent(title: banner.id, button: "More") }
  static func size(with banner: Banner, constrainedTo container: Size) -> Size? { Size(width: 300, height: 400) }
}

enum RuntimeScreens {
  /// iPhone SE, no content inset adjustment: a horizontal strip of `count` banners 300 pt wide,
  /// 10 pt apart, section insets 20 left and right. The content is 40 + 300 n + 10 (n − 1)
  /// wide (1580 for 5), pages are 310 pt, the bounds 375 pt.
  static func banners(_ count: Int = 5) -> Screen {
    var flow = FlowLayout()
    flow.scrollDirection = .horizontal
    flow.minimumLineSpacing = 10
    flow.minimumInteritemSpacing = 10
    flow.sectionInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    let banners = (0..<count).map { Banner(id: "b\($0)") }
    let model = ViewModel.build { section("banners") { cells(banners, as: BannerCell.self) } }
    return Screen(name: "banners", model: model, layout: .flow(flow), device: .iPhoneSE, contentInsetAdjustment: .never)
  }

  /// Rows as in ``rows(_:)`` with ids `r<from>`…, as the page `page` of a feed.
  static func rowsPage(_ page: Int, from: Int, count: Int, hasNext: Bool) -> ViewModel {
    let rows = (from..<(from + count)).map { Row(id: "r\($0)") }
    return ViewModel.build(page: page, hasNext: hasNext) { section("rows") { cells(rows, as: RowCell.self) } }
  }

  /// iPhone SE (375 × 667, adjusted inset top 20): a 50 pt header, then `count` rows of 100 pt
  /// with no spacing, so row i spans y = 50 + 100 i … 150 + 100 i and the content is
  /// 50 + 100 × count high. At rest the offset is (0, -20) and the bounds span y = -20 … 647.
  static func rows(_ count: Int = 20, rows: [Row]? = nil, page: Int = 0, hasNext: Bool = false) -> Screen {
    var flow = FlowLayout()
    flow.minimumLineSpacing = 0
    flow.minimumInteritemSpacing = 0
    let rows = rows ?? (0..<count).map { Row(id: "r\($0)") }
    let model = ViewModel.build(page: page, hasNext: hasNext) {
      section("rows") {
        header("Rows", as: TitleHeader.self)
        cells(rows, as: RowCell.self)
      }
    }
    return Screen(name: "rows", model: model, layout: .flow(flow), device: .iPhoneSE)
  }
}

extension RuntimeScreens {
  /// iPhone SE, no content inset adjustment: one compositional section of `count` rows in
  /// groups 150 × 200, 10 apart, leading and trailing insets 16, scrolling orthogonally
  /// (continuously). Card k spans x = 16 + 160 k … 166 + 160 k; the scroller is the full 375
  /// width and its content 16 + 150 count + 10 (count − 1) + 16 long (822 for 5), so it
  /// scrolls 0 … 447.
  static func carousel(_ count: Int = 5) -> Screen {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(200)), subitems: [.item(item)])
    let cards = LayoutSection(
      group: group, interGroupSpacing: 10, contentInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16), orthogonalScrollingBehavior: .continuous)
    let rows = (0..<count).map { Row(id: "c\($0)") }
    let model = ViewModel.build { section("cards") { cells(rows, as: RowCell.self) } }
    return Screen(name: "carousel", model: model, layout: .compositional(CompositionalLayout(section: cards)), device: .iPhoneSE, contentInsetAdjustment: .never)
  }
}
