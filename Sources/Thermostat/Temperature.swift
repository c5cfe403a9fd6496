public import PickerCore

/// The scale a thermostat shows: whole °F or half °C.
public enum TemperatureScale: String, Sendable, Hashable, CaseIterable {
  case fahrenheit = "F"
  case celsius = "C"

  /// The setpoint grid: 1 °F or 0.5 °C.
  public var step: ExactNumber { self == .fahrenheit ? 1 : ExactNumber("0.5") ?? 1 }
  /// The supported range: 45-90 °F, 7-32 °C (a common residential range).
  public var range: ClosedRange<ExactNumber> { self == .fahrenheit ? 45...90 : 7...32 }
  /// The least gap between heat and cool: 3 °F or 1.5 °C.
  public var deadband: ExactNumber { self == .fahrenheit ? 3 : ExactNumber("1.5") ?? 2 }
  /// The symbol.
  public var symbol: String { self == .fahrenheit ? "°F" : "°C" }
  /// The setpoint wheels' pattern.
  public var pattern: String { self == .fahrenheit ? "99" : "99.9" }

  /// The scale a locale reads temperatures in: °F where it measures in US units, °C elsewhere.
  ///
  /// The platform's locale data names the measurement system, not CLDR's temperature
  /// preference (Foundation keeps that internal on Linux), and the two agree for the United
  /// States. CLDR also reads °F in the Bahamas, Belize, the Cayman Islands, Palau and Puerto
  /// Rico (metric here, so °C) and °C in Liberia (US units here, so °F).
  public init(locale: LocaleData) {
    self = locale.measurementSystem == .us ? .fahrenheit : .celsius
  }
}

/// A setpoint exactly as it was set, in the scale it was set in.
///
/// Shown in the other scale it is converted and rounded to that scale's grid, but the stored
/// value never changes, so 68 °F shows as 20 °C and goes back to 68 °F, with no drift.
public struct Temperature: Sendable, Hashable, CustomStringConvertible {
  /// The value as set.
  public let value: ExactNumber
  /// The scale it was set in.
  public let scale: TemperatureScale

  /// Creates a temperature.
  public init(_ value: ExactNumber, _ scale: TemperatureScale) {
    self.value = value
    self.scale = scale
  }

  /// Exactly in °F (°C × 9/5 + 32), for comparing setpoints of either scale.
  public var fahrenheit: Ratio {
    scale == .fahrenheit ? Ratio(value) : Ratio(value) * Ratio(9) / Ratio(5) + Ratio(32)
  }

  /// The value shown in a scale: itself in its own scale, else converted and rounded to the
  /// scale's grid (half away from zero).
  public func shown(in target: TemperatureScale) -> ExactNumber {
    guard target != scale else { return value }
    let exact = target == .fahrenheit ? fahrenheit : (fahrenheit - Ratio(32)) * Ratio(5) / Ratio(9)
    let steps = (exact / Ratio(target.step)).rounded(places: 0)
    // A whole number of steps of 1 or 0.5 ends within one place.
    return (Ratio(steps) * Ratio(target.step)).rounded(places: 1)
  }

  /// `68 °F`, `20.5 °C`.
  public var description: String { text(.canonical) }

  /// The temperature in a locale's digits and decimal sign: `20,5 °C` in de_DE, `٢٠٫٥ °C` in
  /// ar_EG; the value's exact decimal, as the setpoint wheels write it.
  public func text(_ symbols: NumberSymbols) -> String {
    "\(symbols.written(value.description)) \(scale.symbol)"
  }
}
