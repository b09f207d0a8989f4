/// A view or layout guide in an Auto Layout problem: what the engine needs to know of it.
public struct AutoLayoutNode: Sendable, Hashable {
  /// What the node is.
  public enum Role: Sendable, Hashable {
    /// A view.
    case view
    /// A view's `layoutMarginsGuide`: its bounds less its (effective) layout margins.
    case layoutMarginsGuide
    /// A view's `safeAreaLayoutGuide`: its bounds less its safe area insets.
    case safeAreaLayoutGuide
    /// A view's `readableContentGuide`: its margins, narrowed to the readable width.
    case readableContentGuide
    /// A `UILayoutGuide` the app added, placed by its constraints.
    case layoutGuide
  }

  /// Where a view's baseline sits.
  public enum Baseline: Sendable, Hashable {
    /// At the bottom edge (a view without text, as UIKit treats it).
    case bottom
    /// At `offset + heightFraction × height` below the top edge (a label's text is centred
    /// vertically in its frame: fraction ½, offset = ascender − text height ⁄ 2).
    case offset(Double, heightFraction: Double)
    /// The same baseline of another node (UIKit's `forFirstBaselineLayout`: a stack view's
    /// first arranged view, a button's title label).
    case node(Int)
  }

  /// How a view resizes with its superview (UIKit's `autoresizingMask`).
  public struct ResizingMask: OptionSet, Sendable, Hashable {
    /// The raw value, UIKit's bits.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // UIKit's flags.
    public static let flexibleLeftMargin = ResizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = ResizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = ResizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = ResizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = ResizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = ResizingMask(rawValue: 1 << 5)
  }

  /// Priorities along each axis.
  public struct AxisPriorities: Sendable, Hashable {
    /// Along x.
    public var horizontal: Double
    /// Along y.
    public var vertical: Double
    /// Both.
    public init(horizontal: Double, vertical: Double) {
      self.horizontal = horizontal
      self.vertical = vertical
    }
  }

  /// What the node is.
  public var role: Role
  /// The superview (the owning view, for a guide); `nil` for the root, node 0.
  public var parent: Int?
  /// The class name its descriptions print (`UILabel`, `PostCell`).
  public var className: String
  /// A label's text, printed after its name in descriptions (`UILabel:0xa3'Fog'`).
  public var text: String?
  /// A guide's identifier (`UIViewLayoutMarginsGuide`).
  public var identifier: String?
  /// Its frame in its superview (for the root, its bounds' size in layout; for a view that
  /// translates its autoresizing mask, the frame the mask holds).
  public var frame: Rect
  /// Whether its frame and autoresizing mask become constraints.
  public var translatesAutoresizingMaskIntoConstraints: Bool
  /// Its autoresizing mask.
  public var autoresizingMask: ResizingMask
  /// Its intrinsic width, `nil` for none (`UIView.noIntrinsicMetric`).
  public var intrinsicWidth: Double?
  /// Its intrinsic height, `nil` for none.
  public var intrinsicHeight: Double?
  /// How strongly it resists growing past its intrinsic size.
  public var contentHugging: AxisPriorities
  /// How strongly it resists shrinking below its intrinsic size.
  public var compressionResistance: AxisPriorities
  /// Its first baseline.
  public var firstBaseline: Baseline
  /// Its last baseline.
  public var lastBaseline: Baseline
  /// Its own layout margins (`directionalLayoutMargins`).
  public var layoutMargins: DirectionalEdgeInsets
  /// Whether its margins grow to keep clear of its superview's.
  public var preservesSuperviewLayoutMargins: Bool
  /// Whether its margins are measured from its safe area.
  public var insetsLayoutMarginsFromSafeArea: Bool
  /// The root's safe area insets (other views' follow from where they sit in it).
  public var safeAreaInsets: EdgeInsets
  /// The widest its readable content guide gets (UIKit's readable width for the text size).
  public var readableWidth: Double
  /// Whether it lays out right to left (`effectiveUserInterfaceLayoutDirection`).
  public var isRightToLeft: Bool
  /// Whether it is hidden (a hidden arranged view of a stack takes no room).
  public var isHidden: Bool
  /// The stack it arranges, for a stack view.
  public var stack: AutoLayoutStack?
  /// Whether its intrinsic height depends on its width (a multi-line label without a
  /// preferred width): the engine measures it again at the width it solved.
  public var heightDependsOnWidth: Bool

  /// A node; every property not given is UIKit's default for a plain `UIView`.
  public init(
    role: Role = .view, parent: Int?, className: String = "UIView", text: String? = nil, identifier: String? = nil, frame: Rect = .zero,
    translatesAutoresizingMaskIntoConstraints: Bool = false, autoresizingMask: ResizingMask = [], intrinsicWidth: Double? = nil,
    intrinsicHeight: Double? = nil, contentHugging: AxisPriorities = AxisPriorities(horizontal: 250, vertical: 250),
    compressionResistance: AxisPriorities = AxisPriorities(horizontal: 750, vertical: 750), firstBaseline: Baseline = .bottom,
    lastBaseline: Baseline = .bottom, layoutMargins: DirectionalEdgeInsets = DirectionalEdgeInsets(all: 8),
    preservesSuperviewLayoutMargins: Bool = false, insetsLayoutMarginsFromSafeArea: Bool = true, safeAreaInsets: EdgeInsets = EdgeInsets(),
    readableWidth: Double = 672, isRightToLeft: Bool = false, isHidden: Bool = false, stack: AutoLayoutStack? = nil, heightDependsOnWidth: Bool = false
  ) {
    self.role = role
    self.parent = parent
    self.className = className
    self.text = text
    self.identifier = identifier
    self.frame = frame
    self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
    self.autoresizingMask = autoresizingMask
    self.intrinsicWidth = intrinsicWidth
    self.intrinsicHeight = intrinsicHeight
    self.contentHugging = contentHugging
    self.compressionResistance = compressionResistance
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.layoutMargins = layoutMargins
    self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
    self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
    self.safeAreaInsets = safeAreaInsets
    self.readableWidth = readableWidth
    self.isRightToLeft = isRightToLeft
    self.isHidden = isHidden
    self.stack = stack
    self.heightDependsOnWidth = heightDependsOnWidth
  }

  /// True for a view (not a guide).
  public var isView: Bool { role == .view }
}

extension AutoLayoutNode.ResizingMask {
  /// A view's start and length along an axis after its superview's length changed from
  /// `total` to `newTotal`, as UIKit's autoresizing moves it: the change shared among the
  /// flexible parts (start margin, length, end margin) in proportion to their lengths (equally
  /// when they are all 0); with no flexible part, the end margin takes it.
  public func resized(start: Double, length: Double, total: Double, newTotal: Double, horizontal: Bool) -> (start: Double, length: Double) {
    let flexible =
      horizontal
      ? (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
      : (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
    let shares = AutoLayoutBuild.shares(start: start, length: length, total: total, flexible: flexible)
    let delta = newTotal - total
    return (start + shares.start * delta, length + shares.length * delta)
  }
}
