import Foundation

/// Scratch folders for tests that write files: all of one test process's in one folder of the
/// temporary directory, removed when the process exits, so that a run leaves nothing behind.
public enum ScratchFolders {
  /// The process's folder, `cs-tests-<pid>` in the temporary directory, made on first use.
  public static let root: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("cs-tests-\(getpid())").path
    // A folder left by an earlier process of the same id (one that did not exit) goes first.
    try? FileManager.default.removeItem(atPath: path)
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    atexit { ScratchFolders.removeRoot() }
    return path
  }()

  /// A new empty folder named after `name` in the process's folder.
  public static func make(_ name: String) -> String {
    let path = (root as NSString).appendingPathComponent("\(name)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  private static func removeRoot() {
    try? FileManager.default.removeItem(atPath: root)
  }
}
