import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotPNG
import CollectionSnapshotPixels
import CollectionSnapshotRender
import Foundation
import Testing

/// Every screen in `Fixtures/` against its reference picture and layout dump in
/// `Snapshots/GalleryTests/`. References are written only when `COLLECTION_SNAPSHOT_RECORD` is
/// `all` (or `missing` and the reference is absent), never when `CI` is set.
@Suite("Gallery: every fixture against its references")
struct GalleryTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let fixtures = root.appendingPathComponent("Fixtures")
  static let snapshots = root.appendingPathComponent("Snapshots/GalleryTests")
  static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? [])
    .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()

  @Test("The gallery has every seed screen and every layout feature")
  func coverage() {
    for name in [
      "ss-banners-products", "vs-photo-album", "janodev-heterogeneous", "basesection-color-grid", "space-cells-posters",
      "feature-grid", "feature-list", "feature-orthogonal-carousel", "feature-pinned-header", "feature-nested-groups",
      "feature-badges", "feature-background-decoration", "feature-landscape-safe-area",
    ] {
      #expect(Self.names.contains(name), "missing fixture \(name)")
    }
  }

  @Test("Picture and layout dump match the references", arguments: names)
  func fixture(name: String) throws {
    let screen = try ScreenDocument.load(contentsOfFile: Self.fixtures.appendingPathComponent(name + ".json").path)
    let layout = try screen.computeLayout()
    let bitmap = try ScreenRenderer.render(screen, layout: layout)
    let png = try PNGCodec().encode(bitmap)
    let dump = LayoutDump.text(screen, layout: layout)
    try Reference.check(png: png, bitmap: bitmap, at: Self.snapshots.appendingPathComponent("gallery.\(name).png"))
    try Reference.check(text: dump, at: Self.snapshots.appendingPathComponent("gallery.\(name).layout.txt"))
  }

  @Test("Rendering twice gives the same bytes", arguments: ["ss-banners-products", "feature-orthogonal-carousel", "feature-landscape-safe-area"])
  func deterministic(name: String) throws {
    let screen = try ScreenDocument.load(contentsOfFile: Self.fixtures.appendingPathComponent(name + ".json").path)
    let a = try PNGCodec().encode(try ScreenRenderer.render(screen))
    let b = try PNGCodec().encode(try ScreenRenderer.render(screen))
    #expect(a == b)
  }
}

/// Compares with a reference file, or records it when asked.
enum Reference {
  static var mode: String {
    let environment = ProcessInfo.processInfo.environment
    if environment["CI"] != nil { return "never" }
    return environment["COLLECTION_SNAPSHOT_RECORD"] ?? "missing"
  }

  static func check(png: [UInt8], bitmap: Bitmap, at url: URL) throws {
    let exists = FileManager.default.fileExists(atPath: url.path)
    if mode == "all" || (!exists && mode == "missing") {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try BinaryFile.writeAtomically(png, to: url.path)
      Issue.record("recorded \(url.path); look at it, then re-run")
      return
    }
    guard exists else {
      Issue.record("missing reference \(url.path) (record with COLLECTION_SNAPSHOT_RECORD=missing outside CI)")
      return
    }
    let reference = try BinaryFile.read(url.path)
    if reference == png { return }
    let comparison = ImageComparator.compare(reference: try PNGCodec().decode(reference, file: url.path), actual: bitmap)
    #expect(comparison.matches, "\(url.lastPathComponent): \(comparison.summary())")
  }

  static func check(text: String, at url: URL) throws {
    let exists = FileManager.default.fileExists(atPath: url.path)
    if mode == "all" || (!exists && mode == "missing") {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try BinaryFile.writeAtomically(Array(text.utf8), to: url.path)
      Issue.record("recorded \(url.path); read it, then re-run")
      return
    }
    guard exists else {
      Issue.record("missing reference \(url.path) (record with COLLECTION_SNAPSHOT_RECORD=missing outside CI)")
      return
    }
    let reference = try String(contentsOf: url, encoding: .utf8)
    #expect(reference == text, "\(url.lastPathComponent) differs")
  }
}
