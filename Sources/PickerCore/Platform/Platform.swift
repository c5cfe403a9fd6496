/// What the core asks of the host it runs on, and nothing more: a locale's data and a time
/// zone's offsets by name, the host's own zone, and the current time.
///
/// PickerKit fills it from Foundation (`Platform.foundation()`); a page fills it from the data
/// the server hands it. Every rule about those answers (which names are refused, with what
/// message, how a zone's offsets are read) stays in the core, so one description gives the same
/// picker on every host that was handed the same data.
public struct Platform: Sendable {
  /// A locale's data by identifier as the host knows it (`de_DE`, `de-DE`), or nil for one it
  /// does not know.
  public let locale: @Sendable (String) -> LocaleData?
  /// A zone by IANA name, or nil for one the host does not know.
  public let zone: @Sendable (String) -> ZoneRules?
  /// The host's own zone, for a description that names none.
  public let currentZone: ZoneRules
  /// Now, for relative bounds (`today`, `+7d`) and where date wheels start.
  public let now: Instant

  /// A host's answers.
  public init(
    locale: @escaping @Sendable (String) -> LocaleData?,
    zone: @escaping @Sendable (String) -> ZoneRules?, currentZone: ZoneRules, now: Instant
  ) {
    self.locale = locale
    self.zone = zone
    self.currentZone = currentZone
    self.now = now
  }

  /// The longest locale or zone name read: no real one is longer.
  public static let longestName = 64
}
