import CollectionSnapshotTestSupport
import Testing

@testable import CollectionSnapshotLayout

@Suite("Layout invariants on generated layouts")
struct LayoutInvariantTests {
  /// A random flow layout whose items all fit the width, and its content.
  func randomFlow(_ rng: inout SplitMix) -> (FlowLayout, LayoutContent) {
    var layout = FlowLayout()
    layout.minimumLineSpacing = Double(rng.int(0...20))
    layout.minimumInteritemSpacing = Double(rng.int(0...20))
    layout.sectionInset = EdgeInsets(top: Double(rng.int(0...20)), left: Double(rng.int(0...20)), bottom: Double(rng.int(0...20)), right: Double(rng.int(0...20)))
    layout.headerReferenceSize = Size(width: 0, height: Double(rng.int(0...1) * 30))
    layout.footerReferenceSize = Size(width: 0, height: Double(rng.int(0...1) * 20))
    let uniform = rng.int(0...1) == 0
    let sections = (0..<rng.int(1...4)).map { _ -> [Size?] in
      (0..<rng.int(0...30)).map { _ in
        uniform ? nil : Size(width: rng.double(10...300), height: rng.double(10...120))
      }
    }
    layout.itemSize = Size(width: rng.double(10...300), height: rng.double(10...120))
    return (layout, LayoutContent(sizes: sections))
  }

  @Test("Content size encloses every frame")
  func enclosure() throws {
    var rng = SplitMix(state: 42)
    for _ in 0..<300 {
      let (layout, content) = randomFlow(&rng)
      let env = phone(width: [320, 375, 390, 414, 430][rng.int(0...4)], scale: [1, 2, 3][rng.int(0...2)])
      let a = try layout.layout(content, in: env)
      for element in a.attributes {
        let f = element.frame
        #expect(f.minX >= -1e-9 && f.minY >= -1e-9, "\(element)")
        #expect(f.maxX <= a.contentSize.width + 0.5 && f.maxY <= a.contentSize.height + 0.5, "\(element) outside \(a.contentSize)")
      }
    }
  }

  @Test("No two cells of a fixed grid overlap")
  func gridOverlap() throws {
    var rng = SplitMix(state: 7)
    for _ in 0..<200 {
      var layout = FlowLayout()
      layout.itemSize = Size(width: rng.double(20...200), height: rng.double(20...100))
      layout.minimumInteritemSpacing = Double(rng.int(0...12))
      layout.minimumLineSpacing = Double(rng.int(0...12))
      let result = try layout.layout(LayoutContent(itemCounts: [rng.int(1...40)]), in: phone(width: rng.double(300...800)))
      let cells = result.attributes.filter { $0.category == .cell }
      for i in cells.indices {
        for j in cells.indices where j > i {
          // Rounding origins may make neighbours touch, never overlap by more than a pixel.
          let a = cells[i].frame.insetBy(0.34)
          #expect(!a.intersects(cells[j].frame.insetBy(0.34)), "\(cells[i]) overlaps \(cells[j])")
        }
      }
    }
  }

  @Test("Rect queries return exactly the elements a scan finds")
  func rectQueries() throws {
    var rng = SplitMix(state: 99)
    for round in 0..<40 {
      let computed: ComputedLayout
      if round % 2 == 0 {
        let (layout, content) = randomFlow(&rng)
        computed = try layout.layout(content, in: phone())
      } else {
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(rng.double(20...200))), subitems: [.item(item(.fractionalWidth(1.0 / Double(rng.int(1...4))), .fractionalHeight(1)))])
        var section = LayoutSection(group: group, interGroupSpacing: Double(rng.int(0...10)), decorationItems: [DecorationItem(elementKind: "bg")])
        section.boundarySupplementaryItems = [BoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "h", alignment: .top)]
        computed = try CompositionalLayout(section: section).layout(LayoutContent(itemCounts: (0..<rng.int(1...6)).map { _ in rng.int(0...50) }), in: phone())
      }
      for _ in 0..<30 {
        let rect = Rect(x: rng.double(-50...400), y: rng.double(-100...3000), width: rng.double(0...400), height: rng.double(0...900))
        let expected = computed.attributes.filter { $0.frame.intersects(rect) }
        #expect(computed.attributes(in: rect) == expected)
      }
    }
  }
}

extension Rect {
  func insetBy(_ d: Double) -> Rect { Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
}
