import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

extension UIKitViewSizing {
  /// Measures a table's self-sizing cell, header or footer as UIKit does: its frame is the
  /// proposal, then its `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  /// is asked at the row's width (required) for the height it needs (fitting). A view of the
  /// app's that is neither a cell nor a header-footer view is sized by its content (its
  /// intrinsic size, its constraints).
  /// - Returns: what sized it, and its size — `nil` when the layout measures it itself (list
  ///   content by the list metrics, a placeholder's texts).
  static func fitInTable(_ view: UIView, request: SizingRequest) -> (rule: Rule, size: Size?) {
    let target = CGSize(request.proposedSize)
    view.frame = CGRect(origin: .zero, size: target)
    let probe = UIKitSizingProbe(widthIsFixed: true, heightIsFixed: false)
    switch view {
    case let cell as UITableViewCell:
      // Its content view clear of its accessory and editing controls and above its separator,
      // as when it shows: fitting keeps those differences.
      cell.layOutTableCell()
      cell.sizingProbe = probe
    case let header as UITableViewHeaderFooterView: header.sizingProbe = probe
    default:
      let measured = contentSize(of: view, target: target, widthIsFixed: true)
      switch measured.rule {
      case .list, .placeholder: return (measured.rule, nil)
      default: return (measured.rule, Size(width: request.proposedSize.width, height: Double(measured.size.height)))
      }
    }
    defer {
      (view as? UITableViewCell)?.sizingProbe = nil
      (view as? UITableViewHeaderFooterView)?.sizingProbe = nil
    }
    let answer = view.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    let size = Size(width: request.proposedSize.width, height: Double(answer.height))
    guard probe.systemBaseCalled, let base = probe.systemBaseSize, base == answer else { return (.systemLayoutSizeFitting, size) }
    switch probe.rule {
    case .list, .placeholder: return (probe.rule, nil)
    default: return (probe.rule, size)
    }
  }
}
