import Testing

@testable import CollectionSnapshotLayout

/// `NSCollectionLayoutEnvironment.container`: the bounds, with the reference's insets across the
/// scroll axis (never less than the adjusted content inset there), none along it.
@Suite("The container a section is chosen in")
struct SectionContainerTests {
  /// A landscape iPhone 15: 852 × 393, safe area 59 on the sides and 21 at the bottom.
  func landscape(adjusted: EdgeInsets = .zero, direction: LayoutDirection = .leftToRight) -> LayoutEnvironment {
    var environment = phone(width: 852, height: 393)
    environment.safeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
    environment.adjustedContentInset = adjusted
    environment.layoutDirection = direction
    return environment
  }

  @Test("Vertical: the bounds, the safe area's 59 on each side, 734 effective; the bottom 21 is along the axis")
  func vertical() {
    let container = SectionContainer(environment: landscape(), reference: .safeArea, scrollDirection: .vertical)
    #expect(container.contentSize == Size(width: 852, height: 393))
    #expect(container.contentInsets == DirectionalEdgeInsets(top: 0, leading: 59, bottom: 0, trailing: 59))
    #expect(container.effectiveContentSize == Size(width: 734, height: 393))
    // `.always` adjusts the sides by the same 59: still 59 each, not 118.
    let always = SectionContainer(
      environment: landscape(adjusted: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)), reference: .safeArea, scrollDirection: .vertical)
    #expect(always.effectiveContentSize == Size(width: 734, height: 393))
    // `.none`: only the adjusted inset (here none) across the axis.
    #expect(SectionContainer(environment: landscape(), reference: .none, scrollDirection: .vertical).effectiveContentSize.width == 852)
  }

  @Test("Horizontal: the insets are top and bottom (0 and 21); a right-to-left screen swaps leading and trailing")
  func horizontalAndRightToLeft() {
    let horizontal = SectionContainer(environment: landscape(), reference: .safeArea, scrollDirection: .horizontal)
    #expect(horizontal.contentInsets == DirectionalEdgeInsets(top: 0, leading: 0, bottom: 21, trailing: 0))
    #expect(horizontal.effectiveContentSize == Size(width: 852, height: 372))
    // A content inset of 100 on the left only: more than the safe area's 59 there, so 100 left
    // and 59 right; right to left, the leading edge is the right one.
    let rtl = SectionContainer(
      environment: landscape(adjusted: EdgeInsets(left: 100), direction: .rightToLeft), reference: .safeArea, scrollDirection: .vertical)
    #expect(rtl.contentInsets == DirectionalEdgeInsets(top: 0, leading: 59, bottom: 0, trailing: 100))
    #expect(rtl.effectiveContentSize.width == 852 - 159)
  }
}
