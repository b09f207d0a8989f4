#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
internal import CPixelKernels

/// Compares two bitmaps pixel by pixel, exactly or perceptually, and optionally draws a diff
/// image.
///
/// Cost: equal rows are skipped with `memcmp`, so equal or nearly equal images cost little more
/// than a memory compare; only differing pixels pay for the colour distance.
public enum ImageComparator {
  /// The tile size, in pixels, used to group differing pixels into regions: differences in
  /// touching (or diagonally touching) tiles form one region.
  public static let regionTileSize = 32

  /// Compares `actual` with `reference`.
  ///
  /// - Parameters:
  ///   - reference: the expected bitmap.
  ///   - actual: the bitmap under test.
  ///   - options: exact (the default) or perceptual, and the tolerated difference.
  ///   - makeDiffImage: also draw ``ImageComparison/diffImage`` (reference faded, differences
  ///     red, anti-aliasing yellow).
  /// - Returns: the counts, regions and verdict. Bitmaps of different sizes never match; with
  ///   `makeDiffImage` they are compared over the union of both sizes (see
  ///   ``ImageComparison/diffImage``).
  public static func compare(
    reference: Bitmap, actual: Bitmap, options: ComparisonOptions = .exact,
    makeDiffImage: Bool = false
  ) -> ImageComparison {
    var result = ImageComparison(
      referenceSize: (reference.width, reference.height),
      actualSize: (actual.width, actual.height), differingPixels: 0, antialiasedPixels: 0,
      totalPixels: 0, regions: [], matches: false, diffImage: nil)
    guard reference.width == actual.width, reference.height == actual.height else {
      if makeDiffImage { drawUnionDiff(reference: reference, actual: actual, into: &result) }
      return result
    }
    let width = reference.width
    let height = reference.height
    result.totalPixels = width * height
    let maxDelta = options.threshold.map { YIQDistance.maxDelta(threshold: $0) }
    // Every byte is written by the faded reference below.
    var diffPixels = makeDiffImage ? [UInt8](unsafeUninitializedCapacity: width * height * 4) { _, initialized in initialized = width * height * 4 } : []
    let tilesX = (width + regionTileSize - 1) / regionTileSize
    let tilesY = (height + regionTileSize - 1) / regionTileSize
    var tiles = TileBounds(columns: tilesX, rows: tilesY)
    var differing = 0
    var antialiased = 0
    var flags = [UInt8](unsafeUninitializedCapacity: width) { _, initialized in initialized = width }

    reference.pixels.withUnsafeBufferPointer { ref in
      actual.pixels.withUnsafeBufferPointer { act in
        diffPixels.withUnsafeMutableBufferPointer { out in
          if makeDiffImage { drawFaded(ref, into: out, width: width, height: height) }
          let rowBytes = width * 4
          guard let refBase = ref.baseAddress, let actBase = act.baseAddress else { return }
          if memcmp(refBase, actBase, rowBytes * height) == 0 { return }
          for y in 0..<height {
            let rowStart = y * rowBytes
            if memcmp(refBase + rowStart, actBase + rowStart, rowBytes) == 0 { continue }
            if maxDelta == nil {
              // The exact comparison, in C (fast in debug builds too).
              let count = flags.withUnsafeMutableBufferPointer { flags in
                cpk_compare_row_exact(refBase + rowStart, actBase + rowStart, width, flags.baseAddress, makeDiffImage ? out.baseAddress.map { $0 + rowStart } : nil)
              }
              if count > 0 {
                differing += count
                for x in 0..<width where flags[x] != 0 { tiles.add(x: x, y: y, tileSize: regionTileSize) }
              }
              continue
            }
            for x in 0..<width {
              let i = rowStart + x * 4
              if ref[i] == act[i] && ref[i + 1] == act[i + 1] && ref[i + 2] == act[i + 2]
                && ref[i + 3] == act[i + 3]
              {
                continue
              }
              var isAntialiasing = false
              if let maxDelta {
                let delta = YIQDistance.delta(ref, i, act, i)
                if abs(delta) <= maxDelta { continue }
                if options.detectAntialiasing
                  && (YIQDistance.isAntialiased(ref, x: x, y: y, width: width, height: height, other: act)
                    || YIQDistance.isAntialiased(act, x: x, y: y, width: width, height: height, other: ref))
                {
                  isAntialiasing = true
                }
              } else if ref[i + 3] == 0 && act[i + 3] == 0 {
                continue  // Invisible either way.
              }
              if isAntialiasing {
                antialiased += 1
                if makeDiffImage { paint(out, i, red: 255, green: 255, blue: 0) }
              } else {
                differing += 1
                tiles.add(x: x, y: y, tileSize: regionTileSize)
                if makeDiffImage { paint(out, i, red: 255, green: 0, blue: 0) }
              }
            }
          }
        }
      }
    }
    result.differingPixels = differing
    result.antialiasedPixels = antialiased
    result.regions = tiles.regions()
    result.matches = options.tolerates(differing: differing, of: result.totalPixels)
    if makeDiffImage {
      result.diffImage = Bitmap(width: width, height: height, scale: reference.scale, pixels: diffPixels)
    }
    return result
  }

