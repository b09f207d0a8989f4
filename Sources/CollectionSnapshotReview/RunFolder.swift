import CollectionSnapshotPNG
import Foundation

/// An artifacts folder as one run sees it: the records of the run's assertions
/// (`records/…json`), the review files they name, and the report page (`index.html` and its
/// feed `report-data.js`), kept current as each record is written — no folder listing, so
/// each assertion costs the same however many came before.
///
/// The first process of a new run to write into the folder removes the previous run's
/// records, the files they named and the page, under a lock, so a run's page lists that run
/// only; the processes of one run (see ``RunIdentity``) share the folder.
public final class RunFolder: @unchecked Sendable {
  /// The folder.
  public let path: String
  /// The run this process writes.
  public let identity: RunIdentity

  private let lock = NSLock()
  private var joined = false

  /// The folder of `path` for `identity`'s run.
  public init(path: String, identity: RunIdentity = .current) {
    self.path = path
    self.identity = identity
  }

  private static let registry = LockedValue<[String: RunFolder]>([:])

  /// The one instance per folder and process (so a folder is joined once).
  public static func shared(_ path: String) -> RunFolder {
    registry.withLock { registry in
      // Every assertion asks: the path as given is looked up before it is standardized.
      if let folder = registry[path] { return folder }
      let key = (path as NSString).standardizingPath
      let folder = registry[key] ?? RunFolder(path: key)
      registry[key] = folder
      registry[path] = folder
      return folder
    }
  }

  /// The records folder.
  public var recordsPath: String { (path as NSString).appendingPathComponent("records") }
  /// The report page.
  public var pagePath: String { (path as NSString).appendingPathComponent("index.html") }
  private var feedPath: String { (path as NSString).appendingPathComponent(ReportPage.feedFile) }
  private var lockPath: String { (recordsPath as NSString).appendingPathComponent(".lock") }
  private var runPath: String { (recordsPath as NSString).appendingPathComponent("run.json") }

  /// Writes a record (at `records/<relativePath>.json`) and adds it to the page, with the texts
  /// the page shows inline (a browser cannot read files beside a page opened from `file://`).
  ///
  /// A passing assertion that repeats one this process already wrote — the same call site
  /// again, in a loop or a repeated test — with the same record but for its time, is not
  /// written again: the file and the page already say it passed (the page keeps one entry per
  /// test and reference), and a record renamed over its predecessor costs a flush.
  public func write(_ record: SnapshotRecord, relativePath: String, texts: PageTexts = PageTexts()) throws {
    try join()
    var timeless = record
    timeless.durationMilliseconds = 0
    if record.status == .passed, lock.withLock({ passedRecords[relativePath] == timeless }) { return }
    let recordPath = (recordsPath as NSString).appendingPathComponent(relativePath + ".json")
    let json = try RecordCoding.encode(record)
    try BinaryFile.writeAtomically(json, to: recordPath, creatingFolder: true)
    let line = try ReportPage.feedLine(recordJSON: json, texts: texts)
    lock.lock()
    defer { lock.unlock() }
    FileLock.withLock(lockPath) { _ = FileLock.append(line, to: feedPath) }
    passedRecords[relativePath] = record.status == .passed ? timeless : nil
  }

  /// The passing records this process wrote, by name, without their time.
  private var passedRecords: [String: SnapshotRecord] = [:]

  /// Makes this process part of the folder's current run, clearing a previous run's files.
  public func join() throws {
    lock.lock()
    defer { lock.unlock() }
    if joined { return }
    try FileManager.default.createDirectory(atPath: recordsPath, withIntermediateDirectories: true)
    try FileLock.withLock(lockPath) {
      var current: RunMarker?
      if FileManager.default.fileExists(atPath: runPath) {
        let marker = Data(try BinaryFile.read(runPath))
        // A marker that does not decode (another version's) names no run: the folder starts afresh.
        current = try? RecordCoding.decoder.decode(RunMarker.self, from: marker)
      }
      if current?.run == identity.run, FileManager.default.fileExists(atPath: feedPath) { return }
      Self.clear(folder: path)
      try BinaryFile.writeAtomically(try RecordCoding.encode(RunMarker(run: identity.run)), to: runPath, creatingFolder: true)
      try BinaryFile.writeAtomically(Array(ReportPage.html.utf8), to: pagePath)
      let meta = ReportMeta(title: "Snapshot run", folders: [path], generatedBy: "test run")
      try BinaryFile.writeAtomically(try ReportPage.feedHeader(meta), to: feedPath)
    }
    joined = true
  }

