/// A converted amount: exact where the decimal ends, else rounded to 12 significant digits.
public struct ConvertedAmount: Sendable, Hashable, CustomStringConvertible {
  /// The amount (exact when `isExact`).
  public let value: ExactNumber
  /// Whether `value` is the exact result.
  public let isExact: Bool

  /// Creates a converted amount.
  public init(value: ExactNumber, isExact: Bool) {
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
///
/// The products and sums are exact, on integers as wide as they need (`WideUnsigned`). The
/// quotient is the one Foundation's `Decimal` division gave when this ran on it, so every
/// answer is the same, digit for digit: a quotient counts as ending when it ends within the 38
/// digits below the dividend's and divisor's exponents that `Decimal` keeps, with fewer than 33
/// significant digits (one with more fills every digit `Decimal` has and was taken as not
/// ending); otherwise its first 12 digits are kept, rounded half away from zero, or all of
/// those 38 places when they hold fewer.
public enum ExactConversion {
  /// Significant digits kept when a quotient does not end.
  public static let roundedDigits = 12

  /// Converts an amount from one unit to another; an error for units that do not convert into
  /// each other, a speed or pace of zero between the two, or a result past what an
  /// ``ExactNumber`` holds.
  @_disfavoredOverload
  public static func convert(_ amount: ExactNumber, from source: ExactUnit, to target: ExactUnit)
    throws(MeasureError) -> ConvertedAmount
  {
    let value = ScaledWide(amount)
    let naming = { "\(amount) \(source.symbol) in \(target.symbol)" }
    if source.dimension == target.dimension {
      // target = ((v·nS + oS)·dT − oT·dS) ÷ (dS·nT)
      let scaled =
        (value * ScaledWide(source.numerator)).plus(ScaledWide(source.offset))
        * ScaledWide(target.denominator)
      let numerator = scaled.plus(
        (ScaledWide(target.offset) * ScaledWide(source.denominator)).negated)
      return try dividing(
        numerator, by: ScaledWide(source.denominator) * ScaledWide(target.numerator),
        naming: naming)
    }
    guard source.dimension.reciprocal == target.dimension else {
      throw .cannotConvert(from: source.symbol, to: target.symbol)
    }
    // Pace and speed are reciprocal in base units (s/m and m/s):
    // target = dS·dT ÷ (v·nS·nT).
    guard amount != .zero else { throw .noReciprocal("\(amount) \(source.symbol)") }
    return try dividing(
      ScaledWide(source.denominator) * ScaledWide(target.denominator),
      by: value * ScaledWide(source.numerator) * ScaledWide(target.numerator), naming: naming)
  }

  /// An amount in its dimension's base unit (kg, L, m, m/s, s/m, °C, s, each), exact where the
  /// decimal ends.
  @_disfavoredOverload
  public static func baseValue(_ amount: ExactNumber, of unit: ExactUnit) throws(MeasureError)
    -> ExactNumber
  {
    let numerator = (ScaledWide(amount) * ScaledWide(unit.numerator)).plus(ScaledWide(unit.offset))
    return try dividing(
      numerator, by: ScaledWide(unit.denominator),
      naming: { "\(amount) \(unit.symbol) in its base unit" }
    ).value
  }

  /// numerator ÷ denominator, exact when the quotient ends within 38 digits, else rounded to 12
  /// significant digits; an error for a zero divisor or a quotient past an ``ExactNumber``.
  @_disfavoredOverload
  public static func divide(_ numerator: ExactNumber, by denominator: ExactNumber)
    throws(MeasureError) -> ConvertedAmount
  {
    try dividing(
      ScaledWide(numerator), by: ScaledWide(denominator),
      naming: { "\(numerator) ÷ \(denominator)" })
  }

  /// A quotient at or past 10^33 filled every digit of a `Decimal` quotient, and was taken as
  /// one that does not end.
  private static let exactSignificandLimit: UInt128 = 1_000_000_000_000_000_000_000_000_000_000_000

  /// The quotient as `Decimal`'s division and this rule's rounding gave it.
  ///
  /// `Decimal` divided the significands with 38 more digits than the dividend's, at the
  /// exponent `shift − 38` (shift: the dividend's exponent less the divisor's, both without
  /// trailing zeros), or at −38 when the shift was 19 or more (it first scaled the dividend to
  /// the divisor's exponent), and never below −128. Its quotient is R = n ÷ d truncated there,
  /// and exactly R when R ends there.
  private static func dividing(
    _ numerator: ScaledWide, by denominator: ScaledWide, naming: () -> String
  ) throws(MeasureError) -> ConvertedAmount {
    guard !denominator.magnitude.isZero else { throw .divisionByZero(naming()) }
    guard !numerator.magnitude.isZero else { return ConvertedAmount(value: .zero, isExact: true) }
    let dividend = numerator.compacted
    let divisor = denominator.compacted
    let isNegative = dividend.isNegative != divisor.isNegative
    let shift = dividend.exponent - divisor.exponent
    let lastDigit = max(shift >= 19 ? -38 : shift - 38, ExactNumber.exponents.lowerBound)
    // kept = ⌊R · 10^−lastDigit⌋ = ⌊dividend · 10^places ÷ divisor⌋.
    let places = shift - lastDigit
    let (kept, remainder) =
      places >= 0
      ? (dividend.magnitude * .powerOfTen(places)).quotientAndRemainder(
        dividingBy: divisor.magnitude)
      : dividend.magnitude.quotientAndRemainder(
        dividingBy: divisor.magnitude * .powerOfTen(-places))
    if remainder.isZero {
      let (significand, zeros) = kept.withoutTrailingZeros
      if let small = significand.uint128, small < exactSignificandLimit {
        return ConvertedAmount(
          value: try number(isNegative, small, lastDigit + zeros, naming: naming), isExact: true)
      }
    }
    guard !kept.isZero else { return ConvertedAmount(value: .zero, isExact: false) }
    // Twelve digits or fewer are kept as they are; more are rounded on the thirteenth, which
    // rounds R itself the same way, since the digits past it only lower R below a tie.
    let digits = kept.digitCount
    guard digits > roundedDigits else {
      let (significand, zeros) = kept.withoutTrailingZeros
      return ConvertedAmount(
        value: try number(isNegative, significand.uint128 ?? 0, lastDigit + zeros, naming: naming),
        isExact: false)
    }
    let leading = kept.dividedByPowerOfTen(digits - roundedDigits - 1).uint128 ?? 0
    let (whole, dropped) = leading.quotientAndRemainder(dividingBy: 10)
    return ConvertedAmount(
      value: try number(
        isNegative, dropped >= 5 ? whole + 1 : whole, lastDigit + digits - roundedDigits,
        naming: naming),
      isExact: false)
  }

  /// The exact number with these parts, or an error naming the result when it is past what a
  /// number holds.
  private static func number(
    _ isNegative: Bool, _ significand: UInt128, _ exponent: Int, naming: () -> String
  ) throws(MeasureError) -> ExactNumber {
    guard
      let number = ExactNumber(isNegative: isNegative, significand: significand, exponent: exponent)
    else { throw .outOfRange(naming()) }
    return number
  }
}

/// A decimal as a sign, a wide significand and a power of ten, with exact products and sums.
private struct ScaledWide {
  var isNegative: Bool
  var magnitude: WideUnsigned
  var exponent: Int

  init(isNegative: Bool, magnitude: WideUnsigned, exponent: Int) {
    self.isNegative = isNegative && !magnitude.isZero
    self.magnitude = magnitude
    self.exponent = exponent
  }

  init(_ number: ExactNumber) {
    self.init(
      isNegative: number.isNegative, magnitude: WideUnsigned(number.significand),
      exponent: number.exponent)
  }

  var negated: ScaledWide {
    ScaledWide(isNegative: !isNegative, magnitude: magnitude, exponent: exponent)
  }

  /// The same value with no trailing zeros in the significand.
  var compacted: ScaledWide {
    let (significand, zeros) = magnitude.withoutTrailingZeros
    return ScaledWide(isNegative: isNegative, magnitude: significand, exponent: exponent + zeros)
  }

  static func * (lhs: ScaledWide, rhs: ScaledWide) -> ScaledWide {
    ScaledWide(
      isNegative: lhs.isNegative != rhs.isNegative, magnitude: lhs.magnitude * rhs.magnitude,
      exponent: lhs.exponent + rhs.exponent)
  }

  /// The exact sum, at the smaller exponent.
  func plus(_ other: ScaledWide) -> ScaledWide {
    if other.magnitude.isZero { return self }
    if magnitude.isZero { return other }
    let (low, high) = exponent <= other.exponent ? (self, other) : (other, self)
    let aligned = high.magnitude * .powerOfTen(high.exponent - low.exponent)
    if low.isNegative == high.isNegative {
      return ScaledWide(
        isNegative: low.isNegative, magnitude: low.magnitude + aligned, exponent: low.exponent)
    }
    return aligned < low.magnitude
      ? ScaledWide(
        isNegative: low.isNegative, magnitude: low.magnitude - aligned, exponent: low.exponent)
      : ScaledWide(
        isNegative: high.isNegative, magnitude: aligned - low.magnitude, exponent: low.exponent)
  }
}
