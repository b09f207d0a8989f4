import Foundation
import Testing

/// README's first two commands, as a new user runs them after `git clone`: the first checks the
/// repository's own screens against the committed references and must pass; the second runs the
/// tests, and `.ci/run` runs both.
@Suite("README's main commands")
struct ReadmeCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The shell commands of README's "Try it", in order.
  static func mainCommands() throws -> [String] {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    guard let start = readme.range(of: "\n## Try it\n") else { return [] }
    let section = readme[start.upperBound...]
    let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
    var commands: [String] = []
    var inShell = false
    for line in section[..<end].split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "```sh" {
        inShell = true
      } else if line.hasPrefix("```") {
        inShell = false
      } else if inShell {
        commands.append(String(line))
      }
    }
    return commands
  }

  @Test("README's first command verifies the bundled screens against the committed references, and passes")
  func firstCommandPasses() throws {
    let commands = try Self.mainCommands()
    let first = try #require(commands.first)
    #expect(first == "swift run collection-snapshot verify Fixtures --snapshots Snapshots")
    let prefix = "swift run collection-snapshot "
    try #require(first.hasPrefix(prefix))
    // The command as written, from the repository root, with the executable this build made
    // (`swift run` would wait for the build lock `swift test` holds); never recording, so a
    // missing reference fails here instead of being written.
    let arguments = first.dropFirst(prefix.count).split(separator: " ").map(String.init)
    let screens = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Fixtures").path).filter { $0.hasSuffix(".json") }
    let output = try CLIRunner.run(arguments, in: Self.root.path, environment: ["COLLECTION_SNAPSHOT_RECORD": "never"])
    #expect(output.status == 0, "\(output.standardOutput)\n\(output.standardError)")
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == screens.count + 2)
    #expect(lines.prefix(screens.count).allSatisfy { $0.hasSuffix(": image passed; layout passed") }, "\(lines)")
    #expect(lines.contains("\(screens.count) screens: \(screens.count) passed, 0 failed, 0 new, 0 recorded"))
    #expect(output.standardError.isEmpty, "\(output.standardError)")
  }

  @Test("README's second command runs the tests, and CI runs both commands")
  func secondCommandAndCI() throws {
    let commands = try Self.mainCommands()
    #expect(commands.count == 2)
    #expect(commands.last == "swift test")
    let ci = try String(contentsOf: Self.root.appendingPathComponent(".ci/run"), encoding: .utf8)
    let lines = ci.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    for command in commands { #expect(lines.contains(command), "\(command) is not in .ci/run") }
  }
}
