extension ExactNumber {
  /// The sum: exact while it has 38 significant digits or fewer, else rounded half away from
  /// zero to 38, as `Decimal`'s addition rounds; nil when it is past the exponents a number has.
  ///
  /// A form's bound that names another field adds its `plus` to that field's value with it.
  public func adding(_ other: ExactNumber) -> ExactNumber? {
    let sum = ScaledWide(self).plus(ScaledWide(other)).compacted
    let digits = sum.magnitude.digitCount
    guard digits > Self.maximumDigits else {
      return ExactNumber(
        isNegative: sum.isNegative, significand: sum.magnitude.uint128 ?? 0,
        exponent: sum.exponent)
    }
    // The kept digits and the first dropped one, which alone decides the rounding.
    let dropped = digits - Self.maximumDigits
    let (kept, next) = sum.magnitude.dividedByPowerOfTen(dropped - 1).quotientAndRemainder(
      dividingBy: 10)
    let significand = (kept.uint128 ?? 0) + (next >= 5 ? 1 : 0)
    return ExactNumber(
      isNegative: sum.isNegative, significand: significand, exponent: sum.exponent + dropped)
  }
}

extension ExactNumber {
  /// The exact product, or nil when it has more than 38 significant digits or is past the
  /// exponents a number has: a pack's amount (3 × 0.5 kg), a price per some amount.
  public func multiplied(by other: ExactNumber) -> ExactNumber? {
    let (product, overflow) = significand.multipliedReportingOverflow(by: other.significand)
    guard !overflow else { return nil }
    return ExactNumber(
      isNegative: product != 0 && isNegative != other.isNegative, significand: product,
      exponent: exponent + other.exponent)
  }
}
