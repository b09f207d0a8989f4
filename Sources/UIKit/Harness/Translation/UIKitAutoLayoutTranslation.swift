import CollectionSnapshotLayout
import Foundation

/// A view tree as an Auto Layout problem (``AutoLayoutProblem``): the one place UIKit's views,
/// guides and constraints become the engine's nodes and constraints.
///
/// - Nodes, depth first from the root (node 0): each view, then the guides it has (its
///   margins, safe area and readable guides once asked for, then the app's, in order), then
///   its subviews. A view's node carries its class name (and a label's text) for UIKit's
///   descriptions, its frame, `translatesAutoresizingMaskIntoConstraints` and mask, its
///   `intrinsicContentSize` (`noIntrinsicMetric` as none), hugging and compression resistance,
///   baselines (`forFirstBaselineLayout` when another view's), margins and how they follow
///   the superview and safe area, reading direction, hidden, a stack view's arrangement, and
///   whether its height depends on its width (a multi-line label).
/// - Constraints: the active constraints installed on the tree's views whose items are both in
///   the tree, in the order they were activated (UIKit's order of adding them to its engine).
@MainActor
struct UIKitAutoLayoutTranslation {
  /// The problem.
  private(set) var problem: AutoLayoutProblem
  /// Per node: its view or guide.
  private(set) var items: [AnyObject] = []
  /// Node numbers by identity.
  private(set) var nodes: [ObjectIdentifier: Int] = [:]
  /// Whether anything in the tree is Auto Layout's to place: a constraint, a stack view, or a
  /// view that does not translate its autoresizing mask.
  private(set) var hasConstraints = false

  /// The tree of `root` at its current size.
  init(root: UIView, mode: AutoLayoutProblem.Mode, reportsAmbiguity: Bool = false) {
    problem = AutoLayoutProblem(nodes: [], constraints: [], mode: mode, displayScale: Double(root.traitCollection.displayScale), reportsAmbiguity: reportsAmbiguity)
    var stacks: [(Int, UIStackView)] = []
    var installed: [NSLayoutConstraint] = []
    var pending: [(UIView, Int?)] = [(root, nil)]
    while let (view, parent) = pending.popLast(), items.count < 65_536 {
      let index = add(view, node: Self.node(view, parent: parent, isRoot: parent == nil))
      if let stack = view as? UIStackView { stacks.append((index, stack)) }
      for guide in view.layoutState.madeGuides + view.layoutGuides where nodes[ObjectIdentifier(guide)] == nil {
        add(guide, node: Self.node(guide, parent: index))
      }
      installed += view.constraints
      if !view.translatesAutoresizingMaskIntoConstraints && parent != nil { hasConstraints = true }
      for subview in view.subviews.reversed() { pending.append((subview, index)) }
    }
    for (index, stack) in stacks {
      problem.nodes[index].stack = Self.arrangement(stack, nodes: nodes)
      hasConstraints = true
    }
    for constraint in installed.sorted(by: { $0.activationOrder < $1.activationOrder }) where constraint.isActive {
      guard let converted = convert(constraint) else { continue }
      problem.constraints.append(converted)
      hasConstraints = true
    }
    readBaselines()
  }

