import ArgumentParser
import CollectionSnapshotReview
import Foundation

/// `collection-snapshot approve`: accepts reviewed changes.
struct ApproveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "approve",
    abstract: "Copy the actual snapshots of failed and new assertions over their references.",
    discussion: """
      Reads the records of the artifacts folders (of a test run, verify, or a report folder) and \
      replaces each selected reference with its actual snapshot, atomically, printing every file \
      it replaced. A reference that changed since the run (its SHA-256 differs from the record's) \
      is refused and left alone: re-run the test. A reference the run read at its earlier place \
      (Snapshots/<TestFile>/…, before the test target was part of the path) is written at its \
      place and the earlier file removed. References are resolved against --root, by default the \
      package root above the current folder.

      --test selects assertions by test id (Module.Suite/productList()), suite (Module.Suite), \
      test name (productList(), testProductList), display name or reference path; * matches any \
      run of characters and ? one character; a pattern without them must match whole. Repeat it \
      to select more.

      Exit status 0 when every selected reference was accepted (or nothing needed it), 1 when one \
      was refused, 2 on bad input (a folder without records, a pattern that selects nothing).
      """
  )

  @Argument(help: "Artifacts folders (of test runs, verify or report).")
  var folders: [String]

  @Option(name: .customLong("test"), help: "Accept only the assertions this pattern selects (repeatable).")
  var patterns: [String] = []

  @Flag(help: "Print what would be replaced; change nothing.")
  var dryRun = false

  @Option(help: "The folder record paths are relative to (default: the package root above the current folder).")
  var root: String?

  func validate() throws {
    if folders.isEmpty { throw ValidationError("name at least one artifacts folder") }
  }

  func run() throws {
    let outcomes: [Approval.Outcome]
    do {
      outcomes = try Approval.run(folders: folders, patterns: patterns.map(GlobPattern.init), root: root ?? ReferenceRoot.find(), dryRun: dryRun)
    } catch {
      FileHandleOutput.standardError("error: \(error)")
      throw ExitCode(2)
    }
    var accepted = 0
    var refused = 0
    for outcome in outcomes {
      switch outcome {
      case .refused:
        refused += 1
        FileHandleOutput.standardError(outcome.line(dryRun: dryRun))
      case .unchanged:
        print(outcome.line(dryRun: dryRun))
      case .added, .replaced, .moved:
        accepted += 1
        print(outcome.line(dryRun: dryRun))
      }
    }
    if outcomes.isEmpty {
      print("nothing to approve: no failed or new snapshot in \(folders.joined(separator: ", "))")
    } else {
      print("\(accepted) reference\(accepted == 1 ? "" : "s") \(dryRun ? "would be written" : "written"), \(refused) refused")
    }
    if refused > 0 { throw ExitCode(1) }
  }
}
