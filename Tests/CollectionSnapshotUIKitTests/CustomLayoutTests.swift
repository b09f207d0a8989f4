import CollectionSnapshot
import CollectionSnapshotTesting
import Testing
import UIKit

/// Custom `UICollectionViewLayout` subclasses run as UIKit runs them: prepared, asked for their
/// content size and elements, invalidated while scrolling when they say so; their frames are
/// the screen's, with z-order, alpha and transforms.
@MainActor @Suite("UIKit API: custom layouts run as UIKit runs them")
struct CustomLayoutTests {
  /// Heights cycling 180, 120, 150, 90, 210, 135.
  static let photoHeights = FixedHeights([180, 120, 150, 90, 210, 135])
  /// 9:00–10:30, 12:00–13:00 and 14:15–15:45.
  static let agenda = Agenda([(9 * 60, 10 * 60 + 30), (12 * 60, 13 * 60), (14 * 60 + 15, 15 * 60 + 45)])

  func waterfall(on device: Device, count: Int = 12) throws -> (Screen, WaterfallLayout) {
    let layout = WaterfallLayout()
    layout.delegate = Self.photoHeights
    let screen = try Screen(name: "waterfall", device: device, layout: layout, itemCounts: [count]) { _ in CellPlaceholder(kind: "Photo") }
    return (screen, layout)
  }

  func sticky(on device: Device) throws -> (Screen, StickyHeaderLayout) {
    let layout = StickyHeaderLayout()
    let screen = try Screen(name: "sticky", device: device, layout: layout, itemCounts: [6, 12], supplementary: { _, indexPath in
      CellPlaceholder(kind: "DayHeader", title: "Day \(indexPath.section + 1)")
    }) { indexPath in CellPlaceholder(kind: "Row", title: "Row \(indexPath.item + 1)") }
    return (screen, layout)
  }

  func timeline(on device: Device) throws -> Screen {
    let layout = TimelineLayout()
    layout.dataSource = Self.agenda
    return try Screen(name: "timeline", device: device, layout: layout, itemCounts: [3]) { indexPath in
      CellPlaceholder(kind: "Event", title: ["Stand-up", "Lunch", "Review"][indexPath.item])
    }
  }

  // MARK: Waterfall

  /// Derivation (iPhone SE, 375 pt @2x, compact width: 2 columns): columns are
  /// (375 − 16 − 16 − 8) / 2 = 167.5 wide (335 px, already whole), at x = 16 and
  /// 16 + 167.5 + 8 = 191.5; every column starts at y = 16. Each item goes to the shortest
  /// column (the left one of equals) and pushes it down by its height + 8:
  /// 0 (h180) left y16 → 204 · 1 (120) right y16 → 144 · 2 (150) right y144 → 302 ·
  /// 3 (90) left y204 → 302 · 4 (210) left (tie) y302 → 520 · 5 (135) right y302 → 445 ·
  /// 6 (180) right y445 → 633 · 7 (120) left y520 → 648 · 8 (150) right y633 → 791 ·
  /// 9 (90) left y648 → 746 · 10 (210) left y746 → 964 · 11 (135) right y791 → 934.
  /// Content height: the longest column, 964 − 8 + 16 = 972.
  @Test("A waterfall on an iPhone SE: two columns, each item in the shortest one")
  func waterfallOnPhone() throws {
    let (screen, layout) = try waterfall(on: .iPhoneSE)
    let computed = try screen.computeLayout()
    let expected: [(Double, Double, Double)] = [
      (16, 16, 180), (191.5, 16, 120), (191.5, 144, 150), (16, 204, 90), (16, 302, 210), (191.5, 302, 135),
      (191.5, 445, 180), (16, 520, 120), (191.5, 633, 150), (16, 648, 90), (16, 746, 210), (191.5, 791, 135),
    ]
    for (item, (x, y, h)) in expected.enumerated() { expectFrame(computed.cell(item), x, y, 167.5, h) }
    #expect(computed.contentSize == Size(width: 375, height: 972))
    #expect(computed.attributes.count == 12)
    #expect(layout.preparations == 1)
    let dump = LayoutDump.text(screen, layout: computed)
    #expect(dump.contains("\nlayout WaterfallLayout (a UICollectionViewLayout subclass of its own)\n"))
    #expect(dump.contains("cell [0,4] Photo id=[0,4] frame=(16, 302, 167.5, 210) z=0"))
  }

