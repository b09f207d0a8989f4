import SwiftSyntax

/// Calls and references of optional requirements (see ``OptionalRequirement``): the target's
/// `@objc` protocols' and UIKit's (``KnownTypes/uikitOptionalRequirements``).
extension SourceRewriter {
  /// `X?.method?(arguments)` becomes `_objcOptional(try X?.method(arguments))` (without `try`
  /// for UIKit's requirements, which do not throw; `_objcOptionalThrowing` for a requirement
  /// declared `throws`): `nil` when the object does not implement it. When the optional chain
  /// goes on after the call (`X?.count?().description`), the result is chained with `?`.
  /// - Returns: whether the call is one.
  func rewriteOptionalCall(_ node: FunctionCallExprSyntax) -> Bool {
    guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
      let member = chained.expression.as(MemberAccessExprSyntax.self), member.base != nil, member.declName.argumentNames == nil,
      node.trailingClosure == nil, node.additionalTrailingClosures.isEmpty
    else { return false }
    let compound = OptionalRequirement.compoundName(member.declName.baseName.text, labels: node.arguments.map { $0.label?.text })
    let requirement = index.optionalRequirements[compound]
    guard requirement != nil || KnownTypes.uikitOptionalRequirements.contains(compound) else { return false }
    let helper = requirement?.throwsAsDeclared == true ? "_objcOptionalThrowing" : "_objcOptional"
    file.insert(helper + "(" + (requirement == nil ? "" : "try "), at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    file.replace(chained.questionMark, with: "")
    file.insert(Self.chainContinues(after: node) ? ")?" : ")", at: node.endPositionBeforeTrailingTrivia.utf8Offset)
    needsUIKit = true
    return true
  }

  /// `X?.method(_:label:)` (or `X?.method` when the target has one optional method of that
  /// name), not called, becomes `_objcOptionalMethod(X, "method:label:", {
  /// object in { (a0: A, a1: B) -> R in try! object.method(a0, label: a1) } })` (no trailing
  /// closure: the reference may be in a condition): the method when the object responds to its
  /// selector, else `nil`.
  func rewriteOptionalReference(_ node: MemberAccessExprSyntax) {
    guard let base = node.base else { return }
    // Called, directly or through `?` or `!` (`delegate?.method?(x)`): a call, not a reference.
    var callee = Syntax(node)
    if let wrapper = node.parent, wrapper.is(OptionalChainingExprSyntax.self) || wrapper.is(ForceUnwrapExprSyntax.self) { callee = wrapper }
    if let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id { return }
    let requirement: OptionalRequirement?
    if let names = node.declName.argumentNames {
      let labels = names.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
      requirement = index.optionalRequirements[OptionalRequirement.compoundName(node.declName.baseName.text, labels: labels)]
    } else {
      // A method named without its labels (`delegate?.pagerViewDidScroll`): the target's only
      // optional method of that name, when nothing else of the name is in the expression's way
      // (an assignment's left side is a property).
      let named = index.optionalRequirements.values.filter { $0.name == node.declName.baseName.text }
      let assigned = node.parent?.as(InfixOperatorExprSyntax.self).map { $0.leftOperand.id == node.id } ?? false
      requirement = named.count == 1 && named[0].parameters != nil && !assigned ? named[0] : nil
    }
    guard let requirement, let parameters = requirement.parameters else { return }
    let arguments = parameters.indices.map { "a\($0)" }
    let typed = zip(arguments, parameters).map { "\($0): \($1.type)" }.joined(separator: ", ")
    let passed = zip(arguments, parameters).map { name, parameter in parameter.label.map { "\($0): \(name)" } ?? name }.joined(separator: ", ")
    let result = requirement.resultType ?? "Void"
    let call = "\(requirement.throwsAsDeclared ? "try" : "try!") object.\(requirement.name)(\(passed))"
    let method = "{ (\(typed)) \(requirement.throwsAsDeclared ? "throws " : "")-> \(result) in \(call) }"
    file.insert("_objcOptionalMethod(", at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    if let chained = base.as(OptionalChainingExprSyntax.self) { file.replace(chained.questionMark, with: "") }
    file.replace(
      node.period.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset,
      with: ", \(ClassTableWriter.literal(requirement.selector)), { object in \(method) })")
    needsUIKit = true
  }

  /// `type(of: object).description()` — Objective-C's `+description` reached through
  /// `AnyObject`, which Swift on Linux cannot look up — becomes `_objcDescription(of: type(of: object))`,
  /// the class's Objective-C name.
  /// - Returns: whether the call is one.
  func rewriteClassDescription(_ node: FunctionCallExprSyntax) -> Bool {
    guard node.arguments.isEmpty, node.trailingClosure == nil, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "description", member.declName.argumentNames == nil,
      let base = member.base?.as(FunctionCallExprSyntax.self), base.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
      base.arguments.count == 1, base.arguments.first?.label?.text == "of"
    else { return false }
    file.insert("_objcDescription(of: ", at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    file.replace(member.period.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset, with: ")")
    needsUIKit = true
    return true
  }

  /// Whether an optional chain goes on after `node` (a member, a call or a subscript of its
  /// result).
  private static func chainContinues(after node: FunctionCallExprSyntax) -> Bool {
    guard let parent = node.parent else { return false }
    if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == node.id }
    if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == node.id }
    if let subscriptCall = parent.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression.id == node.id }
    return false
  }

  /// Whether the file imports UIKit's module (or a module that re-exports it).
  func importsUIKit() -> Bool {
    file.tree.statements.contains { item in
      guard let declaration = item.item.as(ImportDeclSyntax.self), let first = declaration.path.first?.name.text else { return false }
      return ["UIKit", "CoreGraphics", "QuartzCore", "ImageIO"].contains(first)
    }
  }
}

extension SourceRewriter {
  /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` and `…add(timer, forMode:)`: UIKit's
  /// module schedules them on its virtual clock under Foundation's own signatures, which a file
  /// importing Foundation as well finds twice (ambiguous). The copy calls them by UIKit's own
  /// names, `_uikitScheduledTimer` and `_uikitAdd`.
  /// - Returns: whether the call is one.
  func rewriteTimerScheduling(_ node: FunctionCallExprSyntax) -> Bool {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else { return false }
    var labels = node.arguments.map { $0.label?.text }
    if node.trailingClosure != nil { labels.append("block") }
    switch member.declName.baseName.text {
    case "scheduledTimer" where labels == ["withTimeInterval", "repeats", "block"]
      && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Timer":
      file.replace(member.declName.baseName, with: "_uikitScheduledTimer")
    case "add" where labels == [nil, "forMode"]:
      file.replace(member.declName.baseName, with: "_uikitAdd")
    default:
      return false
    }
    needsUIKit = true
    return true
  }
}
