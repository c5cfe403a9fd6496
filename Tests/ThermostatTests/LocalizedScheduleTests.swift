import Foundation
import PickerKit
import Testing

@testable import Thermostat

/// A schedule in the reader's locale (issue 25): temperatures, start times and notes in the
/// locale's digits and decimal sign, the clock's words in its language; values canonical.
///
/// Every setpoint of both grids and every start time of the 15-minute grid is checked, not a
/// sample.
@Suite("A schedule in the reader's locale")
struct LocalizedScheduleTests {
  static let locales = ["en_US", "de_DE", "fr_FR", "es_ES", "ja_JP", "ar_EG"]

  /// Every setpoint a scale's wheels hold.
  private func setpoints(_ scale: TemperatureScale) -> [ExactNumber] {
    var values: [ExactNumber] = []
    var value = scale.range.lowerBound
    while value <= scale.range.upperBound {
      values.append(value)
      value = scale.moved(value, by: scale.step)
    }
    return values
  }

  @Test("21,5 °C for a German reader, ٢١٫٥ °C for an Egyptian one; 70 °F as before")
  func examples() {
    let half = exact("21.5")
    #expect(
      Temperature(half, .celsius).text(NumberSymbols(locale: Locale(identifier: "de_DE")))
        == "21,5 °C")
    #expect(
      Temperature(half, .celsius).text(NumberSymbols(locale: Locale(identifier: "ar_EG")))
        == "٢١٫٥ °C")
    #expect(Temperature(70, .fahrenheit).description == "70 °F")
  }

  @Test(
    "Every setpoint is written in the locale's signs and reads back on its wheels",
    arguments: locales)
  func setpointsRoundTrip(identifier: String) throws {
    let symbols = NumberSymbols(locale: Locale(identifier: identifier))
    for scale in TemperatureScale.allCases {
      let wheels = try ThermostatInputs.setpoint(scale, symbols: symbols)
      for value in setpoints(scale) {
        let text = Temperature(value, scale).text(symbols)
        #expect(text.hasSuffix(" \(scale.symbol)"), "\(identifier): \(text)")
        // What the reader reads is what the wheels take back, to the same canonical value.
        let number = String(text.dropLast(scale.symbol.count + 1))
        let read = try wheels.answer(number, nearest: false)
        #expect(wheels.valueText(of: read.value) == value.description, "\(identifier): \(text)")
        #expect(symbols.canonical(number) == value.description, "\(identifier): \(text)")
        if symbols.digits != NumberSymbols.canonical.digits {
          #expect(!number.contains { $0.isASCII }, "\(identifier): \(text)")
        }
      }
    }
  }

  @Test(
    "Every start time in the locale's digits and clock words, on either clock", arguments: locales)
  func times(identifier: String) throws {
    let symbols = NumberSymbols(locale: Locale(identifier: identifier))
    for hours in ScheduleClock.allCases {
      let twelveHour = hours == .twelve
      let clock = try timeWheels(identifier, hours)
      #expect(clock.uses12HourClock == twelveHour, "\(identifier)")
      // The description keeps the clock asked for, whatever the locale's own.
      guard case .date(let spec) = PickerSpec(clock) else {
        Issue.record("times are date wheels")
        return
      }
      #expect(try spec.makePicker().uses12HourClock == twelveHour, "\(identifier)")
      for minute in stride(from: 0, to: 1_440, by: 15) {
        let entry = ScheduleEntry(
          period: .wake, minute: minute, heat: Temperature(70, .fahrenheit),
          cool: Temperature(78, .fahrenheit))
        let shown = entry.shownTime(on: clock)
        let digits = shown.compactMap { symbols.digits.firstIndex(of: $0) }
        let hour = twelveHour ? (minute / 60 + 11) % 12 + 1 : minute / 60
        let expected = String(hour) + String(format: "%02d", minute % 60)
        #expect(digits.map(String.init).joined().hasSuffix(expected), "\(identifier): \(shown)")
        if symbols.digits != NumberSymbols.canonical.digits {
          #expect(!shown.contains { $0.isASCII && $0.isNumber }, "\(identifier): \(shown)")
        }
        // The request's value stays HH:MM, read on any clock.
        #expect(try ThermostatInputs.startTime(entry.timeText, on: clock) == minute)
      }
    }
  }

  @Test("The clock's words are the locale's; their points are not decimal signs")
  func clockWords() throws {
    let spanish = Locale(identifier: "es_ES")
    let clock = try timeWheels("es_ES", .twelve)
    let entry = ScheduleEntry(
      period: .wake, minute: 18 * 60 + 30, heat: Temperature(21, .celsius),
      cool: Temperature(25, .celsius))
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = spanish
    #expect(
      entry.shownTime(on: clock)
        == "6:30 \(calendar.pmSymbol)")
  }

  @Test("A change's note is written in the reader's signs")
  func notes() throws {
    let german = NumberSymbols(locale: Locale(identifier: "de_DE"))
    var edited = EditedSchedule(.energyStar(scale: .celsius))
    let note = try edited.apply(
      .setpoint(.weekdays, .wake, .heat, exact("24.5")), symbols: german)
    #expect(
      note
        == "Weekdays Wake heating setpoint set to 24,5 °C; cooling setpoint raised to 26 °C to "
        + "stay 1,5 °C above heating")
    let arabic = NumberSymbols(locale: Locale(identifier: "ar_EG"))
    let time = try edited.apply(.time(.weekdays, .wake, minute: 6 * 60 + 30), symbols: arabic)
    #expect(time == "Weekdays Wake starts at ٠٦:٣٠")
    // Without symbols, as before.
    var plain = EditedSchedule(.energyStar(scale: .celsius))
    #expect(
      try plain.apply(.setpoint(.weekdays, .wake, .heat, 22))
        == "Weekdays Wake heating setpoint set to 22 °C")
  }
}
