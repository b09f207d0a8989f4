import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// What happens when a screen made from UIKit values is first laid out: the engine's errors
/// that UIKit raises with a text of its own are thrown with that text, and a layout subclass
/// whose queries answer other frames than the layout computes is named in the dump's warnings.
@MainActor
enum UIKitLayoutFailure {
  /// UIKit's exception for an engine error it has a text for; otherwise the error itself.
  static func exception(for error: any Error, translated definition: LayoutDefinition, host: UIKitHost) -> any Error {
    guard let layoutError = error as? LayoutError, case .compositional(let layout) = definition,
      let section = sectionIndex(layoutError.path)
    else { return error }
    let reference: ContentInsetsReference
    let direction = layout.configuration.scrollDirection
    guard case .section(let s)? = try? layout.sectionLayout(section, environment: host.environment) else { return error }
    reference = s.contentInsetsReference == .automatic ? layout.configuration.contentInsetsReference : s.contentInsetsReference
    // The section's container as UIKit's message prints it: the insets already applied.
    let container = CGSize(host.sectionContainer(reference: reference, scrollDirection: direction).effectiveContentSize)
    let extra = host.environment.referenceInsets(reference, scrollDirection: direction)
    let applied = direction == .vertical
      ? NSDirectionalEdgeInsets(top: 0, leading: extra.start, bottom: 0, trailing: extra.end)
      : NSDirectionalEdgeInsets(top: extra.start, leading: 0, bottom: extra.end, trailing: 0)
    let frame = host.frame
    let context =
      "<UICollectionViewCompositionalLayout> ran into an error when computing the layout for section at index \(section) in container "
      + "<_UICollectionLayoutContainer: contentSize=\(size(container)); contentInsets={0, 0, 0, 0}}>. Container calculated by applying insets "
      + "(\(applied)) from sectionInsetsReference \"\(name(reference))\" to collection view frame {{\(UIKitFormat.number(frame.minX)), \(UIKitFormat.number(frame.minY))}, \(size(frame.size))}.\nError: "
    if layoutError.path == "sections[\(section)].contentInsets" {
      return UIKitException(
        reason: context
          + "There is no room for this NSCollectionLayoutGroup to fit into its parent group or section, or it has no room for any subitems itself. "
          + "Inspect the parent and ensure the contentInsets (\(NSDirectionalEdgeInsets(s.contentInsets))) do not result in a negative effectiveContentSize when applied to size: \(size(container)).",
        origin: "UICollectionViewCompositionalLayout (section \(section))")
    }
    if layoutError.reason.hasPrefix("the group's first subitem can never fit") {
      return UIKitException(
        reason: context
          + "NSCollectionLayoutItem created with invalid combination of spacing and size specified. This group cannot fit even a single item. "
          + "Inspect the spacing and size of the items in this group and ensure that they fit into the group (\(layoutError.path): \(layoutError.reason)).",
        origin: "UICollectionViewCompositionalLayout (section \(section))")
    }
    return error
  }

  /// `3` for `sections[3]…`.
  private static func sectionIndex(_ path: String) -> Int? {
    guard path.hasPrefix("sections["), let close = path.firstIndex(of: "]") else { return nil }
    return Int(path[path.index(path.startIndex, offsetBy: 9)..<close])
  }

  private static func size(_ s: CGSize) -> String { "{\(UIKitFormat.number(s.width)), \(UIKitFormat.number(s.height))}" }

  private static func name(_ reference: ContentInsetsReference) -> String {
    switch reference {
    case .automatic, .safeArea: return "safeArea"
    case .none: return "none"
    case .layoutMargins: return "layoutMargins"
    case .readableContent: return "readableContent"
    }
  }

  /// A warning when `layout` is a subclass whose `layoutAttributesForElements(in:)` answers
  /// other frames than the ones the screen is drawn with (a "left-aligned flow layout").
  static func overriddenQueries(_ layout: UICollectionViewLayout, computed: ComputedLayout) -> [LayoutDiagnostic] {
    if type(of: layout) == UICollectionViewFlowLayout.self || type(of: layout) == UICollectionViewCompositionalLayout.self { return [] }
    var all = CGRect(origin: .zero, size: CGSize(computed.contentSize))
    for element in computed.attributes { all = all.union(CGRect(element.frame)) }
    let answered = layout.layoutAttributesForElements(in: all.insetBy(dx: -1, dy: -1)) ?? []
    var frames: [String: CGRect] = [:]
    for a in answered { frames[key(a.representedElementCategory, a.representedElementKind, a.indexPath)] = a.frame }
    var moved: [String] = []
    for element in computed.attributes {
      let category: UICollectionView.ElementCategory
      switch element.category {
      case .cell: category = .cell
      case .supplementary: category = .supplementaryView
      case .decoration: category = .decorationView
      }
      let k = key(category, element.category.kind, Foundation.IndexPath(engine: element.indexPath))
      let mine = CGRect(element.frame)
      if let theirs = frames[k], theirs != mine { moved.append("\(element.category) \(element.indexPath) \(element.frame) → \(Rect(theirs))") }
    }
    for cell in computed.attributes where cell.category == .cell && moved.count < 1 {
      let indexPath = Foundation.IndexPath(engine: cell.indexPath)
      if let theirs = layout.layoutAttributesForItem(at: indexPath)?.frame, theirs != CGRect(cell.frame) {
        moved.append("\(cell.category) \(cell.indexPath) \(cell.frame) → \(Rect(theirs)) (layoutAttributesForItem(at:))")
      }
    }
    guard !moved.isEmpty else { return [] }
    return [
      LayoutDiagnostic(
        "layout",
        "\(type(of: layout)) overrides layoutAttributesForElements(in:) and moves \(moved.count) element(s) (first: \(moved[0])); "
          + "the snapshot shows the frames of the layout it inherits from")
    ]
  }

  private static func key(_ category: UICollectionView.ElementCategory, _ kind: String?, _ indexPath: Foundation.IndexPath) -> String {
    "\(category.rawValue) \(kind ?? "") \(indexPath.map(String.init).joined(separator: ","))"
  }
}

@MainActor
extension UICollectionViewLayout {
  /// Keeps the frames of a screen laid out with this layout, for its queries.
  func adopt(_ computed: ComputedLayout) {
    computedContentSize = CGSize(computed.contentSize)
    computedAttributes = computed.attributes.map { element in
      let indexPath = Foundation.IndexPath(engine: element.indexPath)
      let attributes: UICollectionViewLayoutAttributes
      switch element.category {
      case .cell: attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      case .supplementary(let kind): attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
      case .decoration(let kind): attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
      }
      attributes.frame = CGRect(element.frame)
      attributes.zIndex = element.zIndex
      attributes.alpha = CGFloat(element.alpha)
      attributes.isHidden = element.isHidden
      return attributes
    }
  }
}
