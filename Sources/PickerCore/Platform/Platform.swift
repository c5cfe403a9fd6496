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
  ///
  /// Read when a description asks for it, not when the platform is made: a number or a unit
  /// never does, and reading a machine's zone is a tenth of a shell tool's start.
  public var currentZone: ZoneRules { readCurrentZone() }
  private let readCurrentZone: @Sendable () -> ZoneRules
  /// Now, for relative bounds (`today`, `+7d`) and where date wheels start.
  public private(set) var now: Instant

  /// A host's answers.
  public init(
    locale: @escaping @Sendable (String) -> LocaleData?,
    zone: @escaping @Sendable (String) -> ZoneRules?,
    currentZone: @autoclosure @escaping @Sendable () -> ZoneRules, now: Instant
  ) {
    self.locale = locale
    self.zone = zone
    self.readCurrentZone = currentZone
    self.now = now
  }

  /// The same platform at another now.
  public func at(_ now: Instant) -> Platform {
    var platform = self
    platform.now = now
    return platform
  }

  /// The longest locale or zone name read: no real one is longer.
  public static let longestName = 64
  /// The most locales, and the most zones, one question for a platform's data names (the page's
  /// core asks for one or two names at a time; `GET /api/platform` refuses more).
  public static let mostNames = 16
}

extension Platform {
  /// A platform from data a host was handed (a page, from the server): the locales and zones
  /// it holds, the zone a description without one means, and now.
  ///
  /// A locale is found by its identifier in either form (`de-DE` finds `de_DE`); a locale or
  /// zone not handed is unknown here, as an unknown one is natively.
  public init(locales: [LocaleData], zones: [ZoneRules], currentZone: ZoneRules, now: Instant) {
    var localesByKey: [String: LocaleData] = [:]
    for data in locales { localesByKey[Self.localeKey(data.identifier)] = data }
    var zonesByName: [String: ZoneRules] = [:]
    for zone in zones + [currentZone] { zonesByName[zone.identifier] = zone }
    self.init(
      locale: { [localesByKey] identifier in localesByKey[Self.localeKey(identifier)] },
      zone: { [zonesByName] name in zonesByName[name] }, currentZone: currentZone, now: now)
  }
}

extension Platform {
  /// A locale identifier in one form for lookup: `de-DE`, `de_DE` and `DE_de` alike.
  static func localeKey(_ identifier: String) -> String {
    String(identifier.map { $0 == "-" ? "_" : $0 }).lowercased()
  }
}
