import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// A layout object's answer for a screen: its content size and the elements it returns for the
/// content and the visible bounds, checked as UIKit checks them when it makes their views, and
/// turned into the engine's attributes (a transform becomes the rectangle it draws).
@MainActor
enum UIKitLayoutAnswer {
  /// Asks `layout`, prepared for `request` in `collectionView`, for its content size and
  /// elements.
  /// - Throws: ``UIKitException`` with UIKit's text for a cell that does not exist, a decoration
  ///   kind not registered, a supplementary view the data source cannot make, a frame that is
  ///   not finite; ``LayoutError`` for a content size that is not.
  static func ask(
    _ layout: UICollectionViewLayout, in collectionView: UICollectionView, request: ExternalLayoutRequest, className: String, events: [LayoutEvent]
  ) throws -> ExternalLayoutAnswer {
    let size = layout.collectionViewContentSize
    guard size.width.isFinite, size.height.isFinite else {
      throw LayoutError(
        "\(className).collectionViewContentSize",
        "is {\(UIKitFormat.number(size.width)), \(UIKitFormat.number(size.height))}: a content size must be finite (UIKit cannot give its scroll view such a size)")
    }
    var warnings: [LayoutDiagnostic] = []
    if size.width < 0 || size.height < 0 {
      warnings.append(
        LayoutDiagnostic("\(className).collectionViewContentSize", "is {\(UIKitFormat.number(size.width)), \(UIKitFormat.number(size.height))}: a negative length scrolls as 0"))
    }
    let content = CGRect(x: 0, y: 0, width: max(0, size.width), height: max(0, size.height))
    // UIKit gives its scroll view the layout's content size.
    collectionView.contentSize = content.size
    let rect = content.union(collectionView.bounds)
    let returned = layout.layoutAttributesForElements(in: rect) ?? []
    let counts = request.itemCounts
    let isCustom = UIKitLayoutObject.isCustom(layout)
    let query = "\(className).layoutAttributesForElements(in:)"
    var elements: [LayoutAttributes] = []
    var seen = Set<Key>()
    var repeated = 0
    for attributes in returned {
      let path = attributes.indexPath.engine
      switch attributes.representedElementCategory {
      case .cell:
        guard let item = path.item, path.section >= 0, path.section < counts.count, item >= 0, item < counts[path.section] else {
          throw UIKitException(
            reason: "UICollectionView received layout attributes for a cell with an index path that does not exist: \(objectiveC(path))",
            origin: "\(query), with \(counts.count) section(s) of \(counts.map(String.init).joined(separator: ", ")) items (iOS 12 raised this; iOS 13 and later log that the attributes \"are not valid for the data source counts\" and ignore them)")
        }
      case .decorationView:
        let kind = attributes.representedElementKind ?? ""
        if isCustom, !layout.registeredDecorationKinds.contains(kind) {
          throw UIKitException(
            reason: "could not dequeue a decoration view of kind: \(kind) - must register as a class or nib or connect a prototype in a storyboard",
            origin: "-[UICollectionViewLayout _decorationViewForLayoutAttributes:] for \(query)")
        }
      case .supplementaryView:
        // The data source is asked for the view (and raises as UIKit does) when the screen
        // reads the app's views (UIKitScreenViews), not here.
        break
      }
      let element = try engine(attributes, layout: className)
      guard seen.insert(Key(element)).inserted else {
        repeated += 1
        continue
      }
      elements.append(element)
    }
    if repeated > 0 {
      warnings.append(LayoutDiagnostic("frames", "\(query) returns \(repeated) element(s) more than once; the first of each is shown"))
    }
    var overriding: String? = query
    if let base = request.base {
      if base.contentSize == Size(size) && sameElements(elements, base.attributes) {
        overriding = nil
      } else {
        warnings += unknownCells(elements, base: base.attributes, query: query)
        if let disagreement = itemDisagreement(layout, shown: elements, base: base.attributes, className: className) { warnings.append(disagreement) }
      }
    }
    return ExternalLayoutAnswer(attributes: elements, contentSize: Size(size), events: events, warnings: warnings, overridingQuery: overriding)
  }

  /// The engine's attributes of a layout attributes object; a transform becomes the
  /// rectangle it draws.
  /// - Throws: UIKit's `CALayerInvalidGeometry` text for a centre or size that is not finite.
  static func engine(_ a: UICollectionViewLayoutAttributes, layout className: String) throws -> LayoutAttributes {
    let center = a.center
    let size = a.size
    let path = a.indexPath.engine
    guard center.x.isFinite, center.y.isFinite else {
      throw UIKitException(
        name: "CALayerInvalidGeometry", reason: "CALayer position contains NaN: [\(UIKitFormat.number(center.x)) \(UIKitFormat.number(center.y))]",
        origin: "the view of \(describe(a.representedElementCategory, a.representedElementKind)) \(path) from \(className)")
    }
    guard size.width.isFinite, size.height.isFinite else {
      throw UIKitException(
        name: "CALayerInvalidGeometry", reason: "CALayer bounds contains NaN: [0 0; \(UIKitFormat.number(size.width)) \(UIKitFormat.number(size.height))]",
        origin: "the view of \(describe(a.representedElementCategory, a.representedElementKind)) \(path) from \(className)")
    }
    let category: ElementCategory
    switch a.representedElementCategory {
    case .cell: category = .cell
    case .supplementaryView: category = .supplementary(kind: a.representedElementKind ?? "")
    case .decorationView: category = .decoration(kind: a.representedElementKind ?? "")
    }
    return LayoutAttributes(
      category: category, indexPath: path, frame: Rect(a.frame), zIndex: a.zIndex, isHidden: a.isHidden, alpha: Double(a.alpha),
      transformedFrame: transformedFrame(a).map(Rect.init))
  }

