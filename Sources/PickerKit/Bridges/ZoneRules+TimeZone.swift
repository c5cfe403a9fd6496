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

  /// Where the listed changes end and the yearly ones take over: 2100-01-01T00:00:00Z.
  static let listedUntil: Int64 = 4_102_444_800
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
    let listed = changes(from: firstSecond - 1, until: listedUntil)
    let centuries = changes(from: listedUntil - 1, until: yearStart(2300))
    if let yearly = yearlyRules(of: centuries, before: listed.last?.offset ?? initial) {
      let rules = ZoneRules(
        identifier: timeZone.identifier, initialOffset: initial, changes: listed, yearly: yearly,
        yearlyFrom: Instant(secondsSince1970: listedUntil))
      var moment = Instant(secondsSince1970: listedUntil - 1)
      var generated: [Change] = []
      while generated.count < centuries.count, let next = rules.nextChange(after: moment) {
        generated.append(Change(instant: next, offset: rules.offset(at: next)))
        moment = next
      }
      if generated == centuries { return rules }
    }
    let until = yearStart(2400)
    return ZoneRules(
      identifier: timeZone.identifier, initialOffset: initial,
      changes: listed + changes(from: listedUntil - 1, until: until), yearly: [],
      yearlyFrom: Instant(secondsSince1970: until))
  }

  /// The yearly rules a run of changes keeps, or nil when they keep none: each year's changes
  /// fall at the same times to the same offsets, on one weekday on or after a day of a month, or
  /// on one day.
  static func yearlyRules(of changes: [Change], before first: Int) -> [YearlyChange]? {
    struct Seen {
      let year: Int
      let month: Int
      let days: Int64
      let secondsIntoDay: Int
      let offset: Int
    }
    var seen: [Seen] = []
    var before = first
    for change in changes {
      let local = change.instant.secondsSince1970 + Int64(before)
      let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
      let date = WallClock.date(days: days)
      seen.append(
        Seen(
          year: date.year, month: date.month, days: days,
          secondsIntoDay: Int(local - days * 86_400), offset: change.offset))
      before = change.offset
    }
    guard let firstYear = seen.first?.year else { return [] }
    let perYear = seen.prefix { $0.year == firstYear }.count
    guard perYear > 0, seen.count >= perYear * 28, seen.count % perYear == 0 else { return nil }
    var rules: [YearlyChange] = []
    for index in 0..<perYear {
      let same = stride(from: index, to: seen.count, by: perYear).map { seen[$0] }
      // The day counts from the earliest month the change falls in: Egypt's "the Friday after
      // the last Thursday of October" is sometimes November 1, October's day 32.
      let month = same.map(\.month).min() ?? 1
      let days = same.map { $0.days - WallClock.days(year: $0.year, month: month, day: 1) + 1 }
      let weekdays = Set(same.map { WallClock.weekday(days: $0.days) })
      guard let model = same.first,
        same.allSatisfy({ $0.secondsIntoDay == model.secondsIntoDay && $0.offset == model.offset }),
        let earliest = days.min(), earliest >= 1, let latest = days.max(), latest <= 31 + 6
      else { return nil }
      let weekday: Int?
      if weekdays.count == 1, let only = weekdays.first {
        weekday = Int(only)
      } else if earliest == latest {
        weekday = nil
      } else {
        return nil
      }
      rules.append(
        YearlyChange(
          month: month, day: Int(earliest), weekday: weekday,
          secondsIntoDay: model.secondsIntoDay, offset: model.offset))
    }
    return rules
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
