import Testing

@testable import CollectionSnapshotLayout

/// `adjustedContentInset` = `contentInset` + the safe area the behaviour adds (UIKit's
/// documentation of `UIScrollView.ContentInsetAdjustmentBehavior`), worked on a landscape iPhone
/// 15: safe area 0 / 59 / 21 / 59, `contentInset` top 10, left 5.
@Suite("The adjusted content inset")
struct ContentInsetAdjustmentTests {
  let safeArea = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
  let contentInset = EdgeInsets(top: 10, left: 5, bottom: 0, right: 0)

  func adjusted(_ behavior: ContentInsetAdjustmentBehavior, _ direction: ScrollDirection, inBarController: Bool, bounceVertical: Bool = false) -> EdgeInsets {
    let axes = ContentInsetAdjustmentBehavior.scrollableAxes(
      scrollDirection: direction, alwaysBounceVertical: bounceVertical, alwaysBounceHorizontal: false)
    return behavior.adjustedContentInset(
      contentInset: contentInset, safeArea: safeArea, scrollsVertically: axes.vertical, scrollsHorizontally: axes.horizontal,
      inBarController: inBarController)
  }

  @Test("The scroll axis scrolls whatever the content; the other one when the view always bounces along it")
  func axes() {
    #expect(ContentInsetAdjustmentBehavior.scrollableAxes(scrollDirection: .vertical, alwaysBounceVertical: false, alwaysBounceHorizontal: false) == (true, false))
    #expect(ContentInsetAdjustmentBehavior.scrollableAxes(scrollDirection: .horizontal, alwaysBounceVertical: false, alwaysBounceHorizontal: false) == (false, true))
    #expect(ContentInsetAdjustmentBehavior.scrollableAxes(scrollDirection: .horizontal, alwaysBounceVertical: true, alwaysBounceHorizontal: false) == (true, true))
    #expect(ContentInsetAdjustmentBehavior.scrollableAxes(scrollDirection: .vertical, alwaysBounceVertical: false, alwaysBounceHorizontal: true) == (true, true))
  }

  @Test("Each behaviour adds its edges of the safe area to the content inset")
  func behaviours() {
    // Vertical, no bar controller: the vertical axis only → bottom 0 + 21; the sides keep 5 / 0.
    #expect(adjusted(.automatic, .vertical, inBarController: false) == EdgeInsets(top: 10, left: 5, bottom: 21, right: 0))
    // Horizontal in a navigation controller: `.automatic` adds the top and bottom anyway, and the
    // sides as the scrolling axis: left 5 + 59 = 64.
    #expect(adjusted(.automatic, .horizontal, inBarController: true) == EdgeInsets(top: 10, left: 64, bottom: 21, right: 59))
    // `.scrollableAxes` ignores the bar controller: the bottom stays 0.
    #expect(adjusted(.scrollableAxes, .horizontal, inBarController: true) == EdgeInsets(top: 10, left: 64, bottom: 0, right: 59))
    // …unless the view always bounces vertically.
    #expect(adjusted(.scrollableAxes, .horizontal, inBarController: false, bounceVertical: true) == EdgeInsets(top: 10, left: 64, bottom: 21, right: 59))
    #expect(adjusted(.never, .vertical, inBarController: true) == contentInset)
    #expect(adjusted(.always, .vertical, inBarController: false) == EdgeInsets(top: 10, left: 64, bottom: 21, right: 59))
  }
}
