import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation
import Testing

/// A kind of the package's own describing its views in Swift.
@Suite("Cell kinds that describe their views")
struct CellKindViewsTests {
  struct Post: Sendable {
    var title: String
    var pinned: Bool
  }

  enum PostCell: CellKind {
    static func content(for post: Post) -> PlaceholderContent { PlaceholderContent(title: post.title) }
    static func views(for post: Post) -> ViewTree? {
      .element(backgroundColor: "secondarySystemBackground", cornerRadius: 10, clipsToBounds: true) {
        ViewTree.image("fog", frame: Rect(x: 0, y: 0, width: 361, height: 100), contentMode: .scaleAspectFill)
        ViewTree.label(post.title, frame: Rect(x: 10, y: 108, width: 341, height: 20), font: .style(.headline), lines: 0)
        if post.pinned { ViewTree.label("PINNED", frame: Rect(x: 10, y: 8, width: 60, height: 13), font: .system(11, weight: .semibold), color: "systemOrange") }
      }
    }
  }

  enum PlainCell: CellKind {
    static func content(for title: String) -> PlaceholderContent { PlaceholderContent(title: title) }
  }

  @Test("The kind's views become the item's tree, its root named after the kind and its background the item's")
  func views() {
    let item = Item(Post(title: "Fog", pinned: true), as: PostCell.self, id: "fog")
    let tree = item.content.tree
    #expect(tree?.className == "PostCell")
    #expect(tree?.subviews.map(\.className) == ["UIImageView", "UILabel", "UILabel"])
    #expect(item.content.background?.name == "secondarySystemBackground")
    #expect(item.content.texts == ["Fog", "PINNED"])
    // An `if` without its condition is a view left out, as a hidden one is.
    #expect(Item(Post(title: "Fog", pinned: false), as: PostCell.self, id: "fog").content.tree?.subviews.count == 2)
  }

  @Test("A kind without views keeps its placeholder")
  func placeholder() {
    let item = Item("Lamp", as: PlainCell.self, id: "lamp")
    #expect(item.content.tree == nil)
    #expect(item.content.dumpFields == [#"texts=["Lamp"]"#])
  }
}
