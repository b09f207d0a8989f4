import SwiftSyntax

/// The attributes and modifiers that tie a declaration to Objective-C's runtime.
enum ObjCAttributes {
  /// Attributes removed from the Linux copy.
  static let removed: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction", "GKInspectable",
  ]
  /// Attributes that expose a member to Objective-C.
  static let exposing: Set<String> = ["objc", "IBOutlet", "IBAction", "IBInspectable", "IBSegueAction", "GKInspectable"]

  /// The attribute's name (`objc`, `IBOutlet`).
  static func name(_ attribute: AttributeSyntax) -> String { attribute.attributeName.trimmedDescription }

  /// The names of a declaration's attributes.
  static func names(_ attributes: AttributeListSyntax) -> Set<String> {
    Set(attributes.compactMap { $0.as(AttributeSyntax.self).map(name) })
  }

  /// The name `@objc(name)` gives, if any.
  static func customName(_ attributes: AttributeListSyntax) -> String? {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self), name(attribute) == "objc", let arguments = attribute.arguments else { continue }
      let text = arguments.trimmedDescription.filter { !$0.isWhitespace }
      return text.isEmpty ? nil : text
    }
    return nil
  }

  /// Whether a modifier list has `name` (`override`, `static`, `public`…).
  static func has(_ modifiers: DeclModifierListSyntax, _ name: String) -> Bool {
    modifiers.contains { $0.name.text == name }
  }
}
