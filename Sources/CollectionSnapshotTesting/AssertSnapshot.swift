import CollectionSnapshot
internal import CollectionSnapshotReview
import Foundation

/// Asserts that `value` matches its references, one per strategy:
/// `Snapshots/<TestTarget>/<TestFileName>/[<Type>.]<testName>[.<case>][.<name>].<ext>`.
///
/// ```swift
/// @Test func productList() {
///   assertSnapshot(of: screen, as: .image, .layout)
/// }
/// ```
///
/// A mismatch fails the test (in whichever framework runs it) with what changed and the paths
/// of the review files written to the artifacts folder. What UIKit would have logged for the
/// screen (the layout dump's warnings) is printed once, as a warning, without failing. A missing reference is recorded (unless
/// the record mode is `never`, the default under CI) and the test fails with "recorded";
/// re-running it passes.
///
/// - Parameters:
///   - value: the value to snapshot.
///   - strategies: one or more strategies (`.image`, `.layout`, …).
///   - name: a name for the snapshot within the test (`<testName>.<name>.<ext>`).
///   - record: the record mode for this call; by default the scope's, else the environment's.
///   - snapshotDirectory: the references' folder; by default `Snapshots/` at the package root.
public func assertSnapshot<Value, each Format>(
  of value: @autoclosure () throws -> Value,
  as strategies: repeat Snapshotting<Value, each Format>,
  named name: String? = nil,
  record: RecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  XCTestFailureWitness.watch()
  let resolved: Value
  do {
    resolved = try value()
  } catch {
    reportFailure("snapshot value threw: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
    return
  }
  ConsoleWarnings.printing(fileID: fileID, filePath: filePath, line: line) {
    var position = 0
    for strategy in repeat each strategies {
      position += 1
      let (message, outcome) = verify(
        resolved, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath,
        testName: testName, line: line, column: column, claimPosition: position)
      if let message, !reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column) {
        outcome?.markLost()
      }
    }
  }
}

/// Checks `value` against its reference and returns the failure message, or `nil` when it
/// matches: the building block of ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// for helpers of your own. Records references and writes artifacts and the assertion's record
/// like it, but does not check that each reference has a single test and call site (a helper
/// may re-check one on purpose).
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategy: Snapshotting<Value, Format>,
  named name: String? = nil,
  record: RecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> String? {
  verify(
    try value(), as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath,
    testName: testName, line: line, column: column, claimPosition: nil
  ).message
}

/// `verifySnapshot`, and with `claimPosition` (the strategy's place in `as:`) the check that the
/// reference has one test and one call site.
func verify<Value, Format>(
  _ value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, named name: String?, record: RecordMode?,
  snapshotDirectory: String?, fileID: StaticString, file filePath: StaticString, testName: String, line: UInt, column: UInt,
  claimPosition: Int?
) -> (message: String?, outcome: SnapshotOutcome?) {
  let configuration = SnapshotTestingConfiguration.current
  let mode = record ?? configuration.record ?? RecordMode.fromEnvironment
  let origin: RecordModeOrigin = record != nil ? .call : configuration.record != nil ? .scope : .environment
  let site = AssertionSite.current(fileID: fileID, filePath: filePath, testName: testName, name: name, line: line, column: column)
  let location: SnapshotLocation
  do {
    location = try SnapshotLocation(
      fileID: String(describing: fileID), filePath: String(describing: filePath), function: testName, line: line, name: name,
      pathExtension: strategy.pathExtension, snapshotDirectory: snapshotDirectory ?? configuration.snapshotDirectory)
  } catch {
    return ("\(error)", nil)
  }
  let outcome = verifySnapshot(
    of: try value(), as: strategy, at: location, site: site, mode: mode, origin: origin, configuration: configuration, claimPosition: claimPosition)
  return (outcome.message, outcome)
}

