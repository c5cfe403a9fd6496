/// The clock times are shown and picked on: 12 hours with AM and PM, or 24.
///
/// A locale has one it prefers (CLDR's hour pattern: en_US 12, de_DE 24); a description may ask
/// for either whatever the locale (a date picker's `clock`, a thermostat page's). The other
/// clock's layout comes from the platform's data for the locale with CLDR's `hours` keyword
/// (`en_US@hours=h23`, `ja_JP@hours=h12` puts 午前 before the hour), so each locale writes its
/// own.
public enum Clock: Int, Sendable, Hashable, CaseIterable {
  case twelve = 12
  case twentyFour = 24

  /// What a `clock` setting must be, for messages.
  public static let allowed = "12 or 24 (hours)"

  /// The clock a locale reads times on: 12 hours where its hour pattern has AM and PM.
  public init(locale: LocaleData) {
    self = locale.uses12HourClock ? .twelve : .twentyFour
  }

  /// A locale's identifier with this clock's hour cycle (CLDR's `hours` keyword, `h12` or
  /// `h23`), replacing any the identifier names.
  public func locale(_ identifier: String) -> String {
    let (base, kept) = Self.keywords(of: identifier)
    let keywords = kept + ["hours=" + (self == .twelve ? "h12" : "h23")]
    return base + "@" + keywords.joined(separator: ";")
  }

  /// A locale's identifier without an hour cycle keyword: what a description names beside a
  /// clock (`en_US` for `en_US@hours=h23`).
  public static func withoutClock(_ identifier: String) -> String {
    let (base, kept) = keywords(of: identifier)
    return kept.isEmpty ? base : base + "@" + kept.joined(separator: ";")
  }

  /// An identifier's language and region, and its keywords other than `hours`.
  private static func keywords(of identifier: String) -> (base: String, kept: [String]) {
    let parts = identifier.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    let kept =
      parts.count > 1
      ? parts[1].split(separator: ";").filter { !$0.lowercased().hasPrefix("hours=") } : []
    return (String(parts.first ?? ""), kept.map { String($0) })
  }
}
