import ArgumentParser
import CollectionSnapshot
import Foundation

/// `collection-snapshot diff`: compares two PNG images.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two PNG images pixel by pixel.",
    discussion: """
      Exit status: 0 when the images match within the tolerance, 1 when they differ (different \
      sizes included), 2 on bad input (unreadable or corrupt file, bad option), with the reason \
      on standard error.

      The comparison is exact by default. --threshold switches to the perceptual YIQ distance of \
      pixelmatch (0 = exact colours, 0.1 = pixelmatch's default, 1 = anything goes). Fully \
      transparent pixels are equal whatever their colour channels.
      """
  )

  @Argument(help: "The reference (expected) PNG.")
  var reference: String

  @Argument(help: "The actual PNG.")
  var actual: String

  @Option(name: [.short, .long], help: "Write a diff image here: the reference faded, differing pixels red, anti-aliasing yellow.")
  var output: String?

  @Option(help: "Perceptual threshold 0…1 (YIQ distance); omit for an exact comparison.")
  var threshold: Double?

  @Option(name: .customLong("max-diff-pixels"), help: "Tolerate up to this many differing pixels.")
  var maxDiffPixels: Int?

  @Option(name: .customLong("max-diff-ratio"), help: "Tolerate up to this fraction (0…1) of differing pixels.")
  var maxDiffRatio: Double?

  @Flag(help: "With --threshold, detect anti-aliased pixels and do not count them.")
  var antialiasing = false

  @Option(name: .customLong("max-pixels"), help: "Refuse images with more pixels than this.")
  var maxPixels: Int = PNGCodec.defaultMaxPixels

  func validate() throws {
    if antialiasing && threshold == nil {
      throw ValidationError("--antialiasing needs --threshold (anti-aliasing is a perceptual notion)")
    }
    if let problem = options.validationError { throw ValidationError(problem) }
    if maxPixels <= 0 { throw ValidationError("--max-pixels must be positive") }
  }

  var options: ComparisonOptions {
    ComparisonOptions(
      threshold: threshold, detectAntialiasing: antialiasing, maxDiffPixels: maxDiffPixels,
      maxDiffRatio: maxDiffRatio)
  }

  func run() throws {
    let outcome: PNGFileDiff.Outcome
    do {
      outcome = try PNGFileDiff.compare(
        referencePath: reference, actualPath: actual, options: options, diffPath: output,
        codec: PNGCodec(maxPixels: maxPixels))
    } catch {
      // The codec's advice names its Swift setting; here the setting is the option.
      FileHandleOutput.standardError("error: " + "\(error)".replacingOccurrences(of: "raise PNGCodec.maxPixels", with: "raise --max-pixels"))
      throw ExitCode(2)
    }
    let comparison = outcome.comparison
    if comparison.sizeMismatch {
      print("differ: " + comparison.summary())
      if let output, comparison.diffImage != nil { print("diff image: \(output) (over both sizes)") }
      throw ExitCode(1)
    }
    let verdict = comparison.matches ? "match" : "differ"
    if outcome.identicalBytes {
      print("\(verdict): identical files (\(comparison.totalPixels) pixels)")
    } else {
      print("\(verdict): " + comparison.summary())
    }
    if let output { print("diff image: \(output)") }
    if !comparison.matches { throw ExitCode(1) }
  }
}