  /// Derivation (iPad, 820 pt @2x, regular width: 3 columns): (820 − 32 − 16) / 3 = 257.33…,
  /// floored to the pixel grid: 514.67 px → 514 px = 257 pt; columns at x = 16, 281, 546.
  /// 0 (180) c0 y16 → 204 · 1 (120) c1 y16 → 144 · 2 (150) c2 y16 → 174 · 3 (90) c1 y144 → 242 ·
  /// 4 (210) c2 y174 → 392 · 5 (135) c0 y204 → 347 · 6 (180) c1 y242 → 430 · 7 (120) c0 y347 → 475 ·
  /// 8 (150) c2 y392 → 550 · 9 (90) c1 y430 → 528 · 10 (210) c0 y475 → 693 · 11 (135) c1 y528 → 671.
  /// Content height 693 − 8 + 16 = 701.
  @Test("The same waterfall on an iPad: three columns, as its traits say")
  func waterfallOnPad() throws {
    let (screen, _) = try waterfall(on: .iPad)
    let computed = try screen.computeLayout()
    let expected: [(Double, Double, Double)] = [
      (16, 16, 180), (281, 16, 120), (546, 16, 150), (281, 144, 90), (546, 174, 210), (16, 204, 135),
      (281, 242, 180), (16, 347, 120), (546, 392, 150), (281, 430, 90), (16, 475, 210), (281, 528, 135),
    ]
    for (item, (x, y, h)) in expected.enumerated() { expectFrame(computed.cell(item), x, y, 257, h) }
    #expect(computed.contentSize == Size(width: 820, height: 701))
  }

  @Test("Scrolled, the waterfall keeps its frames: it does not invalidate for a bounds change of the same width, and is not prepared again")
  func waterfallScrolled() throws {
    var (screen, layout) = try waterfall(on: .iPhoneSE)
    screen.contentOffset = Point(x: 0, y: 300)
    let computed = try screen.computeLayout()
    expectFrame(computed.cell(4), 16, 302, 167.5, 210)
    // The bounds y 300…967 meet items 4…11 (item 3 ends at 294).
    let shown = computed.attributes(in: Rect(x: 0, y: 300, width: 375, height: 667)).compactMap(\.indexPath.item)
    #expect(shown.sorted() == Array(4...11))
    #expect(layout.preparations == 1)
    // Scrolled through the headless collection view: the layout is asked at every frame and
    // says no; nothing else is asked of it.
    var view = try HeadlessCollectionView(screen)
    try view.scroll(to: Point(x: 0, y: 100))
    let lines = view.trace.text.split(separator: "\n").map(String.init)
    #expect(lines.contains("0.000s shouldInvalidateLayout forBoundsChange (0, 100, 375, 667) → false"))
    #expect(!lines.contains { $0.contains("prepare") || $0.contains("invalidateLayout ") })
    #expect(layout.preparations == 1)
  }

  @Test("A new user's waterfall, tested with the trace of a scroll")
  func waterfallTrace() throws {
    let (screen, _) = try waterfall(on: .iPhoneSE)
    assertSnapshot(of: screen, as: .trace([.scroll(to: Point(x: 0, y: 305), animated: true), .drag(Point(x: 0, y: -200), velocity: Point(x: 0, y: -0.5))]))
  }

  @Test("An insertion: the layout is invalidated, prepared again and told of the update, as UIKit tells it")
  func waterfallUpdate() throws {
    let (screen, layout) = try waterfall(on: .iPhoneSE, count: 4)
    var view = try HeadlessCollectionView(screen, options: HeadlessCollectionView.Options(dataSourceMode: .diffable))
    var model = view.screen.model
    model.sections[0].items.insert(Item(id: "new", kind: "Photo"), at: 0)
    try view.apply(model)
    let text = view.trace.text
    let order = [
      "performBatchUpdates insert item [0,0]", "invalidateLayout the data changed: 5 items", "prepare", "prepareForCollectionViewUpdates insert [0,0]",
      "initialLayoutAttributesForAppearingItem [0,0] → nil", "finalizeCollectionViewUpdates",
    ]
    var position = text.startIndex
    for step in order {
      guard let found = text.range(of: step, range: position..<text.endIndex) else {
        Issue.record("\"\(step)\" is missing or out of order in:\n\(text)")
        break
      }
      position = found.upperBound
    }
    #expect(layout.preparations == 2)
    // The new item takes item 0's height (180) in the left column; the old item 0 (now 1)
    // takes item 1's height (120), on the right.
    expectFrame(view.layout.cell(0), 16, 16, 167.5, 180)
    expectFrame(view.layout.cell(1), 191.5, 16, 167.5, 120)
  }

