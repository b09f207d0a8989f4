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

  @Test("A file where a folder belongs, a folder where a file belongs, or nothing: exit 2 saying which")
  func fileOrFolder() throws {
    let folder = try ScratchFolder("file-or-folder")
    defer { folder.remove() }
    let file = folder.path("file.json")
    let directory = folder.path("dir.json")
    let nothing = folder.path("nothing")
    try "{}".write(toFile: file, atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let cases: [([String], String)] = [
      (["render", directory], "error: \(directory): $: is a directory, not a file"),
      (["layout", nothing], "error: \(nothing): $: no such file or folder"),
      (["gallery", file, "--output", folder.path("out")], "error: \(file): is a file, not a folder"),
      (["verify", file], "error: \(file): is a file, not a folder"),
      (["verify", nothing], "error: \(nothing): no such file or folder"),
      (["report", nothing, "--output", folder.path("out")], "error: \(nothing): no such file or folder"),
      (["approve", file], "error: \(file): is a file, not a folder"),
      (["stale", file, "--runs", directory], "error: \(file): is a file, not a folder"),
    ]
    for (arguments, message) in cases {
      let result = try CLIRunner.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardError == message + "\n", "\(arguments)")
    }
  }

  @Test("JSON errors: where broken JSON ends, what a wrong type found, and which page a script could not read")
  func jsonErrors() throws {
    let folder = try ScratchFolder("json-errors")
    defer { folder.remove() }
    let broken = folder.path("broken.json")
    try "{\"layout\":\n".write(toFile: broken, atomically: true, encoding: .utf8)
    let parse = try CLIRunner.run(["render", broken])
    #expect(parse.standardError == "error: \(broken): $: not valid JSON: Unexpected end of file during JSON parse (the file ends at line 2, column 1)\n")
    let screen = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/ss-product-feed.json").path
    let wrongType = folder.path("wrong-type.json")
    try "{\"options\": {\"paging\": \"yes\"}, \"steps\": []}".write(toFile: wrongType, atomically: true, encoding: .utf8)
    let type = try CLIRunner.run(["trace", screen, wrongType])
    #expect(type.status == 2)
    #expect(type.standardError == "error: \(wrongType): $.options.paging: expected an object, found a string\n")
    let noPage = folder.path("no-page.json")
    try "{\"options\": {\"pages\": [\"page2.json\"]}, \"steps\": []}".write(toFile: noPage, atomically: true, encoding: .utf8)
    let page = try CLIRunner.run(["trace", screen, noPage])
    #expect(page.status == 2)
    #expect(page.standardError == "error: \(noPage): $.options.pages[0]: page document 'page2.json': no such file or folder\n")
  }
}
