import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation
import Testing

/// README.md shows exactly the samples this target compiles and runs.
///
/// - Each ```` ```swift ```` block of README follows a line `<!-- sample: NAME -->` and equals the
///   lines between `// README: NAME` and `// README: end` in a file of this folder (indentation
///   removed); every such region is shown in README once.
/// - The manifest block (after `<!-- manifest -->`) names products this package has.
/// - The example failure (after `<!-- output: layout-failure -->`) is the message the testing
///   library prints for the complete sample when its rows grow from 80 to 90 points.
@Suite("README shows the samples this target runs")
struct ReadmeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// README's blocks by the marker before them: `sample: NAME`, `manifest`, `output: NAME`;
  /// and the first line of each ```swift block without a marker.
  static func readmeBlocks() throws -> (marked: [(marker: String, text: String)], unmarked: [String]) {
    let lines = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8).components(separatedBy: "\n")
    var marked: [(String, String)] = []
    var unmarked: [String] = []
    var i = 0
    while i < lines.count {
      let line = lines[i]
      if line.hasPrefix("```") && line.count > 3 || line == "```" {
        let previous = i > 0 ? lines[i - 1] : ""
        var body: [String] = []
        var j = i + 1
        while j < lines.count && !lines[j].hasPrefix("```") {
          body.append(lines[j])
          j += 1
        }
        if previous.hasPrefix("<!-- ") && previous.hasSuffix(" -->") {
          marked.append((String(previous.dropFirst(5).dropLast(4)), body.joined(separator: "\n")))
        } else if line == "```swift" {
          unmarked.append("README line \(i + 1): \(body.first ?? "")")
        }
        i = j + 1
      } else {
        i += 1
      }
    }
    return (marked, unmarked)
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

  @Test("Every Swift block of README is a sample of this target, word for word, and every sample is in README")
  func samples() throws {
    let (marked, unmarked) = try Self.readmeBlocks()
    #expect(unmarked.isEmpty, "Swift blocks without <!-- sample: NAME --> before them: \(unmarked)")
    let regions = try Self.regions()
    var shown: Set<String> = []
    for (marker, text) in marked where marker.hasPrefix("sample: ") {
      let name = String(marker.dropFirst("sample: ".count))
      shown.insert(name)
      guard let region = regions[name] else {
        Issue.record("README has sample '\(name)', which no file of Tests/CollectionSnapshotReadmeTests holds")
        continue
      }
      if text != region { Self.keep(region, as: name) }
      #expect(text == region, "README's sample '\(name)' differs from its region (written to .build/readme-samples/\(name).txt):\n\(region)")
    }
    #expect(Set(regions.keys).subtracting(shown).isEmpty, "samples not shown in README: \(Set(regions.keys).subtracting(shown).sorted())")
  }

  @Test("The manifest block names products of this package")
  func manifest() throws {
    let (marked, _) = try Self.readmeBlocks()
    let manifest = try #require(marked.first { $0.marker == "manifest" }?.text)
    let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    for part in manifest.components(separatedBy: ".product(name: \"").dropFirst() {
      let product = String(part.prefix { $0 != "\"" })
      #expect(package.contains(".library(name: \"\(product)\""), "README's manifest names a product \(product) this package does not have")
    }
  }

  @Test("The example failure is what the complete sample prints when its rows grow to 90 points")
  func layoutFailure() throws {
    let (marked, _) = try Self.readmeBlocks()
    let shown = try #require(marked.first { $0.marker == "output: layout-failure" }?.text)
    // This test's own reference: the complete sample's, copied, in the package (the current
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
      .replacingOccurrences(of: scratch + "/CollectionSnapshotReadmeTests/ReadmeTests/layoutFailure", with: "Snapshots/MyScreensTests/ProductScreenTests/productList")
      .replacingOccurrences(of: scratch + "-artifacts/CollectionSnapshotReadmeTests/ReadmeTests/layoutFailure", with: ".build/snapshot-artifacts/MyScreensTests/ProductScreenTests/productList")
      .replacingOccurrences(of: scratch + "-artifacts/index.html", with: ".build/snapshot-artifacts/index.html")
    if shown != printed { Self.keep(printed, as: "layout-failure") }
    #expect(shown == printed, "README's example failure should read (written to .build/readme-samples/layout-failure.txt):\n\(printed)")
  }

  /// Writes what README should show to `.build/readme-samples/<name>.txt`, to paste.
  static func keep(_ text: String, as name: String) {
    let folder = root.appendingPathComponent(".build/readme-samples")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? text.write(to: folder.appendingPathComponent(name + ".txt"), atomically: true, encoding: .utf8)
  }
}
