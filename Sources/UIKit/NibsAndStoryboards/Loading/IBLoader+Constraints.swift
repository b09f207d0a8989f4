import Foundation

extension IBLoader {
  /// Makes the constraints a view's element holds, active, with their priorities and
  /// identifiers. A missing first item is the view itself; a missing second item makes a
  /// constant constraint (a width, a height). Constraints Interface Builder marks as
  /// placeholders ("Remove at build time") are left out, as Xcode leaves them out of the
  /// compiled nib. A standard (symbolic) constant without a value is UIKit's standard spacing
  /// between siblings, 8 points.
  func decodeConstraints(of view: UIView, _ element: IBElement) throws {
    for constraintElement in element.items(of: "constraints") where constraintElement.name == "constraint" {
      if constraintElement.flag("placeholder") == true { continue }
      let firstItem: AnyObject
      guard var firstAttribute = try attribute(constraintElement, "firstAttribute") else {
        throw document.error(constraintElement, "a constraint without a first attribute")
      }
      var secondAttribute = try attribute(constraintElement, "secondAttribute") ?? .notAnAttribute
      if let id = constraintElement["firstItem"] {
        guard let item = try item(id, of: view, constraintElement, attribute: &firstAttribute) else {
          throw document.error(constraintElement, "the constraint's first item '\(id)' is not a view or layout guide")
        }
        firstItem = item
      } else {
        firstItem = view
      }
      let secondItem = try constraintElement["secondItem"].flatMap { try item($0, of: view, constraintElement, attribute: &secondAttribute) }
      guard (secondItem == nil) == (secondAttribute == .notAnAttribute) else {
        throw document.error(constraintElement, "a constraint's second item and second attribute must be given together")
      }
      for item in [firstItem, secondItem].compactMap({ $0 }) where !(item is UIView) && !(item is UILayoutGuide) {
        throw document.error(constraintElement, "a constraint relates \(IBConnector.className(of: item)), which is neither a view nor a layout guide")
      }
      let relation = try values.enumeration(
        constraintElement, "relation", ["lessThanOrEqual": NSLayoutConstraint.Relation.lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual, "equal": .equal])
      let constant = try values.number(constraintElement, "constant") ?? (constraintElement.flag("symbolic") == true ? 8 : 0)
      let constraint = NSLayoutConstraint(
        item: firstItem, attribute: firstAttribute, relatedBy: relation ?? .equal, toItem: secondItem, attribute: secondAttribute,
        multiplier: try values.multiplier(constraintElement), constant: constant)
      if let priority = try values.priority(constraintElement, "priority") { constraint.priority = priority }
      if let identifier = constraintElement["identifier"] { constraint.identifier = identifier }
      constraint.isActive = true
      register(constraint, for: constraintElement)
    }
  }

  /// A constraint's item. A view controller's top and bottom layout guides (storyboards
  /// before safe areas) are the view's safe area: the top guide's bottom is its top, the bottom
  /// guide's top its bottom.
  private func item(_ id: String, of view: UIView, _ element: IBElement, attribute: inout NSLayoutConstraint.Attribute) throws -> AnyObject? {
    if let guide = document.elementsByID[id], guide.name == "viewControllerLayoutGuide" {
      switch (guide["type"], attribute) {
      case ("top"?, .bottom): attribute = .top
      case ("bottom"?, .top): attribute = .bottom
      default: break
      }
      return view.safeAreaLayoutGuide
    }
    return try object(id: id, referencedBy: element)
  }

  /// A constraint's attribute by Interface Builder's name.
  private func attribute(_ element: IBElement, _ name: String) throws -> NSLayoutConstraint.Attribute? {
    try values.enumeration(
      element, name,
      [
        "left": NSLayoutConstraint.Attribute.left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline, "lastBaseline": .lastBaseline,
        "firstBaseline": .firstBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin,
        "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
      ])
  }
}
