import UIKit

/// A pager as libraries write one: a delegate protocol of optional methods that the pager
/// asks through optional chaining, a reference to a method it may not have, and a class name
/// read through `AnyObject`.
@MainActor  public protocol PagerViewDelegate: AnyObject, NSObjectProtocol {
    func pagerView(_ pagerView: PagerView, shouldSelectItemAt index: Int) throws -> Bool
    func pagerView(_ pagerView: PagerView, didSelectItemAt index: Int) throws
    func pagerViewDidScroll(_ pagerView: PagerView) throws
    func pagerView(_ pagerView: PagerView, titleAt index: Int) throws -> String
  func numberOfItems(in pagerView: PagerView) -> Int
}

public enum PagerError: Error { case noTitle }

public final class PagerView: UIView, UIScrollViewDelegate {
   public weak var delegate: (any PagerViewDelegate)?
  public let scrollView = UIScrollView()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    scrollView.delegate = self
    addSubview(scrollView)
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// What a tap on an item does: asks whether it may select, then tells.
  public func tapItem(at index: Int) -> Bool {
    guard let function = _objcOptionalMethod(self.delegate, "pagerView:shouldSelectItemAt:", { object in { (a0: PagerView, a1: Int) -> Bool in try! object.pagerView(a0, shouldSelectItemAt: a1) } }) else {
      _objcOptional(try delegate?.pagerView(self, didSelectItemAt: index))
      return true
    }
    let allowed = function(self, index)
    if allowed { _objcOptional(try delegate?.pagerView(self, didSelectItemAt: index)) }
    return allowed
  }

  public func title(at index: Int) throws -> String? {
    try _objcOptionalThrowing(try delegate?.pagerView(self, titleAt: index))
  }

  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    _objcOptional(try delegate?.pagerViewDidScroll(self))
  }

  public func describe(_ object: AnyObject) -> String {
    _objcDescription(of: type(of: object))
  }
nonisolated public override class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self), superclass: super._objcTable, methods: ["delegate": _ObjCMethod(0) { @MainActor object, _, _ in (object as! PagerView).delegate }, "setDelegate:": _ObjCMethod(1) { @MainActor object, first, _ in (object as! PagerView).delegate = try _objcValue(first, as: ((any PagerViewDelegate)?).self, "delegate"); return nil }], outlets: ["delegate": { @MainActor object, value in (object as! PagerView).delegate = try _objcOutlet(value, as: ((any PagerViewDelegate)?).self, "delegate") }], properties: ["delegate": _ObjCProperty(get: { @MainActor object in (object as! PagerView).delegate }, set: { @MainActor object, value in (object as! PagerView).delegate = try _objcValue(value, as: ((any PagerViewDelegate)?).self, "delegate") })]) }; }

/// A controller that implements some of the pager's optional methods and a collection view's
/// selection, and forwards a tap as apps do.
final class GalleryController: UIViewController, PagerViewDelegate, UICollectionViewDelegate {
  let pager = PagerView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
  let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  private(set) var selected: [Int] = []
  private(set) var scrolls = 0
  private(set) var selectedPaths: [IndexPath] = []
  private(set) var notes = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    pager.delegate = self
    collectionView.delegate = self
    NotificationCenter.default.addObserver(self, selector: Selector("noteDidPost:"), name: .galleryNote, object: nil)
  }

  func stopObserving() {
    NotificationCenter.default.removeObserver(self)
  }

   func noteDidPost(_ notification: Notification) { notes += 1 }

  func numberOfItems(in pagerView: PagerView) -> Int { 3 }

  func pagerView(_ pagerView: PagerView, didSelectItemAt index: Int) { selected.append(index) }

  func pagerViewDidScroll(_ pagerView: PagerView) { scrolls += 1 }

  func pagerView(_ pagerView: PagerView, titleAt index: Int) throws -> String {
    guard index < 3 else { throw PagerError.noTitle }
    return "Photo \(index + 1)"
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selectedPaths.append(indexPath) }

  /// Selects an item as if the user had tapped it: the delegate is told through its optional
  /// method.
  func selectFirst() -> Bool {
    let path = IndexPath(item: 0, section: 0)
    collectionView.selectItem(at: path, animated: false, scrollPosition: [])
    return _objcOptional(collectionView.delegate?.collectionView(collectionView, didSelectItemAt: path)) != nil
  }

  /// Asks the collection view's delegate a question it does not answer.
  func highlightAnswer() -> Bool? {
    _objcOptional(collectionView.delegate?.collectionView(collectionView, shouldHighlightItemAt: IndexPath(item: 0, section: 0)))
  }
