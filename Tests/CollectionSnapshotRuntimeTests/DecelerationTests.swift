import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation
import Testing

@testable import CollectionSnapshotRuntime

/// Deceleration as `UIScrollView` has it, worked by hand: the velocity (points per
/// millisecond) is multiplied by the rate every millisecond, so the offset travels
/// `D = v × rate / (1 − rate)` (Apple's projection, WWDC18 session 803) along
/// `D·(1 − rateᵗ)`, and comes to rest at the first whole millisecond within half a device pixel
/// of its target, which is the projection on the nearest device pixel.
@Suite("Deceleration: distance and duration from the velocity and the rate; scrollToItem into an orthogonal scroller")
struct DecelerationTests {
  /// The events of one call, without the display callbacks.
  func motion(_ view: HeadlessCollectionView, since mark: Int) -> [String] {
    view.trace.events(since: mark).filter { !$0.name.contains("isplay") && $0.name != "cellForItemAt" }.map(\.description)
  }

  @Test("The logarithm and exponential of the model agree with the C library's to 1e-14")
  func decayMath() {
    for x in [1e-9, 0.0123, 0.5, 0.99, 0.998, 1, 1.5, 2, 3.7, 1000, 1e12] {
      #expect(abs(DecayMath.ln(x) - Foundation.log(x)) <= 1e-14 * max(1, abs(Foundation.log(x))), "ln \(x)")
    }
    for x in [-300.0, -30, -1, -1e-6, 0, 0.25, 1, 20, 300, 700] {
      #expect(abs(DecayMath.exp(x) - Foundation.exp(x)) <= 1e-14 * Foundation.exp(x), "exp \(x)")
    }
    #expect(DecayMath.ln(1) == 0)
    #expect(DecayMath.exp(0) == 1)
  }

