/// Date, time, date-and-time, countdown, month-year and year wheels that can only hold real dates
/// and times.
///
/// Wheel order, month names and the 12/24-hour clock come from the locale (en_US month-day-year,
/// de_DE day-month-year); the calendar is Gregorian and the time zone explicit. The locale,
/// the zone and the current time come from the platform (``LocaleData``, ``ZoneRules``,
/// ``Instant``); PickerKit fills them from Foundation, a page from data the server hands it. Times
/// and countdowns may show seconds. Any selection
/// (February 30, 14:37 on a 15-minute grid, below the minimum, 02:30 on a spring-forward day)
/// corrects to the nearest valid one, and the correction says which wheel moved and why.
public struct DateWheelPicker: Sendable, Hashable {
  /// What the wheels pick.
  public let mode: DateMode
  /// The locale that orders and names the wheels, as the platform gave it.
  public let localeData: LocaleData
  /// The time zone that says which wall-clock times exist.
  public let zone: ZoneRules
  /// The earliest valid fields (for a countdown, the shortest duration).
  public let minimum: LocalDateTime
  /// The latest valid fields (for a countdown, the longest duration).
  public let maximum: LocalDateTime
  /// Minutes between rows of the minute wheel: a divisor of 60.
  public let minuteInterval: Int
  /// Whether a seconds wheel (00-59, cyclic) follows the minutes; always false for modes that
  /// show no time.
  public let showsSeconds: Bool
  /// Which instant a repeated wall-clock time means.
  public let repeatedTime: Occurrence
  /// The wheels, in the locale's order.
  public let wheels: [DateWheel]
  /// Whether the hour wheel shows 1-12 with an AM/PM wheel.
  public let uses12HourClock: Bool
  /// The clock a description asked for whatever the locale (its layout is in `localeData`, read
  /// with the clock's hour cycle); nil for the locale's own.
  public let hourClock: Clock?
  /// How many rows a cyclic wheel shows a front end (10,000 as UIDatePicker, or Int.max).
  public let virtualRowCount: Int
  /// When the wheels were made, which is where they start when nothing else is given.
  ///
  /// Two pickers made at different times are the same picker.
  public var startInstant: Instant { start.instant }

  /// The wheels as every front end draws them, made once.
  let pickerWheels: [PickerWheel]
  let clock: WallClock
  private(set) var start: StartInstant

  /// The years the year wheel holds when no minimum or maximum narrows them.
  public static let defaultYears = 1...9999

