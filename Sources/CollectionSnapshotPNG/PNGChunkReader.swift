public import CollectionSnapshotPixels

/// Reads a PNG's header and ancillary chunks before the image data without decoding anything:
/// what a snapshot comparison needs to prove equality from an embedded pixel digest.
public enum PNGChunkReader {
  /// The private chunk that carries a ``PixelDigest`` of the pixels. Its fourth letter is upper
  /// case: "unsafe to copy", so a PNG editor that changes the image must drop it (PNG §5.4)
  /// rather than keep a digest that no longer matches.
  public static let digestChunkName = "csPD"

  /// The chunk for `digest`.
  public static func digestChunk(_ digest: PixelDigest) -> PNGChunk {
    PNGChunk(name: digestChunkName, data: digest.bytes)
  }

  /// The image size and the embedded digest of a PNG, or `nil` when the bytes are not a PNG
  /// with an intact IHDR and an intact digest chunk before its image data. Every chunk read is
  /// checked against its CRC.
  public static func digest(in bytes: [UInt8]) -> (width: Int, height: Int, digest: PixelDigest)? {
    guard bytes.count > 8, Array(bytes[0..<8]) == PNGSignature.bytes else { return nil }
    var offset = 8
    var size: (Int, Int)?
    while offset + 12 <= bytes.count {
      let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      guard length >= 0, length <= bytes.count - offset - 12 else { return nil }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let body = bytes[(offset + 4)..<(offset + 8 + length)]
      let stored = UInt32(bytes[offset + 8 + length]) << 24 | UInt32(bytes[offset + 9 + length]) << 16 | UInt32(bytes[offset + 10 + length]) << 8 | UInt32(bytes[offset + 11 + length])
      guard CRC32.checksum(body) == stored else { return nil }
      let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
      if type == "IHDR" {
        guard data.count == 13 else { return nil }
        let width = Int(data[0]) << 24 | Int(data[1]) << 16 | Int(data[2]) << 8 | Int(data[3])
        let height = Int(data[4]) << 24 | Int(data[5]) << 16 | Int(data[6]) << 8 | Int(data[7])
        size = (width, height)
      } else if type == digestChunkName {
        guard let size, let digest = PixelDigest(bytes: data) else { return nil }
        return (size.0, size.1, digest)
      } else if type == "IDAT" || type == "IEND" {
        return nil
      }
      offset += 12 + length
    }
    return nil
  }
}

/// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320).
enum CRC32 {
  static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xffff_ffff
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xff)] ^ (crc >> 8) }
    return crc ^ 0xffff_ffff
  }
}
