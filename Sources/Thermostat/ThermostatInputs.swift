public import Foundation
public import PickerKit

/// Every input of the schedule editor is a picker: setpoints on the scale's grid and range, and
/// period times on the minute grid.
public enum ThermostatInputs {
  /// Setpoint wheels: 45-90 in whole °F, or 7-32 in half °C, written in the given signs (the
  /// reader's, on a page) and read in them and in `.` and 0-9.
  public static func setpoint(_ scale: TemperatureScale, symbols: NumberSymbols = .canonical)
    throws -> PatternPicker
  {
    try PatternPicker(
      pattern: WheelPattern(scale.pattern),
      constraints: ValueConstraints(
        minimum: scale.range.lowerBound, maximum: scale.range.upperBound, step: scale.step),
      symbols: symbols)
  }

  /// Time wheels on the schedule's minute grid, on a 12-hour clock (hour and AM/PM wheels, as
  /// in the US) or a 24-hour one, in a locale's order and words (`ص`/`م` in ar_EG).
  ///
  /// The clock is the one asked for whatever the locale's own: the locale is given its hour
  /// cycle (`de_DE@hours=h12`), which a description of the wheels keeps.
  public static func time(
    minuteInterval: Int, twelveHour: Bool = true, locale: Locale = Locale(identifier: "en_US")
  ) throws -> DateWheelPicker {
    var components = Locale.Components(locale: locale)
    components.hourCycle = twelveHour ? .oneToTwelve : .zeroToTwentyThree
    return try DateWheelPicker(
      mode: .time, locale: Locale(components: components), timeZone: .gmt,
      minuteInterval: minuteInterval)
  }

  /// A period's start time as typed (`06:30`, `6:30 AM`), in minutes after midnight, refused in
  /// thermostat terms.
  public static func startTime(_ text: String, minuteInterval: Int) throws(ScheduleError) -> Int {
    do {
      let fields = try time(minuteInterval: minuteInterval).accept(text).fields
      return fields.hour * 60 + fields.minute
    } catch {
      throw .startTime(text, interval: minuteInterval)
    }
  }
}

extension ScheduleEntry {
  /// The start time as a clock writes it, in its locale's digits and words: `6:00 AM`, `06:00`,
  /// `٦:٠٠ ص`.
  public func shownTime(on clock: DateWheelPicker) -> String {
    clock.writtenText(of: clock.rows(for: LocalDateTime(hour: minute / 60, minute: minute % 60)))
  }

  /// The start time on the 24-hour clock, `HH:MM`, in the locale's digits: `06:00`, `٠٦:٠٠`.
  public func timeText(_ symbols: NumberSymbols) -> String { symbols.writtenDigits(timeText) }
}
