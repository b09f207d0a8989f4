import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// The changes of one update of a table view — `performBatchUpdates`, `beginUpdates` …
/// `endUpdates`, or a single `insertRows(at:with:)` — gathered until it ends, then checked as
/// UIKit checks them against the row counts the table had and the data source's counts after.
struct UITableViewBatch {
  var sectionDeletions: [Int] = []
  var sectionInsertions: [Int] = []
  var sectionMoves: [ListDiff.Move] = []
  var sectionReloads: [Int] = []
  var rowDeletions: [EngineIndexPath] = []
  var rowInsertions: [EngineIndexPath] = []
  var rowMoves: [CollectionUpdate.ItemMove] = []
  var rowReloads: [EngineIndexPath] = []
  /// How many `beginUpdates` are open.
  var depth = 0

  /// The update, as the model checks it.
  var update: CollectionUpdate {
    CollectionUpdate(
      sectionDeletions: sectionDeletions.sorted(), sectionInsertions: sectionInsertions.sorted(), sectionMoves: sectionMoves,
      itemDeletions: rowDeletions.sorted(), itemInsertions: rowInsertions.sorted(), itemMoves: rowMoves, sectionReloads: sectionReloads)
  }
}

extension UITableView {
  /// Records a change in the open batch, or checks it as a batch of its own.
  func change(_ origin: String, _ body: (inout UITableViewBatch) -> Void) {
    if batch != nil {
      body(&batch!)
      return
    }
    var single = UITableViewBatch()
    body(&single)
    commit(single, origin: origin)
  }

  /// Checks a batch against the counts the table had (none before it was laid out for a
  /// screen: UIKit then reads the data source afresh) and the data source's counts now, with
  /// UIKit's texts; an invalid one is UIKit's exception — thrown by the screen being made, or
  /// by the next screen made from the table. The table takes the new counts.
  func commit(_ batch: UITableViewBatch, origin: String) {
    guard let before = hostState?.rowCounts else { return }
    let after = dataSourceRowCounts
    do {
      try batch.update.validate(before: before, after: after, reloadsBefore: batch.rowReloads, terms: .tableView)
      hostState?.rowCounts = after
      editLog?.committed(batch)
    } catch {
      let exception = UIKitExceptionRecorder.raise(UIKitException(reason: error.message, origin: origin))
      if UIKitExceptionRecorder.current == nil, pendingException == nil { pendingException = exception }
    }
  }
}
