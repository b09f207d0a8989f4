import ArgumentParser
import CollectionSnapshot
import CollectionSnapshotReview
import CollectionSnapshotTesting
import Foundation

/// `collection-snapshot verify`: the test library's assertion for screens kept as JSON.
struct VerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Check every JSON screen of a folder against its reference picture and layout dump.",
    discussion: """
      For each <folder>/<name>.json the picture and the layout dump are compared with \
      <snapshots>/<folder name>/<name>.png and .layout.txt, exactly as assertSnapshot(of:as: .image, \
      .layout) does in a test: the same references, the same records and review files in the \
      artifacts folder, and its report page (index.html), updated after every screen.

      With --scripts, each <scripts>/<name>.<script>.json runs on the screen <name> as \
      assertSnapshot(of:as: .trace(steps), .filmstrip(steps)) does: against \
      <snapshots>/<folder name>/<name>.<script>.trace.txt and .filmstrip.png, one report entry a script.

      Record modes: never (a missing reference fails), missing (write missing references), \
      failed (replace failing ones), all. The default is never when CI is set, else missing, \
      or COLLECTION_SNAPSHOT_RECORD.

      Exit status 0 when every screen matched (or was recorded with an explicit --record), 1 when \
      one differs, is new, or was recorded by the default mode (look at it, then re-run), 2 when a \
      screen cannot be read or drawn, or on bad options.
      """
  )

  @Argument(help: "The folder of JSON screens.")
  var folder: String

  @Option(help: "The references folder; each screen's references go under <snapshots>/<folder name>/.")
  var snapshots = "Snapshots"

  @Option(help: "never, missing, failed or all (default: never under CI, else missing).")
  var record: RecordMode?

  @Option(help: "Where records, review files and the report page go (default: .build/verify-artifacts at the root).")
  var artifacts: String?

  @Option(help: "A folder of scripts in JSON: each <name>.<script>.json runs on the screen <name>, its trace and filmstrip checked too.")
  var scripts: String?

  @Option(help: "viewport or full.")
  var mode: RenderOptions.Mode = .viewport

  @Option(help: "Pixels per point of the pictures (default: each device's scale).")
  var scale: Double?

  func validate() throws {
    if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be more than 0 and at most 8, got \(scale)") }
  }

  func run() throws {
    let names = try screenFiles(in: folder)
    let scriptsByScreen = try scripts.map { try Self.scriptFiles(in: $0, screens: names.map { String($0.dropLast(5)) }) } ?? [:]
    RunIdentity.setCurrent(.ownRun(prefix: "verify"))
    let root = ReferenceRoot.find()
    let group = URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent
    let artifactsFolder = artifacts ?? (root as NSString).appendingPathComponent(".build/verify-artifacts")
    let mode = record ?? RecordMode.fromEnvironment
    let origin: RecordModeOrigin = record != nil ? .option("--record") : .environment
    let configuration = SnapshotTestingConfiguration(record: mode, snapshotDirectory: snapshots, artifactsDirectory: artifactsFolder)
    let image = Snapshotting<Screen, ImageSnapshot>.image(mode: self.mode, scale: scale)
    var counts: [SnapshotRecord.Status: Int] = [:]
    var unreadable = 0
    for (index, file) in names.enumerated() {
      let name = String(file.dropLast(5))
      let path = (folder as NSString).appendingPathComponent(file)
      let loaded = Result { try ScreenDocument.load(contentsOfFile: path) }
      let site = AssertionSite(test: "verify/\(group)/\(name)", suite: "verify \(group)", displayName: name, file: path)
      var checks: [SnapshotOutcome] = []
      let logged = try ConsoleWarnings.collecting {
        checks = [
          CollectionSnapshotTesting.verifySnapshot(
            of: try loaded.get(), as: image, at: SnapshotLocation(relativePath: "\(group)/\(name).png", snapshotDirectory: snapshots, root: root),
            site: site, mode: mode, origin: origin, configuration: configuration),
          CollectionSnapshotTesting.verifySnapshot(
            of: try loaded.get(), as: .layout, at: SnapshotLocation(relativePath: "\(group)/\(name).layout.txt", snapshotDirectory: snapshots, root: root),
            site: site, mode: mode, origin: origin, configuration: configuration),
        ]
      }
      if case .failure(let error) = loaded {
        unreadable += 1
        print("[\(index + 1)/\(names.count)] \(name): error")
        FileHandleOutput.standardError("error: \(error)")
        continue
      }
      var worst = checks.map(\.record.status).max() ?? .passed
      print("[\(index + 1)/\(names.count)] \(name): " + checks.map(Self.describe).joined(separator: "; "))
      // What UIKit would have logged for the screen: said, never a failure.
      for line in logged { print("  warning: \(line)") }
      for check in checks where check.record.status == .error { FileHandleOutput.standardError("error: \(name): \(check.message ?? "")") }
      for script in scriptsByScreen[name] ?? [] {
        let scriptName = String(script.dropLast(5))
        let scriptPath = (scripts! as NSString).appendingPathComponent(script)
        let steps: [ScriptStep], options: HeadlessCollectionView.Options
        do {
          (steps, options) = try ScriptDocument.load(contentsOfFile: scriptPath)
        } catch {
          unreadable += 1
          print("  \(scriptName): error")
          FileHandleOutput.standardError("error: \(error)")
          continue
        }
        let scriptSite = AssertionSite(test: "verify/\(group)/\(scriptName)", suite: "verify \(group)", displayName: scriptName, file: scriptPath)
        let location = { (ext: String) in SnapshotLocation(relativePath: "\(group)/\(scriptName).\(ext)", snapshotDirectory: snapshots, root: root) }
        let scriptChecks = [
          CollectionSnapshotTesting.verifySnapshot(
            of: try loaded.get(), as: .trace(steps, options: options), at: location("trace.txt"),
            site: scriptSite, mode: mode, origin: origin, configuration: configuration),
          CollectionSnapshotTesting.verifySnapshot(
            of: try loaded.get(), as: .filmstrip(steps, options: options), at: location("filmstrip.png"),
            site: scriptSite, mode: mode, origin: origin, configuration: configuration),
        ]
        worst = max(worst, scriptChecks.map(\.record.status).max() ?? .passed)
        print("  \(scriptName): " + scriptChecks.map(Self.describe).joined(separator: "; "))
        for check in scriptChecks where check.record.status == .error { FileHandleOutput.standardError("error: \(scriptName): \(check.message ?? "")") }
      }
      counts[worst, default: 0] += 1
    }
    let page = (artifactsFolder as NSString).appendingPathComponent("index.html")
    var summary = "\(names.count) screens: \(counts[.passed] ?? 0) passed, \(counts[.failed] ?? 0) failed, \(counts[.missing] ?? 0) new, \(counts[.recorded] ?? 0) recorded"
    if unreadable + (counts[.error] ?? 0) > 0 { summary += ", \(unreadable + (counts[.error] ?? 0)) errors" }
    print(summary)
    print("report: \(ReferenceRoot.shown(page))")
    if unreadable + (counts[.error] ?? 0) > 0 { throw ExitCode(2) }
    let recordedByDefault = record == nil && (counts[.recorded] ?? 0) > 0
    if (counts[.failed] ?? 0) + (counts[.missing] ?? 0) > 0 {
      print("accept the changes after review: collection-snapshot approve \(ShellQuote.quote(ReferenceRoot.shown(artifactsFolder)))")
      throw ExitCode(1)
    }
    if recordedByDefault {
      print("references written: look at them, commit them, re-run")
      throw ExitCode(1)
    }
  }

  /// The scripts of a folder (`<screen>.<script>.json`) by the screen they run on; a script
  /// named for no screen, or a folder that cannot be read, exits with status 2 and the reason.
  static func scriptFiles(in folder: String, screens: [String]) throws -> [String: [String]] {
    let files = try jsonFiles(in: folder, shownAs: "--scripts \(folder)")
    var byScreen: [String: [String]] = [:]
    for file in files {
      let name = file.dropLast(5)
      guard let dot = name.lastIndex(of: "."), screens.contains(String(name[..<dot])) else {
        FileHandleOutput.standardError("error: --scripts \(folder)/\(file): names no screen of the folder (a script is <screen>.<script>.json)")
        throw ExitCode(2)
      }
      byScreen[String(name[..<dot]), default: []].append(file)
    }
    return byScreen
  }

  /// `image passed`, `image failed (1,234 of 2,000 pixels differ)`, `layout failed (3 changes)`.
  static func describe(_ check: SnapshotOutcome) -> String {
    let record = check.record
    var text = "\(record.strategy) \(record.status == .missing ? "new" : record.status.rawValue)"
    if record.status == .failed {
      if let image = record.image {
        if image.referenceWidth != image.actualWidth || image.referenceHeight != image.actualHeight {
          text += " (size \(image.referenceWidth)x\(image.referenceHeight) → \(image.actualWidth)x\(image.actualHeight))"
        } else {
          text += " (\(image.differingPixels) of \(image.totalPixels) pixels differ)"
        }
      } else if let changes = record.changes {
        text += " (\(changes.count) change\(changes.count == 1 ? "" : "s"): \(changes[0])\(changes.count > 1 ? ", …" : ""))"
      }
    }
    return text
  }
}

extension RecordMode: ExpressibleByArgument {}
