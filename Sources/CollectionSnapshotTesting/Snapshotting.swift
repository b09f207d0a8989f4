public import CollectionSnapshot

/// A way to snapshot a value: how to turn it into a format, the file extension of its
/// reference, and how to compare it with a reference. Strategies are values, made new from old
/// ones with ``pullback(_:)``.
public struct Snapshotting<Value, Format>: Sendable {
  /// The reference file's extension (`png`, `layout.txt`).
  public var pathExtension: String
  /// Turns a value into its snapshot.
  public var snapshot: @Sendable (Value) throws -> Format
  /// Stores and compares snapshots.
  public var diffing: Diffing<Format>

  /// A strategy.
  public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value) throws -> Format) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// The same strategy for values that turn into this one's values.
  ///
  /// ```swift
  /// let titles: Snapshotting<Screen, String> = Snapshotting.lines.pullback { screen in
  ///   screen.model.sections.flatMap { $0.items.compactMap(\.content.title) }.joined(separator: "\n")
  /// }
  /// ```
  public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
    let snapshot = self.snapshot
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { try snapshot(transform($0)) }
  }
}

/// How snapshots of a format are stored and compared.
public struct Diffing<Format>: Sendable {
  /// The reference file's bytes for a snapshot.
  public var toData: @Sendable (Format) throws -> [UInt8]
  /// Compares a snapshot with a reference file's bytes: `nil` when they match, else what
  /// differs. Throws when the reference cannot be read (corrupt, wrong format).
  public var compare: @Sendable (_ actual: Format, _ reference: [UInt8], _ referencePath: String) throws -> DiffingFailure?

  /// A diffing.
  public init(
    toData: @escaping @Sendable (Format) throws -> [UInt8],
    compare: @escaping @Sendable (_ actual: Format, _ reference: [UInt8], _ referencePath: String) throws -> DiffingFailure?
  ) {
    self.toData = toData
    self.compare = compare
  }
}

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
