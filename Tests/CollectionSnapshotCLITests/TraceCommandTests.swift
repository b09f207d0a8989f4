import Foundation
import Testing

@Suite("collection-snapshot trace")
struct TraceCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  @Test("A JSON script prints the same trace as the Swift script of the behaviour tests", arguments: [
    ("ss-infinite-banner", "ss-infinite-banner.auto-rolling", "infiniteBanner"),
    ("ss-product-feed", "ss-product-feed.pagination", "productFeedPagination"),
  ])
  func sameTrace(screen: String, script: String, reference: String) throws {
    let result = try CLIRunner.run(["trace", Self.path("Fixtures/\(screen).json"), Self.path("Fixtures/scripts/\(script).json")])
    #expect(result.status == 0, "\(result.standardError)")
    let expected = try String(contentsOfFile: Self.path("Snapshots/CollectionSnapshotRenderTests/BehaviorTests/\(reference).trace.txt"), encoding: .utf8)
    #expect(result.standardOutput == expected)
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
