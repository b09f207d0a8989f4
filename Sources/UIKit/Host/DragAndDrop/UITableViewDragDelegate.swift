import Foundation

/// Gives a table view's drags their items. Every method but the first is optional.
@MainActor @preconcurrency
public protocol UITableViewDragDelegate: AnyObject {
  /// The items a drag from `indexPath` carries (none: no drag begins).
  func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
  /// The items a touch on `indexPath` adds to a drag under way.
  func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
  /// Called when a drag begins.
  func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
  /// Called when a drag ends.
  func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
}

extension UITableViewDragDelegate {
  /// Not implemented: nothing is added.
  public func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
    FlowDelegateProbe.notImplemented()
    return []
  }
  /// Not implemented.
  public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) { FlowDelegateProbe.notImplemented() }
}

/// Takes drops on a table view. Every method but `performDropWith` is optional.
@MainActor @preconcurrency
public protocol UITableViewDropDelegate: AnyObject {
  /// Performs the drop.
  func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
  /// Whether the table takes the session's items at all.
  func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
  /// Called when a drag enters the table.
  func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
  /// What a drop at `destinationIndexPath` would do.
  func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?)
    -> UITableViewDropProposal
  /// Called when a drag leaves the table.
  func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
  /// Called when the drop ends.
  func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
}

extension UITableViewDropDelegate {
  /// Not implemented: every session.
  public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
    FlowDelegateProbe.notImplemented()
    return true
  }
  /// Not implemented.
  public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) { FlowDelegateProbe.notImplemented() }
  /// Not implemented: the drop is cancelled.
  public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?)
    -> UITableViewDropProposal
  {
    FlowDelegateProbe.notImplemented()
    return UITableViewDropProposal(operation: .cancel)
  }
  /// Not implemented.
  public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) { FlowDelegateProbe.notImplemented() }
  /// Not implemented.
  public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) { FlowDelegateProbe.notImplemented() }
}

/// What a drop on a table would do, and how the rows go in.
@MainActor @preconcurrency
open class UITableViewDropProposal: UIDropProposal {
  /// Where the rows go.
  public let intent: UITableViewDropIntent

  /// A proposal of an operation and an intent.
  public init(operation: UIDropOperation, intent: UITableViewDropIntent) {
    self.intent = intent
    super.init(operation: operation)
  }

  /// A proposal of an operation (intent unspecified).
  public override init(operation: UIDropOperation) {
    self.intent = .unspecified
    super.init(operation: operation)
  }
}

/// How dropped rows go into a table.
public enum UITableViewDropIntent: Int, Sendable {
  case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath, automatic
}

/// A row dropped on a table.
@MainActor @preconcurrency
public protocol UITableViewDropItem: AnyObject {
  /// The dragged item.
  var dragItem: UIDragItem { get }
  /// Where it comes from, when dragged from the same table.
  var sourceIndexPath: IndexPath? { get }
  /// Its preview's size.
  var previewSize: CGSize { get }
}

/// What a table's drop delegate is handed to perform a drop.
@MainActor @preconcurrency
public protocol UITableViewDropCoordinator: AnyObject {
  /// The items dropped.
  var items: [any UITableViewDropItem] { get }
  /// Where they are dropped.
  var destinationIndexPath: IndexPath? { get }
  /// The proposal the delegate made last.
  var proposal: UITableViewDropProposal { get }
  /// The drop's session.
  var session: any UIDropSession { get }
  /// Animates an item to a row's place.
  @discardableResult
  func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
  /// Inserts a placeholder row for an item whose data loads later.
  @discardableResult
  func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> any UITableViewDropPlaceholderContext
}

/// A row shown where a dropped item goes while its data loads.
@MainActor @preconcurrency
open class UITableViewDropPlaceholder: NSObject {
  /// Where it is inserted.
  public let insertionIndexPath: IndexPath
  /// The reuse identifier of its cell.
  public let reuseIdentifier: String
  /// Its row's height.
  public let rowHeight: CGFloat
  /// Configures the cell when it is made.
  open var cellUpdateHandler: ((UITableViewCell) -> Void)?

  /// A placeholder at an index path.
  public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
    self.insertionIndexPath = insertionIndexPath
    self.reuseIdentifier = reuseIdentifier
    self.rowHeight = rowHeight
  }
}

/// A placeholder row a drop inserted.
@MainActor @preconcurrency
public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
  /// The item the placeholder stands for.
  var dragItem: UIDragItem { get }
  /// Replaces the placeholder with the item.
  @discardableResult
  func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
  /// Removes the placeholder.
  @discardableResult
  func deletePlaceholder() -> Bool
}

/// The coordinator of a drop on a table.
final class UIKitTableViewDropCoordinator: UITableViewDropCoordinator {
  let items: [any UITableViewDropItem]
  let destinationIndexPath: IndexPath?
  let proposal: UITableViewDropProposal
  let session: any UIDropSession
  private let runner: UIKitDragAndDrop

  init(items: [any UITableViewDropItem], destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal, session: any UIDropSession, runner: UIKitDragAndDrop) {
    self.items = items
    self.destinationIndexPath = destinationIndexPath
    self.proposal = proposal
    self.session = session
    self.runner = runner
  }

  func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
    runner.record("drop \(UIKitDragAndDrop.name(dragItem)) to [\(indexPath.section),\(indexPath.row)]")
    return UIKitDropAnimator()
  }

  func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> any UITableViewDropPlaceholderContext {
    let path = placeholder.insertionIndexPath
    runner.record("drop \(UIKitDragAndDrop.name(dragItem)) to a placeholder at [\(path.section),\(path.row)]")
    return UIKitDropPlaceholderContext(dragItem: dragItem, indexPath: path, runner: runner)
  }
}
