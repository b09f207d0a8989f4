/// What an app does right after a cell is selected: leave it selected, or deselect it
/// programmatically (`deselectItem(at:animated:)`, which calls no delegate method) — so the next
/// tap has nothing to deselect.
public enum DeselectionPattern: Sendable, Hashable {
  /// The selection stays (UIKit's default).
  case none
  /// Deselected at once, in the selection callback (space-cells' `deselectRow(at:animated:)`).
  case immediate
  /// Deselected this many seconds after the selection (janodev's collection, 0.05 s).
  case after(Double)
}
