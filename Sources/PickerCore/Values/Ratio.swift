/// An exact rational number: a quotient of decimals, divided only when a person reads it.
///
/// A pace per mile is seconds per 1609.344 m, so seconds per metre does not end as a decimal;
/// keeping the quotient whole makes every solve exact end to end (1.01 mi at 7:45 /mi is
/// 469.65 s, not 469.6499…), and a unit price per 100 g of a 3-for-2 offer likewise. It is a
/// sign, a numerator and a denominator of any width with no common factor, and a power of ten,
/// so a product or sum of many never grows past what its value needs.
///
/// Hand-written, as ``ExactNumber`` is: the standard library has no rational type and no
/// integer past `UInt128`, and the apps' models run on every host the core does.
public struct Ratio: Sendable, Comparable, CustomStringConvertible {
  /// Whether the number is below zero (never for zero).
  private let isNegative: Bool
  /// The numerator's magnitude, with no factor in common with the denominator.
  private let numerator: WideUnsigned
  /// The denominator, one or more.
  private let denominator: WideUnsigned
  /// The power of ten the quotient is multiplied by.
  private let exponent: Int

  /// The parts as they are; `make` reduces them first.
  private init(
    _ isNegative: Bool, _ numerator: WideUnsigned, _ denominator: WideUnsigned, _ exponent: Int
  ) {
    self.isNegative = isNegative
    self.numerator = numerator
    self.denominator = denominator
    self.exponent = exponent
  }

  /// A ratio in lowest terms: zero is one value, trailing zeros go to the exponent, and the
  /// common factor is divided out.
  private static func make(
    _ isNegative: Bool, _ numerator: WideUnsigned, over denominator: WideUnsigned, _ exponent: Int
  ) -> Ratio {
    guard !numerator.isZero else { return Ratio(false, .zero, WideUnsigned(1), 0) }
    let (top, topZeros) = numerator.withoutTrailingZeros
    let (bottom, bottomZeros) = denominator.withoutTrailingZeros
    let common = greatestCommonDivisor(top, bottom)
    return Ratio(
      isNegative, top.quotientAndRemainder(dividingBy: common).quotient,
      bottom.quotientAndRemainder(dividingBy: common).quotient,
      exponent + topZeros - bottomZeros)
  }

  /// Euclid's: the greatest number dividing both (one when either is one).
  private static func greatestCommonDivisor(_ first: WideUnsigned, _ second: WideUnsigned)
    -> WideUnsigned
  {
    var (larger, smaller) = first < second ? (second, first) : (first, second)
    while !smaller.isZero {
      (larger, smaller) = (smaller, larger.quotientAndRemainder(dividingBy: smaller).remainder)
    }
    return larger
  }

  /// A decimal over another; the divisor must not be zero (callers check outside numbers first).
  public init(_ number: ExactNumber, over divisor: ExactNumber = 1) {
    precondition(divisor != .zero, "a ratio's denominator is never zero")
    self = Self.make(
      number.isNegative != divisor.isNegative, WideUnsigned(number.significand),
      over: WideUnsigned(divisor.significand), number.exponent - divisor.exponent)
  }

  /// A whole number.
  public init(_ value: Int) { self.init(ExactNumber(value)) }

  /// A binary floating-point number's exact value (a model's answer), or nil for an infinity
  /// or NaN.
  public init?(_ value: Double) {
    guard value.isFinite else { return nil }
    guard value != 0 else {
      self = Ratio(0)
      return
    }
    // value = significand · 2^power, the significand a whole number of 53 bits or fewer (the
    // hidden leading bit of a normal number, none for a subnormal one).
    let bits = value.significandBitPattern
    let (significand, power) =
      value.isNormal
      ? (UInt64(1) << Double.significandBitCount | bits, Int(value.exponent) - 52)
      : (bits, -1074)
    let wide = WideUnsigned(UInt128(significand))
    self =
      power >= 0
      ? Self.make(value < 0, wide * .powerOfTwo(power), over: WideUnsigned(1), 0)
      : Self.make(value < 0, wide, over: .powerOfTwo(-power), 0)
  }

