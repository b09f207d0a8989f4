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
      .image(after: [.advance(7)], options: .init(paging: paging), mode: .full, scale: 1),
      // A frame every second: three banners, a page every 3 s (0.3 s each): page 0 until
      // 3 s, 1 from 4 s, 2 from 7 s, 0 again from 10 s (the step past the last page moved back
      // into the middle copy), page 1 at 12.3 s (the advance's end), then the swipe back at the
      // end of its deceleration (15.961 s).
      .filmstrip(steps, options: .init(paging: paging), every: 1, columns: 5))
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
    let options = HeadlessCollectionView.Options(dataSourceMode: .diffable, pageLoader: try Self.feedLoader())
    assertSnapshot(of: try Gallery.screen("ss-product-feed"), as: .trace(steps, options: options), .filmstrip(steps, options: options))
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

  @Test("The album's diffable applies as a filmstrip: a move by apply, then a batch that moves one photo, deletes one and inserts one (Fixtures/scripts/vs-photo-album.updates.json in Swift)")
  func diffableApplyFilmstrip() throws {
    let screen = try Gallery.screen("vs-photo-album")
    // photo-1 after photo-4: [0,0] → [0,3].
    let model = try ScreenDocument.loadModel(contentsOfFile: Gallery.fixtures.appendingPathComponent("models/vs-photo-album.photo-1-moved.json").path)
    let added = Item(id: "photo-20", kind: "PhotoTumbnailCell", content: PlaceholderContent(image: ImagePlaceholder(placement: .fill)))
    let batch = IdentifierBatch([.moveItem("photo-9", .before("photo-2")), .deleteItems(["photo-5"]), .insertItems([added], .after("photo-3"))])
    let options = HeadlessCollectionView.Options(
      registration: .manual(cells: []), dataSourceMode: .diffable,
      sectionHandlers: SectionHandlerRegistry(["photos": .init(name: "PhotosSectionHandler", cells: ["PhotoTumbnailCell"])]))
    // After the apply: p2 p3 p4 p1 p5 p6 p7 p8 p9 p10 …; after the batch: p9 p2 p3 p20 p4 p1
    // p6 p7 p8 p10 …: photo-5 deleted at [0,4], photo-20 inserted at [0,3], and of the
    // survivors (new places 1 2 4 5 6 7 8 0 9 …) photo-9 is the one out of order: [0,8] → [0,0].
    let steps: [ScriptStep] = [.apply(model), .update(batch)]
    assertSnapshot(of: screen, as: .trace(steps, options: options), .filmstrip(steps, options: options))
  }

  @Test("Reordering a settings list with a diffable data source's handlers (Fixtures/scripts/feature-list.reorder.json in Swift)")
  func listReorder() throws {
    // "name" may not move (canReorderItem false: the movement does not begin); "plan" may.
    // Over [1,0] the proposal is in another section, so the delegate keeps [0,2]; over [0,0]
    // the item moves there. Flattened, name email plan notify dark becomes plan name email
    // notify dark: the only two-change difference removes plan at 2 and inserts it at 0.
    let steps: [ScriptStep] = [
      .beginMove(IndexPath(item: 0, section: 0)), .beginMove(IndexPath(item: 2, section: 0)), .moveOver(IndexPath(item: 0, section: 1)),
      .moveOver(IndexPath(item: 0, section: 0)), .endMove,
    ]
    let options = HeadlessCollectionView.Options(dataSourceMode: .diffable, reordering: Reordering(movable: .except(["name"]), target: .sameSection))
    assertSnapshot(of: try Gallery.screen("feature-list"), as: .trace(steps, options: options), .filmstrip(steps, options: options))
  }

  @Test("A script that cannot run fails the assertion with the step and the reason")
  func badScript() throws {
    let message = verifySnapshot(
      of: try Gallery.screen("feature-list"), as: .trace([.tap(IndexPath(item: 9, section: 0))]), record: .never)
    #expect(message?.contains("script step 1 of 1, step 'tap [0,9]': cannot tap item [0,9]: the collection has 2 sections: [0] 3 items, [1] 2 items") == true, "\(message ?? "nil")")
  }
}
