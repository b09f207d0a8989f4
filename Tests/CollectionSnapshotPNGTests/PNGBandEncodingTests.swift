import Foundation
import Testing

@testable import CollectionSnapshotPNG
import CollectionSnapshotPixels

/// The band encoder: one zlib stream compressed in bands at once, read by libpng (and its
/// Adler-32 checked) as any PNG, the same bytes every time.
@Suite("PNG encoding in bands")
struct PNGBandEncodingTests {
  /// A picture whose rows repeat in runs, with a few pixels apart: as diff images are.
  func picture(width: Int, height: Int, opaque: Bool) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height, fill: Color(red: 235, green: 235, blue: 235, alpha: 255))
    for y in 0..<height {
      for x in 0..<width where (x * 7 + y * 3) % 11 == 0 || y % 5 == 0 {
        bitmap[x, y] = Color(red: UInt8((x * 13) % 256), green: UInt8((y * 29) % 256), blue: 40, alpha: opaque ? 255 : UInt8((x + y) % 256))
      }
    }
    return bitmap
  }

  /// The zlib stream of a file: its IDAT chunks' data, in order.
  func imageData(_ bytes: [UInt8]) -> [UInt8] {
    var data: [UInt8] = []
    var i = 8
    while i + 8 <= bytes.count {
      let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
      if String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self) == "IDAT" { data += bytes[(i + 8)..<(i + 8 + length)] }
      i += 12 + length
    }
    return data
  }

  /// The distinct colours of a bitmap.
  func colorCount(_ bitmap: Bitmap) -> Int {
    var seen = Set<[UInt8]>()
    for i in stride(from: 0, to: bitmap.pixels.count, by: 4) { seen.insert(Array(bitmap.pixels[i..<(i + 4)])) }
    return seen.count
  }

  /// The picture with at most `colors` colours: a palette image's.
  func fewColors(width: Int, height: Int, colors: Int) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height, fill: .white)
    for y in 0..<height {
      for x in 0..<width where (x + y) % 3 == 0 {
        let c = (x * 5 + y * 7) % colors
        bitmap[x, y] = Color(red: UInt8(c), green: UInt8(255 - c), blue: UInt8((c * 3) % 256), alpha: 255)
      }
    }
    return bitmap
  }

  @Test("Every filter, any band count, RGBA, RGB and palette images: libpng reads the pixels back, Adler-32 checked", arguments: [PNGFilter.none, .sub, .up, .paeth])
  func roundTrip(filter: PNGFilter) throws {
    let checking = PNGCodec(verifiesAdler32: true)
    for (width, height, bands) in [(37, 23, 2), (37, 23, 5), (1, 1, 2), (300, 3, 7), (64, 64, 64), (400, 90, 3)] {
      let pictures: [(Bitmap, Int)] = [
        (picture(width: width, height: height, opaque: false), 6),
        (picture(width: width, height: height, opaque: true), colorCount(picture(width: width, height: height, opaque: true)) > 256 ? 2 : 3),
        (fewColors(width: width, height: height, colors: 255), 3),  // with white: 256 colours
      ]
      for (bitmap, colorType) in pictures {
        let bytes = try PNGCodec(compressionLevel: 1, filter: filter, bands: bands).encode(bitmap, chunks: [PNGChunk(name: "csPd", data: [1, 2, 3])])
        #expect(try checking.header(of: bytes).colorType == colorType, "\(filter) \(width)x\(height) \(bands) bands")
        #expect(try checking.decode(bytes) == bitmap, "\(filter) \(width)x\(height) \(bands) bands colour type \(colorType)")
      }
    }
  }

  @Test("257 colours are not a palette image; colours are numbered by first appearance across bands")
  func paletteLimit() throws {
    let many = fewColors(width: 400, height: 90, colors: 256)  // 256 + white
    let bytes = try PNGCodec(compressionLevel: 1, filter: .up, bands: 3).encode(many)
    #expect(try PNGCodec().header(of: bytes).colorType == 2)
    #expect(try PNGCodec().decode(bytes) == many)
    // Rows of white, red, then green, split over two bands of one row each and a third of two:
    // the palette is white, red, green, whatever band met a colour first.
    var rows = Bitmap(width: 3, height: 4, fill: .white)
    for x in 0..<3 {
      rows[x, 1] = Color(red: 255, green: 0, blue: 0, alpha: 255)
      rows[x, 3] = Color(red: 0, green: 255, blue: 0, alpha: 255)
    }
    let file = try PNGCodec(compressionLevel: 1, filter: .none, bands: 3).encode(rows)
    let start = try #require(file.indices.first { file[$0..<($0 + 4)] == Array("PLTE".utf8)[...] })
    #expect(Array(file[(start + 4)..<(start + 13)]) == [255, 255, 255, 255, 0, 0, 0, 255, 0])
  }

  @Test("One zlib stream with zlib's header for the level; the chunks in order")
  func stream() throws {
    let bitmap = picture(width: 40, height: 30, opaque: true)
    // zlib's header for a 32 KiB window: 0x78, then the level's flags made a multiple of 31:
    // level 1 → 0x01, 3 → 0x5E, 6 → 0x9C, 9 → 0xDA.
    for (level, second) in [(1, 0x01), (3, 0x5E), (6, 0x9C), (9, 0xDA)] as [(Int, UInt8)] {
      let data = imageData(try PNGCodec(compressionLevel: level, filter: .up, bands: 3).encode(bitmap))
      #expect(data.prefix(2) == [0x78, second], "level \(level)")
    }
    #expect(colorCount(bitmap) > 256)
    let bytes = try PNGCodec.diffImage.encode(bitmap, chunks: [PNGChunk(name: "csPd", data: [9])])
    #expect(PNGCodecTests().chunkNames(bytes) == ["IHDR", "csPd", "IDAT", "IEND"])
    let palette = try PNGCodec.diffImage.encode(fewColors(width: 40, height: 30, colors: 20), chunks: [PNGChunk(name: "csPd", data: [9])])
    #expect(PNGCodecTests().chunkNames(palette) == ["IHDR", "PLTE", "csPd", "IDAT", "IEND"])
  }

  @Test("The same pixels give the same bytes, whatever else ran")
  func deterministic() throws {
    let bitmap = picture(width: 500, height: 400, opaque: true)
    let first = try PNGCodec.diffImage.encode(bitmap)
    for _ in 0..<5 {
      let copy = Bitmap(width: bitmap.width, height: bitmap.height, scale: bitmap.scale, pixels: bitmap.pixels)
      #expect(try PNGCodec.diffImage.encode(copy) == first)
    }
    // Bands are fixed by the height: a different band count is a different (valid) stream.
    let threeBands = try PNGCodec(compressionLevel: 1, filter: .up, bands: 3).encode(bitmap)
    #expect(threeBands != first)
    #expect(try PNGCodec().decode(threeBands) == bitmap)
  }

  @Test("Filters without a band form and band counts out of range are refused")
  func refused() {
    let bitmap = picture(width: 4, height: 4, opaque: true)
    #expect(throws: PNGError("the adaptive filter cannot be used with bands; use none, sub, up or paeth")) {
      try PNGCodec(filter: .adaptive, bands: 2).encode(bitmap)
    }
    #expect(throws: PNGError("bands must be 1…64, got 0")) { try PNGCodec(bands: 0).encode(bitmap) }
  }
}
