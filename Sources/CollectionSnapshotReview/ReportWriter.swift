import CollectionSnapshotPNG
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `collection-snapshot report`: merges the records of any number of artifacts folders (CI
/// shards) into one report folder — `index.html`, `report-data.js`, `report.json`, the
/// records and the files they name (hard-linked when possible, else copied) — which is itself
/// an artifacts folder `approve` and `stale` accept.
public enum ReportWriter {
  /// What was written.
  public struct Result: Sendable {
    /// The page.
    public var page: String
    /// Entries by status.
    public var counts: ReportSummary.Counts
    /// Assertions merged.
    public var assertions: Int
    /// Records dropped because a later folder had the same assertion.
    public var duplicates: Int
  }

  /// Writes the report of `folders` into `output`.
  /// - Parameter approveFolder: the folder the page's commands name when not opened from
  ///   `file://` (by default `output` as given).
  /// - Throws: ``ReviewError`` for a folder without records, an unreadable record, or an
  ///   output folder that is one of the inputs.
  public static func write(folders: [String], output: String, approveFolder: String? = nil) throws -> Result {
    let manager = FileManager.default
    let outputPath = URL(fileURLWithPath: output).standardizedFileURL.path
    for folder in folders where URL(fileURLWithPath: folder).standardizedFileURL.path == outputPath {
      throw ReviewError("\(output): the output folder is one of the artifacts folders; choose another")
    }
    // Read every folder first: a bad input leaves the output untouched.
    var sources: [(folder: String, records: [(String, SnapshotRecord)])] = []
    for folder in folders { sources.append((folder, try RunFolder.recordFiles(in: folder))) }

    // The same assertion in two folders (a re-run shard): the later folder's record wins.
    var latest: [String: (source: Int, name: String, record: SnapshotRecord)] = [:]
    var order: [String] = []
    var duplicates = 0
    for (index, source) in sources.enumerated() {
      for (name, record) in source.records {
        let key = record.test + "\u{0}" + record.reference
        if latest[key] == nil { order.append(key) } else { duplicates += 1 }
        latest[key] = (index, name, record)
      }
    }

    do {
      try manager.createDirectory(atPath: output, withIntermediateDirectories: true)
    } catch {
      throw ReviewError("\(output): cannot create the folder: \((error as NSError).localizedDescription)")
    }
    RunFolder.clear(folder: output)
    let recordsFolder = (output as NSString).appendingPathComponent("records")
    var used: [String: String] = [:]  // output-relative path → source file
    var records: [SnapshotRecord] = []
    var feed = try ReportPage.feedHeader(
      ReportMeta(title: "Snapshot report", folders: folders, generatedBy: "collection-snapshot report", approveFolder: approveFolder ?? output, duplicates: duplicates))
    do {
      for key in order {
        guard case (let sourceIndex, var name, var record)? = latest[key] else { continue }
        let folder = sources[sourceIndex].folder
        var texts = PageTexts()
        var artifacts = record.artifacts
        func place(_ relative: String?) throws -> String? {
          guard let relative, let source = RunFolder.resolve(relative, in: folder), manager.fileExists(atPath: source) else { return nil }
          var destination = relative
          if let owner = used[destination], owner != source { destination = "shard-\(sourceIndex + 1)/" + relative }
          used[destination] = source
          try linkOrCopy(source, to: (output as NSString).appendingPathComponent(destination))
          return destination
        }
        if let diffText = artifacts.diffText, let source = RunFolder.resolve(diffText, in: folder) {
          texts.diff = try Self.pageText(source)
        }
        if record.status == .missing, !record.isPicture, let actual = artifacts.actual, let source = RunFolder.resolve(actual, in: folder) {
          texts.actual = try Self.pageText(source)
        }
        artifacts.reference = try place(artifacts.reference)
        artifacts.actual = try place(artifacts.actual)
        artifacts.diff = try place(artifacts.diff)
        artifacts.diffText = try place(artifacts.diffText)
        let unchanged = artifacts == record.artifacts
        record.artifacts = artifacts
        let sourceRecord = (folder as NSString).appendingPathComponent("records/" + name)
        if used["records/" + name] != nil { name = "shard-\(sourceIndex + 1)/" + name }
        used["records/" + name] = name
        let recordPath = (recordsFolder as NSString).appendingPathComponent(name)
        if unchanged {
          // The record as it is: linked, not written again.
          try linkOrCopy(sourceRecord, to: recordPath)
        } else {
          try BinaryFile.writeAtomically(try RecordCoding.encode(record), to: recordPath, creatingFolder: true)
        }
        feed += try ReportPage.feedLine(PageEntry(record: record, texts: texts))
        records.append(record)
      }
      try BinaryFile.writeAtomically(try RecordCoding.encode(RunMarker(run: "report")), to: (recordsFolder as NSString).appendingPathComponent("run.json"))
      let entries = ReportEntry.group(records)
      let summary = ReportSummary(entries: entries, folders: folders, approveFolder: approveFolder ?? output)
      let encoder = RecordCoding.encoder
      encoder.outputFormatting.insert(.prettyPrinted)
      try BinaryFile.writeAtomically(Array(try encoder.encode(summary)), to: (output as NSString).appendingPathComponent("report.json"))
      try BinaryFile.writeAtomically(feed, to: (output as NSString).appendingPathComponent(ReportPage.feedFile))
      let page = (output as NSString).appendingPathComponent("index.html")
      try BinaryFile.writeAtomically(Array(ReportPage.html.utf8), to: page)
      return Result(page: page, counts: summary.counts, assertions: records.count, duplicates: duplicates)
    } catch let error as ReviewError {
      throw error
    } catch {
      throw ReviewError("\(output): cannot write the report: \(error)")
    }
  }

  /// A hard link to `source` at `destination` (same file system), else a copy.
  static func linkOrCopy(_ source: String, to destination: String) throws {
    let manager = FileManager.default
    try manager.createDirectory(atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    unlink(destination)
    if link(source, destination) == 0 { return }
    try manager.copyItem(atPath: source, toPath: destination)
  }
}

extension ReportWriter {
  /// A text artifact shown inline on the page, cut to the page's length; `nil` when the run did
  /// not keep it. A file that is there but cannot be read is an error naming it.
  static func pageText(_ path: String) throws -> String? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    do {
      return PageTexts.cut(String(decoding: try BinaryFile.read(path), as: UTF8.self))
    } catch {
      throw ReviewError("cannot read an artifact of the run: \(error)")
    }
  }
}
