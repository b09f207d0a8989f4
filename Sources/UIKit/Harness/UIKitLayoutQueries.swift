import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// A layout object's queries after its screen is laid out: the layout answers them with the
/// engine's attributes, and a subclass that overrides them (a left-aligned flow layout) is
/// asked, as UIKit asks it, for the attributes the screen shows.
@MainActor
enum UIKitLayoutQueries {
  /// What `layout`'s own `layoutAttributesForElements(in:)` returns over the whole content,
  /// when `layout` is a subclass whose answer differs from `computed` (with `super` answering
  /// copies of `computed`'s attributes the subclass may change); `nil` when it answers the
  /// engine's attributes. Warnings name what the screen cannot show: elements the engine has
  /// not laid out, transforms, and a `layoutAttributesForItem(at:)` that disagrees.
  static func answered(
    by layout: UICollectionViewLayout, computed: ComputedLayout, itemIdentifiers: [[String]]
  ) -> (answered: OverriddenAttributes?, warnings: [LayoutDiagnostic]) {
    if type(of: layout) == UICollectionViewFlowLayout.self || type(of: layout) == UICollectionViewCompositionalLayout.self { return (nil, []) }
    let source = "\(type(of: layout)).layoutAttributesForElements(in:)"
    var all = CGRect(origin: .zero, size: CGSize(computed.contentSize))
    for element in computed.attributes { all = all.union(CGRect(element.frame)) }
    let returned = layout.layoutAttributesForElements(in: all.insetBy(dx: -1, dy: -1)) ?? []
    var warnings: [LayoutDiagnostic] = []
    let engineKeys = Set(computed.attributes.map { Key($0) })
    var attributes: [LayoutAttributes] = []
    var unknown: [String] = []
    for a in returned {
      let element = a.engine
      guard engineKeys.contains(Key(element)) else {
        unknown.append("\(element.category) \(element.indexPath)")
        continue
      }
      attributes.append(element)
      if a.transform != .identity {
        warnings.append(LayoutDiagnostic("frames", "\(source) gives \(element.category) \(element.indexPath) a transform, which is not drawn"))
      }
    }
    if !unknown.isEmpty {
      warnings.append(
        LayoutDiagnostic(
          "frames", "\(source) returns \(unknown.count) element(s) the layout it inherits from does not lay out (first: \(unknown[0])); they are not shown"))
    }
    let contentSize = Size(layout.collectionViewContentSize)
    let same = contentSize == computed.contentSize && attributes.count == computed.attributes.count
      && Dictionary(attributes.map { (Key($0), $0) }, uniquingKeysWith: { a, _ in a }) == Dictionary(
        computed.attributes.map { (Key($0), $0) }, uniquingKeysWith: { a, _ in a })
    let answered = same ? nil : OverriddenAttributes(source: source, itemIdentifiers: itemIdentifiers, attributes: attributes, contentSize: contentSize)
    // UIKit shows what the elements query returns. An item query the subclass overrides to
    // answer yet another frame is a bug the app would see elsewhere (scrolling to an item,
    // animations); one it leaves alone answers the inherited frame, as in UIKit.
    let shown = Dictionary((answered?.attributes ?? computed.attributes).map { (Key($0), $0.frame) }, uniquingKeysWith: { a, _ in a })
    for cell in computed.attributes where cell.category == .cell {
      guard let item = layout.layoutAttributesForItem(at: Foundation.IndexPath(engine: cell.indexPath)), let frame = shown[Key(cell)] else { continue }
      if Rect(item.frame) != frame && Rect(item.frame) != cell.frame {
        warnings.append(
          LayoutDiagnostic(
            "frames",
            "\(type(of: layout)).layoutAttributesForItem(at:) answers \(Rect(item.frame)) for cell \(cell.indexPath), which is shown at \(frame)"))
        break
      }
    }
    return (answered, warnings)
  }

  /// An element's identity.
  private struct Key: Hashable {
    let category: ElementCategory
    let indexPath: CollectionSnapshotLayout.IndexPath

    init(_ element: LayoutAttributes) {
      category = element.category
      indexPath = element.indexPath
    }
  }
}

extension UICollectionViewLayoutAttributes {
  /// The engine's attributes of the same element.
  var engine: LayoutAttributes {
    let category: ElementCategory
    switch representedElementCategory {
    case .cell: category = .cell
    case .supplementaryView: category = .supplementary(kind: representedElementKind ?? "")
    case .decorationView: category = .decoration(kind: representedElementKind ?? "")
    }
    return LayoutAttributes(
      category: category, indexPath: indexPath.engine, frame: Rect(frame), zIndex: zIndex, isHidden: isHidden, alpha: Double(alpha))
  }
}

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
