import Testing
import UIKit

/// The profile card's code runs: constraints made in `updateConstraints()`, the visual format
/// with metrics, a stack of labels and a badge placed by hand are laid out by Auto Layout.
@MainActor @Suite struct ProfileCardTests {
  @Test func theCardLaysOutAsItsConstraintsSay() throws {
    let cell = ProfileCardCell(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    cell.configure(name: "Ada", handle: "@ada")
    cell.layoutIfNeeded()
    // The card: 16 in from the sides, 8 from the top and bottom: 358 × 84.
    #expect(cell.card.frame == CGRect(x: 16, y: 8, width: 358, height: 84))
    // The avatar: 12 in (the metric), 12 down, its intrinsic 48 × 48.
    #expect(cell.avatar.frame == CGRect(x: 12, y: 12, width: 48, height: 48))
    // The badge, by hand: 18 from the card's right edge.
    #expect(cell.badge.frame == CGRect(x: 340, y: 6, width: 12, height: 12))
    // The labels' stack starts 12 after the avatar.
    #expect(cell.name.superview?.frame.minX == 72)
  }

  @Test func theCardSizesItselfWhenFitted() throws {
    let cell = ProfileCardCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    cell.configure(name: "Ada", handle: "@ada")
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 390, height: 44), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    // 8 + the card (at least 72, and 12 + 48 + 12 = 72 around the avatar) + 8 = 88.
    #expect(size == CGSize(width: 390, height: 88))
    cell.bioHeight.constant = 100
    let taller = cell.systemLayoutSizeFitting(
      CGSize(width: 390, height: 44), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(taller.height == 116)
  }
}
