import Foundation

/// A drag of an item of a collection or table view dropped on another of its items, as a
/// user's long press and move make it, asking the app's drag and drop delegates what UIKit
/// asks them, in UIKit's order: the drag delegate's items (none: no drag), the drop delegate's
/// `canHandle`, the session entering, the proposal at the destination, and — when the proposal
/// copies or moves — `performDropWith` with a coordinator, then the sessions' ends. What the
/// coordinator is told (each item's drop, a placeholder's insertion) is kept in `drops`.
@MainActor
final class UIKitDragAndDrop {
  /// What the coordinator was told, in order (`drop "Photo 2" to [0,3]`).
  private(set) var drops: [String] = []
  /// The proposal the drop delegate made.
  private(set) var operation: UIDropOperation = .cancel

  /// Drags the item at `source` of `collectionView` to `destination`.
  /// - Returns: the operation the drop delegate proposed (`.cancel` when no drag began).
  @discardableResult
  func drag(in collectionView: UICollectionView, from source: IndexPath, to destination: IndexPath?) -> UIDropOperation {
    guard let dragDelegate = collectionView.dragDelegate, let dropDelegate = collectionView.dropDelegate else { return .cancel }
    let point = collectionView.layoutAttributesForItem(at: source).map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) } ?? .zero
    let session = UIKitDragDropSession(items: [], point: point, in: collectionView)
    let items = dragDelegate.collectionView(collectionView, itemsForBeginning: session, at: source)
    guard !items.isEmpty else { return .cancel }
    let dragSession = UIKitDragDropSession(items: items, point: point, in: collectionView)
    dragSession.allowsMoveOperation = dragDelegate.collectionView(collectionView, dragSessionAllowsMoveOperation: dragSession)
    dragSession.isRestrictedToDraggingApplication = dragDelegate.collectionView(collectionView, dragSessionIsRestrictedToDraggingApplication: dragSession)
    dragDelegate.collectionView(collectionView, dragSessionWillBegin: dragSession)
    defer { dragDelegate.collectionView(collectionView, dragSessionDidEnd: dragSession) }
    if let destination, let target = collectionView.layoutAttributesForItem(at: destination) {
      dragSession.point = CGPoint(x: target.frame.midX, y: target.frame.midY)
    }
    guard dropDelegate.collectionView(collectionView, canHandle: dragSession) else { return .cancel }
    dropDelegate.collectionView(collectionView, dropSessionDidEnter: dragSession)
    let proposal = dropDelegate.collectionView(collectionView, dropSessionDidUpdate: dragSession, withDestinationIndexPath: destination)
    operation = proposal.operation
    if operation == .copy || operation == .move {
      let coordinator = UIKitCollectionViewDropCoordinator(
        items: items.map { UIKitDropItem(dragItem: $0, sourceIndexPath: source) }, destinationIndexPath: destination, proposal: proposal,
        session: dragSession, collectionView: collectionView, runner: self)
      dropDelegate.collectionView(collectionView, performDropWith: coordinator)
    } else {
      dropDelegate.collectionView(collectionView, dropSessionDidExit: dragSession)
    }
    dropDelegate.collectionView(collectionView, dropSessionDidEnd: dragSession)
    return operation
  }

  /// Drags the row at `source` of `tableView` to `destination`.
  @discardableResult
  func drag(in tableView: UITableView, from source: IndexPath, to destination: IndexPath?) -> UIDropOperation {
    guard let dragDelegate = tableView.dragDelegate, let dropDelegate = tableView.dropDelegate else { return .cancel }
    let rect = tableView.rectForRow(at: source)
    let session = UIKitDragDropSession(items: [], point: CGPoint(x: rect.midX, y: rect.midY), in: tableView)
    let items = dragDelegate.tableView(tableView, itemsForBeginning: session, at: source)
    guard !items.isEmpty else { return .cancel }
    let dragSession = UIKitDragDropSession(items: items, point: session.point, in: tableView)
    dragDelegate.tableView(tableView, dragSessionWillBegin: dragSession)
    defer { dragDelegate.tableView(tableView, dragSessionDidEnd: dragSession) }
    if let destination {
      let target = tableView.rectForRow(at: destination)
      dragSession.point = CGPoint(x: target.midX, y: target.midY)
    }
    guard dropDelegate.tableView(tableView, canHandle: dragSession) else { return .cancel }
    dropDelegate.tableView(tableView, dropSessionDidEnter: dragSession)
    let proposal = dropDelegate.tableView(tableView, dropSessionDidUpdate: dragSession, withDestinationIndexPath: destination)
    operation = proposal.operation
    if operation == .copy || operation == .move {
      let coordinator = UIKitTableViewDropCoordinator(
        items: items.map { UIKitDropItem(dragItem: $0, sourceIndexPath: source) }, destinationIndexPath: destination, proposal: proposal,
        session: dragSession, runner: self)
      dropDelegate.tableView(tableView, performDropWith: coordinator)
    } else {
      dropDelegate.tableView(tableView, dropSessionDidExit: dragSession)
    }
    dropDelegate.tableView(tableView, dropSessionDidEnd: dragSession)
    return operation
  }

  func record(_ line: String) { drops.append(line) }

  static func name(_ item: UIDragItem) -> String {
    if let local = item.localObject { return "\(local)" }
    return item.itemProvider.registeredTypeIdentifiers.first ?? "item"
  }
}

