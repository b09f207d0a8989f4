import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotRuntime
import Foundation
import Testing

struct Post: Sendable, Identifiable {
  var id: String
}

enum PostAction: Sendable, Equatable {
  case liked
  case menu(String)
}

enum SectionAction: Sendable, Equatable {
  case toggle(String)
}

/// A 100 pt row with two senders: a like button (two mappings for one event, of two action
/// types) and the card itself (a long press whose action reads the bound post).
enum PostCell: CellKind {
  static func content(for post: Post) -> PlaceholderContent { PlaceholderContent(title: post.id) }
  static func size(with post: Post, constrainedTo container: Size) -> Size? { Size(width: container.width, height: 100) }
  static var events: [EventMapping] {
    [
      EventMapping("likeButton", .control(.touchUpInside)) { [PostAction.liked] },
      EventMapping("likeButton", .control(.touchUpInside)) { ["analytics:like"] },
      EventMapping("card", .gesture(.longPress), as: Post.self) { post in [PostAction.menu(post.id)] },
    ]
  }
}

/// A 50 pt header whose toggle button sends its title.
enum PostsHeader: CellKind {
  static func content(for title: String) -> PlaceholderContent { PlaceholderContent(title: title) }
  static func size(with title: String, constrainedTo container: Size) -> Size? { Size(width: container.width, height: 50) }
  static var events: [EventMapping] {
    [EventMapping("toggle", .control(.touchUpInside), as: String.self) { title in [SectionAction.toggle(title)] }]
  }
}

final class Collected: @unchecked Sendable {
  private let lock = NSLock()
  private var posts: [PostAction] = []
  func add(_ action: PostAction) { lock.withLock { posts.append(action) } }
  var all: [PostAction] { lock.withLock { posts } }
}

/// SendingState's forwarding (`EventForwarder` mappings per sender and event, re-evaluated at
/// event time; `AnyActionHandlingProvider` taking only its `Action` type; gesture mappings
/// firing in their recognizer states, a long press by default in `began` and `ended`).
@Suite("Event forwarding: senders, control events and gestures, typed handlers, state-aware actions")
struct EventTests {
  static func screen() -> Screen {
    var flow = FlowLayout()
    flow.minimumLineSpacing = 0
    let posts = (0..<20).map { Post(id: "p\($0)") }
    let model = ViewModel.build {
      section("posts") {
        header("Posts", as: PostsHeader.self)
        cells(posts, as: PostCell.self)
      }
    }
    return Screen(name: "posts", model: model, layout: .flow(flow), device: .iPhoneSE)
  }

