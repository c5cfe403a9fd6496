import Foundation
import Testing

@testable import PickerCore
@testable import PickerKit

/// Daylight-saving changes in both directions, in two zones, checked against UTC instants.
@Suite("Daylight-saving time")
struct DaylightSavingTests {
  private func clock(_ zone: String, repeated: Occurrence = .first) throws -> DateWheelPicker {
    try DateWheelPicker(
      mode: .dateAndTime, locale: Locale(identifier: "en_US"),
      timeZone: try #require(TimeZone(identifier: zone)), repeatedTime: repeated)
  }

  private func instant(_ iso: String) throws -> Date {
    try #require(ISO8601DateFormatter().date(from: iso))
  }

  @Test(
    "A skipped time moves to the first time after the change",
    arguments: [
      ("America/New_York", "2025-03-09T02:30", "2025-03-09T03:00", "2025-03-09T07:00:00Z"),
      ("Europe/Berlin", "2025-03-30T02:30", "2025-03-30T03:00", "2025-03-30T01:00:00Z"),
    ])
  func springForward(zone: String, answer: String, moved: String, utc: String) throws {
    let wheels = try clock(zone)
    let day = String(answer.prefix(10))
    #expect(
      throws: DateError.skippedTime(
        "\(day) 02:30", timeZone: zone, from: "02:00", to: "03:00")
    ) { try wheels.accept(answer) }
    let corrected = try wheels.nearest(toAnswer: answer)
    #expect(corrected.fields.description == moved)
    #expect(corrected.instant == (try instant(utc)))
    #expect(corrected.moves.isEmpty)  // no rows were given, only text
    // On the wheels: the hour and minute wheels move (02:30 -> 03:00).
    let rows = wheels.rows(for: try DateWheelPicker.parse(answer, mode: .dateAndTime))
    #expect(wheels.nearestValid(to: rows).moves.map(\.wheel) == [3, 4])
    // Stepping one minute past 01:59 lands on 03:00 too.
    let before = wheels.rows(for: try DateWheelPicker.parse("\(day)T01:59", mode: .dateAndTime))
    #expect(wheels.step(.minute, by: 1, in: before).fields.description == moved)
  }

  @Test(
    "A repeated time is told apart: first or second",
    arguments: [
      ("America/New_York", "2025-11-02T01:30", "2025-11-02T05:30:00Z", "2025-11-02T06:30:00Z"),
      ("Europe/Berlin", "2025-10-26T02:30", "2025-10-26T00:30:00Z", "2025-10-26T01:30:00Z"),
    ])
  func fallBack(zone: String, answer: String, first: String, second: String) throws {
    let early = try clock(zone).accept(answer)
    #expect(early.occurrence == .first)
    #expect(early.instant == (try instant(first)))
    #expect(early.reason == nil)
    let late = try clock(zone, repeated: .second).accept(answer)
    #expect(late.occurrence == .second)
    #expect(late.instant == (try instant(second)))
  }

  @Test("An ordinary time has one instant and no occurrence")
  func ordinary() throws {
    let noon = try clock("Europe/Berlin").accept("2025-07-01T12:00")
    #expect(noon.occurrence == nil)
    #expect(noon.instant == (try instant("2025-07-01T10:00:00Z")))
  }
}
