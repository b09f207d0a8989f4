import Testing

@testable import CollectionSnapshotLayout

/// The spec's default environment: 390 × 844 at @3x, no insets, LTR (spec §3).
func phone(width: Double = 390, height: Double = 844, scale: Double = 3) -> LayoutEnvironment {
  LayoutEnvironment(containerSize: Size(width: width, height: height), displayScale: scale)
}

/// True when two numbers agree to 1e-9 pt.
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }

/// Checks a frame to 1e-9 pt.
func expectFrame(
  _ attributes: LayoutAttributes?, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let f = attributes?.frame else {
    Issue.record("no such element", sourceLocation: sourceLocation)
    return
  }
  #expect(
    close(f.x, x) && close(f.y, y) && close(f.width, w) && close(f.height, h),
    "frame \(f) is not (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
}

func expectSize(_ size: Size, _ w: Double, _ h: Double, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(close(size.width, w) && close(size.height, h), "size \(size) is not \(w) x \(h)", sourceLocation: sourceLocation)
}

extension ComputedLayout {
  func cell(_ item: Int, _ section: Int = 0) -> LayoutAttributes? {
    attributesForItem(at: IndexPath(item: item, section: section))
  }

  func header(_ section: Int, kind: String = ElementCategory.sectionHeaderKind) -> LayoutAttributes? {
    attributesForSupplementary(kind: kind, at: IndexPath(item: 0, section: section))
  }

  func footer(_ section: Int, kind: String = ElementCategory.sectionFooterKind) -> LayoutAttributes? {
    attributesForSupplementary(kind: kind, at: IndexPath(item: 0, section: section))
  }
}

/// Sizes for one section.
func sizes(_ list: [(Double, Double)]) -> LayoutContent {
  LayoutContent(sizes: [list.map { Size(width: $0.0, height: $0.1) }])
}