  // MARK: Sticky headers

  /// Derivation (iPhone SE, resting offset y = −20 under the status bar, so the visible top is
  /// at y = 0): section 0 is a 44-pt header and 6 rows of 50 (y 0…344); section 1 a header at
  /// 344 and 12 rows from 388 (…988). A header's y is its section's top, or the visible top
  /// when lower, but no lower than its section's bottom − 44.
  @Test("Sticky headers at rest and scrolled, on an iPhone SE and an iPhone 15")
  func stickyHeaders() throws {
    let header = UICollectionView.elementKindSectionHeader
    var (screen, layout) = try sticky(on: .iPhoneSE)
    var computed = try screen.computeLayout()
    expectFrame(computed.supplementary(header, 0), 0, 0, 375, 44)
    expectFrame(computed.supplementary(header, 1), 0, 344, 375, 44)
    expectFrame(computed.cell(0, 1), 0, 388, 375, 50)
    #expect(computed.contentSize == Size(width: 375, height: 988))
    #expect(computed.supplementary(header, 0)?.zIndex == 10)
    // Scrolled by 100: the visible top is at 120; header 0 follows it.
    screen.contentOffset = Point(x: 0, y: 100)
    computed = try screen.computeLayout()
    expectFrame(computed.supplementary(header, 0), 0, 120, 375, 44)
    expectFrame(computed.supplementary(header, 1), 0, 344, 375, 44)
    // Scrolled to 290 (visible top 310): header 0 is pushed up by its section's end, 344 − 44.
    screen.contentOffset = Point(x: 0, y: 290)
    computed = try screen.computeLayout()
    expectFrame(computed.supplementary(header, 0), 0, 300, 375, 44)
    // Its own invalidation context: the rows were laid out once.
    #expect(layout.rowPasses == 1)
    // iPhone 15 (393 wide, 59-pt top inset), scrolled to 150: visible top 209.
    var (phone, _) = try sticky(on: .iPhone15)
    phone.contentOffset = Point(x: 0, y: 150)
    expectFrame(try phone.computeLayout().supplementary(header, 0), 0, 209, 393, 44)
  }

