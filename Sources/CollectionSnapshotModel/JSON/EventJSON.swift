import CollectionSnapshotLayout

/// One event mapping: `{"sender": "like", "control": "touchUpInside", "actions": ["like"]}` or
/// `{"sender": "card", "gesture": "longPress", "states": ["began"], "actions": ["menu"]}`; the
/// actions are strings.
struct EventJSON: Decodable {
  let mapping: EventMapping

  enum CodingKeys: String, CodingKey, CaseIterable { case sender, control, gesture, states, actions }

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let event: SenderEvent
    switch (c.contains(.control), c.contains(.gesture)) {
    case (true, false): event = .control(try c.decodeChoice(ControlEvent.self, forKey: .control))
    case (false, true): event = .gesture(try c.decodeChoice(GestureKind.self, forKey: .gesture))
    default:
      throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "an event needs exactly one of control, gesture"))
    }
    var states: Set<GestureState>?
    if c.contains(.states) {
      guard case .gesture = event else { throw DecodingError.dataCorruptedError(forKey: .states, in: c, debugDescription: "only gestures have states") }
      var list = try c.nestedUnkeyedContainer(forKey: .states)
      var chosen = Set<GestureState>()
      while !list.isAtEnd {
        let name = try list.decode(String.self)
        guard let state = GestureState(rawValue: name) else {
          throw DecodingError.dataCorruptedError(in: list, debugDescription: "unknown state '\(name)'; expected \(GestureState.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        chosen.insert(state)
      }
      states = chosen
    }
    let actions = try c.decode([String].self, forKey: .actions)
    mapping = EventMapping(try c.decode(String.self, forKey: .sender), event, on: states) { actions }
  }
}
