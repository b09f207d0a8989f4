import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation
import Testing

/// Filmstrips: which frames are taken, what their captions and marks say, how big the strip
/// is, and that the bytes never change from run to run.
@Suite("Filmstrips")
struct FilmstripTests {
  @Test("A frame after each step: the cells that came and went, from the product feed's trace")
  func stepFrames() throws {
    let feed = try Gallery.screen("ss-product-feed")
    let strip = try Filmstrip.record(feed, steps: [.scroll(to: Point(x: 0, y: 300), animated: true), .scroll(to: Point(x: 0, y: 600), animated: true)])
    #expect(strip.frames.map(\.step) == ["start", "1. scroll to (0, 300) animated", "2. scroll to (0, 600) animated"])
    #expect(strip.frames.map(\.time) == [.zero, VirtualTime(seconds: 0.3), VirtualTime(seconds: 0.6)])
    // The reference trace of the feed: going to 600, cells [0,2] p3 and [0,3] p4 end and
    // [0,8] p9 and [0,9] p10 are displayed.
    #expect(strip.frames[2].appeared == ["p9", "p10"])
    #expect(strip.frames[2].disappeared.map(\.id) == ["p3", "p4"])
    #expect(strip.frames[2].position == "(0, 600)")
    #expect(strip.frames[0].appeared.isEmpty && strip.frames[0].disappeared.isEmpty)
  }

  @Test("Every second of virtual time: frames at the multiples, a step that runs the clock inside itself at its end")
  func intervalFrames() throws {
    let banner = try Gallery.screen("ss-infinite-banner")
    let options = HeadlessCollectionView.Options(paging: PagingConfiguration(isInfinitePage: true, isAutoRolling: true))
    // Auto-rolling steps a page 3 s after the load, in a 0.3 s animation: page 0 at 0…3 s,
    // page 1 from 3.3 s, page 2 from 6.3 s. The advance of 6.5 s gives frames at 0…6 s; at
    // 6 s the animation to page 2 has just begun (its first frame is at 6.15 s), so the
    // screen at 6.5 s differs from the last frame: one more, at the step's end.
    let strip = try Filmstrip.record(banner, steps: [.advance(6.5)], options: options, every: 1)
    #expect(strip.frames.map(\.time) == [0, 1, 2, 3, 4, 5, 6, 6.5].map { VirtualTime(seconds: $0) })
    #expect(strip.frames.map(\.step) == ["start"] + Array(repeating: "1. advance 6.5s", count: 6) + ["1. advance 6.5s (end)"])
    #expect(strip.frames.map { $0.position.prefix(6) } == ["page 0", "page 0", "page 0", "page 0", "page 1", "page 1", "page 1", "page 2"])
    // At 4.5 s the screen is as at 4 s: no frame at the step's end.
    let still = try Filmstrip.record(banner, steps: [.advance(4.5)], options: options, every: 1)
    #expect(still.frames.map(\.time) == [0, 1, 2, 3, 4].map { VirtualTime(seconds: $0) })
  }

  @Test("The strip's size: frames at the scale, a caption band of four lines, 8-pixel gaps; rows of columns")
  func size() throws {
    let banner = try Gallery.screen("ss-infinite-banner")
    let strip = try Filmstrip.record(banner, steps: [.advance(1), .advance(1), .advance(1), .advance(1)])
    // 375 × 180 pt at 0.5: ⌈187.5 − ½⌉ × ⌈90 − ½⌉ = 187 × 90 pixels. Captions 4 × 11 + 6 = 50.
    let row = try strip.render()
    #expect(row.width == 8 + 5 * (187 + 8) && row.height == 8 + 90 + 50 + 8)
    let rows = try strip.render(scale: 0.5, columns: 2)
    #expect(rows.width == 8 + 2 * (187 + 8) && rows.height == 8 + 3 * (90 + 50 + 8))
    #expect(throws: RenderError("a filmstrip's scale must be more than 0 and at most 3, got 0.0")) { _ = try strip.render(scale: 0) }
  }

  @Test("A step that fails names its place in the script; a bad interval is refused")
  func errors() throws {
    let feed = try Gallery.screen("feature-list")
    #expect(throws: RuntimeError("script step 2 of 2, step 'tap [0,9]': cannot tap item [0,9]: the collection has 2 sections: [0] 3 items, [1] 2 items")) {
      _ = try Filmstrip.record(feed, steps: [.advance(1), .tap(IndexPath(item: 9, section: 0))])
    }
    #expect(throws: RuntimeError("the filmstrip's interval must be at least 0.001 s, got 0.0")) {
      _ = try Filmstrip.record(feed, steps: [.advance(1)], every: 0)
    }
  }
}
