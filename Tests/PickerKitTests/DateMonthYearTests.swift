import Foundation
import PickerTestSupport
import Testing

@testable import PickerCore
@testable import PickerKit

/// Month-year and year pickers, and month names typed on a month wheel.
@Suite("Month-year and year wheels, month names typed")
struct DateMonthYearTests {
  private func picker(
    _ mode: DateMode, locale: String = "en_US", minimum: LocalDateTime? = nil,
    maximum: LocalDateTime? = nil
  ) throws -> DateWheelPicker {
    try DateWheelPicker(
      mode: mode, locale: Locale(identifier: locale),
      timeZone: try #require(TimeZone(identifier: "UTC")), minimum: minimum, maximum: maximum)
  }

  @Test("Month-year wheels follow the locale's month-year order; a year picker is one wheel")
  func wheels() throws {
    #expect(try picker(.monthYear).wheels.map(\.field) == [.month, .year])
    #expect(try picker(.monthYear, locale: "de_DE").wheels.map(\.field) == [.month, .year])
    #expect(try picker(.monthYear, locale: "ja_JP").wheels.map(\.field) == [.year, .month])
    let years = try picker(.year)
    #expect(years.wheels.map(\.field) == [.year])
    #expect(years.wheels.map(\.rowCount) == [9_999])
    #expect(years.wheels.map(\.isCyclic) == [false])
    #expect(try picker(.monthYear).pickerWheels.map(\.accessibleName) == ["month", "year"])
  }

  @Test("Rows to value and back, for every month of seeded random years")
  func roundTrip() throws {
    let months = try picker(.monthYear)
    let years = try picker(.year)
    var random = SeededRandom(seed: 2_026)
    for _ in 0..<500 {
      let year = Int.random(in: 1...9_999, using: &random)
      let month = Int.random(in: 1...12, using: &random)
      let fields = LocalDateTime(year: year, month: month)
      let rows = months.rows(for: fields)
      #expect(rows == [month - 1, year - 1])
      #expect(months.value(of: rows) == fields)
      let text = months.text(of: rows)
      #expect(text == "\(LocalDateTime.padded(year, 4))-\(LocalDateTime.padded(month, 2))")
      #expect(try months.accept(text).rows == rows)
      #expect(checkTextReadsBack(months, rows).isEmpty)
      #expect(checkCorrecting(months, rows).isEmpty)
      let yearRows = years.rows(for: LocalDateTime(year: year))
      #expect(yearRows == [year - 1])
      #expect(years.text(of: yearRows) == LocalDateTime.padded(year, 4))
      #expect(try years.accept(years.text(of: yearRows)).rows == yearRows)
      #expect(checkTextReadsBack(years, yearRows).isEmpty)
    }
  }

  @Test("Text, value, spoken words and the instant (the first day's midnight)")
  func outputs() throws {
    let months = try picker(.monthYear)
    let rows = try months.accept("2026-11").rows
    #expect(months.text(of: rows) == "2026-11")
    #expect(months.valueText(of: months.value(of: rows)) == "2026-11")
    #expect(months.spokenDescription(of: rows) == "November 2026")
    #expect(months.displayText(of: rows) == "November 2026")
    #expect(
      months.nearestValid(to: rows).instant
        == Date(
          timeIntervalSince1970: Double(WallClock.days(year: 2026, month: 11, day: 1)) * 86_400))
    #expect(try picker(.monthYear, locale: "de_DE").spokenDescription(of: rows) == "November 2026")
    let years = try picker(.year)
    let year = try years.accept("2026").rows
    #expect(years.spokenDescription(of: year) == "2026")
    #expect(years.valueText(of: years.value(of: year)) == "2026")
    #expect(years.answerForm == "YYYY")
    #expect(months.answerForm == "YYYY-MM")
  }

