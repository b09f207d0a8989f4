import Foundation

/// A message logged with ``Logger`` or `os_log`: a string literal whose interpolations may
/// say how private a value is (`\(user, privacy: .public)`) and how it is formatted
/// (`\(ratio, format: .fixed(precision: 2))`), as Apple's `os` module takes it.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
  /// The message's interpolations.
  public let interpolation: OSLogInterpolation

  /// A message without interpolations.
  public init(stringLiteral value: String) {
    var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
    interpolation.appendLiteral(value)
    self.interpolation = interpolation
  }

  /// A message with interpolations.
  public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

  /// The text as the log shows it: a private value (`.private`, `.sensitive`, or a dynamic
  /// string with `.auto`) as `<private>`, as the log does when no debugger is attached.
  var formattedText: String { interpolation.text(revealingPrivate: false) }
}

/// The parts of a log message.
public struct OSLogInterpolation: StringInterpolationProtocol, @unchecked Sendable {
  // Unchecked: a message's values are read once, where it is logged.
  /// A part: literal text, or a value with its privacy.
  enum Part {
    case literal(String)
    case value(() -> String, isPrivate: Bool)
  }
  private(set) var parts: [Part] = []

  public init(literalCapacity: Int, interpolationCount: Int) {}

  public mutating func appendLiteral(_ literal: String) { parts.append(.literal(literal)) }

  /// A string.
  public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
    parts.append(.value({ align.aligned(value()) }, isPrivate: privacy.hidesDynamicValue))
  }

  /// A value that describes itself (numbers and Booleans take their own forms first).
  @_disfavoredOverload
  public mutating func appendInterpolation<T: CustomStringConvertible>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    parts.append(.value({ align.aligned(value().description) }, isPrivate: privacy.hidesDynamicValue))
  }

  /// An object.
  public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
    parts.append(.value({ value().description }, isPrivate: privacy.hidesDynamicValue))
  }

  /// A type.
  public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
    parts.append(.value({ align.aligned(String(describing: value())) }, isPrivate: privacy.hidesDynamicValue))
  }

  /// An error, by its description.
  public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto) {
    parts.append(.value({ String(describing: value()) }, isPrivate: privacy.hidesDynamicValue))
  }

  /// An integer: public unless said private, as numbers are in the log.
  public mutating func appendInterpolation<T: BinaryInteger>(
    _ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    parts.append(.value({ align.aligned(format.text(value())) }, isPrivate: privacy.hidesNumber))
  }

  /// A floating-point number.
  public mutating func appendInterpolation<T: BinaryFloatingPoint & CVarArg>(
    _ value: @autoclosure @escaping () -> T, format: OSLogFloatFormatting = .fixed, align: OSLogFloatAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    parts.append(.value({ align.aligned(format.text(Double(value()))) }, isPrivate: privacy.hidesNumber))
  }

  /// A Boolean value: `true`/`false`, or `YES`/`NO` with `.answer`.
  public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
    parts.append(.value({ format == .answer ? (value() ? "YES" : "NO") : (value() ? "true" : "false") }, isPrivate: privacy.hidesNumber))
  }

  // The same values with `attributes` (signpost names for Instruments, e.g. "name=id"): the
  // value is written as without them, as no tool reads them here.

  /// A string with attributes.
  public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String) {
    appendInterpolation(argumentString(), align: align, privacy: privacy)
  }

  /// A value that describes itself, with attributes.
  @_disfavoredOverload
  public mutating func appendInterpolation<T: CustomStringConvertible>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String
  ) {
    appendInterpolation(value(), align: align, privacy: privacy)
  }

  /// An object with attributes.
  public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto, attributes: String) {
    appendInterpolation(argumentObject(), privacy: privacy)
  }

  /// An integer with attributes.
  public mutating func appendInterpolation<T: FixedWidthInteger>(
    _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String
  ) {
    appendInterpolation(number(), format: format, align: align, privacy: privacy)
  }

  /// A double with attributes.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogFloatAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String
  ) {
    appendInterpolation(number(), format: format, align: align, privacy: privacy)
  }

  /// The message's text, private values shown or hidden.
  func text(revealingPrivate: Bool) -> String {
    parts.map { part in
      switch part {
      case .literal(let text): return text
      case .value(let value, let isPrivate): return isPrivate && !revealingPrivate ? "<private>" : value()
      }
    }.joined()
  }
}

/// How private an interpolated value is.
public struct OSLogPrivacy: Equatable, Sendable {
  enum Level: Equatable, Sendable { case auto, `public`, `private`, sensitive }
  let level: Level
  /// A mask the log shows instead of a private value.
  public struct Mask: Equatable, Sendable {
    let isHash: Bool
    /// A hash of the value.
    public static let hash = Mask(isHash: true)
    /// No mask.
    public static let none = Mask(isHash: false)
  }

