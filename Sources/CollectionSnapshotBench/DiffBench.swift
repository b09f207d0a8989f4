import ArgumentParser
import CollectionSnapshot
import Foundation

/// `diff`: the in-process median of exactly what `collection-snapshot diff` does with two files
/// (read, compare bytes, decode both, compare pixels, write the diff image), and with
/// `--blazediff` BlazeDiff's Python API on the same files, with its diff image at the same zlib
/// level, in rounds taken in turn.
struct DiffBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Time the comparison of two PNG files, as the diff command does it (and BlazeDiff, like for like).",
    discussion: """
      With --pair DIR, writes the pair first: the generated 1179 × 2556 screen (reference.png) and \
      a copy with a 300 × 200 block and a 10-pixel band changed (actual.png), both at zlib level 1 \
      without a filter, then times them. With --blazediff, BlazeDiff 6.0.2's Python API \
      (pip install blazediff==6.0.2) compares the same files and writes its diff image at the \
      same zlib level (its `compression`), in the same run: rounds of each taken in turn.
      """
  )

  @Argument(help: "The reference PNG (with --pair: the folder's reference.png).")
  var reference: String?

  @Argument(help: "The actual PNG (with --pair: the folder's actual.png).")
  var actual: String?

  @Option(help: "Write the generated pair into this folder and time it.")
  var pair: String?

  @Option(name: [.short, .long], help: "Write the diff image here on every repetition.")
  var output: String?

  @Option(help: "The diff image's zlib level (default: the diff image's own, \(PNGCodec.diffImage.compressionLevel)).")
  var level: Int?

  @Option(help: "Perceptual threshold 0…1; omit for an exact comparison.")
  var threshold: Double?

  @Flag(help: "Detect anti-aliasing (with --threshold).")
  var antialiasing = false

  @Flag(help: "Also time BlazeDiff's Python API on the same files, with its diff image at the same level.")
  var blazediff = false

  @Option(help: "Timed repetitions of each tool.")
  var iterations = 25

  @Option(help: "Rounds the repetitions are split into, the tools taken in turn.")
  var rounds = 5

  func validate() throws {
    if pair == nil && (reference == nil || actual == nil) { throw ValidationError("give the two files, or --pair DIR") }
    if let level, !(0...9).contains(level) { throw ValidationError("--level must be 0…9") }
  }

  func run() throws {
    var (referencePath, actualPath) = (reference ?? "", actual ?? "")
    if let pair {
      (referencePath, actualPath) = try Self.writePair(into: pair)
      print("diff.pair: \(referencePath) \(actualPath)")
    }
    var codec = PNGCodec.diffImage
    if let level { codec.compressionLevel = level }
    let options = ComparisonOptions(threshold: threshold, detectAntialiasing: antialiasing)
    let diffPath = output ?? (blazediff ? (NSTemporaryDirectory() as NSString).appendingPathComponent("collection-snapshot-bench-diff.png") : nil)
    print("diff.image: zlib level \(codec.compressionLevel), filter \(codec.filter.rawValue), \(codec.bands) bands")
    var outcome: PNGFileDiff.Outcome?
    let work = {
      outcome = try PNGFileDiff.compare(referencePath: referencePath, actualPath: actualPath, options: options, diffPath: diffPath, diffCodec: codec)
    }
    guard blazediff else {
      print(try Measurement.run("diff", iterations: iterations, work).line)
      if let outcome { print("diff.result: \(outcome.comparison.differingPixels) differing pixels, identical bytes: \(outcome.identicalBytes)") }
      return
    }
    let perRound = max(1, iterations / max(1, rounds))
    var ours: [Double] = []
    var theirs: [Double] = []
    let theirOutput = (NSTemporaryDirectory() as NSString).appendingPathComponent("collection-snapshot-bench-blazediff.png")
    for _ in 0..<max(1, rounds) {
      ours += try Measurement.run("diff", iterations: perRound, work).milliseconds
      theirs += try Self.blazeDiff(referencePath, actualPath, output: theirOutput, level: codec.compressionLevel, threshold: threshold, iterations: perRound)
    }
    let mine = Measurement(name: "diff.collection-snapshot", milliseconds: ours)
    let blaze = Measurement(name: "diff.blazediff-6.0.2", milliseconds: theirs)
    print(mine.line)
    print(blaze.line)
    print("diff.ratio: \(Measurement.format(mine.median / blaze.median))x BlazeDiff's time, both writing the diff image at zlib level \(codec.compressionLevel)")
    if let outcome { print("diff.result: \(outcome.comparison.differingPixels) differing pixels, identical bytes: \(outcome.identicalBytes)") }
    if let diffPath, let size = try? FileManager.default.attributesOfItem(atPath: diffPath)[.size] as? Int,
      let their = try? FileManager.default.attributesOfItem(atPath: theirOutput)[.size] as? Int
    {
      print("diff.image.bytes: \(size) (BlazeDiff's: \(their))")
    }
  }

  /// BlazeDiff's Python API timed in a Python process of its own: one untimed warm-up, then
  /// `iterations` timed calls (perf_counter around each `compare`), in milliseconds.
  static func blazeDiff(_ reference: String, _ actual: String, output: String, level: Int, threshold: Double?, iterations: Int) throws -> [Double] {
    let script = """
      import sys, time, blazediff
      ref, act, out, level, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
      threshold = float(sys.argv[6]) if len(sys.argv) > 6 else None
      kwargs = {"compression": level}
      if threshold is not None: kwargs["threshold"] = threshold
      blazediff.compare(ref, act, out, **kwargs)
      for _ in range(n):
          start = time.perf_counter()
          blazediff.compare(ref, act, out, **kwargs)
          print((time.perf_counter() - start) * 1000)
      """
    let output = try PythonProcess.run(
      ["-c", script, reference, actual, output, String(level), String(iterations)] + (threshold.map { [String($0)] } ?? []),
      failure: "BlazeDiff did not run (pip install blazediff==6.0.2)")
    return output.split(separator: "\n").compactMap { Double($0) }
  }

  /// The generated screen and a copy with a 300 × 200 block at (100, 900) and a band 10 pixels
  /// high at y = 2000 changed, written at zlib level 1 without a filter.
  static func writePair(into folder: String) throws -> (String, String) {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let reference = try ScreenRenderer.render(RenderBench.screen)
    var actual = reference
    actual.blend(Color(red: 220, green: 40, blue: 60, alpha: 255), over: PixelRect(x: 100, y: 900, width: 300, height: 200))
    actual.blend(Color(red: 30, green: 90, blue: 200, alpha: 255), over: PixelRect(x: 0, y: 2000, width: reference.width, height: 10))
    let codec = PNGCodec(compressionLevel: 1, filter: .none)
    let paths = ((folder as NSString).appendingPathComponent("reference.png"), (folder as NSString).appendingPathComponent("actual.png"))
    try codec.write(reference, toFile: paths.0)
    try codec.write(actual, toFile: paths.1)
    return paths
  }
}