  @Test("Scrolled by the headless collection view: invalidated with its own context at every frame, prepared, its header moved")
  func stickyScrolled() throws {
    let (screen, layout) = try sticky(on: .iPhoneSE)
    var view = try HeadlessCollectionView(screen)
    try view.scroll(to: Point(x: 0, y: 100))
    let lines = view.trace.text.split(separator: "\n").map(String.init)
    let asked = lines.firstIndex(of: "0.000s shouldInvalidateLayout forBoundsChange (0, 100, 375, 667) → true")
    let invalidated = lines.firstIndex(of: "0.000s invalidateLayout with StickyInvalidationContext supplementary UICollectionElementKindSectionHeader=2")
    let scrolled = lines.firstIndex(of: "0.000s didScroll (0, 100)")
    let prepared = lines.firstIndex(of: "0.000s prepare")
    #expect(asked != nil && invalidated != nil && scrolled != nil && prepared != nil, "\(lines)")
    if let asked, let invalidated, let scrolled, let prepared { #expect(asked < invalidated && invalidated < scrolled && scrolled < prepared) }
    expectFrame(view.layout.supplementary(UICollectionView.elementKindSectionHeader, 0), 0, 120, 375, 44)
    #expect(layout.rowPasses == 1)
  }

  @Test("A filmstrip of the sticky headers while scrolling: each frame asks the layout at its offset")
  func stickyFilmstrip() throws {
    let (screen, _) = try sticky(on: .iPhoneSE)
    assertSnapshot(of: screen, as: .filmstrip([.scroll(to: Point(x: 0, y: 100)), .scroll(to: Point(x: 0, y: 290))]))
  }

  @Test("Reordering asks the layout again at every step, as the data it lays out changes")
  func reorder() throws {
    let (screen, layout) = try waterfall(on: .iPhoneSE, count: 4)
    let options = HeadlessCollectionView.Options(dataSourceMode: .diffable, reordering: Reordering())
    var view = try HeadlessCollectionView(screen, options: options)
    try view.run([.beginMove(CollectionSnapshotLayout.IndexPath(item: 0, section: 0)), .moveOver(CollectionSnapshotLayout.IndexPath(item: 1, section: 0)), .endMove])
    // Item [0,0] moved to 1: laid out again for the moved order, the moving item now in the
    // right column at 1's place (item 1's height, 120) and [0,1] (once item 0) on the left.
    let text = view.trace.text
    #expect(text.contains("invalidateLayout the data changed: 4 items"), "\(text)")
    #expect(layout.preparations >= 2)
    expectFrame(view.layout.cell(1), 191.5, 16, 167.5, 120)
    expectFrame(view.layout.cell(0), 16, 16, 167.5, 180)
  }

  // MARK: Timeline

  /// Derivation (iPhone SE, 375 wide; 8:00 at y = 0, 60 pt an hour): hour lines at y = 60·i,
  /// from x = 56, 319 wide, 1 high, z −1; labels 20 high centred on them at x = 8, 40 wide (the
  /// 8:00 label at y = −10, above the content); events at x = 60, 375 − 56 − 12 = 307 wide:
  /// 9:00–10:30 at y 60, 90 high, over by 12:30, so at alpha 0.5; 12:00–13:00 at 240, 60 high;
  /// 14:15–15:45 at 375, 90 high; all at z 1. The 12:30 marker: a 10-pt square centred at
  /// (56, 270) — frame (51, 265, 10, 10) — turned 45°: it draws in a square of side 10·√2,
  /// (56 − 5√2, 270 − 5√2, 10√2, 10√2), at z 2. Content: 10 hours and half a label, 610 high.
  @Test("A timeline: decorations, supplementary views above the content's top, faded and turned elements")
  func timelineFrames() throws {
    let screen = try timeline(on: .iPhoneSE)
    let computed = try screen.computeLayout()
    #expect(computed.contentSize == Size(width: 375, height: 610))
    let lines = computed.attributes.filter { $0.category == .decoration(kind: TimelineLayout.hourLineKind) }
    #expect(lines.count == 11)
    expectFrame(lines.first, 56, 0, 319, 1)
    expectFrame(lines.last, 56, 600, 319, 1)
    #expect(lines.allSatisfy { $0.zIndex == -1 })
    expectFrame(computed.attributesForSupplementary(kind: TimelineLayout.hourLabelKind, at: CollectionSnapshotLayout.IndexPath(item: 0, section: 0)), 8, -10, 40, 20)
    expectFrame(computed.cell(0), 60, 60, 307, 90)
    #expect(computed.cell(0)?.alpha == 0.5)
    expectFrame(computed.cell(1), 60, 240, 307, 60)
    #expect(computed.cell(1)?.alpha == 1)
    expectFrame(computed.cell(2), 60, 375, 307, 90)
    let marker = try #require(computed.attributesForDecoration(kind: TimelineLayout.nowKind, at: CollectionSnapshotLayout.IndexPath(item: 0, section: 0)))
    expectFrame(marker, 51, 265, 10, 10)
    let half = 5 * 2.0.squareRoot()
    let turned = try #require(marker.transformedFrame)
    #expect(abs(turned.x - (56 - half)) < 1e-9 && abs(turned.y - (270 - half)) < 1e-9)
    #expect(abs(turned.width - 2 * half) < 1e-9 && abs(turned.height - 2 * half) < 1e-9)
    #expect(marker.zIndex == 2)
    // On an iPhone 15, 393 wide: lines 337 wide, events 325.
    let phone = try timeline(on: .iPhone15).computeLayout()
    expectFrame(phone.cell(1), 60, 240, 325, 60)
    expectFrame(phone.attributes.first { $0.category == .decoration(kind: TimelineLayout.hourLineKind) }, 56, 0, 337, 1)
  }

  @Test("The timeline's picture and dump: z-order, alpha, the turned marker; the dump names the layout")
  func timelinePicture() throws {
    let screen = try timeline(on: .iPhoneSE)
    assertSnapshot(of: screen, as: .image, .layout)
  }

  // MARK: Dragging

  @Test("Where a drag rests is the layout's targetContentOffset, asked with the velocity in points per second before willEndDragging")
  func snapping() throws {
    let layout = SnappingRowLayout()
    let screen = try Screen(name: "cards", device: .iPhoneSE, layout: layout, itemCounts: [5]) { _ in CellPlaceholder(kind: "Card") }
    #expect(screen.layout.scrollDirection == .horizontal)
    var view = try HeadlessCollectionView(screen)
    let start = view.contentOffset
    // Released at 1 pt/ms after moving 100: the scroll view would rest at
    // 100 + 1 × 0.998 / 0.002 = 599; the layout rounds to a card: 2 × (300 + 20) = 640.
    try view.drag(by: Point(x: 100, y: 0), velocity: Point(x: 1, y: 0))
    #expect(view.contentOffset == Point(x: 640, y: start.y))
    let lines = view.trace.text.split(separator: "\n").map(String.init)
    let target = lines.firstIndex { $0.hasSuffix("targetContentOffset proposed (599, \(LayoutNumber.format(start.y))) velocity (1000, 0) → (640, \(LayoutNumber.format(start.y)))") }
    let willEnd = lines.firstIndex { $0.contains("willEndDragging velocity (1, 0) target (640, ") }
    #expect(target != nil && willEnd != nil, "\(lines)")
    if let target, let willEnd { #expect(target < willEnd) }
  }

  // MARK: A flow layout subclass that transforms what super returns

  /// Derivation (iPhone SE, 375 × 667, scrolling sideways so no top inset): `prepare()` centres
  /// the 200 × 300 cards, insets (667 − 300) / 2 = 183.5 and (375 − 200) / 2 = 87.5; the flow
  /// layout puts card i at x = 87.5 + 220·i, y = 183.5. At rest the view's middle is at 187.5,
  /// card 0's centre: full size, opaque; card 1 (centre 407.5) is a card away: scale 0.8 about
  /// its centre (407.5, 333.5) → (327.5, 213.5, 160, 240), alpha 0.5. Scrolled by 110 the middle
  /// is at 297.5, half-way: both cards at scale 0.9 (180 × 270), alpha 0.75.
  @Test("A carousel made from the flow layout: super's frames, scaled and faded by the offset it is asked at")
  func carousel() throws {
    var screen = try Screen(name: "carousel", device: .iPhoneSE, layout: ZoomingCarouselLayout(), itemCounts: [5]) { _ in CellPlaceholder(kind: "Card") }
    var computed = try screen.computeLayout()
    expectFrame(computed.cell(0), 87.5, 183.5, 200, 300)
    #expect(computed.cell(0)?.transformedFrame == nil && computed.cell(0)?.alpha == 1)
    expectFrame(computed.cell(1), 307.5, 183.5, 200, 300)
    #expect(computed.cell(1)?.transformedFrame == Rect(x: 327.5, y: 213.5, width: 160, height: 240))
    #expect(computed.cell(1)?.alpha == 0.5)
    #expect(computed.answeredBy == "ZoomingCarouselLayout.layoutAttributesForElements(in:)")
    screen.contentOffset = Point(x: 110, y: screen.scrollState.contentOffset.y)
    computed = try screen.computeLayout()
    #expect(computed.cell(0)?.transformedFrame == Rect(x: 97.5, y: 198.5, width: 180, height: 270))
    #expect(computed.cell(1)?.transformedFrame == Rect(x: 317.5, y: 198.5, width: 180, height: 270))
    #expect(computed.cell(1)?.alpha == 0.75)
    assertSnapshot(of: screen, as: .image)
  }

  @Test("A carousel drag rests on the card nearest the middle, asked of the layout with super's frames")
  func carouselDrag() throws {
    let screen = try Screen(name: "carousel", device: .iPhoneSE, layout: ZoomingCarouselLayout(), itemCounts: [5]) { _ in CellPlaceholder(kind: "Card") }
    var view = try HeadlessCollectionView(screen)
    // Moved by 50, released at 0.5 pt/ms: it would rest at 50 + 0.5 × 499 = 299.5, whose
    // middle, 487, is nearest card 1's centre (407.5): the layout answers 407.5 − 187.5 = 220.
    try view.drag(by: Point(x: 50, y: 0), velocity: Point(x: 0.5, y: 0))
    #expect(view.contentOffset.x == 220)
    // Card 1 is now in the middle: full size.
    #expect(view.layout.cell(1)?.transformedFrame == nil)
  }

  @Test("A sideways layout's collection view: the insets of the axis that scrolls, the content size, the item at a point")
  func sidewaysCollectionView() throws {
    let layout = SnappingRowLayout()
    let screen = try Screen(name: "cards", device: .iPhoneSE, layout: layout, itemCounts: [5]) { _ in CellPlaceholder(kind: "Card") }
    let view = try #require(layout.collectionView)
    // Scrolling sideways with `.automatic` adjustment and no bars, only the left and right
    // edges of the safe area (none in portrait) count: the status bar's 20 is not an inset.
    #expect(view.adjustedContentInset == .zero)
    #expect(screen.environment.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    // 20 + 5 × (300 + 20) = 1620 wide, 200 high.
    #expect(view.contentSize == CGSize(width: 1620, height: 200))
    // Card 1 spans x 340…640.
    #expect(view.indexPathForItem(at: CGPoint(x: 400, y: 100)) == IndexPath(item: 1, section: 0))
    #expect(view.indexPathForItem(at: CGPoint(x: 330, y: 100)) == nil)
  }

  @Test("Asked from another thread, the layout object is asked on the main actor")
  nonisolated func offMainActor() async throws {
    let screen = try await MainActor.run { try waterfallOnMainActor() }
    // The same frames as on the main actor, and a new offset asks the object again.
    var scrolled = screen
    scrolled.contentOffset = Point(x: 0, y: 200)
    let layout = try scrolled.computeLayout()
    expectFrame(layout.cell(4), 16, 302, 167.5, 210)
  }

  func waterfallOnMainActor() throws -> Screen { try waterfall(on: .iPhoneSE).0 }

  @Test("A custom layout's screen has no JSON form: encoding fails naming the layout")
  func json() throws {
    let (screen, _) = try waterfall(on: .iPhoneSE)
    #expect(throws: EncodingError.self) { try ScreenDocument.encode(screen) }
  }

  // MARK: Errors

  /// A layout returning what its test gives it.
  final class Scripted: UICollectionViewLayout {
    var contentSize = CGSize(width: 100, height: 100)
    var elements: () -> [UICollectionViewLayoutAttributes] = { [] }
    override var collectionViewContentSize: CGSize { contentSize }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { elements() }
  }

  func scripted(_ configure: (Scripted) -> Void) throws -> Screen {
    let layout = Scripted()
    configure(layout)
    return try Screen(device: .iPhoneSE, layout: layout, itemCounts: [3]) { _ in CellPlaceholder() }
  }

  func cell(_ item: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
    attributes.frame = frame
    return attributes
  }

  @Test("Attributes for a cell that does not exist raise UIKit's exception")
  func missingItem() {
    let exception = uikitException { _ = try scripted { $0.elements = { [self.cell(5, CGRect(x: 0, y: 0, width: 10, height: 10))] } } }
    #expect(exception?.name == UIKitException.internalInconsistency)
    #expect(exception?.reason == "UICollectionView received layout attributes for a cell with an index path that does not exist: <NSIndexPath> {length = 2, path = 0 - 5}")
  }

  @Test("A decoration of a kind the layout did not register raises UIKit's exception")
  func unregisteredDecoration() {
    let exception = uikitException {
      _ = try scripted { layout in
        layout.elements = {
          let shelf = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "shelf", with: IndexPath(item: 0, section: 0))
          shelf.frame = CGRect(x: 0, y: 0, width: 100, height: 4)
          return [shelf]
        }
      }
    }
    #expect(exception?.reason == "could not dequeue a decoration view of kind: shelf - must register as a class or nib or connect a prototype in a storyboard")
  }

  @Test("A frame that is not finite raises Core Animation's exception")
  func nonFiniteFrames() {
    let nan = uikitException { _ = try scripted { $0.elements = { [self.cell(0, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 50))] } } }
    #expect(nan?.name == "CALayerInvalidGeometry")
    #expect(nan?.reason == "CALayer position contains NaN: [nan 25]")
    let infinite = uikitException { _ = try scripted { $0.elements = { [self.cell(0, CGRect(x: 0, y: 0, width: 10, height: CGFloat.infinity))] } } }
    #expect(infinite?.reason == "CALayer position contains NaN: [5 inf]")
  }

