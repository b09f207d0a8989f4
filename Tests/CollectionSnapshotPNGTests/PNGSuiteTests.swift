import Foundation
import Testing

@testable import CollectionSnapshotPNG
import CollectionSnapshotPixels

/// FNV-1a of the RGBA8 pixels of every PngSuite image, as decoded by an independent decoder
/// (pypng's `asRGBA8`: samples rescaled to 8 bits by rounding, no gamma).
let independentHashes: [(file: String, width: Int, height: Int, hash: UInt64)] = [
    ("basn0g01.png", 32, 32, 0xf76ab9c2cc275b5d),
    ("basn0g02.png", 32, 32, 0x100bbcf53d1fd325),
    ("basn0g04.png", 32, 32, 0xca83a263da76ab25),
    ("basn0g08.png", 32, 32, 0x11ed8979ce4d7b4d),
    ("basn0g16.png", 32, 32, 0x785e25109704327c),
    ("basn2c08.png", 32, 32, 0x6d0a594462868f25),
    ("basn2c16.png", 32, 32, 0x14fba4b7a7c90773),
    ("basn3p01.png", 32, 32, 0x83e9607069333725),
    ("basn3p02.png", 32, 32, 0xe1b97808c557cb25),
    ("basn3p04.png", 32, 32, 0x817fff880b5d72c5),
    ("basn3p08.png", 32, 32, 0x3733a8885d80db25),
    ("basn4a08.png", 32, 32, 0x4b4e70fc7720494d),
    ("basn4a16.png", 32, 32, 0x3fd7053b16ac1f45),
    ("basn6a08.png", 32, 32, 0xf9ed41b6375b125d),
    ("basn6a16.png", 32, 32, 0x0fc79b1d0c1759f1),
    ("ftbbn0g01.png", 32, 32, 0x375832c5d544f7a1),
    ("ftbbn0g02.png", 32, 32, 0xa515a0f40cc67686),
    ("ftbbn0g04.png", 32, 32, 0x39883b6d2d852264),
    ("ftbbn2c16.png", 32, 32, 0x1e1f86e420f8ad04),
    ("ftbbn3p08.png", 32, 32, 0x6cdff609c65aac37),
    ("ftbgn2c16.png", 32, 32, 0x1e1f86e420f8ad04),
    ("ftbgn3p08.png", 32, 32, 0x6cdff609c65aac37),
    ("ftbrn2c08.png", 32, 32, 0x1e1f86e420f8ad04),
    ("ftbwn0g16.png", 32, 32, 0xe92f2104ef56df4d),
    ("ftbwn3p08.png", 32, 32, 0x6cdff609c65aac37),
    ("ftbyn3p08.png", 32, 32, 0x6cdff609c65aac37),
    ("ftp0n0g08.png", 32, 32, 0x162fa510b7ff822e),
    ("ftp0n2c08.png", 32, 32, 0xcca7d2a511030be9),
    ("ftp0n3p08.png", 32, 32, 0xfd1fa2a0c996ef7f),
    ("ftp1n3p08.png", 32, 32, 0x6cdff609c65aac37),
    ("ibasn0g08.png", 32, 32, 0x11ed8979ce4d7b4d),
    ("ibasn0g16.png", 32, 32, 0x785e25109704327c),
    ("ibasn2c08.png", 32, 32, 0x6d0a594462868f25),
    ("ibasn2c16.png", 32, 32, 0x14fba4b7a7c90773),
    ("ibasn3p08.png", 32, 32, 0x3733a8885d80db25),
    ("ibasn4a08.png", 32, 32, 0x4b4e70fc7720494d),
    ("ibasn4a16.png", 32, 32, 0x3fd7053b16ac1f45),
    ("ibasn6a08.png", 32, 32, 0xf9ed41b6375b125d),
    ("ibasn6a16.png", 32, 32, 0x0fc79b1d0c1759f1),
    ("iftbbn2c16.png", 32, 32, 0x1e1f86e420f8ad04),
    ("iftbbn3p08.png", 32, 32, 0x6cdff609c65aac37),
    ("iftbgn2c16.png", 32, 32, 0x1e1f86e420f8ad04),
    ("iftbgn3p08.png", 32, 32, 0x6cdff609c65aac37),
    ("iftbrn2c08.png", 32, 32, 0x1e1f86e420f8ad04),
    ("iftbwn0g16.png", 32, 32, 0xe92f2104ef56df4d),
    ("iftbwn3p08.png", 32, 32, 0x6cdff609c65aac37),
    ("iftbyn3p08.png", 32, 32, 0x6cdff609c65aac37),
    ("iftp0n0g08.png", 32, 32, 0x162fa510b7ff822e),
    ("iftp0n2c08.png", 32, 32, 0xcca7d2a511030be9),
    ("iftp0n3p08.png", 32, 32, 0xfd1fa2a0c996ef7f),
    ("iftp1n3p08.png", 32, 32, 0x6cdff609c65aac37),
    ("interlaced/ibasn0g01.png", 32, 32, 0xf76ab9c2cc275b5d),
    ("interlaced/ibasn0g02.png", 32, 32, 0x100bbcf53d1fd325),
    ("interlaced/ibasn0g04.png", 32, 32, 0xca83a263da76ab25),
    ("interlaced/ibasn3p01.png", 32, 32, 0x83e9607069333725),
    ("interlaced/ibasn3p02.png", 32, 32, 0xe1b97808c557cb25),
    ("interlaced/ibasn3p04.png", 32, 32, 0x817fff880b5d72c5),
    ("interlaced/iftbbn0g01.png", 32, 32, 0x375832c5d544f7a1),
    ("interlaced/iftbbn0g02.png", 32, 32, 0xa515a0f40cc67686),
    ("interlaced/iftbbn0g04.png", 32, 32, 0x39883b6d2d852264),
]

