import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation
import Testing

/// README.md and the documentation articles show exactly the samples this target compiles and
/// runs.
///
/// The documents are README.md and every article of the package's documentation catalogs
/// (`Sources/<module>/<module>.docc/*.md`). In each:
/// - every ```` ```swift ```` block follows a line `<!-- sample: NAME -->` and equals the lines
///   between `// README: NAME` and `// README: end` in a file of this folder (indentation
///   removed); every such region is shown in exactly one document;
/// - the example failure (after `<!-- output: layout-failure -->`) is the message the testing
///   library prints for the product screen when its rows grow from 80 to 90 points; a block may
///   leave lines out, each run of them marked by a line `…`, and one block shows it whole.
/// README's manifest block (after `<!-- manifest -->`) is checked by `PackageManifestTests`, its
/// CI job (after `<!-- ci: job -->`) by `ReadmeJobTests`, the sharded job (after
/// `<!-- ci: sharding -->`) by `ReadmeShardingTests`, and the links of every document by
/// `DocumentLinkTests`.
@Suite("README and the articles show the samples this target runs")
struct ReadmeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// A fenced block of a document: the marker on the line before it (`sample: NAME`,
  /// `manifest`, `output: NAME`, `ci: NAME`; `nil` without one), its language, its text, and
  /// where it is.
  struct Block {
    var marker: String?
    var language: String
    var text: String
    var document: String
    var line: Int
  }

  /// README.md and every article of the documentation catalogs, relative to the package root.
  static func documents() throws -> [String] {
    var result = ["README.md"]
    let sources = root.appendingPathComponent("Sources")
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
      let moduleFolder = sources.appendingPathComponent(module)
      for catalog in (try? FileManager.default.contentsOfDirectory(atPath: moduleFolder.path))?.sorted() ?? [] where catalog.hasSuffix(".docc") {
        let files = try FileManager.default.contentsOfDirectory(atPath: moduleFolder.appendingPathComponent(catalog).path)
        result += files.filter { $0.hasSuffix(".md") }.sorted().map { "Sources/\(module)/\(catalog)/\($0)" }
      }
    }
    return result
  }

  /// The fenced blocks of one document.
  static func blocks(in document: String) throws -> [Block] {
    let lines = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8).components(separatedBy: "\n")
    var blocks: [Block] = []
    var i = 0
    while i < lines.count {
      let line = lines[i]
      guard line.hasPrefix("```") else {
        i += 1
        continue
      }
      let previous = i > 0 ? lines[i - 1] : ""
      var body: [String] = []
      var j = i + 1
      while j < lines.count && !lines[j].hasPrefix("```") {
        body.append(lines[j])
        j += 1
      }
      let marker = previous.hasPrefix("<!-- ") && previous.hasSuffix(" -->") ? String(previous.dropFirst(5).dropLast(4)) : nil
      blocks.append(Block(marker: marker, language: String(line.dropFirst(3)), text: body.joined(separator: "\n"), document: document, line: i + 1))
      i = j + 1
    }
    return blocks
  }

  /// The blocks of every document.
  static func allBlocks() throws -> [Block] {
    try documents().flatMap { try blocks(in: $0) }
  }

  /// The one block of all documents that follows `<!-- marker -->`.
  static func block(marked marker: String) throws -> Block {
    let found = try allBlocks().filter { $0.marker == marker }
    #expect(found.count == 1, "one block marked <!-- \(marker) --> across README and the articles, found \(found.map { "\($0.document):\($0.line)" })")
    return try #require(found.first, "no block marked <!-- \(marker) --> in README or the articles")
  }

  /// The folders whose files hold samples: this one and the layout module README's UIKit
  /// sample imports (`Tests/ReadmeShopLayouts`).
  static let folders = [folder, root.appendingPathComponent("Tests/ReadmeShopLayouts")]

  /// The regions of those folders' files, by name, without their common indentation.
  static func regions() throws -> [String: String] {
    var result: [String: String] = [:]
    for folder in folders {
      for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
        result.merge(try regions(in: folder.appendingPathComponent(file))) { first, _ in first }
      }
    }
    return result
  }

  /// The regions of one file.
  static func regions(in file: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    var name: String?
    var body: [String] = []
    for line in try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "// README: end", let current = name {
        let indent = body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        result[current] = body.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
        name = nil
        body = []
      } else if trimmed.hasPrefix("// README: ") {
        name = String(trimmed.dropFirst("// README: ".count))
      } else if name != nil {
        body.append(line)
      }
    }
    return result
  }

  @Test("Every Swift block of README and the articles is a sample of this target, word for word, and every sample is shown once")
  func samples() throws {
    let blocks = try Self.allBlocks()
    let unmarked = blocks.filter { $0.language == "swift" && $0.marker == nil }.map { "\($0.document):\($0.line): \($0.text.prefix { $0 != "\n" })" }
    #expect(unmarked.isEmpty, "Swift blocks without <!-- sample: NAME --> before them: \(unmarked)")
    let regions = try Self.regions()
    var shown: [String: [String]] = [:]
    for block in blocks {
      guard let marker = block.marker, marker.hasPrefix("sample: ") else { continue }
      let name = String(marker.dropFirst("sample: ".count))
      shown[name, default: []].append("\(block.document):\(block.line)")
      guard let region = regions[name] else {
        Issue.record("\(block.document) has sample '\(name)', which no file of Tests/CollectionSnapshotReadmeTests or Tests/ReadmeShopLayouts holds")
        continue
      }
      if block.text != region { Self.keep(region, as: name) }
      #expect(block.text == region, "\(block.document)'s sample '\(name)' differs from its region (written to .build/readme-samples/\(name).txt):\n\(region)")
    }
    let missing = Set(regions.keys).subtracting(shown.keys).sorted()
    #expect(missing.isEmpty, "samples shown in no document: \(missing)")
    let repeated = shown.filter { $0.value.count > 1 }
    #expect(repeated.isEmpty, "samples shown more than once: \(repeated)")
  }

  /// Whether `shown` is `printed` with runs of lines left out where `shown` has a line `…`.
  static func shows(_ shown: String, _ printed: String) -> Bool {
    let printedLines = printed.components(separatedBy: "\n")
    var chunks: [[String]] = [[]]
    for line in shown.components(separatedBy: "\n") {
      if line == "…" { chunks.append([]) } else { chunks[chunks.count - 1].append(line) }
    }
    let anchoredStart = !shown.hasPrefix("…")
    let anchoredEnd = !shown.hasSuffix("…")
    var position = 0
    for (index, chunk) in chunks.enumerated() where !chunk.isEmpty {
      let last = index == chunks.count - 1
      let candidates = index == 0 && anchoredStart ? [0] : Array(position...max(position, printedLines.count - chunk.count))
      guard let start = candidates.first(where: { start in
        start + chunk.count <= printedLines.count && Array(printedLines[start..<start + chunk.count]) == chunk
          && (!last || !anchoredEnd || start + chunk.count == printedLines.count)
      }) else { return false }
      position = start + chunk.count
    }
    return true
  }

  @Test("The elided-output rule: shown lines in order, `…` for the lines left out")
  func elision() {
    let printed = "a\nb\nc\nd\ne"
    #expect(Self.shows(printed, printed))
    #expect(Self.shows("a\n…\nd\ne", printed))
    #expect(Self.shows("a\nb\n…", printed))
    #expect(!Self.shows("a\n…\nc\nb", printed))  // out of order
    #expect(!Self.shows("b\n…\ne", printed))  // does not start where the message starts
    #expect(!Self.shows("a\n…\nd", printed))  // does not end where it ends
    #expect(!Self.shows("a\nc\n…", printed))  // a gap without `…`
  }

  @Test("The example failure is what the product screen prints when its rows grow to 90 points")
  func layoutFailure() throws {
    let shown = try Self.allBlocks().filter { $0.marker == "output: layout-failure" }
    #expect(!shown.isEmpty, "README shows the example failure after <!-- output: layout-failure -->")
    // This test's own reference: the product screen's, copied, in the package (the current
    // folder of `swift test`), so that the message names its files relative to it, as a user's
    // test run shows them.
    let scratch = ".build/readme-failure-\(UUID().uuidString)"
    let references = FileManager.default.currentDirectoryPath + "/" + scratch
    let artifacts = references + "-artifacts"
    defer {
      try? FileManager.default.removeItem(atPath: references)
      try? FileManager.default.removeItem(atPath: artifacts)
    }
    let own = references + "/CollectionSnapshotReadmeTests/ReadmeTests/layoutFailure.layout.txt"
    try FileManager.default.createDirectory(atPath: (own as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Self.root.appendingPathComponent("Snapshots/CollectionSnapshotReadmeTests/ProductScreenTests/productList.layout.txt").path, toPath: own)
    var taller = productScreen(products)
    for i in taller.model.sections[0].items.indices { taller.model.sections[0].items[i].sizing = .fixed(Size(width: 361, height: 90)) }
    let message = try #require(
      withSnapshotTesting(artifactsDirectory: artifacts) { verifySnapshot(of: taller, as: .layout, record: .never, snapshotDirectory: references) })
    #expect(!message.contains(FileManager.default.currentDirectoryPath), "paths under the current folder are printed relative to it")
    let printed = message
      .replacingOccurrences(of: scratch + "/CollectionSnapshotReadmeTests/ReadmeTests/layoutFailure", with: "Snapshots/ShopLayoutsTests/ProductScreenTests/productList")
      .replacingOccurrences(of: scratch + "-artifacts/CollectionSnapshotReadmeTests/ReadmeTests/layoutFailure", with: ".build/snapshot-artifacts/ShopLayoutsTests/ProductScreenTests/productList")
      .replacingOccurrences(of: scratch + "-artifacts/index.html", with: ".build/snapshot-artifacts/index.html")
    for block in shown {
      if !Self.shows(block.text, printed) { Self.keep(printed, as: "layout-failure") }
      #expect(
        Self.shows(block.text, printed),
        "\(block.document):\(block.line): the example failure should read (written to .build/readme-samples/layout-failure.txt; lines may be left out, marked by a line …):\n\(printed)")
    }
    #expect(shown.contains { $0.text == printed }, "one document shows the example failure whole (written to .build/readme-samples/layout-failure.txt)")
  }

  @Test("Every JSON screen shown decodes and lays out; the JSON article's products screen is README's Swift product screen's twin")
  func jsonScreens() throws {
    let screens = try Self.allBlocks().filter { $0.marker == "json: screen" }
    #expect(screens.count >= 3, "the JSON, tables and devices articles show a screen")
    for block in screens {
      let screen = try ScreenDocument.decode(Data(block.text.utf8), name: "shown")
      #expect(throws: Never.self, "\(block.document):\(block.line)") { try screen.computeLayout() }
    }
    // README's Swift product screen and its JSON twin in the JSON article: the same device,
    // layout, items and sizes (393 − 2 × 16 = 361 by 80), so the same dump, line for line.
    let readme = try #require(screens.first { $0.text.contains(#""name": "products""#) })
    let json = try ScreenDocument.decode(Data(readme.text.utf8))
    let swift = productScreen(products)
    #expect(LayoutDump.text(json, layout: try json.computeLayout()) == LayoutDump.text(swift, layout: try swift.computeLayout()))
  }

  /// Writes what a document should show to `.build/readme-samples/<name>.txt`, to paste.
  static func keep(_ text: String, as name: String) {
    let folder = root.appendingPathComponent(".build/readme-samples")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? text.write(to: folder.appendingPathComponent(name + ".txt"), atomically: true, encoding: .utf8)
  }
}
