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
