import CollectionSnapshot
package import CollectionSnapshotReview
import Foundation

/// How an assertion ended: the failure message (`nil` when it passed) and its record.
package struct SnapshotOutcome: Sendable {
  /// The failure message.
  package var message: String?
  /// The record written.
  package var record: SnapshotRecord
  /// Where the record was written: the artifacts folder and the name under `records/`.
  var recordPlace: (folder: String, name: String, texts: PageTexts)?

  /// Rewrites the record as an error when no test framework took the failure (see
  /// ``LostFailure``): the report then shows why instead of a new or failed snapshot nobody saw.
  func markLost() {
    guard let place = recordPlace else { return }
    var record = record
    record.status = .error
    record.message = LostFailure.reason + (message.map { "\n" + $0 } ?? "")
    try? RunFolder.shared(place.folder).write(record, relativePath: place.name, texts: place.texts)
  }
}

/// Builds the record of one assertion as it runs and writes it when the assertion ends: the
/// one place the assertion path touches records. Each way out of the assertion calls
/// ``finish(_:_:)`` with the status and the failure message.
final class SnapshotRecorder {
  let site: AssertionSite
  let location: SnapshotLocation
  let pathExtension: String
  let mode: RecordMode
  let artifacts: ArtifactStore
  let started = ContinuousClock.now

  /// The snapshot taken (a picture's size and scale go into the record).
  var snapshot: Any?
  /// The reference's bytes as read (or as written when recording).
  var referenceBytes: [UInt8]?
  /// What differs.
  var failure: DiffingFailure?
  /// What UIKit would have logged while the snapshot was taken.
  var warnings: [String] = []
  /// The reference's earlier place, when the reference was read there (see
  /// ``SnapshotLocation/previousPath``).
  var readFrom: String?
  /// The record's name under `records/` (without `.json`): the reference's relative path,
  /// unless two assertions claim that reference.
  lazy var recordName = location.relativePath
  private var written: [String] = []
  private var actualBytes: [UInt8]?

  init(site: AssertionSite, location: SnapshotLocation, pathExtension: String, mode: RecordMode, artifacts: ArtifactStore) {
    self.site = site
    self.location = location
    self.pathExtension = pathExtension
    self.mode = mode
    self.artifacts = artifacts
  }

  /// Notes the review files written (absolute paths) and the actual snapshot's bytes.
  func wrote(_ paths: [String], actual: [UInt8]?) {
    written += paths
    actualBytes = actual
  }

  /// Writes the record and returns it with `message` (and the report page's path when there
  /// is something to review). A passed assertion's record carries no hash of its reference:
  /// `approve` never acts on it, and hashing every reference took most of a passing picture's
  /// time in a build for debugging. A record that cannot be written is reported once on standard
  /// error; the assertion's verdict does not change.
  func finish(_ status: SnapshotRecord.Status, _ message: String?) -> SnapshotOutcome {
    let elapsed = ContinuousClock.now - started
    let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    let root = location.packageRoot
    let folder = RunFolder.shared(artifacts.folder)
    var record = SnapshotRecord(
      run: folder.identity.run, test: site.test, suite: site.suite, displayName: site.displayName, testCase: site.testCase, name: site.name,
      file: ReferenceRoot.relative(site.file, to: root), line: site.line, column: site.column,
      strategy: SnapshotRecord.strategy(forPathExtension: pathExtension), status: status, recordMode: mode.rawValue,
      reference: ReferenceRoot.relative(location.referencePath, to: root), earlierReference: readFrom.map { ReferenceRoot.relative($0, to: root) },
      referenceHash: status == .passed ? nil : referenceBytes.map(SHA256.hex),
      actualHash: actualBytes.map(SHA256.hex), message: message, durationMilliseconds: (milliseconds * 1000).rounded() / 1000,
      filtered: folder.identity.filtered)
    var texts = PageTexts()
    for path in written {
      let relative = ReferenceRoot.relative(path, to: artifacts.folder)
      let name = (path as NSString).lastPathComponent
      if name.contains(".reference.") {
        record.artifacts.reference = relative
      } else if name.contains(".actual.") {
        record.artifacts.actual = relative
      } else if name.hasSuffix(".diff.png") {
        record.artifacts.diff = relative
      } else if name.hasSuffix(".diff") {
        record.artifacts.diffText = relative
      }
    }
    if let failure {
      texts.diff = failure.artifacts.first { $0.suffix == "diff" }.map { String(decoding: $0.bytes, as: UTF8.self) }
      if !failure.changes.isEmpty {
        if record.strategy == "trace" { record.firstDifference = failure.changes.first } else { record.changes = failure.changes }
      }
    }
    if status == .missing, !record.isPicture, let actualBytes { texts = PageTexts(actual: String(decoding: actualBytes, as: UTF8.self)) }
    record.image = imageDifference()
    if !warnings.isEmpty { record.warnings = warnings }
    do {
      try folder.write(record, relativePath: recordName, texts: texts)
    } catch {
      Self.warnOnce("cannot write the snapshot record into \(artifacts.folder): \(error)")
      return SnapshotOutcome(message: message, record: record)
    }
    let place = (artifacts.folder, recordName, texts)
    guard var message, status != .passed, status != .recorded else { return SnapshotOutcome(message: message, record: record, recordPlace: place) }
    message += (written.isEmpty ? "\nreview: " : "\n  review: ") + ReferenceRoot.shown(folder.pagePath)
    return SnapshotOutcome(message: message, record: record, recordPlace: place)
  }

  /// The picture's sizes, counts and regions.
  private func imageDifference() -> SnapshotRecord.ImageDifference? {
    guard let picture = snapshot as? ImageSnapshot else { return nil }
    var difference = SnapshotRecord.ImageDifference(
      referenceWidth: 0, referenceHeight: 0, actualWidth: picture.width, actualHeight: picture.height, scale: picture.scale, differingPixels: 0,
      totalPixels: picture.width * picture.height, regions: [])
    if let comparison = failure?.comparison {
      difference.referenceWidth = comparison.referenceSize.width
      difference.referenceHeight = comparison.referenceSize.height
      difference.differingPixels = comparison.differingPixels
      difference.totalPixels = max(comparison.referenceSize.width, picture.width) * max(comparison.referenceSize.height, picture.height)
      difference.regions = comparison.regions.map { [$0.x, $0.y, $0.width, $0.height] }
    } else if referenceBytes != nil {
      difference.referenceWidth = picture.width
      difference.referenceHeight = picture.height
    }
    return difference
  }

  private static let hasWarned = LockedValue(false)

  private static func warnOnce(_ text: String) {
    let first = hasWarned.withLock { warned in
      defer { warned = true }
      return !warned
    }
    guard first else { return }
    FileHandle.standardError.write(Data(("warning: " + text + "\n").utf8))
  }
}
