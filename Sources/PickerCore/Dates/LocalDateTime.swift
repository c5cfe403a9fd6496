/// Wall-clock fields as the wheels show them, before any calendar or time zone says whether they
/// exist (February 30 and 02:30 on a spring-forward day are representable here, then corrected).
public struct LocalDateTime: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The year (Gregorian, from 1).
  public var year: Int
  /// The month, 1-12.
  public var month: Int
  /// The day of the month, 1-31.
  public var day: Int
  /// The hour, 0-23 (in countdown mode, any number of hours).
  public var hour: Int
  /// The minute, 0-59.
  public var minute: Int
  /// The second, 0-59 (0 unless the picker shows seconds).
  public var second: Int

  /// Creates wall-clock fields.
  public init(
    year: Int = 2001, month: Int = 1, day: Int = 1, hour: Int = 0, minute: Int = 0, second: Int = 0
  ) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// The fields as ISO text: `2025-02-28T14:30`, with seconds when there are any
  /// (`2025-02-28T14:30:15`).
  public var description: String {
    "\(dateText)T\(second == 0 ? timeText : timeTextWithSeconds)"
  }

  /// The date part as ISO text: `2025-02-28`.
  public var dateText: String {
    "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
  }

  /// The month and year as ISO text: `2025-02`.
  public var monthText: String { "\(Self.padded(year, 4))-\(Self.padded(month, 2))" }

  /// The time part as 24-hour text: `14:30`.
  public var timeText: String { "\(Self.padded(hour, 2)):\(Self.padded(minute, 2))" }

  /// The time part with seconds: `14:30:15`.
  public var timeTextWithSeconds: String { "\(timeText):\(Self.padded(second, 2))" }

  /// Orders fields by year, month, day, hour, minute, second.
  public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
    (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute, lhs.second)
      < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute, rhs.second)
  }

  package static func padded(_ number: Int, _ width: Int) -> String {
    let digits = String(number.magnitude)
    let zeros = String(repeating: "0", count: max(0, width - digits.count))
    return (number < 0 ? "-" : "") + zeros + digits
  }
}