  /// The baselines of the nodes whose baselines the constraints or stacks use (reading a
  /// label's lays its text out: only those are read).
  private mutating func readBaselines() {
    var pending: [Int] = []
    for c in problem.constraints {
      if c.firstAttribute == .firstBaseline || c.firstAttribute == .lastBaseline { pending.append(c.firstItem) }
      if let second = c.secondItem, c.secondAttribute == .firstBaseline || c.secondAttribute == .lastBaseline { pending.append(second) }
    }
    for node in problem.nodes {
      guard let stack = node.stack else { continue }
      let baselineAligned = stack.axis == .horizontal && (stack.alignment == .firstBaseline || stack.alignment == .lastBaseline)
      if baselineAligned || stack.isBaselineRelativeArrangement { pending += stack.arranged }
    }
    var read = Set<Int>()
    while let index = pending.popLast() {
      guard read.insert(index).inserted, let view = items[index] as? UIView else { continue }
      let first = view.forFirstBaselineLayout
      let last = view.forLastBaselineLayout
      let own = first === view || last === view ? view.autoLayoutBaselines : (.bottom, .bottom)
      if first !== view, let other = nodes[ObjectIdentifier(first)] {
        problem.nodes[index].firstBaseline = .node(other)
        pending.append(other)
      } else {
        problem.nodes[index].firstBaseline = own.first
      }
      if last !== view, let other = nodes[ObjectIdentifier(last)] {
        problem.nodes[index].lastBaseline = .node(other)
        pending.append(other)
      } else {
        problem.nodes[index].lastBaseline = own.last
      }
    }
  }

  @discardableResult
  private mutating func add(_ item: AnyObject, node: AutoLayoutNode) -> Int {
    nodes[ObjectIdentifier(item)] = items.count
    items.append(item)
    problem.nodes.append(node)
    return items.count - 1
  }

  /// A view's node.
  private static func node(_ view: UIView, parent: Int?, isRoot: Bool) -> AutoLayoutNode {
    let intrinsic = view.intrinsicContentSize
    let m = view.directionalLayoutMargins
    let safe = view.safeAreaInsets
    return AutoLayoutNode(
      role: .view, parent: parent, className: UIKitViewReader.kind(of: view), text: (view as? UILabel)?.text,
      frame: isRoot ? Rect(x: 0, y: 0, width: Double(view.bounds.width), height: Double(view.bounds.height)) : Rect(view.frame),
      translatesAutoresizingMaskIntoConstraints: view.translatesAutoresizingMaskIntoConstraints,
      autoresizingMask: AutoLayoutNode.ResizingMask(rawValue: view.autoresizingMask.rawValue),
      intrinsicWidth: intrinsic.width >= 0 ? Double(intrinsic.width) : nil, intrinsicHeight: intrinsic.height >= 0 ? Double(intrinsic.height) : nil,
      contentHugging: AutoLayoutNode.AxisPriorities(
        horizontal: Double(view.contentHuggingPriority(for: .horizontal).rawValue), vertical: Double(view.contentHuggingPriority(for: .vertical).rawValue)),
      compressionResistance: AutoLayoutNode.AxisPriorities(
        horizontal: Double(view.contentCompressionResistancePriority(for: .horizontal).rawValue),
        vertical: Double(view.contentCompressionResistancePriority(for: .vertical).rawValue)),
      layoutMargins: DirectionalEdgeInsets(top: Double(m.top), leading: Double(m.leading), bottom: Double(m.bottom), trailing: Double(m.trailing)),
      preservesSuperviewLayoutMargins: view.preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea: view.insetsLayoutMarginsFromSafeArea,
      safeAreaInsets: isRoot ? EdgeInsets(top: Double(safe.top), left: Double(safe.left), bottom: Double(safe.bottom), right: Double(safe.right)) : EdgeInsets(),
      isRightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft, isHidden: view.isHidden,
      heightDependsOnWidth: view.intrinsicHeightDependsOnWidth)
  }

  /// A guide's node.
  private static func node(_ guide: UILayoutGuide, parent: Int) -> AutoLayoutNode {
    let role: AutoLayoutNode.Role
    switch guide.role {
    case .app: role = .layoutGuide
    case .layoutMargins: role = .layoutMarginsGuide
    case .safeArea: role = .safeAreaLayoutGuide
    case .readableContent: role = .readableContentGuide
    }
    return AutoLayoutNode(role: role, parent: parent, className: "UILayoutGuide", identifier: guide.identifier.isEmpty ? nil : guide.identifier)
  }

