import Foundation
import PickerTestSupport
import Testing

@testable import PickerCore
@testable import PickerKit

@Suite("Date, time and countdown wheels")
struct DateWheelPickerTests {
  private let utc = TimeZone(identifier: "UTC") ?? .current

  private func picker(
    _ mode: DateMode, locale: String = "en_US", zone: String = "UTC", minimum: LocalDateTime? = nil,
    maximum: LocalDateTime? = nil, interval: Int = 1, repeated: Occurrence = .first
  ) throws -> DateWheelPicker {
    try DateWheelPicker(
      mode: mode, locale: Locale(identifier: locale),
      timeZone: try #require(TimeZone(identifier: zone)), minimum: minimum, maximum: maximum,
      minuteInterval: interval, repeatedTime: repeated)
  }

  @Test("Wheel order, month names and the clock come from the locale")
  func localeOrder() throws {
    let american = try picker(.dateAndTime)
    #expect(american.wheels.map(\.field) == [.month, .day, .year, .hour, .minute, .meridiem])
    #expect(american.title(forRow: 1, inWheel: 0) == "February")
    #expect(american.title(forRow: 0, inWheel: 3) == "12")
    let german = try picker(.dateAndTime, locale: "de_DE")
    #expect(german.wheels.map(\.field) == [.day, .month, .year, .hour, .minute])
    #expect(german.title(forRow: 1, inWheel: 1) == "Februar")
    #expect(german.title(forRow: 9, inWheel: 3) == "09")
    #expect(!german.uses12HourClock)
  }

