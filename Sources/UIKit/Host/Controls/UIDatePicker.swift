import Foundation

/// A date picker: its date, mode and range (kept; setting the date sends no event).
@MainActor @preconcurrency
open class UIDatePicker: UIControl {
  /// What the picker picks.
  public enum Mode: Int, Sendable, Hashable {
    case time, date, dateAndTime, countDownTimer, yearAndMonth
  }
  /// How the picker shows.
  public enum Style: Int, Sendable, Hashable {
    case automatic, wheels, compact, inline
  }
  /// The date (the reference date until set: no clock is read).
  open var date = Date(timeIntervalSinceReferenceDate: 0)
  /// The mode.
  open var datePickerMode: Mode = .dateAndTime
  /// The style asked for.
  open var preferredDatePickerStyle: Style = .automatic
  /// The earliest date.
  open var minimumDate: Date?
  /// The latest date.
  open var maximumDate: Date?
  /// The minutes' step.
  open var minuteInterval = 1
  /// The locale.
  open var locale: Locale?
  /// The calendar.
  open var calendar: Calendar!
  /// The time zone.
  open var timeZone: TimeZone?
  /// Sets the date.
  open func setDate(_ date: Date, animated: Bool) { self.date = date }
}
