public import Foundation
import Synchronization

extension Platform {
  /// The host's answers from Foundation: CLDR's locales and ICU's zones as this machine has
  /// them, its own zone, and now.
  public static func foundation(now: Date = Date()) -> Platform {
    Platform(
      locale: LocaleDataCache.shared.data(identifier:),
      zone: { name in TimeZone(identifier: name).map(ZoneRules.init) },
      currentZone: ZoneRules(.current), now: Instant(now))
  }
}

/// The locales read so far: reading one asks Foundation's formatters for a dozen names.
///
/// At most `limit` are kept, so that clients naming ever new locales cannot grow it without end.
final class LocaleDataCache: Sendable {
  static let shared = LocaleDataCache()
  static let limit = 1_024
  private let locales = Mutex<[String: LocaleData]>([:])

  @Sendable func data(identifier: String) -> LocaleData? {
    if let known = locales.withLock({ $0[identifier] }) { return known }
    guard let locale = try? DateWheelPicker.locale(identifier: identifier) else { return nil }
    let data = LocaleData(locale: locale)
    locales.withLock { if $0.count < Self.limit { $0[identifier] = data } }
    return data
  }
}
