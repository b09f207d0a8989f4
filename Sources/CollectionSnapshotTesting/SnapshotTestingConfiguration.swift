import Testing

/// Settings for the snapshot assertions of a scope: the record mode and where references and
/// artifacts go. Set with ``withSnapshotTesting(record:snapshotDirectory:artifactsDirectory:operation:)``
/// or the `.snapshots(…)` trait; an assertion's own arguments win over it.
public struct SnapshotTestingConfiguration: Sendable {
  /// The record mode, or `nil` to take the environment's.
  public var record: RecordMode?
  /// The folder references live in, or `nil` for `Snapshots/` at the package root.
  public var snapshotDirectory: String?
  /// The folder failure artifacts go to, or `nil` for the environment's or the default.
  public var artifactsDirectory: String?

  /// A configuration.
  public init(record: RecordMode? = nil, snapshotDirectory: String? = nil, artifactsDirectory: String? = nil) {
    self.record = record
    self.snapshotDirectory = snapshotDirectory
    self.artifactsDirectory = artifactsDirectory
  }

  /// The configuration of the current task.
  @TaskLocal public static var current = SnapshotTestingConfiguration()
}

/// Runs `operation` with snapshot settings for every assertion inside it (also the way to set
/// them for a whole XCTest case: wrap `invokeTest()`).
public func withSnapshotTesting<R>(
  record: RecordMode? = nil, snapshotDirectory: String? = nil, artifactsDirectory: String? = nil,
  operation: () throws -> R
) rethrows -> R {
  var configuration = SnapshotTestingConfiguration.current
  if let record { configuration.record = record }
  if let snapshotDirectory { configuration.snapshotDirectory = snapshotDirectory }
  if let artifactsDirectory { configuration.artifactsDirectory = artifactsDirectory }
  return try SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}

/// The async form of ``withSnapshotTesting(record:snapshotDirectory:artifactsDirectory:operation:)``.
public func withSnapshotTesting<R>(
  record: RecordMode? = nil, snapshotDirectory: String? = nil, artifactsDirectory: String? = nil,
  isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
) async rethrows -> R {
  var configuration = SnapshotTestingConfiguration.current
  if let record { configuration.record = record }
  if let snapshotDirectory { configuration.snapshotDirectory = snapshotDirectory }
  if let artifactsDirectory { configuration.artifactsDirectory = artifactsDirectory }
  return try await SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}

/// The `.snapshots(record:)` trait: snapshot settings for a test or a whole suite.
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
  /// The settings.
  public var configuration: SnapshotTestingConfiguration

  /// Applies to every test of a suite.
  public var isRecursive: Bool { true }

  /// Runs the test inside the settings.
  public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
    try await SnapshotTestingConfiguration.$current.withValue(merged, operation: function)
  }

  private var merged: SnapshotTestingConfiguration {
    var result = SnapshotTestingConfiguration.current
    if let record = configuration.record { result.record = record }
    if let directory = configuration.snapshotDirectory { result.snapshotDirectory = directory }
    if let directory = configuration.artifactsDirectory { result.artifactsDirectory = directory }
    return result
  }
}

extension Trait where Self == SnapshotsTrait {
  /// Snapshot settings for this test or suite: `@Suite(.snapshots(record: .failed))`.
  public static func snapshots(record: RecordMode? = nil, snapshotDirectory: String? = nil, artifactsDirectory: String? = nil) -> Self {
    SnapshotsTrait(configuration: SnapshotTestingConfiguration(record: record, snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory))
  }
}
