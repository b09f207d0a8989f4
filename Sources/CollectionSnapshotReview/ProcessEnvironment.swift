import Foundation

/// One environment variable, read with `getenv`: an assertion reads several, and
/// `ProcessInfo.environment` builds the whole dictionary on every call (a quarter of a passing
/// text assertion's time in a debug build).
package enum ProcessEnvironment {
  /// The variable's value, or `nil` when it is not set.
  package static func value(_ name: String) -> String? {
    guard let raw = getenv(name) else { return nil }
    return String(cString: raw)
  }

  /// The variables among `names` that are set, by name (the shape the record-mode rules read).
  package static func values(_ names: [String]) -> [String: String] {
    var found: [String: String] = [:]
    for name in names { if let value = value(name) { found[name] = value } }
    return found
  }
}
