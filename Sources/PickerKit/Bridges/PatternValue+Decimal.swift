public import Foundation

extension PatternValue {
  /// The same value as a Foundation `Decimal`, exactly.
  public var decimal: Decimal {
    let (whole, fraction, places) = parts
    let scale = Decimal(sign: .plus, exponent: places, significand: 1)
    let magnitude = Decimal(whole) + Decimal(fraction) / scale
    return units < 0 ? -magnitude : magnitude
  }
}
