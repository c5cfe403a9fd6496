/// What a date picker picks, as UIDatePicker's modes, with month-year and year pickers besides.
public enum DateMode: String, Sendable, Hashable, CaseIterable {
  /// A calendar date: month, day and year wheels in the locale's order.
  case date
  /// A time of day on a minute grid: hour, minute and, in 12-hour locales, AM/PM.
  case time
  /// A date and a time.
  case dateAndTime = "datetime"
  /// A duration in hours and minutes.
  case countdown
  /// A month of a year (a card's expiry, a billing month): month and year wheels in the
  /// locale's order.
  case monthYear = "month-year"
  /// A year.
  case year

  /// Whether the wheels show a year (and so the value is a day, month or year of the calendar).
  public var showsDate: Bool {
    switch self {
    case .date, .dateAndTime, .monthYear, .year: true
    case .time, .countdown: false
    }
  }

  /// Whether the wheels show hours and minutes (a time of day or a duration).
  public var showsTime: Bool {
    switch self {
    case .time, .dateAndTime, .countdown: true
    case .date, .monthYear, .year: false
    }
  }

  /// Whether the wheels show a time of day, on a clock of 12 or 24 hours (a countdown's hours
  /// are a duration's).
  public var showsClock: Bool { self == .time || self == .dateAndTime }

  /// Whether the wheels show the day of the month.
  var showsDay: Bool { self == .date || self == .dateAndTime }

  /// Whether the wheels show the month.
  var showsMonth: Bool { showsDay || self == .monthYear }

  /// What a person calls the mode: `date and time`, `month and year`.
  public var name: String {
    switch self {
    case .dateAndTime: "date and time"
    case .monthYear: "month and year"
    default: rawValue
    }
  }
}