/// An item of a drop: the dragged item and where it came from.
final class UIKitDropItem: UICollectionViewDropItem, UITableViewDropItem {
  let dragItem: UIDragItem
  let sourceIndexPath: IndexPath?
  var previewSize: CGSize { .zero }

  init(dragItem: UIDragItem, sourceIndexPath: IndexPath?) {
    self.dragItem = dragItem
    self.sourceIndexPath = sourceIndexPath
  }
}

/// The coordinator of a drop on a collection view.
final class UIKitCollectionViewDropCoordinator: UICollectionViewDropCoordinator {
  let items: [any UICollectionViewDropItem]
  let destinationIndexPath: IndexPath?
  let proposal: UICollectionViewDropProposal
  let session: any UIDropSession
  private weak var collectionView: UICollectionView?
  private let runner: UIKitDragAndDrop

  init(
    items: [any UICollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: UICollectionViewDropProposal, session: any UIDropSession,
    collectionView: UICollectionView, runner: UIKitDragAndDrop
  ) {
    self.items = items
    self.destinationIndexPath = destinationIndexPath
    self.proposal = proposal
    self.session = session
    self.collectionView = collectionView
    self.runner = runner
  }

  func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
    runner.record("drop \(UIKitDragAndDrop.name(dragItem)) to [\(indexPath.section),\(indexPath.item)]")
    return UIKitDropAnimator()
  }

  func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
    runner.record("drop \(UIKitDragAndDrop.name(dragItem)) into [\(indexPath.section),\(indexPath.item)]")
    return UIKitDropAnimator()
  }

  func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> any UICollectionViewDropPlaceholderContext {
    let path = placeholder.insertionIndexPath
    runner.record("drop \(UIKitDragAndDrop.name(dragItem)) to a placeholder at [\(path.section),\(path.item)]")
    return UIKitDropPlaceholderContext(dragItem: dragItem, indexPath: path, runner: runner)
  }
}

/// A placeholder a drop inserted: the app commits or deletes it.
final class UIKitDropPlaceholderContext: UICollectionViewDropPlaceholderContext, UITableViewDropPlaceholderContext {
  let dragItem: UIDragItem
  private let indexPath: IndexPath
  private let runner: UIKitDragAndDrop
  private var isDone = false

  init(dragItem: UIDragItem, indexPath: IndexPath, runner: UIKitDragAndDrop) {
    self.dragItem = dragItem
    self.indexPath = indexPath
    self.runner = runner
  }

  func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
    guard !isDone else { return false }
    isDone = true
    dataSourceUpdates(indexPath)
    runner.record("commit the placeholder at [\(indexPath.section),\(indexPath.item)]")
    return true
  }

  func deletePlaceholder() -> Bool {
    guard !isDone else { return false }
    isDone = true
    runner.record("delete the placeholder at [\(indexPath.section),\(indexPath.item)]")
    return true
  }

  func setNeedsCellUpdate() {}
  func addAnimations(_ animations: @escaping () -> Void) { animations() }
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completion(.end) }
}
