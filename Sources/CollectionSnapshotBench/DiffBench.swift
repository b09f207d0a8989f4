import ArgumentParser
import CollectionSnapshot

/// `diff`: the in-process median of exactly what `collection-snapshot diff` does with two files
/// (read, compare bytes, decode both, compare pixels, write the diff image).
struct DiffBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Time the comparison of two PNG files, as the diff command does it."
  )

  @Argument(help: "The reference PNG.")
  var reference: String

  @Argument(help: "The actual PNG.")
  var actual: String

  @Option(name: [.short, .long], help: "Write the diff image here on every repetition.")
  var output: String?

  @Option(help: "Perceptual threshold 0…1; omit for an exact comparison.")
  var threshold: Double?

  @Flag(help: "Detect anti-aliasing (with --threshold).")
  var antialiasing = false

  @Option(help: "Timed repetitions.")
  var iterations = 25

  func run() throws {
    let options = ComparisonOptions(threshold: threshold, detectAntialiasing: antialiasing)
    var outcome: PNGFileDiff.Outcome?
    let measurement = try Measurement.run("diff", iterations: iterations) {
      outcome = try PNGFileDiff.compare(
        referencePath: reference, actualPath: actual, options: options, diffPath: output)
    }
    print(measurement.line)
    if let outcome {
      print("diff.result: \(outcome.comparison.differingPixels) differing pixels, identical bytes: \(outcome.identicalBytes)")
    }
  }
}