  /// Private for dynamic strings and objects, public for numbers and Booleans.
  public static let auto = OSLogPrivacy(level: .auto)
  /// Shown.
  public static let `public` = OSLogPrivacy(level: .public)
  /// Hidden.
  public static let `private` = OSLogPrivacy(level: .private)
  /// Hidden, even from a debugger's log.
  public static let sensitive = OSLogPrivacy(level: .sensitive)
  /// Automatic, with a mask.
  public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto) }
  /// Hidden, with a mask.
  public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .private) }
  /// Sensitive, with a mask.
  public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .sensitive) }

  var hidesDynamicValue: Bool { level != .public }
  var hidesNumber: Bool { level == .private || level == .sensitive }
}

/// How an integer is written.
public struct OSLogIntegerFormatting: Sendable {
  enum Radix: Sendable { case decimal, hex, octal }
  let radix: Radix
  let explicitPositiveSign: Bool
  let includePrefix: Bool
  let uppercase: Bool
  let minDigits: Int

  /// Decimal.
  public static let decimal = OSLogIntegerFormatting(radix: .decimal, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
  /// Hexadecimal.
  public static let hex = OSLogIntegerFormatting(radix: .hex, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
  /// Octal.
  public static let octal = OSLogIntegerFormatting(radix: .octal, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
  /// Decimal, with options.
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits)
  }
  /// Hexadecimal, with options.
  public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
  }
  /// Octal, with options.
  public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
  }

  func text<T: BinaryInteger>(_ value: T) -> String {
    let base = radix == .hex ? 16 : radix == .octal ? 8 : 10
    var digits = String(value.magnitude, radix: base, uppercase: uppercase)
    if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
    if includePrefix { digits = (radix == .hex ? "0x" : radix == .octal ? "0" : "") + digits }
    let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
    return sign + digits
  }
}

/// How a floating-point number is written.
public struct OSLogFloatFormatting: Sendable {
  enum Style: Sendable { case fixed, exponential, hybrid }
  let style: Style
  let precision: Int?
  let explicitPositiveSign: Bool

  /// Fixed-point notation (six digits after the point, as `%f`).
  public static let fixed = OSLogFloatFormatting(style: .fixed, precision: nil, explicitPositiveSign: false)
  /// Exponential notation.
  public static let exponential = OSLogFloatFormatting(style: .exponential, precision: nil, explicitPositiveSign: false)
  /// The shorter of the two (as `%g`).
  public static let hybrid = OSLogFloatFormatting(style: .hybrid, precision: nil, explicitPositiveSign: false)
  /// Fixed-point notation with a precision.
  public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
    OSLogFloatFormatting(style: .fixed, precision: precision(), explicitPositiveSign: explicitPositiveSign)
  }
  /// Fixed-point notation.
  public static func fixed(explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
    OSLogFloatFormatting(style: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign)
  }
  /// Exponential notation with a precision.
  public static func exponential(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
    OSLogFloatFormatting(style: .exponential, precision: precision(), explicitPositiveSign: explicitPositiveSign)
  }
  /// The shorter notation with a precision.
  public static func hybrid(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
    OSLogFloatFormatting(style: .hybrid, precision: precision(), explicitPositiveSign: explicitPositiveSign)
  }

  func text(_ value: Double) -> String {
    let conversion = style == .fixed ? "f" : style == .exponential ? "e" : "g"
    let format = "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\($0)" } ?? "") + conversion
    return String(format: format, value)
  }
}

/// How a Boolean value is written.
public enum OSLogBoolFormat: Sendable {
  /// `true` or `false`.
  case truth
  /// `YES` or `NO`.
  case answer
}

/// A column width for a string.
public struct OSLogStringAlignment: Sendable {
  let minimumColumnWidth: Int
  let right: Bool
  /// No padding.
  public static let none = OSLogStringAlignment(minimumColumnWidth: 0, right: false)
  /// Padded on the left to `columns` characters.
  public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(minimumColumnWidth: columns(), right: true) }
  /// Padded on the right to `columns` characters.
  public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(minimumColumnWidth: columns(), right: false) }

  func aligned(_ text: String) -> String {
    guard text.count < minimumColumnWidth else { return text }
    let padding = String(repeating: " ", count: minimumColumnWidth - text.count)
    return right ? padding + text : text + padding
  }
}

/// A column width for an integer.
public typealias OSLogIntegerAlignment = OSLogStringAlignment
/// A column width for a floating-point number.
public typealias OSLogFloatAlignment = OSLogStringAlignment
