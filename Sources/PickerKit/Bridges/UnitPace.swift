public import Foundation

/// Pace, time per distance, as a Foundation `Dimension` (Foundation has none): seconds per metre
/// at base, minutes per kilometre and per mile for runners.
///
/// Speed and pace are reciprocals, not linear factors of each other, so `ExactConversion`
/// converts between them; Foundation's converters only scale within one dimension.
public final class UnitPace: Dimension, @unchecked Sendable {
  /// Seconds per metre, the base unit.
  public static let secondsPerMeter = UnitPace(
    symbol: "s/m", converter: UnitConverterLinear(coefficient: 1))
  /// Minutes per kilometre (quantity shown as M:SS).
  public static let minutesPerKilometer = UnitPace(
    symbol: "min/km", converter: UnitConverterLinear(coefficient: 60.0 / 1_000))
  /// Minutes per mile (quantity shown as M:SS).
  public static let minutesPerMile = UnitPace(
    symbol: "min/mi", converter: UnitConverterLinear(coefficient: 60.0 / 1_609.344))

  /// Seconds per metre.
  public override class func baseUnit() -> UnitPace { secondsPerMeter }
}

/// A count of things, as a Foundation `Dimension`: each at base, dozens.
public final class UnitCount: Dimension, @unchecked Sendable {
  /// One each, the base unit.
  public static let each = UnitCount(symbol: "ea", converter: UnitConverterLinear(coefficient: 1))
  /// Twelve.
  public static let dozen = UnitCount(
    symbol: "doz", converter: UnitConverterLinear(coefficient: 12))

  /// Each.
  public override class func baseUnit() -> UnitCount { each }
}