  /// The rectangle a transformed element draws: its bounds' corners about its centre, through
  /// the 3-D transform (divided by `w`, as Core Animation projects them), back around the
  /// centre; `nil` without a transform or when a corner projects to infinity.
  static func transformedFrame(_ a: UICollectionViewLayoutAttributes) -> CGRect? {
    let t = a.transform3D
    guard t != CATransform3DIdentity else { return nil }
    let w = a.size.width / 2
    let h = a.size.height / 2
    var xs: [CGFloat] = []
    var ys: [CGFloat] = []
    for (x, y) in [(-w, -h), (w, -h), (-w, h), (w, h)] {
      let px = x * t.m11 + y * t.m21 + t.m41
      let py = x * t.m12 + y * t.m22 + t.m42
      let pw = x * t.m14 + y * t.m24 + t.m44
      guard pw > 0 else { return nil }
      xs.append(a.center.x + px / pw)
      ys.append(a.center.y + py / pw)
    }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(), [minX, maxX, minY, maxY].allSatisfy(\.isFinite) else {
      return nil
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// `<NSIndexPath> {length = 2, path = 0 - 5}`, as UIKit prints an index path (without the
  /// object's address).
  static func objectiveC(_ path: CollectionSnapshotLayout.IndexPath) -> String {
    if let item = path.item { return "<NSIndexPath> {length = 2, path = \(path.section) - \(item)}" }
    return "<NSIndexPath> {length = 1, path = \(path.section)}"
  }

  private static func describe(_ category: UICollectionView.ElementCategory, _ kind: String?) -> String {
    switch category {
    case .cell: return "cell"
    case .supplementaryView: return "supplementary view \(kind ?? "")"
    case .decorationView: return "decoration view \(kind ?? "")"
    }
  }

  /// True when both hold the same elements with the same values (in any order).
  private static func sameElements(_ a: [LayoutAttributes], _ b: [LayoutAttributes]) -> Bool {
    guard a.count == b.count else { return false }
    var byKey: [Key: LayoutAttributes] = [:]
    for element in b { byKey[Key(element)] = element }
    return a.allSatisfy { byKey[Key($0)] == $0 }
  }

  /// Cells a subclass returns that the layout it inherits from does not lay out.
  private static func unknownCells(_ elements: [LayoutAttributes], base: [LayoutAttributes], query: String) -> [LayoutDiagnostic] {
    let known = Set(base.map(Key.init))
    let unknown = elements.filter { $0.category == .cell && !known.contains(Key($0)) }
    guard let first = unknown.first else { return [] }
    return [LayoutDiagnostic("frames", "\(query) returns \(unknown.count) cell(s) the layout it inherits from does not lay out (first: \(first.indexPath)); they are not shown")]
  }

  /// An item query the subclass overrides to answer yet another frame than the one shown: a bug
  /// the app would see elsewhere (scrolling to an item, animations).
  private static func itemDisagreement(_ layout: UICollectionViewLayout, shown: [LayoutAttributes], base: [LayoutAttributes], className: String) -> LayoutDiagnostic? {
    var shownFrames: [Key: Rect] = [:]
    for element in shown { shownFrames[Key(element)] = element.frame }
    for cell in base where cell.category == .cell {
      guard let item = layout.layoutAttributesForItem(at: Foundation.IndexPath(engine: cell.indexPath)), let frame = shownFrames[Key(cell)] else { continue }
      let answered = Rect(item.frame)
      if answered != frame && answered != cell.frame {
        return LayoutDiagnostic("frames", "\(className).layoutAttributesForItem(at:) answers \(answered) for cell \(cell.indexPath), which is shown at \(frame)")
      }
    }
    return nil
  }

  /// An element's identity.
  struct Key: Hashable {
    let category: ElementCategory
    let indexPath: CollectionSnapshotLayout.IndexPath

    init(_ element: LayoutAttributes) {
      category = element.category
      indexPath = element.indexPath
    }
  }
}

extension UICollectionViewLayout {
  /// Makes the engine's answers for `super`: the base's attributes as objects of the layout's
  /// `layoutAttributesClass`.
  func adopt(_ base: ExternalLayoutRequest.Base) {
    let attributesClass = (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
    engineAnswers = EngineAnswers(
      attributes: base.attributes.map { element in
        let attributes = attributesClass.init()
        attributes.indexPath = Foundation.IndexPath(engine: element.indexPath)
        switch element.category {
        case .cell: attributes.representedElementCategory = .cell
        case .supplementary(let kind):
          attributes.representedElementCategory = .supplementaryView
          attributes.representedElementKind = kind
        case .decoration(let kind):
          attributes.representedElementCategory = .decorationView
          attributes.representedElementKind = kind
        }
        attributes.frame = CGRect(element.frame)
        attributes.zIndex = element.zIndex
        attributes.alpha = CGFloat(element.alpha)
        attributes.isHidden = element.isHidden
        return attributes
      },
      contentSize: CGSize(base.contentSize))
  }
}