  /// Minute intervals UIDatePicker allows: the divisors of 60 up to 30.
  public static let minuteIntervals = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]

  /// Creates date wheels named and ordered by a locale's data, in a zone, made at an instant
  /// (where they start), as a platform hands them; settings that cannot work (an interval that
  /// does not divide 60, a minimum after the maximum) are an error that says what is allowed.
  ///
  /// A bound's fields finer than the mode shows are dropped: a month-year picker's minimum
  /// 2025-06-15 is June 2025; without seconds, a bound's seconds are 0.
  public init(
    mode: DateMode, localeData: LocaleData, zone: ZoneRules, now: Instant,
    minimum: LocalDateTime? = nil, maximum: LocalDateTime? = nil, minuteInterval: Int = 1,
    showsSeconds: Bool = false, repeatedTime: Occurrence = .first, virtualRowCount: Int = 10_000,
    hourClock: Clock? = nil
  ) throws(DateError) {
    guard Self.minuteIntervals.contains(minuteInterval) else {
      throw .badSetting(Self.intervalMessage(minuteInterval), setting: "minuteInterval")
    }
    self.mode = mode
    self.localeData = localeData
    self.zone = zone
    self.start = StartInstant(instant: now)
    self.minuteInterval = minuteInterval
    let showsSeconds = showsSeconds && mode.showsTime
    self.showsSeconds = showsSeconds
    self.repeatedTime = repeatedTime
    self.hourClock = mode.showsClock ? hourClock : nil
    self.virtualRowCount = max(virtualRowCount, 1)
    self.clock = WallClock(zone: zone)

    let defaultMaximum =
      mode == .countdown
      ? LocalDateTime(hour: 23, minute: 59, second: 59)
      : LocalDateTime(
        year: Self.defaultYears.upperBound, month: 12, day: 31, hour: 23, minute: 59, second: 59)
    // A bound that is no date (February 30) means the first real day after it, or the last
    // before it; fields outside their ranges are refused.
    var lowest = try Self.bound(
      minimum ?? LocalDateTime(year: Self.defaultYears.lowerBound), mode: mode,
      seconds: showsSeconds, role: "minimum", rollingForward: true)
    var highest = try Self.bound(
      maximum ?? defaultMaximum, mode: mode, seconds: showsSeconds, role: "maximum",
      rollingForward: false)
    if mode == .dateAndTime {
      // A bound inside an hour a daylight-saving change skips means the first time after the
      // gap, or the last one before it, so the latest legal time is never past the maximum.
      let clock = WallClock(zone: zone)
      if case .skipped(_, let nextValid, _) = clock.meaning(of: lowest) { lowest = nextValid }
      if case .skipped(let from, _, _) = clock.meaning(of: highest) {
        highest = WallClock.fields(
          localSeconds: WallClock.localSeconds(from) - (showsSeconds ? 1 : 60))
      }
    }
    guard lowest <= highest else {
      let text = { Self.isoText(of: $0, mode: mode, seconds: showsSeconds) }
      throw .badSetting(
        "the minimum \(text(lowest)) is after the maximum \(text(highest))", setting: "min")
    }
    if mode.showsTime {
      // Minutes since a midnight, so the grid (a divisor of 60) lines up with every hour.
      func minutes(_ fields: LocalDateTime) -> Int64 {
        mode == .dateAndTime
          ? WallClock.localSeconds(fields) / 60 : Int64(fields.hour * 60 + fields.minute)
      }
      let low = minutes(lowest)
      let interval = Int64(minuteInterval)
      let firstOnGrid = low + (interval - low % interval) % interval
      guard firstOnGrid <= minutes(highest) else {
        throw .badSetting(
          "no time from the minimum \(lowest.timeText) to the maximum \(highest.timeText) falls "
            + "on the \(minuteInterval)-minute grid: widen the range or use a finer interval",
          setting: "min")
      }
    }
    self.minimum = lowest
    self.maximum = highest

    uses12HourClock = mode != .countdown && localeData.uses12HourClock

    // A month-year picker takes the order of the locale's own month-year format (ja_JP: 2025年
    // 11月); the others, its full date's.
    let dateFormat = mode == .monthYear ? localeData.monthYearFormat : localeData.dateFormat
    let dateOrder = Self.fieldOrder(in: dateFormat).filter { field in
      switch field {
      case .day: mode.showsDay
      case .month: mode.showsMonth
      default: true
      }
    }
    let yearCount = highest.year - lowest.year + 1
    let dateWheels = dateOrder.map { field -> DateWheel in
      switch field {
      case .month: DateWheel(field: .month, rowCount: 12, isCyclic: true)
      case .day: DateWheel(field: .day, rowCount: 31, isCyclic: true)
      default: DateWheel(field: .year, rowCount: yearCount, isCyclic: false)
      }
    }
    let hourRows = mode == .countdown ? highest.hour + 1 : (uses12HourClock ? 12 : 24)
    var timeWheels = [
      DateWheel(field: .hour, rowCount: hourRows, isCyclic: mode != .countdown),
      DateWheel(field: .minute, rowCount: 60 / minuteInterval, isCyclic: true),
    ]
    if showsSeconds { timeWheels.append(DateWheel(field: .second, rowCount: 60, isCyclic: true)) }
    if uses12HourClock {
      let meridiem = DateWheel(field: .meridiem, rowCount: 2, isCyclic: false)
      // Locales that write "a h" (ja_JP: 午前 9時) put AM/PM first.
      if localeData.meridiemFirst {
        timeWheels.insert(meridiem, at: 0)
      } else {
        timeWheels.append(meridiem)
      }
    }
    switch mode {
    case .date, .monthYear, .year: wheels = dateWheels
    case .time, .countdown: wheels = timeWheels
    case .dateAndTime: wheels = dateWheels + timeWheels
    }
    pickerWheels = wheels.map { wheel in
      PickerWheel(
        rowCount: wheel.rowCount, isAdjustable: true, isCyclic: wheel.isCyclic,
        accessibleName: Self.accessibleName(of: wheel.field, mode: mode))
    }
  }

  /// A minimum or maximum as real wall-clock fields of the mode.
  static func bound(
    _ fields: LocalDateTime, mode: DateMode, seconds: Bool, role: String, rollingForward: Bool
  ) throws(DateError) -> LocalDateTime {
    var bound = normalized(fields, mode: mode, seconds: seconds)
    let hoursOK =
      mode == .countdown ? (0...9_999).contains(bound.hour) : (0...23).contains(bound.hour)
    guard (1...9_999).contains(bound.year) || !mode.showsDate, (1...12).contains(bound.month),
      (1...31).contains(bound.day), hoursOK, (0...59).contains(bound.minute),
      (0...59).contains(bound.second)
    else {
      throw .badSetting(
        "the \(role) \(bound) is not a date and time the wheels can show",
        setting: role == "maximum" ? "max" : "min")
    }
    let days = WallClock.daysInMonth(year: bound.year, month: bound.month)
    if mode.showsDay, bound.day > days {
      if rollingForward {
        bound = WallClock.fields(
          localSeconds: WallClock.localSeconds(
            LocalDateTime(year: bound.year, month: bound.month, day: days)) + 86_400)
      } else {
        bound = LocalDateTime(
          year: bound.year, month: bound.month, day: days, hour: 23, minute: 59, second: 59)
      }
      bound = normalized(bound, mode: mode, seconds: seconds)
    }
    return bound
  }

  /// The order of month, day and year in a localized date format such as `d. MMMM y`.
  static func fieldOrder(in format: String) -> [DateWheel.Field] {
    var order: [DateWheel.Field] = []
    var quoted = false
    for character in format {
      if character == "'" { quoted.toggle() }
      guard !quoted else { continue }
      let field: DateWheel.Field? =
        switch character {
        case "M", "L": .month
        case "d": .day
        case "y", "Y", "u": .year
        default: nil
        }
      if let field, !order.contains(field) { order.append(field) }
    }
    for field in [DateWheel.Field.month, .day, .year] where !order.contains(field) {
      order.append(field)
    }
    return order
  }

  /// Fields with the parts a mode does not show set to fixed values, so they compare by what shows.
  static func normalized(_ fields: LocalDateTime, mode: DateMode, seconds: Bool) -> LocalDateTime {
    var shown: LocalDateTime
    switch mode {
    case .date: shown = LocalDateTime(year: fields.year, month: fields.month, day: fields.day)
    case .monthYear: shown = LocalDateTime(year: fields.year, month: fields.month)
    case .year: shown = LocalDateTime(year: fields.year)
    case .time, .countdown:
      shown = LocalDateTime(hour: fields.hour, minute: fields.minute, second: fields.second)
    case .dateAndTime: shown = fields
    }
    if !seconds { shown.second = 0 }
    return shown
  }

  /// Fields with the parts this picker does not show set to fixed values.
  func normalized(_ fields: LocalDateTime) -> LocalDateTime {
    Self.normalized(fields, mode: mode, seconds: showsSeconds)
  }

  /// The locale's digits, for the numbers the wheels and words show (Arabic-Indic in ar_EG).
  var numberSymbols: NumberSymbols { localeData.numbers }
  /// The months' names on the month wheel.
  var monthNames: [String] { localeData.monthNames }
  /// The names of AM and PM.
  var meridiemNames: [String] { localeData.meridiemNames }

  /// Whether the mode shows a date (a day, a month or a year).
  var showsDate: Bool { mode.showsDate }
  /// Whether the mode shows a time or duration.
  var showsTime: Bool { mode.showsTime }
}

