public import Foundation
import Synchronization

extension ZoneRules {
  /// A zone's offsets as Foundation (ICU's tz data) gives them.
  ///
  /// This is the platform's half of the core's time-zone interface: read once per zone, then
  /// kept.
  public init(_ timeZone: TimeZone) {
    self = ZoneRulesCache.shared.rules(for: timeZone)
  }

  /// The first second of the year 1.
  static let firstSecond: Int64 = -62_135_596_800

  /// The first second of a year, UTC.
  static func yearStart(_ year: Int) -> Int64 {
    WallClock.days(year: year, month: 1, day: 1) * 86_400
  }

  /// Reads every change Foundation knows before 2100, then the rules it keeps every year after,
  /// checked against Foundation's own changes for two centuries; a zone whose later changes
  /// follow no such rule lists them to the year 2400 and keeps its last offset after.
  static func reading(_ timeZone: TimeZone) -> ZoneRules {
    func offset(_ seconds: Int64) -> Int {
      timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds)))
    }
    /// Foundation's changes after one instant and before another.
    func changes(from start: Int64, until end: Int64) -> [Change] {
      var changes: [Change] = []
      var moment = Date(timeIntervalSince1970: Double(start))
      while let next = timeZone.nextDaylightSavingTimeTransition(after: moment),
        next.timeIntervalSince1970 < Double(end), next > moment
      {
        let seconds = Int64(next.timeIntervalSince1970.rounded(.down))
        changes.append(Change(instant: Instant(secondsSince1970: seconds), offset: offset(seconds)))
        moment = next
      }
      return changes
    }
    let initial = offset(firstSecond - 1)
    let listedUntil = ZoneRules.listedUntil.secondsSince1970
    let listed = changes(from: firstSecond - 1, until: listedUntil)
    if let rules = ZoneRules.keepingYearlyRules(
      identifier: timeZone.identifier, initialOffset: initial, listed: listed,
      later: changes(from: listedUntil - 1, until: yearStart(2300)))
    {
      return rules
    }
    let until = yearStart(2400)
    return ZoneRules(
      identifier: timeZone.identifier, initialOffset: initial,
      changes: listed + changes(from: listedUntil - 1, until: until), yearly: [],
      yearlyFrom: Instant(secondsSince1970: until))
  }
}

/// The zones read so far: reading one asks Foundation for a few hundred changes.
final class ZoneRulesCache: Sendable {
  static let shared = ZoneRulesCache()
  private let zones = Mutex<[String: ZoneRules]>([:])

  func rules(for timeZone: TimeZone) -> ZoneRules {
    let identifier = timeZone.identifier
    if let known = zones.withLock({ $0[identifier] }) { return known }
    let rules = ZoneRules.reading(timeZone)
    zones.withLock { $0[identifier] = rules }
    return rules
  }
}

extension TimeZone {
  /// The Foundation zone a core zone names; UTC for a name Foundation does not know.
  public init(_ zone: ZoneRules) {
    self = TimeZone(identifier: zone.identifier) ?? TimeZone(secondsFromGMT: 0) ?? .gmt
  }
}

extension Instant {
  /// A Foundation date's second (a fraction is dropped, towards the past).
  public init(_ date: Date) {
    self.init(secondsSince1970: Int64(date.timeIntervalSince1970.rounded(.down)))
  }
}

extension Date {
  /// The Foundation date of a core instant.
  public init(_ instant: Instant) {
    self.init(timeIntervalSince1970: Double(instant.secondsSince1970))
  }
}
