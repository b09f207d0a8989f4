/// The callbacks and events of a headless collection view, in the order they happened.
public struct Trace: Sendable, Hashable, CustomStringConvertible {
  /// Every event, oldest first.
  public private(set) var events: [TraceEvent] = []

  /// An empty trace.
  public init() {}

  /// Appends an event.
  public mutating func append(_ event: TraceEvent) { events.append(event) }

  /// Appends another trace's events.
  public mutating func append(contentsOf other: Trace) { events.append(contentsOf: other.events) }

  /// The events from `index` on (to read what one step caused).
  public func events(since index: Int) -> ArraySlice<TraceEvent> { events[min(index, events.count)...] }

  /// Removes the last `count` events.
  mutating func removeLast(_ count: Int) { events.removeLast(count) }

  /// Removes every event.
  public mutating func removeAll() { events.removeAll() }

  /// One event a line, each ending with a newline: the form a trace snapshot stores.
  public var text: String { events.map { "\($0)\n" }.joined() }

  public var description: String { text }
}
