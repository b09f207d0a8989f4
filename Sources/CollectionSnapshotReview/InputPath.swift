import Foundation

/// What a path given on the command line is, for errors that say why it cannot be used: a
/// folder named where a file belongs, a file where a folder belongs, or nothing at all.
package enum InputPath {
  /// Why `path` cannot be read as a folder — "no such file or folder", "is a file, not a
  /// folder" — or `nil` when it is a folder.
  package static func notAFolder(_ path: String) -> String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return "no such file or folder" }
    return isFolder.boolValue ? nil : "is a file, not a folder"
  }
}