  @Test("A control event of a sender with two mappings sends both actions, each to the handler of its type; a long press fires in began and ended")
  func cellSenders() throws {
    let collected = Collected()
    var view = try HeadlessCollectionView(Self.screen(), options: .init(actionHandlers: [ActionHandler(PostAction.self) { collected.add($0) }]))
    let mark = view.trace.events.count
    try view.send(.control(.touchUpInside), from: "likeButton", in: .cell(IndexPath(item: 1, section: 0)))
    try view.send(.gesture(.longPress), from: "card", in: .cell(IndexPath(item: 1, section: 0)))
    #expect(view.trace.events(since: mark).map(\.description) == [
      "0.000s event touchUpInside sender=likeButton cell [0,1] PostCell id=p1",
      "0.000s action liked -> PostAction",
      "0.000s action analytics:like -> dropped",  // no handler takes a String
      "0.000s event longPress began sender=card cell [0,1] PostCell id=p1",
      "0.000s action menu(\"p1\") -> PostAction",
      "0.000s event longPress ended sender=card cell [0,1] PostCell id=p1",
      "0.000s action menu(\"p1\") -> PostAction",
    ])
    #expect(collected.all == [.liked, .menu("p1"), .menu("p1")])
  }

  @Test("State-aware actions read the state the view is bound to when the event happens: after reuse, the new item's")
  func stateAfterReuse() throws {
    var view = try HeadlessCollectionView(Self.screen(), options: .init(actionHandlers: [ActionHandler(PostAction.self) { _ in }]))
    // Bounds −20…647 show rows 0…5 (row i spans 50 + 100 i …); at 700 rows 6…13 show, row 6
    // (650…750) in a view reused from a row that left.
    try view.scroll(to: Point(x: 0, y: 700))
    let reused = try #require(view.displayed[.cell(IndexPath(item: 7, section: 0))])
    #expect(reused.number <= 6)
    let mark = view.trace.events.count
    try view.send(.gesture(.longPress), from: "card", in: .cell(IndexPath(item: 7, section: 0)))
    #expect(view.trace.events(since: mark).filter { $0.name == "action" }.map(\.detail) == ["menu(\"p7\") -> PostAction", "menu(\"p7\") -> PostAction"])
  }

  @Test("A header's sender forwards too; an unknown sender or a hidden view is an error")
  func headerSenderAndErrors() throws {
    var view = try HeadlessCollectionView(Self.screen(), options: .init(actionHandlers: [ActionHandler(SectionAction.self) { _ in }]))
    let header = ElementKey(category: .supplementary(kind: ElementCategory.sectionHeaderKind), indexPath: IndexPath(item: 0, section: 0))
    let mark = view.trace.events.count
    try view.send(.control(.touchUpInside), from: "toggle", in: header)
    #expect(view.trace.events(since: mark).map(\.description) == [
      "0.000s event touchUpInside sender=toggle header [0,0] PostsHeader", "0.000s action toggle(\"Posts\") -> SectionAction",
    ])
    #expect(throws: RuntimeError("cannot send valueChanged in cell [0,0]: its PostCell has no sender 'likeButton' reporting valueChanged (senders: likeButton (touchUpInside), likeButton (touchUpInside), card (longPress))")) {
      try view.send(.control(.valueChanged), from: "likeButton", in: .cell(IndexPath(item: 0, section: 0)))
    }
    #expect(throws: RuntimeError("cannot send touchUpInside in item [0,12]: its cell is not visible at offset (0, -20) (visible items: [0,0]…[0,5]); scroll to it first")) {
      try view.send(.control(.touchUpInside), from: "likeButton", in: .cell(IndexPath(item: 12, section: 0)))
    }
  }

  @Test("Senders and send steps in JSON: string actions, gesture states, a header target")
  func json() throws {
    let screenJSON = """
      {"device": "iPhone SE", "layout": {"flow": {"minimumLineSpacing": 0}},
       "sections": [{"id": "s", "header": {"kind": "H", "title": "Top", "size": {"width": 375, "height": 50},
                     "events": [{"sender": "more", "control": "touchUpInside", "actions": ["open"]}]},
                     "items": [{"id": "a", "kind": "Card", "size": {"width": 375, "height": 100},
                                "events": [{"sender": "card", "gesture": "pan", "states": ["began", "ended"], "actions": ["drag"]}]}]}]}
      """
    let screen = try ScreenDocument.decode(Data(screenJSON.utf8))
    let script = """
      {"steps": [{"send": "pan", "sender": "card", "item": [0, 0]}, {"send": "touchUpInside", "sender": "more", "header": 0}]}
      """
    let (steps, options) = try ScriptDocument.decode(Data(script.utf8))
    var view = try HeadlessCollectionView(screen, options: options)
    let mark = view.trace.events.count
    try view.run(steps)
    // A pan goes through began, changed and ended; the mapping listens to began and ended.
    #expect(view.trace.events(since: mark).filter { $0.name != "step" }.map(\.description) == [
      "0.000s event pan began sender=card cell [0,0] Card id=a", "0.000s action drag -> dropped",
      "0.000s event pan ended sender=card cell [0,0] Card id=a", "0.000s action drag -> dropped",
      "0.000s event touchUpInside sender=more header [0,0] H", "0.000s action open -> dropped",
    ])
  }
}
