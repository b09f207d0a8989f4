import Foundation
import Testing

/// What a hostile or careless user hands the command line: each ends with exit status 2 and a
/// message naming the file and the reason, or with a correct result, quickly (the article "Robustness", "Limits on input").
@Suite("Hostile input at the command line")
struct HostileInputTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A one-section screen with `items` JSON items and `extra` top-level members.
  static func screen(name: String = "s", device: String = #""iPhone SE""#, layout: String = #"{"flow": {"itemSize": {"width": 100, "height": 50}}}"#, items: String = #"{"kind": "Cell", "title": "t"}"#, extra: String = "") -> String {
    #"{"name": "\#(name)", "device": \#(device), "layout": \#(layout), \#(extra)"sections": [{"id": "a", "items": [\#(items)]}]}"#
  }

  func expectFailure(_ arguments: [String], _ message: String, in directory: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let result = try CLIRunner.run(arguments, in: directory)
    #expect(result.status == 2, "exit \(result.status): \(result.standardError)", sourceLocation: sourceLocation)
    #expect(result.standardError.contains(message), "\(result.standardError)", sourceLocation: sourceLocation)
  }

  @Test("Huge, non-finite and negative numbers")
  func numbers() throws {
    let folder = try ScratchFolder("numbers")
    defer { folder.remove() }
    func file(_ name: String, _ text: String) throws -> String {
      try text.write(toFile: folder.path(name), atomically: true, encoding: .utf8)
      return folder.path(name)
    }
    try expectFailure(["render", try file("inf.json", Self.screen(layout: #"{"flow": {"itemSize": {"width": 1e999, "height": 50}}}"#))],
      "inf.json: $: not valid JSON: Number 1e999 is not representable in Swift")
    try expectFailure(["layout", try file("negative.json", Self.screen(items: #"{"kind": "Cell", "size": {"width": -5, "height": -1}}"#))],
      "negative.json: $.sections[0].items[0].size: must be finite and not negative, got -5.0 x -1.0")
    try expectFailure(["layout", try file("scale.json", Self.screen(device: #"{"size": {"width": 100, "height": 100}, "scale": 1e-300}"#))],
      "scale.json: $.device.scale: must be between 1 and 8 pixels per point, got 1e-300")
    let device = try file("device.json", Self.screen(device: #"{"size": {"width": 1e9, "height": 1e9}, "scale": 1}"#))
    try expectFailure(["render", device, "-o", folder.path("device.png")], "device.json: the picture would be 1000000000x1000000000 pixels, more than the 67108864-pixel limit")
    #expect(!FileManager.default.fileExists(atPath: folder.path("device.png")))
    // An offset far past the content is legal: the dump says it, the picture shows no cell.
    let far = try file("far.json", Self.screen(extra: #""contentOffset": {"x": 0, "y": 1e18}, "#))
    let dump = try CLIRunner.run(["layout", far])
    #expect(dump.status == 0, "\(dump.standardError)")
    #expect(dump.standardOutput.contains("offset 0,1e+18\n"), "\(dump.standardOutput)")
    let picture = try CLIRunner.run(["render", far, "--scale", "1", "-o", folder.path("far.png")])
    #expect(picture.status == 0, "\(picture.standardError)")
    #expect(picture.standardOutput.hasSuffix("far.png: 375x667 pixels, 1 elements\n"))
  }

  @Test("Nesting: 1,000 levels of JSON are refused, 150 levels of groups lay out")
  func nesting() throws {
    let folder = try ScratchFolder("nesting")
    defer { folder.remove() }
    let deep = folder.path("deep.json")
    try (String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000)).write(toFile: deep, atomically: true, encoding: .utf8)
    try expectFailure(["render", deep], "deep.json: $: not valid JSON: Too many nested arrays or dictionaries at line 1, column 514 (at most 512 levels)")
    var group = #"{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}"#
    for _ in 0..<150 {
      group = #"{"group": {"kind": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}, "subitems": [\#(group)]}}"#
    }
    let groups = folder.path("groups.json")
    let outer = String(group.dropFirst(#"{"group": "#.count).dropLast())
    try Self.screen(layout: #"{"compositional": {"section": {"group": \#(outer)}}}"#, items: #"{"kind": "Cell"}, {"kind": "Cell"}"#)
      .write(toFile: groups, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["layout", groups])
    #expect(result.status == 0, "\(result.standardError)")
    // Each group holds one full-width row (iPhone SE: 375 pt), 44 pt tall.
    #expect(result.standardOutput.contains("cell [0,0] Cell id=Cell-0 frame=(0, 0, 375, 44)"), "\(result.standardOutput)")
    #expect(result.standardOutput.contains("cell [0,1] Cell id=Cell-1 frame=(0, 44, 375, 44)"))
  }

  @Test("Large files, devices and directories where a file is expected")
  func files() throws {
    let folder = try ScratchFolder("files")
    defer { folder.remove() }
    // Sparse files: 100 MB of JSON, 600 MB of PNG, without writing them.
    let big = folder.path("big.json")
    #expect(FileManager.default.createFile(atPath: big, contents: nil))
    try FileHandle(forWritingAtPath: big).map { try $0.truncate(atOffset: 100 * 1024 * 1024); try $0.close() }
    try expectFailure(["render", big], "big.json: $: the file is larger than 64 MiB, the limit for JSON documents")
    let huge = folder.path("huge.png")
    #expect(FileManager.default.createFile(atPath: huge, contents: nil))
    try FileHandle(forWritingAtPath: huge).map { try $0.truncate(atOffset: 600 * 1024 * 1024); try $0.close() }
    try expectFailure(["diff", huge, huge], "huge.png: the file is larger than 512 MiB, the limit for files read")
    try expectFailure(["diff", "/dev/zero", huge], "/dev/zero: is a device, not a file")
    let empty = folder.path("empty.json")
    #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
    try expectFailure(["layout", empty], "empty.json: $: the file is empty")

    let directory = folder.path("screens.json")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try expectFailure(["render", directory], "screens.json: $: is a directory, not a file")
    let screen = Self.root.appendingPathComponent("Fixtures/feature-list.json").path
    try expectFailure(["trace", screen, directory], "screens.json: $: is a directory, not a file")
    try expectFailure(["diff", directory, huge], "screens.json: is a directory, not a file")
    try expectFailure(["render", screen, "-o", directory], "screens.json: cannot replace file: Is a directory")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["big.json", "empty.json", "huge.png", "screens.json"])
    let file = folder.path("file")
    #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
    try expectFailure(["gallery", Self.root.appendingPathComponent("Fixtures").path, "--output", file], "file: cannot create the folder")
    let script = folder.path("script.json")
    try #"{"options": {"pages": ["screens.json"]}, "steps": []}"#.write(toFile: script, atomically: true, encoding: .utf8)
    try expectFailure(["trace", screen, script], "script.json: $.options.pages[0]: page document 'screens.json': is a directory, not a file")
  }

  @Test("Emoji, right-to-left text and combining marks in names and titles; paths with spaces")
  func unicode() throws {
    let folder = try ScratchFolder("unicode")
    defer { folder.remove() }
    let screens = folder.path("my screens")
    try FileManager.default.createDirectory(atPath: screens, withIntermediateDirectories: true)
    let name = "שלום 📸 e\u{301}\u{302}\u{303} \u{202E}rtl"
    let title = "مرحبا 👨‍👩‍👧 a\u{300}\u{301} \u{202E}"
    let path = (screens as NSString).appendingPathComponent("écran 1.json")
    try Self.screen(name: name, items: #"{"kind": "Cell 🎨", "id": "ид 🆔", "title": "\#(title)", "subtitle": "\#(name)"}"#)
      .write(toFile: path, atomically: true, encoding: .utf8)
    let render = try CLIRunner.run(["render", path, "--scale", "1"], in: screens)
    #expect(render.status == 0, "\(render.standardError)")
    #expect(render.standardOutput == "\(name).png: 375x667 pixels, 1 elements\n")
    #expect(FileManager.default.fileExists(atPath: (screens as NSString).appendingPathComponent("\(name).png")))
    let layout = try CLIRunner.run(["layout", path])
    #expect(layout.status == 0)
    #expect(layout.standardOutput.hasPrefix("screen \(name)\n"))
    #expect(layout.standardOutput.contains(#"cell [0,0] Cell 🎨 id="ид 🆔" frame=(0, 0, 100, 50)"#), "\(layout.standardOutput)")
    let gallery = try CLIRunner.run(["gallery", screens, "--output", folder.path("gallery out")])
    #expect(gallery.status == 0, "\(gallery.standardError)")
    #expect(FileManager.default.fileExists(atPath: folder.path("gallery out/écran 1.png")))
  }

  @Test("A screen named with slashes or nothing is written in the current folder")
  func names() throws {
    let folder = try ScratchFolder("names")
    defer { folder.remove() }
    let inner = folder.path("inner")
    try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
    for (name, file) in [("../../escape", ".._.._escape.png"), ("", "screen.png")] {
      let path = folder.path("named.json")
      try Self.screen(name: name).write(toFile: path, atomically: true, encoding: .utf8)
      let result = try CLIRunner.run(["render", path, "--scale", "1"], in: inner)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(FileManager.default.fileExists(atPath: (inner as NSString).appendingPathComponent(file)))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["inner", "named.json"])
  }

  @Test("A script whose timers never stop ends with a message")
  func endlessTimers() throws {
    let folder = try ScratchFolder("timers")
    defer { folder.remove() }
    let script = folder.path("script.json")
    try #"{"options": {"paging": {"isInfinitePage": true, "isAutoRolling": true, "autoRollingTimeInterval": 0.01}}, "steps": [{"advance": 1000000}]}"#
      .write(toFile: script, atomically: true, encoding: .utf8)
    try expectFailure(["trace", Self.root.appendingPathComponent("Fixtures/ss-infinite-banner.json").path, script],
      "script step 1 of 1, step 'advance 1000000s': the scheduled work recorded more than 50000 events")
    // A script whose trace passes 100,000 events stops before its next step.
    let long = folder.path("long.json")
    try (#"{"options": {"paging": {"isInfinitePage": true, "isAutoRolling": true}}, "steps": ["# + Array(repeating: #"{"advance": 10000}"#, count: 20).joined(separator: ", ") + "]}")
      .write(toFile: long, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["trace", Self.root.appendingPathComponent("Fixtures/ss-infinite-banner.json").path, long])
    #expect(result.status == 2)
    #expect(result.standardError.contains(": the trace already holds "), "\(result.standardError)")
    #expect(result.standardError.hasSuffix(" events, more than 100000: split the script\n"), "\(result.standardError)")
  }
}