@Suite("PngSuite conformance", .enabled(if: PNGSuite.isAvailable, Comment(rawValue: PNGSuite.skipMessage)))
struct PNGSuiteTests {
  let codec = PNGCodec()

  @Test("Every image decodes to the pixels an independent decoder gives")
  func everyImage() throws {
    let listed = Set(PNGSuite.files(in: "pngsuite") + PNGSuite.files(in: "pngsuite/interlaced").map { "interlaced/" + $0 })
    #expect(listed == Set(independentHashes.map(\.file)), "the suite's files changed")
    for entry in independentHashes {
      let bitmap = try codec.decode(contentsOfFile: PNGSuite.path("pngsuite/" + entry.file))
      #expect(bitmap.width == entry.width && bitmap.height == entry.height, "\(entry.file)")
      #expect(fnv1a(bitmap.pixels) == entry.hash, "\(entry.file)")
    }
  }

  @Test("Interlaced images equal their non-interlaced twins")
  func interlacedTwins() throws {
    var pairs = 0
    var interlacedPairs = 0
    for folder in ["pngsuite", "pngsuite/interlaced"] {
      for name in PNGSuite.files(in: folder) where name.hasPrefix("i") {
        let twin = PNGSuite.path("pngsuite/" + String(name.dropFirst()))
        guard FileManager.default.fileExists(atPath: twin) else { continue }
        let interlaced = try codec.decode(contentsOfFile: PNGSuite.path(folder + "/" + name))
        let plain = try codec.decode(contentsOfFile: twin)
        // Three of the suite's i*.png files (iftbbn2c16, iftbgn2c16, iftbrn2c08) are in fact
        // not interlaced; they are compared all the same.
        if try codec.header(of: BinaryFile.read(PNGSuite.path(folder + "/" + name))).isInterlaced {
          interlacedPairs += 1
        }
        #expect(interlaced == plain, "\(name)")
        pairs += 1
      }
    }
    #expect(pairs == 30)
    #expect(interlacedPairs == 27)
  }

