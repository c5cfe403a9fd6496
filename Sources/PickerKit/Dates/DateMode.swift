/// What a date picker picks, as UIDatePicker's modes.
public enum DateMode: String, Sendable, Hashable, CaseIterable {
  /// A calendar date: month, day and year wheels in the locale's order.
  case date
  /// A time of day on a minute grid: hour, minute and, in 12-hour locales, AM/PM.
  case time
  /// A date and a time.
  case dateAndTime = "datetime"
  /// A duration in hours and minutes.
  case countdown
}
