/// Values by key for the few keys a collection view has of a kind — its reuse identifiers, by
/// element kind —, asked for on every view that appears: the first keys are found by comparing
/// them in order (two equal strings compare without being read when they share storage, and a
/// short one in one machine word) instead of hashing two strings per lookup; a table of more
/// than ``linearCount`` keys finds the others through a dictionary.
///
/// The table is inlinable: its callers' builds specialise it for their keys.
///
/// Keys are never removed (a registration that is removed keeps its key with an empty value).
public struct SmallKeyTable<Key: Hashable, Value> {
  /// How many keys are compared in order before the dictionary is asked.
  @inlinable public static var linearCount: Int { 8 }

  @usableFromInline var keys: [Key] = []
  @usableFromInline var storedValues: [Value] = []
  /// The positions of the keys after the first ``linearCount``.
  @usableFromInline var positions: [Key: Int] = [:]

  /// An empty table.
  @inlinable public init() {}

  /// How many keys the table holds.
  @inlinable public var count: Int { keys.count }

  /// The values, in the order their keys were added.
  @inlinable public var values: [Value] { storedValues }

  /// The position of `key`, if the table holds it.
  @inlinable public func position(of key: Key) -> Int? {
    let linear = Swift.min(keys.count, Self.linearCount)
    var index = 0
    while index < linear {
      if keys[index] == key { return index }
      index += 1
    }
    return keys.count > linear ? positions[key] : nil
  }

  /// The value for `key`, or `nil`.
  @inlinable public subscript(key: Key) -> Value? {
    position(of: key).map { storedValues[$0] }
  }

  /// Sets the value for `key`, adding the key if the table does not hold it.
  @inlinable public mutating func set(_ value: Value, for key: Key) {
    if let index = position(of: key) { storedValues[index] = value } else { append(key, value) }
  }

  /// Runs `body` on the value for `key` in place, adding `defaultValue` first when the table
  /// does not hold the key.
  @inlinable public mutating func update<Result>(_ key: Key, default defaultValue: @autoclosure () -> Value, _ body: (inout Value) throws -> Result) rethrows -> Result {
    let index: Int
    if let found = position(of: key) {
      index = found
    } else {
      index = keys.count
      append(key, defaultValue())
    }
    return try body(&storedValues[index])
  }

  @usableFromInline mutating func append(_ key: Key, _ value: Value) {
    if keys.count >= Self.linearCount { positions[key] = keys.count }
    keys.append(key)
    storedValues.append(value)
  }
}

extension SmallKeyTable: Sendable where Key: Sendable, Value: Sendable {}
