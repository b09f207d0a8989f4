import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// References are never torn or lost: eight processes recording the same references at once
/// leave every file whole, and a folder on a full or read-only file system fails the recording
/// with the reason and the path, keeps the old reference and leaves no temporary file.
final class ReferenceWriteSafetyTests: XCTestCase {
  /// The references every recording process writes, with the bytes each must hold.
  static func expected() throws -> [(name: String, bytes: [UInt8])] {
    let large = TestScreens.list(rowHeight: 90, rows: 6)
    return [
      ("parallel.large.png", try Snapshotting<Screen, ImageSnapshot>.image(scale: 2).diffing.toData(try Snapshotting<Screen, ImageSnapshot>.image(scale: 2).snapshot(large))),
      ("parallel.small.png", try Snapshotting<Screen, ImageSnapshot>.image.diffing.toData(try Snapshotting<Screen, ImageSnapshot>.image.snapshot(TestScreens.list()))),
      ("parallel.large.layout.txt", try Snapshotting<Screen, String>.layout.diffing.toData(try Snapshotting<Screen, String>.layout.snapshot(large))),
      ("parallel.text.txt", try Snapshotting<String, String>.lines.diffing.toData(longText)),
    ]
  }

  /// A 120 kB text: writing it takes long enough that a reader would see a torn file if writes
  /// were not atomic.
  static let longText: String = (0..<2_000).map { "line \($0) of a long reference, written whole or not at all" }.joined(separator: "\n")

  func testEightProcessesRecordingTheSameReferences() throws {
    let folder = TestScreens.scratch("parallel")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var environment = ProcessInfo.processInfo.environment
    environment["COLLECTION_SNAPSHOT_RECORD"] = "all"
    environment[RecordingWorker.folderVariable] = folder
    let processes = try (0..<8).map { _ -> (Process, Pipe) in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      process.arguments = ["CollectionSnapshotTestingTests.RecordingWorker/testRecordReferences"]
      process.environment = environment
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      return (process, output)
    }
    for (process, output) in processes {
      let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 0, log)
      XCTAssertTrue(log.contains("Executed 1 test, with 0 failures"), log)
    }
    // The four references (named after the worker's test type and test), nothing else.
    let written = TestScreens.files(under: folder)
    let expected = try Self.expected()
    XCTAssertEqual(written.count, expected.count, "no temporary file may stay behind: \(written)")
    for (name, bytes) in expected {
      guard let file = written.first(where: { $0.hasSuffix("." + name) }) else {
        XCTFail("\(name) was not written: \(written)")
        continue
      }
      let path = folder + "/" + file
      XCTAssertEqual(try BinaryFile.read(path), bytes, "\(name) is not the whole reference")
      if name.hasSuffix(".png") { XCTAssertNoThrow(try PNGCodec().decode(contentsOfFile: path)) }
    }
  }

  // MARK: A full or read-only file system

  /// Runs a system command; its standard error when it fails.
  @discardableResult
  static func command(_ path: String, _ arguments: [String]) throws -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let error = Pipe()
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return process.terminationStatus == 0 ? nil : text.isEmpty ? "exit status \(process.terminationStatus)" : text
  }

  /// A small tmpfs mounted on a new folder for `body`, unmounted after.
  func withTmpfs(size: String, _ body: (String) throws -> Void) throws {
    guard getuid() == 0 else { throw XCTSkip("mounting a small tmpfs needs root (running as uid \(getuid())); not checked here") }
    let folder = TestScreens.scratch("tmpfs")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    if let problem = try Self.command("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", folder]) {
      throw XCTSkip("cannot mount a tmpfs here (\(problem.trimmingCharacters(in: .whitespacesAndNewlines))); not checked")
    }
    defer { _ = try? Self.command("/bin/umount", [folder]) }
    try body(folder)
  }

  /// Records a reference of the list screen in `folder`; returns its path and bytes.
  func recordReference(in folder: String, test: String) throws -> (String, [UInt8]) {
    let message = verifySnapshot(of: TestScreens.list(), as: .image, record: .missing, snapshotDirectory: folder, testName: test) ?? "passed"
    // "recorded, re-run: no reference yet; wrote <path> (record mode missing)"
    guard let start = message.range(of: "wrote "), let end = message.range(of: " (record mode", range: start.upperBound..<message.endIndex) else {
      throw XCTSkip("unexpected recording message: \(message)")
    }
    let path = String(message[start.upperBound..<end.lowerBound])
    return (path, try BinaryFile.read(path))
  }

  /// Re-records the reference with other pixels, in every record mode that writes, and a new one;
  /// each must fail naming the path and `reason`, leaving the folder as it was.
  func expectRecordingFails(in folder: String, test: String, reference: (path: String, bytes: [UInt8]), reason: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let before = TestScreens.files(under: folder)
    for mode in [RecordMode.all, .failed] {
      let message = verifySnapshot(of: TestScreens.list(rows: 2), as: .image, record: mode, snapshotDirectory: folder, testName: test) ?? "passed"
      XCTAssertTrue(message.hasPrefix("cannot record \(reference.path): "), message, file: file, line: line)
      XCTAssertTrue(message.contains(reason), message, file: file, line: line)
      XCTAssertEqual(try BinaryFile.read(reference.path), reference.bytes, "the old reference changed", file: file, line: line)
    }
    let new = verifySnapshot(of: TestScreens.list(), as: .layout, record: .missing, snapshotDirectory: folder, testName: test) ?? "passed"
    let layoutPath = String(reference.path.dropLast(".png".count)) + ".layout.txt"
    XCTAssertTrue(new.hasPrefix("cannot record \(layoutPath): "), new, file: file, line: line)
    XCTAssertTrue(new.contains(reason), new, file: file, line: line)
    XCTAssertEqual(TestScreens.files(under: folder), before, "a temporary or partial file stayed behind", file: file, line: line)
  }

  func testFullFileSystem() throws {
    try withTmpfs(size: "256k") { folder in
      let reference = try recordReference(in: folder, test: "full")
      // Fill the file system: dd stops when no block is left.
      XCTAssertNotNil(try Self.command("/bin/dd", ["if=/dev/zero", "of=\(folder)/filler.bin", "bs=4096"]))
      try expectRecordingFails(in: folder, test: "full", reference: reference, reason: "No space left on device")
    }
  }

  func testReadOnlyFolder() throws {
    if getuid() == 0 {
      // Root writes through permission bits: make the file system itself read-only.
      try withTmpfs(size: "1m") { folder in
        let reference = try recordReference(in: folder, test: "readOnly")
        if let problem = try Self.command("/bin/mount", ["-o", "remount,ro", folder]) {
          throw XCTSkip("cannot remount the tmpfs read-only (\(problem)); not checked")
        }
        try expectRecordingFails(in: folder, test: "readOnly", reference: reference, reason: "Read-only file system")
      }
    } else {
      let folder = TestScreens.scratch("read-only")
      let reference = try recordReference(in: folder, test: "readOnly")
      let references = (reference.0 as NSString).deletingLastPathComponent
      XCTAssertEqual(chmod(references, 0o555), 0)
      defer {
        chmod(references, 0o755)
        try? FileManager.default.removeItem(atPath: folder)
      }
      try expectRecordingFails(in: folder, test: "readOnly", reference: reference, reason: "Permission denied")
    }
  }
}

