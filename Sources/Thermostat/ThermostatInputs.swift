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

  /// Time wheels on the schedule's minute grid.
  public static func time(minuteInterval: Int) throws -> DateWheelPicker {
    try DateWheelPicker(mode: .time, timeZone: .gmt, minuteInterval: minuteInterval)
  }
}
