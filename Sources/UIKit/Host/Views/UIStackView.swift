import Foundation

/// A stack of views, as cell code builds it. Its arranged subviews are kept, not laid out.
@MainActor @preconcurrency
open class UIStackView: UIView {
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
  open var axis: NSLayoutConstraint.Axis = .horizontal
  /// How views fill the axis.
  open var distribution: Distribution = .fill
  /// How views align across the axis.
  open var alignment: Alignment = .fill
  /// Space between views.
  open var spacing: CGFloat = 0
  /// Whether the stack lays out within its margins.
  open var isLayoutMarginsRelativeArrangement = false
  /// Whether spacing follows the baselines.
  open var isBaselineRelativeArrangement = false
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

  /// Adds a view to the end of the stack.
  open func addArrangedSubview(_ view: UIView) {
    arrangedSubviews.append(view)
    addSubview(view)
  }

  /// Inserts a view into the stack.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
    addSubview(view)
  }

  /// Removes a view from the stack (it stays a subview, as in UIKit).
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
  }

  /// Sets the space after `arrangedSubview`.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
  }

  /// The space after `arrangedSubview`.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  /// Spacing not customised.
  nonisolated public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// System spacing.
  nonisolated public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude
}
