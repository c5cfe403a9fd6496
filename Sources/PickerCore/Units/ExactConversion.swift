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
    if source.dimension == target.dimension {
      // target = ((v·nS + oS)·dT − oT·dS) ÷ (dS·nT)
      let scaled =
        (value * ScaledWide(source.numerator)).plus(ScaledWide(source.offset))
        * ScaledWide(target.denominator)
      let numerator = scaled.plus(
        (ScaledWide(target.offset) * ScaledWide(source.denominator)).negated)
      return try dividing(
        numerator, by: ScaledWide(source.denominator) * ScaledWide(target.numerator),
        naming: { "\(amount) \(source.symbol) in \(target.symbol)" })
    }
    guard source.dimension.reciprocal == target.dimension else {
      throw .cannotConvert(from: source.symbol, to: target.symbol)
    }
    // Pace and speed are reciprocal in base units (s/m and m/s):
    // target = dS·dT ÷ (v·nS·nT).
    guard amount != .zero else { throw .noReciprocal("\(amount) \(source.symbol)") }
    return try dividing(
      ScaledWide(source.denominator) * ScaledWide(target.denominator),
      by: value * ScaledWide(source.numerator) * ScaledWide(target.numerator),
      naming: { "\(amount) \(source.symbol) in \(target.symbol)" })
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

  /// The quotient as `Decimal`'s division and this rule's rounding gave it, or an error naming
  /// the question for a zero divisor or a quotient past an ``ExactNumber``.
  ///
  /// Inlined, so that the units `naming` captures are not copied on the way to an answer; it is
  /// called only for those errors.
  @inline(__always)
  private static func dividing(
    _ numerator: ScaledWide, by denominator: ScaledWide, naming: () -> String
  ) throws(MeasureError) -> ConvertedAmount {
    switch quotient(numerator, by: denominator) {
    case .amount(let amount): return amount
    case .divisionByZero: throw .divisionByZero(naming())
    case .outOfRange: throw .outOfRange(naming())
    }
  }

  /// A quotient, or why there is none.
  private enum Quotient {
    case amount(ConvertedAmount)
    case divisionByZero
    case outOfRange
  }

  /// The quotient as `Decimal`'s division and this rule's rounding gave it.
  ///
  /// `Decimal` divided the significands with 38 more digits than the dividend's, at the
  /// exponent `shift − 38` (shift: the dividend's exponent less the divisor's, both without
  /// trailing zeros), or at −38 when the shift was 19 or more (it first scaled the dividend to
  /// the divisor's exponent), and never below −128. Its quotient is R = n ÷ d truncated there,
  /// and exactly R when R ends there.
  private static func quotient(_ numerator: ScaledWide, by denominator: ScaledWide) -> Quotient {
    guard !denominator.magnitude.isZero else { return .divisionByZero }
    guard !numerator.magnitude.isZero else {
      return .amount(ConvertedAmount(value: .zero, isExact: true))
    }
    let dividend = numerator.compacted
    let divisor = denominator.compacted
    let isNegative = dividend.isNegative != divisor.isNegative
    let shift = dividend.exponent - divisor.exponent
    let lastDigit = max(shift >= 19 ? -38 : shift - 38, ExactNumber.exponents.lowerBound)
    // kept = ⌊R · 10^−lastDigit⌋ = ⌊dividend · 10^places ÷ divisor⌋ decides the answer. It is
    // divided out in two steps, the first 19 places (all of them when there are fewer) and the
    // rest: kept = head · 10^later + tail. Most quotients that end do so within the first step,
    // and one that does not rounds on its first 13 digits, which are head's whenever head has
    // that many; the second step then only tells whether the quotient ends.
    let places = shift - lastDigit
    let early = min(places, 19)
    let later = places - early
    let (head, headRemainder) =
      early >= 0
      ? (dividend.magnitude * .powerOfTen(early)).quotientAndRemainder(
        dividingBy: divisor.magnitude)
      : dividend.magnitude.quotientAndRemainder(
        dividingBy: divisor.magnitude * .powerOfTen(-early))
    let (tail, remainder) =
      headRemainder.isZero || later == 0
      ? (WideUnsigned.zero, headRemainder)
      : (headRemainder * .powerOfTen(later)).quotientAndRemainder(dividingBy: divisor.magnitude)
    func kept() -> WideUnsigned { head * .powerOfTen(later) + tail }
    if remainder.isZero {
      // kept is head followed by `later` zeros when tail is zero.
      let (significand, zeros) =
        tail.isZero ? head.withoutTrailingZeros : kept().withoutTrailingZeros
      if let small = significand.uint128, small < exactSignificandLimit {
        return answer(
          isNegative, small, lastDigit + zeros + (tail.isZero ? later : 0), isExact: true)
      }
    }
    guard !head.isZero || !tail.isZero else {
      return .amount(ConvertedAmount(value: .zero, isExact: false))
    }
    // kept's leading digits, and how many places follow them: head's when it has more than 12
    // (kept has `later` digits more, and tail, below 10^later, changes none of head's).
    var leadingPart = head
    var partDigits = head.digitCount
    var placesAfter = later
    if partDigits <= roundedDigits {
      leadingPart = kept()
      partDigits = leadingPart.digitCount
      placesAfter = 0
    }
    let digits = partDigits + placesAfter
    // Twelve digits or fewer are kept as they are; more are rounded on the thirteenth, which
    // rounds R itself the same way, since the digits past it only lower R below a tie.
    guard digits > roundedDigits else {
      let (significand, zeros) = leadingPart.withoutTrailingZeros
      return answer(isNegative, significand.uint128 ?? 0, lastDigit + zeros, isExact: false)
    }
    let leading = leadingPart.dividedByPowerOfTen(partDigits - roundedDigits - 1).uint128 ?? 0
    let (whole, dropped) = leading.quotientAndRemainder(dividingBy: 10)
    return answer(
      isNegative, dropped >= 5 ? whole + 1 : whole, lastDigit + digits - roundedDigits,
      isExact: false)
  }

  /// The amount with these parts, or `.outOfRange` when it is past what a number holds.
  private static func answer(
    _ isNegative: Bool, _ significand: UInt128, _ exponent: Int, isExact: Bool
  ) -> Quotient {
    guard
      let value = ExactNumber(isNegative: isNegative, significand: significand, exponent: exponent)
    else { return .outOfRange }
    return .amount(ConvertedAmount(value: value, isExact: isExact))
  }
}

/// A decimal as a sign, a wide significand and a power of ten, with exact products and sums.
struct ScaledWide {
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
