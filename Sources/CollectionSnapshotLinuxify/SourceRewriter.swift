import SwiftSyntax

/// Records a file's edits for its Linux copy: the attributes of Objective-C's runtime removed,
/// `#selector` and `#keyPath` replaced by their strings, `#if` resolved as on an iPhone, `@objc`
/// protocols made class-bound, and the `override` members of extensions cut out (to be moved
/// into their classes by ``Linuxify``).
final class SourceRewriter: SyntaxVisitor {
  let file: LinuxifiedFile
  let index: TargetIndex
  /// Members to move into a class: the class, the member's text, its file and first line.
  private(set) var moves: [(ClassInfo, String, LinuxifiedFile, Int)] = []
  /// What cannot be moved or rewritten: `file:line: message`.
  var errors: [String] = []
  /// The enclosing types' names.
  var scope: [String] = []
  /// Whether the copy calls a helper of UIKit's module (`_objcOptional`), and so needs the
  /// module imported.
  var needsUIKit = false
  var classScope: [String?] = []

  init(file: LinuxifiedFile, index: TargetIndex) {
    self.file = file
    self.index = index
    super.init(viewMode: .sourceAccurate)
  }

  // MARK: #if

  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    let (decided, active) = ActiveCode.decision(node)
    guard decided else {
      // Undecided: the known parts of each condition are written as the literals they are.
      for clause in node.clauses {
        if let condition = clause.condition { rewriteAtoms(condition) }
        if let elements = clause.elements { walk(elements) }
      }
      return .skipChildren
    }
    // Decided: the directives and the other branches go (their lines stay, empty).
    for clause in node.clauses {
      if active == clause, let elements = clause.elements {
        let start = clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = (clause.condition?.endPositionBeforeTrailingTrivia ?? clause.poundKeyword.endPositionBeforeTrailingTrivia).utf8Offset
        file.replace(start, end, with: "", removing: true)
        walk(elements)
      } else {
        file.replace(clause.positionAfterSkippingLeadingTrivia.utf8Offset, clause.endPositionBeforeTrailingTrivia.utf8Offset, with: "", removing: true)
      }
    }
    file.replace(node.poundEndif, with: "", removing: true)
    return .skipChildren
  }

  private func rewriteAtoms(_ condition: ExprSyntax) {
    final class AtomFinder: SyntaxVisitor {
      var found: [(FunctionCallExprSyntax, Bool)] = []
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let value = PlatformCondition.atom(ExprSyntax(node)) { found.append((node, value)) }
        return .skipChildren
      }
    }
    let finder = AtomFinder(viewMode: .sourceAccurate)
    finder.walk(condition)
    for (atom, value) in finder.found { file.replace(atom, with: value ? "true" : "false") }
  }

  // MARK: Imports

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    // A submodule or a single declaration of UIKit's (`import UIKit.UIGeometry`, `import class
    // UIKit.UIView`): Linux's UIKit module has no submodules, so the whole module is imported.
    let start = node.importKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.path.endPositionBeforeTrailingTrivia.utf8Offset
    if let first = node.path.first?.name.text, ["UIKit", "CoreGraphics", "QuartzCore", "ImageIO"].contains(first),
      node.path.count > 1 || node.importKindSpecifier != nil
    {
      file.replace(start, end, with: "import \(first)")
    } else if let first = node.path.first?.name.text, ["os", "OSLog"].contains(first) {
      // Apple's logging API (`import os`, `import os.log`, `import OSLog`) is the
      // CollectionSnapshotOS module here: a module named `os` would be taken for Darwin's by
      // packages built beside it that check `canImport(os)`.
      file.replace(start, end, with: "import CollectionSnapshotOS")
    }
    return .skipChildren
  }

  // MARK: Attributes

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    if ObjCAttributes.removed.contains(ObjCAttributes.name(node)) { file.replace(node, with: "") }
    return .skipChildren
  }

  override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    // `dynamic` asks for Objective-C's dispatch alongside `@objc`; alone it is Swift's and
    // stays.
    if node.name.text == "dynamic", let attributes = node.parent?.parent?.asProtocol((any WithAttributesSyntax).self)?.attributes,
      !ObjCAttributes.names(attributes).isDisjoint(with: ObjCAttributes.exposing)
    {
      file.replace(node, with: "")
    }
    return .skipChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    // An `@objc` protocol is class-bound (its conformers' `weak var delegate` needs that); its
    // optional requirements get defaults that say they are not implemented.
    if ObjCAttributes.names(node.attributes).contains("objc") {
      if let defaults = OptionalRequirement.rewrite(node, qualifiedName: (scope + [node.name.text]).joined(separator: "."), in: file, errors: &errors) {
        file.appended.append(defaults)
        needsUIKit = true
      }
      if let clause = node.inheritanceClause {
        file.insert(" AnyObject,", at: clause.colon.endPositionBeforeTrailingTrivia.utf8Offset)
      } else {
        let after = node.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia ?? node.name.endPositionBeforeTrailingTrivia
        file.insert(": AnyObject", at: after.utf8Offset)
      }
    }
    return .visitChildren
  }

  // MARK: #selector and #keyPath

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.macroName.text {
    case "selector":
      guard let selector = SelectorResolver(index: index).selector(node, enclosing: classScope.last(where: { $0 != nil }) ?? nil) else {
        errors.append("\(file.place(node)): error: cannot read the selector \(node.trimmedDescription)")
        return .skipChildren
      }
      file.replace(node, with: "Selector(\(ClassTableWriter.literal(selector)))")
      return .skipChildren
    case "keyPath":
      guard let path = SelectorResolver.keyPath(node) else { return .visitChildren }
      file.replace(node, with: ClassTableWriter.literal(path))
      return .skipChildren
    default:
      return .visitChildren
    }
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    rewriteDynamicProperty(node)
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    rewriteOptionalReference(node)
    return .visitChildren
  }

  // MARK: Metatype construction

  /// The generic parameters in scope constrained to a view class, innermost last.
  private var viewGenerics: [Set<String>] = []

  /// The view-constrained parameters of a generic declaration.
  private func viewParameters(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> Set<String> {
    let construction = MetatypeConstruction(index: index)
    var names: Set<String> = []
    for parameter in clause?.parameters ?? [] {
      if let inherited = parameter.inheritedType, construction.isViewType(inherited.trimmedDescription) { names.insert(parameter.name.text) }
    }
    for requirement in whereClause?.requirements ?? [] {
      if case .conformanceRequirement(let conformance) = requirement.requirement, construction.isViewType(conformance.rightType.trimmedDescription) {
        names.insert(conformance.leftType.trimmedDescription)
      }
    }
    return names
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    viewGenerics.append(viewParameters(node.genericParameterClause, node.genericWhereClause))
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) { viewGenerics.removeLast() }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if rewriteOptionalCall(node) || rewriteClassDescription(node) || rewriteSuperObserveValue(node) || rewriteTimerScheduling(node) { return .visitChildren }
    // `T()`, `T.init()`, `T(frame: …)` on a parameter `T: UIView`.
    var callee = node.calledExpression
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { callee = base }
    guard let reference = callee.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
      viewGenerics.contains(where: { $0.contains(reference.baseName.text) }), node.trailingClosure == nil
    else { return .visitChildren }
    let type = reference.baseName.text
    let arguments = Array(node.arguments)
    if arguments.isEmpty {
      file.replace(node, with: "(\(type)._objcMakeDefault() as! \(type))")
      return .skipChildren
    }
    if arguments.count == 1, arguments[0].label?.text == "frame" {
      file.replace(node, with: "(\(type)._objcMake(frame: \(arguments[0].expression.trimmedDescription)) as! \(type))")
      return .skipChildren
    }
    return .visitChildren
  }

  // MARK: Types and extensions

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    rewriteObservingRoot(node)
    scope.append(node.name.text)
    classScope.append(scope.joined(separator: "."))
    viewGenerics.append(viewParameters(node.genericParameterClause, node.genericWhereClause))
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) {
    scope.removeLast()
    classScope.removeLast()
    viewGenerics.removeLast()
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    classScope.append(nil)
    viewGenerics.append(viewParameters(node.genericParameterClause, node.genericWhereClause))
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) {
    scope.removeLast()
    classScope.removeLast()
    viewGenerics.removeLast()
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    classScope.append(nil)
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) {
    scope.removeLast()
    classScope.removeLast()
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let owner = index.resolveClass(node.extendedType.trimmedDescription, from: scope)
    scope.append(node.extendedType.trimmedDescription)
    classScope.append(owner?.qualifiedName)
    for item in ActiveCode.members(node.memberBlock.members) where mustMove(item.decl) {
      guard let owner else {
        errors.append(
          "\(file.place(item.decl)): error: cannot move \(Self.describe(item.decl)) into \(node.extendedType.trimmedDescription): "
            + "the class is not declared in this target (Swift on Linux cannot override in an extension; declare the override in a subclass of your own)")
        continue
      }
      if node.genericWhereClause != nil {
        errors.append(
          "\(file.place(item.decl)): error: cannot move \(Self.describe(item.decl)) into \(owner.qualifiedName): the extension has a where clause")
        continue
      }
      let access = node.modifiers.first { ["public", "open", "internal", "fileprivate", "private"].contains($0.name.text) }.map { $0.name.text + " " } ?? ""
      pendingForwards.append((owner, item.decl, access))
    }
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) {
    scope.removeLast()
    classScope.removeLast()
  }

  // Closures and function bodies are walked for `#selector`s; the declarations they hold are
  // not types of the target.

  /// The overrides found in extensions, with their class and the extension's access.
  private var pendingForwards: [(ClassInfo, DeclSyntax, String)] = []
  /// The one-line overrides their classes' bodies get.
  private(set) var forwards: [(ClassInfo, String)] = []

  /// Forwards each override found in an extension from its class's body, or, when it cannot
  /// be forwarded, cuts it out of this file (its lines stay, empty) and takes its text,
  /// transformed, to move: called once the whole file is walked.
  func finishMoves() {
    for (owner, decl, access) in pendingForwards {
      if let forward = OverrideForwarding.forward(decl, in: file, access: access) {
        forwards.append((owner, forward))
        continue
      }
      let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = decl.endPositionBeforeTrailingTrivia.utf8Offset
      moves.append((owner, file.transformed(start, end), file, file.line(decl.positionAfterSkippingLeadingTrivia)))
      file.replace(start, end, with: "", removing: true)
    }
  }

  /// Whether an extension's member must be in its class's body on Linux: an override.
  private func mustMove(_ decl: DeclSyntax) -> Bool {
    guard let modifiers = decl.asProtocol((any WithModifiersSyntax).self)?.modifiers else { return false }
    return ObjCAttributes.has(modifiers, "override")
  }

  /// A member as an error names it: `override func viewWillAppear(_:)`.
  static func describe(_ decl: DeclSyntax) -> String {
    if let function = decl.as(FunctionDeclSyntax.self) {
      let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
      return "'override func \(function.name.text)(\(labels))'"
    }
    if let variable = decl.as(VariableDeclSyntax.self), let name = variable.bindings.first?.pattern.trimmedDescription {
      return "'override var \(name)'"
    }
    if decl.is(InitializerDeclSyntax.self) { return "an overriding initializer" }
    return "an override"
  }
}
