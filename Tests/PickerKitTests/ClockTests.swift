import Foundation
import PickerTestSupport
import Testing

@testable import PickerCore
@testable import PickerKit

/// A time's clock whatever the locale (issue 35): `clock` 12 or 24 on a time or date-time, laid
/// out as the locale writes that clock (Foundation's CLDR data with the `hours` keyword).
@Suite("12 or 24 hours, whatever the locale")
struct ClockTests {
  static let locales = ["en_US", "de_DE", "ja_JP", "ko_KR", "fr_FR", "ar_EG", "en_GB", "hi_IN"]

  @Test(
    "Either clock in any locale: its hour rows, an AM/PM wheel where Foundation writes one",
    arguments: locales)
  func eitherClock(identifier: String) throws {
    for mode in [DateMode.time, .dateAndTime] {
      for clock in Clock.allCases {
        let spec = DateSpec(mode: mode, locale: identifier, timeZone: "UTC", clock: clock)
        let picker = try spec.makePicker()
        let fields = picker.wheels.map(\.field)
        let hour = try #require(picker.wheels.first { $0.field == .hour })
        #expect(hour.rowCount == clock.rawValue, "\(identifier) \(mode) \(clock)")
        #expect(fields.contains(.meridiem) == (clock == .twelve), "\(identifier) \(clock)")
        // Where the AM/PM wheel stands is the locale's, as Foundation lays out that clock.
        let layout = try #require(
          DateFormatter.dateFormat(
            fromTemplate: "j", options: 0,
            locale: Locale(identifier: clock.locale(identifier))))
        if clock == .twelve, let meridiem = fields.firstIndex(of: .meridiem),
          let hourIndex = fields.firstIndex(of: .hour)
        {
          let first = layout.firstIndex(of: "a").map { a in
            layout.firstIndex(where: { "hK".contains($0) }).map { a < $0 } ?? false
          }
          #expect((meridiem < hourIndex) == (first ?? false), "\(identifier): \(layout)")
        }
        // The value stays the 24-hour ISO time; the written time is on the asked clock.
        let outcome = try picker.answer(
          mode == .time ? "18:30" : "2026-03-01T18:30", nearest: false)
        #expect(picker.valueText(of: outcome.value).hasSuffix("18:30"))
        let latin = NumberSymbols(locale: Locale(identifier: identifier)).latinDigits(
          outcome.written)
        #expect(latin.contains("18") == (clock == .twentyFour), "\(identifier) \(clock): \(latin)")
        // Described back, it is the same description and builds the same wheels.
        let back = DateSpec(picker)
        #expect(back.clock == clock && back.locale == identifier, "\(back)")
        #expect(try back.makePicker().wheels == picker.wheels)
      }
    }
  }

  @Test("Without a clock the locale's own; a clock where no time of day is shown is refused")
  func defaultsAndRefusals() throws {
    #expect(try DateSpec(mode: .time, locale: "en_US").makePicker().uses12HourClock)
    #expect(try !DateSpec(mode: .time, locale: "de_DE").makePicker().uses12HourClock)
    for mode in [DateMode.date, .monthYear, .year, .countdown] {
      let error = try #require(
        throws: SpecError.self,
        performing: { try DateSpec(mode: mode, clock: .twentyFour).makePicker() })
      #expect(error.setting == "clock")
      #expect(error.description.contains(mode.rawValue))
    }
  }

  static func spec(_ text: String) throws -> PickerSpec {
    try PickerSpec(json: JSONReading(try JSONReader.value(of: Array(text.utf8))))
  }

  @Test("As JSON: clock 12 or 24, and anything else refused naming it")
  func json() throws {
    let spec = try Self.spec(#"{"kind": "date", "mode": "time", "clock": 24}"#)
    #expect(spec == .date(DateSpec(mode: .time, clock: .twentyFour)))
    #expect(try PickerJSON.text(of: spec).contains(#""clock":24"#))
    let plain = try PickerJSON.text(of: PickerSpec.date(DateSpec(mode: .time)))
    #expect(!plain.contains("clock"))
    for bad in ["13", "\"24\"", "12.5", "0"] {
      let error = try #require(
        throws: SpecError.self,
        performing: { try Self.spec(#"{"kind": "date", "mode": "time", "clock": \#(bad)}"#) })
      #expect(error.setting == "clock", "\(bad): \(error)")
    }
  }
}