/// One of the processes ``ReferenceWriteSafetyTests/testEightProcessesRecordingTheSameReferences()``
/// starts: records the same references again and again in the folder it is given.
final class RecordingWorker: XCTestCase {
  static let folderVariable = "COLLECTION_SNAPSHOT_RECORDING_WORKER_FOLDER"

  func testRecordReferences() throws {
    guard let folder = ProcessInfo.processInfo.environment[Self.folderVariable] else {
      throw XCTSkip("runs only in the processes the parallel-recording test starts")
    }
    let large = TestScreens.list(rowHeight: 90, rows: 6)
    func verifyAll(_ mode: RecordMode?) -> [String?] {
      [
        verifySnapshot(of: large, as: .image(scale: 2), named: "large", record: mode, snapshotDirectory: folder, testName: "parallel"),
        verifySnapshot(of: TestScreens.list(), as: .image, named: "small", record: mode, snapshotDirectory: folder, testName: "parallel"),
        verifySnapshot(of: large, as: .layout, named: "large", record: mode, snapshotDirectory: folder, testName: "parallel"),
        verifySnapshot(of: ReferenceWriteSafetyTests.longText, as: .lines, named: "text", record: mode, snapshotDirectory: folder, testName: "parallel"),
      ]
    }
    for _ in 0..<6 {
      // Record (the environment says `all`), then compare while the other processes record:
      // a reader must never see a torn file.
      for message in verifyAll(nil) { XCTAssertTrue(message?.hasPrefix("recorded, re-run: wrote") == true, message ?? "passed") }
      for message in verifyAll(.never) { XCTAssertNil(message) }
    }
  }
}
