import CollectionSnapshot
import Foundation
import Testing

/// Determinism across processes: each process has its own hash seed, so a picture that depends
/// on a dictionary's or set's order differs between a child process and this one. The CLI draws
/// the screen in a child; this process draws it with the same library calls; the bytes must match.
@Suite("Same bytes in another process")
struct CrossProcessTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  @Test("render: the child's PNG is byte for byte the one drawn here", arguments: ["ss-banners-products", "feature-orthogonal-carousel", "feature-badges"])
  func render(name: String) throws {
    let folder = try ScratchFolder("cross-process")
    defer { folder.remove() }
    let fixture = Self.path("Fixtures/\(name).json")
    let result = try CLIRunner.run(["render", fixture, "-o", folder.path("child.png")])
    #expect(result.status == 0, "\(result.standardError)")
    let screen = try ScreenDocument.load(contentsOfFile: fixture)
    try PNGCodec().write(try ScreenRenderer.render(screen, layout: try screen.computeLayout()), toFile: folder.path("parent.png"))
    #expect(try BinaryFile.read(folder.path("child.png")) == BinaryFile.read(folder.path("parent.png")))
  }

  @Test("trace -o: the screen as a script left it, from the headless view's displayed views, is the same in both processes")
  func traceOutput() throws {
    let folder = try ScratchFolder("cross-process-trace")
    defer { folder.remove() }
    let (screenFile, scriptFile) = (Self.path("Fixtures/vs-photo-album.json"), Self.path("Fixtures/scripts/vs-photo-album.updates.json"))
    let result = try CLIRunner.run(["trace", screenFile, scriptFile, "-o", folder.path("child.png")])
    #expect(result.status == 0, "\(result.standardError)")
    let script = try ScriptDocument.load(contentsOfFile: scriptFile)
    var view = try HeadlessCollectionView(try ScreenDocument.load(contentsOfFile: screenFile), options: script.options)
    try view.run(script.steps)
    #expect(result.standardOutput == view.trace.text)
    let current = view.currentScreen
    try PNGCodec().write(try ScreenRenderer.render(current, layout: try current.computeLayout()), toFile: folder.path("parent.png"))
    #expect(try BinaryFile.read(folder.path("child.png")) == BinaryFile.read(folder.path("parent.png")))
  }
}
