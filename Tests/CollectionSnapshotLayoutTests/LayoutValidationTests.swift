import Testing

@testable import CollectionSnapshotLayout

@Suite("Bad definitions throw clear errors, never trap or hang")
struct LayoutValidationTests {
  func rowsSection(_ w: LayoutDimension = .fractionalWidth(1), _ h: LayoutDimension = .absolute(44)) -> CompositionalLayout {
    CompositionalLayout(section: LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [.item(item(w, h))])))
  }

  @Test("Negative, zero and NaN sizes in a flow layout")
  func flowSizes() throws {
    var layout = FlowLayout()
    layout.itemSize = Size(width: -5, height: 10)
    #expect(throws: LayoutError("itemSize", "negative or zero sizes are not supported in the flow layout (got -5 x 10)")) {
      try layout.layout(LayoutContent(itemCounts: [1]), in: phone())
    }
    #expect(throws: LayoutError.self) {
      try FlowLayout().layout(sizes([(10, .nan)]), in: phone())
    }
    // A zero or negative size from the delegate is only logged by UIKit, which lays the item
    // out. The three fit one line (10 + 10 + 0 + 10 + 10 ≤ 390), which is the section's last
    // and incomplete: left-aligned with the 10-point spacing (spec §1.6), x = 0, 20, 30; the
    // negative height is laid out as 0, centred in the 10-high line (y = 5).
    let zero = try FlowLayout().layout(sizes([(10, 10), (0, 10), (10, -4)]), in: phone())
    #expect(zero.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 20, y: 0, width: 0, height: 10))
    #expect(zero.attributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 30, y: 5, width: 10, height: 0))
    #expect(zero.diagnostics.map(\.description) == [
      "warning: cell [0,1]: negative or zero sizes are not supported in the flow layout (got 0 x 10; laid out as 0 x 10)",
      "warning: cell [0,2]: negative or zero sizes are not supported in the flow layout (got 10 x -4; laid out as 10 x 0)",
    ])
    var spacing = FlowLayout()
    spacing.minimumLineSpacing = -1
    #expect(throws: LayoutError("sections[0].minimumLineSpacing", "must be a finite number ≥ 0, got -1.0")) {
      try spacing.layout(LayoutContent(itemCounts: [1]), in: phone())
    }
  }

  @Test("Negative and NaN dimensions in a compositional layout")
  func compositionalSizes() {
    #expect(throws: LayoutError.self) { try rowsSection(.absolute(-1)).layout(LayoutContent(itemCounts: [1]), in: phone()) }
    #expect(throws: LayoutError.self) { try rowsSection(.fractionalWidth(.nan)).layout(LayoutContent(itemCounts: [1]), in: phone()) }
    do {
      _ = try rowsSection(.estimated(0)).layout(LayoutContent(itemCounts: [1]), in: phone())
      Issue.record("no error")
    } catch {
      #expect(error.path == "sections[0].group.subitems[0].layoutSize.widthDimension")
    }
  }

  @Test("A zero-width container")
  func zeroWidth() {
    #expect(throws: LayoutError("environment.containerSize", "the collection view has no width for items (0 pt inside the adjusted content inset)")) {
      try FlowLayout().layout(LayoutContent(itemCounts: [1]), in: phone(width: 0))
    }
    var env = phone()
    env.adjustedContentInset = EdgeInsets(top: 0, left: 200, bottom: 0, right: 200)
    #expect(throws: LayoutError.self) { try rowsSection().layout(LayoutContent(itemCounts: [1]), in: env) }
    #expect(throws: LayoutError.self) { try FlowLayout().layout(LayoutContent(itemCounts: [1]), in: phone(width: .infinity)) }
  }

  @Test("A fraction larger than 1 that cannot fit, and a group whose items never fit")
  func neverFits() {
    #expect(throws: LayoutError("sections[0].group", "the group's first subitem can never fit: it needs 585 pt along the group's width of 390 pt")) {
      try rowsSection(.fractionalWidth(1.5)).layout(LayoutContent(itemCounts: [1]), in: phone())
    }
    // 1.0003 × 390 overflows by 0.117 pt, within UIKit's 0.25 pt tolerance.
    #expect(throws: Never.self) { try rowsSection(.fractionalWidth(1.0003)).layout(LayoutContent(itemCounts: [1]), in: phone()) }
  }

  @Test("An estimated group takes its first estimated subitem whatever the estimates, and grows to it")
  func estimatedGroupGrows() throws {
    // A list row estimated at 500 pt in a vertical group estimated at 1 pt: the group follows its
    // estimated item (§2.12), so each group holds one 500-pt row and the next starts below it.
    let row = LayoutElement.item(item(.fractionalWidth(1), .estimated(500)))
    let group = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(1)), subitems: [row])
    let result = try CompositionalLayout(section: LayoutSection(group: group)).layout(LayoutContent(itemCounts: [3]), in: phone())
    expectFrame(result.cell(0), 0, 0, 390, 500)
    expectFrame(result.cell(1), 0, 500, 390, 500)
    expectFrame(result.cell(2), 0, 1000, 390, 500)
    // An absolute subitem in an estimated group still cannot overflow it.
    let fixed = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(1)), subitems: [.item(item(.fractionalWidth(1), .absolute(500)))])
    #expect(throws: LayoutError("sections[0].group", "the group's first subitem can never fit: it needs 500 pt along the group's height of 1 pt")) {
      try CompositionalLayout(section: LayoutSection(group: fixed)).layout(LayoutContent(itemCounts: [1]), in: phone())
    }
  }

  @Test("Items that take no room cannot repeat without end")
  func endless() {
    let custom = CompositionalLayout(section: LayoutSection(group: .custom(layoutSize: size(.fractionalWidth(1), .absolute(10)), items: [])))
    #expect(throws: LayoutError("sections[0].group", "the group has no item slots")) {
      try custom.layout(LayoutContent(itemCounts: [3]), in: phone())
    }
  }

  @Test("A self-sizing measurement that never converges is an error")
  func divergence() {
    let growing = LayoutContent(itemCounts: [1], measure: { r in Size(width: r.proposedSize.width, height: r.proposedSize.height + 1) })
    let layout = rowsSection(.fractionalWidth(1), .estimated(44))
    #expect(throws: LayoutError("cell [0,0]", "self-sizing did not converge after 8 passes (cell [0,0] measured 390x45 → 390x46 → 390x47 → 390x48 → 390x49 → 390x50 → 390x51 → 390x52)")) {
      try layout.layout(growing, in: phone())
    }
    var flow = FlowLayout()
    flow.estimatedItemSize = .automatic
    #expect(throws: LayoutError.self) { try flow.layout(growing, in: phone()) }
    let invalid = LayoutContent(itemCounts: [1], measure: { _ in Size(width: .nan, height: 1) })
    #expect(throws: LayoutError.self) { try flow.layout(invalid, in: phone()) }
  }

  @Test("Compositional insets between 0 and 1 are legal but warned about")
  func fractionalInsets() throws {
    var section = LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(1), insets: DirectionalEdgeInsets(top: 0.5)))]))
    section.contentInsets.leading = 0.25
    let result = try CompositionalLayout(section: section).layout(LayoutContent(itemCounts: [2, 2]), in: phone())
    #expect(result.diagnostics.map(\.path) == ["sections[0].contentInsets.leading", "sections[0].group.subitems[0].contentInsets.top", "sections[1].contentInsets.leading", "sections[1].group.subitems[0].contentInsets.top"])
    #expect(result.diagnostics[0].message.contains("between 0 and 1"))
  }

  @Test("Missing section layouts and negative item counts")
  func missing() {
    let two = CompositionalLayout(sections: .perSection([.section(LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [.item(item(.fractionalWidth(1), .fractionalHeight(1)))])))]))
    #expect(throws: LayoutError("sections", "no layout for section 1: the layout defines 1")) {
      try two.layout(LayoutContent(itemCounts: [1, 1]), in: phone())
    }
    let provider = CompositionalLayout(sections: .provider { index, _ in index == 0 ? .list(ListConfiguration(appearance: .plain)) : nil })
    #expect(throws: LayoutError("sections[1]", "the section provider returned nil")) {
      try provider.layout(LayoutContent(itemCounts: [1, 1]), in: phone())
    }
    #expect(throws: LayoutError("content.itemCounts[0]", "a section cannot have -1 items")) {
      try FlowLayout().layout(LayoutContent(itemCounts: [-1]), in: phone())
    }
  }
}
