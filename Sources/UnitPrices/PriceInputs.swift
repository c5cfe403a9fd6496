public import PickerCore

/// Every input of the list is a picker: price, quantity on its unit's wheels, pack count.
///
/// Each is written in the signs it is given (the list's locale's, for a page's wheels); values
/// stay canonical, and without signs the wheels read and write `.` and 0-9, as requests do.
public enum PriceInputs {
  /// Price wheels in a currency's minor units: 0.01-9999.99 for cents, 1-9999999 for yen,
  /// 0.001-9999.999 for fils (a shop's prices, not a car's).
  public static func price(_ currency: Currency = .dollar, symbols: NumberSymbols = .canonical)
    throws(PriceError) -> PatternPicker
  {
    let digits = min(currency.minorUnits, 4)
    let whole = String(repeating: "9", count: digits == 0 ? 7 : 4)
    let pattern = digits == 0 ? whole : whole + "." + String(repeating: "9", count: digits)
    let smallest = ExactNumber(isNegative: false, significand: 1, exponent: -digits) ?? 1
    return try picker(pattern, minimum: smallest, symbols: symbols)
  }

  /// Pack count wheels, 1-999.
  public static func packCount(symbols: NumberSymbols = .canonical) throws(PriceError)
    -> PatternPicker
  {
    try picker("999", minimum: 1, symbols: symbols)
  }

  /// Wheels of a pattern from a minimum (patterns of nines from their last place, which always
  /// make a picker: an error here is this file's, named as such).
  private static func picker(_ pattern: String, minimum: ExactNumber, symbols: NumberSymbols)
    throws(PriceError) -> PatternPicker
  {
    let wheels: WheelPattern
    do throws(PatternError) {
      wheels = try WheelPattern(pattern)
    } catch {
      throw .price("the wheels \(pattern): \(error)")
    }
    do throws(ConstraintError) {
      return try PatternPicker(
        pattern: wheels, constraints: ValueConstraints(minimum: minimum), symbols: symbols)
    } catch {
      throw .price("the wheels \(pattern): \(error)")
    }
  }

  /// Quantity and unit wheels for a dimension, units in the shopper's order (Per).
  public static func quantity(_ dimension: MeasureDimension, symbols: NumberSymbols = .canonical)
    throws(MeasureError) -> MeasurePicker
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
