/// The container a compositional layout shows the code that chooses a section's layout:
/// `NSCollectionLayoutEnvironment.container` as a section provider reads it, and what an
/// ``AdaptiveSectionLayout`` chooses by. One definition serves both.
///
/// UIKit builds it from the collection view (`_containerFromCollectionView` and
/// `_UIContentInsetsEnvironment.layoutContainerForContainerSize:layoutAxis:` in UIKitCore):
/// - `contentSize` is the collection view's bounds size, on both axes;
/// - `contentInsets` are the insets of the configuration's `contentInsetsReference` (safe area,
///   layout margins or readable content; none for `.none`) across the scroll axis only
///   (leading and trailing in a vertical layout), never less than the adjusted content inset
///   there (spec §2.3: the reference adds only what the adjusted inset does not cover);
///   along the scroll axis they are zero, as the full bounds height is what a section's group
///   resolves its fractions against (§2.16 E5);
/// - `effectiveContentSize` is the size less the insets.
///
/// A landscape iPhone 15 (852 × 393, safe area 59 on the sides), vertical layout, `.safeArea`:
/// content size 852 × 393, insets 59 and 59, effective width 852 − 118 = 734.
public struct SectionContainer: Sendable, Hashable {
  /// The collection view's bounds size.
  public var contentSize: Size
  /// The insets the content is laid out within.
  public var contentInsets: DirectionalEdgeInsets

  /// A container.
  public init(contentSize: Size, contentInsets: DirectionalEdgeInsets = .zero) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }

  /// The container of a layout whose configuration has `reference` and scrolls in
  /// `scrollDirection`, in `environment`.
  public init(environment: LayoutEnvironment, reference: ContentInsetsReference, scrollDirection: ScrollDirection) {
    let extra = environment.referenceInsets(reference, scrollDirection: scrollDirection)
    let adjusted = environment.adjustedContentInset
    var physical = EdgeInsets()
    if scrollDirection == .vertical {
      physical.left = adjusted.left + extra.start
      physical.right = adjusted.right + extra.end
    } else {
      physical.top = adjusted.top + extra.start
      physical.bottom = adjusted.bottom + extra.end
    }
    let leftToRight = environment.layoutDirection == .leftToRight
    self.init(
      contentSize: environment.containerSize,
      contentInsets: DirectionalEdgeInsets(
        top: physical.top, leading: leftToRight ? physical.left : physical.right,
        bottom: physical.bottom, trailing: leftToRight ? physical.right : physical.left))
  }

  /// The size less the insets.
  public var effectiveContentSize: Size {
    Size(
      width: contentSize.width - contentInsets.leading - contentInsets.trailing,
      height: contentSize.height - contentInsets.top - contentInsets.bottom)
  }
}
