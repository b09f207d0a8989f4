import Foundation
import Testing

@testable import CollectionSnapshotLayout

@Suite("Adaptive sections: one layout chosen by width, size classes, idiom")
struct AdaptiveSectionTests {
  func columns(_ n: Int) -> SectionLayout {
    let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [.item(item(.fractionalWidth(1.0 / Double(n)), .fractionalHeight(1)))])
    return .section(LayoutSection(group: group))
  }

  var adaptive: CompositionalLayout {
    CompositionalLayout(sections: .uniform(.adaptive(AdaptiveSectionLayout([
      .init(when: EnvironmentCondition(minWidth: 600), columns(3)),
      .init(columns(2)),
    ]))))
  }

  @Test("The first case that holds: two columns on a phone, three from 600 pt")
  func width() throws {
    // 390 wide: ½ × 390 = 195 per item.
    let phoneResult = try adaptive.layout(LayoutContent(itemCounts: [3]), in: phone())
    expectFrame(phoneResult.cell(1), 195, 0, 195, 100)
    expectFrame(phoneResult.cell(2), 0, 100, 195, 100)
    // 820 wide at @2x: ⅓ × 820 = 273.33…, floored to the half-point grid: 273.
    let pad = try adaptive.layout(LayoutContent(itemCounts: [3]), in: phone(width: 820, height: 1180, scale: 2))
    expectFrame(pad.cell(2), 546, 0, 273, 100)
    // The width is the effective content width: 620 less 2 × 20 of adjusted inset is 580 < 600.
    var inset = phone(width: 620, height: 800, scale: 2)
    inset.adjustedContentInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    let narrowed = try adaptive.layout(LayoutContent(itemCounts: [2]), in: inset)
    // Two columns of ½ × 580 = 290, from x = 0 (the adjusted inset is outside the content).
    expectFrame(narrowed.cell(1), 290, 0, 290, 100)
  }

  @Test("Size classes and idiom choose; no matching case is an error naming the environment")
  func traits() throws {
    let layout = CompositionalLayout(sections: .uniform(.adaptive(AdaptiveSectionLayout([
      .init(when: EnvironmentCondition(horizontalSizeClass: .regular, idiom: .pad), .list(ListConfiguration(appearance: .insetGrouped))),
      .init(when: EnvironmentCondition(horizontalSizeClass: .compact), .list(ListConfiguration(appearance: .plain))),
    ]))))
    var regular = phone(width: 820, height: 1180, scale: 2)
    regular.horizontalSizeClass = .regular
    regular.idiom = .pad
    regular.layoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    // insetGrouped: the margins (20, above an iPad's table margin of 16) on the sides; 17.5
    // (UIKit's grouped spacing, on the @2x grid) above the first row.
    expectFrame(try layout.layout(LayoutContent(itemCounts: [1]), in: regular).cell(0), 20, 17.5, 780, 44)
    expectFrame(try layout.layout(LayoutContent(itemCounts: [1]), in: phone()).cell(0), 0, 0, 390, 44)
    var compactPhoneLandscape = phone(width: 844, height: 390)
    compactPhoneLandscape.horizontalSizeClass = .regular
    #expect(throws: LayoutError("sections[0].adaptive", "no case holds in this environment (effective width 844, width regular, height regular, phone, text large); add a case without a condition")) {
      try layout.layout(LayoutContent(itemCounts: [1]), in: compactPhoneLandscape)
    }
  }

  @Test("JSON: cases with and without conditions; a nested adaptive layout; bad conditions")
  func json() throws {
    let text = #"""
      {"compositional": {"section": {"adaptive": [
        {"when": {"minWidth": 600, "accessibilityText": false}, "section": {"group": {"kind": "horizontal",
          "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 100}},
          "subitems": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.25}, "heightDimension": {"fractionalHeight": 1}}}}]}}},
        {"section": {"adaptive": [{"when": {"verticalSizeClass": "compact"}, "section": {"list": {"appearance": "grouped"}}},
                                  {"section": {"list": {"appearance": "plain"}}}]}}]}}}
      """#
    let definition = try JSONDecoder().decode(LayoutDefinition.self, from: Data(text.utf8))
    // 820 wide: four columns of 205.
    let wide = try definition.layout(LayoutContent(itemCounts: [4]), in: phone(width: 820, height: 1180, scale: 2))
    expectFrame(wide.cell(3), 615, 0, 205, 100)
    // A phone in portrait: the nested case without a condition, a plain list.
    expectFrame(try definition.layout(LayoutContent(itemCounts: [1]), in: phone()).cell(0), 0, 0, 390, 44)
    // Landscape phone (compact height): a grouped list, 17.5 → 17.667 above the row.
    var landscape = phone(width: 500, height: 390)
    landscape.verticalSizeClass = .compact
    expectFrame(try definition.layout(LayoutContent(itemCounts: [1]), in: landscape).cell(0), 0, 17 + 2.0 / 3, 500, 44)
    // Round trip.
    let encoded = try JSONEncoder().encode(definition)
    let again = try JSONDecoder().decode(LayoutDefinition.self, from: encoded)
    expectFrame(try again.layout(LayoutContent(itemCounts: [4]), in: phone(width: 820, height: 1180, scale: 2)).cell(3), 615, 0, 205, 100)
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(LayoutDefinition.self, from: Data(#"{"compositional": {"section": {"adaptive": [{"when": {"minWidth": 700, "maxWidth": 600}, "section": {"list": {"appearance": "plain"}}}]}}}"#.utf8))
    }
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(LayoutDefinition.self, from: Data(#"{"compositional": {"section": {"adaptive": [{"when": {"width": 1}, "section": {"list": {"appearance": "plain"}}}]}}}"#.utf8))
    }
  }
}
