import ArgumentParser
import CollectionSnapshot

/// `collection-snapshot render`: draws a screen into a PNG.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw a screen's computed layout into a PNG.",
    discussion: "Exit status 0 on success, 2 on bad input (the file, the JSON path and the reason on standard error)."
  )

  @OptionGroup var input: ScreenOptions

  @Option(name: [.short, .long], help: "The PNG to write (default: <screen name>.png).")
  var output: String?

  @Option(help: "viewport (what the device shows) or full (the whole content).")
  var mode: RenderOptions.Mode = .viewport

  @Option(help: "Pixels per point of the picture (default: the device's scale).")
  var scale: Double?

  @Flag(help: "Leave out the kind and index-path labels.")
  var noLabels = false

  @Flag(help: "Print each element's frame under its label.")
  var frames = false

  @Option(help: "Draw a point grid with this spacing.")
  var grid: Double?

  func validate() throws {
    if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be more than 0 and at most 8, got \(scale)") }
    if let grid, !(grid >= 2) { throw ValidationError("--grid must be at least 2 points, got \(grid)") }
  }

  func run() throws {
    let (screen, layout) = try input.load()
    let options = RenderOptions(
      mode: mode, contentOffset: input.offset?.point, scale: scale, showsLabels: !noLabels, showsFrames: frames, gridSpacing: grid)
    let path = output ?? "\(Self.fileName(screen.name)).png"
    let bitmap: Bitmap
    do {
      bitmap = try ScreenRenderer.render(screen, layout: layout, options: options)
    } catch {
      FileHandleOutput.standardError("error: \(input.screen): \(error)")
      throw ExitCode(2)
    }
    do {
      try PNGCodec().write(bitmap, toFile: path)
      print("\(path): \(bitmap.width)x\(bitmap.height) pixels, \(layout.attributes.count) elements")
    } catch {
      FileHandleOutput.standardError("error: \(error)")
      throw ExitCode(2)
    }
  }

  /// A screen name as a file name in the current folder: slashes become `_`, and a name that is
  /// empty or a dot folder becomes `screen`, so a hostile name never writes elsewhere.
  static func fileName(_ name: String) -> String {
    let safe = String(name.map { $0 == "/" || $0 == "\0" ? "_" : $0 })
    return safe.isEmpty || safe == "." || safe == ".." ? "screen" : safe
  }
}

extension RenderOptions.Mode: ExpressibleByArgument {}
