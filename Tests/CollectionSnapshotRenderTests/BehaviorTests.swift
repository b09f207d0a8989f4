import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation
import Testing

/// What the gallery's screens do when scrolled and tapped: lifecycle-callback traces (and a
/// picture at the end of a script) against references in `Snapshots/CollectionSnapshotRenderTests/BehaviorTests/`.
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

  @Test("SSCollectionViewPresenter's infinite banner: auto-rolling over 12.3 virtual seconds (the step at 12 s ends at 12.3 s), re-centred in the middle copy, then a swipe back")
  func infiniteBanner() throws {
    let paging = PagingConfiguration(isInfinitePage: true, isAutoRolling: true)
    let steps: [ScriptStep] = [.advance(12.3), .drag(Point(x: -120, y: 0), velocity: Point(x: -0.8, y: 0))]
    assertSnapshot(
      of: try Gallery.screen("ss-infinite-banner"), as: .trace(steps, options: .init(paging: paging)),
      .image(after: [.advance(7)], options: .init(paging: paging), mode: .full, scale: 1))
  }

  /// The product feed's next pages, as a server would answer them.
  static func feedLoader() throws -> PageLoader {
    let pages = try [2, 3].map { try ScreenDocument.loadPage(contentsOfFile: Gallery.fixtures.appendingPathComponent("pages/ss-product-feed.page\($0).json").path) }
    return PageLoader(pages: pages, latency: 0.4)
  }

  @Test("A paginated product feed loads pages 2 and 3 from Fixtures/pages as it is scrolled (diffable data source)")
  func productFeedPagination() throws {
    // Page 1 is 2568 pt: a request once the offset passes 2568 − 3 × 667 = 567; page 2 makes
    // it 5128 pt (request past 3127).
    let steps: [ScriptStep] = [
      .scroll(to: Point(x: 0, y: 300), animated: true), .scroll(to: Point(x: 0, y: 600), animated: true), .advance(1),
      .scrollToItem(IndexPath(item: 26, section: 0), .top, animated: true), .advance(1), .scrollToItem(IndexPath(item: 59, section: 0), .bottom),
    ]
    assertSnapshot(of: try Gallery.screen("ss-product-feed"), as: .trace(steps, options: .init(dataSourceMode: .diffable, pageLoader: try Self.feedLoader())))
  }

  @Test("A Buy button inside a product cell reaches the action handler with the item; no selection happens")
  func cellButtonEvent() throws {
    let steps: [ScriptStep] = [.tapButton(IndexPath(item: 1, section: 0)), .tap(IndexPath(item: 2, section: 0)), .tapButton(IndexPath(item: 2, section: 0))]
    assertSnapshot(of: try Gallery.screen("ss-product-feed"), as: .trace(steps))
  }

  @Test("VSCollectionKit's album applied again with a photo moved, one edited and one of another kind: by cell id only the move is a change; the other two keep their cells as they were")
  func diffableApply() throws {
    let screen = try Gallery.screen("vs-photo-album")
    var model = screen.model
    var items = model.sections[0].items
    let moved = items.remove(at: 0)
    items.insert(moved, at: 3)  // one move
    items[1].content.title = "photo-3 (edited)"  // same id, new content: stale
    items[2].kind = "FeaturedPhotoCell"  // same id, another kind: stale too
    model.sections[0].items = items
    // VSCollectionKit: a diffable data source keyed by cell id, and the album's section
    // handler registering the photo cell when the layout first asks for the section.
    let options = HeadlessCollectionView.Options(
      registration: .manual(cells: []), dataSourceMode: .diffable, identity: .identifier,
      sectionHandlers: SectionHandlerRegistry(["photos": .init(name: "PhotosSectionHandler", cells: ["PhotoTumbnailCell"])]))
    assertSnapshot(of: screen, as: .trace([.apply(model)], options: options), .image(after: [.apply(model)], options: options, scale: 1))
  }

  @Test("A script that cannot run fails the assertion with the step and the reason")
  func badScript() throws {
    let message = verifySnapshot(
      of: try Gallery.screen("feature-list"), as: .trace([.tap(IndexPath(item: 9, section: 0))]), record: .never)
    #expect(message?.contains("script step 1 of 1, step 'tap [0,9]': cannot tap item [0,9]: the collection has 2 sections: [0] 3 items, [1] 2 items") == true, "\(message ?? "nil")")
  }
}
