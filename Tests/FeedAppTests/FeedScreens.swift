import CollectionSnapshot
import CollectionSnapshotTesting
import FeedApp
import Foundation
import Testing
import UIKit

/// The feed screen as a test makes it — from the view controller alone, no cell described —
/// and what its snapshots hold: the layout dump and the @3x picture.
@MainActor
enum FeedScreens {
  /// The feed with `design` on `device`.
  static func screen(_ design: FeedDesign = FeedDesign(), device: Device = .iPhone15) throws -> Screen {
    try Screen(name: "feed", device: device, viewController: FeedViewController(design: design))
  }

  /// The screen's layout dump.
  static func dump(_ design: FeedDesign = FeedDesign(), device: Device = .iPhone15) throws -> String {
    let screen = try screen(design, device: device)
    return LayoutDump.text(screen, layout: try screen.computeLayout())
  }

  /// The screen's picture, as `.image` draws it.
  static func picture(_ design: FeedDesign = FeedDesign(), device: Device = .iPhone15) throws -> Bitmap {
    try ScreenRenderer.render(try screen(design, device: device))
  }
}

/// The sixteen changes a team makes inside the feed's cells in a week, each one value of the
/// design, and what the layout diff names for each.
enum FeedChange: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case titleFont, imageToTitleSpacing, subtitleColor, titleLineLimit, cornerRadius, titleLeadingInset, titleToSubtitleSpacing, trailingConstraint
  case imageAlpha, captionFont, headerFont, listImageTint, backgroundColor, hiddenSubview, imageHeight, listStyle

  var testDescription: String { rawValue }

  /// The design with the change.
  @MainActor
  var design: FeedDesign {
    var design = FeedDesign()
    switch self {
    case .titleFont: design.titleStyle = .largeTitle
    case .imageToTitleSpacing: design.imageToTitleSpacing = 24
    case .subtitleColor: design.subtitleColor = .systemRed
    case .titleLineLimit: design.titleLines = 1
    case .cornerRadius: design.cornerRadius = 0
    case .titleLeadingInset: design.titleLeading = 16
    case .titleToSubtitleSpacing: design.titleToSubtitleSpacing = 12
    case .trailingConstraint: design.subtitleTrailing = 20
    case .imageAlpha: design.imageAlpha = 0.5
    case .captionFont: design.captionFont = .systemFont(ofSize: 13, weight: .bold)
    case .headerFont: design.headerStyle = .title1
    case .listImageTint: design.listImageTint = .systemRed
    case .backgroundColor: design.backgroundColor = .systemBackground
    case .hiddenSubview: design.hidesCaption = true
    case .imageHeight: design.imageHeight = 120
    case .listStyle: design.listAppearance = .grouped
    }
    return design
  }

  /// What a change line of the layout diff must show: the element and the view it names
  /// (`cell [0,0] PostCell › UILabel "Fog": `), and a change it lists (`font headline →
  /// largeTitle`). Numbers derived by hand: the iPhone 15 is 393 pt wide, the section inset 16
  /// a side, so a card is 361 wide; the image 100 tall; the title 8 below it at x 10, 341 wide
  /// (10 in from each side), one headline line 17 × 2444/2048 = 20.287 → 20.333 tall at @3x;
  /// the subtitle 4 below the title, 132.333; a subheadline line 15 × 2444/2048 = 17.9 → 18.
  var expectedChange: (view: String, change: String) {
    switch self {
    case .titleFont: return (#"cell [0,0] PostCell › UILabel "Fog": "#, "font headline → largeTitle")
    // 100 + 24 = 124.
    case .imageToTitleSpacing: return (#"cell [0,0] PostCell › UILabel "Fog": "#, "y 108 → 124")
    case .subtitleColor: return (#"cell [0,0] PostCell › UILabel "Light rain": "#, "color secondaryLabel → systemRed")
    // The three-line title of post 1 at one line: 40.667 → 20.333 tall.
    case .titleLineLimit: return (#"cell [0,1] PostCell › UILabel "A long walk along the harbour wall while the ferries come and go in the evening light": "#, "lines 0 → none")
    case .cornerRadius: return ("cell [0,0] PostCell: ", "radius 10 → none")
    // 16 from the leading edge, 361 − 16 − 10 = 335 wide.
    case .titleLeadingInset: return (#"cell [0,0] PostCell › UILabel "Fog": "#, "x 10 → 16")
    // 108 + 20.333 + 12 = 140.333.
    case .titleToSubtitleSpacing: return (#"cell [0,0] PostCell › UILabel "Light rain": "#, "y 132.333 → 140.333")
    // 361 − 10 − 20 = 331.
    case .trailingConstraint: return (#"cell [0,0] PostCell › UILabel "Light rain": "#, "width 341 → 331")
    case .imageAlpha: return ("cell [0,0] PostCell › UIImageView: ", "alpha none → 0.5")
    case .captionFont: return (#"cell [0,2] PostCell › UILabel "PINNED": "#, "font 11 semibold → 13 bold")
    case .headerFont: return (#"supplementary header [0,0] SectionHeaderView › UILabel "Today": "#, "font title2 → title1")
    case .listImageTint: return ("cell [1,0] UICollectionViewListCell › UIImageView: ", "tint none → systemRed")
    case .backgroundColor: return ("cell [0,0] PostCell: ", "background secondarySystemBackground → systemBackground")
    case .hiddenSubview: return (#"cell [0,2] PostCell › UILabel "PINNED""#, " removed")
    case .imageHeight: return ("cell [0,0] PostCell › UIImageView: ", "height 100 → 120")
    // Grouped rows span the width: x 20 → 0.
    case .listStyle: return ("cell [1,0] UICollectionViewListCell: ", "x 20 → 0")
    }
  }
}