extension DateWheelPicker {
  /// The same wheels starting at another instant (a kept picker asked again later starts now).
  public func starting(at now: Instant) -> DateWheelPicker {
    var picker = self
    picker.start = StartInstant(instant: now)
    return picker
  }
}

/// When a picker was made, which says where its wheels start and nothing else: two pickers
/// made from one description at different times are equal.
struct StartInstant: Sendable, Hashable {
  let instant: Instant

  static func == (lhs: StartInstant, rhs: StartInstant) -> Bool { true }

  func hash(into hasher: inout Hasher) {}
}

extension DateWheelPicker {
  /// The minute intervals allowed, as a person reads them: `1, 2, 3, ..., 20 or 30`.
  public static var allowedIntervals: String {
    minuteIntervals.dropLast().map { String($0) }.joined(separator: ", ") + " or "
      + String(minuteIntervals[minuteIntervals.count - 1])
  }

  /// Why a minute interval is refused, and the ones allowed.
  public static func intervalMessage(_ interval: Int) -> String {
    "the minute interval must divide 60 (\(allowedIntervals)), got \(interval)"
  }

  /// A locale's data by identifier, in either form (`de_DE` or `de-DE`, as browsers send it,
  /// `zh-Hant-TW`), as the platform knows it, or an error saying what is allowed.
  public static func localeData(identifier: String, on platform: Platform) throws(DateError)
    -> LocaleData
  {
    let trimmed = identifier.trimmingSpaces
    guard !trimmed.isEmpty, trimmed.count <= Platform.longestName,
      let data = platform.locale(trimmed)
    else { throw unknownLocale(trimmed) }
    return data
  }

  /// The refusal of a locale no platform knows.
  public static func unknownLocale(_ identifier: String) -> DateError {
    .badSetting(
      "unknown locale \(Echo.shown(identifier)): use an identifier such as en_US, de-DE or "
        + "zh-Hant-TW", setting: "locale")
  }
}
