import Foundation

/// The frame and drawing values of one element, as UIKit keeps them: a centre and a size (the
/// frame is made from them), a transform about the centre, alpha, z-index, the hidden flag,
/// the element's index path, category and kind.
///
/// Subclasses add their own properties and inherit `init(forCellWith:)` and the other
/// initializers; `copy(with:)` makes an instance of the subclass (with `super.copy(with:)` it
/// copies this class's values, the subclass copies its own), as `NSCopying` does in UIKit.
/// `isEqual(_:)` compares the values, as UIKit's does.
@MainActor @preconcurrency
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
  /// The class's methods, outlets and key-value properties by name, for selectors and key-value
  /// coding (see ``_ObjCClassTable``); `collection-snapshot-linuxify` overrides it in an app's
  /// subclasses.
  nonisolated open class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self)) }

  /// The frame as set (kept exactly, so a frame set is the frame read).
  private var storedFrame: CGRect = .zero
  /// The frame: the size about the centre (the transform does not change it). Setting it sets
  /// the centre and the size.
  open var frame: CGRect {
    get { storedFrame }
    set { storedFrame = newValue }
  }
  /// The centre, in the collection view's content coordinates. Setting it moves the frame.
  open var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set { storedFrame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2) }
  }
  /// The size. Setting it keeps the centre (the frame's origin moves).
  open var size: CGSize {
    get { storedFrame.size }
    set {
      let center = CGPoint(x: storedFrame.midX, y: storedFrame.midY)
      storedFrame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height)
    }
  }
  /// The bounds: the size at the origin. Setting it sets the size (the centre stays).
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }
  /// A transform about the centre. Setting it sets ``transform3D`` to its 3-D form.
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(transform3D) }
    set { transform3D = CATransform3DMakeAffineTransform(newValue) }
  }
  /// A 3-D transform about the centre (the picture draws the rectangle it projects to).
  open var transform3D: CATransform3D = CATransform3DIdentity
  /// Opacity.
  open var alpha: CGFloat = 1
  /// Drawing order: elements of a higher z-index are drawn above.
  open var zIndex: Int = 0
  /// True when laid out but not shown.
  open var isHidden = false
  /// The element's index path.
  open var indexPath = IndexPath(item: 0, section: 0)
  /// Cell, supplementary view or decoration view.
  open internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
  /// The kind of a supplementary or decoration view; `nil` for a cell.
  open internal(set) var representedElementKind: String?

  /// Attributes of a cell at `[0, 0]`, with a zero frame (the initializer `copy(with:)` makes
  /// copies of subclasses with).
  public required override init() {
    super.init()
  }

  /// Attributes of a cell.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Attributes of a supplementary view.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init()
    self.representedElementCategory = .supplementaryView
    self.representedElementKind = elementKind
    self.indexPath = indexPath
  }

  /// Attributes of a decoration view.
  public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.init()
    self.representedElementCategory = .decorationView
    self.representedElementKind = decorationViewKind
    self.indexPath = indexPath
  }

  /// A copy of the same class with the same values (a subclass copies its own properties
  /// after calling this).
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.representedElementCategory = representedElementCategory
    copy.representedElementKind = representedElementKind
    copy.indexPath = indexPath
    copy.storedFrame = storedFrame
    copy.transform3D = transform3D
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    return copy
  }

  /// True for attributes of the same class with the same values (compared on the main actor,
  /// where layout code runs; elsewhere only identity counts).
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes else { return false }
    if other === self { return true }
    guard type(of: other) == type(of: self), MainActorBridge.isOnMainQueue else { return false }
    return MainActor.assumeIsolated {
      other.representedElementCategory == representedElementCategory && other.representedElementKind == representedElementKind
        && other.indexPath == indexPath && other.storedFrame == storedFrame && other.transform3D == transform3D && other.alpha == alpha
        && other.zIndex == zIndex && other.isHidden == isHidden
    }
  }

  /// The class's hash: equal attributes are of the same class.
  open override var hash: Int { ObjectIdentifier(type(of: self)).hashValue }

  /// As UIKit prints attributes, without the address: `index path: (0-3); frame = (16 40;
  /// 120 30);` with the kind, transform, alpha, z-index and hidden flag when they are set.
  open override var description: String {
    guard MainActorBridge.isOnMainQueue else { return "<\(type(of: self))>" }
    return MainActor.assumeIsolated { summary }
  }

  private var summary: String {
    let f = frame
    func n(_ v: CGFloat) -> String { UIKitFormat.number(v) }
    var text = "<\(type(of: self))> index path: (\(indexPath.map(String.init).joined(separator: "-")))"
    if let kind = representedElementKind { text += "; element kind: (\(kind))" }
    text += "; frame = (\(n(f.minX)) \(n(f.minY)); \(n(f.width)) \(n(f.height)));"
    if transform3D != CATransform3DIdentity {
      let t = transform
      text += " transform = [\(n(t.a)), \(n(t.b)), \(n(t.c)), \(n(t.d)), \(n(t.tx)), \(n(t.ty))];"
    }
    if alpha != 1 { text += " alpha = \(n(alpha));" }
    if zIndex != 0 { text += " zIndex = \(zIndex);" }
    if isHidden { text += " hidden = YES;" }
    return text
  }
}
