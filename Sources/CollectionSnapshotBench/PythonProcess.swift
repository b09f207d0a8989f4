import ArgumentParser
import Foundation

/// A peer tool's Python script, run in a process of its own (the comparisons with BlazeDiff and
/// kiwisolver).
enum PythonProcess {
  /// Runs `python3` with `arguments` and returns what it printed.
  /// - Throws: `failure`, with python's exit status, when it does not exit with 0.
  static func run(_ arguments: [String], failure: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw ValidationError("\(failure): python3 exited with \(process.terminationStatus)") }
    return String(decoding: data, as: UTF8.self)
  }
}
