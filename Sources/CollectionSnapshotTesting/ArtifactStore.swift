import CollectionSnapshot
import Foundation
internal import CollectionSnapshotReview

/// Writes failure artifacts — reference, actual, diff image, text diffs — into the artifacts
/// folder, mirroring `Snapshots/`; the assertion's record and the report page that lists the
/// run's records go there too (see `SnapshotRecorder`).
///
/// The folder is `COLLECTION_SNAPSHOT_ARTIFACTS` (or `SNAPSHOT_ARTIFACTS`), else
/// `.build/snapshot-artifacts` in the package, else the temporary folder.
struct ArtifactStore {
  let folder: String
  let location: SnapshotLocation

  init(configuration: SnapshotTestingConfiguration, location: SnapshotLocation) {
    self.location = location
    if let directory = configuration.artifactsDirectory {
      folder = directory
    } else if let directory = ProcessEnvironment.value("COLLECTION_SNAPSHOT_ARTIFACTS") ?? ProcessEnvironment.value("SNAPSHOT_ARTIFACTS"), !directory.isEmpty {
      folder = directory
    } else if let root = location.packageRoot {
      folder = (root as NSString).appendingPathComponent(".build/snapshot-artifacts")
    } else {
      folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("snapshot-artifacts")
    }
  }

  /// Writes the files (`<test>.<name>.<suffix>`) and attaches them to the Swift Testing test;
  /// returns the paths written, or `nil` when the folder cannot be written.
  func write(_ files: [(suffix: String, bytes: [UInt8])], fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) -> [String]? {
    let base = (folder as NSString).appendingPathComponent(location.relativePath)
    let stem = Self.stem(base)
    do {
      var written: [String] = []
      for (suffix, bytes) in files {
        let path = stem + "." + suffix
        try BinaryFile.writeAtomically(bytes, to: path, creatingFolder: true)
        written.append(path)
        attach(bytes, named: location.attachmentName(suffix), fileID: fileID, filePath: filePath, line: line, column: column)
      }
      return written
    } catch {
      return nil
    }
  }

  /// The path without the reference's extension (`….png`, `….layout.txt`).
  static func stem(_ path: String) -> String {
    for ext in [".layout.txt", ".trace.txt", ".png", ".txt"] where path.hasSuffix(ext) { return String(path.dropLast(ext.count)) }
    return (path as NSString).deletingPathExtension
  }
}
