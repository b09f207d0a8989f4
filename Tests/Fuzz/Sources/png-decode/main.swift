import CollectionSnapshot
import FuzzSupport

// PNG decoding of arbitrary bytes: the header read alone, then the whole image. Every outcome
// but a thrown PNGError or a bitmap of the header's size is a bug.
runFuzzer { data, size in
  let input = bytes(data, size)
  let codec = PNGCodec()
  let header = try? codec.header(of: input)
  if let bitmap = try? codec.decode(input) {
    guard let header, header.width == bitmap.width, header.height == bitmap.height,
      bitmap.pixels.count == bitmap.width * bitmap.height * 4
    else { fatalError("decoded \(bitmap.width)x\(bitmap.height), header says \(String(describing: header))") }
  }
  return 0
}
