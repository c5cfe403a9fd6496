public import Foundation

/// An exact quotient of two decimals, divided only when a person reads it.
///
/// A pace per mile is seconds per 1609.344 m, so seconds per metre does not end as a decimal;
/// keeping numerator and denominator apart makes every solve exact end to end (1.01 mi at
/// 7:45 /mi is 469.65 s, not 469.6499…). Hand-written because Foundation has no rational type
/// and the run's numbers are decimals, which a rational over integers would first have to scale.
public struct Ratio: Sendable, Comparable, CustomStringConvertible {
  /// The dividend.
  public let numerator: Decimal
  /// The divisor, always above zero.
  public let denominator: Decimal

  /// A quotient; the divisor must not be zero (callers check outside numbers first).
  public init(_ numerator: Decimal, over denominator: Decimal = 1) {
    precondition(!denominator.isZero, "a ratio's denominator is never zero")
    let negative = denominator < 0
    self.numerator = negative ? -numerator : numerator
    self.denominator = negative ? -denominator : denominator
  }

  /// Whether two ratios are the same number (1/2 and 2/4 are).
  public static func == (left: Ratio, right: Ratio) -> Bool {
    left.numerator * right.denominator == right.numerator * left.denominator
  }

  /// Whether one ratio is below another, decided exactly by cross-multiplying.
  public static func < (left: Ratio, right: Ratio) -> Bool {
    left.numerator * right.denominator < right.numerator * left.denominator
  }

  /// The smaller of two ratios.
  public static func minimum(_ left: Ratio, _ right: Ratio) -> Ratio { right < left ? right : left }

  /// The quotient to Decimal's 38 digits (exact when it ends).
  public var decimal: Decimal { numerator / denominator }

  /// The quotient as a Double, for the prediction models' powers and logarithms.
  public var double: Double { (decimal as NSDecimalNumber).doubleValue }

  /// Whether the quotient is above zero.
  public var isPositive: Bool { numerator > 0 }

  /// The product of two ratios.
  public static func * (left: Ratio, right: Ratio) -> Ratio {
    Ratio(left.numerator * right.numerator, over: left.denominator * right.denominator)
  }

  /// The quotient of two ratios; the right one must not be zero.
  public static func / (left: Ratio, right: Ratio) -> Ratio {
    Ratio(left.numerator * right.denominator, over: left.denominator * right.numerator)
  }

  /// The sum of two ratios.
  public static func + (left: Ratio, right: Ratio) -> Ratio {
    if left.denominator == right.denominator {
      return Ratio(left.numerator + right.numerator, over: left.denominator)
    }
    return Ratio(
      left.numerator * right.denominator + right.numerator * left.denominator,
      over: left.denominator * right.denominator)
  }

  /// The difference of two ratios.
  public static func - (left: Ratio, right: Ratio) -> Ratio {
    left + Ratio(-right.numerator, over: right.denominator)
  }

  /// The quotient rounded half up (away from zero) to some decimal places, decided on the exact
  /// value: 469.65 rounds to 469.7 however its numerator and denominator were reached.
  public func rounded(places: Int) -> Decimal {
    var quotient = decimal
    var rounded = Decimal()
    NSDecimalRound(&rounded, &quotient, places, .plain)
    // The 38-digit quotient may sit a hair below a tie (469.6499…9); compare the exact value
    // with the tie above and below the rounded value, by cross-multiplying.
    let half = Decimal(sign: .plus, exponent: -places - 1, significand: 5)
    let step = half * 2
    let magnitude = Ratio(numerator.magnitude, over: denominator)
    var result = rounded.magnitude
    if !(magnitude < Ratio(result + half)) {
      result += step
    } else if magnitude < Ratio(result - half), result >= step {
      result -= step
    }
    return numerator < 0 ? -result : result
  }

  /// The quotient to Decimal's 38 digits.
  public var description: String { decimal.description }
}
