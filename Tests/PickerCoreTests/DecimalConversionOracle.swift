import Foundation

@testable import PickerCore
@testable import PickerKit

// The pre-move implementation of ExactConversion (Sources/PickerKit/Units/ExactConversion.swift
// before the units moved into PickerCore), kept unchanged but for names as the oracle the core's
// conversion is checked against (DecimalConversionTests): Foundation's Decimal arithmetic, with its
// 128-bit integer shortcut. Renamed: ExactConversion -> DecimalConversionOracle, ConvertedAmount ->
// OracleAmount, ExactUnit -> OracleUnit (the unit's definition as Decimals), and the file's
// helpers made fileprivate. Two additions: an answer says whether Decimal's own arithmetic gave
// it (`byDecimalArithmetic`), and baseValue returns the whole answer rather than its value. Not
// for use outside the tests.

/// A unit's exact definition as the pre-move `ExactUnit` held it: Decimals.
struct OracleUnit {
  let dimension: MeasureDimension
  let symbol: String
  let numerator: Decimal
  let offset: Decimal
  let denominator: Decimal

  init(_ unit: ExactUnit) {
    dimension = unit.dimension
    symbol = unit.symbol
    numerator = unit.numerator.decimal
    offset = unit.offset.decimal
    denominator = unit.denominator.decimal
  }
}

/// A converted amount: exact where the decimal ends, else rounded to 12 significant digits.
struct OracleAmount: Sendable, Hashable, CustomStringConvertible {
  /// The amount (exact when `isExact`).
  let value: Decimal
  /// Whether `value` is the exact result.
  let isExact: Bool
  /// Whether Decimal's own arithmetic computed it (`decimalDivide`), not the integer shortcut.
  var byDecimalArithmetic = false

  /// Creates a converted amount.
  init(value: Decimal, isExact: Bool) {
    self.value = value
    self.isExact = isExact
  }

  /// The amount as a plain decimal.
  var description: String { value.description }
}

/// Exact conversion between units of one dimension, and between speed and pace.
///
/// Every definition is a decimal fraction, so a conversion is one product divided by one product:
/// exact whenever the quotient's decimal ends (21 °C is 69.8 °F; 10 mph is 16.09344 km/h), and
/// otherwise rounded to 12 significant digits (70 °F is 21.1111111111 °C).
///
/// The arithmetic runs on 128-bit integers, which give the same `Decimal`, bit for bit, as the
/// `Decimal` operators and rounding rule of `decimalDivide` without their allocations; where an
/// amount is too long, tiny or large for that to be certain, `Decimal` itself computes it.
enum DecimalConversionOracle {
  /// Significant digits kept when a quotient does not end.
  static let roundedDigits = 12

  private static let fillsEveryDigit = Decimal(sign: .plus, exponent: 33, significand: 1)

  /// Converts an amount from one unit to another.
  static func convert(_ amount: Decimal, from source: OracleUnit, to target: OracleUnit)
    throws(MeasureError) -> OracleAmount
  {
    if source.dimension == target.dimension {
      if let converted = IntegerQuotient.converting(amount, from: source, to: target) {
        return converted
      }
      // target = ((v·nS + oS)·dT − oT·dS) ÷ (dS·nT)
      let numerator =
        (amount * source.numerator + source.offset) * target.denominator - target.offset
        * source.denominator
      return decimalDivide(numerator, by: source.denominator * target.numerator)
    }
    let dimensions = (source.dimension, target.dimension)
    guard dimensions == (.speed, .pace) || dimensions == (.pace, .speed) else {
      throw .cannotConvert(from: source.symbol, to: target.symbol)
    }
    // Pace and speed are reciprocal in base units (s/m and m/s):
    // target = dS·dT ÷ (v·nS·nT).
    guard !amount.isZero else { throw .noReciprocal("\(amount) \(source.symbol)") }
    if let converted = IntegerQuotient.reciprocal(amount, from: source, to: target) {
      return converted
    }
    return decimalDivide(
      source.denominator * target.denominator, by: amount * source.numerator * target.numerator)
  }

