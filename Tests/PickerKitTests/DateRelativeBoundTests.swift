import Foundation
import Testing

@testable import PickerCore
@testable import PickerKit

/// Minimums and maximums relative to now: `today`, `tomorrow`, `+7d`, `-2h`.
@Suite("Relative bounds")
struct DateRelativeBoundTests {
  /// 2025-11-24T16:40:50Z, a Monday: 17:40:50 in Berlin, 11:40:50 in New York.
  private let now = Date(timeIntervalSince1970: 1_764_002_450)

  private func bound(
    _ text: String, _ mode: DateMode, zone: String = "UTC", seconds: Bool = false
  ) throws -> LocalDateTime {
    try DateWheelPicker.bound(
      parsing: text, mode: mode, timeZone: try #require(TimeZone(identifier: zone)), now: now,
      seconds: seconds)
  }

  @Test(
    "Dates count days, weeks, months and years from today",
    arguments: [
      ("today", "2025-11-24"), ("TODAY", "2025-11-24"), ("tomorrow", "2025-11-25"),
      ("yesterday", "2025-11-23"), ("now", "2025-11-24"), ("+7d", "2025-12-01"),
      ("-7d", "2025-11-17"), ("+0d", "2025-11-24"), ("+2w", "2025-12-08"), ("-1w", "2025-11-17"),
      ("+1mo", "2025-12-24"), ("+3mo", "2026-02-24"), ("-11mo", "2024-12-24"),
      ("+1y", "2026-11-24"), ("-100y", "1925-11-24"), ("+400d", "2026-12-29"),
      ("−7d", "2025-11-17"),
    ])
  func dates(text: String, date: String) throws {
    #expect(try bound(text, .date).dateText == date)
  }

  @Test("Day words and offsets are in the given time zone")
  func zones() throws {
    #expect(try bound("today", .date, zone: "Pacific/Kiritimati").dateText == "2025-11-25")
    #expect(try bound("today", .date, zone: "Pacific/Pago_Pago").dateText == "2025-11-24")
    #expect(try bound("now", .time, zone: "Europe/Berlin").timeText == "17:40")
    #expect(try bound("now", .time, zone: "America/New_York").timeText == "11:40")
    #expect(
      try bound("+1d", .dateAndTime, zone: "Europe/Berlin").description == "2025-11-25T17:40")
  }

  @Test("Times and date-times count from now, to the minute or, with seconds, the second")
  func times() throws {
    #expect(try bound("now", .time).timeTextWithSeconds == "16:40:00")
    #expect(try bound("now", .time, seconds: true).timeTextWithSeconds == "16:40:50")
    #expect(try bound("+2h", .time).timeText == "18:40")
    #expect(try bound("+8h", .time).timeText == "00:40")
    #expect(try bound("-30min", .time).timeText == "16:10")
    #expect(try bound("now", .dateAndTime).description == "2025-11-24T16:40")
    #expect(try bound("+7d", .dateAndTime).description == "2025-12-01T16:40")
    #expect(try bound("-90min", .dateAndTime).description == "2025-11-24T15:10")
    #expect(try bound("tomorrow", .dateAndTime).description == "2025-11-25T00:00")
    #expect(try bound("+1mo", .dateAndTime).description == "2025-12-24T16:40")
  }

  @Test("Month ends clamp: January 31 plus a month is February 28")
  func monthEnds() throws {
    let january31 = Date(timeIntervalSince1970: 1_738_281_600)  // 2025-01-31T00:00Z
    let utc = try #require(TimeZone(identifier: "UTC"))
    #expect(
      try DateWheelPicker.bound(parsing: "+1mo", mode: .date, timeZone: utc, now: january31)
        .dateText == "2025-02-28")
    let leapDay = Date(timeIntervalSince1970: 1_709_164_800)  // 2024-02-29T00:00Z
    #expect(
      try DateWheelPicker.bound(parsing: "+1y", mode: .date, timeZone: utc, now: leapDay)
        .dateText == "2025-02-28")
  }

  @Test("Month-year and year pickers take the same words, as their month or year")
  func coarseModes() throws {
    let utc = try #require(TimeZone(identifier: "UTC"))
    let months = try DateWheelPicker(
      mode: .monthYear, timeZone: utc, minimum: try bound("today", .monthYear),
      maximum: try bound("+1y", .monthYear))
    #expect(months.minimum == LocalDateTime(year: 2025, month: 11))
    #expect(months.maximum == LocalDateTime(year: 2026, month: 11))
    #expect(try bound("-18y", .year).year == 2007)
  }

  @Test(
    "Forms a mode cannot use are refused with the forms it takes",
    arguments: [
      (
        "+2h", DateMode.date,
        "\"+2h\" is not in the form YYYY-MM-DD, today, tomorrow, yesterday, now, or +N or -N with "
          + "d, w, mo or y (+7d, -2w)"
      ),
      (
        "+7d", .time,
        "\"+7d\" is not in the form HH:MM, now, or +N or -N with h or min (+2h, -30min)"
      ),
      (
        "tomorrow", .time,
        "\"tomorrow\" is not in the form HH:MM, now, or +N or -N with h or min (+2h, -30min)"
      ),
      (
        "+7m", .dateAndTime,
        "\"+7m\" is not in the form YYYY-MM-DDTHH:MM, YYYY-MM-DD, today, tomorrow, yesterday, now, "
          + "or +N or -N with min, h, d, w, mo or y (+7d, +2h)"
      ),
      ("now", .countdown, "\"now\" is not in the form H:MM"),
      ("+1d", .countdown, "\"+1d\" is not in the form H:MM"),
      (
        "+d", .date,
        "\"+d\" is not in the form YYYY-MM-DD, today, tomorrow, yesterday, now, or +N or -N with d, w, mo or y (+7d, -2w)"
      ),
      (
        "someday", .year,
        "\"someday\" is not in the form YYYY, YYYY-MM-DD, today, tomorrow, yesterday, now, or +N or -N with d, w, mo or y (+7d, -2w)"
      ),
    ])
  func refusedForms(text: String, mode: DateMode, message: String) throws {
    do {
      let fields = try bound(text, mode)
      Issue.record("\(text) was read as \(fields)")
    } catch {
      #expect("\(error)" == message)
    }
  }

  @Test(
    "Counts past the years 1-9999 are refused, never a trap",
    arguments: [
      ("+99999999999d", DateMode.date), ("-99999999999w", .date), ("+8000y", .date),
      ("-2025y", .year), ("+999999999999999999mo", .monthYear), ("+9223372036854775807d", .date),
      ("+99999999999999999999999999d", .date), ("+9999999999999999h", .dateAndTime),
      ("-9223372036854775807min", .time), ("+1537228672809129301w", .dateAndTime),
    ])
  func tooFar(text: String, mode: DateMode) throws {
    #expect(throws: DateError.tooFar(text, years: 1...9_999)) { try bound(text, mode) }
    #expect(
      DateError.tooFar(text, years: 1...9_999).description
        == "\(text) is too far from today: the wheels hold the years 1-9999")
  }

  @Test("The last representable years are still bounds")
  func edges() throws {
    #expect(try bound("+7974y", .year).year == 9_999)
    #expect(try bound("-2024y", .year).year == 1)
  }
}
