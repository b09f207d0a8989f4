import SwiftSyntax

/// Collects a file's classes, extensions and protocols, in the code an iPhone compiles.
final class DeclarationCollector: SyntaxVisitor {
  let file: LinuxifiedFile
  private(set) var classes: [ClassInfo] = []
  private(set) var extensions: [(ExtensionDeclSyntax, [String])] = []
  private(set) var protocols: Set<String> = []
  private(set) var objcProtocolRequirements: [String: [ObjCMember]] = [:]
  /// The enclosing types' names.
  private var scope: [String] = []

  init(file: LinuxifiedFile) {
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    for clause in ActiveCode.activeClauses(node) {
      if let elements = clause.elements { walk(elements) }
    }
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = (scope + [node.name.text]).joined(separator: ".")
    let inherited = node.inheritanceClause?.inheritedTypes.map { TargetIndex.baseName($0.type.trimmedDescription) } ?? []
    let attributes = ObjCAttributes.names(node.attributes)
    let access = ObjCAttributes.has(node.modifiers, "open") ? "open " : ObjCAttributes.has(node.modifiers, "public") ? "public " : ""
    let info = ClassInfo(
      qualifiedName: name, firstInherited: inherited.first, inherited: inherited, file: file,
      closingBrace: node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset, access: access,
      exposesAllMembers: attributes.contains("objcMembers"), place: file.place(node.name))
    info.members = MemberReader.members(of: node.memberBlock, exposesAll: info.exposesAllMembers, file: file)
    for item in ActiveCode.members(node.memberBlock.members) {
      guard let initializer = item.decl.as(InitializerDeclSyntax.self) else { continue }
      let labels = initializer.signature.parameterClause.parameters.map(\.firstName.text)
      if !ObjCAttributes.has(initializer.modifiers, "convenience") { info.declaresDesignatedInitializer = true }
      if labels == ["frame"] { info.declaresInitFrame = true }
      if labels.isEmpty { info.declaresInit = true }
      if labels == ["style", "reuseIdentifier"] { info.declaresInitStyleReuseIdentifier = true }
      if labels == ["reuseIdentifier"] { info.declaresInitReuseIdentifier = true }
    }
    classes.append(info)
    scope.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    extensions.append((node, scope))
    scope.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    protocols.insert(node.name.text)
    if ObjCAttributes.names(node.attributes).contains("objc") {
      objcProtocolRequirements[node.name.text] = MemberReader.members(of: node.memberBlock, exposesAll: true, file: file)
    }
    return .skipChildren
  }

  // Functions' bodies hold no declarations the transformation needs.
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
