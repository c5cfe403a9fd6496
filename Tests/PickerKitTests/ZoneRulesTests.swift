import Foundation
import PickerTestSupport
import Testing

@testable import PickerCore
@testable import PickerKit

/// The core's time-zone interface filled from Foundation: every zone Foundation knows gives the
/// offsets and changes Foundation gives, over the years the wheels hold, and the same data read
/// back from JSON (as a page gets it) answers the same.
@Suite("Zone rules")
struct ZoneRulesTests {
  private static let firstSecond = ZoneRules.firstSecond
  private static let lastSecond = ZoneRules.yearStart(10_000) - 1

  private func date(_ seconds: Int64) -> Date { Date(timeIntervalSince1970: Double(seconds)) }

  @Test("Every zone's offsets are Foundation's, at seeded instants in the years 1-9999")
  func offsetsMatchFoundation() throws {
    var random = SeededRandom(name: "zone offsets")
    var compared = 0
    for identifier in TimeZone.knownTimeZoneIdentifiers {
      let timeZone = try #require(TimeZone(identifier: identifier))
      let rules = ZoneRules(timeZone)
      // Instants anywhere, and near the years where offsets change most (1850-2150).
      var instants = (0..<40).map { _ in
        Int64.random(in: Self.firstSecond...Self.lastSecond, using: &random)
      }
      instants += (0..<60).map { _ in
        Int64.random(in: ZoneRules.yearStart(1850)...ZoneRules.yearStart(2150), using: &random)
      }
      for seconds in instants {
        let expected = timeZone.secondsFromGMT(for: date(seconds))
        #expect(
          rules.offset(at: Instant(secondsSince1970: seconds)) == expected,
          "\(identifier) at \(seconds)")
        compared += 1
      }
    }
    #expect(compared >= 40_000)
  }

  @Test("Every zone's next change is Foundation's, listed or yearly")
  func changesMatchFoundation() throws {
    var random = SeededRandom(name: "zone changes")
    for identifier in TimeZone.knownTimeZoneIdentifiers {
      let timeZone = try #require(TimeZone(identifier: identifier))
      let rules = ZoneRules(timeZone)
      for _ in 0..<12 {
        let seconds = Int64.random(
          in: ZoneRules.yearStart(1800)...ZoneRules.yearStart(2600), using: &random)
        let expected = timeZone.nextDaylightSavingTimeTransition(after: date(seconds))
          .map { Int64($0.timeIntervalSince1970.rounded(.down)) }
        #expect(
          rules.nextChange(after: Instant(secondsSince1970: seconds))?.secondsSince1970
            == expected, "\(identifier) after \(seconds)")
      }
    }
  }

  @Test(
    "A zone that keeps daylight-saving time has yearly rules after 2100",
    arguments: ["America/New_York", "Europe/Berlin", "Australia/Sydney", "America/Santiago"])
  func yearlyRules(identifier: String) throws {
    let rules = ZoneRules(try #require(TimeZone(identifier: identifier)))
    #expect(rules.yearly.count == 2)
    #expect(rules.yearlyFrom.secondsSince1970 == ZoneRules.listedUntil.secondsSince1970)
  }

  @Test("Every zone's changes after 2100 follow yearly rules: none had to be listed to 2400")
  func noZoneListsItsFuture() {
    let listed = TimeZone.knownTimeZoneIdentifiers.filter { identifier in
      guard let zone = TimeZone(identifier: identifier) else { return false }
      return ZoneRules(zone).yearlyFrom.secondsSince1970 != ZoneRules.listedUntil.secondsSince1970
    }
    #expect(listed == [])
  }

  @Test("Every zone seen change by change until 2130, as a browser sees it, gets the native rules")
  func seenAsABrowserSeesIt() throws {
    let until = Instant(secondsSince1970: ZoneRules.yearStart(2130))
    var compared = 0
    for identifier in TimeZone.knownTimeZoneIdentifiers {
      guard let zone = TimeZone(identifier: identifier) else { continue }
      let native = ZoneRules(zone)
      var seen: [ZoneRules.Change] = []
      var moment = Instant(secondsSince1970: ZoneRules.yearStart(1) - 1)
      while let next = native.nextChange(after: moment), next < until {
        seen.append(ZoneRules.Change(instant: next, offset: native.offset(at: next)))
        moment = next
      }
      let json = JSONValue.object(
        JSONObject([
          ("identifier", .string(identifier)), ("initialOffset", .number(native.initialOffset)),
          (
            "changes",
            .array(seen.map { .array([.number($0.instant.secondsSince1970), .number($0.offset)]) })
          ),
          ("seenUntil", .number(until.secondsSince1970)),
        ]))
      let read = try ZoneRules(json: JSONReading(json))
      #expect(read == native, "\(identifier)")
      compared += 1
    }
    #expect(compared > 400)
  }

  @Test("Zone rules read back from JSON, as a page gets them, are the same rules")
  func jsonRoundTrip() throws {
    for identifier in [
      "America/New_York", "Europe/Berlin", "Asia/Kolkata", "UTC", "Africa/Casablanca",
    ] {
      let rules = ZoneRules(try #require(TimeZone(identifier: identifier)))
      #expect(try ZoneRules(jsonText: rules.jsonText) == rules)
    }
  }

  @Test("Bad zone data is refused with its place, never trusted")
  func badJSON() {
    let good = #"{"identifier":"X","initialOffset":0,"changes":[],"yearly":[],"yearlyFrom":0}"#
    #expect(throws: Never.self) { try ZoneRules(jsonText: good) }
    for bad in [
      good.replacingOccurrences(of: #""initialOffset":0"#, with: #""initialOffset":99999"#),
      good.replacingOccurrences(of: #""changes":[]"#, with: #""changes":[[1]]"#),
      good.replacingOccurrences(of: #""yearly":[]"#, with: #""yearly":[[13,1,0,0,0]]"#),
      good.replacingOccurrences(of: #""yearlyFrom":0"#, with: #""yearlyFrom":1e30"#),
    ] {
      #expect(throws: JSONError.self, "\(bad)") { try ZoneRules(jsonText: bad) }
    }
  }

  @Test("An instant's ISO text is Foundation's from 1600 on, with the zone's offset")
  func isoText() throws {
    var random = SeededRandom(name: "instant text")
    let formatter = ISO8601DateFormatter()
    let zones = ["UTC", "America/New_York", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe"]
    for _ in 0..<2_000 {
      let identifier = zones[Int.random(in: 0..<zones.count, using: &random)]
      let timeZone = try #require(TimeZone(identifier: identifier))
      let seconds = Int64.random(
        in: ZoneRules.yearStart(1600)...ZoneRules.yearStart(9999), using: &random)
      formatter.timeZone = timeZone
      let instant = Instant(secondsSince1970: seconds)
      #expect(
        instant.isoText(offset: ZoneRules(timeZone).offset(at: instant))
          == formatter.string(from: date(seconds)))
    }
  }
}
