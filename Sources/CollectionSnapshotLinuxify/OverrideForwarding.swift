import SwiftSyntax

/// An override declared in an extension, kept where it is under another name and reached from
/// a one-line override in its class's body (`override func viewWillAppear(_ animated: Bool) {
/// __linuxify_viewWillAppear(animated) }`): the body stays in its file (with the file's private
/// helpers within reach) and on its lines. Methods and computed properties are forwarded;
/// what cannot be (property observers, initializers, subscripts, variadic parameters) is moved
/// whole instead.
enum OverrideForwarding {
  /// The prefix of a forwarded member's new name.
  static let prefix = "__linuxify_"

  /// Renames the member in its extension and returns the class body's override, or `nil` when
  /// the member cannot be forwarded.
  /// - Parameter access: the extension's access modifier (`public `), which the override needs
  ///   when the member has none of its own.
  static func forward(_ decl: DeclSyntax, in file: LinuxifiedFile, access: String) -> String? {
    if let function = decl.as(FunctionDeclSyntax.self) { return forward(function, file, access) }
    if let variable = decl.as(VariableDeclSyntax.self) { return forward(variable, file, access) }
    return nil
  }

  private static func forward(_ function: FunctionDeclSyntax, _ file: LinuxifiedFile, _ access: String) -> String? {
    guard let body = function.body else { return nil }
    var arguments: [String] = []
    for parameter in function.signature.parameterClause.parameters {
      if parameter.ellipsis != nil { return nil }
      let name = (parameter.secondName ?? parameter.firstName).text
      guard name != "_" else { return nil }
      let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
      let value = (isInout ? "&" : "") + name
      arguments.append(parameter.firstName.text == "_" ? value : "\(parameter.firstName.text): \(value)")
    }
    let effects = function.signature.effectSpecifiers
    let call = (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
      + "\(prefix)\(function.name.text)(\(arguments.joined(separator: ", ")))"
    let start = function.positionAfterSkippingLeadingTrivia.utf8Offset
    let signature = oneLine(file.transformed(start, body.positionAfterSkippingLeadingTrivia.utf8Offset))
    rename(function.name, function.modifiers, file)
    return withAccess(signature, function.modifiers, access) + " { \(function.signature.returnClause == nil ? "" : "return ")\(call) }"
  }

  private static func forward(_ variable: VariableDeclSyntax, _ file: LinuxifiedFile, _ access: String) -> String? {
    guard variable.bindings.count == 1, let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
      let type = binding.typeAnnotation, let accessors = binding.accessorBlock
    else { return nil }
    var settable = false
    if case .accessors(let list) = accessors.accessors {
      let kinds = list.map(\.accessorSpecifier.text)
      if kinds.contains(where: { ["willSet", "didSet", "_modify", "_read"].contains($0) }) { return nil }
      settable = kinds.contains("set")
    }
    let start = variable.positionAfterSkippingLeadingTrivia.utf8Offset
    let head = oneLine(file.transformed(start, type.endPositionBeforeTrailingTrivia.utf8Offset))
    rename(name, variable.modifiers, file)
    let forwarded = prefix + name.text
    let body = settable ? "{ get { \(forwarded) } set { \(forwarded) = newValue } }" : "{ \(forwarded) }"
    return withAccess(head, variable.modifiers, access) + " " + body
  }

  /// The member in its extension: renamed, without `override`, and visible to its class's
  /// body in another file (no `private`).
  private static func rename(_ name: TokenSyntax, _ modifiers: DeclModifierListSyntax, _ file: LinuxifiedFile) {
    file.replace(name, with: prefix + name.text)
    for modifier in modifiers where ["override", "private", "fileprivate"].contains(modifier.name.text) && modifier.detail == nil {
      file.replace(modifier, with: "")
    }
  }

  /// The override's declaration with the extension's access when it has none of its own.
  private static func withAccess(_ text: String, _ modifiers: DeclModifierListSyntax, _ access: String) -> String {
    let own = modifiers.contains { ["public", "open", "internal", "fileprivate", "private"].contains($0.name.text) }
    return own || access.isEmpty ? text : access + text
  }

  /// Text on one line (the override is written on the class's closing brace's line).
  private static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).map { $0.trimmingCharactersInSet() }.joined(separator: " ")
  }
}

extension Substring {
  /// The text without spaces at its ends.
  fileprivate func trimmingCharactersInSet() -> String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
