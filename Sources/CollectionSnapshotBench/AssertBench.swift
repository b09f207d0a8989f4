import ArgumentParser
import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation

/// `assert`: the assertion of the 1179 × 2556 render-benchmark screen against its reference:
/// the pass path (render, digest, read the reference's digest chunk) and the fail path (decode,
/// compare, diff image, artifacts); and the line diff of a 2,000-line repetitive dump with one
/// change.
struct AssertBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "assert",
    abstract: "Time a screen assertion's pass and fail paths, and the line diff of a long repetitive dump."
  )

  @Option(help: "Timed repetitions per measurement.")
  var iterations = 60

  @Flag(help: "Only the pass path (for profiling).")
  var passOnly = false

  @Option(help: "Keep the reference, the changed picture and the artifacts here (for other tools).")
  var workDir: String?

  func run() throws {
    let folder = workDir ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("collection-snapshot-assert-bench")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let references = (folder as NSString).appendingPathComponent("Snapshots")
    let artifacts = (folder as NSString).appendingPathComponent("artifacts")
    let screen = RenderBench.screen
    // Record the reference.
    _ = verifySnapshot(of: screen, as: .image, named: "screen", record: .all, snapshotDirectory: references, testName: "bench")
    let pass = Measurement.run("assert.pass.@3x", iterations: iterations) {
      if let message = verifySnapshot(of: screen, as: .image, named: "screen", record: .never, snapshotDirectory: references, testName: "bench") {
        fatalError("the pass path failed: \(message)")
      }
    }
    print(pass.line)
    if passOnly { return }
    var changed = screen
    changed.model.sections[1].items[7].content.title = "Changed"
    var message: String?
    let fail = Measurement.run("assert.fail.@3x", iterations: iterations) {
      message = withSnapshotTesting(artifactsDirectory: artifacts) {
        verifySnapshot(of: changed, as: .image, named: "screen", record: .never, snapshotDirectory: references, testName: "bench")
      }
    }
    print(fail.line)
    print("assert.fail.message: " + (message?.split(separator: "\n").dropFirst().first.map(String.init) ?? "none"))
    // The two pictures as files, for comparing other tools on the same work.
    let reference = (references as NSString).appendingPathComponent("AssertBench/bench.screen.png")
    let actual = (folder as NSString).appendingPathComponent("changed.png")
    try PNGCodec().write(try ScreenRenderer.render(changed), toFile: actual)
    print("assert.files: \(reference) \(actual)")

    // A 2,000-line dump of two alternating lines, one line changed.
    let old = (0..<2000).map { $0 % 2 == 0 ? "willDisplay cell [0,1] Row" : "didEndDisplaying cell [0,1] Row" }
    var new = old
    new[1000] = "willDisplay cell [0,2] Row"
    var unified = ""
    let diff = Measurement.run("assert.line-diff.2000-repetitive", iterations: iterations) {
      unified = LineDiff(from: old, to: new).unified()
    }
    print(diff.line)
    print("assert.line-diff.lines: \(unified.split(separator: "\n").count)")
  }
}
