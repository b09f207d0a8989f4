/// A data-source or snapshot operation UIKit would reject with an
/// `NSInternalInconsistencyException`, thrown with UIKit's reason text.
public struct DataSourceError: Error, Sendable, Hashable, CustomStringConvertible {
  /// UIKit's reason, verbatim where it is known (`seeds-and-data.md` §2).
  public var message: String

  /// An error.
  public init(_ message: String) { self.message = message }

  /// The reason.
  public var description: String { message }

  /// UIKit's rendering of an identifier set in these messages: `{(a, b)}`.
  static func set<T>(_ values: [T]) -> String {
    "{(" + values.map { "\($0)" }.joined(separator: ", ") + ")}"
  }

  /// The first values that occur more than once, in order of first repetition.
  static func duplicates<T: Hashable>(_ values: [T]) -> [T] {
    var seen = Set<T>()
    var reported = Set<T>()
    var result: [T] = []
    for v in values where !seen.insert(v).inserted && reported.insert(v).inserted { result.append(v) }
    return result
  }
}