  @Test("A content size that is not finite is refused, naming the layout")
  func nonFiniteContentSize() {
    #expect(throws: LayoutError("Scripted.collectionViewContentSize", "is {100, nan}: a content size must be finite (UIKit cannot give its scroll view such a size)")) {
      try scripted { $0.contentSize = CGSize(width: 100, height: CGFloat.nan) }
    }
  }

  @Test("A zero content size and fewer elements than items: what the layout returns is shown")
  func partial() throws {
    let screen = try scripted { layout in
      layout.contentSize = .zero
      layout.elements = { [self.cell(1, CGRect(x: 0, y: -30, width: 50, height: 20))] }
    }
    let computed = try screen.computeLayout()
    #expect(computed.contentSize == Size(width: 0, height: 0))
    #expect(computed.attributes.count == 1)
    expectFrame(computed.cell(1), 0, -30, 50, 20)
    #expect(computed.cell(0) == nil)
    #expect(computed.numberOfItems(inSection: 0) == 3)
  }

  @Test("Scrolling to an item the layout gives no attributes raises UIKit's exception")
  func scrollToItemWithoutAttributes() throws {
    let screen = try Screen(device: .iPhoneSE, layout: SnappingRowLayout(), itemCounts: [5]) { _ in CellPlaceholder() }
    var view = try HeadlessCollectionView(screen)
    #expect(throws: RuntimeError.self) { try view.scrollToItem(at: CollectionSnapshotLayout.IndexPath(item: 2, section: 0), at: .left) }
    do {
      try view.scrollToItem(at: CollectionSnapshotLayout.IndexPath(item: 2, section: 0), at: .left)
    } catch {
      #expect(error.message.contains("reason: 'no UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath: <NSIndexPath> {length = 2, path = 0 - 2}'"))
    }
  }

  /// A controller whose diffable data source makes no supplementary views, with a layout that
  /// returns headers.
  final class HeaderlessController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    var providesHeaders = false

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: StickyHeaderLayout())
      view.addSubview(collectionView)
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { _, _, _ in nil }
      if providesHeaders { dataSource.supplementaryViewProvider = { _, _, _ in nil } }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems([1, 2, 3])
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  @Test("Headers a diffable data source without a supplementary view provider cannot make raise UIKit's exception")
  func supplementaryWithoutProvider() throws {
    // The diffable data source asserts it has a provider (UIDiffableDataSource.m); a provider
    // that returns nil gives the collection view no view, which it raises on.
    let exception = uikitException { _ = try Screen(device: .iPhoneSE, viewController: HeaderlessController()) { (_: Int, _) in CellPlaceholder() } }
    #expect(
      exception?.reason
        == "CollectionView <UICollectionView> requested a supplementary view, but a supplementaryViewProvider was not specified on the diffable data source. Please configure the diffable data source accordingly and add the supplementary provider"
    )
    let returnsNil = HeaderlessController()
    returnsNil.providesHeaders = true
    let empty = uikitException { _ = try Screen(device: .iPhoneSE, viewController: returnsNil) { (_: Int, _) in CellPlaceholder() } }
    #expect(
      empty?.reason
        == "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (UICollectionElementKindSectionHeader,<NSIndexPath> {length = 2, path = 0 - 0}) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))"
    )
    // Headers the test describes are laid out where the layout puts them.
    let screen = try Screen(device: .iPhoneSE, viewController: HeaderlessController(), supplementary: { _, _ in CellPlaceholder(kind: "Header") }) { (_: Int, _) in
      CellPlaceholder()
    }
    expectFrame(try screen.computeLayout().supplementary(UICollectionView.elementKindSectionHeader, 0), 0, 0, 375, 44)
  }

  @Test("A layout reaching its collection view's counts and geometry sees the screen's")
  func collectionViewState() throws {
    final class Reader: UICollectionViewLayout {
      var seen: [String] = []
      override func prepare() {
        guard let view = collectionView else { return }
        seen.append("\(view.numberOfSections) \((0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }) \(view.bounds) \(view.adjustedContentInset.top) \(view.traitCollection.displayScale)")
      }
    }
    let layout = Reader()
    _ = try Screen(device: .iPhoneSE, layout: layout, itemCounts: [2, 0, 5]) { _ in CellPlaceholder() }
    #expect(layout.seen == ["3 [2, 0, 5] \(CGRect(x: 0, y: -20, width: 375, height: 667)) 20.0 2.0"])
  }
}
