import Foundation

/// Gives a collection view's drags their items. Every method but the first is optional.
@MainActor @preconcurrency
public protocol UICollectionViewDragDelegate: AnyObject {
  /// The items a drag from `indexPath` carries (none: no drag begins).
  func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
  /// The items a touch on `indexPath` adds to a drag under way.
  func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
  /// How a dragged item's preview looks.
  func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
  /// Called when a drag begins.
  func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
  /// Called when a drag ends.
  func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
  /// Whether the drag's items may be moved.
  func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
  /// Whether the drag's items stay in the app.
  func collectionView(_ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UICollectionViewDragDelegate {
  /// Not implemented: nothing is added.
  public func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
    FlowDelegateProbe.notImplemented()
    return []
  }
  /// Not implemented: the cell's preview.
  public func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
    FlowDelegateProbe.notImplemented()
    return nil
  }
  /// Not implemented.
  public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) { FlowDelegateProbe.notImplemented() }
  /// Not implemented: moves are allowed.
  public func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool {
    FlowDelegateProbe.notImplemented()
    return true
  }
  /// Not implemented: the items may leave the app.
  public func collectionView(_ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
    FlowDelegateProbe.notImplemented()
    return false
  }
}

/// Takes drops on a collection view. Every method but `performDropWith` is optional.
@MainActor @preconcurrency
public protocol UICollectionViewDropDelegate: AnyObject {
  /// Performs the drop: updates the data and the collection view, and tells the coordinator
  /// where each item goes.
  func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
  /// Whether the collection view takes the session's items at all.
  func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
  /// Called when a drag enters the collection view.
  func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
  /// What a drop at `destinationIndexPath` would do.
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal
  /// Called when a drag leaves the collection view.
  func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
  /// Called when the drop ends.
  func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
  /// How a dropped item's preview looks.
  func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
  /// Not implemented: every session.
  public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
    FlowDelegateProbe.notImplemented()
    return true
  }
  /// Not implemented.
  public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) { FlowDelegateProbe.notImplemented() }
  /// Not implemented: the drop is cancelled.
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    FlowDelegateProbe.notImplemented()
    return UICollectionViewDropProposal(operation: .cancel)
  }
  /// Not implemented.
  public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) { FlowDelegateProbe.notImplemented() }
  /// Not implemented: the cell's preview.
  public func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
    FlowDelegateProbe.notImplemented()
    return nil
  }
}

/// What a drop on a collection view would do, and how the items go in.
@MainActor @preconcurrency
open class UICollectionViewDropProposal: UIDropProposal {
  /// Where the items go: before the destination, or into its item.
  public let intent: UICollectionViewDropIntent

  /// A proposal of an operation and an intent.
  public init(operation: UIDropOperation, intent: UICollectionViewDropIntent) {
    self.intent = intent
    super.init(operation: operation)
  }

  /// A proposal of an operation (intent unspecified).
  public override init(operation: UIDropOperation) {
    self.intent = .unspecified
    super.init(operation: operation)
  }
}

/// How dropped items go into a collection view.
public enum UICollectionViewDropIntent: Int, Sendable {
  case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath
}

/// An item dropped on a collection view.
@MainActor @preconcurrency
public protocol UICollectionViewDropItem: AnyObject {
  /// The dragged item.
  var dragItem: UIDragItem { get }
  /// Where it comes from, when dragged from the same collection view.
  var sourceIndexPath: IndexPath? { get }
  /// Its preview's size.
  var previewSize: CGSize { get }
}

/// What a drop delegate is handed to perform a drop.
@MainActor @preconcurrency
public protocol UICollectionViewDropCoordinator: AnyObject {
  /// The items dropped.
  var items: [any UICollectionViewDropItem] { get }
  /// Where they are dropped (`nil`: past the last item).
  var destinationIndexPath: IndexPath? { get }
  /// The proposal the delegate made last.
  var proposal: UICollectionViewDropProposal { get }
  /// The drop's session.
  var session: any UIDropSession { get }
  /// Animates an item to an item's place.
  @discardableResult
  func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
  /// Animates an item into an item.
  @discardableResult
  func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
  /// Inserts a placeholder cell for an item whose data loads later.
  @discardableResult
  func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> any UICollectionViewDropPlaceholderContext
}

/// A cell shown where a dropped item goes while its data loads.
@MainActor @preconcurrency
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {}

/// A placeholder cell of a collection view's update.
@MainActor @preconcurrency
open class UICollectionViewPlaceholder: NSObject {
  /// Where it is inserted.
  public let insertionIndexPath: IndexPath
  /// The reuse identifier of its cell.
  public let reuseIdentifier: String
  /// Configures the cell when it is made.
  open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

  /// A placeholder at an index path, of a registered cell.
  public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
    self.insertionIndexPath = insertionIndexPath
    self.reuseIdentifier = reuseIdentifier
  }
}

/// A placeholder inserted by a drop, which the app replaces with the item once loaded.
@MainActor @preconcurrency
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
  /// The item the placeholder stands for.
  var dragItem: UIDragItem { get }
  /// Replaces the placeholder with the item: `dataSourceUpdates` updates the data.
  @discardableResult
  func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
  /// Removes the placeholder.
  @discardableResult
  func deletePlaceholder() -> Bool
  /// Configures the placeholder's cell again.
  func setNeedsCellUpdate()
}
