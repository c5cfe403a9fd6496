import Foundation
import PickerTestSupport
import Testing

@testable import PickerCore
@testable import PickerKit

/// Seconds wheels on times, date-times and countdowns.
@Suite("Seconds wheels")
struct DateSecondsTests {
  private func picker(
    _ mode: DateMode, seconds: Bool = true, locale: String = "en_US", zone: String = "UTC",
    minimum: LocalDateTime? = nil, maximum: LocalDateTime? = nil, interval: Int = 1
  ) throws -> DateWheelPicker {
    try DateWheelPicker(
      mode: mode, locale: Locale(identifier: locale),
      timeZone: try #require(TimeZone(identifier: zone)), minimum: minimum, maximum: maximum,
      minuteInterval: interval, showsSeconds: seconds)
  }

  @Test("A cyclic 00-59 seconds wheel follows the minutes, before AM/PM")
  func wheels() throws {
    let times = try picker(.time)
    #expect(times.wheels.map(\.field) == [.hour, .minute, .second, .meridiem])
    #expect(times.wheels[2].rowCount == 60)
    #expect(times.wheels[2].isCyclic)
    #expect(times.title(forRow: 7, inWheel: 2) == "07")
    #expect(times.pickerWheels.map(\.accessibleName) == ["hour", "minute", "second", "AM or PM"])
    let countdown = try picker(.countdown)
    #expect(countdown.pickerWheels.map(\.accessibleName) == ["hours", "minutes", "seconds"])
    #expect(
      try picker(.dateAndTime, locale: "de_DE").wheels.map(\.field) == [
        .day, .month, .year, .hour, .minute, .second,
      ])
    // Modes without a time have no seconds to show.
    #expect(try picker(.date).showsSeconds == false)
    #expect(try picker(.date).wheels.count == 3)
  }

  @Test("Text forms gain :SS; a countdown's value is its total seconds")
  func textForms() throws {
    let times = try picker(.time)
    let rows = try times.accept("14:30:15").rows
    #expect(times.text(of: rows) == "14:30:15")
    #expect(times.spokenDescription(of: rows) == "2:30:15 PM")
    #expect(times.answerForm == "HH:MM:SS")
    let clock = try picker(.dateAndTime)
    let instant = try clock.accept("2025-02-28T14:30:15")
    #expect(clock.text(of: instant.rows) == "2025-02-28T14:30:15")
    #expect(instant.instant == Date(timeIntervalSince1970: 1_740_753_015))
    let countdown = try picker(.countdown)
    let ninety = try countdown.accept("1:30:15").rows
    #expect(countdown.text(of: ninety) == "1:30:15")
    #expect(countdown.valueText(of: countdown.value(of: ninety)) == "5415")
    #expect(countdown.spokenDescription(of: ninety) == "1 hour 30 minutes 15 seconds")
    #expect(countdown.maximum == LocalDateTime(hour: 23, minute: 59, second: 59))
    // Without seconds a time is HH:MM, and :00 is still the same time.
    let plain = try picker(.time, seconds: false)
    #expect(plain.text(of: try plain.accept("14:30:00").rows) == "14:30")
    // A time without seconds reads as :00.
    #expect(times.text(of: try times.accept("14:30").rows) == "14:30:00")
  }

  @Test("Rows to value and back over seeded random selections, every mode with seconds")
  func roundTrip() throws {
    var choices = Choices(name: "seconds round trip")
    for mode in [DateMode.time, .dateAndTime, .countdown] {
      for interval in [1, 15] {
        let wheels = try picker(
          mode, locale: choices.pick(["en_US", "de_DE", "ja_JP"]), interval: interval)
        for _ in 0..<300 {
          let rows = wheels.drawRows(&choices)
          #expect(checkCorrecting(wheels, rows).isEmpty)
          let legal = wheels.corrected(rows).rows
          #expect(checkTextReadsBack(wheels, legal).isEmpty)
          #expect(wheels.rows(for: wheels.value(of: legal)) == legal)
        }
      }
    }
  }

  @Test("The editing and answer laws hold with a seconds wheel, over seeded random cases")
  func editingLaws() throws {
    var choices = Choices(name: "seconds editing")
    var breaks: [LawBreak] = []
    var cases = 0
    for mode in [DateMode.time, .dateAndTime, .countdown] {
      for zone in ["UTC", "Europe/Berlin", "America/New_York"] {
        let wheels = try picker(
          mode, locale: choices.pick(["en_US", "de_DE", "ja_JP"]), zone: zone,
          interval: choices.pick(DateWheelPicker.minuteIntervals))
        for _ in 0..<40 {
          guard let state = try? wheels.drawState(&choices).state else { continue }
          breaks += checkEditing(wheels, from: state, applying: wheels.drawActions(&choices))
          for answer in wheels.drawAnswers(&choices) { breaks += checkAnswer(wheels, answer) }
          cases += 1
        }
      }
    }
    #expect(cases > 300)
    #expect(breaks.isEmpty, "\(breaks.summary())")
  }

  @Test(
    "Seconds without a seconds wheel are refused, and say how to get one",
    arguments: [
      (DateMode.time, "14:30:15", "HH:MM"),
      (.dateAndTime, "2025-02-28T14:30:15", "YYYY-MM-DDTHH:MM"),
      (.countdown, "1:30:15", "H:MM"),
    ])
  func refusedWithoutSeconds(mode: DateMode, answer: String, form: String) throws {
    let wheels = try picker(mode, seconds: false)
    #expect(throws: DateError.secondsNotShown(answer, form: form)) { try wheels.accept(answer) }
    #expect(
      DateError.secondsNotShown(answer, form: form).description
        == "\(answer) has seconds, but these wheels have none: answer in the form \(form), "
        + "or add a seconds wheel (--seconds)")
  }

  @Test(
    "With nearest, seconds round to the nearest minute, 30 up",
    arguments: [
      (DateMode.time, "14:30:29", "14:30"), (.time, "14:30:30", "14:31"),
      (.time, "23:59:45", "00:00"), (.dateAndTime, "2025-12-31T23:59:30", "2026-01-01T00:00"),
      (.countdown, "1:29:59", "1:30"), (.countdown, "23:59:40", "23:59"),
    ])
  func roundedWithoutSeconds(mode: DateMode, answer: String, text: String) throws {
    let wheels = try picker(mode, seconds: false)
    let nearest = try wheels.nearest(toAnswer: answer)
    #expect(wheels.text(of: nearest.rows) == text)
    #expect(nearest.reason != nil)
  }

  @Test("Fields from anywhere settle without a trap: seconds and years far outside")
  func hostileFields() throws {
    let clock = try picker(.dateAndTime, seconds: false, interval: 15)
    for year in [Int.min, -1, 0, 10_000, Int.max] {
      for second in [Int.min, -1, 30, 59, 60, Int.max] {
        let fields = LocalDateTime(
          year: year, month: 6, day: 15, hour: 12, minute: 7, second: second)
        let settled = clock.nearestValid(to: fields)
        #expect(clock.isLegal(settled.rows))
        #expect(settled.fields.year == (year < 1 ? 1 : 9_999))
      }
    }
  }

  @Test("A countdown with seconds takes H:MM:SS only: 1:30 could be either")
  func countdownForm() throws {
    let countdown = try picker(.countdown)
    #expect(throws: DateError.notInForm("1:30", form: "H:MM:SS")) { try countdown.accept("1:30") }
  }

  @Test("Seconds refused, corrected and stepped")
  func corrections() throws {
    let times = try picker(.time, interval: 15)
    #expect(throws: DateError.fieldOutOfRange(field: "second", range: "0-59", got: 60)) {
      try times.accept("14:30:60")
    }
    // Every second of a grid minute is legal: 14:30:59 is the nearest to 14:37:20.
    #expect(try times.nearest(toAnswer: "14:37:20").fields.timeTextWithSeconds == "14:30:59")
    #expect(try times.nearest(toAnswer: "14:38:00").fields.timeTextWithSeconds == "14:45:00")
    let bounded = try picker(
      .time, minimum: LocalDateTime(hour: 9, minute: 0, second: 30),
      maximum: LocalDateTime(hour: 17, minute: 7, second: 30), interval: 15)
    #expect(try bounded.nearest(toAnswer: "08:00:00").fields.timeTextWithSeconds == "09:00:30")
    // The last legal time before a maximum off the grid ends its grid minute.
    #expect(try bounded.nearest(toAnswer: "18:00:00").fields.timeTextWithSeconds == "17:00:59")
    let clock = try picker(.dateAndTime)
    let last = clock.rows(
      for: LocalDateTime(year: 2025, month: 12, day: 31, hour: 23, minute: 59, second: 59))
    #expect(clock.step(.second, by: 1, in: last).fields.description == "2026-01-01T00:00")
    #expect(
      clock.apply(.spin(wheel: 5, by: 1), to: clock.state(rows: last)).text
        == "2025-12-31T23:59:00")
  }

  @Test("A spring-forward gap with seconds: the last second before it is the latest legal")
  func daylightSaving() throws {
    let clock = try picker(
      .dateAndTime, zone: "Europe/Berlin",
      maximum: LocalDateTime(year: 2025, month: 3, day: 30, hour: 2, minute: 30))
    #expect(clock.maximum.timeTextWithSeconds == "01:59:59")
    let open = try picker(.dateAndTime, zone: "Europe/Berlin")
    #expect(
      throws: DateError.skippedTime(
        "2025-03-30 02:30:10", timeZone: "Europe/Berlin", from: "02:00", to: "03:00")
    ) { try open.accept("2025-03-30T02:30:10") }
  }

  @Test("The instant of wall-clock fields: repeated and skipped times")
  func instants() throws {
    let first = try picker(.dateAndTime, zone: "America/New_York")
    let repeated = LocalDateTime(year: 2025, month: 11, day: 2, hour: 1, minute: 30)
    #expect(first.instant(of: repeated) == Date(timeIntervalSince1970: 1_762_061_400))
    let second = try DateWheelPicker(
      mode: .dateAndTime, timeZone: try #require(TimeZone(identifier: "America/New_York")),
      repeatedTime: .second)
    #expect(second.instant(of: repeated) == Date(timeIntervalSince1970: 1_762_065_000))
    let skipped = LocalDateTime(year: 2025, month: 3, day: 9, hour: 2, minute: 30)
    #expect(first.instant(of: skipped) == Date(timeIntervalSince1970: 1_741_503_600))
  }
}