  /// An amount in its dimension's base unit (kg, L, m, m/s, s/m, °C, s, each), exact where the
  /// decimal ends.
  static func baseValue(_ amount: Decimal, of unit: OracleUnit) -> OracleAmount {
    if let base = IntegerQuotient.baseValue(amount, of: unit) { return base }
    return decimalDivide(amount * unit.numerator + unit.offset, by: unit.denominator)
  }

  /// numerator ÷ denominator, exact when the quotient ends within Decimal's 38 digits, else
  /// rounded to 12 significant digits.
  static func divide(_ numerator: Decimal, by denominator: Decimal) -> OracleAmount {
    if let numerator = ScaledInteger(numerator), let denominator = ScaledInteger(denominator),
      let quotient = IntegerQuotient.dividing(numerator, by: denominator)
    {
      return quotient
    }
    return decimalDivide(numerator, by: denominator)
  }

  /// `divide` in `Decimal` arithmetic: the definition `IntegerQuotient` reproduces, and the path
  /// for amounts past its range.
  fileprivate static func decimalDivide(_ numerator: Decimal, by denominator: Decimal)
    -> OracleAmount
  {
    let quotient = numerator / denominator
    // A quotient that ends has fewer digits than Decimal holds and multiplies back exactly; one
    // that does not fills every digit (its significand reaches 10^33).
    var answer: OracleAmount
    if quotient.significand.magnitude < fillsEveryDigit, quotient * denominator == numerator {
      answer = OracleAmount(value: quotient, isExact: true)
    } else {
      answer = OracleAmount(
        value: rounded(quotient, significantDigits: roundedDigits), isExact: false)
    }
    answer.byDecimalArithmetic = true
    return answer
  }

  /// A decimal rounded to some significant digits, half away from zero.
  fileprivate static func rounded(_ value: Decimal, significantDigits: Int) -> Decimal {
    // A quotient past Decimal's exponents is NaN, and NaN < 1 would scale it forever.
    guard value != 0, !value.isNaN else { return value.isNaN ? value : 0 }
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
  fileprivate func rounded(_ rule: FloatingPointRoundingRule) -> Decimal {
    var input = self
    var output = Decimal()
    NSDecimalRound(&output, &input, 0, rule == .down ? .down : .plain)
    return output
  }
}

/// `ExactConversion`'s arithmetic on 128-bit integers, giving the `Decimal` that
/// `DecimalConversionOracle.decimalDivide` gives, or nil where that is not certain.
///
/// Foundation's `Decimal` keeps a 128-bit significand. Within it, products and sums are exact, and
/// `a / b` truncates a·10^38 ÷ b (after `a` is scaled to `b`'s exponent when they are 19 or more
/// apart) to the digits that fit. So the exact quotient R = a ÷ b decides everything:
/// - R ends with a significand under 10^33 on or above that truncation's last digit: the quotient
///   is R, it multiplies back exactly, and it is the exact answer;
/// - otherwise the truncated quotient shares R's leading digits, and rounding half away from zero
///   to 12 digits needs only the 13th, provided the truncation kept 13 or more digits.
/// Every operand, intermediate and exponent is checked against those limits, and anything past
/// them (very long, tiny or huge amounts) returns nil.
private enum IntegerQuotient {
  /// The widest exponent an amount may have here.
  ///
  /// With it and `definitionExponentLimit`, no product's exponent leaves Decimal's −128...127,
  /// even after a compacted factor gains 38 (an amount times two definitions:
  /// 30 + 20 + 38 + 20 = 108), so no step overflows or traps.
  private static let amountExponentLimit = 30

  /// The widest exponent a unit's numerator, offset or denominator may have here.
  private static let definitionExponentLimit = 20

  /// The exponents a Decimal can hold.
  private static let decimalExponents = -128...127

  /// The largest exponent a result may have; beyond it Decimal stops compacting trailing zeros.
  private static let resultExponentLimit = 80