  @Test(
    "Leap years: 1900 and 2100 have no February 29; 2000 and 2024 do",
    arguments: [1900, 2000, 2024, 2100])
  func leapYears(year: Int) throws {
    let dates = try picker(.date)
    let answer = "\(year)-02-29"
    let calendar = Calendar(identifier: .gregorian)
    let february = try #require(calendar.date(from: DateComponents(year: year, month: 2, day: 1)))
    let days = try #require(calendar.range(of: .day, in: .month, for: february)).count
    if days == 29 {
      #expect(try dates.accept(answer).fields.day == 29)
    } else {
      #expect(throws: DateError.noSuchDay(answer, month: "February \(year)", days: 28)) {
        try dates.accept(answer)
      }
      #expect(
        try dates.nearest(toAnswer: answer).fields == LocalDateTime(year: year, month: 2, day: 28))
    }
  }

  @Test("Every month's end, against Foundation's calendar", arguments: 1...12)
  func monthEnds(month: Int) throws {
    let dates = try picker(.date)
    let calendar = Calendar(identifier: .gregorian)
    for year in [2023, 2024, 2025] {
      let first = try #require(
        calendar.date(from: DateComponents(year: year, month: month, day: 1)))
      let days = try #require(calendar.range(of: .day, in: .month, for: first)).count
      #expect(
        try dates.accept("\(year)-\(LocalDateTime.padded(month, 2))-\(days)").fields.day == days)
      // Every day past the end moves back to it, and the day wheel is the one that moved.
      for day in stride(from: days + 1, through: 31, by: 1) {
        let rows = dates.rows(for: LocalDateTime(year: year, month: month, day: day))
        let corrected = dates.nearestValid(to: rows)
        #expect(corrected.fields == LocalDateTime(year: year, month: month, day: days))
        #expect(corrected.moves.map(\.wheel) == [1])
        #expect(corrected.reason != nil)
      }
    }
  }

  // The wheels are proleptic Gregorian (ISO 8601); Foundation's Gregorian calendar is Julian
  // before October 1582, so the comparison starts in 1583.
  @Test("Civil-date arithmetic agrees with Foundation over seeded random days")
  func civilDates() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    var random = SeededRandom(seed: 1_970)
    for _ in 0..<5_000 {
      let days = Int64.random(in: -141_000...2_900_000, using: &random)
      let date = Date(timeIntervalSince1970: Double(days) * 86_400)
      let parts = calendar.dateComponents([.year, .month, .day], from: date)
      let civil = WallClock.date(days: days)
      #expect(civil.year == parts.year && civil.month == parts.month && civil.day == parts.day)
      #expect(WallClock.days(year: civil.year, month: civil.month, day: civil.day) == days)
    }
  }

  @Test("Minimum and maximum: outside moves to the nearest end, with a reason")
  func minimumAndMaximum() throws {
    let dates = try picker(
      .date, minimum: LocalDateTime(year: 2025, month: 6, day: 1),
      maximum: LocalDateTime(year: 2025, month: 12, day: 31))
    #expect(dates.wheels.first { $0.field == .year }?.rowCount == 1)
    #expect(throws: DateError.beforeMinimum("2025-01-15", minimum: "2025-06-01")) {
      try dates.accept("2025-01-15")
    }
    #expect(try dates.nearest(toAnswer: "2025-01-15").fields.month == 6)
    #expect(throws: DateError.afterMaximum("2026-01-01", maximum: "2025-12-31")) {
      try dates.accept("2026-01-01")
    }
    #expect(
      try DateWheelPicker.bound(
        parsing: "today", mode: .date, timeZone: utc,
        now: Date(timeIntervalSince1970: 1_764_000_000))
        == LocalDateTime(year: 2025, month: 11, day: 24))
  }

  @Test(
    "Refused answers say why",
    arguments: [
      (DateMode.date, "2025-02-30", "2025-02-30 is not a date: February 2025 has 28 days"),
      (.date, "2025-13-01", "month must be 1-12, got 13"),
      (.date, "2025-04-31", "2025-04-31 is not a date: April 2025 has 30 days"),
      (.time, "24:00", "hour must be 0-23, got 24"),
      (.time, "12:60", "minute must be 0-59, got 60"),
      (.time, "14:37", "14:37 is off the 15-minute grid: minutes must be a multiple of 15"),
      (.countdown, "24:00", "the countdown 24:00 is longer than the maximum 23:59"),
      (.date, "garbage", "\"garbage\" is not in the form YYYY-MM-DD"),
      (.dateAndTime, "2025-02-28 25:00", "hour must be 0-23, got 25"),
      (.countdown, "1:5", "\"1:5\" is not in the form H:MM"),
    ])
  func refusals(mode: DateMode, answer: String, message: String) throws {
    let wheels = try picker(mode, interval: mode == .time ? 15 : 1)
    do {
      let accepted = try wheels.accept(answer)
      Issue.record("\(answer) was accepted as \(accepted.fields)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("The minute grid: nearest grid minute, ties to the later, carrying into the hour")
  func minuteGrid() throws {
    let times = try picker(.time, interval: 15)
    #expect(times.wheels.map(\.rowCount) == [12, 4, 2])
    #expect(try times.nearest(toAnswer: "14:37").fields.timeText == "14:30")
    #expect(try times.nearest(toAnswer: "14:38").fields.timeText == "14:45")
    #expect(try times.nearest(toAnswer: "23:53").fields.timeText == "00:00")
    #expect(
      throws: DateError.badSetting(
        "the minute interval must divide 60 (1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30), got 7",
        setting: "minuteInterval")
    ) {
      try picker(.time, interval: 7)
    }
  }

  @Test("Stepping carries: 23:59 + 1 minute is 00:00 of the next day")
  func stepCarries() throws {
    let clock = try picker(.dateAndTime)
    let lastMinute = clock.rows(
      for: LocalDateTime(year: 2025, month: 12, day: 31, hour: 23, minute: 59))
    let next = clock.step(.minute, by: 1, in: lastMinute)
    #expect(next.fields == LocalDateTime(year: 2026, month: 1, day: 1, hour: 0, minute: 0))
    #expect(
      clock.step(.minute, by: -1, in: next.rows).fields
        == LocalDateTime(year: 2025, month: 12, day: 31, hour: 23, minute: 59))
    let january = clock.rows(for: LocalDateTime(year: 2025, month: 1, day: 31, hour: 8))
    #expect(clock.step(.month, by: 1, in: january).fields.dateText == "2025-02-28")
    let times = try picker(.time)
    #expect(
      times.step(.minute, by: 1, in: times.rows(for: LocalDateTime(hour: 23, minute: 59))).fields
        .timeText == "00:00")
  }

  @Test("Spinning the day wheel wraps without carrying, then corrects to the month's end")
  func spinDay() throws {
    let dates = try picker(.date)
    let rows = dates.rows(for: LocalDateTime(year: 2025, month: 2, day: 28))
    #expect(
      dates.spinning(wheel: 1, by: 1, in: rows).rows
        == dates.rows(for: LocalDateTime(year: 2025, month: 2, day: 28)))
    #expect(dates.apply(.spin(wheel: 1, by: 4), to: dates.state(rows: rows)).text == "2025-02-01")
  }

  @Test("Countdown: H:MM, up to 23:59 unless the caller asks for more")
  func countdown() throws {
    let standard = try picker(.countdown)
    #expect(standard.wheels.map(\.rowCount) == [24, 60])
    #expect(try standard.accept("1:30").fields == LocalDateTime(hour: 1, minute: 30))
    #expect(
      standard.spokenDescription(of: LocalDateTime(hour: 1, minute: 30)) == "1 hour 30 minutes")
    let long = try picker(.countdown, maximum: LocalDateTime(hour: 99, minute: 59))
    #expect(long.wheels.map(\.rowCount) == [100, 60])
    #expect(try long.accept("72:15").fields == LocalDateTime(hour: 72, minute: 15))
  }

  @Test("The data-source shape: rows, titles and a corrected selection")
  func dataSource() throws {
    let dates = try picker(.date)
    let rows = dates.rows(for: LocalDateTime(year: 2025, month: 1, day: 30))
    #expect(dates.wheels(for: rows).count == 3)
    #expect(dates.wheels(for: rows)[1].rowCount == 31)
    let february = dates.selecting(row: 1, inWheel: 0, of: rows)
    #expect(dates.value(of: february.rows).dateText == "2025-02-28")
    #expect(february.rows[1] == 27)
  }
}
