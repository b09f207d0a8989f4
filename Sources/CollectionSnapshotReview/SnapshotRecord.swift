/// What one assertion did, as a small JSON file in the artifacts folder
/// (`records/<TestTarget>/<TestFile>/<test>.<ext>.json`): the only thing the report, `approve`
/// and `stale` read. Nothing downstream parses failure messages.
///
/// Paths: ``reference`` and ``file`` are relative to the root (the package root for tests,
/// the folder `verify` ran in), or absolute when outside it; the ``artifacts`` paths are
/// relative to the artifacts folder holding the record.
public struct SnapshotRecord: Codable, Sendable, Equatable {
  /// The format of this file; readers refuse a newer one.
  public static let currentVersion = 1

  /// What the assertion found.
  public enum Status: String, Codable, Sendable, CaseIterable, Comparable {
    /// The snapshot matched its reference.
    case passed
    /// The snapshot differs from its reference.
    case failed
    /// There was no reference and none was written (record mode `never`): a new snapshot.
    case missing
    /// The reference was written (record mode `missing`, `failed` or `all`).
    case recorded
    /// The snapshot could not be checked: the value threw, the reference is unreadable.
    case error

    /// How much a reviewer needs to see it: errors, failures, new, recorded, passed.
    public var urgency: Int {
      switch self {
      case .error: 4
      case .failed: 3
      case .missing: 2
      case .recorded: 1
      case .passed: 0
      }
    }

    /// Ordered by ``urgency``.
    public static func < (a: Status, b: Status) -> Bool { a.urgency < b.urgency }
  }

  /// Files written for review, relative to the artifacts folder.
  public struct Artifacts: Codable, Sendable, Equatable {
    /// A copy of the reference as it was read.
    public var reference: String?
    /// The snapshot taken (what `approve` copies over the reference).
    public var actual: String?
    /// The diff picture.
    public var diff: String?
    /// The unified diff of a text snapshot.
    public var diffText: String?

    /// Files for review.
    public init(reference: String? = nil, actual: String? = nil, diff: String? = nil, diffText: String? = nil) {
      self.reference = reference
      self.actual = actual
      self.diff = diff
      self.diffText = diffText
    }

    /// Every path named.
    public var all: [String] { [reference, actual, diff, diffText].compactMap { $0 } }
  }

  /// The pixel comparison of a picture.
  public struct ImageDifference: Codable, Sendable, Equatable {
    /// The reference's size in pixels.
    public var referenceWidth: Int
    /// The reference's size in pixels.
    public var referenceHeight: Int
    /// The actual picture's size in pixels.
    public var actualWidth: Int
    /// The actual picture's size in pixels.
    public var actualHeight: Int
    /// Pixels per point of the actual picture.
    public var scale: Double
    /// Pixels that differ (over both sizes' union when the sizes differ).
    public var differingPixels: Int
    /// Pixels compared.
    public var totalPixels: Int
    /// Bounding boxes of the differing regions in pixels, `[x, y, width, height]` each.
    public var regions: [[Int]]

    /// A comparison.
    public init(
      referenceWidth: Int, referenceHeight: Int, actualWidth: Int, actualHeight: Int, scale: Double, differingPixels: Int, totalPixels: Int,
      regions: [[Int]]
    ) {
      self.referenceWidth = referenceWidth
      self.referenceHeight = referenceHeight
      self.actualWidth = actualWidth
      self.actualHeight = actualHeight
      self.scale = scale
      self.differingPixels = differingPixels
      self.totalPixels = totalPixels
      self.regions = regions
    }
  }

