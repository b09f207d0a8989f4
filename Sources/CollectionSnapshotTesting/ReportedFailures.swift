import Foundation

/// The failures assertions on a task reported to Swift Testing, collected instead of recorded
/// as the test's issues: how the package's own tests observe a failure it must report (a
/// mismatch, a recorded reference, a name collision) without leaving a known issue in the
/// run's summary. Only a failure ``reportFailure(_:fileID:filePath:line:column:)`` hands to
/// Swift Testing — `Test.current` set — is collected, so an assertion off its test's task is
/// still lost (and printed), as it would be.
package final class ReportedFailures: @unchecked Sendable {
  /// One failure, as Swift Testing would have recorded it.
  package struct Failure: Sendable, Equatable {
    /// The comment: the failure message.
    package var message: String
    /// Where the assertion is.
    package var line: Int
  }

  // Unchecked: `failures` is read and written under `lock`.
  private let lock = NSLock()
  private var failures: [Failure] = []

  /// The collector of the current task, if any.
  @TaskLocal static var current: ReportedFailures?

  func append(_ failure: Failure) {
    lock.withLock { failures.append(failure) }
  }

  /// What was collected.
  private var all: [Failure] { lock.withLock { failures } }

  /// Runs `body` and returns the failures its assertions reported, in order.
  package static func collecting(_ body: () throws -> Void) rethrows -> [Failure] {
    let collector = ReportedFailures()
    try $current.withValue(collector, operation: body)
    return collector.all
  }

  /// The async form of ``collecting(_:)``.
  package static func collecting(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void) async rethrows -> [Failure] {
    let collector = ReportedFailures()
    try await $current.withValue(collector, operation: body)
    return collector.all
  }
}
