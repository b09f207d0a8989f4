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
