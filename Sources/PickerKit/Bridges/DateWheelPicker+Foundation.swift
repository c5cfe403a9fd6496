public import Foundation

extension DateWheelPicker {
  /// Creates date wheels for a Foundation locale and time zone, starting now; settings that
  /// cannot work (an interval that does not divide 60, a minimum after the maximum) are an error
  /// that says what is allowed.
  ///
  /// A bound's fields finer than the mode shows are dropped: a month-year picker's minimum
  /// 2025-06-15 is June 2025; without seconds, a bound's seconds are 0.
  public init(
    mode: DateMode, locale: Locale = Locale(identifier: LocaleData.readerDefault),
    timeZone: TimeZone = .current, minimum: LocalDateTime? = nil,
    maximum: LocalDateTime? = nil, minuteInterval: Int = 1, showsSeconds: Bool = false,
    repeatedTime: Occurrence = .first, virtualRowCount: Int = 10_000, now: Date = Date()
  ) throws(DateError) {
    try self.init(
      mode: mode, localeData: LocaleData(locale: locale, currencies: false),
      zone: ZoneRules(timeZone),
      now: Instant(now), minimum: minimum, maximum: maximum, minuteInterval: minuteInterval,
      showsSeconds: showsSeconds, repeatedTime: repeatedTime, virtualRowCount: virtualRowCount)
  }

  /// The locale that orders and names the wheels.
  public var locale: Locale { Locale(identifier: localeData.identifier) }

  /// The time zone that says which wall-clock times exist.
  public var timeZone: TimeZone { TimeZone(zone) }

  /// The instant some wall-clock fields mean in the picker's time zone, as a Foundation date
  /// (``moment(of:)``).
  public func instant(of fields: LocalDateTime) -> Date { Date(moment(of: fields)) }

  /// Where wheels start at a Foundation date.
  public func initialFields(now: Date) -> LocalDateTime { initialFields(now: Instant(now)) }

  /// Reads a minimum or maximum, counting words from a Foundation date in a Foundation zone.
  public static func bound(
    parsing text: String, mode: DateMode, timeZone: TimeZone, now: Date, seconds: Bool = false
  ) throws(DateError) -> LocalDateTime {
    try bound(
      parsing: text, mode: mode, zone: ZoneRules(timeZone), now: Instant(now), seconds: seconds)
  }

  /// The locale an identifier names, in either form (`de_DE` or `de-DE`, as browsers send it,
  /// `zh-Hant-TW`, `sr_RS`), or an error when Foundation knows no such language or region.
  public static func locale(identifier: String) throws(DateError) -> Locale {
    let trimmed = identifier.trimmingSpaces
    let refusal = unknownLocale(trimmed)
    guard !trimmed.isEmpty, trimmed.count <= Platform.longestName else { throw refusal }
    let locale = Locale(identifier: trimmed)
    guard let language = locale.language.languageCode,
      Locale.LanguageCode.isoLanguageCodes.contains(language)
    else { throw refusal }
    if let region = locale.region, !Locale.Region.isoRegions.contains(region) { throw refusal }
    return locale
  }
}

extension DateCorrection {
  /// The instant as a Foundation date (``moment``).
  public var instant: Date? { moment.map(Date.init) }
}

extension LocalDateTime: Codable {
  private enum Key: String, CodingKey {
    case year, month, day, hour, minute, second
  }

  /// Reads the fields from an object of them (a form's saved state).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init(
      year: try container.decode(Int.self, forKey: .year),
      month: try container.decode(Int.self, forKey: .month),
      day: try container.decode(Int.self, forKey: .day),
      hour: try container.decode(Int.self, forKey: .hour),
      minute: try container.decode(Int.self, forKey: .minute),
      second: try container.decode(Int.self, forKey: .second))
  }

  /// Writes the fields as an object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(year, forKey: .year)
    try container.encode(month, forKey: .month)
    try container.encode(day, forKey: .day)
    try container.encode(hour, forKey: .hour)
    try container.encode(minute, forKey: .minute)
    try container.encode(second, forKey: .second)
  }
}
