public import Foundation

/// A converted amount: exact where the decimal ends, else rounded to 12 significant digits.
public struct ConvertedAmount: Sendable, Hashable, CustomStringConvertible {
  /// The amount (exact when `isExact`).
  public let value: Decimal
  /// Whether `value` is the exact result.
  public let isExact: Bool

  /// Creates a converted amount.
  public init(value: Decimal, isExact: Bool) {
    self.value = value
    self.isExact = isExact
  }

  /// The amount as a plain decimal.
  public var description: String { value.description }
}

/// Exact conversion between units of one dimension, and between speed and pace.
///
/// Every definition is a decimal fraction, so a conversion is one product divided by one product:
/// exact whenever the quotient's decimal ends (21 °C is 69.8 °F; 10 mph is 16.09344 km/h), and
/// otherwise rounded to 12 significant digits (70 °F is 21.1111111111 °C).
public enum ExactConversion {
  /// Significant digits kept when a quotient does not end.
  public static let roundedDigits = 12

  private static let fillsEveryDigit = Decimal(sign: .plus, exponent: 33, significand: 1)

  /// Converts an amount from one unit to another.
  public static func convert(_ amount: Decimal, from source: ExactUnit, to target: ExactUnit)
    throws(MeasureError) -> ConvertedAmount
  {
    if source.dimension == target.dimension {
      // target = ((v·nS + oS)·dT − oT·dS) ÷ (dS·nT)
      let numerator =
        (amount * source.numerator + source.offset) * target.denominator - target.offset
        * source.denominator
      return divide(numerator, by: source.denominator * target.numerator)
    }
    let pair = Set([source.dimension, target.dimension])
    guard pair == [.speed, .pace] else {
      throw .cannotConvert(from: source.symbol, to: target.symbol)
    }
    // Pace and speed are reciprocal in base units (s/m and m/s):
    // target = dS·dT ÷ (v·nS·nT).
    guard amount != 0 else { throw .noReciprocal("\(amount) \(source.symbol)") }
    return divide(
      source.denominator * target.denominator, by: amount * source.numerator * target.numerator)
  }

  /// An amount in its dimension's base unit (kg, L, m, m/s, s/m, °C, s, each), exact where the
  /// decimal ends.
  public static func baseValue(_ amount: Decimal, of unit: ExactUnit) -> Decimal {
    divide(amount * unit.numerator + unit.offset, by: unit.denominator).value
  }

  /// numerator ÷ denominator, exact when the quotient ends within Decimal's 38 digits, else
  /// rounded to 12 significant digits.
  public static func divide(_ numerator: Decimal, by denominator: Decimal) -> ConvertedAmount {
    let quotient = numerator / denominator
    // A quotient that ends has fewer digits than Decimal holds and multiplies back exactly; one
    // that does not fills every digit (its significand reaches 10^33).
    if quotient.significand.magnitude < fillsEveryDigit, quotient * denominator == numerator {
      return ConvertedAmount(value: quotient, isExact: true)
    }
    return ConvertedAmount(
      value: rounded(quotient, significantDigits: roundedDigits), isExact: false)
  }

  /// A decimal rounded to some significant digits, half away from zero.
  static func rounded(_ value: Decimal, significantDigits: Int) -> Decimal {
    guard value != 0 else { return 0 }
    let integerDigits =
      value.magnitude >= 1
      ? value.magnitude.rounded(.down).description.count : 0
    var leadingZeros = 0
    if value.magnitude < 1 {
      var probe = value.magnitude
      while probe < 1 {
        probe *= 10
        leadingZeros += 1
      }
      leadingZeros -= 1
    }
    var input = value
    var output = Decimal()
    let scale = significantDigits - integerDigits + leadingZeros
    NSDecimalRound(&output, &input, scale, .plain)
    return output
  }
}

extension Decimal {
  /// The decimal rounded to a whole number in a direction.
  func rounded(_ rule: FloatingPointRoundingRule) -> Decimal {
    var input = self
    var output = Decimal()
    NSDecimalRound(&output, &input, 0, rule == .down ? .down : .plain)
    return output
  }
}
