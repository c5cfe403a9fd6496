public import PickerCore

/// The two setpoints of a period, named as a thermostat names them.
public enum Setpoint: String, Sendable, Hashable, CaseIterable {
  case heat, cool

  /// `heating setpoint`, `cooling setpoint`.
  public var name: String { self == .heat ? "heating setpoint" : "cooling setpoint" }
}

extension TemperatureScale {
  /// The grid in words: `a whole °F`, `a half or whole °C`.
  var gridWords: String { self == .fahrenheit ? "a whole °F" : "in steps of 0.5 °C" }

  /// A setpoint as typed, checked in thermostat terms: a number, on the grid, in the range.
  public func setpoint(_ text: String, for setpoint: Setpoint) throws(ScheduleError)
    -> ExactNumber
  {
    let trimmed = text.trimmingSpaces
    let digits = trimmed.hasPrefix("-") ? trimmed.dropFirst() : Substring(trimmed)
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard trimmed.count <= 12, (1...2).contains(parts.count),
      parts.allSatisfy({ part in !part.isEmpty && part.allSatisfy { ("0"..."9").contains($0) } }),
      let value = ExactNumber(trimmed)
    else {
      throw .outOfRange(
        "the \(setpoint.name) is a number of \(symbol) (\(range.lowerBound)-\(range.upperBound)), "
          + "got \(Echo.shown(text))")
    }
    try check(value, for: setpoint)
    return value
  }

  /// Whether a setpoint is on the grid and in the range, refused in thermostat terms.
  func check(_ value: ExactNumber, for setpoint: Setpoint) throws(ScheduleError) {
    let steps = Ratio(value) / Ratio(step)
    guard Ratio(steps.rounded(places: 0)) == steps else {
      throw .outOfRange("the \(setpoint.name) must be \(gridWords), got \(value) \(symbol)")
    }
    guard range.contains(value) else {
      throw .outOfRange(
        "the \(setpoint.name) must be \(range.lowerBound)-\(range.upperBound) \(symbol), "
          + "got \(value) \(symbol)")
    }
  }

  /// A setpoint moved by an amount on this scale (a deadband up or down): exact, as both are
  /// on the grid.
  func moved(_ value: ExactNumber, by amount: ExactNumber) -> ExactNumber {
    (Ratio(value) + Ratio(amount)).rounded(places: 1)
  }
}
