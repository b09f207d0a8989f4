import ArgumentParser
import CollectionSnapshot
import CollectionSnapshotReview
import Foundation

/// `report`: the review side at scale. Writes N synthetic failures (a picture and a layout
/// dump each, with reference, actual and diff files) into two artifacts folders as two shards
/// would, timing each record and page-feed write; then merges them into one report, against
/// the baseline of copying the same files.
struct ReportBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Time records, the page feed and collection-snapshot report on synthetic failures."
  )

  @Option(help: "Failures in all (half a shard each).")
  var failures = 1000

  @Option(help: "Timed repetitions of the report.")
  var iterations = 7

  @Option(help: "Keep the shards and the report here (to open the page, or for the browser test).")
  var keep: String?

  func run() throws {
    RunIdentity.setCurrent(.ownRun(prefix: "bench"))
    let folder = keep ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("collection-snapshot-report-bench")
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let shards = [(folder as NSString).appendingPathComponent("shard1"), (folder as NSString).appendingPathComponent("shard2")]
    // One small picture pair, encoded once: the work measured is files and records, not PNG.
    var reference = Bitmap(width: 120, height: 200, scale: 2, fill: Color(red: 230, green: 232, blue: 240))
    var actual = reference
    for x in 20..<100 {
      reference[x, 50] = Color(red: 20, green: 30, blue: 200)
      actual[x, 58] = Color(red: 20, green: 30, blue: 200)
    }
    let comparison = ImageComparator.compare(reference: reference, actual: actual, makeDiffImage: true)
    let pictures = [
      ("reference.png", try PNGCodec().encode(reference)), ("actual.png", try PNGCodec().encode(actual)),
      ("diff.png", try PNGCodec().encode(comparison.diffImage ?? actual)),
    ]
    let dump = (0..<40).map { "cell [0,\($0)] Row id=r\($0) frame=(0, \($0 * 44), 390, 44) z=0" }.joined(separator: "\n") + "\n"
    let changed = dump.replacingOccurrences(of: "frame=(0, 88, 390, 44)", with: "frame=(0, 96, 390, 44)")
    let clock = ContinuousClock()
    var perRecord: [Double] = []
    for index in 0..<failures {
      let shard = shards[index % 2]
      let run = RunFolder.shared(shard)
      let name = "Suite\(index % 20)/test\(index)"
      let started = clock.now
      for (suffix, bytes) in pictures { try BinaryFile.writeAtomically(bytes, to: (shard as NSString).appendingPathComponent("\(name).\(suffix)"), creatingFolder: true) }
      try BinaryFile.writeAtomically(Array(changed.utf8), to: (shard as NSString).appendingPathComponent("\(name).actual.layout.txt"), creatingFolder: true)
      let diff = "--- reference\n+++ actual\n@@ -3 +3 @@\n-cell [0,2] Row id=r2 frame=(0, 88, 390, 44) z=0\n+cell [0,2] Row id=r2 frame=(0, 96, 390, 44) z=0\n"
      try BinaryFile.writeAtomically(Array(diff.utf8), to: (shard as NSString).appendingPathComponent("\(name).diff"), creatingFolder: true)
      let image = SnapshotRecord(
        run: run.identity.run, test: "Bench.Suite\(index % 20)/test\(index)()", suite: "Bench.Suite\(index % 20)", file: "Tests/Bench.swift", line: index + 1, column: 5,
        strategy: "image", status: .failed, recordMode: "never", reference: "Snapshots/\(name).png", referenceHash: SHA256.hex(pictures[0].1),
        actualHash: SHA256.hex(pictures[1].1),
        artifacts: .init(reference: "\(name).reference.png", actual: "\(name).actual.png", diff: "\(name).diff.png"),
        image: .init(
          referenceWidth: 120, referenceHeight: 200, actualWidth: 120, actualHeight: 200, scale: 2, differingPixels: comparison.differingPixels, totalPixels: 24000,
          regions: comparison.regions.map { [$0.x, $0.y, $0.width, $0.height] }))
      var layout = image
      layout.strategy = "layout"
      layout.reference = "Snapshots/\(name).layout.txt"
      layout.referenceHash = SHA256.hex(Array(dump.utf8))
      layout.actualHash = SHA256.hex(Array(changed.utf8))
      layout.image = nil
      layout.artifacts = .init(actual: "\(name).actual.layout.txt", diffText: "\(name).diff")
      layout.changes = ["cell [0,2] Row: y 88 → 96"]
      try run.write(image, relativePath: name + ".png")
      try run.write(layout, relativePath: name + ".layout.txt", texts: PageTexts(diff: diff))
      perRecord.append(Double((clock.now - started).components.attoseconds) / 1e15 + Double((clock.now - started).components.seconds) * 1000)
    }
    // Per failure: five review files, two records, two feed lines. The same near the start and
    // the end: the page is fed, not rebuilt.
    if perRecord.count >= 220 {
      let early = perRecord[10..<110].sorted()[50]
      let late = perRecord.suffix(100).sorted()[50]
      print("report.failure-write: median \(Measurement.format(early)) ms for failures 11-110, \(Measurement.format(late)) ms for the last 100")
    }
    // Each repetition writes a new folder, as a CI job does.
    var round = 0
    let report = try Measurement.run("report.merge.\(failures)-failures", iterations: iterations) {
      round += 1
      _ = try ReportWriter.write(folders: shards, output: (folder as NSString).appendingPathComponent("report-\(round)"))
    }
    print(report.line)
    let output = (folder as NSString).appendingPathComponent("report")
    try FileManager.default.moveItem(atPath: (folder as NSString).appendingPathComponent("report-\(round)"), toPath: output)
    for old in 1..<round { try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent("report-\(old)")) }
    // Baseline: copying the same files (what any report that ships its pictures must do).
    let copyTarget = (folder as NSString).appendingPathComponent("copy")
    let files = shards.flatMap { shard in
      ((FileManager.default.enumerator(atPath: shard)?.allObjects as? [String]) ?? []).filter { !$0.hasPrefix("records") && $0.contains(".") }.map { (shard, $0) }
    }
    var copyRound = 0
    let copy = try Measurement.run("report.baseline.copy-\(files.count)-files", iterations: iterations) {
      copyRound += 1
      for (shard, file) in files {
        let destination = (copyTarget as NSString).appendingPathComponent("\(copyRound)/" + (shard as NSString).lastPathComponent + "/" + file)
        try FileManager.default.createDirectory(atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: (shard as NSString).appendingPathComponent(file), toPath: destination)
      }
    }
    print(copy.line)
    try? FileManager.default.removeItem(atPath: copyTarget)
    print("report.ratio: \(Measurement.format(report.median / copy.median))× the copy baseline")
    print("report.page: \((output as NSString).appendingPathComponent("index.html"))")
  }
}
