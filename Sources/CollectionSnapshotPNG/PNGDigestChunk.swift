public import CollectionSnapshotPixels

/// The `csPD` chunk: a ``PixelDigest`` of the picture and a seal that binds it to the image data
/// it was written with, 36 bytes, big-endian:
///
/// | bytes | field |
/// |---|---|
/// | 0–15 | the pixel digest |
/// | 16–19 | the CRC-32 of the `IHDR` chunk |
/// | 20–23 | the number of `IDAT` chunks |
/// | 24–31 | their total data length |
/// | 32–35 | the CRC-32 of their CRC-32s, in file order |
///
/// The seal costs nothing to check: the CRCs are already in the file and every one is checked
/// anyway. A file whose image data was changed by a tool that kept the chunk (recomputing the
/// `IDAT` CRCs, so the file is valid PNG) no longer matches its seal, and is decoded and
/// compared pixel by pixel. The earlier 16-byte form (the digest alone) is never trusted.
public struct PNGDigestChunk: Sendable, Hashable {
  /// The chunk type.
  public static let name = "csPD"
  /// The chunk's length.
  public static let length = 36

  /// What binds a digest to one file's image data.
  public struct Seal: Sendable, Hashable {
    /// The CRC-32 of the `IHDR` chunk (size, bit depth, colour type, interlacing).
    public var headerCRC: UInt32
    /// The number of `IDAT` chunks.
    public var imageDataChunks: UInt32
    /// Their total data length.
    public var imageDataLength: UInt64
    /// The CRC-32 of their CRC-32s (4 bytes each, big-endian, in file order).
    public var imageDataCRC: UInt32
  }

  /// The pixels' digest.
  public var digest: PixelDigest
  /// The image data it describes.
  public var seal: Seal

  /// A chunk.
  public init(digest: PixelDigest, seal: Seal) {
    self.digest = digest
    self.seal = seal
  }

  /// The chunk read from its data, or `nil` for another length (the 16-byte form included).
  public init?(data: [UInt8]) {
    guard data.count == Self.length, let digest = PixelDigest(bytes: Array(data[0..<16])) else { return nil }
    func word(_ at: Int) -> UInt32 { data[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) } }
    self.digest = digest
    seal = Seal(
      headerCRC: word(16), imageDataChunks: word(20), imageDataLength: data[24..<32].reduce(0) { $0 << 8 | UInt64($1) },
      imageDataCRC: word(32))
  }

  /// The chunk's data.
  public var data: [UInt8] {
    var data = digest.bytes
    data += Self.bigEndian(seal.headerCRC)
    data += Self.bigEndian(seal.imageDataChunks)
    data += Self.bigEndian(UInt32(truncatingIfNeeded: seal.imageDataLength >> 32))
    data += Self.bigEndian(UInt32(truncatingIfNeeded: seal.imageDataLength))
    data += Self.bigEndian(seal.imageDataCRC)
    return data
  }

  /// Four bytes, most significant first.
  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
  }
}

extension PNGCodec {
  /// Encodes a bitmap with its digest in a `csPD` chunk sealed to the image data written, so
  /// that ``PNGChunkReader/digest(in:)`` can later prove a file equal to a picture without
  /// decoding it.
  /// - Throws: ``PNGError`` as ``encode(_:chunks:)``.
  public func encode(_ bitmap: Bitmap, digest: PixelDigest) throws(PNGError) -> [UInt8] {
    let png = try encode(bitmap)
    guard let file = PNGChunkReader.structure(of: png) else { throw PNGError("internal error: the encoder wrote a damaged PNG") }
    let data = PNGDigestChunk(digest: digest, seal: file.seal).data
    var chunk = PNGDigestChunk.bigEndian(UInt32(data.count)) + Array(PNGDigestChunk.name.utf8) + data
    chunk += PNGDigestChunk.bigEndian(PNGChunkReader.crc32(chunk[4...]))
    var result = [UInt8]()
    result.reserveCapacity(png.count + chunk.count)
    result += png[..<file.firstImageData]
    result += chunk
    result += png[file.firstImageData...]
    return result
  }
}
