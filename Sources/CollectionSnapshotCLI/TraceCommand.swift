import ArgumentParser
import CollectionSnapshot

/// `collection-snapshot trace`: runs a script on a screen in a headless collection view and
/// prints the lifecycle-callback trace.
struct TraceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trace",
    abstract: "Run a script (scroll, drag, tap, advance, …) on a screen and print every callback, one a line.",
    discussion: """
      Exit status 0 on success, 2 on bad input: a bad screen or script file (the file, the JSON path and the \
      reason on standard error), or a step that cannot run (the step and the reason; the trace up to the step \
      before it is printed).
      """
  )

  @Argument(help: "A screen in JSON (see the article \"JSON screens and scripts\").")
  var screen: String

  @Argument(help: "A script in JSON (see the article \"JSON screens and scripts\").")
  var script: String

  @Option(name: .shortAndLong, help: "Also draw the screen as the script left it to this PNG file.")
  var output: String?

  @Option(help: "Also draw a filmstrip to this PNG file: the screen at the start and after each step, captioned.")
  var filmstrip: String?

  @Option(help: "With --filmstrip: a frame every this many seconds of virtual time instead of one after each step.")
  var every: Double?

  @Option(help: "With --filmstrip: frames a row (all in one row by default).")
  var columns: Int?

  @Option(help: "With --filmstrip: pixels per point of each frame.")
  var filmstripScale: Double = 0.5

  func validate() throws {
    if filmstrip == nil, every != nil || columns != nil || filmstripScale != 0.5 {
      throw ValidationError("--every, --columns and --filmstrip-scale go with --filmstrip")
    }
    if let columns, columns < 1 { throw ValidationError("--columns must be at least 1") }
  }

  func run() throws {
    let screen: Screen
    let script: (steps: [ScriptStep], options: HeadlessCollectionView.Options)
    do {
      screen = try ScreenDocument.load(contentsOfFile: self.screen)
      script = try ScriptDocument.load(contentsOfFile: self.script)
    } catch {
      FileHandleOutput.standardError("error: \(error)")
      throw ExitCode(2)
    }
    var view: HeadlessCollectionView
    do {
      view = try HeadlessCollectionView(screen, options: script.options)
    } catch {
      FileHandleOutput.standardError("error: \(self.screen): \(error)")
      throw ExitCode(2)
    }
    do {
      try view.run(script.steps)
    } catch {
      print(view.trace.text, terminator: "")
      FileHandleOutput.standardError("error: \(self.script): \(error)")
      throw ExitCode(2)
    }
    print(view.trace.text, terminator: "")
    if script.steps.isEmpty {
      FileHandleOutput.standardError("note: \(self.script): the script is empty (no steps): the trace is the first layout pass only")
    }
    if let filmstrip {
      do {
        let strip = try Filmstrip.record(screen, steps: script.steps, options: script.options, every: every)
        let bitmap = try strip.render(scale: filmstripScale, columns: columns)
        try PNGCodec().write(bitmap, toFile: filmstrip)
        FileHandleOutput.standardError("\(filmstrip): \(strip.frames.count) frames, \(bitmap.width)x\(bitmap.height) pixels")
      } catch {
        FileHandleOutput.standardError("error: \(error)")
        throw ExitCode(2)
      }
    }
    if let output {
      do {
        let current = view.currentScreen
        let bitmap = try ScreenRenderer.render(current, layout: try current.computeLayout())
        try PNGCodec().write(bitmap, toFile: output)
        FileHandleOutput.standardError("\(output): \(bitmap.width)x\(bitmap.height) pixels")
      } catch {
        FileHandleOutput.standardError("error: \(error)")
        throw ExitCode(2)
      }
    }
  }
}