nonisolated override class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self), superclass: super._objcTable, methods: ["noteDidPost:": _ObjCMethod(1) { @MainActor object, first, second in _objcResult(try (object as! GalleryController).noteDidPost(_objcArgument(first, as: (Notification).self, "noteDidPost:"))) }, "pagerView:didSelectItemAt:": _ObjCMethod(2) { @MainActor object, first, second in _objcResult(try (object as! GalleryController).pagerView(_objcArgument(first, as: (PagerView).self, "pagerView:didSelectItemAt:"), didSelectItemAt: _objcArgument(second, as: (Int).self, "pagerView:didSelectItemAt:"))) }, "pagerViewDidScroll:": _ObjCMethod(1) { @MainActor object, first, second in _objcResult(try (object as! GalleryController).pagerViewDidScroll(_objcArgument(first, as: (PagerView).self, "pagerViewDidScroll:"))) }, "pagerView:titleAt:error:": _ObjCMethod(2) { @MainActor object, first, second in _objcResult(try (object as! GalleryController).pagerView(_objcArgument(first, as: (PagerView).self, "pagerView:titleAt:error:"), titleAt: _objcArgument(second, as: (Int).self, "pagerView:titleAt:error:"))) }, "numberOfItemsIn:": _ObjCMethod(1) { @MainActor object, first, second in _objcResult(try (object as! GalleryController).numberOfItems(in: _objcArgument(first, as: (PagerView).self, "numberOfItemsIn:"))) }]) }; }

/// A delegate that implements only whether an item may be selected.
final class LockedPages: NSObject, PagerViewDelegate {
  func numberOfItems(in pagerView: PagerView) -> Int { 2 }
  func pagerView(_ pagerView: PagerView, shouldSelectItemAt index: Int) -> Bool { index == 0 }
nonisolated class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self), methods: ["pagerView:shouldSelectItemAt:": _ObjCMethod(2) { @MainActor object, first, second in _objcResult(try (object as! LockedPages).pagerView(_objcArgument(first, as: (PagerView).self, "pagerView:shouldSelectItemAt:"), shouldSelectItemAt: _objcArgument(second, as: (Int).self, "pagerView:shouldSelectItemAt:"))) }, "numberOfItemsIn:": _ObjCMethod(1) { @MainActor object, first, second in _objcResult(try (object as! LockedPages).numberOfItems(in: _objcArgument(first, as: (PagerView).self, "numberOfItemsIn:"))) }]) }; }

extension Notification.Name {
  static let galleryNote = Notification.Name("GalleryNote")
}

final class GalleryCell: UICollectionViewCell {
  static let reuseIdentifier = GalleryCell.description()
}

extension PagerViewDelegate { public func pagerView(_ pagerView: PagerView, shouldSelectItemAt index: Int) throws -> Bool { throw _ObjCOptionalRequirementNotImplemented("pagerView:shouldSelectItemAt:") }; public func pagerView(_ pagerView: PagerView, didSelectItemAt index: Int) throws { throw _ObjCOptionalRequirementNotImplemented("pagerView:didSelectItemAt:") }; public func pagerViewDidScroll(_ pagerView: PagerView) throws { throw _ObjCOptionalRequirementNotImplemented("pagerViewDidScroll:") }; public func pagerView(_ pagerView: PagerView, titleAt index: Int) throws -> String { throw _ObjCOptionalRequirementNotImplemented("pagerView:titleAt:error:") } }
extension LockedPages: _ObjCClassTableProviding {}