  /// Whether the number is above zero.
  public var isPositive: Bool { !isNegative && !numerator.isZero }

  /// Whether the number is zero.
  public var isZero: Bool { numerator.isZero }

  /// The numerator and denominator as whole numbers with the exponent on one of them, so that
  /// value = numerator ÷ denominator.
  private var whole: (numerator: WideUnsigned, denominator: WideUnsigned) {
    exponent >= 0
      ? (numerator * .powerOfTen(exponent), denominator)
      : (numerator, denominator * .powerOfTen(-exponent))
  }

  /// Whether two ratios are the same number (1/2 and 5/10 are).
  public static func == (left: Ratio, right: Ratio) -> Bool { compare(left, right) == 0 }

  /// Whether one ratio is below another, decided exactly.
  public static func < (left: Ratio, right: Ratio) -> Bool { compare(left, right) < 0 }

  /// -1, 0 or 1 as the left ratio is below, equal to or above the right one.
  private static func compare(_ left: Ratio, _ right: Ratio) -> Int {
    if left.isNegative != right.isNegative { return left.isNegative ? -1 : 1 }
    // a·10^x / b against c·10^y / d is a·d·10^(x−m) against c·b·10^(y−m), m the smaller power.
    let lowest = min(left.exponent, right.exponent)
    let lhs = left.numerator * right.denominator * .powerOfTen(left.exponent - lowest)
    let rhs = right.numerator * left.denominator * .powerOfTen(right.exponent - lowest)
    let magnitude = lhs == rhs ? 0 : (lhs < rhs ? -1 : 1)
    return left.isNegative ? -magnitude : magnitude
  }

  /// The smaller of two ratios.
  public static func minimum(_ left: Ratio, _ right: Ratio) -> Ratio { right < left ? right : left }

  /// The product of two ratios.
  public static func * (left: Ratio, right: Ratio) -> Ratio {
    make(
      left.isNegative != right.isNegative, left.numerator * right.numerator,
      over: left.denominator * right.denominator, left.exponent + right.exponent)
  }

  /// The quotient of two ratios; the right one must not be zero.
  public static func / (left: Ratio, right: Ratio) -> Ratio {
    precondition(!right.isZero, "a ratio is never divided by zero")
    return make(
      left.isNegative != right.isNegative, left.numerator * right.denominator,
      over: left.denominator * right.numerator, left.exponent - right.exponent)
  }

  /// The sum of two ratios.
  public static func + (left: Ratio, right: Ratio) -> Ratio {
    let lowest = min(left.exponent, right.exponent)
    let lhs = left.numerator * right.denominator * .powerOfTen(left.exponent - lowest)
    let rhs = right.numerator * left.denominator * .powerOfTen(right.exponent - lowest)
    let denominator = left.denominator * right.denominator
    if left.isNegative == right.isNegative {
      return make(left.isNegative, lhs + rhs, over: denominator, lowest)
    }
    return rhs < lhs
      ? make(left.isNegative, lhs - rhs, over: denominator, lowest)
      : make(right.isNegative, rhs - lhs, over: denominator, lowest)
  }

  /// The difference of two ratios.
  public static func - (left: Ratio, right: Ratio) -> Ratio { left + right.negated }

  /// The number with the other sign.
  public var negated: Ratio {
    Ratio(!isNegative && !numerator.isZero, numerator, denominator, exponent)
  }

  /// The number without its sign.
  public var magnitude: Ratio { Ratio(false, numerator, denominator, exponent) }

  /// One over the number: a pace (seconds per metre) from a speed (metres per second), or back;
  /// the number must not be zero.
  public var reciprocal: Ratio { Ratio(1) / self }

