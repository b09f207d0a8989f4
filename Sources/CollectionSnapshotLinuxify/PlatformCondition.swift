import SwiftSyntax

/// `#if` conditions as an iPhone evaluates them: `os(iOS)`, `canImport(UIKit)` true; the other
/// operating systems (`os(macOS)`, `os(tvOS)`, `os(watchOS)`, `os(visionOS)`, `os(Linux)`…),
/// `canImport(AppKit)`, `canImport(WatchKit)`, `targetEnvironment(simulator)` and
/// `targetEnvironment(macCatalyst)` false (an app runs on a device). Other conditions (`DEBUG`,
/// `swift(>=5.9)`, `canImport(SwiftUI)`, `arch(…)`) are unknown: the compiler decides them.
enum PlatformCondition {
  /// The value of a condition, `nil` when it depends on something unknown.
  static func evaluate(_ condition: ExprSyntax) -> Bool? {
    if let value = atom(condition) { return value }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
      return evaluate(inner.expression)
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return evaluate(prefix.expression).map { !$0 }
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
      let left = evaluate(infix.leftOperand)
      let right = evaluate(infix.rightOperand)
      switch op.operator.text {
      case "&&":
        if left == false || right == false { return false }
        if left == true && right == true { return true }
        return nil
      case "||":
        if left == true || right == true { return true }
        if left == false && right == false { return false }
        return nil
      default: return nil
      }
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      return evaluateSequence(Array(sequence.elements))
    }
    if let boolean = condition.as(BooleanLiteralExprSyntax.self) { return boolean.literal.tokenKind == .keyword(.true) }
    return nil
  }

  /// An unfolded `a && b || c` (the parser leaves operators unfolded): `||` binds loosest.
  private static func evaluateSequence(_ elements: [ExprSyntax]) -> Bool? {
    var terms: [[ExprSyntax]] = [[]]
    for element in elements {
      if let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "||" {
        terms.append([])
      } else if let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "&&" {
        continue
      } else {
        terms[terms.count - 1].append(element)
      }
    }
    var any: Bool? = false
    for term in terms {
      var all: Bool? = true
      for factor in term {
        switch evaluate(factor) {
        case false?: all = false
        case nil where all != false: all = nil
        default: break
        }
      }
      switch all {
      case true?: return true
      case nil: any = nil
      default: break
      }
    }
    return any
  }

  /// The value of `os(…)`, `canImport(…)` or `targetEnvironment(…)`, if known.
  static func atom(_ condition: ExprSyntax) -> Bool? {
    guard let call = condition.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      call.arguments.count >= 1, let argument = call.arguments.first?.expression.trimmedDescription
    else { return nil }
    switch callee.baseName.text {
    case "os": return argument == "iOS"
    case "canImport":
      if ["UIKit", "CoreGraphics", "QuartzCore", "ImageIO", "Foundation", "os", "OSLog"].contains(argument) { return true }
      if ["AppKit", "WatchKit", "Cocoa"].contains(argument) { return false }
      return nil
    case "targetEnvironment": return ["simulator", "macCatalyst"].contains(argument) ? false : nil
    default: return nil
    }
  }
}
