import CollectionSnapshot
import Foundation

/// What UIKit would have printed to the console for the screens one assertion snapshots — the
/// diffable data source's "attempt to insert or append … identifier that already exists", the
/// flow layout's "negative or zero sizes are not supported", an item wider than its section —
/// gathered from the strategies (the layout dump's warnings), stored in each snapshot's record
/// (the report shows them) and printed once when the assertion ends, compiler-style
/// (`Tests/FeedTests.swift:12: warning: screen 'feed': snapshot: …`). They never fail a test:
/// UIKit only logs them.
package final class ConsoleWarnings: @unchecked Sendable {
  /// The assertion being checked on this task.
  @TaskLocal static var current: ConsoleWarnings?
  /// Where the lines go: standard error, or a test's own collector.
  @TaskLocal static var output: @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }

  private let lock = NSLock()
  private var lines: [String] = []

  /// Notes what a screen's layout logs (each line once per assertion).
  static func note(_ screen: Screen, _ layout: ComputedLayout) {
    guard let current, !layout.diagnostics.isEmpty else { return }
    current.add(layout.diagnostics.map { "screen '\(screen.name)': \($0.path): \($0.message)" })
  }

  /// Notes lines a strategy logs.
  static func note(_ lines: [String]) {
    guard let current, !lines.isEmpty else { return }
    current.add(lines)
  }

  private func add(_ new: [String]) {
    lock.lock()
    defer { lock.unlock() }
    for line in new where !lines.contains(line) { lines.append(line) }
  }

  /// Runs one strategy's snapshot and returns it with what it noted, each line once, in the
  /// order noted; the lines also go to the assertion's collector (printed once however many
  /// strategies note them).
  static func noting<Result>(_ body: () throws -> Result) rethrows -> (Result, [String]) {
    let own = ConsoleWarnings()
    let result = try $current.withValue(own, operation: body)
    let lines = own.lock.withLock { own.lines }
    note(lines)
    return (result, lines)
  }

  /// Runs an assertion's strategies and returns what they noted, each line once.
  package static func collecting(_ body: () throws -> Void) rethrows -> [String] {
    let warnings = ConsoleWarnings()
    try $current.withValue(warnings, operation: body)
    return warnings.lock.withLock { warnings.lines }
  }

  /// Runs an assertion's strategies, then prints what they noted, once.
  static func printing(fileID: StaticString, filePath: StaticString, line: UInt, _ body: () -> Void) {
    let noted = collecting(body)
    guard !noted.isEmpty else { return }
    let place = "\(filePath):\(line): warning: "
    output(noted.map { place + $0 + "\n" }.joined())
  }
}
