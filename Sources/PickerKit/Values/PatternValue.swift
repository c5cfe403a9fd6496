public import Foundation

/// An exact value of a pattern: a whole number of its smallest units (0.1 for `99.9`, 1/16 for `99x`).
public struct PatternValue: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The value as a count of `resolution`'s units.
  public let units: Int64
  /// The unit the count is in.
  public let resolution: Resolution

  /// Creates a value from a count of units.
  public init(units: Int64, resolution: Resolution) {
    self.units = units
    self.resolution = resolution
  }

  /// Zero in a resolution.
  public static func zero(_ resolution: Resolution) -> PatternValue {
    PatternValue(units: 0, resolution: resolution)
  }

  /// The same value as a Foundation `Decimal`, exactly.
  public var decimal: Decimal {
    let (significand, exponent) = decimalDigits
    return Decimal(
      sign: units < 0 ? .minus : .plus, exponent: exponent,
      significand: Decimal(significand.magnitude))
  }

  /// The magnitude as an integer significand and a power-of-ten exponent.
  private var decimalDigits: (Int64, Int) {
    switch resolution {
    case .decimal(let places): (units, -places)
    // n/16 = n * 625 / 10^4, exactly.
    case .sixteenths: (units * 625, -4)
    }
  }

  /// The value as a plain decimal: no exponent, no trailing zeros (`774.37`, `12.375`, `0`).
  public var description: String {
    let (significand, exponent) = decimalDigits
    let places = -exponent
    let scale = Int64.power(10, places)
    let magnitude = significand.magnitude
    let whole = magnitude / UInt64(scale)
    var fraction = magnitude % UInt64(scale)
    var text = units < 0 ? "-\(whole)" : "\(whole)"
    guard fraction != 0 else { return text }
    var digits = places
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    return text
  }

  /// Orders values of one resolution by their units.
  public static func < (lhs: PatternValue, rhs: PatternValue) -> Bool {
    lhs.units < rhs.units
  }
}
