import Foundation
internal import CollectionSnapshotReview
import Testing

/// Where a snapshot's reference lives:
/// `Snapshots/<TestTarget>/<TestFileName>/[<Type>.]<testName>[.<case>][.<name>].<ext>` under the
/// package root (the first folder above the test file holding `Package.swift`). The test
/// target (from `#fileID`) keeps test files of one name in two targets apart; the type (the
/// Swift Testing suite, or the XCTest class read from the source) appears when it differs from
/// the file's name, so two types of one file with a test of one name are kept apart too.
package struct SnapshotLocation {
  /// The reference file.
  package var referencePath: String
  /// The same path relative to the snapshots folder (mirrored in the artifacts folder).
  package var relativePath: String
  /// Where the reference was before the target and type were part of the path
  /// (`Snapshots/<TestFileName>/<testName>…`): read when the reference is not at its own path
  /// yet, so references recorded earlier keep passing until they are moved. `nil` for a
  /// reference named outright.
  package var previousPath: String?
  /// The package root, when found.
  package var packageRoot: String?

  /// A reference named outright: `relativePath` under `snapshotDirectory`; records name paths
  /// relative to `root` (`collection-snapshot verify`).
  package init(relativePath: String, snapshotDirectory: String, root: String?) {
    self.relativePath = relativePath
    referencePath = (snapshotDirectory as NSString).appendingPathComponent(relativePath)
    previousPath = nil
    packageRoot = root
  }

  init(
    fileID: String, filePath: String, function: String, line: UInt, name: String?, pathExtension: String, snapshotDirectory: String?
  ) throws(SnapshotError) {
    let testFile = Self.fileStem(filePath)
    packageRoot = Self.packageRoot(fromFile: filePath)
    let base: String
    if let snapshotDirectory {
      base = snapshotDirectory
    } else if let environment = ProcessEnvironment.value("COLLECTION_SNAPSHOT_DIRECTORY"), !environment.isEmpty {
      base = environment
    } else if let packageRoot {
      base = (packageRoot as NSString).appendingPathComponent("Snapshots")
    } else {
      throw SnapshotError("no Package.swift above \(filePath): pass snapshotDirectory: or set COLLECTION_SNAPSHOT_DIRECTORY")
    }
    let target = Self.sanitize(fileID.split(separator: "/").first.map(String.init) ?? "Tests")
    let type = Self.testType(filePath: filePath, line: Int(line))
    let testName = Self.testName(function: function)
    var components = [Self.sanitize(testName)]
    if let caseSuffix = Self.caseSuffix() { components.append(caseSuffix) }
    if let name { components.append(Self.sanitize(name)) }
    let fileName = components.joined(separator: ".") + "." + pathExtension
    let typePrefix = type.map { $0 == testFile ? "" : Self.sanitize($0) + "." } ?? ""
    relativePath = target + "/" + testFile + "/" + typePrefix + fileName
    referencePath = (base as NSString).appendingPathComponent(relativePath)
    previousPath = (base as NSString).appendingPathComponent(testFile + "/" + fileName)
  }

  /// The type of the test: Swift Testing's suite (its type names, dotted), else the type around
  /// `line` in the source (an XCTest class); `nil` for a free test function.
  static func testType(filePath: String, line: Int) -> String? {
    if let test = Test.current {
      let types = test.id.nameComponents.dropLast()
      return types.isEmpty ? nil : types.joined(separator: ".")
    }
    return SourceTypeIndex.type(at: line, inFile: filePath)
  }

  /// The test's name: Swift Testing's current test, else the XCTest method (`testFoo()` →
  /// `testFoo`).
  static func testName(function: String) -> String {
    let raw = Test.current?.name ?? function
    if let paren = raw.firstIndex(of: "(") { return String(raw[..<paren]) }
    return raw
  }

  /// For a parameterized Swift Testing case, its arguments as a file-name part
  /// (`name=ss-banners-products`), so each case has its own reference. `nil` otherwise.
  static func caseSuffix() -> String? {
    guard let testCase = Test.Case.current, testCase.isParameterized else { return nil }
    // Test.Case keeps its arguments in an internal `arguments` array (of values with a
    // `value`); found by reflection, since Swift Testing has no public accessor for them.
    func arguments(in value: Any, depth: Int) -> Any? {
      guard depth < 4 else { return nil }
      for child in Mirror(reflecting: value).children {
        if child.label == "arguments" { return child.value }
        if let found = arguments(in: child.value, depth: depth + 1) { return found }
      }
      return nil
    }
    var parts: [String] = []
    if let list = arguments(in: testCase, depth: 0) {
      for argument in Mirror(reflecting: list).children {
        let fields = Mirror(reflecting: argument.value).children
        guard let value = fields.first(where: { $0.label == "value" })?.value else { continue }
        parts.append((value as? String) ?? String(describingForTest: value))
      }
    }
    guard !parts.isEmpty else { return nil }
    return sanitize(parts.joined(separator: "_"))
  }

  /// A file-name-safe form: letters, digits, `-`, `_`, `=`, `,`; anything else becomes `-`;
  /// at most 80 characters (longer names end with a hash of the whole).
  static func sanitize(_ text: String) -> String {
    // Already safe (nearly every name): as it is.
    let safe = text.withCString { strspn($0, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=,") == strlen($0) }
    if safe && !text.isEmpty && text.utf8.count <= 80 { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      let ok = (scalar.value >= 48 && scalar.value <= 57) || (scalar.value >= 65 && scalar.value <= 90) || (scalar.value >= 97 && scalar.value <= 122)
        || scalar == "-" || scalar == "_" || scalar == "=" || scalar == ","
      result.append(ok ? Character(scalar) : "-")
    }
    if result.count > 80 {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
      result = String(result.prefix(63)) + "-" + String(hash, radix: 16)
    }
    return result.isEmpty ? "-" : result
  }

  /// A file's name without its folder and extension (`Tests/A/FeedTests.swift` → `FeedTests`).
  static func fileStem(_ path: String) -> String {
    let bytes = Array(path.utf8)
    let start = (bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
    guard let dot = bytes[start...].lastIndex(of: UInt8(ascii: ".")), dot > start else { return String(decoding: bytes[start...], as: UTF8.self) }
    return String(decoding: bytes[start..<dot], as: UTF8.self)
  }

  /// The first folder above the file at `path` holding `Package.swift` (looked up once per file).
  static func packageRoot(fromFile path: String) -> String? {
    if let known = packageRoots.withLock({ $0[path] }) { return known }
    let found = packageRoot(from: URL(fileURLWithPath: path))
    packageRoots.withLock { $0[path] = .some(found) }
    return found
  }

  /// The first folder above `file` holding `Package.swift`.
  static func packageRoot(from file: URL) -> String? {
    var folder = file.deletingLastPathComponent()
    var found: String?
    while folder.path != "/" && !folder.path.isEmpty {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        found = folder.path
        break
      }
      folder = folder.deletingLastPathComponent()
    }
    return found
  }

  private static let packageRoots = LockedValue<[String: String?]>([:])
}

/// A snapshot that could not be checked: a corrupt reference, a strategy that threw.
struct SnapshotError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
