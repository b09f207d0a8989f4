/// A coding key for any string, to see every key of a JSON object.
package struct AnyCodingKey: CodingKey {
  package var stringValue: String
  package var intValue: Int?
  package init(_ string: String) {
    stringValue = string
    intValue = nil
  }
  package init?(stringValue: String) { self.init(stringValue) }
  package init?(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}

extension Decoder {
  /// A keyed container that refuses keys it does not know, so a misspelt key ("interGroupSpacng")
  /// is an error naming it rather than a silently ignored value. One unknown key is named at its
  /// own path; several are named together, in alphabetical order, at the object's path (the
  /// decoder's key order is a dictionary's, so the message must not depend on it).
  package func strictContainer<Key: CodingKey & CaseIterable>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    let all = try container(keyedBy: AnyCodingKey.self)
    let known = Key.allCases.map(\.stringValue)
    let unknown = all.allKeys.filter { !known.contains($0.stringValue) }.sorted { $0.stringValue < $1.stringValue }
    let expected = "expected one of: \(known.joined(separator: ", "))"
    if unknown.count == 1, let key = unknown.first {
      throw DecodingError.dataCorruptedError(forKey: key, in: all, debugDescription: "unknown key '\(key.stringValue)'; \(expected)")
    }
    if !unknown.isEmpty {
      let names = unknown.map { "'\($0.stringValue)'" }.joined(separator: ", ")
      throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: "unknown keys \(names); \(expected)"))
    }
    return try container(keyedBy: Key.self)
  }

  /// Decodes an object with exactly one key among `Key`'s cases (the JSON form of Swift enums
  /// with a payload: `{"fractionalWidth": 0.5}`), returning that key.
  package func singleKey<Key: CodingKey & CaseIterable>(of type: Key.Type, what: String) throws -> (Key, KeyedDecodingContainer<Key>) {
    let container = try strictContainer(keyedBy: Key.self)
    let keys = container.allKeys
    guard keys.count == 1, let key = keys.first else {
      let expected = Key.allCases.map(\.stringValue).joined(separator: ", ")
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: codingPath, debugDescription: "\(what) needs exactly one of: \(expected); got \(keys.count) keys"))
    }
    return (key, container)
  }
}

extension KeyedDecodingContainer {
  /// The one key of `names` the object has, when other keys (a named key's options) may stand
  /// beside it: `{"moveItem": "p1", "after": "p4"}` is named by `moveItem`.
  package func named(_ names: [Key], what: String) throws -> Key {
    let present = names.filter { contains($0) }
    guard present.count == 1, let name = present.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "\(what) needs exactly one of: \(names.map(\.stringValue).joined(separator: ", ")); got \(present.count)"))
    }
    return name
  }

  /// A number that must be finite (and, with `positive`, greater than zero).
  package func decodeNumber(_ key: Key, positive: Bool = false, nonNegative: Bool = false) throws -> Double {
    let value = try decode(Double.self, forKey: key)
    if !value.isFinite || (positive && value <= 0) || (nonNegative && value < 0) {
      let rule = positive ? "a positive number" : (nonNegative ? "a number ≥ 0" : "a finite number")
      throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "must be \(rule), got \(value)")
    }
    return value
  }

  package func decodeNumberIfPresent(_ key: Key, positive: Bool = false, nonNegative: Bool = false) throws -> Double? {
    contains(key) ? try decodeNumber(key, positive: positive, nonNegative: nonNegative) : nil
  }
}

/// Turns a `DecodingError` into the JSON path of the bad value and a reason.
public enum JSONDecodingFailure {
  /// `$.layout.sections[0].group.subitems[1]`-style path of a coding path.
  public static func path(_ codingPath: [any CodingKey]) -> String {
    var text = "$"
    for key in codingPath {
      if let index = key.intValue, key.stringValue == String(index) || key.stringValue.hasPrefix("Index ") {
        text += "[\(index)]"
      } else {
        text += "." + key.stringValue
      }
    }
    return text
  }

  /// The path and a readable reason for a decoding error; other errors keep their description.
  public static func describe(_ error: any Error) -> (path: String, reason: String) {
    guard let error = error as? DecodingError else { return ("$", "\(error)") }
    switch error {
    case .typeMismatch(let type, let context):
      // Foundation's own text names Swift types ("Expected to decode Dictionary<String, Any> but
      // found a string instead."): only what it found is kept.
      let text = context.debugDescription
      if text.hasPrefix("Expected to decode "), let found = text.firstRange(of: " but found ") {
        var what = String(text[found.upperBound...])
        if what.hasSuffix(" instead.") { what.removeLast(" instead.".count) }
        return (path(context.codingPath), "expected \(typeName(type)), found \(what)")
      }
      return (path(context.codingPath), "expected \(typeName(type)): \(text)")
    case .valueNotFound(let type, let context):
      return (path(context.codingPath), "missing value: expected \(typeName(type))")
    case .keyNotFound(let key, let context):
      return (path(context.codingPath + [key]), "missing required key '\(key.stringValue)'")
    case .dataCorrupted(let context):
      var reason = context.debugDescription
      if let underlying = context.underlyingError { reason += " (\(underlying))" }
      return (path(context.codingPath), reason)
    @unknown default:
      return ("$", "\(error)")
    }
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch "\(type)" {
    case "Double", "Float", "Int": return "a number"
    case "String": return "a string"
    case "Bool": return "true or false"
    case let name where name.hasPrefix("Array"): return "an array"
    case let name where name.hasPrefix("Dictionary"): return "an object"
    case let name: return name
    }
  }
}

extension KeyedDecodingContainer {
  /// A string naming a case of `T`, with the allowed names in the error.
  package func decodeChoice<T: RawRepresentable & CaseIterable>(_ type: T.Type, forKey key: Key) throws -> T where T.RawValue == String {
    let raw = try decode(String.self, forKey: key)
    guard let value = T(rawValue: raw) else {
      let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
      throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "unknown value '\(raw)'; expected one of: \(allowed)")
    }
    return value
  }

  package func decodeChoiceIfPresent<T: RawRepresentable & CaseIterable>(_ type: T.Type, forKey key: Key) throws -> T? where T.RawValue == String {
    contains(key) ? try decodeChoice(type, forKey: key) : nil
  }
}
