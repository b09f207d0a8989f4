import Foundation

/// `collection-snapshot stale`: the files of a references folder that no assertion of the
/// given runs touched — orphans of renamed or deleted tests. Only records of full, unfiltered
/// runs can say a reference is unused, so a filtered run is refused.
public enum StaleReferences {
  /// The stale files under `snapshots` (absolute paths, sorted) and how many references the
  /// runs touched there.
  /// - Throws: ``ReviewError`` for a folder without records, records of a filtered run, or
  ///   runs that touched nothing under `snapshots` (a wrong folder or root: nothing would be
  ///   kept).
  public static func find(snapshots: String, runs: [String], root: String) throws -> (stale: [String], touched: Int) {
    let base = URL(fileURLWithPath: snapshots).standardizedFileURL.path
    if let problem = InputPath.notAFolder(base) { throw ReviewError("\(snapshots): \(problem)") }
    var touched = Set<String>()
    for folder in runs {
      for (name, record) in try RunFolder.recordFiles(in: folder) {
        if record.filtered {
          throw ReviewError(
            "\(folder)/records/\(name): the run was filtered (--filter, --skip or named tests): only a full, unfiltered run can tell which references are unused")
        }
        touched.insert(ReferenceRoot.absolute(record.reference, root: root))
        // A reference still at its earlier place is in use there.
        if let earlier = record.earlierReference { touched.insert(ReferenceRoot.absolute(earlier, root: root)) }
      }
    }
    let inside = touched.filter { $0.hasPrefix(base + "/") }
    guard !inside.isEmpty else {
      throw ReviewError("no assertion of \(runs.joined(separator: ", ")) used a reference under \(snapshots) (references are resolved against \(root)); wrong folder or --root?")
    }
    var stale: [String] = []
    if let enumerator = FileManager.default.enumerator(atPath: base) {
      for case let relative as String in enumerator {
        let name = (relative as NSString).lastPathComponent
        if name.hasPrefix(".") {
          if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { enumerator.skipDescendants() }
          continue
        }
        guard (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeRegular else { continue }
        let path = (base as NSString).appendingPathComponent(relative)
        if !touched.contains(path) { stale.append(path) }
      }
    }
    return (stale.sorted(), inside.count)
  }

  /// Removes `files`, then the folders under `snapshots` they leave empty.
  public static func delete(_ files: [String], under snapshots: String) throws {
    let base = URL(fileURLWithPath: snapshots).standardizedFileURL.path
    var folders = Set<String>()
    for file in files {
      do {
        try FileManager.default.removeItem(atPath: file)
      } catch {
        throw ReviewError("\(file): cannot remove it: \((error as NSError).localizedDescription)")
      }
      folders.insert((file as NSString).deletingLastPathComponent)
    }
    for folder in folders.sorted(by: { $0.count > $1.count }) {
      var current = folder
      while current.hasPrefix(base + "/"), (try? FileManager.default.contentsOfDirectory(atPath: current))?.isEmpty == true {
        try? FileManager.default.removeItem(atPath: current)
        current = (current as NSString).deletingLastPathComponent
      }
    }
  }
}
