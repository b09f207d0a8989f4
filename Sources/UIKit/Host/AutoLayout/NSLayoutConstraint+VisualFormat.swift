import Foundation

extension NSLayoutConstraint {
  /// Options of the visual format language: how the views of a format align across its axis,
  /// and which edges `H:` relates.
  public struct FormatOptions: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // UIKit's alignment options (the bit of each attribute) and directions.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    public static let directionLeadingToTrailing = FormatOptions([])
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    public static let directionMask = FormatOptions(rawValue: 3 << 16)
    public static let spacingEdgeToEdge = FormatOptions([])
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)
  }

  /// The constraints a visual format describes (`"H:|-[title]-|"`, `"V:|-[a]-8-[b(==44@750)]|"`),
  /// made as UIKit makes them: for each connection, the later edge related to the earlier one
  /// (`b.leading == a.trailing + 8`; to the superview's trailing edge, `superview.trailing ==
  /// a.trailing + 20`), then each view's size predicates, then the alignment options between
  /// neighbours. A standard space (`-`) is 8 points between views; to the superview's edge it
  /// is the superview's layout margin (`|-[title]` is `title.leading == superview.leadingMargin`:
  /// since iOS 8 the visual format's standard space to the superview is relative to its
  /// margins, where iOS 7 used 20 points). The constraints are not activated (nor solved here).
  ///
  /// A format UIKit cannot parse raises `NSInvalidArgumentException` with UIKit's "Unable to
  /// parse constraint format" text: the exception fails the screen being made, and no
  /// constraints are returned.
  public class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    do {
      var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
      return try parser.parse()
    } catch {
      UIKitExceptionRecorder.raise(
        UIKitException(
          name: UIKitException.invalidArgument, reason: "Unable to parse constraint format: \n\(error.message)\n\(format)\n\(String(repeating: " ", count: error.offset))^",
          origin: "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)"))
      return []
    }
  }
}

/// A visual format parse error: UIKit's message and where the format went wrong.
struct VisualFormatError: Error {
  let message: String
  let offset: Int
}

/// Parses the visual format language into constraints.
@MainActor
struct VisualFormatParser {
  private let characters: [Character]
  private var position = 0
  private let options: NSLayoutConstraint.FormatOptions
  private let metrics: [String: Any]
  private let views: [String: Any]

  private struct Predicate {
    var relation: NSLayoutConstraint.Relation = .equal
    var constant: CGFloat = 0
    var view: UIView?
    var priority: UILayoutPriority = .required
  }

  /// What sits between two items: a list of predicates, or the standard space.
  private enum Connection {
    case predicates([Predicate])
    case standard
  }

