import Foundation

/// A logger for a subsystem and category, as Apple's `os` module has it. What it logs goes to
/// the unified log on a device, which no screen shows: here each message's interpolations are
/// evaluated when it is logged (as the log does for a level it keeps) and the text is kept
/// nowhere; ``OSLog/disabled`` logs nothing.
public struct Logger: @unchecked Sendable {
  // Unchecked: the log object is immutable.
  let log: OSLog

  /// A logger for a subsystem (`com.example.shop`) and category (`Feed`).
  public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
  /// A logger writing to a log object.
  public init(_ logObj: OSLog) { log = logObj }
  /// A logger of the default log.
  public init() { log = .default }

  /// Logs at the default level.
  public func log(_ message: OSLogMessage) { log(level: .default, message) }
  /// Logs at a level.
  public func log(level: OSLogType, _ message: OSLogMessage) { self.log.write(message, type: level) }
  /// Logs a trace (debug level).
  public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
  /// Logs at the debug level.
  public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
  /// Logs at the info level.
  public func info(_ message: OSLogMessage) { log(level: .info, message) }
  /// Logs a notice (default level).
  public func notice(_ message: OSLogMessage) { log(level: .default, message) }
  /// Logs a warning (error level).
  public func warning(_ message: OSLogMessage) { log(level: .error, message) }
  /// Logs at the error level.
  public func error(_ message: OSLogMessage) { log(level: .error, message) }
  /// Logs a critical message (fault level).
  public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
  /// Logs at the fault level.
  public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// A log: a subsystem and a category.
public final class OSLog: NSObject, @unchecked Sendable {
  // Unchecked: immutable.
  /// The subsystem.
  public let subsystem: String
  /// The category.
  public let category: String
  let isDisabled: Bool

  /// A log for a subsystem and category.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    isDisabled = false
  }

  private init(disabled: Bool) {
    subsystem = ""
    category = ""
    isDisabled = disabled
  }

  /// The default log.
  public static let `default` = OSLog(disabled: false)
  /// A log that logs nothing.
  public static let disabled = OSLog(disabled: true)

  /// A category a log's messages may be kept under, for points of interest.
  public struct Category: RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Points of interest.
    public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
    /// Dynamic tracing.
    public static let dynamicTracing = Category(rawValue: "DynamicTracing")
    /// Dynamic stack tracing.
    public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
  }

  /// A log for a subsystem and one of the system's categories.
  public convenience init(subsystem: String, category: Category) { self.init(subsystem: subsystem, category: category.rawValue) }

  /// Whether messages of a level are kept (every level but debug's, as on a device).
  public func isEnabled(type: OSLogType) -> Bool { !isDisabled && type != .debug }

  /// Whether signposts are kept: never here (no Instruments).
  public var signpostsEnabled: Bool { false }

  /// Writes a message: its text is made (the interpolations run) and kept nowhere.
  func write(_ message: OSLogMessage, type: OSLogType) {
    guard !isDisabled else { return }
    _ = message.formattedText
  }
}

/// A message's level.
public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The default level.
  public static let `default` = OSLogType(rawValue: 0x00)
  /// Information.
  public static let info = OSLogType(rawValue: 0x01)
  /// Debugging.
  public static let debug = OSLogType(rawValue: 0x02)
  /// An error.
  public static let error = OSLogType(rawValue: 0x10)
  /// A fault.
  public static let fault = OSLogType(rawValue: 0x11)
}

/// Logs a `printf`-style message (`%{public}@`, `%d`), as the `os_log` function does.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
  log.write(OSLogMessage(stringLiteral: OSLogFormat.text(message.description, args)), type: type)
}

/// Logs a `printf`-style message at a level.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {
  log.write(OSLogMessage(stringLiteral: OSLogFormat.text(message.description, args)), type: type)
}

/// Logs an interpolated message at a level.
@_disfavoredOverload
public func os_log(_ type: OSLogType = .default, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, _ message: OSLogMessage) {
  log.write(message, type: type)
}

/// `printf`-style formats with the log's privacy decorations (`%{public}s`), written as
/// `String(format:)` writes them; `%s` takes a Swift string, as Swift code passes it to the
/// log.
enum OSLogFormat {
  static func text(_ format: String, _ args: [any CVarArg]) -> String {
    var plain = format
    for decoration in ["{public}", "{private}", "{sensitive}", "{bool}", "{BOOL}", "{time_t}", "{errno}", "{darwin.errno}"] {
      plain = plain.replacingOccurrences(of: decoration, with: "")
    }
    plain = plain.replacingOccurrences(of: "%s", with: "%@")
    return String(format: plain, arguments: args)
  }
}
