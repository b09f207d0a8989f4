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
