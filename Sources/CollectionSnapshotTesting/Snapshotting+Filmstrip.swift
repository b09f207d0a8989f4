public import CollectionSnapshot

extension Snapshotting where Value == Screen, Format == ImageSnapshot {
  /// A filmstrip of a script run on the screen in a headless collection view: the screen at
  /// the start and after each step (or, with `every`, each time the virtual clock reaches a
  /// multiple of that many seconds), side by side, captioned with the time, the step and the
  /// page or offset, the cells that came and went marked (``Filmstrip``). Stored as
  /// `<test>.filmstrip.png` and compared like ``image(mode:offset:scale:tolerance:showsLabels:)``,
  /// so the review report shows it beside the trace.
  /// - Parameters:
  ///   - steps: what the test does to the screen, in order.
  ///   - options: registration, data-source mode, paging, page loader, reordering, …
  ///   - every: seconds of virtual time between frames; `nil` for a frame after each step.
  ///   - scale: pixels per point of each frame (0.5: a 393 × 852 screen is 196 × 426 pixels).
  ///   - columns: frames a row; `nil` for one row.
  ///   - labels: write each cell's item identifier in its corner.
  ///   - tolerance: exact by default.
  public static func filmstrip(
    _ steps: [ScriptStep], options: HeadlessCollectionView.Options = .init(), every: Double? = nil, scale: Double = 0.5, columns: Int? = nil,
    labels: Bool = true, tolerance: ComparisonOptions = .exact
  ) -> Snapshotting {
    Snapshotting(pathExtension: "filmstrip.png", diffing: .image(tolerance: tolerance)) { screen in
      let strip = try Filmstrip.record(screen, steps: steps, options: options, every: every)
      return ImageSnapshot(try strip.render(scale: scale, columns: columns, labels: labels))
    }
  }
}
