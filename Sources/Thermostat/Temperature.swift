public import Foundation
public import PickerKit

/// The scale a thermostat shows: whole °F or half °C.
public enum TemperatureScale: String, Sendable, Hashable, CaseIterable, Codable {
  case fahrenheit = "F"
  case celsius = "C"

  /// The setpoint grid: 1 °F or 0.5 °C.
  public var step: Decimal { self == .fahrenheit ? 1 : Decimal(string: "0.5") ?? 1 }
  /// The supported range: 45-90 °F, 7-32 °C (a common residential range).
  public var range: ClosedRange<Decimal> { self == .fahrenheit ? 45...90 : 7...32 }
  /// The least gap between heat and cool: 3 °F or 1.5 °C.
  public var deadband: Decimal { self == .fahrenheit ? 3 : Decimal(string: "1.5") ?? 2 }
  /// The symbol.
  public var symbol: String { self == .fahrenheit ? "°F" : "°C" }
  /// The setpoint wheels' pattern.
  public var pattern: String { self == .fahrenheit ? "99" : "99.9" }

  /// The scale a locale reads temperatures in: °F where it measures in US units, °C elsewhere.
  ///
  /// Foundation keeps CLDR's temperature preference internal on Linux (`Locale.temperatureUnit`
  /// is `package`), so this asks the measurement system, which agrees with CLDR's preference
  /// for the United States. CLDR also reads °F in the Bahamas, Belize, the Cayman Islands,
  /// Palau and Puerto Rico (metric here, so °C) and °C in Liberia (US units here, so °F).
  public init(locale: Locale) {
    self = locale.measurementSystem == .us ? .fahrenheit : .celsius
  }
}

/// A setpoint exactly as it was set, in the scale it was set in.
///
/// Shown in the other scale it is converted and rounded to that scale's grid, but the stored
/// value never changes, so 68 °F shows as 20 °C and goes back to 68 °F, with no drift.
public struct Temperature: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The value as set.
  public let value: Decimal
  /// The scale it was set in.
  public let scale: TemperatureScale

  /// Creates a temperature.
  public init(_ value: Decimal, _ scale: TemperatureScale) {
    self.value = value
    self.scale = scale
  }

  /// Exactly in °F (°C × 9/5 + 32 always ends), for comparing setpoints of either scale.
  public var fahrenheit: Decimal {
    scale == .fahrenheit ? value : value * 9 / 5 + 32
  }

  /// The value shown in a scale: itself in its own scale, else converted and rounded to the
  /// scale's grid (half away from zero).
  public func shown(in target: TemperatureScale) -> Decimal {
    guard target != scale else { return value }
    let exact = target == .fahrenheit ? fahrenheit : (fahrenheit - 32) * 5 / 9
    var steps = exact / target.step
    var rounded = Decimal()
    NSDecimalRound(&rounded, &steps, 0, .plain)
    return rounded * target.step
  }

  /// `68 °F`, `20.5 °C`.
  public var description: String { text(.canonical) }

  /// The temperature in a locale's digits and decimal sign: `20,5 °C` in de_DE, `٢٠٫٥ °C` in
  /// ar_EG; the value's exact decimal, as the setpoint wheels write it.
  public func text(_ symbols: NumberSymbols) -> String {
    "\(symbols.written(value.description)) \(scale.symbol)"
  }
}