  /// Decimal takes a quotient whose significand reaches 10^33 for one that does not end.
  private static let exactSignificandLimit: UInt128 = 1_000_000_000_000_000_000_000_000_000_000_000

  /// 10^38 ÷ 10^12: below this ratio of divisor to dividend, Decimal keeps 13 digits or more.
  private static let fewestKeptDigits: UInt128 = 100_000_000_000_000_000_000_000_000

  static func converting(_ amount: Decimal, from source: OracleUnit, to target: OracleUnit)
    -> OracleAmount?
  {
    guard let amount = ScaledInteger(amount, limit: amountExponentLimit),
      let source = IntegerDefinition(source, limit: definitionExponentLimit),
      let target = IntegerDefinition(target, limit: definitionExponentLimit),
      let scaled = amount.times(source.numerator)?.plus(source.offset)?.times(target.denominator),
      let offsetTerm = target.offset.times(source.denominator),
      let numerator = scaled.plus(offsetTerm.negated),
      let denominator = source.denominator.times(target.numerator)
    else { return nil }
    // Each Decimal step compacts its result (no trailing zeros), and the quotient depends on
    // those significands, not only on their values.
    return dividing(numerator.compacted, by: denominator.compacted)
  }

  static func reciprocal(_ amount: Decimal, from source: OracleUnit, to target: OracleUnit)
    -> OracleAmount?
  {
    guard let amount = ScaledInteger(amount, limit: amountExponentLimit),
      let source = IntegerDefinition(source, limit: definitionExponentLimit),
      let target = IntegerDefinition(target, limit: definitionExponentLimit),
      let numerator = source.denominator.times(target.denominator),
      let denominator = amount.times(source.numerator)?.times(target.numerator)
    else { return nil }
    return dividing(numerator.compacted, by: denominator.compacted)
  }

  static func baseValue(_ amount: Decimal, of unit: OracleUnit) -> OracleAmount? {
    guard let amount = ScaledInteger(amount, limit: amountExponentLimit),
      let unit = IntegerDefinition(unit, limit: definitionExponentLimit),
      let product = amount.times(unit.numerator)
    else { return nil }
    // Decimal's sum hands back the offset as stored when the product is zero, and the
    // denominator reaches the division as stored.
    if product.significand == 0 { return dividing(unit.offset, by: unit.denominator) }
    guard let numerator = product.plus(unit.offset) else { return nil }
    return dividing(numerator.compacted, by: unit.denominator)
  }

  /// numerator ÷ denominator as `DecimalConversionOracle.decimalDivide` gives it for Decimals with
  /// these significands and exponents, or nil where Decimal would lose digits or leave its range.
  static func dividing(_ numerator: ScaledInteger, by denominator: ScaledInteger)
    -> OracleAmount?
  {
    // Past 127 Decimal keeps trailing zeros rather than raise the exponent, so its significand
    // would differ from the compacted one here.
    guard denominator.significand != 0, Self.decimalExponents.contains(denominator.exponent)
    else { return nil }
    guard numerator.significand != 0 else { return OracleAmount(value: .zero, isExact: true) }
    guard Self.decimalExponents.contains(numerator.exponent) else { return nil }
    let isNegative = (numerator.significand < 0) != (denominator.significand < 0)
    let dividend = numerator.significand.magnitude
    let divisor = denominator.significand.magnitude
    // R = dividend ÷ divisor × 10^shift.
    let shift = numerator.exponent - denominator.exponent
    // The exponent of the last digit Decimal's quotient can keep.
    let lastDigit: Int
    if shift >= 19 {
      // Decimal scales the dividend to the divisor's exponent first, losing digits unless the
      // scaled significand still fits in 128 bits.
      guard let scale = UInt128.powerOfTen(shift),
        !dividend.multipliedReportingOverflow(by: scale).overflow
      else { return nil }
      lastDigit = -38
    } else {
      lastDigit = shift - 38
    }
    // Below −128 the quotient underflows, or multiplying it back traps.
    guard lastDigit >= -128, lastDigit + denominator.exponent >= -128 else { return nil }

    if let (significand, exponent) = endingQuotient(dividend, divisor, shift: shift),
      significand < exactSignificandLimit, exponent >= lastDigit
    {
      guard exponent <= resultExponentLimit,
        let value = Decimal(significand, exponent: exponent, isNegative: isNegative)
      else { return nil }
      return OracleAmount(value: value, isExact: true)
    }

    // Decimal keeps dividend·10^38 ÷ divisor digits when that is below 2^128 (more otherwise),
    // and rounding from fewer than 13 of them would round R's digits differently.
    if shift < 19 {
      let (scaled, overflow) = dividend.multipliedReportingOverflow(by: fewestKeptDigits)
      guard overflow || scaled >= divisor else { return nil }
    }
    return rounded(dividend, divisor, shift: shift, isNegative: isNegative)
  }