  init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
    self.characters = Array(format.filter { !$0.isWhitespace })
    self.options = options
    self.metrics = metrics
    self.views = views
  }

  mutating func parse() throws(VisualFormatError) -> [NSLayoutConstraint] {
    var vertical = false
    if characters.count >= 2, characters[1] == ":" {
      guard characters[0] == "H" || characters[0] == "V" else { throw fail("Expected 'H' or 'V' before ':'") }
      vertical = characters[0] == "V"
      position = 2
    }
    let direction = options.intersection(.directionMask)
    let (leading, trailing): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
      vertical ? (.top, .bottom) : direction == .directionLeftToRight ? (.left, .right) : direction == .directionRightToLeft ? (.right, .left) : (.leading, .trailing)
    let sizeAttribute: NSLayoutConstraint.Attribute = vertical ? .height : .width
    var constraints: [NSLayoutConstraint] = []
    var sizeConstraints: [NSLayoutConstraint] = []
    var placed: [UIView] = []
    var pendingSuperviewConnection: Connection?

    if peek == "|" {
      position += 1
      pendingSuperviewConnection = try connection()
    }
    guard peek == "[" else { throw fail("Expected a view") }
    var previous: UIView?
    while peek == "[" {
      let viewStart = position
      let (view, predicates) = try viewItem()
      for predicate in predicates {
        sizeConstraints.append(
          NSLayoutConstraint(
            item: view, attribute: sizeAttribute, relatedBy: predicate.relation, toItem: predicate.view,
            attribute: predicate.view == nil ? .notAnAttribute : sizeAttribute, multiplier: 1, constant: predicate.constant
          ).prioritized(predicate.priority))
      }
      if let previous, let between = pendingSuperviewConnection {
        constraints += make(between, from: previous, trailing, to: view, leading)
      } else if let between = pendingSuperviewConnection {
        guard let superview = view.superview else {
          position = viewStart
          throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
        }
        constraints += make(between, from: superview, leading, to: view, leading, standard: 20)
      }
      placed.append(view)
      previous = view
      pendingSuperviewConnection = nil
      if position == characters.count { break }
      if peek == "|" { break }
      pendingSuperviewConnection = try connection()
      if peek == "|" { break }
      guard peek == "[" else { throw fail("Expected a view") }
    }
    if peek == "|", let last = previous {
      position += 1
      guard let superview = last.superview else { throw fail("Unable to interpret '|' character, because the related view doesn't have a superview") }
      constraints += make(pendingSuperviewConnection ?? .predicates([Predicate()]), from: last, trailing, to: superview, trailing, standard: 20)
    }
    guard position == characters.count else { throw fail("Expected the end of the format") }
    for (a, b) in zip(placed, placed.dropFirst()) {
      for attribute in alignmentAttributes(vertical: vertical) {
        constraints.append(NSLayoutConstraint(item: a, attribute: attribute, relatedBy: .equal, toItem: b, attribute: attribute, multiplier: 1, constant: 0))
      }
    }
    return constraints + sizeConstraints
  }

  /// The constraints of a connection between two items: `second.edge == first.edge + c`.
  private func make(
    _ connection: Connection, from first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute, to second: UIView,
    _ secondAttribute: NSLayoutConstraint.Attribute, standard: CGFloat = 8
  ) -> [NSLayoutConstraint] {
    // A connection to the superview's far edge relates the superview to the last view.
    let superviewFarEdge = first.superview === second && firstAttribute == secondAttribute
    let predicates: [Predicate]
    switch connection {
    case .standard:
      if superviewFarEdge || first === second.superview {
        // To the superview's margin: `superview.trailingMargin == last.trailing`,
        // `first.leading == superview.leadingMargin`.
        let constraint =
          superviewFarEdge
          ? NSLayoutConstraint(item: second, attribute: Self.margin(secondAttribute), relatedBy: .equal, toItem: first, attribute: firstAttribute, multiplier: 1, constant: 0)
          : NSLayoutConstraint(item: second, attribute: secondAttribute, relatedBy: .equal, toItem: first, attribute: Self.margin(firstAttribute), multiplier: 1, constant: 0)
        return [constraint]
      }
      var p = Predicate()
      p.constant = standard
      predicates = [p]
    case .predicates(let list):
      predicates = list
    }
    return predicates.map { p in
      NSLayoutConstraint(
        item: second, attribute: secondAttribute, relatedBy: p.relation, toItem: first, attribute: firstAttribute, multiplier: 1, constant: p.constant
      ).prioritized(p.priority)
    }
  }

  /// The margin attribute of an edge (`leading` → `leadingMargin`).
  private static func margin(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
    switch attribute {
    case .leading: .leadingMargin
    case .trailing: .trailingMargin
    case .left: .leftMargin
    case .right: .rightMargin
    case .top: .topMargin
    case .bottom: .bottomMargin
    default: attribute
    }
  }

  private func alignmentAttributes(vertical: Bool) -> [NSLayoutConstraint.Attribute] {
    let all: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom), (.alignAllLeading, .leading),
      (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
      (.alignAllFirstBaseline, .firstBaseline),
    ]
    return all.filter { options.contains($0.0) }.map(\.1)
  }

  // MARK: Grammar

  private var peek: Character? { position < characters.count ? characters[position] : nil }

  private func fail(_ message: String) -> VisualFormatError { VisualFormatError(message: message, offset: position) }

  /// `-`, `-predicates-`, or nothing (flush).
  private mutating func connection() throws(VisualFormatError) -> Connection {
    guard peek == "-" else { return .predicates([Predicate()]) }
    position += 1
    if peek == "[" || peek == "|" { return .standard }
    let predicates = try predicateList()
    guard peek == "-" else { throw fail("Expected '-'") }
    position += 1
    return .predicates(predicates)
  }

  /// `[name]` or `[name(predicates)]`.
  private mutating func viewItem() throws(VisualFormatError) -> (UIView, [Predicate]) {
    position += 1
    let start = position
    let name = identifier()
    guard !name.isEmpty else { throw fail("Expected a view name") }
    guard let view = views[name] as? UIView else {
      position = start
      throw fail("\(name) is not a key in the views dictionary.")
    }
    var predicates: [Predicate] = []
    if peek == "(" { predicates = try predicateList() }
    guard peek == "]" else { throw fail("Expected ']'") }
    position += 1
    return (view, predicates)
  }

  /// A number or metric name alone, or `(predicate, …)`.
  private mutating func predicateList() throws(VisualFormatError) -> [Predicate] {
    guard peek == "(" else {
      var p = Predicate()
      p.constant = try constant()
      return [p]
    }
    position += 1
    var list = [try predicate()]
    while peek == "," {
      position += 1
      list.append(try predicate())
    }
    guard peek == ")" else { throw fail("Expected ')'") }
    position += 1
    return list
  }

  /// `(==|<=|>=)? (constant | viewName) (@priority)?`.
  private mutating func predicate() throws(VisualFormatError) -> Predicate {
    var p = Predicate()
    if position + 1 < characters.count, characters[position + 1] == "=" {
      switch characters[position] {
      case "=": p.relation = .equal
      case "<": p.relation = .lessThanOrEqual
      case ">": p.relation = .greaterThanOrEqual
      default: throw fail("Expected a relation")
      }
      position += 2
    }
    let start = position
    let name = identifier()
    if !name.isEmpty, metrics[name] == nil {
      guard let view = views[name] as? UIView else {
        position = start
        throw fail("\(name) is not a key in the views dictionary or the metrics dictionary.")
      }
      p.view = view
    } else {
      position = start
      p.constant = try constant()
    }
    if peek == "@" {
      position += 1
      p.priority = UILayoutPriority(Float(try constant()))
    }
    return p
  }

  /// A number (`-` allowed in front) or a metric name.
  private mutating func constant() throws(VisualFormatError) -> CGFloat {
    let start = position
    let name = identifier()
    if !name.isEmpty {
      guard let value = metrics[name].flatMap(Self.number) else {
        position = start
        throw fail("\(name) is not a key in the metrics dictionary.")
      }
      return value
    }
    var text = ""
    if peek == "-" {
      text.append("-")
      position += 1
    }
    while let c = peek, c.isNumber || c == "." {
      text.append(c)
      position += 1
    }
    guard let value = Double(text) else {
      position = start
      throw fail("Expected a number or a metric name")
    }
    return CGFloat(value)
  }

  /// A C identifier (`title`, `view_1`), or empty.
  private mutating func identifier() -> String {
    guard let first = peek, first.isLetter || first == "_" else { return "" }
    var name = ""
    while let c = peek, c.isLetter || c.isNumber || c == "_" {
      name.append(c)
      position += 1
    }
    return name
  }

  private static func number(_ value: Any) -> CGFloat? {
    switch value {
    case let v as CGFloat: return v
    case let v as Double: return CGFloat(v)
    case let v as Float: return CGFloat(v)
    case let v as Int: return CGFloat(v)
    case let v as NSNumber: return CGFloat(v.doubleValue)
    default: return nil
    }
  }
}

extension NSLayoutConstraint {
  /// The constraint with `priority`, for chaining.
  fileprivate func prioritized(_ priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}
