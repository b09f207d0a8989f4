// Layout code in the style an iOS app ships it: only `import UIKit`, implicit members,
// `CGFloat` literals, nested groups, field-by-field inset edits. This target only has to
// compile; SourceCompatibilityTests runs a few of these functions.
import UIKit

enum CatalogSection: Int, CaseIterable {
  case hero, shelves, tags, footerLinks
}

@MainActor
func makeCatalogLayout() -> UICollectionViewLayout {
  let configuration = UICollectionViewCompositionalLayoutConfiguration()
  configuration.interSectionSpacing = 24
  let layout = UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
    guard let kind = CatalogSection(rawValue: sectionIndex) else { return nil }
    switch kind {
    case .hero: return heroSection(environment)
    case .shelves: return shelfSection(environment)
    case .tags: return tagSection()
    case .footerLinks: return linksSection(environment)
    }
  }, configuration: configuration)
  layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "shelf-background")
  return layout
}

@MainActor
func heroSection(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
  let wide = environment.container.effectiveContentSize.width > 600
  let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
  item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
  let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(wide ? 0.5 : 0.9), heightDimension: .absolute(220))
  let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
  let section = NSCollectionLayoutSection(group: group)
  section.orthogonalScrollingBehavior = .groupPagingCentered
  section.contentInsets.top = 0
  return section
}

@MainActor
func shelfSection(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
  let columns = environment.traitCollection.horizontalSizeClass == .regular ? 4 : 2
  let leading = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(2/3), heightDimension: .fractionalHeight(1)))
  let stacked = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1/2)))
  stacked.contentInsets.trailing = 4
  let trailing = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1/3), heightDimension: .fractionalHeight(1)), subitems: [stacked])
  let row = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / CGFloat(columns))),
    subitems: [leading, trailing])
  row.interItemSpacing = .fixed(8)
  let header = NSCollectionLayoutBoundarySupplementaryItem(
    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
  header.pinToVisibleBounds = true
  header.zIndex = 2
  let section = NSCollectionLayoutSection(group: row)
  section.interGroupSpacing = 8
  section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
  section.boundarySupplementaryItems = [header]
  let background = NSCollectionLayoutDecorationItem.background(elementKind: "shelf-background")
  background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
  section.decorationItems = [background]
  return section
}

@MainActor
func tagSection() -> NSCollectionLayoutSection {
  let size = NSCollectionLayoutSize(widthDimension: .estimated(80), heightDimension: .absolute(32))
  let badge = NSCollectionLayoutSupplementaryItem(
    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(12), heightDimension: .absolute(12)), elementKind: "dot",
    containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
  let item = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [badge])
  let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)), subitems: [item])
  group.interItemSpacing = .flexible(8)
  group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(4), trailing: nil, bottom: .fixed(4))
  let section = NSCollectionLayoutSection(group: group)
  section.contentInsetsReference = .layoutMargins
  section.visibleItemsInvalidationHandler = { items, offset, environment in
    for item in items {
      let distance = abs(item.center.x - offset.x - environment.container.contentSize.width / 2)
      item.transform = CGAffineTransform(scaleX: max(0.8, 1 - distance / 1000), y: 1)
    }
  }
  return section
}

@MainActor
func linksSection(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
  if #available(iOS 14, *) {
    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list.headerMode = .supplementary
    list.footerMode = .supplementary
    list.showsSeparators = false
    list.backgroundColor = .systemGroupedBackground
    list.trailingSwipeActionsConfigurationProvider = { indexPath in
      let delete = UIContextualAction(style: .destructive, title: "Remove") { _, _, completion in completion(true) }
      delete.image = UIImage(systemName: "trash")
      return UISwipeActionsConfiguration(actions: [delete])
    }
    let section = NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
    section.contentInsets.bottom = 24
    return section
  } else {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    return NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
  }
}

@MainActor
func phoneOrPadGrid() -> UICollectionViewLayout {
  let columns: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 5 : 3
  let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
  let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / columns)), subitem: item, count: Int(columns))
  let landscape = UIDevice.current.orientation.isLandscape || UIScreen.main.bounds.width > UIScreen.main.bounds.height
  let section = NSCollectionLayoutSection(group: group)
  section.contentInsets = landscape ? .zero : NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
  return UICollectionViewCompositionalLayout(section: section)
}

@MainActor
func sidebar() -> UICollectionViewLayout {
  var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
  configuration.headerMode = .firstItemInSection
  configuration.separatorConfiguration.bottomSeparatorInsets.leading = 20
  return UICollectionViewCompositionalLayout.list(using: configuration)
}

@MainActor
func waterfall(heights: [CGFloat]) -> NSCollectionLayoutSection {
  let group = NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(400))) { environment in
    let width = environment.container.effectiveContentSize.width / 2
    return heights.enumerated().map { index, height in
      NSCollectionLayoutGroupCustomItem(frame: CGRect(x: CGFloat(index % 2) * width, y: CGFloat(index / 2) * 100, width: width, height: height))
    }
  }
  return NSCollectionLayoutSection(group: group)
}
