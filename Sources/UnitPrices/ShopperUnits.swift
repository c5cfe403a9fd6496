public import PickerCore

/// Prices per the units a shopper expects, and money formatted by locale.
public enum ShopperUnits {
  /// A price per some amount: `$3.99 / lb`.
  public struct UnitPrice: Sendable, Hashable {
    /// The price per `per`, exact where the decimal ends.
    public let price: ExactNumber
    /// What it is per: `kg`, `100 g`, `lb`.
    public let per: String
  }

  /// The amounts a shopper compares by: per kg and per 100 g (per L and per 100 mL) in metric
  /// locales; per oz and per lb (per fl oz and per gal) in US ones; per each and per dozen.
  public static func amounts(for dimension: MeasureDimension, locale: LocaleData)
    -> [(ExactNumber, String)]
  {
    let us = locale.measurementSystem == .us
    switch dimension {
    case .mass:
      return us ? [(1, "oz"), (1, "lb")] : [(1, "kg"), (100, "g")]
    case .volume:
      return us ? [(1, "fl oz"), (1, "gal")] : [(1, "L"), (100, "mL")]
    default:
      return [(1, "ea"), (1, "doz")]
    }
  }

  /// A ranked product's prices per the shopper's amounts.
  public static func unitPrices(_ ranked: RankedProduct, locale: LocaleData) -> [UnitPrice] {
    let dimension = ranked.product.unit.dimension
    return amounts(for: dimension, locale: locale).compactMap { amount, symbol in
      guard let unit = dimension.unit(named: symbol),
        let perBase = try? ExactConversion.baseValue(amount, of: unit),
        let numerator = ranked.product.price.multiplied(by: perBase)
      else { return nil }
      let price = quotient(numerator, ranked.product.baseAmount)
      return UnitPrice(price: price, per: amount == 1 ? symbol : "\(amount) \(symbol)")
    }
  }

  /// A price over an amount: exact where the decimal ends, else to 12 significant digits (the
  /// unit conversions' rule); amounts are above zero and prices at most 9,999,999, so the
  /// quotient is always a number.
  static func quotient(_ price: ExactNumber, _ amount: ExactNumber) -> ExactNumber {
    (try? ExactConversion.divide(price, by: amount).value) ?? .zero
  }

  /// Money in a currency, written as the locale writes numbers: `$1,234.50`, `1.234,50 $`,
  /// `¥1,234`; with `fractionDigits`, to that many places (unit prices need more than cents),
  /// rounded half to even as CLDR's formats round.
  ///
  /// The locale's layout is CLDR's as the platform hands it (``NumberFormat``): Foundation's
  /// natively, the same data in a page. Against current CLDR (47, as babel 2.18 has it) Swift
  /// 6.3's Foundation on Linux (ICU 76, CLDR 46) differs in fa_IR, `‎€۹٬۹۹۹٫۹۹` where CLDR 47
  /// puts a no-break space after the sign, and writes bn_BD in Latin digits where CLDR's default
  /// numbering system for it is Bengali (`beng`). es_ES's `9999,99 €` is CLDR's (it groups from
  /// five digits), which babel's formatting does not apply.
  public static func money(
    _ amount: ExactNumber, currency: Currency, locale: LocaleData, fractionDigits: Int? = nil
  ) -> String {
    locale.format.money(
      Ratio(amount), currency: currency.code, places: fractionDigits ?? currency.minorUnits,
      symbols: locale.numbers)
  }

  /// The fewest decimal places, from the currency's own, at which unit prices that differ also
  /// look different (`$0.031` and `$0.032`, not `$0.03` twice) and none above zero shows as
  /// zero (`¥0.4 / 100 g`, not `¥0`); at most 4 more than the currency's, past which no shelf
  /// price differs.
  public static func fractionDigits(distinguishing prices: [ExactNumber], currency: Currency)
    -> Int
  {
    let distinct = Set(prices)
    var digits = currency.minorUnits
    while digits < currency.minorUnits + 4 {
      let shown = distinct.map { rounded($0, digits) }
      let hidesAPrice = zip(distinct, shown).contains { price, shown in price > 0 && shown == 0 }
      if Set(shown).count == distinct.count, !hidesAPrice { break }
      digits += 1
    }
    return digits
  }

  private static func rounded(_ value: ExactNumber, _ digits: Int) -> ExactNumber {
    Ratio(value).rounded(places: digits)
  }
}