  /// How a quotient is rounded to a place.
  public enum Rounding: Sendable {
    /// Half a unit of the last place and more rounds away from zero (469.65 is 469.7).
    case halfAwayFromZero
    /// Anything past the last place rounds away from zero (a count of splits, 42.195 is 43).
    case awayFromZero
    /// Half a unit of the last place goes to the even digit (0.125 is 0.12, 0.135 is 0.14):
    /// how CLDR's formats round money for display.
    case halfEven
  }

  /// The quotient rounded to some decimal places, decided on the exact value: 469.65 rounds to
  /// 469.7 however its numerator and denominator were reached.
  ///
  /// A quotient too long for an ``ExactNumber`` at those places (more than 38 digits) keeps as
  /// many places as fit, so the answer is always a number.
  public func rounded(places: Int, _ rule: Rounding = .halfAwayFromZero) -> ExactNumber {
    var places = min(places, -ExactNumber.exponents.lowerBound)
    while true {
      // quotient · 10^places = numerator · 10^(exponent + places) ÷ denominator
      let shift = exponent + places
      let (dividend, divisor) =
        shift >= 0
        ? (numerator * .powerOfTen(shift), denominator)
        : (numerator, denominator * .powerOfTen(-shift))
      var (kept, remainder) = dividend.quotientAndRemainder(dividingBy: divisor)
      let up: Bool =
        switch rule {
        case .halfAwayFromZero: !(remainder + remainder < divisor)
        case .awayFromZero: !remainder.isZero
        case .halfEven:
          remainder + remainder > divisor
            || (remainder + remainder == divisor
              && kept.quotientAndRemainder(dividingBy: UInt64(2)).remainder != 0)
        }
      if up { kept = kept + WideUnsigned(1) }
      let (digits, zeros) = kept.withoutTrailingZeros
      if let significand = digits.uint128,
        let number = ExactNumber(
          isNegative: isNegative, significand: significand, exponent: zeros - places)
      {
        return number
      }
      // Past the largest number there is (10^165): that number, whatever the places.
      guard zeros - places <= ExactNumber.exponents.upperBound else {
        return ExactNumber(
          isNegative: isNegative, significand: Self.largestSignificand,
          exponent: ExactNumber.exponents.upperBound) ?? .zero
      }
      // Too many digits: drop the places that do not fit (or, past every place, tens).
      places -= max(kept.digitCount - ExactNumber.maximumDigits, 1)
    }
  }

  /// 38 nines, the most digits a number holds.
  private static let largestSignificand: UInt128 =
    99_999_999_999_999_999_999_999_999_999_999_999_999

  /// The nearest `Double`, correctly rounded: for the prediction models' powers and logarithms.
  public var double: Double {
    guard !numerator.isZero else { return 0 }
    let (top, bottom) = whole
    // top · 2^shift ÷ bottom with 64 bits before the point: a 64-bit whole part (the last bit
    // kept set when anything is left over, so the one rounding to 53 bits is the right one).
    var shift = 64 - (top.bitLength - bottom.bitLength)
    var part = scaled(top, bottom, shift)
    if part.whole.bitLength > 64 {
      shift -= 1
      part = scaled(top, bottom, shift)
    } else if part.whole.bitLength < 64 {
      shift += 1
      part = scaled(top, bottom, shift)
    }
    let bits = (part.whole.uint64 ?? .max) | (part.exact ? 0 : 1)
    let magnitude = Double(sign: .plus, exponent: -shift, significand: Double(bits))
    return isNegative ? -magnitude : magnitude
  }

  /// ⌊top · 2^shift ÷ bottom⌋, and whether it is exact.
  private func scaled(_ top: WideUnsigned, _ bottom: WideUnsigned, _ shift: Int)
    -> (whole: WideUnsigned, exact: Bool)
  {
    let (quotient, remainder) =
      shift >= 0
      ? (top * .powerOfTwo(shift)).quotientAndRemainder(dividingBy: bottom)
      : top.quotientAndRemainder(dividingBy: bottom * .powerOfTwo(-shift))
    return (quotient, remainder.isZero)
  }

  /// The quotient to twenty places, without trailing zeros.
  public var description: String { rounded(places: 20).description }
}
