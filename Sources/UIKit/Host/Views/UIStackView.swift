import Foundation

/// A stack of views: it arranges its arranged subviews with the constraints UIKit's stack view
/// makes (axis, distribution, alignment, spacing and custom spacing, baseline-relative and
/// margins-relative arrangement; a hidden arranged view takes no room), solved by Auto Layout
/// with the rest of its tree.
@MainActor @preconcurrency
open class UIStackView: UIView {
  override var placeholderRole: UIKitPlaceholderRole { .stack }
  /// How views fill the stack along its axis.
  public enum Distribution: Int, Sendable, Hashable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// How views align across the axis.
  public enum Alignment: Int, Sendable, Hashable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    // UIKit's vertical names for the leading and trailing alignments.
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }

  /// The views the stack arranges.
  open private(set) var arrangedSubviews: [UIView] = []
  /// The axis.
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { invalidateAutoLayout() } }
  }
  /// How views fill the axis.
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { invalidateAutoLayout() } }
  }
  /// How views align across the axis.
  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { invalidateAutoLayout() } }
  }
  /// Space between views.
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { invalidateAutoLayout() } }
  }
  /// Whether the stack lays out within its margins.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { invalidateAutoLayout() } }
  }
  /// Whether vertical spacing runs from baseline to baseline.
  open var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { invalidateAutoLayout() } }
  }
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// A stack of `views`.
  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// An empty stack with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A stack view decoded from an Interface Builder file (its subviews arranged).
  public required init(coder: NSCoder) {
    super.init(coder: coder)!
  }

  /// Adds a view to the end of the stack (and as a subview); it stops translating its
  /// autoresizing mask, as UIKit makes it.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts a view into the stack (at the end of the subviews when it is not one yet).
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    invalidateAutoLayout()
  }

  /// Removes a view from the stack (it stays a subview, as in UIKit); its custom spacing goes.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    invalidateAutoLayout()
  }

  /// A subview removed from the stack leaves the arrangement too, as in UIKit.
  func forgetArranged(_ removed: UIView) {
    arrangedSubviews.removeAll { $0 === removed }
    customSpacings[ObjectIdentifier(removed)] = nil
  }

  /// Sets the space after `arrangedSubview`.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    invalidateAutoLayout()
  }

  /// The space after `arrangedSubview`.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  /// Spacing not customised.
  nonisolated public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// System spacing.
  nonisolated public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

  /// The first baseline: a vertical stack's first visible arranged view's; a horizontal
  /// stack's first visible arranged view's too.
  open override var forFirstBaselineLayout: UIView {
    arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
  }

  /// The last baseline: a vertical stack's last visible arranged view's; a horizontal stack's
  /// first visible one's.
  open override var forLastBaselineLayout: UIView {
    let visible = arrangedSubviews.filter { !$0.isHidden }
    return (axis == .vertical ? visible.last : visible.first)?.forLastBaselineLayout ?? self
  }
}
