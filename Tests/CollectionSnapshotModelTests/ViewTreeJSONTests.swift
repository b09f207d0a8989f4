import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotPixels
import Foundation
import Testing

/// An element's views in a JSON screen: read strictly, with errors that say what is wrong, and
/// written back.
@Suite("View trees in JSON")
struct ViewTreeJSONTests {
  static func screen(_ views: String) -> String {
    #"{"name": "s", "layout": {"flow": {"itemSize": {"width": 361, "height": 164}}}, "sections": [{"id": "feed", "items": [{"id": "fog", "kind": "PostCell", "views": "#
      + views + "}]}]}"
  }

  static let post = #"""
    {"cornerRadius": 10, "clipsToBounds": true, "backgroundColor": "secondarySystemBackground", "subviews": [
      {"class": "UIImageView", "frame": {"x": 0, "y": 0, "width": 361, "height": 100}, "image": "fog", "contentMode": "scaleAspectFill"},
      {"class": "UILabel", "frame": {"x": 10, "y": 108, "width": 341, "height": 20.333}, "text": "Fog", "font": "headline", "lines": 0, "color": "label"},
      {"class": "UISwitch", "frame": {"x": 300, "y": 110, "width": 51, "height": 31}, "switch": true, "onTint": {"name": "brand", "rgba": "#112233FF"}}
    ]}
    """#

  @Test("A post cell's views: the root's look and background, labels, images and a switch")
  func reads() throws {
    let screen = try ScreenDocument.decode(Data(Self.screen(Self.post).utf8))
    let content = screen.model.sections[0].items[0].content
    let tree = try #require(content.tree)
    #expect(tree.className == "PostCell")
    #expect(tree.cornerRadius == 10 && tree.clipsToBounds)
    // The views' background is the element's too (what the placeholder fields show).
    #expect(content.background == SystemColors.color(named: "secondarySystemBackground"))
    #expect(tree.subviews.map(\.className) == ["UIImageView", "UILabel", "UISwitch"])
    #expect(tree.subviews[1].content == .text(ViewText("Fog", font: .style(.headline), color: SystemColors.color(named: "label"), numberOfLines: 0)))
    #expect(tree.subviews[2].content == .toggle(ViewSwitch(isOn: true, onTint: PlaceholderColor(name: "brand", color: Color(rgb: 0x112233)))))
    #expect(content.texts == ["Fog"])
  }

  @Test("Written and read back, the views are the same")
  func roundTrip() throws {
    let screen = try ScreenDocument.decode(Data(Self.screen(Self.post).utf8))
    let written = try ScreenDocument.encode(screen)
    let again = try ScreenDocument.decode(written)
    #expect(again.model.sections[0].items[0].content == screen.model.sections[0].items[0].content)
  }

  @Test(
    "Bad views are errors that name the key and say why",
    arguments: [
      (#"{"subviews": [{"frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#, "class"),
      (#"{"class": "UIView"}"#, "the root of an element's views is the element"),
      (#"{"subviews": [{"class": "UILabel", "frame": {"x": 0, "y": 0, "width": -1, "height": 1}, "text": "a"}]}"#, "width"),
      (#"{"subviews": [{"class": "UILabel", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "text": "a", "image": "b"}]}"#, "a view shows one thing"),
      (#"{"subviews": [{"class": "UIView", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "font": "body"}]}"#, "'font' goes with 'text' or 'button'"),
      (#"{"subviews": [{"class": "UILabel", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "text": "a", "font": "huge"}]}"#, "unknown font 'huge'"),
      (#"{"subviews": [{"class": "UILabel", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "text": "a", "lines": -1}]}"#, "must be 0 (no limit) or more"),
      (#"{"alpha": 2}"#, "must be between 0 and 1"),
      (#"{"subviews": [{"class": "UILabel", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "txt": "a"}]}"#, "txt"),
      (#"{"subviews": [{"class": "UISegmentedControl", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "segments": ["A"], "selected": 1}]}"#, "0..<1"),
    ])
  func errors(views: String, message: String) {
    #expect {
      try ScreenDocument.decode(Data(Self.screen(views).utf8))
    } throws: { error in
      "\(error)".contains(message)
    }
  }
}
