public import CollectionSnapshot

extension Snapshotting where Value == Screen, Format == ImageSnapshot {
  /// The screen drawn as placeholders (viewport at rest, device scale, exact comparison).
  public static var image: Snapshotting { .image() }

  /// The screen drawn as placeholders.
  /// - Parameters:
  ///   - mode: the viewport (what the device shows) or the full content.
  ///   - offset: the content offset; `nil` for the screen's own.
  ///   - scale: pixels per point; `nil` for the device's.
  ///   - tolerance: exact by default; a perceptual threshold and allowed differing pixels.
  ///   - showsLabels: draw kind and index-path labels.
  public static func image(
    mode: RenderOptions.Mode = .viewport, offset: Point? = nil, scale: Double? = nil, tolerance: ComparisonOptions = .exact,
    showsLabels: Bool = true
  ) -> Snapshotting {
    let options = RenderOptions(mode: mode, contentOffset: offset, scale: scale, showsLabels: showsLabels)
    return Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { screen in
      let layout = try screen.computeLayout()
      ConsoleWarnings.note(screen, layout)
      let state = offset.map { ScrollState(contentOffset: $0, orthogonalOffsets: screen.orthogonalOffsets) }
      return ImageSnapshot(
        try ScreenRenderer.renderPicture(screen, layout: layout, options: options),
        elements: { ScreenRenderer.drawnElements(screen, layout: layout, options: options) },
        layoutDump: { LayoutDump.text(screen, layout: layout, state: state) })
    }
  }
}

extension Snapshotting where Value == Screen, Format == String {
  /// The layout dump: one element a line, exact frames. A mismatch lists what changed element
  /// by element ("cell [1,3] Banner: y 200 → 216, height 44 → 60"), then a unified diff.
  public static var layout: Snapshotting { .layout() }

  /// The layout dump at a content offset (`nil`: the screen's own).
  public static func layout(offset: Point? = nil) -> Snapshotting {
    Snapshotting(pathExtension: "layout.txt", diffing: .lines(artifactExtension: "layout.txt", describe: LayoutDumpDiff.describe)) { screen in
      let layout = try screen.computeLayout()
      ConsoleWarnings.note(screen, layout)
      let state = offset.map { ScrollState(contentOffset: $0, orthogonalOffsets: screen.orthogonalOffsets) }
      return LayoutDump.text(screen, layout: layout, state: state)
    }
  }
}
