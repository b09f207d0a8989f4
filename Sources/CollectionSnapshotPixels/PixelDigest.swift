internal import CPixelKernels

/// A 128-bit fingerprint of a bitmap's size and pixels, to prove two bitmaps equal without
/// comparing them pixel by pixel (and without decoding a stored one).
///
/// Each half of the pixel data runs through four 64-bit multiply–xorshift lanes; the lanes of
/// both halves, the width and the height fold into 128 bits. Not cryptographic: it guards against accidental
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

  /// The digest of a bitmap (its scale is not part of it). Its top and bottom halves (split at
  /// row `height / 2`) are hashed at once on two cores.
  public init(_ bitmap: Bitmap) {
    let split = (bitmap.height / 2) * bitmap.width * 4
    let byteCount = bitmap.pixels.count
    let pixels = bitmap.pixels
    let (upper, lower) = inParallel(
      { pixels.withUnsafeBytes { Self.lanes(UnsafeRawBufferPointer(rebasing: $0[0..<split]), seed: 0) } },
      { pixels.withUnsafeBytes { Self.lanes(UnsafeRawBufferPointer(rebasing: $0[split..<byteCount]), seed: 1) } },
      when: byteCount >= 1 << 20)
    self.init(width: bitmap.width, height: bitmap.height, byteCount: byteCount, lanes: upper, lower)
  }

  /// The digest of the picture whose top half is `top` (rows `0 ..< height / 2`) and bottom
  /// half `bottom`, without joining them: equal to the joined bitmap's digest.
  /// - Precondition: the bands have the same width and `top.height == (top.height + bottom.height) / 2`.
  public init(top: Bitmap, bottom: Bitmap) {
    precondition(top.width == bottom.width && top.height == (top.height + bottom.height) / 2, "bands must split the picture at height / 2")
    let upper = top.pixels.withUnsafeBytes { Self.lanes($0, seed: 0) }
    let lower = bottom.pixels.withUnsafeBytes { Self.lanes($0, seed: 1) }
    self.init(width: top.width, height: top.height + bottom.height, byteCount: top.pixels.count + bottom.pixels.count, lanes: upper, lower)
  }

  /// The lanes of one half, computed apart (on the core that drew it).
  public static func halfLanes(_ band: Bitmap, isTop: Bool) -> HalfLanes {
    HalfLanes(value: band.pixels.withUnsafeBytes { lanes($0, seed: isTop ? 0 : 1) }, byteCount: band.pixels.count)
  }

  /// The digest from two halves' lanes.
  public init(width: Int, height: Int, top: HalfLanes, bottom: HalfLanes) {
    self.init(width: width, height: height, byteCount: top.byteCount + bottom.byteCount, lanes: top.value, bottom.value)
  }

  /// The hash state of one half of a picture.
  public struct HalfLanes: Sendable {
    let value: (UInt64, UInt64, UInt64, UInt64)
    let byteCount: Int
  }

  private init(width: Int, height: Int, byteCount: Int, lanes top: (UInt64, UInt64, UInt64, UInt64), _ bottom: (UInt64, UInt64, UInt64, UInt64)) {
    var a: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(width)
    var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F ^ (UInt64(height) << 32) ^ UInt64(byteCount)
    for (p, q, r, t) in [top, bottom] {
      a = Self.finish(a ^ p ^ (r &* 0x9E37_79B9_7F4A_7C15))
      b = Self.finish(b ^ q ^ (t &* 0xBF58_476D_1CE4_E5B9))
      a = Self.finish(a ^ (b &* 0x94D0_49BB_1331_11EB))
      b = Self.finish(b ^ (a &* 0x9E37_79B9_7F4A_7C15))
    }
    high = a
    low = b
  }

  /// Four independent multiply–xorshift lanes over consecutive 64-bit words (so the multiplies
  /// overlap), the trailing bytes folded into the second (computed by `cpk_digest_lanes`).
  private static func lanes(_ raw: UnsafeRawBufferPointer, seed: UInt64) -> (UInt64, UInt64, UInt64, UInt64) {
    var out: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    withUnsafeMutableBytes(of: &out) { lanes in
      cpk_digest_lanes(raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count, seed, lanes.baseAddress?.assumingMemoryBound(to: UInt64.self))
    }
    return out
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
