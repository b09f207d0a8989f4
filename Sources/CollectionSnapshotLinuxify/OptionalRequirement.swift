import SwiftSyntax

/// An `optional` requirement of an `@objc` protocol of the target, and how its copy keeps
/// Objective-C's meaning without the runtime.
///
/// In the copy the requirement is a plain one that `throws` (a conformer's method that does
/// not throw still satisfies it), and an extension of the protocol gives it a default that
/// throws UIKit's `_ObjCOptionalRequirementNotImplemented`: a conformer that lacks the method
/// gets the default. A call through optional chaining, `delegate?.pagerView?(self, didSelectItemAt: 2)`,
/// becomes `_objcOptional(try delegate?.pagerView(self, didSelectItemAt: 2))`, which is `nil`
/// when the default ran — not implemented — as Objective-C's call of a method the object does
/// not respond to is. A reference, `delegate?.pagerView(_:didSelectItemAt:)`, is `nil` unless
/// the object responds to the selector (its class's table lists the methods it implements). A
/// property requirement (`optional var title: String { get }`) gets a default that stops
/// with Objective-C's unrecognized-selector text.
struct OptionalRequirement {
  /// The protocol's name with its enclosing types.
  var protocolName: String
  /// The Swift base name.
  var name: String
  /// The parameters: label (`nil` for `_`) and type as written; `nil` for a property.
  var parameters: [(label: String?, type: String)]?
  /// The result type as written (`nil` for none), or the property's type.
  var resultType: String?
  /// Whether the requirement throws as declared (its calls keep their `try`).
  var throwsAsDeclared: Bool
  /// The selector Objective-C names it by.
  var selector: String

  /// The name with its labels, as a call spells it: `pagerView(_:didSelectItemAt:)`; a
  /// property's plain name.
  var compoundName: String {
    guard let parameters else { return name }
    return Self.compoundName(name, labels: parameters.map(\.label))
  }

  static func compoundName(_ name: String, labels: [String?]) -> String {
    name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }

  /// Reads the optional requirements of an `@objc` protocol's body.
  static func requirements(of node: ProtocolDeclSyntax, qualifiedName: String) -> [OptionalRequirement] {
    var result: [OptionalRequirement] = []
    for item in ActiveCode.members(node.memberBlock.members) {
      if let function = item.decl.as(FunctionDeclSyntax.self), ObjCAttributes.has(function.modifiers, "optional") {
        let parameters = function.signature.parameterClause.parameters.map { parameter in
          (label: parameter.firstName.text == "_" ? nil : parameter.firstName.text as String?, type: parameter.type.trimmedDescription)
        }
        let throwing = function.signature.effectSpecifiers?.throwsClause != nil
        let selector = ObjCAttributes.customName(function.attributes)
          ?? ObjCSelectorName.method(function.name.text, labels: parameters.map(\.label), throws: throwing)
        result.append(
          OptionalRequirement(
            protocolName: qualifiedName, name: function.name.text, parameters: parameters,
            resultType: function.signature.returnClause?.type.trimmedDescription, throwsAsDeclared: throwing, selector: selector))
      } else if let variable = item.decl.as(VariableDeclSyntax.self), ObjCAttributes.has(variable.modifiers, "optional") {
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
          result.append(
            OptionalRequirement(
              protocolName: qualifiedName, name: name, parameters: nil, resultType: binding.typeAnnotation?.type.trimmedDescription,
              throwsAsDeclared: false, selector: ObjCAttributes.customName(variable.attributes) ?? ObjCSelectorName.getter(name)))
        }
      }
    }
    return result
  }

  /// Rewrites the optional requirements of an `@objc` protocol's body in its copy (`optional`
  /// removed, `throws` added) and returns the extension giving their defaults, or `nil` when it
  /// has none. What cannot be rewritten is added to `errors`.
  static func rewrite(_ node: ProtocolDeclSyntax, qualifiedName: String, in file: LinuxifiedFile, errors: inout [String]) -> String? {
    let access = ObjCAttributes.has(node.modifiers, "public") || ObjCAttributes.has(node.modifiers, "open") ? "public " : ""
    var defaults: [String] = []
    for item in ActiveCode.members(node.memberBlock.members) {
      if let function = item.decl.as(FunctionDeclSyntax.self), let optional = modifier(function.modifiers) {
        file.replace(optional, with: "")
        let signature = function.signature
        let effects = signature.effectSpecifiers
        if effects?.throwsClause == nil {
          let after = effects?.asyncSpecifier?.endPositionBeforeTrailingTrivia ?? signature.parameterClause.endPositionBeforeTrailingTrivia
          file.insert(" throws", at: after.utf8Offset)
        }
        let throwing = effects?.throwsClause != nil
        let selector = ObjCAttributes.customName(function.attributes)
          ?? ObjCSelectorName.method(
            function.name.text, labels: signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }, throws: throwing)
        let head = "\(access)func \(function.name.text)\(function.genericParameterClause?.trimmedDescription ?? "")"
          + "\(signature.parameterClause.trimmedDescription)\(effects?.asyncSpecifier != nil ? " async" : "") throws"
          + (signature.returnClause.map { " " + $0.trimmedDescription } ?? "")
          + (function.genericWhereClause.map { " " + $0.trimmedDescription } ?? "")
        defaults.append("\(head) { throw _ObjCOptionalRequirementNotImplemented(\(ClassTableWriter.literal(selector))) }")
      } else if let variable = item.decl.as(VariableDeclSyntax.self), let optional = modifier(variable.modifiers) {
        file.replace(optional, with: "")
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = binding.typeAnnotation?.type.trimmedDescription else {
            continue
          }
          if case .accessors(let list) = binding.accessorBlock?.accessors, list.contains(where: { $0.accessorSpecifier.text == "set" }) {
            errors.append("\(file.place(binding)): error: cannot keep the optional requirement 'var \(name)' with a setter: declare the property required, or as a method")
            continue
          }
          let selector = ObjCAttributes.customName(variable.attributes) ?? ObjCSelectorName.getter(name)
          defaults.append("\(access)var \(name): \(type) { _objcOptionalRequirementNotImplemented(self, \(ClassTableWriter.literal(selector))) }")
        }
      }
    }
    guard !defaults.isEmpty else { return nil }
    return "extension \(qualifiedName) { " + defaults.joined(separator: "; ") + " }"
  }

  /// The `optional` modifier of a declaration, if it has one.
  private static func modifier(_ modifiers: DeclModifierListSyntax) -> DeclModifierSyntax? {
    modifiers.first { $0.name.text == "optional" }
  }
}
