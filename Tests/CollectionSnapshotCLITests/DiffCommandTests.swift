import CollectionSnapshot
import Foundation
import Testing

@Suite("collection-snapshot diff")
struct DiffCommandTests {
  /// Writes a 40 × 30 gray image with the given pixels changed to black.
  func image(_ folder: ScratchFolder, _ name: String, marks: [(Int, Int)] = [], width: Int = 40, height: Int = 30) throws -> String {
    var bitmap = Bitmap(width: width, height: height, fill: Color(rgb: 0xC0C0C0))
    for (x, y) in marks { bitmap[x, y] = .black }
    let path = folder.path(name)
    try PNGCodec().write(bitmap, toFile: path)
    return path
  }

  @Test("Identical files: exit 0")
  func identical() throws {
    let folder = try ScratchFolder("identical")
    defer { folder.remove() }
    let a = try image(folder, "a.png")
    let result = try CLIRunner.run(["diff", a, a])
    #expect(result.status == 0)
    #expect(result.standardOutput == "match: identical files (1200 pixels)\n")
  }

  @Test("Differing files: exit 1, counts, ratio, regions, and a diff image")
  func differing() throws {
    let folder = try ScratchFolder("differ")
    defer { folder.remove() }
    let a = try image(folder, "a.png", width: 200, height: 100)
    let b = try image(folder, "b.png", marks: [(3, 4), (4, 4), (190, 90)], width: 200, height: 100)
    let diff = folder.path("diff.png")
    let result = try CLIRunner.run(["diff", a, b, "--output", diff])
    #expect(result.status == 1)
    #expect(
      result.standardOutput == """
        differ: 3 of 20000 pixels differ (0.02%)
        differing regions (x,y widthxheight, in pixels):
          3,4 2x1
          190,90 1x1
        diff image: \(diff)

        """)
    let diffImage = try PNGCodec().decode(contentsOfFile: diff)
    #expect(diffImage[3, 4] == .red)
    #expect(diffImage[0, 0] != .red)
  }

  @Test("Tolerance options turn a difference into a match")
  func tolerance() throws {
    let folder = try ScratchFolder("tolerance")
    defer { folder.remove() }
    let a = try image(folder, "a.png")
    let b = try image(folder, "b.png", marks: [(3, 4), (4, 4)])
    #expect(try CLIRunner.run(["diff", a, b, "--max-diff-pixels", "2"]).status == 0)
    #expect(try CLIRunner.run(["diff", a, b, "--max-diff-pixels", "1"]).status == 1)
    #expect(try CLIRunner.run(["diff", a, b, "--max-diff-ratio", "0.002"]).status == 0)
    #expect(try CLIRunner.run(["diff", a, b, "--threshold", "0.1"]).status == 1)
    #expect(try CLIRunner.run(["diff", a, b, "--threshold", "1", "--antialiasing"]).status == 0)
  }

  @Test("Different sizes: exit 1 with both sizes")
  func sizes() throws {
    let folder = try ScratchFolder("sizes")
    defer { folder.remove() }
    let a = try image(folder, "a.png")
    let b = try image(folder, "b.png", width: 41)
    let result = try CLIRunner.run(["diff", a, b])
    #expect(result.status == 1)
    #expect(result.standardOutput == "differ: images have different sizes: reference 40x30, actual 41x30\n")
  }

  @Test("Bad input: exit 2 and the reason, naming the file, on standard error")
  func badInput() throws {
    let folder = try ScratchFolder("bad")
    defer { folder.remove() }
    let a = try image(folder, "a.png")
    let text = folder.path("notes.png")
    try "hello".write(toFile: text, atomically: true, encoding: .utf8)
    let empty = folder.path("empty.png")
    _ = FileManager.default.createFile(atPath: empty, contents: Data())

    let missing = try CLIRunner.run(["diff", a, folder.path("missing.png")])
    #expect(missing.status == 2)
    #expect(missing.standardError == "error: \(folder.path("missing.png")): no such file or folder\n")
    #expect(missing.standardOutput.isEmpty)

    let notPNG = try CLIRunner.run(["diff", text, a])
    #expect(notPNG.status == 2)
    #expect(notPNG.standardError.hasPrefix("error: \(text): not a PNG image: it looks like text"))

    let zero = try CLIRunner.run(["diff", a, empty])
    #expect(zero.status == 2)
    #expect(zero.standardError == "error: \(empty): empty file (0 bytes), not a PNG image\n")
  }

  @Test("Bad options: exit 2 with the reason")
  func badOptions() throws {
    let threshold = try CLIRunner.run(["diff", "a.png", "b.png", "--threshold", "2"])
    #expect(threshold.status == 2)
    #expect(threshold.standardError.contains("threshold must be between 0 and 1, got 2.0"))
    let aa = try CLIRunner.run(["diff", "a.png", "b.png", "--antialiasing"])
    #expect(aa.status == 2)
    #expect(aa.standardError.contains("--antialiasing needs --threshold"))
    let missing = try CLIRunner.run(["diff", "a.png"])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("Missing expected argument '<actual>'"))
  }

  @Test("The pixel limit applies to the command too")
  func pixelLimit() throws {
    let folder = try ScratchFolder("limit")
    defer { folder.remove() }
    let a = try image(folder, "a.png")
    let b = try image(folder, "b.png", marks: [(1, 1)])
    let result = try CLIRunner.run(["diff", a, b, "--max-pixels", "1000"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("image of 40x30 pixels exceeds the limit of 1000 pixels"))
    let same = try CLIRunner.run(["diff", a, a, "--max-pixels", "1000"])
    #expect(same.status == 2)
  }
}