  @Test(
    "Refused answers say why",
    arguments: [
      (DateMode.monthYear, "2026-13", "month must be 1-12, got 13"),
      (.monthYear, "2026-11-05", "\"2026-11-05\" is not in the form YYYY-MM"),
      (.monthYear, "11/2026", "\"11/2026\" is not in the form YYYY-MM"),
      (.monthYear, "2026-00", "month must be 1-12, got 0"),
      (.year, "26", "\"26\" is not in the form YYYY"),
      (.year, "2026-01", "\"2026-01\" is not in the form YYYY"),
      (.year, "0000", "0000 is before the minimum 0001"),
    ])
  func refusals(mode: DateMode, answer: String, message: String) throws {
    let wheels = try picker(mode)
    #expect(throws: (any Error).self) { try wheels.accept(answer) }
    do {
      _ = try wheels.accept(answer)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("Bounds: a date bound means its month or year; outside moves to the nearest end")
  func bounds() throws {
    let months = try picker(
      .monthYear, minimum: LocalDateTime(year: 2026, month: 6, day: 15),
      maximum: LocalDateTime(year: 2027, month: 2, day: 3))
    #expect(months.minimum == LocalDateTime(year: 2026, month: 6))
    #expect(months.maximum == LocalDateTime(year: 2027, month: 2))
    #expect(months.wheels.map(\.rowCount) == [12, 2])
    #expect(try months.accept("2026-06").fields == LocalDateTime(year: 2026, month: 6))
    #expect(throws: DateError.beforeMinimum("2026-05", minimum: "2026-06")) {
      try months.accept("2026-05")
    }
    #expect(throws: DateError.afterMaximum("2027-03", maximum: "2027-02")) {
      try months.accept("2027-03")
    }
    #expect(try months.nearest(toAnswer: "2026-01").fields == LocalDateTime(year: 2026, month: 6))
    #expect(try months.nearest(toAnswer: "2027-12").fields == LocalDateTime(year: 2027, month: 2))
    #expect(try months.nearest(toAnswer: "2026-13").fields == LocalDateTime(year: 2026, month: 12))
    let years = try picker(
      .year, minimum: LocalDateTime(year: 1990), maximum: LocalDateTime(year: 2010, month: 5))
    #expect(years.wheels.map(\.rowCount) == [21])
    #expect(try years.nearest(toAnswer: "1970").fields == LocalDateTime(year: 1990))
    #expect(try years.nearest(toAnswer: "2020").fields == LocalDateTime(year: 2010))
    // The bounds read in the coarser forms too.
    let utc = try #require(TimeZone(identifier: "UTC"))
    let now = Date(timeIntervalSince1970: 1_764_000_000)  // 2025-11-24T16:00Z
    #expect(
      try DateWheelPicker.bound(parsing: "2026-06", mode: .monthYear, timeZone: utc, now: now)
        == LocalDateTime(year: 2026, month: 6))
    #expect(
      try DateWheelPicker.bound(parsing: "1990", mode: .year, timeZone: utc, now: now)
        == LocalDateTime(year: 1990))
  }

  @Test("Stepping a month-year carries into the year; spinning the month wraps")
  func stepping() throws {
    let months = try picker(.monthYear)
    let december = months.rows(for: LocalDateTime(year: 2025, month: 12))
    #expect(months.step(.month, by: 1, in: december).fields == LocalDateTime(year: 2026, month: 1))
    #expect(
      months.apply(.spin(wheel: 0, by: 1), to: months.state(rows: december)).text == "2025-01")
  }

  /// The keys typed on the month wheel of a fresh en_US date picker, and the month they pick.
  private func typed(_ keys: String, locale: String = "en_US", mode: DateMode = .monthYear)
    throws -> (month: Int, outcome: PickerOutcome<LocalDateTime>)
  {
    let wheels = try picker(mode, locale: locale)
    let month = try #require(wheels.wheels.firstIndex { $0.field == .month })
    var state = wheels.state(rows: wheels.rows(for: LocalDateTime(year: 2025, month: 8)))
    state.focus = month
    let outcome = wheels.apply(keys.map { .key(.character($0)) }, to: state)
    return (wheels.value(of: wheels.corrected(outcome.state.rows).rows).month, outcome)
  }

  @Test(
    "Letters type month names, in any case; j and k never spin a month away from its name",
    arguments: [
      ("j", 1), ("ju", 6), ("jun", 6), ("jul", 7), ("J", 1), ("JUL", 7), ("m", 3), ("ma", 3),
      ("mar", 3), ("may", 5), ("a", 4), ("au", 8), ("s", 9), ("o", 10), ("n", 11), ("d", 12),
      ("f", 2), ("2", 2), ("12", 12), ("june", 6), ("february", 2), ("DECEMBER", 12),
    ])
  func monthNames(keys: String, month: Int) throws {
    #expect(try typed(keys).month == month)
    #expect(try typed(keys, mode: .date).month == month)
    #expect(try typed(keys, mode: .dateAndTime).month == month)
  }

  @Test("The key map types j and the letters after it on a month wheel, never spins")
  func keyMapTypesLetters() throws {
    let wheels = try picker(.date)
    let state = wheels.state(rows: wheels.rows(for: LocalDateTime(year: 2025, month: 8, day: 1)))
    for key in ["j", "u", "l", "m", "a", "s", "o", "n", "d", "f"] as [Character] {
      #expect(wheels.actions(for: .character(key), in: state) == [.type(key)])
    }
    // k starts no English month: it spins as everywhere else (it types kwiecień in Polish).
    #expect(wheels.actions(for: .character("k"), in: state) == [.spin(wheel: 0, by: 1)])
    #expect(try typed("k", locale: "pl_PL").month == 4)
    // On the day wheel, where no title has letters, j and k still spin.
    var day = state
    day.focus = 1
    #expect(wheels.actions(for: .character("j"), in: day) == [.spin(wheel: 1, by: -1)])
  }

  @Test(
    "A month's name typed to its last letter stays on the month; a key that spells it no further is the next wheel's",
    arguments: ["f28", "fe28", "feb28", "february28", "F28"])
  func wholeNames(keys: String) throws {
    let wheels = try picker(.date)
    let month = try #require(wheels.wheels.firstIndex { $0.field == .month })
    let day = try #require(wheels.wheels.firstIndex { $0.field == .day })
    var state = wheels.state(rows: wheels.rows(for: LocalDateTime(year: 2025, month: 8, day: 1)))
    state.focus = month
    let outcome = wheels.apply(keys.map { .key(.character($0)) }, to: state)
    #expect(outcome.refusal == nil, "\(keys)")
    let value = wheels.value(of: wheels.corrected(outcome.state.rows).rows)
    #expect(value.month == 2 && value.day == 28, "\(keys): \(value)")
    // Until a key spells it no further, the month's entry goes on: the focus stays on it; a
    // whole name, which nothing spells further, moves it to the next wheel.
    let letters = keys.prefix { $0.isLetter }
    let spelled = wheels.apply(letters.map { .key(.character($0)) }, to: state)
    #expect(
      spelled.state.focus == (letters.lowercased() == "february" ? day : month), "\(keys)")
  }

  @Test("Month names in the locale's words, accents optional")
  func localeNames() throws {
    #expect(try typed("mä", locale: "de_DE").month == 3)
    #expect(try typed("mar", locale: "de_DE").month == 3)
    #expect(try typed("mai", locale: "de_DE").month == 5)
    #expect(try typed("fev", locale: "fr_FR").month == 2)
    #expect(try typed("fév", locale: "fr_FR").month == 2)
    #expect(try typed("juil", locale: "fr_FR").month == 7)
  }

  @Test("AM and PM type with a and p; j and k spin the meridiem wheel")
  func meridiem() throws {
    let times = try DateWheelPicker(
      mode: .time, timeZone: try #require(TimeZone(identifier: "UTC")))
    var state = times.state(rows: times.rows(for: LocalDateTime(hour: 9, minute: 15)))
    state.focus = 2
    #expect(times.apply(.key(.character("p")), to: state).text == "21:15")
    #expect(times.apply(.key(.character("P")), to: state).text == "21:15")
    state.rows = times.rows(for: LocalDateTime(hour: 21, minute: 15))
    #expect(times.apply(.key(.character("a")), to: state).text == "09:15")
    #expect(times.actions(for: .character("j"), in: state) == [.spin(wheel: 2, by: -1)])
  }
}
