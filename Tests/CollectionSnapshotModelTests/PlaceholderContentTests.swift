import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotPixels
import Foundation
import Testing

/// What a placeholder shows beyond its title and subtitle: further texts, accessory marks, a
/// background and an image's name — laid out, printed for the dump, and kept by JSON.
@Suite("Placeholder content: texts, accessories, backgrounds")
struct PlaceholderContentTests {
  static let content: PlaceholderContent = {
    var content = PlaceholderContent(title: "Lamp", subtitle: "$20", image: ImagePlaceholder(placement: .leading, name: "lamp"), button: "Buy")
    content.moreTexts = ["4.5 \"stars\""]
    content.accessories = [AccessoryMark(kind: "delete", placement: .leading), AccessoryMark(kind: "label", text: "3"), AccessoryMark(kind: "disclosureIndicator")]
    content.background = PlaceholderColor(name: "systemYellow", color: Color(rgb: 0xFFCC00))
    return content
  }()

  @Test("The dump's fields: texts in order, quoted and escaped; the button, the image, the accessories, the background")
  func dumpFields() {
    #expect(Self.content.dumpFields == [
      #"texts=["Lamp","$20","4.5 \"stars\""]"#, #"button="Buy""#, "image=leading:lamp", #"accessories=[delete,label:"3",disclosureIndicator]"#,
      "background=systemYellow",
    ])
    #expect(PlaceholderContent.quoted("a\nb\\c") == #""a\nb\\c""#)
  }

  @Test("Accessory tags sit in order along their edge, the last trailing one at the edge; the texts keep clear of them")
  func accessoryLayout() {
    var content = PlaceholderContent(title: "Notifications")
    content.accessories = [AccessoryMark(kind: "delete", placement: .leading), AccessoryMark(kind: "label", text: "3"), AccessoryMark(kind: "disclosureIndicator")]
    let layout = PlaceholderLayout(content, in: Size(width: 200, height: 44))
    // Tags are a small-face line of their sign (6 pt a character) and 3 pt either side: "-",
    // "3" and ">" are 12 pt wide and 13 high, centred at (44 − 13) / 2 = 15.5 → 15 but not
    // above the content's top, 16; 4 pt apart. The trailing two end at 200 − 8 = 192:
    // 192 − 12 = 180, 180 − 4 − 12 = 164.
    #expect(layout.accessoryFrames == [
      Rect(x: 8, y: 16, width: 12, height: 13), Rect(x: 164, y: 16, width: 12, height: 13), Rect(x: 180, y: 16, width: 12, height: 13),
    ])
    // The title starts after the leading tag and its spacing (8 + 12 + 4 = 24) and stops 4 pt
    // before the trailing ones (164 − 4 = 160): 136 wide.
    #expect(layout.titleFrame?.x == 24)
    #expect(layout.titleFrame?.width == 136)
  }

  @Test("Further texts add a small line each below the subtitle: a fitted height grows by 11 + 4 pt")
  func moreTexts() {
    let base = PlaceholderLayout.fittingSize(PlaceholderContent(title: "Lamp", subtitle: "$20"), width: 200)
    var content = PlaceholderContent(title: "Lamp", subtitle: "$20")
    content.moreTexts = ["In stock"]
    // 16 (label line) + 16 (title) + 4 + 11 (subtitle) + 8 = 55; a further text adds 4 + 11.
    #expect(base.height == 55)
    #expect(PlaceholderLayout.fittingSize(content, width: 200).height == 70)
  }

  @Test("A light background is light, a dark or unknown one is not")
  func lightness() {
    #expect(PlaceholderColor(name: "systemYellow", color: Color(rgb: 0xFFCC00)).isLight)
    #expect(!PlaceholderColor(name: "systemBlue", color: Color(rgb: 0x007AFF)).isLight)
    #expect(!PlaceholderColor(name: "dynamic", color: nil).isLight)
  }

  @Test("JSON keeps the further texts, accessories, background, image name and sizing rule")
  func json() throws {
    var item = Item(id: "lamp", kind: "ProductCell", content: Self.content, sizing: .fixed(Size(width: 100, height: 80)))
    item.sizingSource = "constraints"
    var header = SupplementaryView(kind: "Header", content: PlaceholderContent(title: "Today"))
    header.content.background = PlaceholderColor(name: "dynamic", color: nil)
    let screen = Screen(model: ViewModel(sections: [Section(id: "s", items: [item], header: header)]), layout: .flow(FlowLayout()))
    let read = try ScreenDocument.decode(try ScreenDocument.encode(screen))
    #expect(read.model.sections[0].items[0].content == Self.content)
    #expect(read.model.sections[0].items[0].sizingSource == "constraints")
    #expect(read.model.sections[0].header?.content.background == PlaceholderColor(name: "dynamic", color: nil))
  }

  @Test("A colour with an opacity of its own prints as one word: the name, @ and the opacity; a translucent colour is as light as what it lets through")
  func translucentColours() {
    // UIColor.systemBlue.withAlphaComponent(0.15) describes itself `systemBlue alpha 0.15`.
    let pale = PlaceholderColor(name: "systemBlue alpha 0.15", color: Color(rgb: 0x007AFF, alpha: 38))
    #expect(pale.dumpName == "systemBlue@0.15")
    #expect(PlaceholderColor(name: "rgba(1, 0.5, 0, 0.5)", color: nil).dumpName == "rgba(1,0.5,0,0.5)")
    #expect(PlaceholderColor(name: "systemGray5", color: nil).dumpName == "systemGray5")
    var content = PlaceholderContent()
    content.background = pale
    #expect(content.dumpFields == ["background=systemBlue@0.15"])
    // Over white: red 0·38/255 + 255·217/255 = 217, green 122·38/255 + 255·217/255 = 235.18 → 235,
    // blue 255: #D9EBFF, opaque; luminance (0.2126·217 + 0.7152·235 + 0.0722·255) / 255 = 0.912.
    #expect(Color(rgb: 0x007AFF, alpha: 38).composited(over: .white) == Color(rgb: 0xD9EBFF))
    #expect(pale.isLight(over: .white))
    #expect(!pale.isLight)  // by its own components it is a dark blue, barely there
    // Black at half opacity over white: 255·127/255 = 127, a mid grey (luminance 0.498): dark.
    let shade = PlaceholderColor(name: "black alpha 0.5", color: Color(rgb: 0x000000, alpha: 128))
    #expect(Color(rgb: 0x000000, alpha: 128).composited(over: .white) == Color(rgb: 0x7F7F7F))
    #expect(!shade.isLight(over: .white))
    #expect(!PlaceholderColor(name: "dynamic", color: nil).isLight(over: .white))
    // Over a translucent base the opacities add up: 0.5 over 0.5 is 0.75.
    #expect(Color(rgb: 0xFFFFFF, alpha: 128).composited(over: Color(rgb: 0x000000, alpha: 128)).alpha == 192)
  }
}
