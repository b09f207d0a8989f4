import SwiftSyntax

/// Key-value observing without Objective-C's runtime: the changes of an `@objc dynamic`
/// property are told to its observers, and an app class at the root of its hierarchy that
/// overrides `observeValue(forKeyPath:of:change:context:)` (which Linux's `NSObject` does not
/// have) receives them through UIKit's `_ObjCKeyValueObserver`.
extension SourceRewriter {
  /// `@objc dynamic var count = 0` (a stored property without observers) becomes `var count = 0
  /// { didSet { didChangeValue(forKey: "count") } }`; one with a `didSet` gets the call first
  /// in it.
  func rewriteDynamicProperty(_ node: VariableDeclSyntax) {
    guard let enclosing = classScope.last ?? nil, ObjCAttributes.has(node.modifiers, "dynamic"),
      ObjCAttributes.names(node.attributes).contains("objc") || index.resolveClass(enclosing)?.exposesAllMembers == true,
      node.bindingSpecifier.tokenKind == .keyword(.var), !ObjCAttributes.has(node.modifiers, "static"), !ObjCAttributes.has(node.modifiers, "class")
    else { return }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      let key = ObjCAttributes.customName(node.attributes) ?? name
      let call = "didChangeValue(forKey: \(ClassTableWriter.literal(key)))"
      switch binding.accessorBlock?.accessors {
      case nil:
        file.insert(" { didSet { \(call) } }", at: binding.endPositionBeforeTrailingTrivia.utf8Offset)
        needsUIKit = true
      case .accessors(let list)?:
        if let didSet = list.first(where: { $0.accessorSpecifier.text == "didSet" }), let body = didSet.body {
          file.insert(" \(call);", at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
          needsUIKit = true
        } else if list.allSatisfy({ $0.accessorSpecifier.text == "willSet" }), let last = list.last {
          file.insert(" didSet { \(call) }", at: last.endPositionBeforeTrailingTrivia.utf8Offset)
          needsUIKit = true
        }
      case .getter?:
        continue
      }
    }
  }

  /// A class at the root of its hierarchy (its superclass is Foundation's) that overrides
  /// `observeValue(forKeyPath:of:change:context:)`: the `override` goes and the class adopts
  /// `_ObjCKeyValueObserver`.
  func rewriteObservingRoot(_ node: ClassDeclSyntax) {
    guard let first = node.inheritanceClause?.inheritedTypes.first.map({ TargetIndex.baseName($0.type.trimmedDescription) }),
      KnownTypes.foundationClasses.contains(first)
    else { return }
    for item in ActiveCode.members(node.memberBlock.members) {
      guard let function = item.decl.as(FunctionDeclSyntax.self), Self.isObserveValue(function),
        let override = function.modifiers.first(where: { $0.name.text == "override" })
      else { continue }
      file.replace(override, with: "")
      file.appended.append("extension \((scope + [node.name.text]).joined(separator: ".")): _ObjCKeyValueObserver {}")
      needsUIKit = true
    }
  }

  /// `super.observeValue(forKeyPath:of:change:context:)` in such a class becomes
  /// `_objcObserveValueNotHandled(self, forKeyPath:…)`, which raises as `NSObject`'s method does.
  /// - Returns: whether the call is one.
  func rewriteSuperObserveValue(_ node: FunctionCallExprSyntax) -> Bool {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(SuperExprSyntax.self) == true,
      member.declName.baseName.text == "observeValue", node.arguments.first?.label?.text == "forKeyPath",
      let enclosing = classScope.last(where: { $0 != nil }) ?? nil, let info = index.resolveClass(enclosing),
      let first = info.firstInherited, KnownTypes.foundationClasses.contains(first), let leftParen = node.leftParen
    else { return false }
    file.replace(member, with: "_objcObserveValueNotHandled")
    file.insert("self, ", at: leftParen.endPositionBeforeTrailingTrivia.utf8Offset)
    needsUIKit = true
    return true
  }

  private static func isObserveValue(_ function: FunctionDeclSyntax) -> Bool {
    function.name.text == "observeValue"
      && function.signature.parameterClause.parameters.map(\.firstName.text) == ["forKeyPath", "of", "change", "context"]
  }
}