  /// The record format (``currentVersion`` when written).
  public var version: Int
  /// The run the assertion belongs to (see ``RunIdentity``).
  public var run: String
  /// The test: `Module.Suite/test()` for Swift Testing, `Module.Class/testName` for XCTest,
  /// `verify/<screen>` for `collection-snapshot verify`.
  public var test: String
  /// The suite the summary counts it in (`Module.Suite`).
  public var suite: String
  /// The test's display name, when it has one.
  public var displayName: String?
  /// The test's own name, the last part of ``test``: `productList()`, `testProductList`.
  public var testName: String { test.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? test }
  /// The arguments of a parameterized case, as in the reference's name.
  public var testCase: String?
  /// The `named:` argument.
  public var name: String?
  /// The assertion's source file.
  public var file: String
  /// The assertion's line.
  public var line: Int
  /// The assertion's column.
  public var column: Int
  /// `image`, `layout`, `trace` or `text`.
  public var strategy: String
  /// What the assertion found.
  public var status: Status
  /// The record mode in force (`never`, `missing`, `failed`, `all`).
  public var recordMode: String
  /// The reference file.
  public var reference: String
  /// Where the reference was read instead, when nothing was at ``reference`` yet: its earlier
  /// place (`Snapshots/<TestFile>/<test>…`, before the test target and type were part of the
  /// path). `approve` moves an accepted snapshot from there to ``reference``; `stale` counts
  /// the file as used.
  public var earlierReference: String?
  /// SHA-256 of the reference as the assertion read it, for `approve` to refuse a reference
  /// changed since; `nil` when it did not exist, and for a passed assertion (nothing to
  /// approve). After a recording, the hash of what was written.
  public var referenceHash: String?
  /// SHA-256 of the actual snapshot's file, when one was written.
  public var actualHash: String?
  /// Review files.
  public var artifacts: Artifacts
  /// The failure message as the test reported it (for reading only).
  public var message: String?
  /// Pixel counts and regions of a picture that differs.
  public var image: ImageDifference?
  /// What changed in a layout dump, element by element ("cell [0,1] Row: y 108 → 116").
  public var changes: [String]?
  /// The first differing event of a trace.
  public var firstDifference: String?
  /// What UIKit would have logged to the console for the snapshot's screen (the layout dump's
  /// `warning:` lines, as the test printed them: `screen 'feed': snapshot: …`), in order;
  /// `nil` for none.
  public var warnings: [String]?
  /// How long the assertion took, in milliseconds.
  public var durationMilliseconds: Double
  /// True when the process ran only some tests (`--filter`, `--skip`, a test named on its
  /// command line): `stale` refuses such runs.
  public var filtered: Bool

  /// A record.
  public init(
    run: String, test: String, suite: String, displayName: String? = nil, testCase: String? = nil, name: String? = nil, file: String, line: Int,
    column: Int, strategy: String, status: Status, recordMode: String, reference: String, earlierReference: String? = nil, referenceHash: String? = nil, actualHash: String? = nil,
    artifacts: Artifacts = Artifacts(), message: String? = nil, image: ImageDifference? = nil, changes: [String]? = nil, firstDifference: String? = nil,
    warnings: [String]? = nil, durationMilliseconds: Double = 0, filtered: Bool = false
  ) {
    version = Self.currentVersion
    self.run = run
    self.test = test
    self.suite = suite
    self.displayName = displayName
    self.testCase = testCase
    self.name = name
    self.file = file
    self.line = line
    self.column = column
    self.strategy = strategy
    self.status = status
    self.recordMode = recordMode
    self.reference = reference
    self.earlierReference = earlierReference
    self.referenceHash = referenceHash
    self.actualHash = actualHash
    self.artifacts = artifacts
    self.message = message
    self.image = image
    self.changes = changes
    self.firstDifference = firstDifference
    self.warnings = warnings
    self.durationMilliseconds = durationMilliseconds
    self.filtered = filtered
  }

  /// The strategy of a reference by its extension: `png` → image, `filmstrip.png` →
  /// filmstrip, `layout.txt` → layout, `trace.txt` → trace, anything else text.
  public static func strategy(forPathExtension pathExtension: String) -> String {
    switch pathExtension {
    case "png": "image"
    case "filmstrip.png": "filmstrip"
    case "layout.txt": "layout"
    case "trace.txt": "trace"
    default: "text"
    }
  }

  /// True when the snapshot is a picture (an image or a filmstrip).
  public var isPicture: Bool { strategy == "image" || strategy == "filmstrip" }

  /// True when `approve` can act on it: a failure or a new snapshot with its actual file.
  public var isApprovable: Bool { (status == .failed || status == .missing) && artifacts.actual != nil }
}
