import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// The layout of a screen made from UIKit values: a flow or compositional layout translated to
/// the engine's definition (asked through ``UIKitLayoutObject`` as well when it is a subclass,
/// which may answer its own attributes), or a custom layout object that lays itself out.
@MainActor
struct UIKitScreenLayout {
  /// The screen's definition (``LayoutDefinition/custom(_:)`` for a custom layout).
  var definition: LayoutDefinition
  /// Per section, per item, the size a flow delegate returned (see
  /// ``UIKitLayoutTranslation/Result``); empty for a custom layout.
  var itemSizes: [[Size?]]
  /// Remarks for the dump.
  var warnings: [LayoutDiagnostic]
  /// The subclass of a flow or compositional layout asked for its own attributes.
  var subclass: UIKitLayoutObject?
  /// The custom layout object.
  var custom: UIKitLayoutObject?
  /// The collection view the layout is laid out in (kept while the screen is made).
  var collectionView: UICollectionView

  /// The size the flow delegate returned for an item, `nil` when the layout sizes it.
  func itemSize(section: Int, item: Int) -> Size? {
    guard section < itemSizes.count else { return nil }
    let sizes = itemSizes[section]
    return sizes.isEmpty ? nil : sizes[item]
  }

  /// The object asked for the screen's frames, if any.
  var object: UIKitLayoutObject? { custom ?? subclass }

  /// Lays `layout` out for `settings` with the sections' item identifiers.
  /// - Throws: ``UIKitException`` for what UIKit raises; ``LayoutError`` for what cannot be laid
  ///   out.
  static func make(
    _ layout: UICollectionViewLayout, settings: UIKitScreenSettings, itemIdentifiers: [[String]],
    flowDelegate: (any UICollectionViewDelegateFlowLayout)?, owner: AnyObject?
  ) throws -> UIKitScreenLayout {
    let counts = itemIdentifiers.map(\.count)
    func host(_ direction: ScrollDirection) -> UIKitHost { settings.host(scrollDirection: direction) }
    guard UIKitLayoutObject.isCustom(layout) else {
      let engineHost = host(UIKitLayoutTranslation.scrollDirection(of: layout))
      let (result, collectionView) = try UIKitLayoutTranslation.translateInView(layout, host: engineHost, itemCounts: counts, flowDelegate: flowDelegate)
      let exact = type(of: layout) == UICollectionViewFlowLayout.self || type(of: layout) == UICollectionViewCompositionalLayout.self
      let subclass = exact
        ? nil
        : UIKitLayoutObject(layout: layout, collectionView: collectionView, host: engineHost, owner: owner, scrollDirection: result.definition.scrollDirection)
      return UIKitScreenLayout(
        definition: result.definition, itemSizes: result.itemSizes, warnings: result.warnings, subclass: subclass, custom: nil, collectionView: collectionView)
    }
    // A custom layout is laid out once at rest scrolling vertically; content wider than the
    // bounds and no taller scrolls horizontally instead, which changes the insets the
    // collection view adjusts by: it is laid out again for those, as UIKit invalidates a layout
    // when its collection view's adjusted inset changes.
    let collectionView = Translator.collectionView(of: layout, flowDelegate: flowDelegate)
    var object = UIKitLayoutObject(layout: layout, collectionView: collectionView, host: host(.vertical), owner: owner, scrollDirection: .vertical)
    let vertical = try firstAnswer(object, itemIdentifiers: itemIdentifiers)
    let bounds = object.host.environment.containerSize
    if vertical.contentSize.width > bounds.width && vertical.contentSize.height <= bounds.height {
      layout.invalidateLayout()
      object = UIKitLayoutObject(layout: layout, collectionView: collectionView, host: host(.horizontal), owner: owner, scrollDirection: .horizontal)
      _ = try firstAnswer(object, itemIdentifiers: itemIdentifiers)
    }
    return UIKitScreenLayout(
      definition: .custom(object), itemSizes: Array(repeating: [], count: counts.count), warnings: [], subclass: nil, custom: object,
      collectionView: collectionView)
  }

  /// The object's answer at rest, with UIKit's exception when it raises one.
  private static func firstAnswer(_ object: UIKitLayoutObject, itemIdentifiers: [[String]]) throws -> ExternalLayoutAnswer {
    let environment = object.host.environment
    do {
      return try object.layout(
        ExternalLayoutRequest(itemIdentifiers: itemIdentifiers, environment: environment, contentOffset: ScrollState.resting(environment).contentOffset))
    } catch {
      throw object.lastException ?? error
    }
  }

  /// Per section, the header and footer kinds of the layout (the kinds containing "header" or
  /// "footer": a flow layout's are UIKit's section header and footer kinds; a custom layout's
  /// those of the first supplementary views of each role it returns at rest).
  func headerAndFooterKinds(sectionCount: Int, environment: LayoutEnvironment) -> [(header: String?, footer: String?)] {
    switch definition {
    case .flow, .table:
      return Array(repeating: (UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter), count: sectionCount)
    case .compositional(let layout):
      return (0..<sectionCount).map { s in
        guard case .section(let section)? = try? layout.sectionLayout(s, environment: environment) else { return (nil, nil) }
        let kinds = section.boundarySupplementaryItems.map(\.elementKind)
        return (kinds.first { ElementCategory.supplementaryRole(ofKind: $0) == .header }, kinds.first { ElementCategory.supplementaryRole(ofKind: $0) == .footer })
      }
    case .custom:
      var kinds = Array(repeating: (header: String?.none, footer: String?.none), count: sectionCount)
      for element in custom?.lastAnswer?.attributes ?? [] {
        guard case .supplementary(let kind) = element.category, element.indexPath.section >= 0, element.indexPath.section < sectionCount else { continue }
        let s = element.indexPath.section
        switch ElementCategory.supplementaryRole(ofKind: kind) {
        case .header where kinds[s].header == nil: kinds[s].header = kind
        case .footer where kinds[s].footer == nil: kinds[s].footer = kind
        default: continue
        }
      }
      return kinds
    }
  }
}
