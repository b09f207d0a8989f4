import CollectionSnapshotLayout
import Foundation

/// What a view keeps for its layout: whether its layout and constraints are due, its own layout
/// guides (made once, as UIKit's are), and — at the root of a tree — the tree's last Auto
/// Layout solution.
@MainActor
final class UIViewLayoutState {
  /// Whether ``UIView/layoutSubviews()`` is due (every view starts with a layout due).
  var needsLayout = true
  /// Whether ``UIView/updateConstraints()`` is due (every view's runs before its first layout).
  var needsUpdateConstraints = true
  /// Set by the base `updateConstraints()`: an override that does not call `super` leaves it
  /// unset, which UIKit reports.
  var updateConstraintsReachedBase = false
  /// Whether the host places the view (the screen's collection view): Auto Layout never moves it.
  var isPlacedByHost = false
  /// The hugging and compression resistance priorities the app set, by axis (horizontal,
  /// vertical).
  var huggingPriorities: (UILayoutPriority?, UILayoutPriority?) = (nil, nil)
  var compressionPriorities: (UILayoutPriority?, UILayoutPriority?) = (nil, nil)

  func hugging(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority? { axis == .horizontal ? huggingPriorities.0 : huggingPriorities.1 }
  func compressionResistance(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority? {
    axis == .horizontal ? compressionPriorities.0 : compressionPriorities.1
  }
  /// The view's own guides, once asked for.
  private var marginsGuide: UILayoutGuide?
  private var safeAreaGuide: UILayoutGuide?
  private var readableGuide: UILayoutGuide?
  /// At a tree's root: its last solution, and whether nothing changed since.
  var solution: UIKitAutoLayoutSolution?
  var isSolutionCurrent = false

  /// The view's guide of `role`, made the first time it is asked for.
  func guide(_ role: UILayoutGuide.Role, of view: UIView) -> UILayoutGuide {
    switch role {
    case .layoutMargins:
      if let marginsGuide { return marginsGuide }
      let made = UILayoutGuide(owningView: view, role: role, identifier: "UIViewLayoutMarginsGuide")
      marginsGuide = made
      return made
    case .safeArea:
      if let safeAreaGuide { return safeAreaGuide }
      let made = UILayoutGuide(owningView: view, role: role, identifier: "UIViewSafeAreaLayoutGuide")
      safeAreaGuide = made
      return made
    case .readableContent, .app:
      if let readableGuide { return readableGuide }
      let made = UILayoutGuide(owningView: view, role: .readableContent, identifier: "UIViewReadableContentGuide")
      readableGuide = made
      return made
    }
  }

  /// The view's own guides made so far, in a fixed order (margins, safe area, readable).
  var madeGuides: [UILayoutGuide] { [marginsGuide, safeAreaGuide, readableGuide].compactMap { $0 } }
}

/// A tree's Auto Layout solution: the problem it solved and the frames, by view and guide.
@MainActor
final class UIKitAutoLayoutSolution {
  let problem: AutoLayoutProblem
  let solution: AutoLayoutSolution
  /// Node numbers by the view's or guide's identity (looked up, never iterated).
  private let nodes: [ObjectIdentifier: Int]

  init(problem: AutoLayoutProblem, solution: AutoLayoutSolution, nodes: [ObjectIdentifier: Int]) {
    self.problem = problem
    self.solution = solution
    self.nodes = nodes
  }

  /// The frame solved for a view (in its superview) or guide (in its view), pixel-aligned.
  func frame(of item: AnyObject) -> CGRect? {
    guard let node = nodes[ObjectIdentifier(item)], node < solution.frames.count else { return nil }
    return CGRect(solution.frames[node])
  }

  /// The node of a view or guide.
  func node(of item: AnyObject) -> Int? { nodes[ObjectIdentifier(item)] }
}
