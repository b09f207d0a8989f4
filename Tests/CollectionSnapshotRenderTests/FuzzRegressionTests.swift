import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotPixels
import CollectionSnapshotRender
import Foundation
import Testing

/// Inputs the fuzzers and the hostile-input checks found to crash or hang, replayed the way they
/// failed. `Tests/Fuzz/Regressions/<target>/` keeps them; `Tests/Fuzz/fuzz.sh` seeds its corpora
/// with them too.
@Suite("Fuzz findings stay fixed")
struct FuzzRegressionTests {
  static let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Regressions")

  static func files(_ target: String) -> [String] {
    let folder = regressions.appendingPathComponent(target).path
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 }
  }

  @Test("screen-render: every finding decodes, lays out, dumps and draws at scale 1, or fails with an error", arguments: files("screen-render"))
  func screenRender(path: String) throws {
    let screen = try ScreenDocument.load(contentsOfFile: path)
    let layout = try screen.computeLayout()
    #expect(!LayoutDump.text(screen, layout: layout).isEmpty)
    let size = screen.hostGeometry.windowSize
    let bitmap = try ScreenRenderer.render(screen, layout: layout, options: RenderOptions(scale: 1))
    #expect(bitmap.width == Int(size.width.rounded(.up)) && bitmap.height == Int(size.height.rounded(.up)))
  }

  @Test("There are findings to replay")
  func present() {
    // huge-fraction-titled-cells.json: a group 5.5 × 10⁶⁰ times the screen's width made cells
    // whose titles were measured against a width no integer holds (a trap in the font).
    #expect(Self.files("screen-render").contains { $0.hasSuffix("/huge-fraction-titled-cells.json") })
    // huge-badge-dashed-border.json: a badge 10⁷⁴ pt tall; its dashed border was walked dash by
    // dash over 10¹² pixels (over 5 s), though only the viewport's rows are drawn.
    #expect(Self.files("screen-render").contains { $0.hasSuffix("/huge-badge-dashed-border.json") })
  }

  @Test("A grid drawn at an offset past 2⁵³ points ends (it looped for ever)")
  func gridFarAway() throws {
    var screen = Screen(
      name: "far", model: ViewModel(sections: [Section(id: "a", items: [Item(id: "i", kind: "Cell")])]), layout: .flow(FlowLayout()),
      device: .iPhoneSE)
    screen.contentOffset = Point(x: 0, y: 1e18)
    let bitmap = try ScreenRenderer.render(screen, options: RenderOptions(scale: 1, gridSpacing: 2))
    #expect(bitmap.width == 375 && bitmap.height == 667)
  }
}
