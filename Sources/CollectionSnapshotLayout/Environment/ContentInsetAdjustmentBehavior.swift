/// `UIScrollView.ContentInsetAdjustmentBehavior`: which parts of the safe area a scroll view
/// adds to its `contentInset` to make `adjustedContentInset`.
///
/// The rules follow UIKit's documentation of the four cases. An axis counts as scrollable when
/// it is the layout's scroll direction or when the view always bounces along it
/// (`alwaysBounceVertical`/`alwaysBounceHorizontal`); UIKit also counts an axis whose content is
/// longer than the bounds, which this package does not model for the cross axis of a layout.
public enum ContentInsetAdjustmentBehavior: String, Sendable, Hashable, Codable, CaseIterable {
  /// `.automatic`: the top and bottom are always adjusted inside a navigation or tab bar
  /// controller; otherwise, and for the sides, as `.scrollableAxes`.
  case automatic
  /// `.scrollableAxes`: only the scrollable axes are adjusted.
  case scrollableAxes
  /// `.never`: no adjustment; content starts under the bars.
  case never
  /// `.always`: every edge of the safe area is added.
  case always

  /// The axes that count as scrollable for the adjustment of a collection view whose layout
  /// scrolls along `scrollDirection`: that axis whatever the content's length, and the other
  /// one when the view always bounces along it.
  public static func scrollableAxes(
    scrollDirection: ScrollDirection, alwaysBounceVertical: Bool, alwaysBounceHorizontal: Bool
  ) -> (vertical: Bool, horizontal: Bool) {
    (scrollDirection == .vertical || alwaysBounceVertical, scrollDirection == .horizontal || alwaysBounceHorizontal)
  }

  /// `adjustedContentInset`: `contentInset` plus the part of `safeArea` this behaviour adds
  /// (``adjustment(safeArea:scrollsVertically:scrollsHorizontally:inBarController:)``). The one
  /// definition behind the environment a screen is laid out in and the value UIKit code reads
  /// from `UIScrollView.adjustedContentInset`.
  ///
  /// `.automatic` in a navigation controller, vertical layout, safe area top 59 and bottom 34,
  /// `contentInset` top 10: top 10 + 59 = 69, bottom 34, sides 0.
  public func adjustedContentInset(
    contentInset: EdgeInsets, safeArea: EdgeInsets, scrollsVertically: Bool, scrollsHorizontally: Bool, inBarController: Bool
  ) -> EdgeInsets {
    contentInset
      + adjustment(
        safeArea: safeArea, scrollsVertically: scrollsVertically, scrollsHorizontally: scrollsHorizontally,
        inBarController: inBarController)
  }

  /// The part of `safeArea` added to the content inset.
  /// - Parameters:
  ///   - safeArea: the scroll view's own safe-area insets.
  ///   - scrollsVertically: whether the vertical axis is scrollable.
  ///   - scrollsHorizontally: whether the horizontal axis is scrollable.
  ///   - inBarController: whether the view belongs to a view controller shown by a navigation
  ///     or tab bar controller.
  public func adjustment(safeArea: EdgeInsets, scrollsVertically: Bool, scrollsHorizontally: Bool, inBarController: Bool) -> EdgeInsets {
    let vertical: Bool
    let horizontal: Bool
    switch self {
    case .never: return .zero
    case .always: return safeArea
    case .scrollableAxes:
      vertical = scrollsVertically
      horizontal = scrollsHorizontally
    case .automatic:
      vertical = scrollsVertically || inBarController
      horizontal = scrollsHorizontally
    }
    return EdgeInsets(
      top: vertical ? safeArea.top : 0, left: horizontal ? safeArea.left : 0,
      bottom: vertical ? safeArea.bottom : 0, right: horizontal ? safeArea.right : 0)
  }
}
