import SwiftSyntax

/// Reads the members of a class body or extension that Objective-C would know.
enum MemberReader {
  /// The exposed members of a member block.
  /// - Parameter exposesAll: the class is `@objcMembers`, or the extension is `@objc`.
  static func members(of block: MemberBlockSyntax, exposesAll: Bool, file: LinuxifiedFile) -> [ObjCMember] {
    var result: [ObjCMember] = []
    for item in ActiveCode.members(block.members) {
      if let function = item.decl.as(FunctionDeclSyntax.self), let member = method(function, exposesAll: exposesAll, file: file) {
        result.append(member)
      } else if let variable = item.decl.as(VariableDeclSyntax.self) {
        result.append(contentsOf: properties(variable, exposesAll: exposesAll, file: file))
      }
    }
    return result
  }

  /// The names of every method (`name(label:_:)`) and property of a member block, exposed or
  /// not.
  static func declaredNames(of block: MemberBlockSyntax) -> Set<String> {
    var names: Set<String> = []
    for item in ActiveCode.members(block.members) {
      if let function = item.decl.as(FunctionDeclSyntax.self) {
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text as String? }
        names.insert(OptionalRequirement.compoundName(function.name.text, labels: labels))
      } else if let variable = item.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
        }
      }
    }
    return names
  }

  /// An exposed instance method (not `async`: Objective-C calls it synchronously).
  static func method(_ function: FunctionDeclSyntax, exposesAll: Bool, file: LinuxifiedFile) -> ObjCMember? {
    let attributes = ObjCAttributes.names(function.attributes)
    guard !attributes.contains("nonobjc"), exposesAll || !attributes.isDisjoint(with: ObjCAttributes.exposing) else { return nil }
    guard !ObjCAttributes.has(function.modifiers, "static"), !ObjCAttributes.has(function.modifiers, "class") else { return nil }
    guard function.signature.effectSpecifiers?.asyncSpecifier == nil, function.genericParameterClause == nil else { return nil }
    let parameters = Array(function.signature.parameterClause.parameters)
    let labels: [String?] = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
    let types = parameters.map { $0.type.trimmedDescription }
    let throwing = function.signature.effectSpecifiers?.throwsClause != nil
    return ObjCMember(
      name: function.name.text, kind: .method(labels: labels, types: types, throws: throwing), customName: ObjCAttributes.customName(function.attributes),
      place: file.place(function), filePath: file.path, isFilePrivate: isFilePrivate(function.modifiers))
  }

  /// The exposed stored or computed properties of a declaration (`var a, b: Int` declares two).
  static func properties(_ variable: VariableDeclSyntax, exposesAll: Bool, file: LinuxifiedFile) -> [ObjCMember] {
    let attributes = ObjCAttributes.names(variable.attributes)
    guard !attributes.contains("nonobjc"), exposesAll || !attributes.isDisjoint(with: ObjCAttributes.exposing) else { return [] }
    guard !ObjCAttributes.has(variable.modifiers, "static"), !ObjCAttributes.has(variable.modifiers, "class") else { return [] }
    let outlet = attributes.contains("IBOutlet")
    let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
    let setterRestricted = variable.modifiers.contains { $0.detail?.detail.text == "set" && ["private", "fileprivate"].contains($0.name.text) }
    var result: [ObjCMember] = []
    var pendingType: String?
    for binding in variable.bindings.reversed() {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      if let annotation = binding.typeAnnotation {
        pendingType = annotation.type.trimmedDescription
      } else if let value = binding.initializer?.value {
        pendingType = inferredType(value)
      }
      guard let type = pendingType else { continue }
      let settable = isVar && !setterRestricted && isSettable(binding.accessorBlock)
      result.append(
        ObjCMember(
          name: name, kind: .property(type: type, settable: settable, outlet: outlet), customName: ObjCAttributes.customName(variable.attributes),
          place: file.place(binding), filePath: file.path, isFilePrivate: isFilePrivate(variable.modifiers)))
    }
    return result.reversed()
  }

  /// The type of a property's initial value when it says it plainly: a literal, or a call of
  /// a type's initializer (`UILabel()`).
  private static func inferredType(_ value: ExprSyntax) -> String? {
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if let call = value.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text.first?.isUppercase == true
    {
      return callee.baseName.text
    }
    return nil
  }

  /// Whether a declaration is `private` or `fileprivate`.
  private static func isFilePrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { ($0.name.text == "private" || $0.name.text == "fileprivate") && $0.detail == nil }
  }

  /// Whether a property with these accessors can be set (stored, observed, or with `set`).
  private static func isSettable(_ accessors: AccessorBlockSyntax?) -> Bool {
    guard let accessors else { return true }
    switch accessors.accessors {
    case .getter: return false
    case .accessors(let list):
      return list.contains { ["set", "willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }
  }
}