  @Test("Hand-checked pixels: gradients, palettes, 16-bit rounding, transparency")
  func knownPixels() throws {
    func pixel(_ file: String, _ x: Int, _ y: Int) throws -> Color {
      try codec.decode(contentsOfFile: PNGSuite.path("pngsuite/" + file))[x, y]
    }
    // basn2c16: 16-bit RGB gradient, yellow top-left, green top-right, red bottom-left.
    #expect(try pixel("basn2c16.png", 0, 0) == Color(red: 255, green: 255, blue: 0))
    #expect(try pixel("basn2c16.png", 31, 0) == Color(red: 0, green: 255, blue: 0))
    #expect(try pixel("basn2c16.png", 0, 31) == Color(red: 255, green: 0, blue: 0))
    // Red sample 59193 at (3, 0): 59193 × 255 / 65535 = 230.3 → 230 (the high byte would be 231).
    #expect(try pixel("basn2c16.png", 3, 0).red == 230)
    // basn0g16 (5, 7): gray 15104 → 58.77 → 59.
    #expect(try pixel("basn0g16.png", 5, 7) == Color(red: 59, green: 59, blue: 59))
    // basn0g01: 1-bit gray, white (1 → 255) and black.
    #expect(try pixel("basn0g01.png", 0, 0) == .white)
    #expect(try pixel("basn0g01.png", 31, 0) == .black)
    // basn3p04: 4-bit palette.
    #expect(try pixel("basn3p04.png", 0, 0) == Color(red: 255, green: 0, blue: 0))
    #expect(try pixel("basn3p04.png", 15, 5) == Color(red: 119, green: 255, blue: 0))
    // basn6a08: RGBA with alpha ramps; straight (not premultiplied) colour under alpha 0.
    #expect(try pixel("basn6a08.png", 0, 0) == Color(red: 255, green: 0, blue: 8, alpha: 0))
    #expect(try pixel("basn6a08.png", 16, 16) == Color(red: 4, green: 255, blue: 0, alpha: 131))
    // basn4a16: 16-bit gray + alpha.
    #expect(try pixel("basn4a16.png", 16, 16) == Color(red: 0, green: 0, blue: 0, alpha: 247))
    // ftbwn3p08: palette with tRNS; the transparent entry keeps its colour.
    #expect(try pixel("ftbwn3p08.png", 0, 0) == Color(red: 255, green: 255, blue: 255, alpha: 0))
  }

  // A hang guard only: a crasher that made the decoder loop would stop the suite here.
  @Test("Every crasher is refused with a message naming the file", .timeLimit(.minutes(1)))
  func crashers() throws {
    let names = PNGSuite.files(in: "testpngs/crashers")
    #expect(names.count >= 20)
    let strict = PNGCodec(verifiesAdler32: true)
    for name in names {
      let path = PNGSuite.path("testpngs/crashers/" + name)
      do {
        // badadler.png's only fault is its Adler-32, which the default codec does not verify.
        _ = try (name == "badadler.png" ? strict : codec).decode(contentsOfFile: path)
        Issue.record("\(name) decoded")
      } catch {
        #expect(error.file == path)
        #expect(error.description.contains(name))
        #expect(error.message.hasPrefix("corrupt PNG: "), "\(name): \(error.message)")
      }
    }
  }

  @Test("A wrong Adler-32 alone is caught only when asked for")
  func adler() throws {
    let path = PNGSuite.path("testpngs/crashers/badadler.png")
    #expect(throws: PNGError("corrupt PNG: IDAT: incorrect data check", file: path)) {
      try PNGCodec(verifiesAdler32: true).decode(contentsOfFile: path)
    }
    let bitmap = try codec.decode(contentsOfFile: path)
    #expect(bitmap.width > 0)
  }
}
