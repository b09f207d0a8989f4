public import CollectionSnapshot

extension Snapshotting where Value == Screen, Format == String {
  /// The lifecycle-callback trace of a script run on the screen in a headless collection view:
  /// the first layout pass, then each step and every callback it causes, one event a line.
  /// A mismatch names the first differing event, then shows a unified diff.
  /// - Parameters:
  ///   - steps: what the test does to the screen, in order.
  ///   - options: registration, data-source mode, paging, page loader, prefetching.
  public static func trace(_ steps: [ScriptStep], options: HeadlessCollectionView.Options = .init()) -> Snapshotting {
    Snapshotting(pathExtension: "trace.txt", diffing: .lines(artifactExtension: "trace.txt", describe: TraceDiff.describe)) { screen in
      var view = try HeadlessCollectionView(screen, options: options)
      ConsoleWarnings.note(screen, view.layout)
      try view.run(steps)
      ConsoleWarnings.note(view.trace.events.filter { $0.name == "warning" }.map { "screen '\(screen.name)': \($0.time) \($0.detail)" })
      return view.trace.text
    }
  }
}

extension Snapshotting where Value == Screen, Format == ImageSnapshot {
  /// The screen drawn after a script ran on it in a headless collection view: the model,
  /// content offset and orthogonal offsets the steps left (see ``image(mode:offset:scale:tolerance:showsLabels:)``).
  public static func image(
    after steps: [ScriptStep], options: HeadlessCollectionView.Options = .init(), mode: RenderOptions.Mode = .viewport, scale: Double? = nil, tolerance: ComparisonOptions = .exact,
    showsLabels: Bool = true
  ) -> Snapshotting {
    Snapshotting<Screen, ImageSnapshot>.image(mode: mode, scale: scale, tolerance: tolerance, showsLabels: showsLabels).pullback { screen in
      var view = try HeadlessCollectionView(screen, options: options)
      try view.run(steps)
      return view.currentScreen
    }
  }
}
