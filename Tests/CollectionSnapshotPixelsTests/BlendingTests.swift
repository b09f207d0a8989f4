import Testing

@testable import CollectionSnapshotPixels

@Suite("Source-over blending")
struct BlendingTests {
  @Test("Half-transparent red over opaque white")
  func overOpaque() {
    var bitmap = Bitmap(width: 1, height: 1, fill: .white)
    bitmap.blend(Color(red: 255, green: 0, blue: 0, alpha: 128), over: bitmap.bounds)
    // g = (0·128 + 255·127 + 127) / 255 = 127
    #expect(bitmap[0, 0] == Color(red: 255, green: 127, blue: 127, alpha: 255))
  }

  @Test("Half-transparent red over half-transparent blue")
  func overTranslucent() {
    var bitmap = Bitmap(width: 1, height: 1, fill: Color(red: 0, green: 0, blue: 255, alpha: 128))
    bitmap.blend(Color(red: 255, green: 0, blue: 0, alpha: 128), over: bitmap.bounds)
    // alpha = 0.502 + 0.502·0.498 = 0.752 → 192; red = 0.502/0.752 → 170; blue → 85.
    #expect(bitmap[0, 0] == Color(red: 170, green: 0, blue: 85, alpha: 192))
  }

  @Test("Opaque replaces, transparent leaves, anything over transparent keeps its colour")
  func extremes() {
    var bitmap = Bitmap(width: 1, height: 1, fill: .clear)
    bitmap.blend(Color(red: 10, green: 20, blue: 30, alpha: 0), over: bitmap.bounds)
    #expect(bitmap[0, 0] == .clear)
    bitmap.blend(Color(red: 10, green: 20, blue: 30, alpha: 100), over: bitmap.bounds)
    #expect(bitmap[0, 0] == Color(red: 10, green: 20, blue: 30, alpha: 100))
    bitmap.blend(Color(red: 1, green: 2, blue: 3), over: bitmap.bounds)
    #expect(bitmap[0, 0] == Color(red: 1, green: 2, blue: 3))
  }
}

@Suite("The C blending kernel")
struct BlendingKernelTests {
  @Test("Bitmap.blend (C) gives PixelBlending.sourceOver's bytes for every alpha pair over sampled channels")
  func matchesSwift() {
    let alphas: [UInt8] = [0, 1, 2, 64, 127, 128, 200, 254, 255]
    let channels: [UInt8] = [0, 1, 77, 128, 254, 255]
    var mismatches = 0
    for sa in alphas {
      for da in alphas {
        for sc in channels {
          for dc in channels {
            let source = Color(red: sc, green: 255 - sc, blue: dc, alpha: sa)
            let destination = Color(red: dc, green: sc, blue: 255 - dc, alpha: da)
            var bitmap = Bitmap(width: 1, height: 1, fill: destination)
            bitmap.blend(source, over: bitmap.bounds)
            var expected: [UInt8] = [destination.red, destination.green, destination.blue, destination.alpha]
            expected.withUnsafeMutableBufferPointer { PixelBlending.sourceOver(source, into: $0, at: 0) }
            if bitmap.pixels != expected { mismatches += 1 }
          }
        }
      }
    }
    #expect(mismatches == 0)
  }
}

@Suite("Division by 255 without dividing")
struct PixelBlendingTests {
  @Test("Exact for every value blending can produce")
  func exhaustive() {
    for x in UInt32(0)...65_535 where PixelBlending.divide255(x) != x / 255 {
      Issue.record("divide255(\(x)) = \(PixelBlending.divide255(x)), not \(x / 255)")
      return
    }
  }
}
