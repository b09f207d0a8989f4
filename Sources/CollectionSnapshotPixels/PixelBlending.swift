/// Source-over compositing in integer arithmetic, so every platform computes the same bytes.
/// The drawing itself runs in the C kernel `cpk_blend_rect` (fast in debug builds too); this is
/// the same arithmetic in Swift, which the tests hold the kernel to.
enum PixelBlending {
  /// `x / 255` (rounded down) without a division, exact for every `x` up to 65,535
  /// (`PixelBlendingTests` checks them all).
  @inline(__always)
  static func divide255(_ x: UInt32) -> UInt32 { ((x + 1) &* 257) >> 16 }

  /// Composites `source` over the pixel at byte offset `i` of an RGBA buffer.
  ///
  /// With straight alpha `a = sa + da·(255 − sa)/255` and each colour channel
  /// `c = (sc·sa·255 + dc·da·(255 − sa)) / (a·255)`, both rounded to nearest.
  @inline(__always)
  static func sourceOver(_ source: Color, into buffer: UnsafeMutableBufferPointer<UInt8>, at i: Int) {
    let sa = UInt32(source.alpha)
    if sa == 255 {
      buffer[i] = source.red
      buffer[i + 1] = source.green
      buffer[i + 2] = source.blue
      buffer[i + 3] = 255
      return
    }
    if sa == 0 { return }
    let da = UInt32(buffer[i + 3])
    if da == 255 {
      let inv = 255 - sa
      buffer[i] = UInt8(divide255(UInt32(source.red) * sa + UInt32(buffer[i]) * inv + 127))
      buffer[i + 1] = UInt8(divide255(UInt32(source.green) * sa + UInt32(buffer[i + 1]) * inv + 127))
      buffer[i + 2] = UInt8(divide255(UInt32(source.blue) * sa + UInt32(buffer[i + 2]) * inv + 127))
      return
    }
    // General case: both partially transparent. Weights scaled by 255 to stay in integers.
    let sw = sa * 255  // source weight
    let dw = da * (255 - sa)  // destination weight
    let total = sw + dw  // = out alpha × 255
    guard total > 0 else { return }
    func mix(_ s: UInt8, _ d: UInt8) -> UInt8 {
      UInt8((UInt32(s) * sw + UInt32(d) * dw + total / 2) / total)
    }
    buffer[i] = mix(source.red, buffer[i])
    buffer[i + 1] = mix(source.green, buffer[i + 1])
    buffer[i + 2] = mix(source.blue, buffer[i + 2])
    buffer[i + 3] = UInt8((total + 127) / 255)
  }
}
