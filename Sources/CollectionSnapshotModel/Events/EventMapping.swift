/// One row of a view's event forwarder (SendingState's `EventForwarder`): when `sender` reports
/// `event` (in one of `states`, for gestures), these actions go up to the action handlers.
///
/// The actions are evaluated when the event happens, from the state the view is bound to then
/// (a state-aware mapping reads it; after reuse that is the new item's model), as SendingState
/// re-evaluates `actions(for:event:)` at event time.
///
/// ```swift
/// enum PostCell: CellKind {
///   static var events: [EventMapping] {
///     [EventMapping("likeButton", .control(.touchUpInside)) { [PostAction.like] },
///      EventMapping("card", .gesture(.longPress), as: Post.self) { post in [PostAction.menu(post.id)] }]
///   }
/// }
/// ```
public struct EventMapping: Sendable {
  /// The sender's name (a subview: `likeButton`, `card`).
  public var sender: String
  /// What it reports.
  public var event: SenderEvent
  /// The recognizer states the mapping fires in (gestures only).
  public var states: Set<GestureState>
  /// The actions for the bound state (`nil` when the view is bound to none).
  let actions: @Sendable ((any Sendable)?) -> [any Sendable]

  /// A mapping whose actions do not depend on the bound state. Gestures fire in their kind's
  /// default states unless `states` is given.
  public init(_ sender: String, _ event: SenderEvent, on states: Set<GestureState>? = nil, _ actions: @escaping @Sendable () -> [any Sendable]) {
    self.sender = sender
    self.event = event
    self.states = Self.states(for: event, states)
    self.actions = { _ in actions() }
  }

  /// A state-aware mapping: its actions are made from the view's bound state cast to `State`,
  /// and there are none when the cast fails (SendingState's state-aware forms).
  public init<State: Sendable>(
    _ sender: String, _ event: SenderEvent, on states: Set<GestureState>? = nil, as state: State.Type,
    _ actions: @escaping @Sendable (State) -> [any Sendable]
  ) {
    self.sender = sender
    self.event = event
    self.states = Self.states(for: event, states)
    self.actions = { bound in (bound as? State).map(actions) ?? [] }
  }

  /// The actions when the view is bound to `state`.
  public func actions(boundTo state: (any Sendable)?) -> [any Sendable] { actions(state) }

  static func states(for event: SenderEvent, _ given: Set<GestureState>?) -> Set<GestureState> {
    if case .gesture(let kind) = event { return given ?? kind.defaultStates }
    return []
  }
}
