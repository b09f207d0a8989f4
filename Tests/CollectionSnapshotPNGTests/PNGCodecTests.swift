import Foundation
import Testing

@testable import CollectionSnapshotPNG
import CollectionSnapshotPixels

@Suite("PNG codec")
struct PNGCodecTests {
  let codec = PNGCodec()

  func sample(opaque: Bool) -> Bitmap {
    var bitmap = Bitmap(width: 7, height: 5, fill: .white)
    for y in 0..<5 {
      for x in 0..<7 {
        bitmap[x, y] = Color(red: UInt8(x * 36), green: UInt8(y * 60), blue: UInt8((x + y) * 20), alpha: opaque ? 255 : UInt8(x * 40))
      }
    }
    return bitmap
  }

  @Test("Round trip keeps every pixel, opaque and translucent", arguments: [true, false])
  func roundTrip(opaque: Bool) throws {
    let bitmap = sample(opaque: opaque)
    let bytes = try codec.encode(bitmap)
    let header = try codec.header(of: bytes)
    #expect(header.colorType == (opaque ? 2 : 6))
    #expect(header.bitDepth == 8)
    #expect(try codec.decode(bytes) == bitmap)
  }

  @Test("Encoding writes only IHDR, IDAT and IEND")
  func onlyNeededChunks() throws {
    #expect(chunkNames(try codec.encode(sample(opaque: false))) == ["IHDR", "IDAT", "IEND"])
  }

  @Test("Extra chunks are written before the image data")
  func extraChunks() throws {
    let bytes = try codec.encode(sample(opaque: true), chunks: [PNGChunk(name: "csPd", data: [1, 2, 3])])
    #expect(chunkNames(bytes) == ["IHDR", "csPd", "IDAT", "IEND"])
    #expect(try codec.decode(bytes) == sample(opaque: true))
    #expect(throws: PNGError.self) { try codec.encode(sample(opaque: true), chunks: [PNGChunk(name: "bad", data: [])]) }
  }

  @Test("Every level and filter decodes to the same pixels")
  func settings() throws {
    let bitmap = sample(opaque: false)
    for filter in PNGFilter.allCases {
      for level in [0, 1, 6, 9] {
        let bytes = try PNGCodec(compressionLevel: level, filter: filter).encode(bitmap)
        #expect(try codec.decode(bytes) == bitmap)
      }
    }
    #expect(throws: PNGError.self) { try PNGCodec(compressionLevel: 10).encode(bitmap) }
  }

  @Test("An empty bitmap cannot be encoded")
  func empty() {
    #expect(throws: PNGError("cannot encode an empty bitmap (0x3 pixels)")) {
      try codec.encode(Bitmap(width: 0, height: 3))
    }
  }

  @Test("A zero-byte file")
  func zeroBytes() {
    #expect(throws: PNGError("empty file (0 bytes), not a PNG image", file: "a.png")) {
      try codec.decode([], file: "a.png")
    }
  }

  @Test("Files that are not PNG say what they look like")
  func notPNG() {
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46]
    #expect(throws: PNGError("not a PNG image: it looks like a JPEG image; it starts with bytes ff d8 ff e0 00 10 4a 46", file: "x.png")) {
      try codec.decode(jpeg, file: "x.png")
    }
    #expect(throws: PNGError.self) { try codec.decode(Array("hello, world".utf8)) }
    do {
      _ = try codec.decode(Array("hello, world".utf8))
    } catch {
      #expect(error.message.contains("looks like text"))
    }
  }

  @Test("Truncated files are refused, wherever they are cut")
  func truncated() throws {
    let bytes = try codec.encode(sample(opaque: false))
    for length in [4, 8, 20, 33, bytes.count / 2, bytes.count - 13, bytes.count - 1] {
      do {
        _ = try codec.decode(Array(bytes.prefix(length)), file: "cut.png")
        Issue.record("decoded a file cut at \(length) of \(bytes.count) bytes")
      } catch {
        #expect(error.file == "cut.png")
        #expect(error.message.contains("truncated") || error.message.contains("corrupt"), "\(error.message)")
      }
    }
  }

  @Test("A header claiming 100000 × 100000 pixels is refused before allocating")
  func hugeHeader() {
    let ihdr = bigEndian(100_000) + bigEndian(100_000) + [8, 6, 0, 0, 0]
    let file = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", [0x78, 0x01]) + chunk("IEND", [])
    #expect(
      throws: PNGError(
        "image of 100000x100000 pixels exceeds the limit of 67108864 pixels (raise PNGCodec.maxPixels to read it)",
        file: "huge.png")
    ) {
      try codec.decode(file, file: "huge.png")
    }
  }

  @Test("The pixel limit is configurable")
  func pixelLimit() throws {
    let bytes = try codec.encode(sample(opaque: true))
    #expect(throws: PNGError.self) { try PNGCodec(maxPixels: 34).decode(bytes) }
    #expect(try PNGCodec(maxPixels: 35).decode(bytes).width == 7)
  }

  @Test("File errors name the file")
  func files() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-codec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("image.png").path
    try codec.write(sample(opaque: false), toFile: path)
    #expect(try codec.decode(contentsOfFile: path) == sample(opaque: false))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["image.png"])
    #expect(throws: PNGError("no such file or folder", file: folder.path + "/missing.png")) {
      try codec.decode(contentsOfFile: folder.path + "/missing.png")
    }
    #expect(throws: PNGError("is a directory, not a file", file: folder.path)) {
      try codec.decode(contentsOfFile: folder.path)
    }
    #expect(throws: PNGError.self) { try codec.write(sample(opaque: true), toFile: folder.path + "/no/such/dir.png") }
  }

  @Test("BinaryFile: a size limit named in the error, folders created on request, errors naming the file")
  func binaryFile() throws {
    // A folder of its own (one left by an earlier process of the same id would already exist).
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("binary-file-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/a/b/ten.bin"
    #expect(throws: FileError("cannot create file: No such file or directory", file: path)) { try BinaryFile.writeAtomically(Array(0..<10), to: path) }
    try BinaryFile.writeAtomically(Array(0..<10), to: path, creatingFolder: true)
    #expect(try BinaryFile.read(path) == Array(0..<10))
    #expect(try BinaryFile.read(path, maxSize: 10) == Array(0..<10))
    #expect(throws: FileError("the file is larger than 9 bytes, the limit for tests", file: path)) { try BinaryFile.read(path, maxSize: 9, limitFor: "tests") }
    // A file where a folder should be created.
    #expect(throws: FileError("cannot create the folder \(path): it is a file", file: path + "/c.bin")) {
      try BinaryFile.writeAtomically([1], to: path + "/c.bin", creatingFolder: true)
    }
    #expect(throws: FileError("no such file or folder", file: folder + "/missing")) { try BinaryFile.read(folder + "/missing") }
    #expect(throws: FileError("no such file or folder", file: path + "/below-a-file")) { try BinaryFile.read(path + "/below-a-file") }
    #expect(throws: FileError("is a directory, not a file", file: folder)) { try BinaryFile.read(folder) }
    #expect(FileError("is a device, not a file", file: "/dev/zero").description == "/dev/zero: is a device, not a file")
    #expect(throws: FileError("is a device, not a file", file: "/dev/zero")) { try BinaryFile.read("/dev/zero") }
  }

  func chunkNames(_ bytes: [UInt8]) -> [String] {
    var names: [String] = []
    var i = 8
    while i + 8 <= bytes.count {
      let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
      names.append(String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self))
      i += 12 + length
    }
    return names
  }
}
