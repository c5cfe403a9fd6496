import Foundation
public import PickerKit

/// Every input of the list is a picker: price, quantity on its unit's wheels, pack count.
///
/// Each is written in the signs it is given (the list's locale's, for a page's wheels); values
/// stay canonical, and without signs the wheels read and write `.` and 0-9, as requests do.
public enum PriceInputs {
  /// Price wheels in a currency's minor units: 0.01-9999.99 for cents, 1-9999999 for yen,
  /// 0.001-9999.999 for fils (a shop's prices, not a car's).
  public static func price(_ currency: Currency = .dollar, symbols: NumberSymbols = .canonical)
    throws -> PatternPicker
  {
    let digits = min(currency.minorUnits, 4)
    let whole = String(repeating: "9", count: digits == 0 ? 7 : 4)
    let pattern = digits == 0 ? whole : whole + "." + String(repeating: "9", count: digits)
    let smallest = Decimal(sign: .plus, exponent: -digits, significand: 1)
    return try PatternPicker(
      pattern: WheelPattern(pattern), constraints: ValueConstraints(minimum: smallest),
      symbols: symbols)
  }

  /// Pack count wheels, 1-999.
  public static func packCount(symbols: NumberSymbols = .canonical) throws -> PatternPicker {
    try PatternPicker(
      pattern: WheelPattern("999"), constraints: ValueConstraints(minimum: 1), symbols: symbols)
  }

  /// Quantity and unit wheels for a dimension, units in the shopper's order (seed 004).
  public static func quantity(_ dimension: MeasureDimension, symbols: NumberSymbols = .canonical)
    throws -> MeasurePicker
  {
    let order: [String] =
      switch dimension {
      case .mass: ["kg", "g", "lb", "oz"]
      case .volume: ["L", "cL", "mL", "gal", "qt", "pt", "fl oz"]
      default: ["ea", "doz"]
      }
    return try MeasurePicker(dimension: dimension, units: order, numberSymbols: symbols)
  }
}
