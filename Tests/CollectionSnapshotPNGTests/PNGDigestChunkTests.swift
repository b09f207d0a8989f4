import Testing

@testable import CollectionSnapshotPNG
import CollectionSnapshotPixels

/// The sealed digest chunk: written after IHDR, trusted only in a whole file whose image data
/// is the one it was written with.
@Suite("Sealed digest chunk")
struct PNGDigestChunkTests {
  /// A 40 × 30 picture with a gradient (so the image data is not trivial) and its chunked file.
  static let bitmap: Bitmap = {
    var bitmap = Bitmap(width: 40, height: 30, fill: .white)
    for y in 0..<30 { for x in 0..<40 { bitmap[x, y] = Color(red: UInt8(x * 6), green: UInt8(y * 8), blue: UInt8((x * y) & 0xff)) } }
    return bitmap
  }()
  static let digest = PixelDigest(bitmap)

  /// The CRC-32 of the PNG specification's sample code (bit by bit), independent of zlib.
  static func referenceCRC(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xffff_ffff
    for byte in bytes {
      c ^= UInt32(byte)
      for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return c ^ 0xffff_ffff
  }

  /// Chunks as (type, data) pairs, by the file's own lengths.
  static func chunks(_ bytes: [UInt8]) -> [(String, [UInt8])] {
    var result: [(String, [UInt8])] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      result.append((String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self), Array(bytes[(offset + 8)..<(offset + 8 + length)])))
      offset += 12 + length
    }
    return result
  }

  /// A file from chunks, each with its right CRC.
  static func file(_ chunks: [(String, [UInt8])]) -> [UInt8] {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    for (type, data) in chunks {
      let body = Array(type.utf8) + data
      bytes += PNGDigestChunk.bigEndian(UInt32(data.count)) + body + PNGDigestChunk.bigEndian(referenceCRC(body))
    }
    return bytes
  }

  @Test("zlib's CRC-32 is PNG's: IEND's is AE 42 60 82, as at the end of every PNG")
  func crc() {
    #expect(PNGChunkReader.crc32(Array("IEND".utf8)[...]) == 0xAE42_6082)
    let sample = Array("123456789".utf8)
    #expect(PNGChunkReader.crc32(sample[...]) == 0xCBF4_3926)  // the check value of CRC-32/ISO-HDLC
  }

  @Test("The chunk follows IHDR and is sealed to the IHDR CRC and the IDAT chunks' count, length and CRCs")
  func layout() throws {
    let bytes = try PNGCodec().encode(Self.bitmap, digest: Self.digest)
    let chunks = Self.chunks(bytes)
    #expect(chunks.map(\.0).prefix(2) == ["IHDR", "csPD"])
    #expect(chunks.last?.0 == "IEND")
    let stored = try #require(PNGDigestChunk(data: chunks[1].1))
    #expect(chunks[1].1.count == 36)
    #expect(stored.digest == Self.digest)
    let imageData = chunks.filter { $0.0 == "IDAT" }
    #expect(stored.seal.headerCRC == Self.referenceCRC(Array("IHDR".utf8) + chunks[0].1))
    #expect(stored.seal.imageDataChunks == UInt32(imageData.count))
    #expect(stored.seal.imageDataLength == UInt64(imageData.reduce(0) { $0 + $1.1.count }))
    let crcs = imageData.flatMap { PNGDigestChunk.bigEndian(Self.referenceCRC(Array("IDAT".utf8) + $0.1)) }
    #expect(stored.seal.imageDataCRC == Self.referenceCRC(crcs))
    let found = try #require(PNGChunkReader.digest(in: bytes))
    #expect(found.width == 40 && found.height == 30 && found.digest == Self.digest)
    #expect(try PNGCodec().decode(bytes) == Self.bitmap)
  }

  @Test("Not trusted: a cut, bytes after IEND, a wrong CRC, a second or late digest chunk, tRNS, other image data, the 16-byte form")
  func untrusted() throws {
    let bytes = try PNGCodec().encode(Self.bitmap, digest: Self.digest)
    let chunks = Self.chunks(bytes)
    #expect(Self.file(chunks) == bytes, "the test's own writer gives the same file")
    #expect(PNGChunkReader.digest(in: Self.file(chunks)) != nil)
    let digestChunk = chunks[1]
    let rest = Array(chunks.dropFirst(2))
    let other = Self.chunks(try PNGCodec().encode(Bitmap(width: 40, height: 30, fill: .white)))
    let cases: [(String, [UInt8])] = [
      ("cut before IEND", Array(bytes.dropLast(12))),
      ("cut inside IDAT", Array(bytes.prefix(bytes.count - 20))),
      ("a byte after IEND", bytes + [0]),
      ("an IDAT CRC wrong", { var b = bytes; b[b.count - 13] ^= 1; return b }()),
      ("a second digest chunk", Self.file([chunks[0], digestChunk, digestChunk] + rest)),
      ("the digest chunk after the image data", Self.file([chunks[0]] + rest.dropLast() + [digestChunk, chunks.last!])),
      ("tRNS", Self.file([chunks[0], digestChunk, ("tRNS", [0, 0, 0, 0, 0, 0])] + rest)),
      ("other image data", Self.file([other[0], digestChunk] + other.dropFirst())),
      ("the 16-byte form", Self.file([chunks[0], ("csPD", Self.digest.bytes)] + rest)),
      ("no IDAT", Self.file([chunks[0], digestChunk, chunks.last!])),
    ]
    for (label, file) in cases {
      #expect(PNGChunkReader.digest(in: file) == nil, "\(label)")
    }
    // An ancillary chunk that changes nothing, added by a careful tool, keeps the proof.
    #expect(PNGChunkReader.digest(in: Self.file([chunks[0], digestChunk, ("tEXt", Array("Comment\u{0}ok".utf8))] + rest)) != nil)
  }

  @Test("A Git LFS pointer is recognised (its 23-byte signature, not only the first 16 bytes)")
  func lfsPointer() {
    let pointer = Array("version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12345\n".utf8)
    #expect(throws: PNGError("not a PNG image: it is a Git LFS pointer, not the image (run `git lfs pull`); it starts with bytes 76 65 72 73 69 6f 6e 20", file: "a.png")) {
      try PNGCodec().decode(pointer, file: "a.png")
    }
  }
}
