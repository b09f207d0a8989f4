import Foundation

/// The folder record paths are relative to: the package root (the nearest folder at or above
/// the start holding `Package.swift`), else the start folder itself — the same rule the test
/// library and `verify` use when they write records.
public enum ReferenceRoot {
  /// The root for `start` (by default the current folder).
  public static func find(from start: String = FileManager.default.currentDirectoryPath) -> String {
    var folder = URL(fileURLWithPath: start).standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder.path }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path || folder.path == "/" { break }
      folder = parent
    }
    return URL(fileURLWithPath: start).standardizedFileURL.path
  }

  /// `path` relative to `root` when inside it, else `path` unchanged (absolute).
  public static func relative(_ path: String, to root: String?) -> String {
    let absolute = standardized(path)
    guard let root else { return absolute }
    let base = standardized(root)
    if absolute.hasPrefix(base + "/") { return String(absolute.dropFirst(base.count + 1)) }
    return absolute
  }

  /// An absolute path without `.`, `..` or empty components, as `standardizedFileURL` gives
  /// it; a path already so (what every assertion passes) is returned as it is.
  static func standardized(_ path: String) -> String {
    isStandard(path) ? path : URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// Absolute, and no component empty, `.` or `..` (C's string search: fast in a debug build).
  private static func isStandard(_ path: String) -> Bool {
    path.withCString { p in
      let length = strlen(p)
      guard length > 1, p[0] == 0x2F, p[length - 1] != 0x2F else { return false }
      if strstr(p, "//") != nil || strstr(p, "/./") != nil || strstr(p, "/../") != nil { return false }
      let tail = p + (length >= 3 ? length - 3 : 0)
      return !(length >= 2 && p[length - 2] == 0x2F && p[length - 1] == 0x2E) && !(length >= 3 && strcmp(tail, "/..") == 0)
    }
  }

  /// `path` as messages show it: relative to the current folder when inside it — `swift test`
  /// runs from the package root, so `Snapshots/…` and `.build/…`, short in a CI log and the
  /// same on every machine — else absolute.
  public static func shown(_ path: String) -> String {
    let current = FileManager.default.currentDirectoryPath
    return current == "/" ? URL(fileURLWithPath: path).standardizedFileURL.path : relative(path, to: current)
  }

  /// A record's path made absolute against `root`.
  public static func absolute(_ path: String, root: String) -> String {
    path.hasPrefix("/") ? URL(fileURLWithPath: path).standardizedFileURL.path : URL(fileURLWithPath: root).appendingPathComponent(path).standardizedFileURL.path
  }
}
