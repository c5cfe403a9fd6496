public import Foundation
public import PickerKit

extension Ratio {
  /// An amount of a unit in its dimension's base unit (metres, seconds per metre, metres per
  /// second), exactly: 7:45 /mi is 465 s over 1609.344 m.
  public init(_ amount: Decimal, _ unit: ExactUnit) {
    self.init(amount * unit.numerator.decimal, over: unit.denominator.decimal)
  }

  /// This base amount in a unit of the same dimension, exactly.
  public func amount(in unit: ExactUnit) -> Ratio {
    Ratio(numerator * unit.denominator.decimal, over: denominator * unit.numerator.decimal)
  }

  /// The reciprocal: a pace (seconds per metre) from a speed (metres per second), or back.
  public var reciprocal: Ratio { Ratio(denominator, over: numerator) }
}
