import CollectionSnapshot
import Foundation

/// Asserts `value` against references named outright — `<snapshots>/<reference>.<ext>`, one
/// per strategy — rather than after the test: the references `collection-snapshot verify`
/// checks for a folder of JSON screens (`Snapshots/<folder name>/<screen>.png` and
/// `.layout.txt`), so a test and the command share one set. Everything else is the assertion's:
/// the record mode, the records and review files, the check that one call site asserts each
/// reference, and failures reported to the running test's framework.
/// - Parameters:
///   - reference: the references' path under `snapshotDirectory`, without the extension
///     (`Fixtures/ss-banners-products`).
///   - snapshotDirectory: the references' folder; by default `Snapshots/` at the package root.
package func assertSnapshot<Value, each Format>(
  of value: @autoclosure () throws -> Value,
  as strategies: repeat Snapshotting<Value, each Format>,
  reference: String,
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
  let configuration = SnapshotTestingConfiguration.current
  let mode = configuration.record ?? RecordMode.fromEnvironment
  let origin: RecordModeOrigin = configuration.record != nil ? .scope : .environment
  let root = SnapshotLocation.packageRoot(fromFile: String(describing: filePath))
  guard let folder = snapshotDirectory ?? configuration.snapshotDirectory ?? root.map({ ($0 as NSString).appendingPathComponent("Snapshots") }) else {
    reportFailure(
      "no Package.swift above \(filePath): pass snapshotDirectory:", fileID: fileID, filePath: filePath, line: line, column: column)
    return
  }
  let site = AssertionSite.current(fileID: fileID, filePath: filePath, testName: testName, name: nil, line: line, column: column)
  ConsoleWarnings.printing(fileID: fileID, filePath: filePath, line: line) {
    var position = 0
    for strategy in repeat each strategies {
      position += 1
      let location = SnapshotLocation(relativePath: reference + "." + strategy.pathExtension, snapshotDirectory: folder, root: root)
      let outcome = verifySnapshot(
        of: resolved, as: strategy, at: location, site: site, mode: mode, origin: origin, configuration: configuration, claimPosition: position)
      if let message = outcome.message, !reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column) {
        outcome.markLost()
      }
    }
  }
}