@Suite("collection-snapshot render, layout and gallery")
struct RenderCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  @Test("render writes the PNG and says where")
  func render() throws {
    let folder = try ScratchFolder("render")
    defer { folder.remove() }
    let out = folder.path("out.png")
    let result = try CLIRunner.run(["render", Self.fixtures.appendingPathComponent("ss-banners-products.json").path, "-o", out, "--scale", "1", "--mode", "full"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "\(out): 375x740 pixels, 9 elements\n")
    let bitmap = try PNGCodec().decode(contentsOfFile: out)
    #expect(bitmap.width == 375 && bitmap.height == 740)
  }

  @Test("layout prints the dump; --offset moves pinned headers")
  func layout() throws {
    let path = Self.fixtures.appendingPathComponent("feature-pinned-header.json").path
    let result = try CLIRunner.run(["layout", path, "--offset", "0,0"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("\noffset 0,0\n"))
    #expect(result.standardOutput.contains("supplementary header [0,0] PinnedHeader frame=(0, 59, 393, 40) z=10"))
  }

  @Test("Bad JSON: exit 2 with the file, the JSON path and the reason")
  func badJSON() throws {
    let folder = try ScratchFolder("bad-json")
    defer { folder.remove() }
    let path = folder.path("bad.json")
    try #"{"layout": {"flow": {"itemSize": {"width": 0, "height": 1}}}}"#.write(toFile: path, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["render", path])
    #expect(result.status == 2)
    #expect(result.standardError == "error: \(path): $.layout.flow.itemSize: negative or zero sizes are not supported in the flow layout\n")
    let missing = try CLIRunner.run(["layout", folder.path("nope.json")])
    #expect(missing.status == 2)
    #expect(missing.standardError == "error: \(folder.path("nope.json")): $: no such file or folder\n")
    let offset = try CLIRunner.run(["layout", path, "--offset", "x"])
    #expect(offset.status == 2)
  }

  @Test("gallery renders every fixture and prints the paths")
  func gallery() throws {
    let folder = try ScratchFolder("gallery")
    defer { folder.remove() }
    let result = try CLIRunner.run(["gallery", Self.fixtures.path, "-o", folder.path("out"), "--scale", "1"])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n")
    // One line per screen in Fixtures/ (25; the page documents in Fixtures/pages are not screens).
    #expect(lines.count == 25)
    #expect(lines.first?.hasPrefix("[1/25] \(folder.path("out"))/basesection-color-grid.png (393x852)") == true)
    #expect(FileManager.default.fileExists(atPath: folder.path("out/vs-photo-album.layout.txt")))
  }
}
