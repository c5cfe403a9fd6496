public import PickerKit

/// Every input of the list is a picker: price, quantity on its unit's wheels, pack count.
public enum PriceInputs {
  /// Price wheels, 0.01-9999.99.
  public static func price() throws -> PatternPicker {
    try PatternPicker(
      pattern: WheelPattern("9999.99"), constraints: ValueConstraints(minimum: 0.01))
  }

  /// Pack count wheels, 1-999.
  public static func packCount() throws -> PatternPicker {
    try PatternPicker(pattern: WheelPattern("999"), constraints: ValueConstraints(minimum: 1))
  }

  /// Quantity and unit wheels for a dimension, units in the shopper's order (seed 004).
  public static func quantity(_ dimension: MeasureDimension) throws -> MeasurePicker {
    let order: [String] =
      switch dimension {
      case .mass: ["kg", "g", "lb", "oz"]
      case .volume: ["L", "cL", "mL", "gal", "qt", "pt", "fl oz"]
      default: ["ea", "doz"]
      }
    return try MeasurePicker(dimension: dimension, units: order)
  }
}
