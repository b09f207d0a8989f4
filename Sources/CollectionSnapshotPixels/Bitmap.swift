internal import CPixelKernels

/// An image of 8-bit RGBA pixels with straight (non-premultiplied) alpha, row after row with no
/// padding, plus the number of pixels per point it was drawn at.
public struct Bitmap: Sendable, Equatable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Device pixels per point (1, 2 or 3 for the usual displays); drawing in points uses it.
  public var scale: Double
  /// `width × height × 4` bytes: red, green, blue, alpha for each pixel, top row first.
  public var pixels: [UInt8]

  /// A bitmap filled with one colour.
  /// - Precondition: `width` and `height` are not negative.
  public init(width: Int, height: Int, scale: Double = 1, fill: Color = .clear) {
    precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
    self.width = width
    self.height = height
    self.scale = scale
    let count = width * height
    let word = UInt32(fill.red) | UInt32(fill.green) << 8 | UInt32(fill.blue) << 16 | UInt32(fill.alpha) << 24
    pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
      if let base = buffer.baseAddress {
        UnsafeMutableRawPointer(base).withMemoryRebound(to: UInt32.self, capacity: count) {
          cpk_fill_words($0, count, UInt32(littleEndian: word))
        }
      }
      initialized = count * 4
    }
  }

  /// A bitmap over existing RGBA bytes.
  /// - Precondition: `pixels.count == width × height × 4`.
  public init(width: Int, height: Int, scale: Double = 1, pixels: [UInt8]) {
    precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
    precondition(pixels.count == width * height * 4, "Bitmap needs width × height × 4 bytes")
    self.width = width
    self.height = height
    self.scale = scale
    self.pixels = pixels
  }

  /// Bands of one width stacked top to bottom into one bitmap.
  /// - Precondition: every band has the same width.
  public static func joined(_ bands: [Bitmap], scale: Double) -> Bitmap {
    guard let first = bands.first else { return Bitmap(width: 0, height: 0, scale: scale) }
    precondition(bands.allSatisfy { $0.width == first.width }, "bands must have one width")
    if bands.count == 1 { return bands[0] }
    var pixels: [UInt8] = []
    pixels.reserveCapacity(bands.reduce(0) { $0 + $1.pixels.count })
    for band in bands { pixels.append(contentsOf: band.pixels) }
    return Bitmap(width: first.width, height: bands.reduce(0) { $0 + $1.height }, scale: scale, pixels: pixels)
  }

  /// Every pixel of the bitmap.
  public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

  /// The colour of one pixel.
  /// - Precondition: the pixel is inside the bitmap.
  public subscript(x: Int, y: Int) -> Color {
    get {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) out of bounds")
      let i = (y * width + x) * 4
      return Color(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
    }
    set {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) out of bounds")
      let i = (y * width + x) * 4
      pixels[i] = newValue.red
      pixels[i + 1] = newValue.green
      pixels[i + 2] = newValue.blue
      pixels[i + 3] = newValue.alpha
    }
  }

  /// Paints `color` over every pixel of `rect` (clipped to the bitmap) with source-over blending.
  public mutating func blend(_ color: Color, over rect: PixelRect) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty, color.alpha > 0 else { return }
    let width = self.width
    pixels.withUnsafeMutableBufferPointer { buffer in
      cpk_blend_rect(buffer.baseAddress, width, area.x, area.y, area.width, area.height, color.kernelColor)
    }
  }
}

extension Color {
  /// The colour as the C kernels take it.
  var kernelColor: cpk_color { cpk_color(red: red, green: green, blue: blue, alpha: alpha) }
}
