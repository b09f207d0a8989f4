import Foundation
import Testing

@testable import CollectionSnapshotLayout

@Suite("Layout definitions in JSON")
struct LayoutCodableTests {
  func decode(_ json: String) throws -> LayoutDefinition {
    try JSONDecoder().decode(LayoutDefinition.self, from: Data(json.utf8))
  }

  /// The JSON path and reason of a decoding failure.
  func failure(_ json: String) -> (path: String, reason: String)? {
    do {
      _ = try decode(json)
      return nil
    } catch {
      return JSONDecodingFailure.describe(error)
    }
  }

  @Test("C13 written in JSON lays out like the Swift form")
  func compositionalFromJSON() throws {
    let json = """
      {"compositional": {"section": {
        "group": {"kind": "horizontal",
                  "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}},
                  "subitems": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}]},
        "interGroupSpacing": 5,
        "contentInsets": {"top": 10, "leading": 10, "bottom": 10, "trailing": 10},
        "decorationItems": [{"elementKind": "background", "contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}}]
      }}}
      """
    let result = try decode(json).layout(LayoutContent(itemCounts: [5, 5]), in: phone())
    expectFrame(result.cell(0), 10, 10, 370, 44)
    expectFrame(result.attributesForDecoration(kind: "background", at: IndexPath(item: 0, section: 1)), 5, 265, 380, 250)
  }

  @Test("F8 written in JSON lays out like the Swift form")
  func flowFromJSON() throws {
    let json = """
      {"flow": {"itemSize": {"width": 100, "height": 100},
                "sectionInset": {"top": 10, "left": 20, "bottom": 30, "right": 20},
                "headerReferenceSize": {"width": 0, "height": 50},
                "footerReferenceSize": {"width": 0, "height": 40}}}
      """
    let result = try decode(json).layout(LayoutContent(itemCounts: [4, 4]), in: phone())
    expectFrame(result.cell(3, 1), 20, 510, 100, 100)
    expectSize(result.contentSize, 390, 680)
  }

