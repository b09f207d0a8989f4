/// A layout definition or environment that cannot be laid out: where (a path into the
/// definition, the same as in its JSON form) and why.
public struct LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the bad value is, e.g. `sections[0].group.subitems[1].layoutSize.widthDimension`.
  public var path: String
  /// Why it is bad.
  public var reason: String

  /// An error at `path`.
  public init(_ path: String, _ reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `path: reason`.
  public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}

/// Something legal but suspicious the engine noticed: UIKit logs these, or they are known
/// sources of surprise (an inset between 0 and 1 that UIKit may read as a fraction).
public struct LayoutDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// Where, as in ``LayoutError/path``.
  public var path: String
  /// What.
  public var message: String

  /// A diagnostic.
  public init(_ path: String, _ message: String) {
    self.path = path
    self.message = message
  }

  /// `warning: path: message`.
  public var description: String { "warning: \(path): \(message)" }
}