  @Test("A release at 0.8 pt/ms, normal rate, @2x: 399 points in 3684 ms")
  func normalRate() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows())
    let mark = view.trace.events.count
    // From rest (−20) the finger moves the content 100 (to 80 at 0.2 s); D = 0.8 × 0.998 /
    // 0.002 = 399.2, so 479.2, on the @2x pixel grid 479 (the content scrolls to
    // 2050 − 667 = 1383). It rests when 399 × 0.998ⁿ ≤ 0.25 (half a pixel @2x):
    // n = ⌈ln(0.25 / 399) / ln 0.998⌉ = ⌈3683.94⌉ = 3684 ms. 399 points is less than a bounds
    // length (667): one frame.
    try view.drag(by: Point(x: 0, y: 100), velocity: Point(x: 0, y: 0.8))
    #expect(motion(view, since: mark) == [
      "0.000s willBeginDragging (0, -20)",
      "0.200s didScroll (0, 80)",
      "0.200s willEndDragging velocity (0, 0.8) target (0, 479)",
      "0.200s didEndDragging willDecelerate=true",
      "0.200s willBeginDecelerating",
      "3.884s didScroll (0, 479)",
      "3.884s didEndDecelerating (0, 479)",
    ])
  }

  @Test("The fast rate: 79 points in 573 ms")
  func fastRate() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows(), options: .init(decelerationRate: .fast))
    // D = 0.8 × 0.99 / 0.01 = 79.2: 80 + 79.2 = 159.2, on the @2x grid 159;
    // n = ⌈ln(0.25 / 79) / ln 0.99⌉ = ⌈572.69⌉ = 573 ms after the 0.2 s drag.
    try view.drag(by: Point(x: 0, y: 100), velocity: Point(x: 0, y: 0.8))
    #expect(view.contentOffset == Point(x: 0, y: 159))
    #expect(view.now == VirtualTime(microseconds: 773_000))
    #expect(view.trace.events.last?.description == "0.773s didEndDecelerating (0, 159)")
  }

  @Test("A projection past the content's end stops there when the curve reaches it")
  func stoppedAtTheEnd() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows())
    try view.scroll(to: Point(x: 0, y: 1183))
    let mark = view.trace.events.count
    // From 1183 + 100 = 1283 the projection 1283 + 399.2 passes the end, 1383: the curve
    // covers the 100 points left when 399.2 × (1 − 0.998ᵗ) = 100,
    // t = ln(1 − 100 / 399.2) / ln 0.998 = 144.03 → 145 ms.
    try view.drag(by: Point(x: 0, y: 100), velocity: Point(x: 0, y: 0.8))
    #expect(motion(view, since: mark).suffix(5) == [
      "0.200s willEndDragging velocity (0, 0.8) target (0, 1383)",
      "0.200s didEndDragging willDecelerate=true",
      "0.200s willBeginDecelerating",
      "0.345s didScroll (0, 1383)",
      "0.345s didEndDecelerating (0, 1383)",
    ])
    #expect(view.contentOffset == Point(x: 0, y: 1383))
    #expect(view.now == VirtualTime(microseconds: 345_000))
  }

  @Test("Frames of a long deceleration are equal steps of the travel, each at the moment the decay reaches it")
  func frames() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.rows(40))
    let mark = view.trace.events.count
    // v = 4 pt/ms: D = 4 × 499 = 1996 from 80, target 2076, on the pixel grid already (the
    // end is 4050 − 667 = 3383).
    // 1996 / 667 → 3 frames of 665.33: at fractions 1/3 and 2/3 the times are
    // ln(1 − f) / ln 0.998: 202.53 ms and 548.77 ms (0.403 s and 0.749 s); the end,
    // ⌈ln(0.25 / 1996) / ln 0.998⌉ = ⌈4488.10⌉ = 4489 ms (4.689 s).
    try view.drag(by: Point(x: 0, y: 100), velocity: Point(x: 0, y: 4))
    let scrolls = motion(view, since: mark).filter { $0.contains("didScroll") }
    #expect(scrolls == [
      "0.200s didScroll (0, 80)",
      "0.403s didScroll (0, 745.3333333333334)",
      "0.749s didScroll (0, 1410.6666666666667)",
      "4.689s didScroll (0, 2076)",
    ])
  }

  @Test("A rate outside 0…1 is refused; JSON names normal, fast or a number")
  func rateOptions() throws {
    #expect(throws: RuntimeError("decelerationRate 1.0 is out of range: it must be between 0 and 1 (exclusive), per millisecond; UIKit's are 0.998 (normal) and 0.99 (fast)")) {
      _ = try HeadlessCollectionView(RuntimeScreens.rows(), options: .init(decelerationRate: DecelerationRate(rawValue: 1)))
    }
    for (json, rate) in [("\"fast\"", DecelerationRate.fast), ("\"normal\"", .normal), ("0.995", DecelerationRate(rawValue: 0.995))] {
      let script = try ScriptDocument.decode(Data("{\"options\": {\"decelerationRate\": \(json)}, \"steps\": []}".utf8))
      #expect(script.options.decelerationRate == rate)
    }
    #expect(throws: ScreenDecodingError(path: "$.options.decelerationRate", reason: "must be below 1 (a factor per millisecond), got 1.5")) {
      _ = try ScriptDocument.decode(Data("{\"options\": {\"decelerationRate\": 1.5}, \"steps\": []}".utf8))
    }
  }

  @Test("scrollToItem into an orthogonal section moves the section's own scroller to the position, clamped to its content")
  func orthogonalScrollToItem() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.carousel())
    #expect(view.layout.orthogonalSections.first?.contentLength == 822)  // 16 + 5 × 150 + 4 × 10 + 16
    let mark = view.trace.events.count
    // Card 3 spans 496…646: its centre 571 at the scroller's centre 187.5 → 383.5. The window
    // 383.5…758.5 shows cards 2 (336…486), 3 and 4 (656…806); cards 0 and 1 leave.
    try view.scrollToItem(at: IndexPath(item: 3, section: 0), at: .centeredHorizontally)
    #expect(view.trace.events(since: mark).map(\.description) == [
      "0.000s orthogonalScroll [0] 383.5",
      "0.000s didEndDisplaying cell [0,0] RowCell id=c0 view=#1",
      "0.000s didEndDisplaying cell [0,1] RowCell id=c1 view=#2",
      "0.000s cellForItemAt cell [0,3] RowCell id=c3 view=#2 reused",
      "0.000s willDisplay cell [0,3] RowCell id=c3",
      "0.000s cellForItemAt cell [0,4] RowCell id=c4 view=#1 reused",
      "0.000s willDisplay cell [0,4] RowCell id=c4",
    ])
    #expect(view.contentOffset == Point(x: 0, y: 0))
    // Card 4's leading edge 656 would need 656; the scroller stops at 822 − 375 = 447.
    try view.scrollToItem(at: IndexPath(item: 4, section: 0), at: .left)
    #expect(view.scrollState.orthogonalOffsets[0] == 447)
    // Card 2's trailing edge 486 at the scroller's trailing edge 375: 111.
    try view.scrollToItem(at: IndexPath(item: 2, section: 0), at: .right)
    #expect(view.scrollState.orthogonalOffsets[0] == 111)
    // Animated, 111 → 383.5 is less than one scroller length: one frame at 0.3 s.
    let animatedMark = view.trace.events.count
    try view.scrollToItem(at: IndexPath(item: 3, section: 0), at: .centeredHorizontally, animated: true)
    #expect(view.trace.events(since: animatedMark).first?.description == "0.300s orthogonalScroll [0] 383.5")
    // A vertical position moves the collection as before (the carousel is 200 high in a 667
    // pt screen: nothing to scroll, the offset stays at 0).
    try view.scrollToItem(at: IndexPath(item: 1, section: 0), at: .top)
    #expect(view.contentOffset == Point(x: 0, y: 0))
  }

  @Test("An animated orthogonal scroll longer than the scroller moves in steps of at most its length")
  func orthogonalAnimatedSteps() throws {
    var view = try HeadlessCollectionView(RuntimeScreens.carousel(8))
    // 8 cards: content 16 + 1200 + 70 + 16 = 1302, the scroller goes to 927. 0 → 900 in
    // ⌈900 / 375⌉ = 3 steps of 300, at 0.1, 0.2 and 0.3 s.
    try view.run(.scrollSection(0, to: 900, animated: true))
    #expect(view.trace.events.filter { $0.name == "orthogonalScroll" }.map(\.description) == [
      "0.100s orthogonalScroll [0] 300", "0.200s orthogonalScroll [0] 600", "0.300s orthogonalScroll [0] 900",
    ])
  }
}
