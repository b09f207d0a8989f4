import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation
import Testing

/// A reference re-saved by another tool — Pillow, an optimizer — holds the same pixels in other
/// bytes (other compression, filters, colour type, the private digest chunk dropped or kept):
/// it must still pass, compared pixel by pixel; with one pixel changed it must fail.
///
/// `Snapshots/CollectionSnapshotTestingTests/ResavedReferenceTests/original.png` is this suite's own recording of ``pattern``;
/// the others beside it were made from it by `Tests/Tools/resave-references.py` (Pillow 13.0.0 from PyPI,
/// OptiPNG 0.7.7 and pngcrush 1.8.13 from Debian).
@Suite("References re-saved by other tools")
struct ResavedReferenceTests {
  /// 48 × 32 pixels in 60 colours (so a palette holds them all): 32 opaque colours in 6 × 4
  /// blocks, 24 of them again at half opacity, and a band of fully transparent pixels whose
  /// colour channels vary (encoders may zero them; nothing of them is visible).
  static let pattern: Bitmap = {
    var pixels = [UInt8]()
    for y in 0..<32 {
      for x in 0..<48 {
        let block = x / 6 + (y / 4) % 4 * 8
        let rgb = [UInt8(block * 5 % 256), UInt8(255 - block * 3), UInt8(block % 7 * 36)]
        switch y {
        case 0..<16: pixels += rgb + [255]
        case 16..<28: pixels += rgb + [128]
        default: pixels += [UInt8(x % 2 * 200), UInt8(y % 2 * 100), 7, 0]
        }
      }
    }
    return Bitmap(width: 48, height: 32, pixels: pixels)
  }()

  static let strategy = Snapshotting<Bitmap, ImageSnapshot>(pathExtension: "png", diffing: .image()) { ImageSnapshot($0) }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Snapshots/CollectionSnapshotTestingTests/ResavedReferenceTests").path

  static func path(_ name: String) -> String { "\(folder)/\(name).png" }

  /// What an assertion against the reference `name` reports: `nil` when it passes.
  static func compare(with name: String) throws -> String? {
    try strategy.diffing.compare(ImageSnapshot(pattern), try BinaryFile.read(path(name)), path(name))?.message
  }

  @Test("The original is this suite's own recording")
  func original() {
    let message = verifySnapshot(of: Self.pattern, as: Self.strategy)
    #expect(message == nil, "\(message ?? "")")
  }

  @Test("Re-saved with the same pixels: passes", arguments: [
    "pillow",  // Pillow's default save: RGBA, its own zlib settings, no digest chunk
    "pillow-optimize",  // optimize=True
    "pillow-palette",  // converted to a palette with transparency (every colour kept)
    "pillow-transparent-cleared",  // fully transparent pixels stored as 0, 0, 0, 0
    "optipng",  // OptiPNG -o2: reduced to a palette, the digest chunk kept (copied as unknown)
    "pngcrush",  // pngcrush -brute: recompressed, the unsafe-to-copy digest chunk dropped
  ])
  func samePixels(tool: String) throws {
    // Other bytes than the original, so the comparison decodes them.
    #expect(try BinaryFile.read(Self.path(tool)) != (try BinaryFile.read(Self.path("original"))))
    let message = try Self.compare(with: tool)
    #expect(message == nil, "\(message ?? "")")
  }

  @Test("Re-saved by Pillow with one pixel changed: fails")
  func onePixelChanged() throws {
    let message = try Self.compare(with: "pillow-changed") ?? "passed"
    #expect(message.contains("images differ: 1 of 1536 pixels differ"), "\(message)")
  }
}
