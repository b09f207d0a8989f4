import Foundation

/// Marks intervals and events for Instruments, as Apple's `os` module has it. No profiler
/// records them here: intervals begin and end, IDs are made, and nothing is kept.
public struct OSSignposter: @unchecked Sendable {
  // Unchecked: the log object is immutable.
  let log: OSLog

  /// A signposter for a subsystem and category.
  public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
  /// A signposter for a system category.
  public init(subsystem: String, category: OSLog.Category) { log = OSLog(subsystem: subsystem, category: category) }
  /// A signposter of a logger's log.
  public init(logger: Logger) { log = logger.log }
  /// A signposter of a log.
  public init(logHandle: OSLog) { log = logHandle }
  /// A signposter that records nothing.
  public static let disabled = OSSignposter(logHandle: .disabled)

  /// Whether signposts are recorded: never here.
  public var isEnabled: Bool { false }

  /// A new signpost ID.
  public func makeSignpostID() -> OSSignpostID { OSSignpostID.next() }
  /// A signpost ID made from an object.
  public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))) }

  /// Begins an interval.
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState { OSSignpostIntervalState(id: id) }
  /// Begins an interval with a message.
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
    OSSignpostIntervalState(id: id)
  }
  /// Ends an interval.
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
  /// Ends an interval with a message.
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}
  /// Marks an event.
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
  /// Marks an event with a message.
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}
  /// Runs `task` as an interval.
  public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T { try task() }
}

/// An interval begun by ``OSSignposter``.
public struct OSSignpostIntervalState: Sendable {
  /// The interval's ID.
  public let signpostID: OSSignpostID
  init(id: OSSignpostID) { signpostID = id }
}

/// A signpost's ID.
public struct OSSignpostID: Equatable, Hashable, Comparable, Sendable {
  /// The value.
  public let rawValue: UInt64
  /// An ID from a value.
  public init(_ value: UInt64) { rawValue = value }
  /// A new ID for a log.
  public init(log: OSLog) { self = .next() }
  /// A new ID for a log from an object.
  public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }

  /// No ID.
  public static let null = OSSignpostID(0)
  /// An invalid ID.
  public static let invalid = OSSignpostID(~0)
  /// The ID of intervals that do not overlap.
  public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)

  public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

  private static let counter = OSAllocatedUnfairLock(initialState: UInt64(0))
  static func next() -> OSSignpostID { OSSignpostID(counter.withLock { $0 += 1; return $0 }) }
}

/// The kind of a signpost of `os_signpost`.
public struct OSSignpostType: Equatable, Sendable {
  let rawValue: UInt8
  /// An event.
  public static let event = OSSignpostType(rawValue: 0)
  /// The beginning of an interval.
  public static let begin = OSSignpostType(rawValue: 1)
  /// The end of an interval.
  public static let end = OSSignpostType(rawValue: 2)
}

/// Marks a signpost (nothing is recorded here).
public func os_signpost(
  _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive
) {}

/// Marks a signpost with a `printf`-style message (nothing is recorded here).
public func os_signpost(
  _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive,
  _ format: StaticString, _ arguments: any CVarArg...
) {}
