import CollectionSnapshotTesting
import Foundation
import Testing

/// README's CI job (after `<!-- ci: job -->`): it installs what the package builds against, runs
/// the tests in the record mode CI must have (never writing a reference), and uploads the
/// artifacts folder the tests write into — the one its environment names — when they fail.
@Suite("README's CI job")
struct ReadmeJobTests {
  /// The job's lines, trimmed.
  static func lines() throws -> [String] {
    try ReadmeTests.block(marked: "ci: job").text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The variables of a step's `env: { KEY: value, … }` line.
  static func environment(_ line: String) -> [String: String] {
    guard line.hasPrefix("env: {"), line.hasSuffix("}") else { return [:] }
    var result: [String: String] = [:]
    for pair in line.dropFirst("env: {".count).dropLast().split(separator: ",") {
      let parts = pair.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) }
      if parts.count == 2 { result[parts[0]] = parts[1] }
    }
    return result
  }

  @Test("It installs libpng and pkg-config, and runs swift test")
  func installsAndTests() throws {
    let lines = try Self.lines()
    let install = try #require(lines.first { $0.contains("apt-get install") })
    // Package.swift's system library: libpng through pkg-config, Debian's libpng-dev.
    #expect(install.contains("libpng-dev") && install.contains("pkg-config"), "\(install)")
    #expect(lines.contains("run: swift test"))
  }

  @Test("The tests run in record mode never, and the folder uploaded on failure is the artifacts folder they write")
  func uploadsTheArtifacts() throws {
    let lines = try Self.lines()
    let testStep = try #require(lines.firstIndex(of: "run: swift test"))
    let env = try #require(lines[..<testStep].last { $0.hasPrefix("env: {") }.map(Self.environment))
    #expect(RecordMode.from(environment: env) == .never, "a CI run never writes a reference")
    let artifacts = try #require(env["COLLECTION_SNAPSHOT_ARTIFACTS"], "the job names the artifacts folder")
    let upload = try #require(lines.firstIndex { $0.hasPrefix("uses: actions/upload-artifact") })
    #expect(upload > testStep)
    #expect(lines[upload - 1] == "- if: failure()", "uploaded when the tests fail")
    let with = try #require(lines[(upload + 1)...].first { $0.hasPrefix("with: {") })
    #expect(with.contains("path: \(artifacts)"), "\(with) uploads \(artifacts)")
  }
}
