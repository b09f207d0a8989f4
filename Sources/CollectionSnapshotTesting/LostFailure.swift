import Foundation
internal import CollectionSnapshotReview

/// A failure no test framework took, printed to standard error (XCTest and Swift Testing print
/// nothing for it, and the test passes).
package enum LostFailure {
  /// Why, as the record and standard error say it.
  static let reason =
    "no running test took this failure (neither Swift Testing's Test.current nor a running XCTest test): the assertion ran off its test's task, in Task.detached or after its test ended, so the test passed. Call assertSnapshot on the test's own task."

  /// The text printed for `message`.
  static func text(_ message: String, file: String, line: UInt) -> String {
    "error: \(file):\(line): CollectionSnapshot: \(reason)\n" + message.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
  }

  /// Where the text goes: standard error, or a test's own sink.
  static func report(_ message: String, file: String, line: UInt) {
    let text = Self.text(message, file: file, line: line)
    if let sink = sink.withLock({ $0 }) { sink(text) } else { FileHandle.standardError.write(Data((text + "\n").utf8)) }
  }

  private static let sink = LockedValue<(@Sendable (String) -> Void)?>(nil)

  /// Runs `body` with lost failures going to `sink` instead of standard error (for tests).
  package static func capturing<T>(_ sink: @escaping @Sendable (String) -> Void, _ body: () async throws -> T) async rethrows -> T {
    setSink(sink)
    defer { setSink(nil) }
    return try await body()
  }

  private static func setSink(_ sink: (@Sendable (String) -> Void)?) {
    self.sink.withLock { $0 = sink }
  }
}
