import CollectionSnapshot
import CollectionSnapshotTesting
import FeedApp
import Foundation
import Testing
import UIKit

/// What the feed's views are, laid out by their constraints and UIKit's list metrics, as the
/// dump lists them, with every number derived by hand; and the references of the screen on two
/// devices, picture and dump.
@MainActor @Suite("A new user's feed: the views a cell's code builds, laid out")
struct FeedViewsTests {
  /// The lines of the element at `key` (`cell [0,0]`): its own and its views'.
  static func lines(_ dump: String, _ key: String) -> [String] {
    let all = dump.split(separator: "\n").map(String.init)
    guard let start = all.firstIndex(where: { $0.hasPrefix(key + " ") }) else { return [] }
    return [all[start]] + all[(start + 1)...].prefix { $0.hasPrefix("  ") }
  }

  @Test("The Fog post on an iPhone 15: its image, title and subtitle where their constraints put them")
  func post() throws {
    let lines = Self.lines(try FeedScreens.dump(), "cell [0,0]")
    // 393 − 2 × 16 = 361 wide. The image 100 tall across the top; the title 8 below it, 10 in
    // from each side (341 wide), one headline line (17 × 2444/2048 = 20.287, up to the @3x
    // grid: 20.333); the subtitle 4 below (132.333), one subheadline line (15 × 2444/2048 =
    // 17.9 → 18); 10 below it the card ends: 132.333 + 18 + 10 = 160.333 tall. The caption
    // is hidden: the post is not pinned.
    #expect(lines.first?.contains(" frame=(16, ") == true)
    #expect(lines.first?.contains(", 361, 160.33333333333334) z=0 background=secondarySystemBackground radius=10 clips sized=constraints") == true)
    #expect(Array(lines.dropFirst()) == [
      "  UIImageView frame=(0, 0, 361, 100) image=fog mode=scaleAspectFill",
      #"  UILabel "Fog" frame=(10, 108, 341, 20.333) font=headline lines=0 color=label"#,
      #"  UILabel "Light rain" frame=(10, 132.333, 341, 18) font=subheadline color=secondaryLabel"#,
    ])
  }

  @Test("A settings row, an inset grouped subtitle cell on an iPhone 15, laid out by UIKit's measured list metrics")
  func listRow() throws {
    let lines = Self.lines(try FeedScreens.dump(), "cell [1,0]")
    // Inset grouped on a 393-pt iPhone: rows inset 20 a side (353 wide), m = 20 (§2.17,
    // §2.18). A subtitle cell: 4 + 20.333 (body) + 0 + 14.333 (caption 1: 12 × 2444/2048 =
    // 14.32 → 14.333) + 4 = 42.667, under the 44-pt minimum, so the text block starts at
    // 4 + (44 − 42.667) / 2 = 4.667 (14 px at @3x). The symbol's 24-pt slot at x = m = 20,
    // 22 tall (the body style's leading at Large), centred: y 11; the text at m + 40 = 60. The
    // chevron's ink 7 × 12, its right edge at 353 − 20 − 7/3 = 330.667: x 323.667, y 44/2 −
    // 6 = 16; the texts end 40/3 before it, at 310.333: 250.333 wide. The separator from the
    // text's x, at 44 − 1/3.
    #expect(lines.first?.hasPrefix(#"cell [1,0] UICollectionViewListCell id="setting(FeedApp.Setting(title: \"Notifications\""#) == true)
    #expect(lines.first?.contains(" frame=(20, ") == true && lines.first?.contains(", 353, 44) z=0 ") == true)
    #expect(Array(lines.dropFirst()) == [
      "  UIImageView frame=(20, 11, 24, 22) symbol=bell.badge mode=scaleAspectFit",
      #"  UILabel "Notifications" frame=(60, 4.667, 250.333, 20.333) font=body lines=0 color=label"#,
      #"  UILabel "Banners, sounds" frame=(60, 25, 250.333, 14.333) font=caption1 lines=0 color=secondaryLabel"#,
      "  UIImageView frame=(323.667, 16, 7, 12) symbol=chevron.forward tint=tertiaryLabel mode=center",
      "  separator frame=(60, 43.667, 293, 0.333) background=separator",
    ])
    // The section's last row has no separator in an inset grouped list.
    #expect(!Self.lines(try FeedScreens.dump(), "cell [1,2]").contains { $0.hasPrefix("  separator ") })
  }

  @Test("The header: a title 2 label pinned 16 inside its top and sides, 8 above its bottom")
  func header() throws {
    let lines = Self.lines(try FeedScreens.dump(), "supplementary header [0,0]")
    // Title 2 is 22 pt at Large: a line 22 × 2444/2048 = 26.25 → 26.333; the header 16 +
    // 26.333 + 8 = 50.333 tall, as wide as the section's content (361), the label 361 − 32 =
    // 329 wide.
    #expect(lines == [
      "supplementary header [0,0] SectionHeaderView frame=(16, 0, 361, 50.33333333333333) z=1 sized=constraints",
      #"  UILabel "Today" frame=(16, 16, 329, 26.333) font=title2 color=label"#,
    ])
  }

  @Test("The feed's references on an iPhone SE and an iPhone 15: picture and dump", arguments: [Device.iPhoneSE, .iPhone15])
  func references(device: Device) throws {
    assertSnapshot(of: try FeedScreens.screen(device: device), as: .image, .layout)
  }
}

extension FeedViewsTests {
  @Test("The large title README shows beside the reference: the change's picture")
  func largeTitlePicture() throws {
    assertSnapshot(of: try FeedScreens.screen(FeedChange.titleFont.design), as: .image, named: "largeTitle")
  }

  @Test("README's failure of a view: each line it shows is a line of the layout diff of the title moved to large title")
  func readmeViewChange() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8).components(separatedBy: "\n")
    let marker = try #require(readme.firstIndex(of: "<!-- output: view-change -->"), "README shows a view's change after <!-- output: view-change -->")
    let shown = readme[(marker + 2)...].prefix { !$0.hasPrefix("```") }
    #expect(!shown.isEmpty)
    let changes = LayoutDumpDiff.describe(reference: try FeedScreens.dump(), actual: try FeedScreens.dump(FeedChange.titleFont.design), limit: 100)
    for line in shown { #expect(changes.contains(line), "README's line \(line) is not among:\n\(changes.joined(separator: "\n"))") }
  }
}
