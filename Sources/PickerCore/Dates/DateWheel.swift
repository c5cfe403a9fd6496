/// One wheel of a date picker.
public struct DateWheel: Sendable, Hashable {
  /// Which field a wheel sets.
  public enum Field: String, Sendable, Hashable {
    /// The month, 12 rows.
    case month
    /// The day of the month, 31 rows.
    case day
    /// The year.
    case year
    /// The hour: 24 rows, 12 in 12-hour locales, or 0...max for a countdown.
    case hour
    /// The minute, on the minute grid.
    case minute
    /// The second, 60 rows, when the picker shows seconds.
    case second
    /// AM or PM.
    case meridiem
  }

  /// The field this wheel sets.
  public let field: Field
  /// The number of rows.
  public let rowCount: Int
  /// Whether the wheel wraps round (months, days, hours, minutes, seconds), as UIDatePicker's do.
  public let isCyclic: Bool
}
