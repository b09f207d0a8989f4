import SwiftSyntax

/// The string a `#selector(…)` or `#keyPath(…)` stands for.
struct SelectorResolver {
  let index: TargetIndex

  /// The selector `#selector(…)` names: the `@objc(name)` of the method it refers to when the
  /// target declares it, else the name Swift gives a method with the labels written (a method
  /// named without labels is looked up by its base name; the getter and setter forms name a
  /// property's accessors).
  /// - Parameter enclosing: the qualified name of the class the expression is in, if any.
  func selector(_ node: MacroExpansionExprSyntax, enclosing: String?) -> String? {
    guard let argument = node.arguments.first else { return nil }
    let accessor = argument.label?.text
    var expression = argument.expression
    // `#selector((Type.method) as (Type) -> () -> Void)`: the reference is inside.
    if let cast = expression.as(AsExprSyntax.self) { expression = cast.expression }
    while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
      expression = inner.expression
    }
    var typeName: String?
    let reference: DeclReferenceExprSyntax
    if let member = expression.as(MemberAccessExprSyntax.self) {
      reference = member.declName
      if let base = member.base?.trimmedDescription, base != "self", base != "Self" { typeName = base }
    } else if let plain = expression.as(DeclReferenceExprSyntax.self) {
      reference = plain
    } else {
      return nil
    }
    let name = reference.baseName.text
    let labels: [String?]? = reference.argumentNames.map { names in names.arguments.map { $0.name.text == "_" ? nil : $0.name.text } }
    let owner = typeName.flatMap { index.resolveClass($0) } ?? enclosing.flatMap { index.resolveClass($0) }
    let candidates = candidates(in: owner)
    if accessor == "getter" || accessor == "setter" {
      let property = candidates.first { $0.name == name && $0.labels == nil }
      if accessor == "setter" { return ObjCSelectorName.setter(property?.customName ?? name) }
      return property?.selector ?? ObjCSelectorName.getter(name)
    }
    let methods = candidates.filter { $0.name == name && $0.labels != nil }
    if let labels {
      if let declared = methods.first(where: { $0.labels! == labels }) { return declared.selector }
      return ObjCSelectorName.method(name, labels: labels)
    }
    if methods.count >= 1 { return methods[0].selector }
    return name
  }

  /// The members a selector may name: the class's (its superclasses' in the target included),
  /// then every class's of the target.
  private func candidates(in owner: ClassInfo?) -> [ObjCMember] {
    var result: [ObjCMember] = []
    var current = owner
    var seen: Set<String> = []
    while let info = current, seen.insert(info.qualifiedName).inserted {
      result.append(contentsOf: info.members)
      current = index.superclass(of: info)
    }
    for info in index.orderedClasses where !seen.contains(info.qualifiedName) { result.append(contentsOf: info.members) }
    return result
  }

  /// The string `#keyPath(…)` stands for: the path as written, without a leading type name
  /// (`#keyPath(Person.friend.name)` is `friend.name`, as Swift writes it).
  static func keyPath(_ node: MacroExpansionExprSyntax) -> String? {
    guard let argument = node.arguments.first else { return nil }
    var parts = argument.expression.trimmedDescription.filter { !$0.isWhitespace }.split(separator: ".").map(String.init)
    parts = parts.map { $0.hasSuffix("?") || $0.hasSuffix("!") ? String($0.dropLast()) : $0 }
    if parts.count > 1, let first = parts.first?.first, first.isUppercase { parts.removeFirst() }
    if parts.first == "self" { parts.removeFirst() }
    return parts.joined(separator: ".")
  }
}