  /// Removes a run's files from `folder`: every file its records name (inside the folder
  /// only), the records, the page, its feed and `report.json`. Other files are left alone.
  public static func clear(folder: String) {
    let manager = FileManager.default
    let records = (folder as NSString).appendingPathComponent("records")
    let root = URL(fileURLWithPath: folder).standardizedFileURL.path
    var folders: Set<String> = []
    for (relative, record) in (try? recordFiles(in: folder)) ?? [] {
      for artifact in record.artifacts.all {
        guard let inside = Self.resolve(artifact, in: root) else { continue }
        try? manager.removeItem(atPath: inside)
        folders.insert((inside as NSString).deletingLastPathComponent)
      }
      let recordPath = (records as NSString).appendingPathComponent(relative)
      try? manager.removeItem(atPath: recordPath)
      folders.insert((recordPath as NSString).deletingLastPathComponent)
    }
    for file in ["index.html", ReportPage.feedFile, "report.json", "records/run.json"] {
      try? manager.removeItem(atPath: (folder as NSString).appendingPathComponent(file))
    }
    // Folders emptied by the removal, deepest first.
    for emptied in folders.sorted(by: { $0.count > $1.count }) where emptied.hasPrefix(root + "/") {
      var current = emptied
      while current.hasPrefix(root + "/"), (try? manager.contentsOfDirectory(atPath: current))?.isEmpty == true {
        try? manager.removeItem(atPath: current)
        current = (current as NSString).deletingLastPathComponent
      }
    }
  }

  /// `relative` inside `root`, or `nil` when it is absolute or leaves the folder.
  static func resolve(_ relative: String, in root: String) -> String? {
    guard !relative.hasPrefix("/"), !relative.split(separator: "/").contains("..") else { return nil }
    return (root as NSString).appendingPathComponent(relative)
  }

  /// Every record of an artifacts folder with its path under `records/`, sorted by that path.
  /// - Throws: ``ReviewError`` when the folder has no `records/` or a record cannot be read.
  public static func recordFiles(in folder: String) throws(ReviewError) -> [(String, SnapshotRecord)] {
    let records = (folder as NSString).appendingPathComponent("records")
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: records, isDirectory: &isFolder), isFolder.boolValue else {
      throw ReviewError("\(folder): " + (InputPath.notAFolder(folder) ?? "no records/ folder: not an artifacts folder of a test run (or the run wrote nothing)"))
    }
    guard let enumerator = FileManager.default.enumerator(atPath: records) else { throw ReviewError("\(records): cannot read the folder") }
    var names: [String] = []
    for case let relative as String in enumerator where relative.hasSuffix(".json") && relative != "run.json" {
      names.append(relative)
    }
    names.sort()
    var result: [(String, SnapshotRecord)] = []
    result.reserveCapacity(names.count)
    for name in names {
      let file = (records as NSString).appendingPathComponent(name)
      let record: SnapshotRecord
      do {
        record = try RecordCoding.decode(Data(try BinaryFile.read(file)), file: file)
      } catch let error as ReviewError {
        throw error
      } catch let error as FileError {
        throw ReviewError(error.description)
      } catch {
        throw ReviewError("\(file): \(error)")
      }
      result.append((name, record))
    }
    return result
  }
}

/// `records/run.json`: the run the folder's records belong to.
struct RunMarker: Codable {
  var run: String
}
