import CollectionSnapshot
import CollectionSnapshotTesting
import Testing

/// What the gallery's screens do when scrolled and tapped: lifecycle-callback traces (and a
/// picture at the end of a script) against references in `Snapshots/BehaviorTests/`.
@Suite("Behavior: scripted traces of the gallery's screens")
struct BehaviorTests {
  @Test("Pinned headers stay displayed while their section scrolls; rows are reused")
  func pinnedHeaderScroll() throws {
    let steps: [ScriptStep] = [
      .scroll(to: Point(x: 0, y: 400)),
      .scrollToItem(IndexPath(item: 0, section: 2), .top, animated: true),
      .scroll(to: Point(x: 0, y: -59), animated: true),
    ]
    assertSnapshot(of: try Gallery.screen("feature-pinned-header"), as: .trace(steps), .image(after: Array(steps.prefix(2)), scale: 1))
  }

  @Test("An orthogonal carousel displays and ends its cards as its own scroller moves")
  func carouselScroll() throws {
    let steps: [ScriptStep] = [.scrollSection(0, to: 312), .scrollSection(0, to: 936), .scrollSection(0, to: 0)]
    assertSnapshot(of: try Gallery.screen("feature-orthogonal-carousel"), as: .trace(steps))
  }

  @Test("Selection in a settings list: single selection moves, the previous row is deselected")
  func listSelection() throws {
    let steps: [ScriptStep] = [.tap(IndexPath(item: 0, section: 0)), .advance(0.5), .tap(IndexPath(item: 1, section: 1))]
    assertSnapshot(of: try Gallery.screen("feature-list"), as: .trace(steps))
  }

  @Test("A script that cannot run fails the assertion with the step and the reason")
  func badScript() throws {
    let message = verifySnapshot(
      of: try Gallery.screen("feature-list"), as: .trace([.tap(IndexPath(item: 9, section: 0))]), record: .never)
    #expect(message?.contains("script step 1 of 1, step 'tap [0,9]': cannot tap item [0,9]: the collection has 2 sections: [0] 3 items, [1] 2 items") == true, "\(message ?? "nil")")
  }
}
