import ArgumentParser
import CollectionSnapshotReview
import Foundation

/// `collection-snapshot report`: one static report for any number of artifacts folders.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Merge the artifacts folders of test runs (CI shards) into one static HTML report.",
    discussion: """
      Writes <output>/index.html (open it from the file system: no network, nothing external), \
      report.json (the same for bots), the records and the pictures and diffs they name. The \
      output folder is itself an artifacts folder for approve and stale. When two folders hold \
      the same assertion, the later folder's record is kept.

      Exit status 0 when the report was written (whatever the tests found), 2 on bad input (a \
      folder without records, an unreadable record).
      """
  )

  @Argument(help: "Artifacts folders of test runs or verify (each with a records/ folder).")
  var folders: [String]

  @Option(name: [.short, .long], help: "The report folder.")
  var output = "snapshot-report"

  func validate() throws {
    if folders.isEmpty { throw ValidationError("name at least one artifacts folder") }
  }

  func run() throws {
    let clock = ContinuousClock()
    let started = clock.now
    let result: ReportWriter.Result
    do {
      result = try ReportWriter.write(folders: folders, output: output)
    } catch {
      FileHandleOutput.standardError("error: \(error)")
      throw ExitCode(2)
    }
    let counts = result.counts
    let seconds = (clock.now - started).components
    let elapsed = Double(seconds.seconds) + Double(seconds.attoseconds) / 1e18
    // The counts are entries (one per assertion call: `as: .image, .layout` is one entry, two
    // assertions), as the page counts them.
    let entries = counts.failed + counts.missing + counts.recorded + counts.passed + counts.error
    var line = "report: \(ReferenceRoot.shown(result.page)) (\(entries) entr\(entries == 1 ? "y" : "ies"): \(counts.failed) failed, \(counts.missing) new, \(counts.recorded) recorded, \(counts.passed) passed"
    if counts.error > 0 { line += ", \(counts.error) errors" }
    line += "; \(result.assertions) assertion\(result.assertions == 1 ? "" : "s") from \(folders.count) folder\(folders.count == 1 ? "" : "s")"
    if result.duplicates > 0 { line += ", \(result.duplicates) repeated (the later folder's kept)" }
    line += String(format: "; %.2f s)", elapsed)
    print(line)
  }
}
