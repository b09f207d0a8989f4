/// Constraints described as UIKit's console describes them, with stable numbers where UIKit
/// prints memory addresses: views and guides are `0xa<n>` (n their place in the problem, the
/// root 1), constraints `0xc<n>` (the app's in the order they were activated, then UIKit's
/// own in the order the engine made them).
///
/// - `<NSLayoutConstraint:0xc2 UIView:0xa2.height == 30   (active)>`, with `'identifier' `
///   before the body, `@750` after it below required, and `0.5*` before a multiplied item;
/// - edges to the superview and spacing between siblings in the visual format, as UIKit
///   prints them: `V:|-(16)-[UILabel:0xa3'Fog']   (active, names: '|':UIView:0xa2 )`,
///   `H:[UILabel:0xa3]-(8)-[UILabel:0xa4]`, `(LTR)` after left and right;
/// - `<NSContentSizeLayoutConstraint:0xc9 UILabel:0xa3'Fog'.width == 66 Hug:250
///   CompressionResistance:750   (active)>` and `<NSAutoresizingMaskLayoutConstraint:0xc5
///   h=--& v=--& UIView:0xa3.minX == 0   (active, names: '|':UIView:0xa2 )>`.
struct AutoLayoutConstraintDescriber {
  let nodes: [AutoLayoutNode]

  /// `UILabel:0xa3'Fog'`, `UILayoutGuide:0xa5'UIViewLayoutMarginsGuide'`.
  func name(_ node: Int) -> String {
    let n = nodes[node]
    var text = "\(n.className):0xa\(node + 1)"
    if let label = n.text ?? n.identifier { text += "'\(Self.shortened(label))'" }
    return text
  }

  /// A label's text as UIKit quotes it: its first line, at most 20 characters.
  private static func shortened(_ text: String) -> String {
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text
    return line.count > 20 ? String(line.prefix(20)) + "…" : line
  }

  /// The description of `constraint`, numbered `listing`.
  func describe(_ constraint: AutoLayoutConstraint, listing: Int) -> String {
    let id = "0xc\(listing)"
    let identifier = constraint.identifier.map { "'\($0)' " } ?? ""
    switch constraint.kind {
    case .contentSize(let hugging, let compression):
      let axis = constraint.firstAttribute == .width ? "width" : "height"
      return "<NSContentSizeLayoutConstraint:\(id) \(name(constraint.firstItem)).\(axis) == \(Self.number(constraint.constant)) "
        + "Hug:\(Self.number(hugging)) CompressionResistance:\(Self.number(compression))   (active)>"
    case .autoresizing(let mask):
      let attribute: String
      switch constraint.firstAttribute {
      case .width: attribute = "width"
      case .height: attribute = "height"
      case .left: attribute = "minX"
      default: attribute = "minY"
      }
      let names = nodes[constraint.firstItem].parent.map { ", names: '|':\(name($0)) " } ?? ""
      return "<NSAutoresizingMaskLayoutConstraint:\(id) \(mask) \(name(constraint.firstItem)).\(attribute) == \(Self.number(constraint.constant))   (active\(names))>"
    case .layout:
      let (body, names) = self.body(constraint)
      return "<NSLayoutConstraint:\(id) \(identifier)\(body)   (active\(names.map { ", names: \($0) " } ?? ""))>"
    }
  }

  /// The body, and the `names:` part when the visual format uses `|`.
  private func body(_ c: AutoLayoutConstraint) -> (String, String?) {
    let priority = c.isRequired ? "" : "@\(Self.number(c.priority))"
    if let visual = visualFormat(c, priority: priority) { return visual }
    let relation = Self.symbol(c.relation)
    var text = "\(name(c.firstItem)).\(c.firstAttribute.name) \(relation) "
    if let second = c.secondItem {
      if c.multiplier != 1 { text += "\(Self.number(c.multiplier))*" }
      text += "\(name(second)).\(c.secondAttribute.name)"
      if c.constant != 0 { text += c.constant < 0 ? " - \(Self.number(-c.constant))" : " + \(Self.number(c.constant))" }
    } else {
      text += Self.number(c.constant)
    }
    if !priority.isEmpty { text += " \(priority)" }
    return (text, nil)
  }

  /// A constraint UIKit prints in the visual format: an edge to the same edge of the
  /// superview, or the space between two siblings (multiplier 1).
  private func visualFormat(_ c: AutoLayoutConstraint, priority: String) -> (String, String?)? {
    guard let second = c.secondItem, c.multiplier == 1, !c.firstAttribute.isMargin, !c.secondAttribute.isMargin else { return nil }
    let a = c.firstAttribute
    let b = c.secondAttribute
    let axis: String
    let suffix: String
    switch (a, b) {
    case (.top, .top), (.bottom, .bottom), (.top, .bottom):
      (axis, suffix) = ("V", "")
    case (.leading, .leading), (.trailing, .trailing), (.leading, .trailing):
      (axis, suffix) = ("H", "")
    case (.left, .left), (.right, .right), (.left, .right):
      (axis, suffix) = ("H", "(LTR)")
    default:
      return nil
    }
    let start = a == .top || a == .leading || a == .left
    func gap(_ constant: Double, _ relation: ConstraintSolver.Relation) -> String {
      let r = relation == .equal ? "" : Self.symbol(relation)
      return "-(\(r)\(Self.number(constant))\(priority))-"
    }
    let sameEdge = a == b
    if sameEdge, nodes[c.firstItem].parent == second, start {
      // first.leading == superview.leading + c: H:|-(c)-[first]
      return ("\(axis):|\(gap(c.constant, c.relation))[\(name(c.firstItem))]\(suffix)", "'|':\(name(second))")
    }
    if sameEdge, nodes[second].parent == c.firstItem, !start {
      // superview.trailing == second.trailing + c: H:[second]-(c)-|
      return ("\(axis):[\(name(second))]\(gap(c.constant, c.relation))|\(suffix)", "'|':\(name(c.firstItem))")
    }
    if !sameEdge, nodes[c.firstItem].parent == nodes[second].parent {
      // first.leading == second.trailing + c: H:[second]-(c)-[first]
      return ("\(axis):[\(name(second))]\(gap(c.constant, c.relation))[\(name(c.firstItem))]\(suffix)", nil)
    }
    return nil
  }

  static func symbol(_ relation: ConstraintSolver.Relation) -> String {
    switch relation {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }

  /// A number as UIKit's descriptions print it: six significant digits, no trailing zeros
  /// (`20.3333`, `0.5`, `30`).
  static func number(_ value: Double) -> String {
    guard value.isFinite, value != 0 else { return value.isFinite ? "0" : "\(value)" }
    var magnitude = 1.0
    var digits = 0
    while magnitude * 10 <= value.magnitude && digits < 20 {
      magnitude *= 10
      digits += 1
    }
    while magnitude > value.magnitude && digits > -20 {
      magnitude /= 10
      digits -= 1
    }
    let decimals = max(0, 5 - digits)
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return LayoutNumber.format(rounded)
  }
}
