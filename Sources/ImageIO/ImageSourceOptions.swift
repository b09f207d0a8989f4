import Foundation

/// An options dictionary as app code passes it (`[CFString: Any] as CFDictionary`), read by
/// key: its values may be Swift's numbers and Booleans or Foundation's `NSNumber`.
struct ImageSourceOptions {
  private let values: [String: Any]

  init(_ dictionary: NSDictionary?) {
    var values: [String: Any] = [:]
    dictionary?.forEach { key, value in
      if let key = key as? String { values[key] = value }
    }
    self.values = values
  }

  /// The option as a Boolean: false when absent or not a Boolean or number.
  func bool(_ key: String) -> Bool {
    switch values[key] {
    case let value as Bool: value
    case let value as NSNumber: value.boolValue
    default: false
    }
  }

  /// The option as a whole number (a fraction rounded down), or `nil` when absent or not a number.
  func integer(_ key: String) -> Int? {
    switch values[key] {
    case let value as Int: value
    case let value as Double: value.isFinite ? Int(exactly: value.rounded(.down)) : nil
    case let value as CGFloat: value.isFinite ? Int(exactly: Double(value).rounded(.down)) : nil
    case let value as Float: value.isFinite ? Int(exactly: Double(value).rounded(.down)) : nil
    case let value as NSNumber: value.intValue
    default: nil
    }
  }
}
