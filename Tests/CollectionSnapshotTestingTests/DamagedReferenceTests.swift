import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation
import Testing

/// A reference that is cut, damaged, empty, not a PNG, or whose image data was changed by a
/// tool that kept the digest chunk never passes: it fails naming the file, or fails by pixels.
@Suite("Damaged references never pass")
struct DamagedReferenceTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A real reference of the project and its screen, copied to a scratch folder as this test's
  /// reference; returns the folder, the reference's path and its bytes.
  func realReference(_ function: String = #function) throws -> (folder: String, path: String, bytes: [UInt8], screen: Screen) {
    let test = String(function.prefix { $0 != "(" })
    let screen = try ScreenDocument.load(contentsOfFile: Self.root.appendingPathComponent("Fixtures/ss-banners-products.json").path)
    let folder = TestScreens.scratch("damaged-\(test)")
    let path = folder + "/CollectionSnapshotTestingTests/DamagedReferenceTests/\(test).png"
    // The project's own reference, as committed (it must pass as it is).
    let bytes = try BinaryFile.read(Self.root.appendingPathComponent("Snapshots/Fixtures/ss-banners-products.png").path)
    try FileManager.default.createDirectory(atPath: folder + "/CollectionSnapshotTestingTests/DamagedReferenceTests", withIntermediateDirectories: true)
    try BinaryFile.writeAtomically(bytes, to: path)
    #expect(verifySnapshot(of: screen, as: .image, record: .never, snapshotDirectory: folder) == nil, "the intact reference passes")
    return (folder, path, bytes, screen)
  }

  @Test("Cut references fail naming the file: 61 bytes, the header and digest chunk alone, 5,000 bytes, one byte short, and every 1,000 bytes")
  func cut() throws {
    let (folder, path, bytes, screen) = try realReference()
    let firstImageData = try #require(PNGChunks.offset(of: "IDAT", in: bytes))
    var lengths = [61, firstImageData, 5000, bytes.count - 1, bytes.count - 12]
    lengths += stride(from: 1000, to: bytes.count, by: 1000)
    for length in lengths {
      try BinaryFile.writeAtomically(Array(bytes.prefix(length)), to: path)
      let message = verifySnapshot(of: screen, as: .image, record: .never, snapshotDirectory: folder)
      #expect(message?.hasPrefix("cannot read the reference \(path): ") == true, "cut at \(length): \(message ?? "passed")")
    }
  }

  @Test("Empty, non-PNG and corrupt references fail naming the file and what is wrong")
  func unreadable() throws {
    let (folder, path, bytes, screen) = try realReference()
    var corrupt = bytes
    corrupt[try #require(PNGChunks.offset(of: "IDAT", in: bytes)) + 20] ^= 0x55  // the CRC no longer matches
    var badDigestCRC = bytes
    badDigestCRC[try #require(PNGChunks.offset(of: "csPD", in: bytes)) + 10] ^= 0x01
    let cases: [(String, [UInt8], String)] = [
      ("empty", [], "empty file (0 bytes), not a PNG image"),
      ("text", Array("not a picture\n".utf8), "not a PNG image: it looks like text"),
      ("jpeg", [0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46], "not a PNG image: it looks like a JPEG image"),
      ("corrupt", corrupt, "corrupt PNG: "),
      ("trailing IEND missing", Array(bytes.dropLast(12)), "corrupt PNG: "),
    ]
    for (label, data, reason) in cases {
      try BinaryFile.writeAtomically(data, to: path)
      let message = verifySnapshot(of: screen, as: .image, record: .never, snapshotDirectory: folder)
      #expect(message?.hasPrefix("cannot read the reference \(path): \(reason)") == true, "\(label): \(message ?? "passed")")
    }
    // A digest chunk with a bad CRC is not trusted; the pixels are compared, and they are equal.
    try BinaryFile.writeAtomically(badDigestCRC, to: path)
    #expect(verifySnapshot(of: screen, as: .image, record: .never, snapshotDirectory: folder) == nil)
  }

  @Test("Image data changed by a tool that kept the digest chunk (a valid PNG) fails by pixels")
  func imageDataChangedDigestKept() throws {
    let (folder, path, bytes, screen) = try realReference()
    // Another picture's image data under this file's header and digest chunk: what an editor
    // that ignores the chunk's "unsafe to copy" bit writes. Every CRC is right.
    var other = screen
    other.model.sections[1].items[0].content.title = "Edited"
    let otherPNG = try PNGCodec().encode(try ScreenRenderer.render(other))
    let digestStart = try #require(PNGChunks.offset(of: "csPD", in: bytes))
    let digestEnd = try #require(PNGChunks.offset(of: "IDAT", in: bytes))
    let otherData = try #require(PNGChunks.offset(of: "IDAT", in: otherPNG))
    let edited = Array(otherPNG[..<otherData]) + Array(bytes[digestStart..<digestEnd]) + Array(otherPNG[otherData...])
    #expect(try PNGCodec().decode(edited).width == 750, "the edited file is a valid PNG")
    try BinaryFile.writeAtomically(edited, to: path)
    let message = try #require(verifySnapshot(of: screen, as: .image, record: .never, snapshotDirectory: folder))
    #expect(message.hasPrefix("snapshot does not match \(path)\nimages differ: "), "\(message)")
  }

  @Test("A digest chunk of the earlier 16-byte form is not trusted: the pixels decide")
  func unsealedDigest() throws {
    let folder = TestScreens.scratch("unsealed")
    let screen = TestScreens.list()
    let path = folder + "/CollectionSnapshotTestingTests/DamagedReferenceTests/unsealedDigest.png"
    try FileManager.default.createDirectory(atPath: folder + "/CollectionSnapshotTestingTests/DamagedReferenceTests", withIntermediateDirectories: true)
    // The digest of the actual picture, over other pixels: equal digests, different images.
    let actual = try ScreenRenderer.render(screen)
    let other = try ScreenRenderer.render(TestScreens.list(rowHeight: 61))
    let unsealed = try PNGCodec().encode(other, chunks: [PNGChunk(name: "csPD", data: PixelDigest(actual).bytes)])
    try BinaryFile.writeAtomically(unsealed, to: path)
    let message = verifySnapshot(of: screen, as: .image, record: .never, snapshotDirectory: folder)
    #expect(message?.hasPrefix("snapshot does not match \(path)\nimages differ: ") == true, "\(message ?? "passed")")
    try BinaryFile.writeAtomically(try PNGCodec().encode(actual, chunks: [PNGChunk(name: "csPD", data: PixelDigest(actual).bytes)]), to: path)
    #expect(verifySnapshot(of: screen, as: .image, record: .never, snapshotDirectory: folder) == nil)
  }
}

/// Finds chunks in PNG bytes, for tests that damage files on purpose.
enum PNGChunks {
  /// The offset of the first chunk of type `name` (its length field).
  static func offset(of name: String, in bytes: [UInt8]) -> Int? {
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == name { return offset }
      offset += 12 + length
    }
    return nil
  }
}