  @Test("Every definition survives an encode-decode round trip")
  func roundTrip() throws {
    var flow = FlowLayout()
    flow.scrollDirection = .horizontal
    flow.estimatedItemSize = .automatic
    flow.sectionOverrides = [FlowLayout.SectionOverride(section: 1, minimumLineSpacing: 4, headerReferenceSize: Size(width: 20, height: 20))]
    let badge = LayoutSupplementaryItem(
      layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.3, y: -0.3))))
    var leaf = item(.fractionalWidth(0.5), .estimated(44), insets: DirectionalEdgeInsets(all: 4))
    leaf.edgeSpacing = LayoutEdgeSpacing(leading: .flexible(2), top: .fixed(1))
    leaf.supplementaryItems = [badge]
    var inner = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitem: .item(leaf), count: 2)
    inner.interItemSpacing = .fixed(3)
    let outer = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 80)), subitems: [.item(leaf), .group(inner)])
    let custom = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(100)), items: [CustomGroupItem(frame: Rect(x: 0, y: 0, width: 50, height: 50), zIndex: 2)])
    let sections: [SectionLayout] = [
      .section(LayoutSection(
        group: outer, interGroupSpacing: 8, contentInsets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
        contentInsetsReference: .layoutMargins, supplementariesFollowContentInsets: false, orthogonalScrollingBehavior: .groupPaging,
        boundarySupplementaryItems: [BoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(30)), elementKind: "h", alignment: .topLeading, absoluteOffset: Point(x: 1, y: 2), extendsBoundary: false, pinToVisibleBounds: true, zIndex: 3)],
        decorationItems: [DecorationItem(elementKind: "bg", zIndex: -1)])),
      .section(LayoutSection(group: custom)),
      .list(ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary, footerMode: .supplementary, headerTopPadding: 7)),
    ]
    let compositional = CompositionalLayout(
      sections: .perSection(sections),
      configuration: CompositionalLayoutConfiguration(scrollDirection: .vertical, interSectionSpacing: 12, boundarySupplementaryItems: [], contentInsetsReference: .none))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for definition in [LayoutDefinition.flow(flow), .compositional(compositional)] {
      let data = try encoder.encode(definition)
      let decoded = try JSONDecoder().decode(LayoutDefinition.self, from: data)
      #expect(try encoder.encode(decoded) == data)
      switch (definition, decoded) {
      case (.flow(let a), .flow(let b)): #expect(a == b)
      case (.compositional(let a), .compositional(let b)):
        guard case .perSection(let x) = a.sections, case .perSection(let y) = b.sections else {
          Issue.record("sections changed form")
          return
        }
        #expect(x == y)
        #expect(a.configuration == b.configuration)
      default: Issue.record("layout kind changed")
      }
    }
  }

  @Test("Errors name the JSON path of the bad value")
  func errorPaths() {
    let negative = failure("""
      {"compositional": {"section": {"group": {"kind": "horizontal",
        "layoutSize": {"widthDimension": {"fractionalWidth": -1}, "heightDimension": {"absolute": 44}},
        "subitems": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 1}}}}]}}}}
      """)
    #expect(negative?.path == "$.compositional.section.group.layoutSize.widthDimension.fractionalWidth")
    #expect(negative?.reason == "must be a positive number, got -1.0")

    let typo = failure("""
      {"compositional": {"section": {"interGroupSpacng": 4, "group": {"kind": "horizontal",
        "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}, "subitems": []}}}}
      """)
    #expect(typo?.path == "$.compositional.section.interGroupSpacng")
    #expect(typo?.reason.hasPrefix("unknown key 'interGroupSpacng'; expected one of: group, interGroupSpacing") == true)

    // Two misspelt keys: both named, alphabetically, at the object's path, whatever order the
    // decoder's dictionary gives them.
    let typos = failure("""
      {"compositional": {"section": {"interGroupSpacng": 4, "contentInset": {}, "group": {"kind": "horizontal",
        "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}, "subitems": []}}}}
      """)
    #expect(typos?.path == "$.compositional.section")
    #expect(typos?.reason.hasPrefix("unknown keys 'contentInset', 'interGroupSpacng'; expected one of: group, interGroupSpacing") == true)

    let subitem = failure("""
      {"compositional": {"sections": [{"group": {"kind": "vertical",
        "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}},
        "subitems": [{"item": {"layoutSize": {"widthDimension": {"fractional": 1}, "heightDimension": {"absolute": 1}}}}]}}]}}
      """)
    #expect(subitem?.path == "$.compositional.sections[0].group.subitems[0].item.layoutSize.widthDimension.fractional")

    let kind = failure("""
      {"compositional": {"section": {"group": {"kind": "diagonal", "layoutSize": {"widthDimension": {"absolute": 1}, "heightDimension": {"absolute": 1}}}}}}
      """)
    #expect(kind?.path == "$.compositional.section.group.kind")
    #expect(kind?.reason == "unknown value 'diagonal'; expected one of: horizontal, vertical, custom")

    let missing = failure(#"{"flow": {"itemSize": {"width": 10}}}"#)
    #expect(missing?.path == "$.flow.itemSize.height")
    #expect(missing?.reason == "missing required key 'height'")

    let zero = failure(#"{"flow": {"itemSize": {"width": 0, "height": 10}}}"#)
    #expect(zero?.path == "$.flow.itemSize")
    #expect(zero?.reason == "negative or zero sizes are not supported in the flow layout")

    let two = failure(#"{"flow": {}, "list": {"appearance": "plain"}}"#)
    #expect(two?.path == "$")
    #expect(two?.reason.hasPrefix("a layout needs exactly one of: flow, compositional, list") == true)

    let list = failure(#"{"list": {"appearance": "fancy"}}"#)
    #expect(list?.path == "$.list.appearance")
  }
}
