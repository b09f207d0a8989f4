public import CollectionSnapshotLayout

/// The views an element shows, as the app's code built them (or as a description gives them):
/// a view — its class, its frame in its superview, what it shows and how it looks — and its
/// subviews, back to front. Hidden views are left out.
///
/// An element's tree is its root: the cell (or header, or footer) itself, whose frame is the
/// element's bounds, whose look is the cell's (its background, corners, border, clipping) and
/// whose subviews are its content view's. The layout dump prints the root's look on the
/// element's line and each subview on a line of its own below it, indented one step per level:
///
/// ```
/// cell [0,2] PostCell id=fog frame=(16, 358, 361, 164) z=0 radius=10 clips sized=constraints
///   UIImageView frame=(0, 0, 361, 100) image=fog mode=scaleAspectFill
///   UILabel "Fog" frame=(10, 108, 341, 20.333) font=headline lines=0 color=label
/// ```
///
/// The renderer draws each view at its frame: fills, corners, borders and clipping, labels'
/// texts at measured advances in the built-in font, images as named placeholders, controls as
/// simple shapes.
public struct ViewTree: Sendable, Hashable {
  /// What a view shows besides its fill and border.
  public enum Content: Sendable, Hashable {
    /// Nothing of its own: a container (`UIView`, a content view).
    case none
    /// Text (`UILabel`, `UITextField`, `UITextView`).
    case text(ViewText)
    /// An image (`UIImageView`).
    case image(ViewImage)
    /// A button (`UIButton`).
    case button(ViewButton)
    /// A switch (`UISwitch`).
    case toggle(ViewSwitch)
    /// A segmented control (`UISegmentedControl`).
    case segments(ViewSegments)
    /// An activity indicator (`UIActivityIndicatorView`).
    case spinner(ViewSpinner)
    /// A stack view's arrangement (`UIStackView`): a container whose subviews it placed.
    case stack(ViewStack)
  }

  /// The view's class, as the dump prints it (`UILabel`, `PostCell`, `BadgeView`).
  public var className: String
  /// Its frame in its superview, in points (the root's: the element's bounds).
  public var frame: Rect
  /// What it shows.
  public var content: Content
  /// Its background colour (`backgroundColor`, or its layer's).
  public var backgroundColor: PlaceholderColor?
  /// Its opacity, 0…1 (`alpha`, times its layer's `opacity`).
  public var alpha: Double
  /// Its layer's corner radius.
  public var cornerRadius: Double
  /// Its layer's border width (0: no border).
  public var borderWidth: Double
  /// Its layer's border colour (UIKit's default: black).
  public var borderColor: PlaceholderColor?
  /// Whether it clips its subviews to its bounds (`clipsToBounds`, `masksToBounds`).
  public var clipsToBounds: Bool
  /// Its subviews, back to front.
  public var subviews: [ViewTree]

  /// A view.
  public init(
    _ className: String, frame: Rect, content: Content = .none, backgroundColor: PlaceholderColor? = nil, alpha: Double = 1, cornerRadius: Double = 0,
    borderWidth: Double = 0, borderColor: PlaceholderColor? = nil, clipsToBounds: Bool = false, subviews: [ViewTree] = []
  ) {
    self.className = className
    self.frame = frame
    self.content = content
    self.backgroundColor = backgroundColor
    self.alpha = alpha
    self.cornerRadius = cornerRadius
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.clipsToBounds = clipsToBounds
    self.subviews = subviews
  }

  /// The text the view shows, if it shows one (a label's, a button's title).
  public var text: String? {
    switch content {
    case .text(let text): return text.text
    case .button(let button): return button.title
    default: return nil
    }
  }

  /// Every text the tree shows, depth first in view order: what a trace names and a
  /// placeholder's texts are.
  public var texts: [String] {
    var texts: [String] = []
    collectTexts(into: &texts)
    return texts
  }

  private func collectTexts(into texts: inout [String]) {
    if let text, !text.isEmpty { texts.append(text) }
    for subview in subviews { subview.collectTexts(into: &texts) }
  }

  /// The number of views in the tree, the root included.
  public var count: Int { subviews.reduce(1) { $0 + $1.count } }

  /// True when the view has a look of its own besides its content: a fill, a border, a
  /// corner radius, an opacity or clipping.
  public var hasStyle: Bool {
    backgroundColor != nil || alpha != 1 || cornerRadius != 0 || borderWidth != 0 || clipsToBounds
  }
}
