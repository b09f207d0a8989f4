import CollectionSnapshotReview
import Foundation
import Testing

/// verify, report, approve and stale as a reviewer uses them, in a scratch folder of JSON
/// screens (no Package.swift: paths are relative to the folder the commands run in).
@Suite("collection-snapshot verify, report, approve, stale")
struct ReviewCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func copyScreen(_ name: String, as newName: String? = nil, into folder: ScratchFolder) throws {
    try FileManager.default.copyItem(atPath: Self.root.appendingPathComponent("Fixtures/\(name).json").path, toPath: folder.path("screens/\(newName ?? name).json"))
  }

  @Test("The review loop: record, change, verify fails, report, approve, verify passes, stale finds the orphans")
  func reviewLoop() throws {
    let folder = try ScratchFolder("review-loop")
    defer { folder.remove() }
    let run = { (arguments: [String]) in try CLIRunner.run(arguments, in: folder.url.path, environment: ["CI": ""]) }
    try FileManager.default.createDirectory(atPath: folder.path("screens"), withIntermediateDirectories: true)
    for name in ["feature-badges", "feature-grid", "feature-list"] { try copyScreen(name, into: folder) }

    let recorded = try run(["verify", "screens", "--record", "all", "--artifacts", "a0"])
    #expect(recorded.status == 0, "\(recorded.standardError)")
    #expect(recorded.standardOutput.hasPrefix("[1/3] feature-badges: image recorded; layout recorded\n[2/3] feature-grid: image recorded; layout recorded\n"))
    // The command line writes the bytes the test library wrote for the same screens.
    for name in ["feature-grid.png", "feature-list.layout.txt"] {
      let cli = try Data(contentsOf: URL(fileURLWithPath: folder.path("Snapshots/screens/\(name)")))
      let library = try Data(contentsOf: Self.root.appendingPathComponent("Snapshots/Fixtures/\(name)"))
      #expect(cli == library, "\(name)")
    }

    // One screen changes (a longer subtitle), one is new.
    let list = folder.path("screens/feature-list.json")
    let text = try String(contentsOfFile: list, encoding: .utf8)
    try text.replacingOccurrences(of: "ada@example.com", with: "ada.lovelace@example.com").write(toFile: list, atomically: true, encoding: .utf8)
    try copyScreen("feature-grid", as: "extra", into: folder)
    let failing = try run(["verify", "screens", "--record", "never", "--artifacts", "a1"])
    #expect(failing.status == 1)
    let lines = failing.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines[0] == "[1/4] extra: image new; layout new")
    #expect(lines[3].hasPrefix("[4/4] feature-list: image failed ("))
    // The subtitle's length changes no frame; the dump's texts name the change.
    #expect(lines[3].hasSuffix(#"; layout failed (1 change: cell [0,1] ListRow: texts ["Email","ada@example.com"] → ["Email","ada.lovelace@example.com"])"#))
    #expect(lines[4] == "4 screens: 2 passed, 1 failed, 1 new, 0 recorded")
    #expect(lines[5] == "report: a1/index.html")
    #expect(lines[6] == "accept the changes after review: collection-snapshot approve a1")
    // The new screen's record says which option kept it from being recorded.
    let newRecord = try String(contentsOfFile: folder.path("a1/records/screens/extra.png.json"), encoding: .utf8)
    #expect(newRecord.contains("(record mode never, from --record never); pass --record missing to record it"), "\(newRecord)")

    let report = try run(["report", "a1", "--output", "review"])
    #expect(report.status == 0, "\(report.standardError)")
    #expect(report.standardOutput.hasPrefix("report: review/index.html (4 entries: 1 failed, 1 new, 0 recorded, 2 passed; 8 assertions from 1 folder; "))
    for file in ["index.html", "report-data.js", "report.json", "screens/feature-list.diff.png", "screens/extra.actual.png"] {
      #expect(FileManager.default.fileExists(atPath: folder.path("review/" + file)), "\(file)")
    }

    let dry = try run(["approve", "review", "--test", "Snapshots/screens/feature-list.png", "--dry-run"])
    #expect(dry.status == 0)
    #expect(dry.standardOutput == "would replace Snapshots/screens/feature-list.png with review/screens/feature-list.actual.png\n1 reference would be written, 0 refused\n")
    let approved = try run(["approve", "review"])
    #expect(approved.status == 0, "\(approved.standardError)")
    #expect(approved.standardOutput == """
      added Snapshots/screens/extra.layout.txt from review/screens/extra.actual.layout.txt
      added Snapshots/screens/extra.png from review/screens/extra.actual.png
      replaced Snapshots/screens/feature-list.layout.txt with review/screens/feature-list.actual.layout.txt
      replaced Snapshots/screens/feature-list.png with review/screens/feature-list.actual.png
      4 references written, 0 refused

      """)
    let green = try run(["verify", "screens", "--record", "never", "--artifacts", "a2"])
    #expect(green.status == 0, "\(green.standardOutput)")
    #expect(try run(["approve", "review"]).standardOutput.contains("unchanged Snapshots/screens/extra.png (already the accepted snapshot)"))

    // A reference changed after the run is refused.
    try text.write(toFile: list, atomically: true, encoding: .utf8)
    _ = try run(["verify", "screens", "--record", "never", "--artifacts", "a3"])
    try Data("newer work".utf8).write(to: URL(fileURLWithPath: folder.path("Snapshots/screens/feature-list.png")))
    let refused = try run(["approve", "a3"])
    #expect(refused.status == 1)
    #expect(refused.standardError.hasPrefix("refused Snapshots/screens/feature-list.png: it changed since the run"))
    #expect(try String(contentsOfFile: folder.path("Snapshots/screens/feature-list.png"), encoding: .utf8) == "newer work")

    // A renamed screen leaves its old references behind.
    try FileManager.default.moveItem(atPath: folder.path("screens/extra.json"), toPath: folder.path("screens/renamed.json"))
    try FileManager.default.removeItem(atPath: folder.path("Snapshots/screens/feature-list.png"))
    let rerun = try run(["verify", "screens", "--record", "missing", "--artifacts", "a4"])
    #expect(rerun.status == 0, "recorded with an explicit --record: \(rerun.standardOutput)")
    let stale = try run(["stale", "Snapshots", "--runs", "a4"])
    #expect(stale.status == 1)
    #expect(stale.standardOutput == """
      Snapshots/screens/extra.layout.txt
      Snapshots/screens/extra.png
      2 stale references under Snapshots (8 used by the runs); --delete removes them

      """)
    let deleted = try run(["stale", "Snapshots", "--runs", "a4", "--delete"])
    #expect(deleted.status == 0)
    #expect(!FileManager.default.fileExists(atPath: folder.path("Snapshots/screens/extra.png")))
    #expect(try run(["stale", "Snapshots", "--runs", "a4"]).status == 0)
  }

  @Test("Processes of one run share an artifacts folder: every record and feed line survives; the next run starts afresh")
  func sharedFolder() throws {
    let folder = try ScratchFolder("review-shared")
    defer { folder.remove() }
    let names = ["feature-badges", "feature-grid", "feature-list", "feature-nested-groups", "feature-pinned-header", "ss-banners-products"]
    for (index, name) in names.enumerated() {
      let group = "group\(index % 3)"
      try FileManager.default.createDirectory(atPath: folder.path("screens/\(group)"), withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: Self.root.appendingPathComponent("Fixtures/\(name).json").path, toPath: folder.path("screens/\(group)/\(name).json"))
    }
    // Three processes at once, one run.
    let processes = try (0..<3).map { index -> Process in
      let process = Process()
      process.executableURL = CLIRunner.executable
      process.arguments = ["verify", "screens/group\(index)", "--record", "never", "--artifacts", "shared"]
      process.currentDirectoryURL = folder.url
      process.environment = ProcessInfo.processInfo.environment.merging(["COLLECTION_SNAPSHOT_RUN": "one-run"]) { $1 }
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      return process
    }
    for process in processes { process.waitUntilExit() }
    #expect(processes.map(\.terminationStatus) == [1, 1, 1], "every screen is new")
    #expect(try RunFolder.recordFiles(in: folder.path("shared")).count == 12)
    let feed = try String(contentsOfFile: folder.path("shared/report-data.js"), encoding: .utf8).split(separator: "\n")
    #expect(feed.count == 13, "the header and one line per assertion")
    #expect(feed.dropFirst().allSatisfy { $0.hasPrefix("CSReport.add({") && $0.hasSuffix("});") })
    // Another run into the same folder replaces this one.
    let next = try CLIRunner.run(["verify", "screens/group0", "--record", "never", "--artifacts", "shared"], in: folder.url.path, environment: ["COLLECTION_SNAPSHOT_RUN": "next-run"])
    #expect(next.status == 1)
    #expect(try RunFolder.recordFiles(in: folder.path("shared")).count == 4)
    #expect(!FileManager.default.fileExists(atPath: folder.path("shared/group1/feature-grid.actual.png")), "the previous run's files are gone")
  }

  @Test("Bad input exits 2: a folder without records, a screen that cannot be read")
  func badInput() throws {
    let folder = try ScratchFolder("review-bad")
    defer { folder.remove() }
    let report = try CLIRunner.run(["report", folder.path("nothing"), "--output", folder.path("out")])
    #expect(report.status == 2)
    #expect(report.standardError == "error: \(folder.path("nothing")): no such file or folder\n")
    try FileManager.default.createDirectory(atPath: folder.path("empty"), withIntermediateDirectories: true)
    let empty = try CLIRunner.run(["approve", folder.path("empty")])
    #expect(empty.status == 2)
    #expect(empty.standardError == "error: \(folder.path("empty")): no records/ folder: not an artifacts folder of a test run (or the run wrote nothing)\n")
    try FileManager.default.createDirectory(atPath: folder.path("screens"), withIntermediateDirectories: true)
    try "{\"sections\": 3}".write(toFile: folder.path("screens/bad.json"), atomically: true, encoding: .utf8)
    let verify = try CLIRunner.run(["verify", "screens", "--artifacts", "a"], in: folder.url.path)
    #expect(verify.status == 2)
    #expect(verify.standardOutput.hasPrefix("[1/1] bad: error\n"))
    let records = try RunFolder.recordFiles(in: folder.path("a"))
    #expect(records.map(\.1.status) == [.error, .error], "the report shows the screen that could not be read")
  }

  @Test("verify --scripts checks each script's trace and filmstrip, one entry a script")
  func scripts() throws {
    let folder = try ScratchFolder("verify-scripts")
    defer { folder.remove() }
    let run = { (arguments: [String]) in try CLIRunner.run(arguments, in: folder.url.path, environment: ["CI": ""]) }
    for sub in ["screens", "scripts"] { try FileManager.default.createDirectory(atPath: folder.path(sub), withIntermediateDirectories: true) }
    try copyScreen("feature-list", into: folder)
    try FileManager.default.copyItem(
      atPath: Self.root.appendingPathComponent("Fixtures/scripts/feature-list.reorder.json").path, toPath: folder.path("scripts/feature-list.reorder.json"))

    let recorded = try run(["verify", "screens", "--scripts", "scripts", "--record", "all", "--artifacts", "a0"])
    #expect(recorded.status == 0, "\(recorded.standardError)")
    #expect(recorded.standardOutput.hasPrefix("[1/1] feature-list: image recorded; layout recorded\n  feature-list.reorder: trace recorded; filmstrip recorded\n"))
    // The trace is the one `collection-snapshot trace` prints for the same screen and script.
    let trace = try run(["trace", "screens/feature-list.json", "scripts/feature-list.reorder.json"])
    #expect(try String(contentsOfFile: folder.path("Snapshots/screens/feature-list.reorder.trace.txt"), encoding: .utf8) == trace.standardOutput)

    // A longer subtitle: the same callbacks, other pixels in every frame.
    let list = folder.path("screens/feature-list.json")
    let text = try String(contentsOfFile: list, encoding: .utf8)
    try text.replacingOccurrences(of: "ada@example.com", with: "ada.lovelace@example.com").write(toFile: list, atomically: true, encoding: .utf8)
    let failing = try run(["verify", "screens", "--scripts", "scripts", "--record", "never", "--artifacts", "a1"])
    #expect(failing.status == 1)
    let lines = failing.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines[1].hasPrefix("  feature-list.reorder: trace passed; filmstrip failed ("), "\(lines)")
    let entries = ReportEntry.group(try RunFolder.recordFiles(in: folder.path("a1")).map(\.1))
    #expect(entries.map(\.stem) == ["Snapshots/screens/feature-list", "Snapshots/screens/feature-list.reorder"])
    #expect(entries[1].records.map(\.strategy) == ["filmstrip", "trace"])

    // A script named for no screen of the folder.
    try "{\"steps\": []}".write(toFile: folder.path("scripts/other.scroll.json"), atomically: true, encoding: .utf8)
    let orphan = try run(["verify", "screens", "--scripts", "scripts", "--artifacts", "a2"])
    #expect(orphan.status == 2)
    #expect(orphan.standardError == "error: --scripts scripts/other.scroll.json: names no screen of the folder (a script is <screen>.<script>.json)\n")
  }
}
