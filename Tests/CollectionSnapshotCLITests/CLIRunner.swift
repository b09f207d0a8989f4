import Foundation

/// Runs the `collection-snapshot` executable built beside the test bundle.
enum CLIRunner {
  struct Output {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  static var executable: URL {
    // The test bundle (or binary) lives in the build products folder, next to the executable.
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent("collection-snapshot")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: "collection-snapshot")
  }

  static func run(_ arguments: [String], in folder: String? = nil, environment: [String: String] = [:]) throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus,
      standardOutput: String(decoding: outData, as: UTF8.self),
      standardError: String(decoding: errData, as: UTF8.self))
  }
}

/// A scratch folder removed at the end of a test.
struct ScratchFolder {
  let url: URL

  init(_ name: String) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("cs-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
