import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation
import Testing
import XCTest

/// The gallery's screens (`Fixtures/`) against their reference pictures and layout dumps in
/// `Snapshots/Fixtures/` — the references `collection-snapshot verify Fixtures` checks, README's
/// first command — through the package's own assertion library: under Swift Testing (one
/// parameterized case per fixture) and, drawn differently, under XCTest.
enum Gallery {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let fixtures = root.appendingPathComponent("Fixtures")
  static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? [])
    .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()

  static func screen(_ name: String) throws -> Screen {
    try ScreenDocument.load(contentsOfFile: fixtures.appendingPathComponent(name + ".json").path)
  }
}

@Suite("Gallery: every fixture against its references")
struct GalleryTests {
  @Test("The gallery has every seed screen and every layout feature")
  func coverage() {
    for name in [
      "ss-banners-products", "ss-infinite-banner", "ss-product-feed", "vs-photo-album", "janodev-modal-styles", "basesection-color-grid",
      "space-cells-posters", "feature-grid", "feature-list", "feature-orthogonal-carousel", "feature-pinned-header", "feature-nested-groups",
      "feature-badges", "feature-background-decoration", "feature-landscape-safe-area", "feature-photo-grid", "feature-text-and-colors",
      "feature-poster-list", "feature-heterogeneous-rows", "feature-host-bars", "feature-adaptive-split", "feature-rounding-ios15",
      "feature-table-settings", "feature-table-plain", "feature-table-index",
    ] {
      #expect(Gallery.names.contains(name), "missing fixture \(name)")
    }
  }

  @Test("Picture and layout dump match the references", arguments: Gallery.names)
  func fixture(name: String) throws {
    // Named as `verify` names them (`Snapshots/<folder>/<screen>.<ext>`): one set for both.
    assertSnapshot(of: try Gallery.screen(name), as: .image, .layout, reference: "Fixtures/\(name)")
  }
}

/// Two gallery screens under XCTest, with a full-content picture at @1x.
final class GalleryXCTests: XCTestCase {
  func testSeedScreensFullContent() throws {
    for name in ["ss-banners-products", "vs-photo-album"] {
      assertSnapshot(of: try Gallery.screen(name), as: .image(mode: .full, scale: 1), .layout, named: name)
    }
  }
}
