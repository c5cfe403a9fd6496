import Foundation
import PickerKit

@testable import UnitPrices

// The tests were written in Foundation's terms (a `Locale`, `Decimal` literals); the model
// takes the core's (`LocaleData`, `ExactNumber`). These bridge the two, and nothing else.

extension ListPresentation {
  /// The presentation for a Foundation locale, through the data the platform hands the core.
  init(_ ranked: [RankedProduct], locale: Locale, currency: Currency) {
    self.init(ranked, locale: LocaleData(locale: locale), currency: currency)
  }

  static func product(_ product: Product, against best: Product, locale: Locale, currency: Currency)
    -> ShownProduct?
  {
    self.product(product, against: best, locale: LocaleData(locale: locale), currency: currency)
  }
}

extension PriceWords {
  init(_ locale: Locale) { self.init(LocaleData(locale: locale)) }
}

extension ShopperUnits {
  @_disfavoredOverload
  static func money(
    _ amount: Decimal, currency: Currency, locale: Locale, fractionDigits: Int? = nil
  ) -> String {
    money(
      ExactNumber(amount) ?? .zero, currency: currency, locale: LocaleData(locale: locale),
      fractionDigits: fractionDigits)
  }

  static func money(
    _ amount: ExactNumber, currency: Currency, locale: Locale, fractionDigits: Int? = nil
  ) -> String {
    money(
      amount, currency: currency, locale: LocaleData(locale: locale),
      fractionDigits: fractionDigits)
  }

  static func unitPrices(_ ranked: RankedProduct, locale: Locale) -> [UnitPrice] {
    unitPrices(ranked, locale: LocaleData(locale: locale))
  }

  static func amounts(for dimension: MeasureDimension, locale: Locale) -> [(ExactNumber, String)] {
    amounts(for: dimension, locale: LocaleData(locale: locale))
  }

  @_disfavoredOverload
  static func fractionDigits(distinguishing prices: [Decimal], currency: Currency) -> Int {
    fractionDigits(distinguishing: prices.map { ExactNumber($0) ?? .zero }, currency: currency)
  }
}

struct NotExact: Error {}

/// A decimal as the core's exact number.
func exact(_ decimal: Decimal) throws -> ExactNumber {
  guard let number = ExactNumber(decimal) else { throw NotExact() }
  return number
}
