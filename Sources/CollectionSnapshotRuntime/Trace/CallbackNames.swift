import CollectionSnapshotLayout

/// The names a trace gives a table's callbacks: `UITableView`'s own, where a collection view's
/// name its counterpart — `cellForRowAt` for `cellForItemAt`, `didSelectRowAt` for
/// `didSelect`, `viewForHeaderInSection` and `willDisplayHeaderView` for a header's
/// `viewForSupplementary` and `willDisplaySupplementary`. A collection view's trace keeps its
/// names; names a table shares (`willDisplay`, `didEndDisplaying`, `didScroll`) stay as they
/// are.
public enum CallbackNames {
  /// The table's name of a collection view's callback (the same name when the table has no
  /// other).
  public static func table(_ name: String) -> String {
    switch name {
    case "cellForItemAt": return "cellForRowAt"
    case "shouldHighlight": return "shouldHighlightRowAt"
    case "didHighlight": return "didHighlightRowAt"
    case "didUnhighlight": return "didUnhighlightRowAt"
    case "shouldSelect": return "willSelectRowAt"
    case "shouldDeselect": return "willDeselectRowAt"
    case "didSelect": return "didSelectRowAt"
    case "didDeselect": return "didDeselectRowAt"
    case "deselectItem": return "deselectRow"
    case "prefetchItemsAt": return "prefetchRowsAt"
    case "cancelPrefetchingForItemsAt": return "cancelPrefetchingForRowsAt"
    case "canMoveItemAt": return "canMoveRowAt"
    case "moveItemAt": return "moveRowAt"
    case "targetIndexPathForMove": return "targetIndexPathForMoveFromRowAt"
    default: return name
    }
  }

  /// A table's name of a header's or footer's callback: `viewForHeaderInSection`,
  /// `willDisplayHeaderView`, `didEndDisplayingHeaderView` (footers alike), for the
  /// collection view's `viewForSupplementary`, `willDisplaySupplementary` and
  /// `didEndDisplayingSupplementary`.
  public static func table(_ name: String, kind: String) -> String {
    let role = ElementCategory.supplementaryRole(ofKind: kind) == .footer ? "Footer" : "Header"
    switch name {
    case "viewForSupplementary": return "viewFor\(role)InSection"
    case "willDisplaySupplementary": return "willDisplay\(role)View"
    case "didEndDisplayingSupplementary": return "didEndDisplaying\(role)View"
    default: return table(name)
    }
  }
}
