/// An action handler of one action type, as SendingState's `AnyActionHandlingProvider` wraps an
/// `ActionHandlingProvider`: it receives only the actions of its type and drops the others.
public struct ActionHandler: Sendable {
  /// The action type's name, for the trace.
  public let actionType: String
  private let take: @Sendable (any Sendable) -> Bool

  /// A handler of `Action`s.
  public init<Action: Sendable>(_ type: Action.Type, _ handle: @escaping @Sendable (Action) -> Void) {
    actionType = String(describing: type)
    take = { action in
      guard let typed = action as? Action else { return false }
      handle(typed)
      return true
    }
  }

  /// Hands `action` over when it is of this handler's type.
  /// - Returns: whether it was taken.
  func offer(_ action: any Sendable) -> Bool { take(action) }
}
