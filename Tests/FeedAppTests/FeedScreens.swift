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

  /// Whether constraints are solved into frames: a label pinned 10 pt inside a 100-pt view
  /// is 80 pt wide once laid out.
  static let solvesConstraints: Bool = {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    return label.frame.width == 80
  }()
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

  /// A change line the layout diff must show: the element and the view, and the field.
  var expectedChange: String {
    switch self {
    case .titleFont: return #"cell [0,0] PostCell › UILabel "Fog": font headline → largeTitle"#
    case .imageToTitleSpacing: return #"cell [0,0] PostCell › UILabel "Fog": y 108 → 124"#
    case .subtitleColor: return #"cell [0,0] PostCell › UILabel "Light rain": color secondaryLabel → systemRed"#
    case .titleLineLimit: return #"cell [0,1] PostCell › UILabel "A long walk along the harbour wall while the ferries come and go in the evening light": "#
    case .cornerRadius: return "cell [0,0] PostCell: radius 10 → none"
    case .titleLeadingInset: return #"cell [0,0] PostCell › UILabel "Fog": x 10 → 16"#
    case .titleToSubtitleSpacing: return #"cell [0,0] PostCell › UILabel "Light rain": y 132.333 → 140.333"#
    case .trailingConstraint: return #"cell [0,0] PostCell › UILabel "Light rain": width 341 → 331"#
    case .imageAlpha: return "cell [0,0] PostCell › UIImageView: alpha none → 0.5"
    case .captionFont: return #"cell [0,2] PostCell › UILabel "PINNED": font 11 semibold → 13 bold"#
    case .headerFont: return #"supplementary header [0,0] SectionHeaderView › UILabel "Today": font title2 → title1"#
    case .listImageTint: return "cell [1,0] UICollectionViewListCell › UIImageView: tint none → systemRed"
    case .backgroundColor: return "cell [0,0] PostCell: background secondarySystemBackground → systemBackground"
    case .hiddenSubview: return #"cell [0,2] PostCell › UILabel "PINNED" removed"#
    case .imageHeight: return "cell [0,0] PostCell › UIImageView: height 100 → 120"
    case .listStyle: return "cell [1,0] UICollectionViewListCell: "
    }
  }

  /// True when what the change shows comes from solved constraints (a frame), not from a
  /// value read off a view.
  var needsSolvedConstraints: Bool {
    switch self {
    case .imageToTitleSpacing, .titleLineLimit, .titleLeadingInset, .titleToSubtitleSpacing, .trailingConstraint, .imageHeight: return true
    default: return false
    }
  }
}
