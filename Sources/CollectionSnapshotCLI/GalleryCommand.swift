import ArgumentParser
import CollectionSnapshot
import Foundation

/// `collection-snapshot gallery`: renders every screen of a folder.
struct GalleryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Render every screen (*.json) of a folder to PNG, with its layout dump beside it.",
    discussion: "Prints one line per screen. Exit status 0 when every screen rendered, 2 when one could not be read or drawn (the others are still rendered)."
  )

  @Argument(help: "The folder of screens.")
  var folder = "Fixtures"

  @Option(name: [.short, .long], help: "Where to write the pictures and dumps.")
  var output = "gallery"

  @Option(help: "viewport or full.")
  var mode: RenderOptions.Mode = .viewport

  @Option(help: "Pixels per point (default: each device's scale).")
  var scale: Double?

  func run() throws {
    let manager = FileManager.default
    let names = try screenFiles(in: folder)
    do {
      try manager.createDirectory(atPath: output, withIntermediateDirectories: true)
    } catch {
      FileHandleOutput.standardError("error: \(output): cannot create the folder: \((error as NSError).localizedDescription)")
      throw ExitCode(2)
    }
    var failures = 0
    for (index, name) in names.enumerated() {
      let path = (folder as NSString).appendingPathComponent(name)
      let base = (output as NSString).appendingPathComponent(String(name.dropLast(5)))
      do {
        let screen = try ScreenDocument.load(contentsOfFile: path)
        let layout = try screen.computeLayout()
        let bitmap = try ScreenRenderer.render(screen, layout: layout, options: RenderOptions(mode: mode, scale: scale))
        try PNGCodec().write(bitmap, toFile: base + ".png")
        try BinaryFile.writeAtomically(Array(LayoutDump.text(screen, layout: layout).utf8), to: base + ".layout.txt")
        print("[\(index + 1)/\(names.count)] \(base).png (\(bitmap.width)x\(bitmap.height)), \(base).layout.txt")
      } catch {
        failures += 1
        // Screen-file errors name the file already; layout and render errors do not.
        let text = "\(error)"
        FileHandleOutput.standardError("error: " + (text.hasPrefix(path + ":") ? text : "\(path): \(text)"))
      }
    }
    if failures > 0 { throw ExitCode(2) }
  }
}