  /// dividend ÷ divisor × 10^shift as a significand without trailing zeros and its exponent,
  /// when the decimal ends with a significand that fits in 128 bits (nil: the quotient is not
  /// exact, since a longer significand is past Decimal's 33 digits anyway).
  private static func endingQuotient(_ dividend: UInt128, _ divisor: UInt128, shift: Int)
    -> (UInt128, Int)?
  {
    // A fraction ends exactly when its reduced denominator is 2^twos · 5^fives.
    var twos = divisor.trailingZeroBitCount
    var rest = divisor >> twos
    var fives = 0
    while case (let quotient, 0) = rest.dividedWithRemainder(by: 5) {
      rest = quotient
      fives += 1
    }
    guard case (var whole, 0) = dividend.dividedWithRemainder(by: rest) else { return nil }
    // Cancelling the twos and fives first keeps whole · 2^(k − twos) · 5^(k − fives) below
    // 128 bits whenever the significand it becomes does.
    let commonTwos = min(twos, whole.trailingZeroBitCount)
    whole >>= commonTwos
    twos -= commonTwos
    while fives > 0, case (let quotient, 0) = whole.dividedWithRemainder(by: 5) {
      whole = quotient
      fives -= 1
    }
    // whole ÷ (2^twos · 5^fives) = whole · 2^(k − twos) · 5^(k − fives) ÷ 10^k.
    let places = max(twos, fives)
    guard let fivesNeeded = UInt128.powerOfFive(places - fives),
      case (let withFives, false) = whole.multipliedReportingOverflow(by: fivesNeeded),
      withFives.leadingZeroBitCount >= places - twos
    else { return nil }
    let (significand, zeros) = (withFives << (places - twos)).withoutTrailingZeros
    return (significand, shift - places + zeros)
  }

  /// R = dividend ÷ divisor × 10^shift rounded half away from zero to 12 significant digits.
  private static func rounded(
    _ dividend: UInt128, _ divisor: UInt128, shift: Int, isNegative: Bool
  ) -> OracleAmount? {
    // dividend·10^places ÷ divisor lies between 10^12 and 10^14 for this many places.
    var places =
      DecimalConversionOracle.roundedDigits + 1 - dividend.digitCount + divisor.digitCount
    guard var leading = scaledQuotient(dividend, divisor, places: places) else { return nil }
    if leading >= UInt128.powerOfTen(DecimalConversionOracle.roundedDigits + 1) ?? 0 {
      leading = leading.dividedWithRemainder(by: 10).quotient
      places -= 1
    }
    // leading holds R's first 13 digits; the 13th decides.
    let (kept, dropped) = leading.dividedWithRemainder(by: 10)
    let (significand, zeros) = (dropped >= 5 ? kept + 1 : kept).withoutTrailingZeros
    let exponent = shift - places + 1 + zeros
    guard exponent <= resultExponentLimit,
      let value = Decimal(significand, exponent: exponent, isNegative: isNegative)
    else { return nil }
    return OracleAmount(value: value, isExact: false)
  }