  /// The diff of two bitmaps of different sizes, over the union of both (both anchored at the
  /// top left): where both have pixels they are compared exactly, and every pixel only one of
  /// them has differs. Counts and regions cover the union.
  private static func drawUnionDiff(reference: Bitmap, actual: Bitmap, into result: inout ImageComparison) {
    let width = max(reference.width, actual.width)
    let height = max(reference.height, actual.height)
    var out = [UInt8](repeating: 255, count: width * height * 4)
    var tiles = TileBounds(columns: (width + regionTileSize - 1) / regionTileSize, rows: (height + regionTileSize - 1) / regionTileSize)
    var differing = 0
    reference.pixels.withUnsafeBufferPointer { ref in
      actual.pixels.withUnsafeBufferPointer { act in
        out.withUnsafeMutableBufferPointer { out in
          for y in 0..<height {
            for x in 0..<width {
              let o = (y * width + x) * 4
              let inReference = x < reference.width && y < reference.height
              let inActual = x < actual.width && y < actual.height
              var differs = inReference != inActual
              if inReference {
                let r = (y * reference.width + x) * 4
                let luma = (UInt32(ref[r]) * 77 + UInt32(ref[r + 1]) * 150 + UInt32(ref[r + 2]) * 29 + 128) >> 8
                let value = UInt8(255 - (255 - luma) * UInt32(ref[r + 3]) / 1020)
                out[o] = value
                out[o + 1] = value
                out[o + 2] = value
                if inActual {
                  let a = (y * actual.width + x) * 4
                  let same = ref[r] == act[a] && ref[r + 1] == act[a + 1] && ref[r + 2] == act[a + 2] && ref[r + 3] == act[a + 3]
                  differs = !same && !(ref[r + 3] == 0 && act[a + 3] == 0)
                }
              }
              if differs {
                differing += 1
                tiles.add(x: x, y: y, tileSize: regionTileSize)
                paint(out, o, red: 255, green: 0, blue: 0)
              }
            }
          }
        }
      }
    }
    result.differingPixels = differing
    result.regions = tiles.regions()
    result.diffImage = Bitmap(width: width, height: height, scale: reference.scale, pixels: out)
  }

  @inline(__always)
  private static func paint(
    _ out: UnsafeMutableBufferPointer<UInt8>, _ i: Int, red: UInt8, green: UInt8, blue: UInt8
  ) {
    out[i] = red
    out[i + 1] = green
    out[i + 2] = blue
    out[i + 3] = 255
  }

  /// The reference as light gray: its luma (translucent pixels over white) brought to a quarter
  /// of its contrast, so the differences stand out and the layout stays readable.
  private static func drawFaded(
    _ ref: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int
  ) {
    // luma = (77·r + 150·g + 29·b + 128) >> 8; value = 255 − (255 − luma)·alpha / 1020.
    // The top and bottom halves at once (the same bytes as one pass).
    guard let source = ref.baseAddress, let target = out.baseAddress else { return }
    let top = height / 2
    let (from, to) = (UInt(bitPattern: source), UInt(bitPattern: target))
    let offset = UInt(top * width * 4)
    _ = inParallel(
      { cpk_fade(UnsafePointer<UInt8>(bitPattern: from), UnsafeMutablePointer<UInt8>(bitPattern: to), width, top) },
      { cpk_fade(UnsafePointer<UInt8>(bitPattern: from + offset), UnsafeMutablePointer<UInt8>(bitPattern: to + offset), width, height - top) },
      when: width * height >= 1 << 16)
  }
}
