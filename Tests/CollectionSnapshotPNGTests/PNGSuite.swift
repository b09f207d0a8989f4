import Foundation

/// Where the PNG conformance images are: `../shared/pngsuite` beside the package checkout.
enum PNGSuite {
  static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/pngsuite")

  static var isAvailable: Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent("pngsuite/basn0g01.png").path)
  }

  static let skipMessage = "../shared/pngsuite is absent: PNG conformance tests skipped"

  static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  static func files(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path(folder))) ?? []
    return names.filter { $0.hasSuffix(".png") }.sorted()
  }
}

/// 64-bit FNV-1a, to compare decoded pixels with hashes computed by an independent decoder.
func fnv1a(_ bytes: [UInt8]) -> UInt64 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in bytes {
    hash ^= UInt64(byte)
    hash = hash &* 0x100_0000_01b3
  }
  return hash
}

/// CRC-32 of PNG chunks, to build test files by hand.
func crc32(_ bytes: [UInt8]) -> UInt32 {
  var crc: UInt32 = 0xffff_ffff
  for byte in bytes {
    crc ^= UInt32(byte)
    for _ in 0..<8 { crc = (crc >> 1) ^ (0xedb8_8320 & (0 &- (crc & 1))) }
  }
  return crc ^ 0xffff_ffff
}

/// A PNG chunk with its length and CRC.
func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
  let length = UInt32(data.count)
  let body = Array(type.utf8) + data
  let crc = crc32(body)
  return [UInt8(length >> 24), UInt8((length >> 16) & 0xff), UInt8((length >> 8) & 0xff), UInt8(length & 0xff)]
    + body + [UInt8(crc >> 24), UInt8((crc >> 16) & 0xff), UInt8((crc >> 8) & 0xff), UInt8(crc & 0xff)]
}

func bigEndian(_ value: UInt32) -> [UInt8] {
  [UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)]
}
