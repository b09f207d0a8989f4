import CollectionSnapshotTestSupport
import Foundation
import Testing

@testable import CollectionSnapshotLayout

/// Mutates valid JSON layouts (edge-case numbers, dropped keys, swapped values) and lays out
/// whatever still decodes: every case must end in a layout or an error, never a trap or a hang.
/// `LAYOUT_FUZZ_ITERATIONS` raises the number of cases.
@Suite("Fuzzed JSON layouts")
struct LayoutFuzzTests {
  static let seeds: [String] = [
    #"{"flow": {"itemSize": {"width": 100, "height": 100}, "sectionInset": {"top": 10, "left": 20, "bottom": 30, "right": 20}, "headerReferenceSize": {"width": 0, "height": 50}, "footerReferenceSize": {"width": 0, "height": 40}, "sectionHeadersPinToVisibleBounds": true, "minimumLineSpacing": 10, "minimumInteritemSpacing": 10, "estimatedItemSize": {"width": 50, "height": 50}, "scrollDirection": "horizontal", "sectionInsetReference": "fromSafeArea"}}"#,
    #"{"compositional": {"configuration": {"interSectionSpacing": 10, "boundarySupplementaryItems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 60}}, "elementKind": "g", "alignment": "top", "pinToVisibleBounds": true}]}, "section": {"group": {"kind": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 0.85}, "heightDimension": {"estimated": 100}}, "interItemSpacing": {"fixed": 10}, "subitems": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.7}, "heightDimension": {"fractionalHeight": 1}}, "contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}, "supplementaryItems": [{"layoutSize": {"widthDimension": {"absolute": 20}, "heightDimension": {"absolute": 20}}, "elementKind": "badge", "containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.3, "y": -0.3}}}]}}, {"group": {"kind": "vertical", "layoutSize": {"widthDimension": {"fractionalWidth": 0.3}, "heightDimension": {"fractionalHeight": 1}}, "count": 2, "subitems": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"uniformAcrossSiblings": 30}}, "edgeSpacing": {"leading": {"flexible": 2}, "top": {"fixed": 3}}}}]}}]}, "interGroupSpacing": 10, "contentInsets": {"top": 1, "leading": 16, "bottom": 1, "trailing": 16}, "orthogonalScrollingBehavior": "groupPagingCentered", "boundarySupplementaryItems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 44}}, "elementKind": "h", "alignment": "top", "pinToVisibleBounds": true}, {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 44}}, "elementKind": "f", "alignment": "bottom", "extendsBoundary": false}], "decorationItems": [{"elementKind": "bg", "contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}}]}}}"#,
    #"{"compositional": {"sections": [{"list": {"appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "supplementary"}}, {"group": {"kind": "custom", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 100}}, "customItems": [{"frame": {"x": 10, "y": 10, "width": 50, "height": 50}, "zIndex": 2}]}}, {"group": {"kind": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}, "repeatingCount": 3, "subitems": [{"item": {"layoutSize": {"widthDimension": {"absolute": 50}, "heightDimension": {"fractionalHeight": 1}}}}]}}], "configuration": {"scrollDirection": "horizontal", "contentInsetsReference": "layoutMargins"}}}"#,
  ]

  static let numbers: [Double] = [0, -1, 1, 0.5, 0.0001, 1e-300, 1e308, 5000, 1e6, 2, 10000, 390, -1e308]
  static let strings: [String] = ["top", "bottom", "leading", "custom", "vertical", "horizontal", "paging", "none", "", "automatic"]

  func mutate(_ value: Any, _ rng: inout SplitMix) -> Any {
    switch value {
    case let dict as [String: Any]:
      var copy = dict
      for key in dict.keys.sorted() {
        switch rng.int(0...40) {
        case 0: copy[key] = nil
        case 1: copy[key] = Self.numbers[rng.int(0...Self.numbers.count - 1)]
        default: copy[key] = mutate(dict[key]!, &rng)
        }
      }
      return copy
    case let array as [Any]:
      var copy = array.map { mutate($0, &rng) }
      if !copy.isEmpty && rng.int(0...20) == 0 { copy.append(copy[0]) }
      if !copy.isEmpty && rng.int(0...20) == 0 { copy.removeLast() }
      return copy
    case is String:
      return rng.int(0...12) == 0 ? Self.strings[rng.int(0...Self.strings.count - 1)] : value
    case is NSNumber:
      return rng.int(0...6) == 0 ? Self.numbers[rng.int(0...Self.numbers.count - 1)] : value
    default:
      return value
    }
  }

  @Test("Mutated layouts decode and lay out, or fail with an error")
  func fuzz() throws {
    let iterations = Int(ProcessInfo.processInfo.environment["LAYOUT_FUZZ_ITERATIONS"] ?? "") ?? 800
    var rng = SplitMix(state: 2026)
    var laidOut = 0
    var refused = 0
    for i in 0..<iterations {
      let seed = try JSONSerialization.jsonObject(with: Data(Self.seeds[i % Self.seeds.count].utf8))
      let mutated = mutate(seed, &rng)
      let data = try JSONSerialization.data(withJSONObject: mutated)
      guard let definition = try? JSONDecoder().decode(LayoutDefinition.self, from: data) else {
        refused += 1
        continue
      }
      var env = phone(width: rng.double(0...900), height: rng.double(0...900), scale: [1, 2, 3][rng.int(0...2)])
      env.safeAreaInsets = EdgeInsets(top: rng.double(0...50), left: rng.double(0...50), bottom: rng.double(0...50), right: rng.double(0...50))
      env.layoutDirection = rng.int(0...3) == 0 ? .rightToLeft : .leftToRight
      let counts = (0..<rng.int(0...4)).map { _ in rng.int(0...60) }
      let content = LayoutContent(itemCounts: counts, measure: { r in Size(width: max(1, r.proposedSize.width), height: 40 + Double((r.indexPath.item ?? 0) % 3) * 10) })
      do {
        let result = try definition.layout(content, in: env)
        _ = result.attributes(in: Rect(x: 0, y: 0, width: 390, height: 844))
        _ = result.attributes(at: ScrollState(contentOffset: Point(x: 0, y: 300), orthogonalOffsets: [0: 100]))
        laidOut += 1
      } catch {
        #expect(!error.description.isEmpty)
        refused += 1
      }
    }
    #expect(laidOut > iterations / 10, "too few mutated layouts decoded: \(laidOut) of \(iterations)")
    #expect(laidOut + refused == iterations)
  }
}
