/// Wall-clock arithmetic and the time zone's view of a wall-clock time.
///
/// Civil-date arithmetic is hand-written (Howard Hinnant's days-from-civil) because it is a few
/// lines of integer math, exact over the proleptic Gregorian calendar, and allocation-free, where
/// Foundation's Calendar would allocate per call on the hot correction path (and the core has
/// no Foundation). Seconds are `Int64`: the year 9999 is 2.5e11 seconds from 1970, past a 32-bit
/// `Int` on wasm32.
package struct WallClock: Sendable, Hashable {
  let zone: ZoneRules

  /// What a wall-clock time means in a time zone.
  enum Meaning: Sendable, Hashable {
    /// One instant.
    case unique(Instant)
    /// Two instants: a fall-back change repeats this time.
    case repeated(first: Instant, second: Instant)
    /// No instant: a spring-forward change skips it; the clocks jump from `skippedFrom` to
    /// `nextValid`, which is `instant`.
    case skipped(skippedFrom: LocalDateTime, nextValid: LocalDateTime, instant: Instant)
  }

  /// Whether a Gregorian year has February 29 (divisible by 4, except centuries not by 400).
  static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days in a Gregorian month.
  static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 of a Gregorian date.
  package static func days(year: Int, month: Int, day: Int) -> Int64 {
    let y = Int64(month <= 2 ? year - 1 : year)
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = Int64((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1)
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The Gregorian date of a day count since 1970-01-01.
  package static func date(days: Int64) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0)), Int(month), Int(day))
  }

  /// The weekday of a day count since 1970-01-01: 0 Sunday to 6 Saturday (1970-01-01 was a
  /// Thursday).
  package static func weekday(days: Int64) -> Int64 { ((days + 4) % 7 + 7) % 7 }

  /// The fields read as if they were UTC, in seconds since 1970.
  package static func localSeconds(_ fields: LocalDateTime) -> Int64 {
    days(year: fields.year, month: fields.month, day: fields.day) * 86_400
      + Int64(fields.hour) * 3_600 + Int64(fields.minute) * 60 + Int64(fields.second)
  }

  /// The wall-clock fields of a count of local seconds since 1970.
  package static func fields(localSeconds: Int64) -> LocalDateTime {
    let days = localSeconds >= 0 ? localSeconds / 86_400 : (localSeconds - 86_399) / 86_400
    let rest = Int(localSeconds - days * 86_400)
    let (year, month, day) = date(days: days)
    return LocalDateTime(
      year: year, month: month, day: day, hour: rest / 3_600, minute: rest % 3_600 / 60,
      second: rest % 60)
  }

  /// The wall-clock fields of an instant in this time zone.
  func fields(of instant: Instant) -> LocalDateTime {
    Self.fields(localSeconds: instant.secondsSince1970 + Int64(zone.offset(at: instant)))
  }

  /// What a wall-clock time means here: one instant, two (repeated), or none (skipped).
  func meaning(of fields: LocalDateTime) -> Meaning {
    let local = Self.localSeconds(fields)
    func instant(_ seconds: Int64) -> Instant { Instant(secondsSince1970: seconds) }
    var offsets: [Int] = []
    for day: Int64 in [-86_400, 0, 86_400] {
      let offset = zone.offset(at: instant(local + day))
      if !offsets.contains(offset) { offsets.append(offset) }
    }
    let instants = offsets.compactMap { offset -> Instant? in
      let candidate = instant(local - Int64(offset))
      return zone.offset(at: candidate) == offset ? candidate : nil
    }.ordered()
    if instants.count >= 2, let first = instants.first, let second = instants.last {
      return .repeated(first: first, second: second)
    }
    if let only = instants.first { return .unique(only) }
    // Skipped: the change happens at the first transition after the earliest reading.
    let earliest = instant(local - Int64(offsets.max() ?? 0) - 86_400)
    guard let change = zone.nextChange(after: earliest) else { return .unique(instant(local)) }
    let before = zone.offset(at: instant(change.secondsSince1970 - 1))
    return .skipped(
      skippedFrom: Self.fields(localSeconds: change.secondsSince1970 + Int64(before)),
      nextValid: self.fields(of: change), instant: change)
  }
}
