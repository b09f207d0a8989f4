public import CollectionSnapshot

extension Snapshotting where Value == Screen, Format == String {
  /// The lifecycle-callback trace of a script run on the screen in a headless collection view:
  /// the first layout pass, then each step and every callback it causes, one event a line.
  /// A mismatch names the first differing event, then shows a unified diff.
  /// - Parameters:
  ///   - steps: what the test does to the screen, in order.
  ///   - registration: how reuse identifiers are registered (default: every kind of the model).
  public static func trace(_ steps: [ScriptStep], registration: HeadlessCollectionView.Registration = .automatic) -> Snapshotting {
    Snapshotting(pathExtension: "trace.txt", diffing: .lines(artifactExtension: "trace.txt", describe: TraceDiff.describe)) { screen in
      var view = try HeadlessCollectionView(screen, registration: registration)
      try view.run(steps)
      return view.trace.text
    }
  }
}

extension Snapshotting where Value == Screen, Format == ImageSnapshot {
  /// The screen drawn after a script ran on it in a headless collection view: the model,
  /// content offset and orthogonal offsets the steps left (see ``image(mode:offset:scale:tolerance:showsLabels:)``).
  public static func image(
    after steps: [ScriptStep], mode: RenderOptions.Mode = .viewport, scale: Double? = nil, tolerance: ComparisonOptions = .exact,
    showsLabels: Bool = true
  ) -> Snapshotting {
    Snapshotting<Screen, ImageSnapshot>.image(mode: mode, scale: scale, tolerance: tolerance, showsLabels: showsLabels).pullback { screen in
      var view = try HeadlessCollectionView(screen)
      try view.run(steps)
      return view.currentScreen
    }
  }
}
