import Foundation
import CollectionSnapshotTesting
import Testing

@Suite("Layout dump diffs")
struct LayoutDumpDiffTests {
  @Test("Kinds and identifiers with spaces and punctuation: the change names the element, its kind and its fields")
  func spacedIdentifiers() {
    let reference = """
      content-size 390x300
      cell [2,0] Product Cell id=product(id: <uuid-1>, name: "Lamp, large") frame=(16, 10, 100, 44) z=0
      cell [2,1] Product Cell id=tag = "a b" frame=(16, 54, 100, 44) z=0
      supplementary header [2,0] Title frame=(0, 0, 390, 10) z=10

      """
    let actual = """
      content-size 390x300
      cell [2,0] Product Cell id=product(id: <uuid-1>, name: "Lamp, large") frame=(16, 20, 100, 44) z=0
      cell [2,1] Product Cell id=tag = "a c" frame=(16, 54, 100, 44) z=0 hidden
      supplementary header [2,0] Title frame=(0, 0, 390, 20) z=10

      """
    #expect(LayoutDumpDiff.describe(reference: reference, actual: actual) == [
      "cell [2,0] Product Cell: y 10 → 20",
      #"cell [2,1] Product Cell: id tag = "a b" → tag = "a c", hidden none → yes"#,
      "supplementary header [2,0] Title: height 10 → 20",
    ])
  }

  @Test("A changed label is one change: quoted texts with spaces, commas and escaped quotes are one field")
  func texts() {
    let reference = #"cell [0,1] ListRow id=email frame=(0, 44, 390, 44) z=0 texts=["Email","ada@example.com"] accessories=[label:"3",disclosureIndicator] sized=list"# + "\n"
    let actual = #"cell [0,1] ListRow id=email frame=(0, 44, 390, 44) z=0 texts=["Email","Ada, \"the first\""] accessories=[label:"3",disclosureIndicator] sized=list"# + "\n"
    #expect(LayoutDumpDiff.describe(reference: reference, actual: actual) == [
      #"cell [0,1] ListRow: texts ["Email","ada@example.com"] → ["Email","Ada, \"the first\""]"#
    ])
  }

  @Test("An identifier holding 'frame=(' still parts at the element's own frame")
  func frameInIdentifier() {
    let reference = "cell [0,0] Row id=frame=(1, 2) frame=(0, 0, 10, 10) z=0\n"
    let actual = "cell [0,0] Row id=frame=(1, 2) frame=(0, 5, 10, 10) z=0\n"
    #expect(LayoutDumpDiff.describe(reference: reference, actual: actual) == ["cell [0,0] Row: y 0 → 5"])
  }

  static let post = """
    cell [0,2] PostCell id=fog frame=(16, 358, 361, 164) z=0 background=secondarySystemBackground radius=10 clips sized=constraints
      UIImageView frame=(0, 0, 361, 100) image=fog mode=scaleAspectFill
      UILabel "Fog" frame=(10, 108, 341, 20.333) font=headline lines=0 color=label
      UILabel "Light rain" frame=(10, 132.333, 341, 18) font=subheadline color=secondaryLabel
      BadgeView frame=(8, 8, 60, 20) background=systemOrange
        UILabel "PINNED" frame=(4, 2, 52, 16) font=11 semibold

    """

  static func changed(_ from: String, _ to: String) -> String { post.replacingOccurrences(of: from, with: to) }

  @Test("A changed font, colour, line limit or corner radius is one line naming the element and the view")
  func viewChanges() {
    let reference = Self.post
    #expect(LayoutDumpDiff.describe(reference: reference, actual: Self.changed("font=headline", "font=largeTitle")) == [
      #"cell [0,2] PostCell › UILabel "Fog": font headline → largeTitle"#
    ])
    #expect(LayoutDumpDiff.describe(reference: reference, actual: Self.changed("color=secondaryLabel", "color=systemRed")) == [
      #"cell [0,2] PostCell › UILabel "Light rain": color secondaryLabel → systemRed"#
    ])
    #expect(LayoutDumpDiff.describe(reference: reference, actual: Self.changed(" lines=0", "")) == [#"cell [0,2] PostCell › UILabel "Fog": lines 0 → none"#])
    #expect(LayoutDumpDiff.describe(reference: reference, actual: Self.changed(" radius=10", "")) == ["cell [0,2] PostCell: radius 10 → none"])
    // A nested view is named itself.
    #expect(LayoutDumpDiff.describe(reference: reference, actual: Self.changed("font=11 semibold", "font=caption2")) == [
      #"cell [0,2] PostCell › UILabel "PINNED": font 11 semibold → caption2"#
    ])
  }

  @Test("A changed text is one change of the view it shows in; a view left out is removed, the others still matched")
  func textsAndStructure() {
    let reference = Self.post
    #expect(LayoutDumpDiff.describe(reference: reference, actual: Self.changed(#""Fog""#, #""Mist""#)) == [#"cell [0,2] PostCell › UILabel "Fog": text "Fog" → "Mist""#])
    let hidden = Self.changed(#"  UILabel "Light rain" frame=(10, 132.333, 341, 18) font=subheadline color=secondaryLabel"# + "\n", "")
    #expect(LayoutDumpDiff.describe(reference: reference, actual: hidden) == [#"cell [0,2] PostCell › UILabel "Light rain" removed"#])
    // A spacing change moves the views below it: each says where.
    let spaced = Self.changed("(10, 108,", "(10, 124,").replacingOccurrences(of: "(10, 132.333,", with: "(10, 148.333,")
    #expect(LayoutDumpDiff.describe(reference: reference, actual: spaced) == [
      #"cell [0,2] PostCell › UILabel "Fog": y 108 → 124"#, #"cell [0,2] PostCell › UILabel "Light rain": y 132.333 → 148.333"#,
    ])
    // The element's own fields stay on its line, apart from its views.
    #expect(LayoutDumpDiff.describe(reference: reference, actual: Self.changed("frame=(16, 358, 361, 164)", "frame=(16, 358, 361, 180)")) == [
      "cell [0,2] PostCell: height 164 → 180"
    ])
    #expect(LayoutDumpDiff.describe(reference: reference, actual: reference) == [])
  }

  @Test("The elements whose line changed or is new, by key; a decoration that gained its view's class is one of them")
  func changedElements() {
    let reference = """
      content-size 320x300
      cell [0,0] Row id=a frame=(0, 0, 320, 44) z=0 texts=["A"]
      cell [0,1] Row id=b frame=(0, 44, 320, 44) z=0 texts=["B"]
      decoration background [0,0] frame=(0, 0, 320, 88) z=-1
      """
    let actual = """
      content-size 320x400
      cell [0,0] Row id=a frame=(0, 0, 320, 44) z=0 texts=["A"]
      cell [0,1] Row id=b frame=(0, 44, 320, 44) z=0 texts=["B!"]
      cell [0,2] Row id=c frame=(0, 88, 320, 44) z=0
      decoration background [0,0] Backdrop frame=(0, 0, 320, 88) z=-1
      """
    #expect(LayoutDumpDiff.changedElements(reference: reference, actual: actual) == ["cell [0,1]", "cell [0,2]", "decoration background [0,0]"])
    #expect(LayoutDumpDiff.describe(reference: reference, actual: actual).contains("decoration background [0,0]: no class → Backdrop"))
  }
}
