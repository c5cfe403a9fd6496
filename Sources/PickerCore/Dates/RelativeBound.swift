/// A minimum or maximum written relative to now: `today`, `tomorrow`, `yesterday`, `now`,
/// `+7d`, `-2w`, `+1mo`, `+1y`, `+2h`, `-30min`.
struct RelativeBound: Sendable, Hashable {
  /// What the offset counts.
  enum Unit: String, Sendable, Hashable, CaseIterable {
    case minutes = "min"
    case hours = "h"
    case days = "d"
    case weeks = "w"
    case months = "mo"
    case years = "y"
  }

  /// Where a bound counts from.
  enum Base: Sendable, Hashable {
    /// Now, to the minute (or second).
    case now
    /// The start of today.
    case today
  }

  let base: Base
  let count: Int64
  let unit: Unit

  /// Reads a relative bound, nil for text that is none (an ISO date is read elsewhere).
  ///
  /// A unit the mode cannot use (`+2h` for a date) and a count no arithmetic holds are refused
  /// with the forms the mode takes.
  init?(_ text: String, mode: DateMode, forms: String) throws(DateError) {
    let word = text.lowercased()
    let days: [String: Int64] = ["today": 0, "tomorrow": 1, "yesterday": -1]
    // `today` was always a bound, for every mode; the other words only where they mean
    // something (a countdown has no now).
    if word == "today" || (mode.showsDate && days[word] != nil) {
      self.init(base: .today, count: days[word] ?? 0, unit: .days)
      return
    }
    guard mode != .countdown else { return nil }
    if word == "now" {
      self.init(base: mode.showsTime ? .now : .today, count: 0, unit: .days)
      return
    }
    guard let sign = word.first, "+-−".contains(sign) else { return nil }
    let rest = word.dropFirst()
    let digits = rest.prefix { $0.isASCIIDigit }
    guard !digits.isEmpty else { return nil }
    guard let unit = Unit(rawValue: String(rest.dropFirst(digits.count))),
      Self.units(for: mode).contains(unit)
    else {
      throw .notInForm(String(text.prefix(32)), form: forms)
    }
    // Eighteen digits always fit an Int64 (on every host); more are too far whatever the unit.
    guard digits.count <= 18, let magnitude = Int64(digits) else {
      throw .tooFar(String(text.prefix(32)), years: DateWheelPicker.defaultYears)
    }
    let datesOnly = mode.showsDate && !mode.showsTime
    self.init(
      base: datesOnly ? .today : .now, count: sign == "+" ? magnitude : -magnitude, unit: unit)
  }

  private init(base: Base, count: Int64, unit: Unit) {
    self.base = base
    self.count = count
    self.unit = unit
  }

  /// The units a mode counts in: dates in days and longer, times of day in hours and minutes.
  static func units(for mode: DateMode) -> [Unit] {
    switch mode {
    case .date, .monthYear, .year: [.days, .weeks, .months, .years]
    case .time: [.hours, .minutes]
    case .dateAndTime: Unit.allCases
    case .countdown: []
    }
  }

  /// The bound's fields counted from `now`'s fields, with checked arithmetic.
  func fields(from now: LocalDateTime, mode: DateMode, seconds: Bool, text: String)
    throws(DateError) -> LocalDateTime
  {
    let tooFar = DateError.tooFar(String(text.prefix(32)), years: DateWheelPicker.defaultYears)
    var start = now
    if !seconds { start.second = 0 }
    if base == .today { start = LocalDateTime(year: now.year, month: now.month, day: now.day) }
    let years = DateWheelPicker.defaultYears
    var result: LocalDateTime
    switch unit {
    case .minutes, .hours, .days, .weeks:
      let perUnit: Int64 =
        switch unit {
        case .minutes: 60
        case .hours: 3_600
        case .days: 86_400
        default: 604_800
        }
      let (offset, overflow) = count.multipliedReportingOverflow(by: perUnit)
      let (local, sumOverflow) = WallClock.localSeconds(start).addingReportingOverflow(offset)
      // Checked before the fields are made: a year past 32 bits would trap on wasm32.
      guard !overflow, !sumOverflow,
        WallClock.localSeconds(LocalDateTime(year: years.lowerBound)) <= local,
        local < WallClock.localSeconds(LocalDateTime(year: years.upperBound + 1))
      else { throw tooFar }
      result = WallClock.fields(localSeconds: local)
    case .months, .years:
      let (months, overflow) =
        unit == .years ? count.multipliedReportingOverflow(by: 12) : (count, false)
      let (total, sumOverflow) = Int64(start.year * 12 + start.month - 1)
        .addingReportingOverflow(months)
      guard !overflow, !sumOverflow else { throw tooFar }
      let year = total >= 0 ? total / 12 : (total - 11) / 12
      guard (Int64(years.lowerBound)...Int64(years.upperBound)).contains(year) else { throw tooFar }
      result = start
      result.year = Int(year)
      result.month = Int(total - year * 12 + 1)
      result.day = min(start.day, WallClock.daysInMonth(year: result.year, month: result.month))
    }
    guard years.contains(result.year) else { throw tooFar }
    return result
  }
}
