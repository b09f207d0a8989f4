import ArgumentParser
import CollectionSnapshot

/// `collection-snapshot layout`: prints the layout dump of a screen.
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print a screen's computed layout, one element a line.",
    discussion: "Exit status 0 on success, 2 on bad input (the file, the JSON path and the reason on standard error)."
  )

  @OptionGroup var input: ScreenOptions

  func run() throws {
    let (screen, layout) = try input.load()
    let state = input.offset.map { ScrollState(contentOffset: $0.point, orthogonalOffsets: screen.orthogonalOffsets) }
    print(LayoutDump.text(screen, layout: layout, state: state), terminator: "")
  }
}
