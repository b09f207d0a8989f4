/// Recognises the PNG signature and, when it is absent, what the bytes are instead, so that an
/// error can say "it looks like a JPEG image" rather than "bad signature".
enum PNGSignature {
  static let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// `nil` when `data` starts with the PNG signature, else why it is not a PNG.
  static func problem(with data: [UInt8]) -> String? {
    if data.isEmpty { return "empty file (0 bytes), not a PNG image" }
    if data.count >= 8 && Array(data.prefix(8)) == bytes { return nil }
    if data.count < 8 && Array(bytes.prefix(data.count)) == data {
      return "truncated PNG: only \(data.count) bytes, less than the 8-byte signature"
    }
    // Long enough for the longest signature looked for ("version https://git-lfs", 23 bytes).
    let head = Array(data.prefix(64))
    func starts(_ prefix: [UInt8]) -> Bool { head.count >= prefix.count && Array(head.prefix(prefix.count)) == prefix }
    let guess: String?
    if starts([0x89, 0x50, 0x4E, 0x47]) {
      guess = "its PNG signature is damaged (a transfer in text mode changes line endings)"
    } else if starts([0xFF, 0xD8, 0xFF]) {
      guess = "it looks like a JPEG image"
    } else if starts(Array("GIF8".utf8)) {
      guess = "it looks like a GIF image"
    } else if starts(Array("BM".utf8)) && data.count > 14 {
      guess = "it looks like a BMP image"
    } else if starts(Array("RIFF".utf8)) && head.count >= 12 && Array(head[8..<12]) == Array("WEBP".utf8) {
      guess = "it looks like a WebP image"
    } else if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) {
      guess = "it looks like a TIFF image"
    } else if starts(Array("%PDF".utf8)) {
      guess = "it looks like a PDF document"
    } else if starts(Array("version https://git-lfs".utf8)) {
      guess = "it is a Git LFS pointer, not the image (run `git lfs pull`)"
    } else if head.allSatisfy({ $0 == 9 || $0 == 10 || $0 == 13 || ($0 >= 32 && $0 < 127) }) {
      guess = "it looks like text"
    } else {
      guess = nil
    }
    let hex = head.prefix(8).map { byte -> String in
      let digits = Array("0123456789abcdef")
      return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }.joined(separator: " ")
    return "not a PNG image: " + (guess.map { $0 + "; " } ?? "") + "it starts with bytes \(hex)"
  }
}
