/// What the Auto Layout engine solves: a tree of views and guides (node 0 the root) and the
/// app's constraints, in the order they were activated.
public struct AutoLayoutProblem: Sendable, Hashable {
  /// What the root's size is.
  public enum Mode: Sendable, Hashable {
    /// The root keeps its frame's size (UIKit's `UIView-Encapsulated-Layout-Width` and
    /// `-Height`): the layout of a view on screen.
    case layout
    /// The root's size is solved, each axis pulled towards the target at its priority
    /// (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`;
    /// UIKit's `_UITemporaryLayoutWidth` and `-Height`): a required axis keeps the target, an
    /// axis at `fittingSizeLevel` (50) gives way to the content.
    case fitting(target: Size, horizontalPriority: Double, verticalPriority: Double)
  }

  /// The views and guides; node 0 is the root and has no parent, every other node's parent
  /// comes before it.
  public var nodes: [AutoLayoutNode]
  /// The constraints the app activated, in order (UIKit breaks the later of two that
  /// contradict each other).
  public var constraints: [AutoLayoutConstraint]
  /// Layout or fitting.
  public var mode: Mode
  /// Pixels per point: frames are aligned to this grid, as UIKit aligns the frames it applies.
  public var displayScale: Double
  /// Whether the solution names the views whose frames the constraints leave ambiguous.
  public var reportsAmbiguity: Bool
  /// At most this many passes that measure width-dependent views again and follow margins.
  public var maximumPasses: Int

  /// A problem.
  public init(
    nodes: [AutoLayoutNode], constraints: [AutoLayoutConstraint], mode: Mode = .layout, displayScale: Double = 3, reportsAmbiguity: Bool = false,
    maximumPasses: Int = 4
  ) {
    self.nodes = nodes
    self.constraints = constraints
    self.mode = mode
    self.displayScale = displayScale
    self.reportsAmbiguity = reportsAmbiguity
    self.maximumPasses = maximumPasses
  }
}
