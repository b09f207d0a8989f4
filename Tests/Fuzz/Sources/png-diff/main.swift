import CollectionSnapshot
import FuzzSupport

// Two arbitrary PNG buffers compared as `collection-snapshot diff` compares two files, diff image
// encoded. Input: one byte of options, a 4-byte little-endian length n, then the reference
// (n bytes, or what is left) and the actual (the rest).
runFuzzer { data, size in
  let input = bytes(data, size)
  guard input.count >= 5 else { return 0 }
  let flags = input[0]
  let length = min(input.count - 5, Int(input[1]) | Int(input[2]) << 8 | Int(input[3]) << 16 | Int(input[4]) << 24)
  let reference = Array(input[5..<5 + length])
  let actual = Array(input[(5 + length)...])
  let options = ComparisonOptions(
    threshold: flags & 1 != 0 ? Double(flags >> 4) / 15 : nil,
    detectAntialiasing: flags & 3 == 3,
    maxDiffPixels: flags & 4 != 0 ? Int(flags >> 4) : nil,
    maxDiffRatio: flags & 8 != 0 ? Double(flags >> 4) / 30 : nil)
  let codec = PNGCodec(maxPixels: 1 << 22)
  guard let outcome = try? PNGFileDiff.compare(
    reference: (reference, "reference.png"), actual: (actual, "actual.png"), options: options, makeDiffImage: flags & 2 != 0,
    codec: codec)
  else { return 0 }
  let comparison = outcome.comparison
  if outcome.identicalBytes, !comparison.matches { fatalError("identical files reported as differing") }
  if comparison.sizeMismatch {
    if comparison.matches || comparison.diffImage != nil { fatalError("images of different sizes matched or got a diff image") }
    return 0
  }
  if comparison.differingPixels + comparison.antialiasedPixels > comparison.totalPixels {
    fatalError("more differing pixels than pixels: \(comparison.summary())")
  }
  if comparison.differingPixels == 0, !comparison.matches { fatalError("no differing pixel but no match") }
  if let image = comparison.diffImage {
    guard let encoded = try? codec.encode(image), let back = try? codec.decode(encoded), back.pixels == image.pixels else {
      fatalError("the diff image does not survive encoding")
    }
  }
  // Comparing an image with itself always matches.
  if let decoded = try? codec.decode(actual) {
    if !ImageComparator.compare(reference: decoded, actual: decoded, options: options).matches {
      fatalError("an image differs from itself")
    }
  }
  return 0
}
