public import CollectionSnapshotLayout

/// Collects the subviews of a view described in Swift (``ViewTree/element(backgroundColor:alpha:cornerRadius:borderWidth:borderColor:clipsToBounds:subviews:)``,
/// ``ViewTree/view(_:frame:subviews:)``), in order, back to front.
///
/// ```swift
/// enum PostCell: CellKind {
///   static func content(for post: Post) -> PlaceholderContent { PlaceholderContent(title: post.title) }
///   static func views(for post: Post) -> ViewTree? {
///     .element(backgroundColor: "secondarySystemBackground", cornerRadius: 10, clipsToBounds: true) {
///       ViewTree.image(post.photo, frame: Rect(x: 0, y: 0, width: 361, height: 100), contentMode: .scaleAspectFill)
///       ViewTree.label(post.title, frame: Rect(x: 10, y: 108, width: 341, height: 20.333), font: .style(.headline), lines: 0)
///       if post.isPinned { ViewTree.label("PINNED", frame: Rect(x: 10, y: 8, width: 60, height: 13.333), font: .system(11, weight: .semibold), color: "systemOrange") }
///     }
///   }
/// }
/// ```
@resultBuilder
public enum ViewTreeBuilder {
  /// One view.
  public static func buildExpression(_ view: ViewTree) -> [ViewTree] { [view] }
  /// Several at once (views from a helper).
  public static func buildExpression(_ views: [ViewTree]) -> [ViewTree] { views }
  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [ViewTree]...) -> [ViewTree] { parts.flatMap { $0 } }
  /// An `if` without `else`: nothing when the condition is false (a hidden view).
  public static func buildOptional(_ part: [ViewTree]?) -> [ViewTree] { part ?? [] }
  /// The `if` branch of an `if`/`else` or the first case of a `switch`.
  public static func buildEither(first: [ViewTree]) -> [ViewTree] { first }
  /// The `else` branch, or a later case of a `switch`.
  public static func buildEither(second: [ViewTree]) -> [ViewTree] { second }
  /// A `for` loop: every iteration's views, in order.
  public static func buildArray(_ parts: [[ViewTree]]) -> [ViewTree] { parts.flatMap { $0 } }
}

extension ViewTree {
  /// The root of an element's views: the element itself (its class is its kind, its frame the
  /// layout's), with its look and its subviews. Colours by UIKit's names (``SystemColors``).
  public static func element(
    backgroundColor: String? = nil, alpha: Double = 1, cornerRadius: Double = 0, borderWidth: Double = 0, borderColor: String? = nil,
    clipsToBounds: Bool = false, @ViewTreeBuilder subviews: () -> [ViewTree]
  ) -> ViewTree {
    ViewTree(
      "", frame: .zero, backgroundColor: backgroundColor.map(SystemColors.color(named:)), alpha: alpha, cornerRadius: cornerRadius, borderWidth: borderWidth,
      borderColor: borderColor.map(SystemColors.color(named:)), clipsToBounds: clipsToBounds, subviews: subviews())
  }

  /// A container (`UIView`, or a class of the app's) with subviews.
  public static func view(_ className: String = "UIView", frame: Rect, @ViewTreeBuilder subviews: () -> [ViewTree] = { [] }) -> ViewTree {
    ViewTree(className, frame: frame, subviews: subviews())
  }

  /// A stack view with its arranged subviews (at the frames it gave them).
  public static func stack(
    frame: Rect, axis: String = "vertical", spacing: Double = 0, distribution: String = "fill", alignment: String = "fill",
    @ViewTreeBuilder subviews: () -> [ViewTree]
  ) -> ViewTree {
    ViewTree("UIStackView", frame: frame, content: .stack(ViewStack(axis: axis, spacing: spacing, distribution: distribution, alignment: alignment)), subviews: subviews())
  }

  /// A label.
  public static func label(
    _ text: String, frame: Rect, font: TextFont = .system(17), color: String? = "label", lines: Int = 1, alignment: ViewText.Alignment = .natural,
    lineBreak: LineBreakMode = .byTruncatingTail
  ) -> ViewTree {
    ViewTree(
      "UILabel", frame: frame,
      content: .text(ViewText(text, font: font, color: color.map(SystemColors.color(named:)), numberOfLines: lines, alignment: alignment, lineBreak: lineBreak)))
  }

  /// An image view showing an asset by name.
  public static func image(_ name: String?, frame: Rect, tint: String? = nil, contentMode: ViewImage.ContentMode = .scaleToFill) -> ViewTree {
    ViewTree("UIImageView", frame: frame, content: .image(ViewImage(name: name, tint: tint.map(SystemColors.color(named:)), contentMode: contentMode)))
  }

  /// An image view showing an SF Symbol.
  public static func symbol(_ name: String, frame: Rect, tint: String? = nil, contentMode: ViewImage.ContentMode = .scaleAspectFit) -> ViewTree {
    ViewTree("UIImageView", frame: frame, content: .image(ViewImage(name: name, isSymbol: true, tint: tint.map(SystemColors.color(named:)), contentMode: contentMode)))
  }

  /// A button with a title, in a configuration's style (`filled`, `tinted`, `plain`…) or
  /// none.
  public static func button(_ title: String?, frame: Rect, style: String? = nil, tint: String? = nil) -> ViewTree {
    ViewTree("UIButton", frame: frame, content: .button(ViewButton(title: title, style: style, tint: tint.map(SystemColors.color(named:)))))
  }

  /// A switch (51 × 31 in UIKit).
  public static func toggle(isOn: Bool, frame: Rect, onTint: String? = nil) -> ViewTree {
    ViewTree("UISwitch", frame: frame, content: .toggle(ViewSwitch(isOn: isOn, onTint: onTint.map(SystemColors.color(named:)))))
  }

  /// A segmented control.
  public static func segments(_ titles: [String], selected: Int?, frame: Rect) -> ViewTree {
    ViewTree("UISegmentedControl", frame: frame, content: .segments(ViewSegments(titles: titles, selectedIndex: selected)))
  }

  /// An activity indicator (20 × 20 medium, 37 × 37 large in UIKit).
  public static func spinner(isAnimating: Bool = true, frame: Rect, style: String = "medium", color: String? = nil) -> ViewTree {
    ViewTree("UIActivityIndicatorView", frame: frame, content: .spinner(ViewSpinner(isAnimating: isAnimating, style: style, color: color.map(SystemColors.color(named:)))))
  }

  // MARK: Look

  /// The view with a background colour.
  public func backgroundColor(_ name: String) -> ViewTree { with { $0.backgroundColor = SystemColors.color(named: name) } }
  /// The view at an opacity.
  public func alpha(_ alpha: Double) -> ViewTree { with { $0.alpha = alpha } }
  /// The view with rounded corners, clipping its subviews to them when `clips`.
  public func cornerRadius(_ radius: Double, clips: Bool = false) -> ViewTree {
    with {
      $0.cornerRadius = radius
      if clips { $0.clipsToBounds = true }
    }
  }
  /// The view with a border.
  public func border(_ width: Double, color: String = "black") -> ViewTree {
    with {
      $0.borderWidth = width
      $0.borderColor = SystemColors.color(named: color)
    }
  }

  private func with(_ change: (inout ViewTree) -> Void) -> ViewTree {
    var copy = self
    change(&copy)
    return copy
  }
}
