import Foundation
import Testing

/// The sharded CI job (after `<!-- ci: sharding -->`, in the article "Review and approve") splits
/// `swift test list` into two shards; the two filters together must select every test exactly once. XCTest matches a filter against the
/// listed id; Swift Testing against the id followed by `/File.swift:line:column`, which a filter
/// ending in `$` never matches.
@Suite("The sharded CI job runs every test once")
struct ReadmeShardingTests {
  /// The shapes `swift test list` prints: XCTest methods, Swift Testing functions at top level,
  /// in suites, nested suites, overloads, parameterized, and one listed with its location
  /// because its name alone is ambiguous; names that are prefixes of others.
  static let listed = [
    "MyScreensTests.ProductScreenTests/testProductList",
    "MyScreensTests.ProductScreenTests/testProductListEmpty",
    "MyScreensTests.HomeTests/testHome",
    "MyScreensTests.freeFunction()",
    "MyScreensTests.param(x:)",
    "MyScreensTests.Outer/a()",
    "MyScreensTests.Outer/over()",
    "MyScreensTests.Outer/over(_:)",
    "MyScreensTests.Outer/Inner/a()",
    "MyScreensTests.OuterMore/a()",
    "MyScreensTests.Badges/badges()/BadgeTests.swift:12:4",
    "MyScreensTests.Badges/badges()/MoreBadgeTests.swift:8:4",
  ]

  /// The id a framework matches `--filter` against, for a listed test.
  static func matchedID(_ listed: String) -> String {
    if listed.contains("/test") && !listed.hasSuffix(")") { return listed }  // XCTest
    return listed.contains(".swift:") ? listed : listed + "/ScreenTests.swift:21:4"
  }

  /// The `--filter` argument the job passes in `shard`, computed by the job's own commands with
  /// the list above standing for `swift test list`.
  static func filter(shard: Int) throws -> String {
    let job = try ReadmeTests.block(marked: "ci: sharding").text
    let lines = job.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let split = try #require(lines.first { $0.hasPrefix("tests=$(swift test list ") })
    let run = try #require(lines.first { $0.hasPrefix("swift test --skip-build --filter ") })
    let script = """
      tests=$(printf '%s\\n' "$LISTED" \(split.dropFirst("tests=$(swift test list ".count))
      printf '%s' \(run.dropFirst("swift test --skip-build --filter ".count))
      """.replacingOccurrences(of: "${{ matrix.shard }}", with: String(shard))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    process.environment = ["LISTED": listed.joined(separator: "\n"), "PATH": "/usr/bin:/bin"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self)
  }

  @Test("The two shards' filters select every listed test, XCTest and Swift Testing, exactly once")
  func everyTestOnce() throws {
    let filters = try (0..<2).map { try NSRegularExpression(pattern: try Self.filter(shard: $0)) }
    for test in Self.listed {
      let id = Self.matchedID(test)
      let shards = filters.indices.filter {
        filters[$0].firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil
      }
      #expect(shards.count == 1, "\(id) runs in shards \(shards)")
    }
  }
}
