import CPixelKernels

/// SHA-256 (FIPS 180-4) of a file's bytes: the content hash a record keeps of a reference, so
/// `approve` can tell that the reference changed since the run. Printed as 64 lowercase hex
/// digits, the same as `sha256sum`. Every assertion hashes its files, so the hash is C
/// (`CPixelKernels`), which a build for debugging runs several times faster than Swift.
public enum SHA256 {
  /// The digest of `bytes` as 64 hex digits.
  public static func hex(_ bytes: [UInt8]) -> String {
    var digest = [UInt8](repeating: 0, count: 32)
    bytes.withUnsafeBufferPointer { input in
      digest.withUnsafeMutableBufferPointer { output in cpk_sha256(input.baseAddress, input.count, output.baseAddress) }
    }
    let digits = Array("0123456789abcdef".utf8)
    var text = [UInt8](repeating: 0, count: 64)
    for (i, byte) in digest.enumerated() {
      text[i * 2] = digits[Int(byte >> 4)]
      text[i * 2 + 1] = digits[Int(byte & 0xf)]
    }
    return String(decoding: text, as: UTF8.self)
  }
}
