public import Foundation

extension ExactConversion {
  /// Converts a Foundation decimal from one unit to another, by the core's rule; an error also
  /// for a `Decimal` no exact number holds (NaN, or 39 digits).
  public static func convert(_ amount: Decimal, from source: ExactUnit, to target: ExactUnit)
    throws(MeasureError) -> ConvertedAmount
  {
    guard let exact = ExactNumber(amount) else {
      throw .outOfRange("\(amount) \(source.symbol)")
    }
    return try convert(exact, from: source, to: target)
  }

  /// A Foundation decimal in its dimension's base unit, exact where the decimal ends; NaN, as
  /// `Decimal`'s own arithmetic answers, where the amount or the result is past an exact number.
  public static func baseValue(_ amount: Decimal, of unit: ExactUnit) -> Decimal {
    guard let exact = ExactNumber(amount), let base = try? baseValue(exact, of: unit) else {
      return .nan
    }
    return base.decimal
  }

  /// numerator ÷ denominator of Foundation decimals, exact when the quotient ends within 38
  /// digits, else rounded to 12 significant digits; NaN, as `Decimal`'s own division answers,
  /// for a zero divisor or a quotient past an exact number.
  public static func divide(_ numerator: Decimal, by denominator: Decimal) -> Decimal {
    guard let dividend = ExactNumber(numerator), let divisor = ExactNumber(denominator),
      let quotient = try? divide(dividend, by: divisor)
    else { return .nan }
    return quotient.value.decimal
  }
}
