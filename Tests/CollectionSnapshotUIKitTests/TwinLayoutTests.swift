import CollectionSnapshot
import Testing
import UIKit

/// Layouts written with UIKit's API, as apps write them, each against its twin written in the
/// package's own types: same elements, same frames, to the bit. Together they use every layout
/// symbol of the UIKit-surface table that two or more files of the corpus use (the symbol list
/// is in the `UIKit` catalog, `UIKit.md`).
@MainActor @Suite("UIKit API: layouts and their twins")
struct TwinLayoutTests {
  // MARK: A store front: provider, environment, nested groups, orthogonal sections, lists.

  static func storeFront() -> UICollectionViewLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 16
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
    configuration.boundarySupplementaryItems = [footer]
    return UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
      switch index {
      case 0: return carousel(environment)
      case 1: return mosaic(environment)
      default:
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        list.showsSeparators = true
        list.backgroundColor = .systemGroupedBackground
        list.trailingSwipeActionsConfigurationProvider = { _ in nil }
        return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
      }
    }, configuration: configuration)
  }

  static func carousel(_ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let width: CGFloat = environment.container.effectiveContentSize.width > 500 ? 0.45 : 0.9
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(width), heightDimension: .absolute(200)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    section.contentInsets = .zero
    section.contentInsets.leading = 12
    return section
  }

  static func mosaic(_ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let compact = environment.traitCollection.horizontalSizeClass == .compact && UIDevice.current.userInterfaceIdiom == .phone
    let large = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(2/3), heightDimension: .fractionalHeight(1)))
    let small = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let column = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1/3), heightDimension: .fractionalHeight(1)), subitem: small, count: 2)
    column.interItemSpacing = .fixed(8)
    let row = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(compact ? 180 : 240)), subitems: [large, column])
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
    return section
  }

  static func storeFrontTwin(compact: Bool, carouselWidth: Double) -> LayoutDefinition {
    let item = LayoutItem(layoutSize: engineSize(.fractionalWidth(1), .fractionalHeight(1)), contentInsets: DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
    let carousel = LayoutSection(
      group: .horizontal(layoutSize: engineSize(.fractionalWidth(carouselWidth), .absolute(200)), subitems: [.item(item)]),
      contentInsets: DirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 0), orthogonalScrollingBehavior: .groupPaging)
    let large = LayoutItem(layoutSize: engineSize(.fractionalWidth(2.0 / 3), .fractionalHeight(1)))
    let small = LayoutItem(layoutSize: engineSize(.fractionalWidth(1), .fractionalHeight(0.5)))
    var column = LayoutGroup.vertical(layoutSize: engineSize(.fractionalWidth(1.0 / 3), .fractionalHeight(1)), subitem: .item(small), count: 2)
    column.interItemSpacing = .fixed(8)
    var row = LayoutGroup.horizontal(layoutSize: engineSize(.fractionalWidth(1), .absolute(compact ? 180 : 240)), subitems: [.item(large), .group(column)])
    row.interItemSpacing = .fixed(8)
    let mosaic = LayoutSection(
      group: row, interGroupSpacing: 8, contentInsets: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
      boundarySupplementaryItems: [
        BoundarySupplementaryItem(layoutSize: engineSize(.fractionalWidth(1), .estimated(44)), elementKind: ElementCategory.sectionHeaderKind, alignment: .top, pinToVisibleBounds: true, zIndex: 2)
      ])
    let list = SectionLayout.list(ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary))
    let footer = BoundarySupplementaryItem(layoutSize: engineSize(.fractionalWidth(1), .absolute(50)), elementKind: ElementCategory.sectionFooterKind, alignment: .bottom)
    return .compositional(
      CompositionalLayout(
        sections: .perSection([.section(carousel), .section(mosaic), list, list]),
        configuration: CompositionalLayoutConfiguration(interSectionSpacing: 16, boundarySupplementaryItems: [footer])))
  }

  @Test("A store front with a section provider, on a phone and on an iPad", arguments: [Device.iPhone15, .iPad])
  func storeFront(device: Device) throws {
    let screen = try uikitScreen(Self.storeFront(), counts: [5, 7, 3, 2], device: device, adjustment: .automatic)
    let phone = device.name != "iPad"
    try expectSameFrames(screen, twin(of: screen, Self.storeFrontTwin(compact: phone, carouselWidth: phone ? 0.9 : 0.45)))
  }

  // MARK: Badges, group supplementaries, backgrounds, edge spacing, margins.

  static func badges() -> UICollectionViewLayout {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(16), heightDimension: .absolute(16)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
    badge.zIndex = 3
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(80)), supplementaryItems: [badge])
    item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(96)), subitems: [item])
    group.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
    let label = NSCollectionLayoutSupplementaryItem(
      layoutSize: .init(widthDimension: .absolute(40), heightDimension: .absolute(20)), elementKind: "row-label",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 4, y: -4)),
      itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
    group.supplementaryItems = [label]
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsetsReference = .layoutMargins
    section.decorationItems = [.background(elementKind: "card")]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "card")
    return layout
  }

  @Test("Badges, group supplementaries, a background, flexible edge spacing and layout margins")
  func badges() throws {
    let screen = try uikitScreen(Self.badges(), counts: [10], device: .iPhone15, adjustment: .automatic)
    let badge = LayoutSupplementaryItem(
      layoutSize: engineSize(.absolute(16), .absolute(16)), elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))), zIndex: 3)
    let item = LayoutItem(
      layoutSize: engineSize(.absolute(80), .absolute(80)), edgeSpacing: LayoutEdgeSpacing(leading: .flexible(0), trailing: .flexible(0)), supplementaryItems: [badge])
    let label = LayoutSupplementaryItem(
      layoutSize: engineSize(.absolute(40), .absolute(20)), elementKind: "row-label",
      containerAnchor: LayoutAnchor(edges: [.bottom, .leading], offset: .absolute(Point(x: 4, y: -4))), itemAnchor: LayoutAnchor(edges: [.bottom, .leading]))
    let group = LayoutGroup(
      arrangement: .horizontal, layoutSize: engineSize(.fractionalWidth(1), .absolute(96)), subitems: [.item(item)],
      contentInsets: DirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0), supplementaryItems: [label])
    let section = LayoutSection(group: group, contentInsetsReference: .layoutMargins, decorationItems: [.background(elementKind: "card")])
    try expectSameFrames(screen, twin(of: screen, .compositional(CompositionalLayout(section: section))))
    #expect(screen.warnings.isEmpty)
  }

  // MARK: Horizontal layouts and every orthogonal behaviour.

  @Test("A horizontal layout; sections with each orthogonal behaviour", arguments: [
    UICollectionLayoutSectionOrthogonalScrollingBehavior.none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
  ])
  func orthogonal(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) throws {
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .absolute(140), heightDimension: .estimated(60)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = behavior
    section.interGroupSpacing = 6
    let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: "footer", alignment: .bottom)
    section.boundarySupplementaryItems = [footer]
    let vertical = try uikitScreen(UICollectionViewCompositionalLayout(section: section), counts: [6, 2])
    let engineSection = LayoutSection(
      group: .vertical(layoutSize: engineSize(.absolute(140), .estimated(60)), subitems: [.item(LayoutItem(layoutSize: engineSize(.fractionalWidth(1), .estimated(60))))]),
      interGroupSpacing: 6, orthogonalScrollingBehavior: OrthogonalScrollingBehavior(rawValue: "\(behavior)")!,
      boundarySupplementaryItems: [BoundarySupplementaryItem(layoutSize: engineSize(.fractionalWidth(1), .absolute(30)), elementKind: "footer", alignment: .bottom)])
    try expectSameFrames(vertical, twin(of: vertical, .compositional(CompositionalLayout(section: engineSection))))

    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.contentInsetsReference = .none
    let horizontal = try uikitScreen(UICollectionViewCompositionalLayout(section: section, configuration: configuration), counts: [6])
    try expectSameFrames(
      horizontal,
      twin(of: horizontal, .compositional(CompositionalLayout(section: engineSection, configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal, contentInsetsReference: .none)))))
  }

  // MARK: Lists.

  @Test("List layouts of every appearance and mode", arguments: [
    UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
  ])
  func lists(appearance: UICollectionLayoutListConfiguration.Appearance) throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = appearance == .sidebar ? .firstItemInSection : .supplementary
    configuration.footerMode = .supplementary
    configuration.headerTopPadding = appearance == .grouped ? 12 : nil
    let screen = try uikitScreen(UICollectionViewCompositionalLayout.list(using: configuration), counts: [3, 0, 2], device: .iPhone15, adjustment: .automatic)
    let engine = ListConfiguration(
      appearance: ListConfiguration.Appearance(rawValue: "\(appearance)")!, headerMode: appearance == .sidebar ? .firstItemInSection : .supplementary,
      footerMode: .supplementary, headerTopPadding: appearance == .grouped ? 12 : nil)
    try expectSameFrames(screen, twin(of: screen, .compositional(.list(engine))))
  }

  @Test("A list section changed after it is made keeps the list's rows and its padding above the header")
  func changedList() throws {
    let layout = UICollectionViewCompositionalLayout { _, environment in
      var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
      configuration.headerMode = .supplementary
      let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
      section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20)
      section.interGroupSpacing = 2
      return section
    }
    let screen = try uikitScreen(layout, counts: [3, 3])
    var section = ListConfiguration(appearance: .grouped, headerMode: .supplementary).section(in: screen.environment, index: 0, count: 2)
    section.contentInsets = DirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20)
    section.interGroupSpacing = 2
    // A grouped list keeps no padding above its headers (UIKit: 0 above the first header of a
    // grouped list, measured on iOS 14); the padding a list keeps is the section's space before.
    #expect(section.spaceBefore == 0)
    try expectSameFrames(screen, twin(of: screen, .compositional(CompositionalLayout(section: section))))
  }

  // MARK: Custom groups and uniform siblings.

  @Test("A custom group's frames, from its provider")
  func customGroup() throws {
    let group = NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300))) { environment in
      let half = environment.container.effectiveContentSize.width / 2
      return [
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: half, height: 300)),
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: half, y: 0, width: half, height: 150), zIndex: 1),
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: half, y: 150, width: half, height: 150)),
      ]
    }
    group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let screen = try uikitScreen(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [7])
    let half = (390.0 - 20) / 2
    let frames = [
      CustomGroupItem(frame: Rect(x: 0, y: 0, width: half, height: 300)), CustomGroupItem(frame: Rect(x: half, y: 0, width: half, height: 150), zIndex: 1),
      CustomGroupItem(frame: Rect(x: half, y: 150, width: half, height: 150)),
    ]
    var engineGroup = LayoutGroup.custom(layoutSize: engineSize(.fractionalWidth(1), .absolute(300)), items: frames)
    engineGroup.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    try expectSameFrames(screen, twin(of: screen, .compositional(CompositionalLayout(section: LayoutSection(group: engineGroup)))))
  }

  @Test("Estimated and uniform-across-siblings items, measured from their placeholders")
  func estimated() throws {
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .uniformAcrossSiblings(estimate: 50)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    let screen = try Screen(name: "uikit", device: specPhone, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), layout: layout, itemCounts: [4]) { indexPath in
      CellPlaceholder(kind: "Note", title: indexPath.item == 1 ? "A longer note that wraps onto more lines than the others do" : "Short")
    }
    let engineItem = LayoutItem(layoutSize: engineSize(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 50)))
    let section = LayoutSection(group: .horizontal(layoutSize: engineSize(.fractionalWidth(1), .estimated(50)), subitems: [.item(engineItem)]))
    try expectSameFrames(screen, twin(of: screen, .compositional(CompositionalLayout(section: section))))
    let computed = try screen.computeLayout()
    #expect(computed.cell(0)?.frame.height == computed.cell(1)?.frame.height)
    #expect((computed.cell(1)?.frame.height ?? 0) > 50)
  }

  // MARK: Flow layouts and their delegates.

  final class Delegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: Foundation.IndexPath) -> CGSize {
      let flow = collectionViewLayout as! UICollectionViewFlowLayout
      let columns: CGFloat = indexPath.section == 0 ? 2 : 3
      let width = (collectionView.bounds.width - flow.sectionInset.left - flow.sectionInset.right - flow.minimumInteritemSpacing * (columns - 1)) / columns
      return CGSize(width: floor(width), height: indexPath.item.isMultiple(of: 2) ? 90 : 60)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
      UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
      section == 0 ? 4 : 12
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 6 }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
      CGSize(width: 0, height: section == 0 ? 0 : 36)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
      CGSize(width: 0, height: 20)
    }
  }

  @Test("A flow layout with every delegate method")
  func flowDelegate() throws {
    let flow = UICollectionViewFlowLayout()
    flow.minimumInteritemSpacing = 6
    flow.sectionInset = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    flow.sectionHeadersPinToVisibleBounds = true
    let delegate = Delegate()
    let screen = try uikitScreen(flow, counts: [5, 7], device: .iPhoneSE, adjustment: .automatic, flowDelegate: delegate)
    var twinLayout = FlowLayout()
    twinLayout.minimumInteritemSpacing = 6
    twinLayout.sectionInset = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    twinLayout.sectionHeadersPinToVisibleBounds = true
    twinLayout.sectionOverrides = (0..<2).map { s in
      FlowLayout.SectionOverride(
        section: s, sectionInset: EdgeInsets(top: 8, left: 12, bottom: 8, right: 12), minimumLineSpacing: s == 0 ? 4 : 12, minimumInteritemSpacing: 6,
        headerReferenceSize: Size(width: 0, height: s == 0 ? 0 : 36), footerReferenceSize: Size(width: 0, height: 20))
    }
    var model = ViewModel()
    for (s, count) in [5, 7].enumerated() {
      let width = ((375.0 - 24 - 6 * Double(s + 1)) / Double(s + 2)).rounded(.down)
      model.sections.append(
        Section(id: "#\(s)", items: (0..<count).map { Item(id: "[\(s),\($0)]", kind: "Cell", sizing: .fixed(Size(width: width, height: $0.isMultiple(of: 2) ? 90 : 60))) }))
    }
    var twinScreen = twin(of: screen, .flow(twinLayout))
    twinScreen.model = model
    try expectSameFrames(screen, twinScreen)
  }

  @Test("A horizontal flow layout without a delegate, and self-sizing items")
  func flowDefaults() throws {
    let flow = UICollectionViewFlowLayout()
    flow.scrollDirection = .horizontal
    flow.itemSize = CGSize(width: 120, height: 80)
    flow.minimumLineSpacing = 14
    flow.headerReferenceSize = CGSize(width: 24, height: 0)
    flow.footerReferenceSize = CGSize(width: 16, height: 0)
    let screen = try uikitScreen(flow, counts: [9])
    var twinLayout = FlowLayout()
    twinLayout.scrollDirection = .horizontal
    twinLayout.itemSize = Size(width: 120, height: 80)
    twinLayout.minimumLineSpacing = 14
    twinLayout.headerReferenceSize = Size(width: 24, height: 0)
    twinLayout.footerReferenceSize = Size(width: 16, height: 0)
    try expectSameFrames(screen, twin(of: screen, .flow(twinLayout)))

    let sizing = UICollectionViewFlowLayout()
    sizing.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    let tags = try Screen(name: "tags", device: specPhone, layout: sizing, itemCounts: [6]) { indexPath in
      CellPlaceholder(kind: "Tag", title: String(repeating: "tag ", count: indexPath.item + 1))
    }
    var sizingTwin = FlowLayout()
    sizingTwin.estimatedItemSize = .automatic
    var model = tags.model
    for i in model.sections[0].items.indices { model.sections[0].items[i].sizing = .selfSizing }
    var tagsTwin = twin(of: tags, .flow(sizingTwin))
    tagsTwin.model = model
    try expectSameFrames(tags, tagsTwin)
  }

  // MARK: The translation itself.

  @Test("The translation is a function of the layout, the device and the counts")
  func translation() throws {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1/4), heightDimension: .fractionalWidth(1/4)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)), subitems: [item])
    group.interItemSpacing = .fixed(0)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 2
    let result = try UIKitLayoutTranslation.translate(UICollectionViewCompositionalLayout(section: section), device: .iPhoneSE, itemCounts: [8])
    let expected = LayoutSection(
      group: .horizontal(layoutSize: engineSize(.fractionalWidth(1), .estimated(100)), subitems: [.item(LayoutItem(layoutSize: engineSize(.fractionalWidth(0.25), .fractionalWidth(0.25))))]),
      interGroupSpacing: 2)
    guard case .compositional(let layout) = result.definition, case .uniform(.section(let translated)) = layout.sections else {
      Issue.record("expected one compositional section, got \(result.definition)")
      return
    }
    #expect(translated == expected)
    #expect(result.itemSizes == [[]] && result.itemSize(section: 0, item: 7) == nil)
    #expect(result.warnings.isEmpty)
  }
}
