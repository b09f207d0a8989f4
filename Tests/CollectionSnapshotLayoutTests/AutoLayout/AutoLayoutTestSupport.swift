@testable import CollectionSnapshotLayout

/// Builds Auto Layout problems the way a view tree reads: views added under a parent,
/// constraints appended in order.
struct TreeBuilder {
  var nodes: [AutoLayoutNode]
  var constraints: [AutoLayoutConstraint] = []

  /// A tree whose root is `width` × `height`.
  init(width: Double, height: Double, className: String = "UIView", margins: DirectionalEdgeInsets = DirectionalEdgeInsets(all: 8), rtl: Bool = false) {
    nodes = [AutoLayoutNode(parent: nil, className: className, frame: Rect(x: 0, y: 0, width: width, height: height), layoutMargins: margins, isRightToLeft: rtl)]
  }

  /// Adds a view (constraint-based unless `frame` is given with autoresizing) and returns its number.
  @discardableResult
  mutating func view(
    in parent: Int = 0, _ className: String = "UIView", intrinsic: (Double?, Double?) = (nil, nil), hugging: (Double, Double) = (250, 250),
    compression: (Double, Double) = (750, 750), frame: Rect = .zero, autoresizing: AutoLayoutNode.ResizingMask? = nil, hidden: Bool = false,
    rtl: Bool? = nil, configure: (inout AutoLayoutNode) -> Void = { _ in }
  ) -> Int {
    var node = AutoLayoutNode(
      parent: parent, className: className, frame: frame, translatesAutoresizingMaskIntoConstraints: autoresizing != nil,
      autoresizingMask: autoresizing ?? [], intrinsicWidth: intrinsic.0, intrinsicHeight: intrinsic.1,
      contentHugging: .init(horizontal: hugging.0, vertical: hugging.1), compressionResistance: .init(horizontal: compression.0, vertical: compression.1),
      isRightToLeft: rtl ?? nodes[parent].isRightToLeft, isHidden: hidden)
    configure(&node)
    nodes.append(node)
    return nodes.count - 1
  }

  /// Appends `a.attribute relation m × b.attribute + c` at `priority`.
  mutating func pin(
    _ a: Int, _ aa: AutoLayoutAttribute, _ relation: ConstraintSolver.Relation = .equal, _ b: Int? = nil, _ bb: AutoLayoutAttribute? = nil,
    multiplier: Double = 1, _ constant: Double = 0, priority: Double = 1000
  ) {
    constraints.append(AutoLayoutConstraint(a, aa, relation, b, bb ?? aa, multiplier: multiplier, constant: constant, priority: priority))
  }

  /// Pins `view`'s four edges into `parent`'s with insets.
  mutating func fill(_ view: Int, in parent: Int = 0, _ inset: Double = 0) {
    pin(view, .leading, .equal, parent, .leading, inset)
    pin(parent, .trailing, .equal, view, .trailing, inset)
    pin(view, .top, .equal, parent, .top, inset)
    pin(parent, .bottom, .equal, view, .bottom, inset)
  }

  func solve(mode: AutoLayoutProblem.Mode = .layout, ambiguity: Bool = false, measure: AutoLayoutEngine.Measure = { _, _ in (nil, nil) }) -> AutoLayoutSolution {
    AutoLayoutEngine().solve(AutoLayoutProblem(nodes: nodes, constraints: constraints, mode: mode, reportsAmbiguity: ambiguity), measure: measure)
  }
}

extension Rect {
  /// The rectangle `(x, y, w, h)`.
  init(_ x: Double, _ y: Double, _ w: Double, _ h: Double) { self.init(x: x, y: y, width: w, height: h) }

  /// True when every value is within 10⁻⁶ of `other`'s.
  func isClose(to other: Rect) -> Bool {
    abs(x - other.x) < 1e-6 && abs(y - other.y) < 1e-6 && abs(width - other.width) < 1e-6 && abs(height - other.height) < 1e-6
  }
}
