public import CollectionSnapshot

/// What differs between a snapshot and its reference: a message, files for review, and the
/// facts the assertion's record keeps (pixel counts and regions, semantic changes).
public struct DiffingFailure: Sendable {
  /// What changed, readable in a test log.
  public var message: String
  /// Review files, by suffix: `reference.png`, `actual.png`, `diff.png`, `layout.diff`, …
  public var artifacts: [(suffix: String, bytes: [UInt8])]
  /// A picture's comparison: sizes, differing pixels, regions.
  public var comparison: ImageComparison?
  /// What changed, one line each: a layout dump's element changes, a trace's first differing
  /// event.
  public var changes: [String]

  /// A failure.
  public init(message: String, artifacts: [(suffix: String, bytes: [UInt8])], comparison: ImageComparison? = nil, changes: [String] = []) {
    self.message = message
    self.artifacts = artifacts
    self.comparison = comparison
    self.changes = changes
  }
}
