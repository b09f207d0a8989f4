import ArgumentParser
import CollectionSnapshot

/// `png`: encode and decode medians on generated UI-like images, and the level/filter matrix
/// the codec's defaults were chosen from.
struct PNGBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "png",
    abstract: "Encode and decode a generated 1179x2556 screen and a 4096x4096 image."
  )

  @Option(help: "Timed repetitions per measurement.")
  var iterations = 15

  @Flag(help: "Also measure every zlib level (0…9) with every filter on the screen image.")
  var matrix = false

  @Option(help: "Write the generated images as PNG into this folder (for other tools).")
  var writeDir: String?

  func run() throws {
    let codec = PNGCodec()
    let images = [("screen-1179x2556", SyntheticScreen.make()), ("large-4096x4096", SyntheticScreen.large())]
    print("libpng \(PNGCodec.libpngVersion); default level \(codec.compressionLevel), filter \(codec.filter.rawValue)")
    for (name, image) in images {
      var bytes: [UInt8] = []
      let encode = try Measurement.run("png.encode.\(name)", iterations: iterations) {
        bytes = try codec.encode(image)
      }
      print(encode.line)
      let decode = try Measurement.run("png.decode.\(name)", iterations: iterations) {
        _ = try codec.decode(bytes)
      }
      print(decode.line)
      print("png.size.\(name): \(bytes.count) bytes")
      if let writeDir {
        try codec.write(image, toFile: writeDir + "/\(name).png")
      }
    }
    if matrix {
      let image = images[0].1
      for filter in [PNGFilter.none, .sub, .up, .paeth, .adaptive] {
        for level in 0...9 {
          let variant = PNGCodec(compressionLevel: level, filter: filter)
          var bytes: [UInt8] = []
          let tag = "l\(level)-\(filter.rawValue)"
          let encode = try Measurement.run("png.matrix.encode.\(tag)", iterations: max(3, iterations / 3)) {
            bytes = try variant.encode(image)
          }
          let decode = try Measurement.run("png.matrix.decode.\(tag)", iterations: max(3, iterations / 3)) {
            _ = try variant.decode(bytes)
          }
          print(encode.line)
          print(decode.line)
          print("png.matrix.size.\(tag): \(bytes.count) bytes")
        }
      }
    }
  }
}
