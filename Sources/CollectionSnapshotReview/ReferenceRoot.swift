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
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    guard let root else { return absolute }
    let base = URL(fileURLWithPath: root).standardizedFileURL.path
    if absolute.hasPrefix(base + "/") { return String(absolute.dropFirst(base.count + 1)) }
    return absolute
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
