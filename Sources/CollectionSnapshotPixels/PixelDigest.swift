/// A 128-bit fingerprint of a bitmap's size and pixels, to prove two bitmaps equal without
/// comparing them pixel by pixel (and without decoding a stored one).
///
/// Two 64-bit multiply–xorshift lanes with different seeds run over the pixels as 64-bit words;
/// the width and height are mixed in first. Not cryptographic: it guards against accidental
/// differences, where a collision has a probability of about 2⁻¹²⁸.
public struct PixelDigest: Sendable, Hashable, CustomStringConvertible {
  /// The first lane.
  public var high: UInt64
  /// The second lane.
  public var low: UInt64

  /// A digest from its two lanes.
  public init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// The digest of a bitmap (its scale is not part of it).
  public init(_ bitmap: Bitmap) {
    var a: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitmap.width)
    var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F ^ (UInt64(bitmap.height) << 32)
    @inline(__always) func mix(_ h: UInt64, _ v: UInt64, _ k: UInt64) -> UInt64 {
      var x = (h ^ v) &* k
      x ^= x >> 29
      return x
    }
    bitmap.pixels.withUnsafeBytes { raw in
      let count = raw.count / 8
      let words = raw.baseAddress!.assumingMemoryBound(to: UInt64.self)
      var i = 0
      while i + 1 < count {
        a = mix(a, UInt64(littleEndian: words[i]), 0xFF51_AFD7_ED55_8CCD)
        b = mix(b, UInt64(littleEndian: words[i + 1]), 0xC4CE_B9FE_1A85_EC53)
        i += 2
      }
      if i < count { a = mix(a, UInt64(littleEndian: words[i]), 0xFF51_AFD7_ED55_8CCD) }
      var tail: UInt64 = 0
      for j in (count * 8)..<raw.count { tail = tail << 8 | UInt64(raw[j]) }
      b = mix(b, tail ^ UInt64(raw.count), 0xC4CE_B9FE_1A85_EC53)
    }
    // Final avalanche, each lane seeded with the other.
    a = Self.finish(a ^ (b &* 0x9E37_79B9_7F4A_7C15))
    b = Self.finish(b ^ (a &* 0xBF58_476D_1CE4_E5B9))
    high = a
    low = b
  }

  private static func finish(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The 16 bytes, big-endian, high lane first.
  public var bytes: [UInt8] {
    (0..<8).map { UInt8((high >> (56 - 8 * UInt64($0))) & 0xff) } + (0..<8).map { UInt8((low >> (56 - 8 * UInt64($0))) & 0xff) }
  }

  /// A digest from its 16 bytes, or `nil` for another length.
  public init?(bytes: [UInt8]) {
    guard bytes.count == 16 else { return nil }
    high = bytes[0..<8].reduce(0) { $0 << 8 | UInt64($1) }
    low = bytes[8..<16].reduce(0) { $0 << 8 | UInt64($1) }
  }

  /// 32 hexadecimal digits.
  public var description: String {
    let digits = Array("0123456789abcdef")
    return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
  }
}