/// The assertion at a known reference: what ``verifySnapshot(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// does once the reference is named, and what `collection-snapshot verify` runs for each JSON
/// screen. Every way out goes through the recorder, which writes the assertion's record.
/// - Parameters:
///   - origin: where `mode` came from, for the hint of a missing reference.
///   - claimPosition: the strategy's place in `assertSnapshot`'s `as:`, to check that the
///     reference has one test and one call site; `nil` to skip the check.
package func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, at location: SnapshotLocation, site: AssertionSite,
  mode: RecordMode, origin: RecordModeOrigin = .environment, configuration: SnapshotTestingConfiguration, claimPosition: Int? = nil
) -> SnapshotOutcome {
  let fileID = site.fileID, filePath = site.filePath, line = site.sourceLine, column = site.sourceColumn
  let path = location.referencePath
  let artifacts = ArtifactStore(configuration: configuration, location: location)
  let recorder = SnapshotRecorder(site: site, location: location, pathExtension: strategy.pathExtension, mode: mode, artifacts: artifacts)
  if let claimPosition {
    let claim = SnapshotNameRegistry.Claim(
      test: site.claimant, callSite: "\(fileID):\(line):\(column)#\(claimPosition)", line: line, file: String(describing: fileID))
    if let collision = SnapshotNameRegistry.claim(path, claim, pathExtension: strategy.pathExtension) {
      // Its own record, beside the one of the snapshot that has the reference.
      recorder.recordName = location.relativePath + ".line-\(line)-\(claimPosition)"
      return recorder.finish(.error, collision)
    }
  }
  // The reference as messages name it (made only for a message).
  var shown: String { ReferenceRoot.shown(path) }
  let snapshot: Format
  do {
    // What UIKit would have logged while the snapshot was taken goes into the record too.
    (snapshot, recorder.warnings) = try ConsoleWarnings.noting { try strategy.snapshot(try value()) }
  } catch {
    return recorder.finish(.error, "cannot take the snapshot for \(shown): \(error)")
  }
  recorder.snapshot = snapshot
  func writeReference(_ reason: String) -> SnapshotOutcome {
    do {
      let bytes = try strategy.diffing.toData(snapshot)
      try BinaryFile.writeAtomically(bytes, to: path, creatingFolder: true)
      recorder.referenceBytes = bytes
      recorder.readFrom = nil
      attach(bytes, named: location.attachmentName("recorded." + strategy.pathExtension), fileID: fileID, filePath: filePath, line: line, column: column)
      return recorder.finish(.recorded, "recorded, re-run: \(reason) \(shown) (record mode \(mode.rawValue))")
    } catch {
      return recorder.finish(.error, "cannot record \(shown): \(error)")
    }
  }
  if mode == .all { return writeReference("wrote") }
  // A reference recorded before the test target and type were part of the path is read where
  // it is, until it is moved.
  var readPath = path
  if let previous = location.previousPath, !FileManager.default.fileExists(atPath: path), FileManager.default.fileExists(atPath: previous) {
    readPath = previous
    recorder.readFrom = previous
  }
  var shownRead: String { readPath == path ? shown : ReferenceRoot.shown(readPath) }
  guard FileManager.default.fileExists(atPath: readPath) else {
    if mode == .missing || mode == .failed { return writeReference("no reference yet; wrote") }
    var message = "no reference at \(shown) (record mode never, " + origin.neverHint
    if let bytes = try? strategy.diffing.toData(snapshot), let written = artifacts.write([("actual." + strategy.pathExtension, bytes)], fileID: fileID, filePath: filePath, line: line, column: column) {
      message += "\nactual: " + written.map(ReferenceRoot.shown).joined(separator: "\n")
      recorder.wrote(written, actual: bytes)
    }
    return recorder.finish(.missing, message)
  }
  let reference: [UInt8]
  do {
    reference = try BinaryFile.read(readPath)
  } catch {
    return recorder.finish(.error, "cannot read the reference \(shownRead): \(error.message)")
  }
  recorder.referenceBytes = reference
  let failure: DiffingFailure?
  do {
    failure = try strategy.diffing.compare(snapshot, reference, shownRead)
  } catch {
    return recorder.finish(
      .error, "cannot read the reference \(shownRead): \(error); restore it from git, or re-record it with \(origin.option(.all))")
  }
  guard let failure else { return recorder.finish(.passed, nil) }
  if mode == .failed { return writeReference("the snapshot did not match; replaced") }
  recorder.failure = failure
  var message = "snapshot does not match \(shownRead)\n" + failure.message
  if readPath != path {
    message += "(this reference is at its earlier place; its place is now \(shown): move it there, see \"Where references live\" in the article \"Snapshot strategies and references\")\n"
  }
  if claimPosition != nil && SnapshotNameRegistry.uses(of: path) > 1 {
    message += "(this call asserted \(shown) \(SnapshotNameRegistry.uses(of: path)) times in this run: if these are different snapshots, give each its own name with named:)\n"
  }
  if let written = artifacts.write(failure.artifacts, fileID: fileID, filePath: filePath, line: line, column: column) {
    message += "artifacts:\n" + written.map { "  " + ReferenceRoot.shown($0) }.joined(separator: "\n")
    recorder.wrote(written, actual: failure.artifacts.first { $0.suffix.hasPrefix("actual.") }?.bytes)
  }
  if let warning = RecordMode.invalidEnvironmentValue { message += "\nwarning: \(warning)" }
  return recorder.finish(.failed, message)
}

extension SnapshotLocation {
  /// A flat attachment name: Swift Testing writes attachments into one folder.
  func attachmentName(_ suffix: String) -> String {
    ArtifactStore.stem(relativePath).replacingOccurrences(of: "/", with: "__") + "." + suffix
  }
}
