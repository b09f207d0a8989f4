internal import CPNGShim
public import CollectionSnapshotPixels

/// Walks a PNG's chunks without decoding anything: what a snapshot comparison needs to prove a
/// reference equal to a picture from its embedded pixel digest, and to prove the file whole
/// before trusting that digest.
public enum PNGChunkReader {
  /// The private chunk that carries a ``PixelDigest`` of the pixels, bound to the image data
  /// (see ``PNGDigestChunk``). Its fourth letter is upper case: "unsafe to copy", so a PNG
  /// editor that changes the image must drop it (PNG §5.4).
  public static let digestChunkName = PNGDigestChunk.name

  /// The image size and the embedded digest of a PNG, or `nil` unless the file proves it whole
  /// and the digest its own:
  /// - the signature, then chunks whose lengths stay inside the file and whose CRC-32s are all
  ///   right, up to an `IEND` that ends the file (a cut or damaged file fails here);
  /// - an 8-bit RGB or RGBA, non-interlaced `IHDR`, no `PLTE` or `tRNS` (which change the
  ///   pixels), exactly one digest chunk before the image data, and `IDAT` chunks in one run;
  /// - the digest chunk's seal equal to the file's own: the `IHDR` CRC, the number of `IDAT`
  ///   chunks, their total length and the CRC-32 of their CRCs. A tool that changed the image
  ///   data but kept the digest chunk fails here.
  ///
  /// Every byte of the file is read once (zlib's CRC-32); nothing is inflated.
  public static func digest(in bytes: [UInt8]) -> (width: Int, height: Int, digest: PixelDigest)? {
    guard let file = structure(of: bytes), let data = file.digestChunk, let chunk = PNGDigestChunk(data: data),
      chunk.seal == file.seal, file.bitDepth == 8, file.colorType == 2 || file.colorType == 6, !file.isInterlaced,
      !file.hasPixelChunks
    else { return nil }
    return (file.width, file.height, chunk.digest)
  }

  /// What a whole, undamaged PNG holds, as far as the digest check needs it.
  struct Structure {
    var width = 0
    var height = 0
    var bitDepth = 0
    var colorType = 0
    var isInterlaced = false
    /// The data of the only digest chunk before the image data; `nil` when there is none, or
    /// more than one, or one after the image data.
    var digestChunk: [UInt8]?
    /// `PLTE` or `tRNS` present.
    var hasPixelChunks = false
    /// The seal computed from the file's own chunks.
    var seal = PNGDigestChunk.Seal(headerCRC: 0, imageDataChunks: 0, imageDataLength: 0, imageDataCRC: 0)
    /// The offset of the first `IDAT` chunk.
    var firstImageData = 0
  }

  /// The file's structure, or `nil` when it is not a whole PNG: a bad signature, a chunk that
  /// runs past the end, a wrong CRC, no `IHDR` first, `IDAT` chunks apart, no `IDAT`, no `IEND`,
  /// or bytes after it.
  static func structure(of bytes: [UInt8]) -> Structure? {
    bytes.withUnsafeBufferPointer { buffer -> Structure? in
      guard let base = buffer.baseAddress, buffer.count >= 8 + 12 + 25 else { return nil }
      for i in 0..<8 where base[i] != PNGSignature.bytes[i] { return nil }
      func word(_ at: Int) -> UInt32 {
        UInt32(base[at]) << 24 | UInt32(base[at + 1]) << 16 | UInt32(base[at + 2]) << 8 | UInt32(base[at + 3])
      }
      var file = Structure()
      var digestChunks = 0
      var imageDataCRCs: [UInt8] = []
      var imageDataEnded = false
      var offset = 8
      var index = 0
      while offset + 12 <= buffer.count {
        let length = Int(word(offset))
        guard length <= 0x7fff_ffff, length <= buffer.count - offset - 12 else { return nil }
        let type = word(offset + 4)
        let crc = word(offset + 8 + length)
        guard cpng_crc32(0, base + offset + 4, length + 4) == crc else { return nil }
        let data = offset + 8
        if index == 0 {
          guard type == Self.IHDR, length == 13 else { return nil }
          file.width = Int(word(data))
          file.height = Int(word(data + 4))
          file.bitDepth = Int(base[data + 8])
          file.colorType = Int(base[data + 9])
          file.isInterlaced = base[data + 12] != 0
          file.seal.headerCRC = crc
        } else if type == Self.IHDR {
          return nil
        } else if type == Self.IDAT {
          guard !imageDataEnded else { return nil }
          if file.seal.imageDataChunks == 0 { file.firstImageData = offset }
          file.seal.imageDataChunks += 1
          file.seal.imageDataLength += UInt64(length)
          imageDataCRCs += PNGDigestChunk.bigEndian(crc)
        } else {
          if file.seal.imageDataChunks > 0 { imageDataEnded = true }
          if type == Self.IEND {
            guard length == 0, offset + 12 == buffer.count, file.seal.imageDataChunks > 0 else { return nil }
            file.seal.imageDataCRC = imageDataCRCs.withUnsafeBufferPointer { cpng_crc32(0, $0.baseAddress, $0.count) }
            if digestChunks != 1 { file.digestChunk = nil }
            return file
          }
          if type == Self.PLTE || type == Self.tRNS { file.hasPixelChunks = true }
          if type == Self.csPD {
            // Only a single one, before the image data, describes the picture.
            digestChunks += file.seal.imageDataChunks == 0 ? 1 : 2
            file.digestChunk = Array(buffer[data..<(data + length)])
          }
        }
        offset += 12 + length
        index += 1
      }
      return nil
    }
  }

  /// The CRC-32 of PNG chunks over `bytes`.
  static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    bytes.withUnsafeBufferPointer { cpng_crc32(0, $0.baseAddress, $0.count) }
  }

  static let IHDR: UInt32 = 0x4948_4452
  static let IDAT: UInt32 = 0x4944_4154
  static let IEND: UInt32 = 0x4945_4E44
  static let PLTE: UInt32 = 0x504C_5445
  static let tRNS: UInt32 = 0x7452_4E53
  static let csPD: UInt32 = 0x6373_5044
}
