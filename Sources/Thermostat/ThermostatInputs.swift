import Foundation
public import PickerKit

/// Every input of the schedule editor is a picker: setpoints on the scale's grid and range, and
/// period times on the minute grid.
public enum ThermostatInputs {
  /// Setpoint wheels: 45-90 in whole °F, or 7-32 in half °C.
  public static func setpoint(_ scale: TemperatureScale) throws -> PatternPicker {
    try PatternPicker(
      pattern: WheelPattern(scale.pattern),
      constraints: ValueConstraints(
        minimum: scale.range.lowerBound, maximum: scale.range.upperBound, step: scale.step))
  }

  /// Time wheels on the schedule's minute grid, on a 12-hour clock (hour and AM/PM wheels, as
  /// in the US) or a 24-hour one.
  public static func time(minuteInterval: Int, twelveHour: Bool = true) throws -> DateWheelPicker {
    try DateWheelPicker(
      mode: .time, locale: Locale(identifier: twelveHour ? "en_US" : "en_GB"), timeZone: .gmt,
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
