/// Date and time wheels described: the mode, bounds, minute grid, seconds, locale and zone.
public struct DateSpec: Sendable, Hashable {
  /// What the wheels pick.
  public var mode: DateMode
  /// The earliest valid value: the mode's ISO text, or a word counted from now (`today`,
  /// `tomorrow`, `now`, `+7d`, `-2h`); nil for the year 1 (a countdown's 0:00).
  public var min: String?
  /// The latest valid value, in the same forms; nil for the end of the year 9999 (a countdown's
  /// 23:59).
  public var max: String?
  /// Minutes between rows of the minute wheel: a divisor of 60 up to 30.
  public var minuteInterval: Int
  /// Whether a time, date-time or countdown shows a seconds wheel.
  public var seconds: Bool
  /// The locale that orders and names the wheels (`en_US`, `de-DE`).
  public var locale: String
  /// The IANA time zone; nil for this machine's.
  public var timeZone: String?
  /// Which instant a wall-clock time that a fall-back change repeats means.
  public var repeated: Occurrence
  /// The clock of a time's or date-time's hour wheel, whatever the locale; nil for the locale's
  /// (en_US 12 hours, de_DE 24).
  public var clock: Clock?
  /// Whether the wheels pick a start and an end (``DateRangePicker``), written `START/END`.
  public var range = false
  /// With `range`, the longest span from start to end (`14d`, `2w`, `8h`), or nil for none.
  public var longest: String?

  /// Describes date wheels; every setting but the mode has a default.
  public init(
    mode: DateMode = .date, min: String? = nil, max: String? = nil, minuteInterval: Int = 1,
    seconds: Bool = false, locale: String = LocaleData.readerDefault, timeZone: String? = nil,
    repeated: Occurrence = .first, clock: Clock? = nil
  ) {
    self.mode = mode
    self.min = min
    self.max = max
    self.minuteInterval = minuteInterval
    self.seconds = seconds
    self.locale = locale
    self.timeZone = timeZone
    self.repeated = repeated
    self.clock = clock
  }

  /// Describes a date picker: its bounds as ISO text, its locale and zone by identifier.
  public init(_ picker: DateWheelPicker) {
    self.init(
      mode: picker.mode, min: picker.isoText(of: picker.minimum),
      max: picker.isoText(of: picker.maximum), minuteInterval: picker.minuteInterval,
      seconds: picker.showsSeconds,
      locale: picker.hourClock == nil
        ? picker.localeData.identifier : Clock.withoutClock(picker.localeData.identifier),
      timeZone: picker.zone.identifier, repeated: picker.repeatedTime, clock: picker.hourClock)
  }

  /// Describes a date range: its ends' wheels, and its longest span.
  public init(_ picker: DateRangePicker) {
    self.init(picker.dates)
    range = true
    longest = picker.longest
  }

  /// The settings a date description takes.
  public static let settings = [
    "mode", "min", "max", "minuteInterval", "seconds", "clock", "locale", "timeZone", "repeated",
    "range", "longest",
  ]

  /// Builds a start and an end on the wheels the description makes (a range, `longest` its
  /// span).
  public func makeRangePicker(
    on platform: Platform, minimum: LocalDateTime? = nil, maximum: LocalDateTime? = nil
  ) throws(SpecError) -> DateRangePicker {
    let dates = try makePicker(on: platform, minimum: minimum, maximum: maximum)
    do {
      return try DateRangePicker(dates: dates, longest: longest)
    } catch {
      throw SpecError(setting: error.setting ?? "range", message: error.description)
    }
  }

  /// The time zone the description names, from the platform (its own zone without one).
  public func zone(on platform: Platform) throws(SpecError) -> ZoneRules {
    guard let timeZone else { return platform.currentZone }
    guard timeZone.count <= Platform.longestName, let zone = platform.zone(timeZone) else {
      throw SpecError(
        setting: "timeZone",
        message: "unknown time zone \(Echo.shown(timeZone)): use an IANA name such as "
          + "Europe/Berlin or UTC")
    }
    return zone
  }

  /// Builds the wheels on a platform, counting relative bounds from its now in the
  /// description's zone.
  ///
  /// A setting that cannot work is an error naming it. A `minimum` or `maximum` given as
  /// wall-clock fields (a form's bound that names another field) stands in for the
  /// description's.
  public func makePicker(
    on platform: Platform, virtualRowCount: Int = 10_000, minimum: LocalDateTime? = nil,
    maximum: LocalDateTime? = nil
  ) throws(SpecError) -> DateWheelPicker {
    let zone = try zone(on: platform)
    if seconds, !mode.showsTime {
      throw SpecError(
        setting: "seconds",
        message: "seconds adds a seconds wheel to a time, datetime or countdown; "
          + "mode \(mode.rawValue) has no time")
    }
    if clock != nil, !mode.showsClock {
      throw SpecError(
        setting: "clock",
        message: "clock sets the hours of a time or datetime; mode \(mode.rawValue) has no "
          + "time of day")
    }
    let localeData: LocaleData
    do {
      // The other clock's layout is the locale's own with that hour cycle (`en_US@hours=h23`),
      // and a locale the platform does not know is refused by the name the description gave.
      let named = try DateWheelPicker.localeData(identifier: locale, on: platform)
      localeData =
        try clock.map { (clock) throws(DateError) in
          try DateWheelPicker.localeData(identifier: clock.locale(named.identifier), on: platform)
        } ?? named
    } catch {
      throw SpecError(setting: "locale", message: error.description)
    }
    func bound(_ text: String?, _ name: String) throws(SpecError) -> LocalDateTime? {
      guard let text else { return nil }
      do {
        return try DateWheelPicker.bound(
          parsing: text, mode: mode, zone: zone, now: platform.now, seconds: seconds)
      } catch {
        throw SpecError(setting: name, message: "\(name) \(Echo.shown(text)): \(error)")
      }
    }
    let minimum = try minimum == nil ? bound(min, "min") : minimum
    let maximum = try maximum == nil ? bound(max, "max") : maximum
    do {
      return try DateWheelPicker(
        mode: mode, localeData: localeData, zone: zone, now: platform.now, minimum: minimum,
        maximum: maximum, minuteInterval: minuteInterval, showsSeconds: seconds,
        repeatedTime: repeated, virtualRowCount: virtualRowCount, hourClock: clock)
    } catch {
      throw SpecError(setting: error.setting ?? "min", message: error.description)
    }
  }
}
