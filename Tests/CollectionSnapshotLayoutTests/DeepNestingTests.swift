import Testing

@testable import CollectionSnapshotLayout

/// Groups nested deeply, as a hostile JSON file can nest them (about 170 levels fit in the JSON
/// decoder's depth). A group is solved once per container size, so the work grows with the depth;
/// before, each level solved its subgroup twice (once to place it, once to find that a second copy
/// does not fit), and 20 levels took seconds, 60 never finished.
@Suite("Deeply nested groups are solved in time proportional to their depth")
struct DeepNestingTests {
  /// `depth` horizontal groups, full width and 44 pt tall, each holding the next; the innermost
  /// holds one item filling it.
  func nested(depth: Int, spacing: LayoutSpacing?) -> CompositionalLayout {
    var element = LayoutElement.item(item(.fractionalWidth(1), .fractionalHeight(1)))
    for _ in 0..<depth {
      var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [element])
      group.interItemSpacing = spacing
      element = .group(group)
    }
    guard case .group(let outer) = element else { preconditionFailure() }
    return CompositionalLayout(section: LayoutSection(group: outer))
  }

  @Test("150 levels of filling groups: one full-width row per item", arguments: [nil, LayoutSpacing.fixed(1)])
  func deepRows(spacing: LayoutSpacing?) throws {
    // Every level's one subitem takes the whole 390 pt, so a second copy never fits (with a
    // fixed spacing, the re-sized second copy would take 390 − 1 = 389 pt more): each group
    // holds one cell, 390 × 44, and the groups stack.
    let layout = try nested(depth: 150, spacing: spacing).layout(LayoutContent(itemCounts: [3]), in: phone())
    expectFrame(layout.cell(0), 0, 0, 390, 44)
    expectFrame(layout.cell(1), 0, 44, 390, 44)
    expectFrame(layout.cell(2), 0, 88, 390, 44)
  }

  @Test("Fixed spacing re-sizes fractional subitems for every count, nested or not")
  func resizedCount() throws {
    // §2.5.1 step 3 at @3x in 390 pt with a 10 pt spacing: quarter-width items take
    // floorPx(0.25 × (390 − 10(n − 1))). n = 4: 90 pt each, 4 × 90 + 30 = 390 fits; n = 5: 87.333
    // each, 436.67 + 40 overflows. So four items a row, at x = 0, 100, 200, 300.
    var row = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [.item(item(.fractionalWidth(0.25), .fractionalHeight(1)))])
    row.interItemSpacing = .fixed(10)
    var outer = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [.group(row)])
    for _ in 0..<40 { outer = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [.group(outer)]) }
    for group in [row, outer] {
      let layout = try CompositionalLayout(section: LayoutSection(group: group)).layout(LayoutContent(itemCounts: [5]), in: phone())
      for i in 0..<4 { expectFrame(layout.cell(i), Double(i) * 100, 0, 90, 44) }
      expectFrame(layout.cell(4), 0, 44, 90, 44)
    }
  }
}
