import SwiftSyntax

/// The code an iPhone compiles: the members and statements of the `#if` branches that
/// ``PlatformCondition`` selects (every branch, when a condition is unknown).
enum ActiveCode {
  /// Whether an `#if` is decided, and the branch that stays (`nil`: none).
  static func decision(_ ifConfig: IfConfigDeclSyntax) -> (decided: Bool, active: IfConfigClauseSyntax?) {
    for clause in ifConfig.clauses {
      guard let condition = clause.condition else { return (true, clause) }
      switch PlatformCondition.evaluate(condition) {
      case true?: return (true, clause)
      case false?: continue
      case nil: return (false, nil)
      }
    }
    return (true, nil)
  }

  /// The branches of an `#if` that stay: the selected one, or all when undecided.
  static func activeClauses(_ ifConfig: IfConfigDeclSyntax) -> [IfConfigClauseSyntax] {
    let (decided, active) = decision(ifConfig)
    guard decided else { return Array(ifConfig.clauses) }
    return active.map { [$0] } ?? []
  }

  /// The members of a block, the active branches of its `#if`s flattened in.
  static func members(_ list: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
    var result: [MemberBlockItemSyntax] = []
    for item in list {
      if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
        for clause in activeClauses(ifConfig) {
          if case .decls(let nested) = clause.elements { result.append(contentsOf: members(nested)) }
        }
      } else {
        result.append(item)
      }
    }
    return result
  }
}
