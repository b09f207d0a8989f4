import CollectionSnapshot
import Foundation
import Testing

@Suite("collection-snapshot trace")
struct TraceCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  @Test("A JSON script prints the same trace as the Swift script of the behaviour tests", arguments: [
    ("ss-infinite-banner", "ss-infinite-banner.auto-rolling", "infiniteBanner"),
    ("ss-product-feed", "ss-product-feed.pagination", "productFeedPagination"),
    ("vs-photo-album", "vs-photo-album.updates", "diffableApplyFilmstrip"),
    ("feature-list", "feature-list.reorder", "listReorder"),
  ])
  func sameTrace(screen: String, script: String, reference: String) throws {
    let result = try CLIRunner.run(["trace", Self.path("Fixtures/\(screen).json"), Self.path("Fixtures/scripts/\(script).json")])
    #expect(result.status == 0, "\(result.standardError)")
    let expected = try String(contentsOfFile: Self.path("Snapshots/CollectionSnapshotRenderTests/BehaviorTests/\(reference).trace.txt"), encoding: .utf8)
    #expect(result.standardOutput == expected)
  }

  @Test("--filmstrip draws the same pixels as the filmstrip references of the Swift scripts", arguments: [
    ("ss-infinite-banner", "ss-infinite-banner.auto-rolling", "infiniteBanner", ["--every", "1", "--columns", "5"]),
    ("ss-product-feed", "ss-product-feed.pagination", "productFeedPagination", []),
    ("vs-photo-album", "vs-photo-album.updates", "diffableApplyFilmstrip", []),
  ])
  func sameFilmstrip(screen: String, script: String, reference: String, extra: [String]) throws {
    let folder = try ScratchFolder("filmstrip")
    defer { folder.remove() }
    let out = folder.path("strip.png")
    let result = try CLIRunner.run(["trace", Self.path("Fixtures/\(screen).json"), Self.path("Fixtures/scripts/\(script).json"), "--filmstrip", out] + extra)
    #expect(result.status == 0, "\(result.standardError)")
    let drawn = try PNGCodec().decode(try BinaryFile.read(out))
    let expected = try PNGCodec().decode(try BinaryFile.read(Self.path("Snapshots/CollectionSnapshotRenderTests/BehaviorTests/\(reference).filmstrip.png")))
    #expect(drawn.width == expected.width && drawn.height == expected.height && drawn.pixels == expected.pixels)
    #expect(result.standardError.contains("frames, \(expected.width)x\(expected.height) pixels"))
  }

  @Test("Filmstrip options without --filmstrip are refused")
  func filmstripOptions() throws {
    let result = try CLIRunner.run(["trace", Self.path("Fixtures/feature-list.json"), Self.path("Fixtures/scripts/ss-product-feed.pagination.json"), "--every", "1"])
    #expect(result.status != 0)
    #expect(result.standardError.contains("--every, --columns and --filmstrip-scale go with --filmstrip"))
  }

  @Test("Bad scripts: exit 2 with the JSON path, or the failing step with the trace up to it")
  func badScripts() throws {
    let folder = try ScratchFolder("bad-script")
    defer { folder.remove() }
    let screen = Self.path("Fixtures/feature-list.json")
    let misspelt = folder.path("misspelt.json")
    try #"{"steps": [{"tapp": [0, 1]}]}"#.write(toFile: misspelt, atomically: true, encoding: .utf8)
    let first = try CLIRunner.run(["trace", screen, misspelt])
    #expect(first.status == 2)
    #expect(first.standardError.hasPrefix("error: \(misspelt): $.steps[0].tapp: unknown key 'tapp'"))
    let missing = folder.path("missing.json")
    try #"{"steps": [{"tap": [0, 1]}, {"tap": [0, 9]}]}"#.write(toFile: missing, atomically: true, encoding: .utf8)
    let second = try CLIRunner.run(["trace", screen, missing])
    #expect(second.status == 2)
    #expect(second.standardError == "error: \(missing): script step 2 of 2, step 'tap [0,9]': cannot tap item [0,9]: the collection has 2 sections: [0] 3 items, [1] 2 items\n")
    #expect(second.standardOutput.hasSuffix("0.000s didUnhighlight cell [0,1] ListRow id=email\n"))
    let falseFlag = folder.path("false.json")
    try #"{"steps": [{"nextPage": false}]}"#.write(toFile: falseFlag, atomically: true, encoding: .utf8)
    let third = try CLIRunner.run(["trace", screen, falseFlag])
    #expect(third.status == 2)
    #expect(third.standardError.contains("$.steps[0].nextPage: must be true"))
  }
}