  /// A stack view's arrangement: its arranged views that are its subviews in the tree.
  private static func arrangement(_ stack: UIStackView, nodes: [ObjectIdentifier: Int]) -> AutoLayoutStack {
    let arranged = stack.arrangedSubviews.filter { $0.superview === stack }
    return AutoLayoutStack(
      axis: stack.axis == .horizontal ? .horizontal : .vertical, distribution: distribution(stack.distribution), alignment: alignment(stack.alignment),
      spacing: stack.spacing == UIStackView.spacingUseSystem ? 8 : Double(stack.spacing), arranged: arranged.compactMap { nodes[ObjectIdentifier($0)] },
      customSpacing: arranged.map { view in
        let custom = stack.customSpacing(after: view)
        if custom == UIStackView.spacingUseDefault { return nil }
        return custom == UIStackView.spacingUseSystem ? 8 : Double(custom)
      }, isBaselineRelativeArrangement: stack.isBaselineRelativeArrangement, isLayoutMarginsRelativeArrangement: stack.isLayoutMarginsRelativeArrangement)
  }

  private static func distribution(_ d: UIStackView.Distribution) -> AutoLayoutStack.Distribution {
    switch d {
    case .fill: .fill
    case .fillEqually: .fillEqually
    case .fillProportionally: .fillProportionally
    case .equalSpacing: .equalSpacing
    case .equalCentering: .equalCentering
    }
  }

  private static func alignment(_ a: UIStackView.Alignment) -> AutoLayoutStack.Alignment {
    switch a {
    case .fill: .fill
    case .leading: .leading
    case .firstBaseline: .firstBaseline
    case .center: .center
    case .trailing: .trailing
    case .lastBaseline: .lastBaseline
    }
  }

  /// A constraint whose items are in the tree, as the engine's.
  private func convert(_ c: NSLayoutConstraint) -> AutoLayoutConstraint? {
    guard let firstItem = c.firstItem, let first = nodes[ObjectIdentifier(firstItem)] else { return nil }
    var second: Int?
    if let item = c.secondItem {
      guard let node = nodes[ObjectIdentifier(item)] else { return nil }
      second = node
    }
    let relation: ConstraintSolver.Relation
    switch c.relation {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    return AutoLayoutConstraint(
      first, Self.attribute(c.firstAttribute), relation, second, Self.attribute(c.secondAttribute), multiplier: Double(c.multiplier),
      constant: Double(c.constant), priority: Double(min(max(c.priority.rawValue, 1), 1000)), identifier: c.identifier, isSystem: c.isMadeByUIKit)
  }

  /// UIKit's attribute as the engine's.
  static func attribute(_ a: NSLayoutConstraint.Attribute) -> AutoLayoutAttribute {
    switch a {
    case .left: .left
    case .right: .right
    case .top: .top
    case .bottom: .bottom
    case .leading: .leading
    case .trailing: .trailing
    case .width: .width
    case .height: .height
    case .centerX: .centerX
    case .centerY: .centerY
    case .lastBaseline: .lastBaseline
    case .firstBaseline: .firstBaseline
    case .leftMargin: .leftMargin
    case .rightMargin: .rightMargin
    case .topMargin: .topMargin
    case .bottomMargin: .bottomMargin
    case .leadingMargin: .leadingMargin
    case .trailingMargin: .trailingMargin
    case .centerXWithinMargins: .centerXWithinMargins
    case .centerYWithinMargins: .centerYWithinMargins
    case .notAnAttribute: .notAnAttribute
    }
  }

  /// A width-dependent view's intrinsic size at `width`: its bounds given that width while
  /// it is asked (as UIKit's second pass does), then put back.
  func measure(_ node: Int, width: Double) -> (width: Double?, height: Double?) {
    guard node < items.count, let view = items[node] as? UIView else { return (nil, nil) }
    let saved = view.frame
    view.frame.size.width = CGFloat(width)
    let size = view.intrinsicContentSize
    view.frame = saved
    return (size.width >= 0 ? Double(size.width) : nil, size.height >= 0 ? Double(size.height) : nil)
  }
}
