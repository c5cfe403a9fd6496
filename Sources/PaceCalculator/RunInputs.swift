public import PickerKit

/// Every input of the calculator is a picker (seed 000: pace `59:59`, time `99:59:59`).
///
/// Distances take thousandths (`999.999`), one place more than seed 000's `999.99`, because the
/// marathon is 42.195 km and the half 21.0975 km rounds only at the fourth.
public enum RunInputs {
  /// Distance wheels for km or mi (`999.999`) or m (`99999.9`).
  public static func distance(unit symbol: String) throws -> PatternPicker {
    try PatternPicker(pattern: WheelPattern(symbol == "m" ? "99999.9" : "999.999"))
  }

  /// Time wheels, hours to seconds and tenths.
  public static func time() throws -> PatternPicker {
    try PatternPicker(pattern: WheelPattern("99:59:59.9"))
  }

  /// Pace wheels per km or mi, minutes to tenths.
  public static func pace() throws -> PatternPicker {
    try PatternPicker(pattern: WheelPattern("59:59.9"))
  }

  /// Speed wheels in km/h or mph.
  public static func speed() throws -> PatternPicker {
    try PatternPicker(pattern: WheelPattern("99.99"))
  }

  /// Repetitions of an interval session, 1-100.
  public static func repetitions() throws -> PatternPicker {
    try PatternPicker(
      pattern: WheelPattern("999"), constraints: ValueConstraints(minimum: 1, maximum: 100))
  }
}
