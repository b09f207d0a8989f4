import ArgumentParser
import CollectionSnapshotReview
import Foundation

/// `collection-snapshot stale`: references no assertion used.
struct StaleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stale",
    abstract: "List (or delete) the references no assertion of the given runs touched.",
    discussion: """
      Every assertion writes a record naming its reference, passing or not; a file of the \
      references folder that no record names belongs to a renamed or deleted test. This needs \
      the records of a full, unfiltered run of every test that uses the folder (all shards): \
      records of a filtered run (--filter, --skip, named tests) are refused, and so are runs \
      that used no reference under the folder. A reference still at its earlier place \
      (Snapshots/<TestFile>/…), read there by a test, is in use. A reference used only by a \
      skipped or disabled test looks stale too: check the list before --delete.

      Exit status 0 when nothing is stale (or it was deleted), 1 when stale references are \
      listed, 2 on bad input.
      """
  )

  @Argument(help: "The references folder (Snapshots).")
  var snapshots: String

  @Option(parsing: .upToNextOption, help: "Artifacts folders of the runs (each with a records/ folder).")
  var runs: [String] = []

  @Flag(help: "Delete the stale references after listing them.")
  var delete = false

  @Option(help: "The folder record paths are relative to (default: the package root above the current folder).")
  var root: String?

  func validate() throws {
    if runs.isEmpty { throw ValidationError("name the runs' artifacts folders with --runs") }
  }

  func run() throws {
    let found: (stale: [String], touched: Int)
    let base = root ?? ReferenceRoot.find()
    do {
      found = try StaleReferences.find(snapshots: snapshots, runs: runs, root: base)
    } catch {
      FileHandleOutput.standardError("error: \(error)")
      throw ExitCode(2)
    }
    for file in found.stale { print(ReferenceRoot.shown(file)) }
    let summary = "\(found.stale.count) stale reference\(found.stale.count == 1 ? "" : "s") under \(snapshots) (\(found.touched) used by the runs)"
    guard !found.stale.isEmpty else {
      print(summary)
      return
    }
    if delete {
      do {
        try StaleReferences.delete(found.stale, under: snapshots)
      } catch {
        FileHandleOutput.standardError("error: \(error)")
        throw ExitCode(2)
      }
      print(summary + ": deleted")
    } else {
      print(summary + "; --delete removes them")
      throw ExitCode(1)
    }
  }
}
