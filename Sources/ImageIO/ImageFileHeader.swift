import CollectionSnapshotPNG

/// What an image file's header says: its type and size, read without decoding its pixels
/// (PNG through the package's codec; JPEG from its frame header).
struct ImageFileHeader: Equatable {
  /// The uniform type identifier of the file's format.
  var typeIdentifier: String
  /// Pixels across.
  var width: Int
  /// Pixels down.
  var height: Int
  /// Bits per sample.
  var depth: Int
  /// Whether the image has an alpha channel.
  var hasAlpha: Bool

  /// The header of `bytes`, or `nil` when they are not a PNG or JPEG file this reads.
  init?(_ bytes: [UInt8]) {
    if let png = try? PNGCodec().header(of: bytes) {
      // PNG colour types 4 (grey + alpha) and 6 (RGBA) carry alpha.
      self.init(typeIdentifier: "public.png", width: png.width, height: png.height, depth: png.bitDepth, hasAlpha: png.colorType == 4 || png.colorType == 6)
    } else if let jpeg = Self.jpegFrame(bytes) {
      self.init(typeIdentifier: "public.jpeg", width: jpeg.width, height: jpeg.height, depth: jpeg.depth, hasAlpha: false)
    } else {
      return nil
    }
  }

  init(typeIdentifier: String, width: Int, height: Int, depth: Int, hasAlpha: Bool) {
    self.typeIdentifier = typeIdentifier
    self.width = width
    self.height = height
    self.depth = depth
    self.hasAlpha = hasAlpha
  }

  /// The size and precision in a JPEG file's start-of-frame segment (ITU T.81, B.2.2: after
  /// the segment's length come the sample precision, one byte, the number of lines and the
  /// samples per line, two bytes each, big-endian), found by walking the segments from the
  /// start-of-image marker.
  private static func jpegFrame(_ bytes: [UInt8]) -> (width: Int, height: Int, depth: Int)? {
    guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var index = 2
    while index + 3 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      // Fill bytes, and markers without a segment (TEM, RSTn, SOI).
      if marker == 0xFF { index += 1; continue }
      if marker == 0x01 || (0xD0...0xD8).contains(marker) { index += 2; continue }
      // End of image or start of scan before any frame: no size.
      if marker == 0xD9 || marker == 0xDA { return nil }
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      guard length >= 2 else { return nil }
      // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC).
      if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
        guard index + 8 < bytes.count else { return nil }
        let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
        let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
        guard width > 0, height > 0 else { return nil }
        return (width, height, Int(bytes[index + 4]))
      }
      index += 2 + length
    }
    return nil
  }
}