  /// ⌊dividend · 10^places ÷ divisor⌋ for a quotient below 10^14, or nil on overflow.
  private static func scaledQuotient(_ dividend: UInt128, _ divisor: UInt128, places: Int)
    -> UInt128?
  {
    if places < 0 {
      guard let scale = UInt128.powerOfTen(-places),
        case (let scaled, false) = divisor.multipliedReportingOverflow(by: scale)
      else { return nil }
      return dividend.dividedWithRemainder(by: scaled).quotient
    }
    if let scale = UInt128.powerOfTen(places),
      case (let scaled, false) = dividend.multipliedReportingOverflow(by: scale)
    {
      return scaled.dividedWithRemainder(by: divisor).quotient
    }
    // Long division, a digit at a time, when dividend·10^places passes 128 bits.
    var (quotient, remainder) = dividend.dividedWithRemainder(by: divisor)
    for _ in 0..<places {
      guard case (let shifted, false) = remainder.multipliedReportingOverflow(by: 10) else {
        return nil
      }
      let (digit, rest) = shifted.dividedWithRemainder(by: divisor)
      guard case (let tens, false) = quotient.multipliedReportingOverflow(by: 10),
        case (let next, false) = tens.addingReportingOverflow(digit)
      else { return nil }
      quotient = next
      remainder = rest
    }
    return quotient
  }
}

/// A unit's definition (`OracleUnit.numerator`, `offset`, `denominator`) as scaled integers.
private struct IntegerDefinition {
  let numerator: ScaledInteger
  let offset: ScaledInteger
  let denominator: ScaledInteger

  /// nil when a part is past ScaledInteger or has an exponent outside ±limit.
  init?(_ unit: OracleUnit, limit: Int) {
    guard let numerator = ScaledInteger(unit.numerator, limit: limit),
      let offset = ScaledInteger(unit.offset, limit: limit),
      let denominator = ScaledInteger(unit.denominator, limit: limit)
    else { return nil }
    self.numerator = numerator
    self.offset = offset
    self.denominator = denominator
  }
}

/// A decimal as an integer significand times a power of ten, with arithmetic that is exact or
/// reports overflow.
private struct ScaledInteger {
  var significand: Int128
  var exponent: Int

  /// The decimal's significand and exponent as Decimal stores them, or nil for NaN, for a
  /// significand past Int128, or for an exponent outside ±limit.
  init?(_ decimal: Decimal, limit: Int = 127) {
    guard abs(decimal.exponent) <= limit else { return nil }
    if decimal.isZero {
      self.init(significand: 0, exponent: decimal.exponent)
      return
    }
    guard let stored = decimal.storedSignificand, stored != 0,
      let magnitude = Int128(exactly: stored)
    else { return nil }
    self.init(
      significand: decimal.sign == .minus ? -magnitude : magnitude, exponent: decimal.exponent)
  }

  init(significand: Int128, exponent: Int) {
    self.significand = significand
    self.exponent = exponent
  }

  var negated: ScaledInteger { ScaledInteger(significand: -significand, exponent: exponent) }

  /// The same value with no trailing zeros in the significand, as Decimal's results are.
  var compacted: ScaledInteger {
    guard significand != 0 else { return self }
    let (magnitude, zeros) = significand.magnitude.withoutTrailingZeros
    let value = Int128(magnitude)
    return ScaledInteger(significand: significand < 0 ? -value : value, exponent: exponent + zeros)
  }

  // Int128.min counts as overflow too: its magnitude has no Int128, so `compacted` could not
  // give it back.
  func times(_ other: ScaledInteger) -> ScaledInteger? {
    let (product, overflow) = significand.multipliedReportingOverflow(by: other.significand)
    guard !overflow, product != .min else { return nil }
    return ScaledInteger(significand: product, exponent: exponent + other.exponent)
  }

