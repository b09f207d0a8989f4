import CollectionSnapshot
import Foundation
import Testing

/// Error messages of the command-line tools that point at the right thing.
@Suite("Command-line messages")
struct MessageTests {
  @Test("gallery names a bad screen file once")
  func galleryPathOnce() throws {
    let folder = try ScratchFolder("gallery-bad")
    defer { folder.remove() }
    let bad = folder.path("bad.json")
    try "{\"name\": 1}".write(toFile: bad, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["gallery", folder.url.path, "--output", folder.path("out")])
    #expect(result.status == 2)
    #expect(result.standardError.components(separatedBy: bad).count == 2, "the path once: \(result.standardError)")
    #expect(result.standardError.hasPrefix("error: \(bad): $.name: "))
  }

  @Test("diff over its pixel limit advises the --max-pixels option")
  func maxPixelsAdvice() throws {
    let folder = try ScratchFolder("max-pixels")
    defer { folder.remove() }
    let a = folder.path("a.png")
    let b = folder.path("b.png")
    try PNGCodec().write(Bitmap(width: 20, height: 20, fill: .white), toFile: a)
    try PNGCodec().write(Bitmap(width: 20, height: 20, fill: .black), toFile: b)
    let result = try CLIRunner.run(["diff", a, b, "--max-pixels", "100"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("raise --max-pixels to read it"), "\(result.standardError)")
    #expect(!result.standardError.contains("PNGCodec"))
  }

  @Test("trace says an empty script file is empty, and notes a script without steps")
  func emptyScript() throws {
    let folder = try ScratchFolder("empty-script")
    defer { folder.remove() }
    let screen = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/ss-product-feed.json").path
    let empty = folder.path("empty.json")
    try "".write(toFile: empty, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["trace", screen, empty])
    #expect(result.status == 2)
    #expect(result.standardError == "error: \(empty): $: the file is empty (0 bytes)\n", "\(result.standardError)")
    let noSteps = folder.path("no-steps.json")
    try "{\"steps\": []}".write(toFile: noSteps, atomically: true, encoding: .utf8)
    let quiet = try CLIRunner.run(["trace", screen, noSteps])
    #expect(quiet.status == 0)
    #expect(quiet.standardError.contains("the script is empty (no steps)"), "\(quiet.standardError)")
  }
}