  /// The sum at the smaller exponent; a zero term gives the other term back, as Decimal does.
  func plus(_ other: ScaledInteger) -> ScaledInteger? {
    if other.significand == 0 { return self }
    if significand == 0 { return other }
    let (low, high) = exponent <= other.exponent ? (self, other) : (other, self)
    guard let power = UInt128.powerOfTen(high.exponent - low.exponent),
      let scale = Int128(exactly: power),
      case (let aligned, false) = high.significand.multipliedReportingOverflow(by: scale),
      case (let sum, false) = low.significand.addingReportingOverflow(aligned), sum != .min
    else { return nil }
    return ScaledInteger(significand: sum, exponent: low.exponent)
  }
}

extension Decimal {
  /// A decimal from a significand without trailing zeros, in the form Decimal's own results take.
  fileprivate init?(_ significand: UInt128, exponent: Int, isNegative: Bool) {
    let magnitude: Decimal
    if let small = UInt64(exactly: significand) {
      magnitude = Decimal(small)
    } else if let large = Decimal(exactly: significand) {
      magnitude = large
    } else {
      return nil
    }
    self.init(sign: isNegative ? .minus : .plus, exponent: exponent, significand: magnitude)
  }

  /// The 128-bit significand as stored, or nil where the storage is not laid out as expected.
  ///
  /// Foundation gives no accessor for it on Linux. Darwin's NSDecimal and
  /// swift-foundation's Decimal both keep it little-endian after a 4-byte header, and
  /// `significandLayoutHolds` checks that against initialisers once.
  fileprivate var storedSignificand: UInt128? {
    guard Self.significandLayoutHolds else { return nil }
    return readSignificand()
  }

  private func readSignificand() -> UInt128 {
    withUnsafeBytes(of: self) {
      UInt128(littleEndian: $0.loadUnaligned(fromByteOffset: 4, as: UInt128.self))
    }
  }

  private static let significandLayoutHolds: Bool = {
    guard MemoryLayout<Decimal>.size == 20,
      let widest = Decimal(string: "340282366920938463463374607431768211455")
    else { return false }
    let probes: [(Decimal, UInt128)] = [
      (Decimal(1_609_344 as UInt64), 1_609_344),
      (Decimal(sign: .minus, exponent: -9, significand: 3_785_411_784), 3_785_411_784),
      (Decimal(UInt64.max), UInt128(UInt64.max)),
      (widest, UInt128.max),
    ]
    return probes.allSatisfy { $0.0.readSignificand() == $0.1 }
  }()
}

extension UInt128 {
  private static let powersOfTen: [UInt128] = {
    var powers: [UInt128] = [1]
    while powers.count <= 38 { powers.append(powers[powers.count - 1] * 10) }
    return powers
  }()

  /// 10^exponent for 0...38, the powers that fit.
  fileprivate static func powerOfTen(_ exponent: Int) -> UInt128? {
    powersOfTen.indices.contains(exponent) ? powersOfTen[exponent] : nil
  }

  /// 5^exponent for 0...55, the powers that fit.
  fileprivate static func powerOfFive(_ exponent: Int) -> UInt128? {
    guard (0...55).contains(exponent) else { return nil }
    var power: UInt128 = 1
    for _ in 0..<exponent { power *= 5 }
    return power
  }

  /// The number of decimal digits of a nonzero value.
  fileprivate var digitCount: Int {
    let bits = UInt128.bitWidth - leadingZeroBitCount
    // bits · log10(2), from below, is the digit count or one less.
    let estimate = (bits * 1233) >> 12
    return self >= UInt128.powersOfTen[estimate] ? estimate + 1 : estimate
  }

  /// The value with its trailing decimal zeros removed, and how many there were.
  fileprivate var withoutTrailingZeros: (UInt128, Int) {
    var value = self
    var zeros = 0
    while value != 0, value & 1 == 0 {
      let (quotient, remainder) = value.dividedWithRemainder(by: 10)
      guard remainder == 0 else { break }
      value = quotient
      zeros += 1
    }
    return (value, zeros)
  }

  /// Division that uses 64-bit instructions when both operands fit, as they nearly always do.
  fileprivate func dividedWithRemainder(by divisor: UInt128)
    -> (quotient: UInt128, remainder: UInt128)
  {
    if let dividend = UInt64(exactly: self), let divisor = UInt64(exactly: divisor) {
      return (UInt128(dividend / divisor), UInt128(dividend % divisor))
    }
    return (self / divisor, self % divisor)
  }
}
