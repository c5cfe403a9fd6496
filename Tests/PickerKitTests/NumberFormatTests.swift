import Foundation
import PickerKit
import PickerTestSupport
import Testing

/// The core writes money, percentages and counts from the locale data the platform hands it;
/// written so, they equal what Foundation's formats (ICU's CLDR) write, in every locale.
///
/// Every locale Foundation knows (1,000 or so) was compared once, and all agreed; the suite
/// compares a seeded quarter of them, with the ones whose money or groups are laid out apart
/// (each reads its data from some 300 formats, 60 ms a locale).
@Suite("Numbers, money and percentages written by the core")
struct NumberFormatTests {
  /// The locales compared: the pages' own, those with layouts of their own (money grouped or
  /// with decimals apart from other numbers, groups of two, no currency spacing), and a sample.
  static let locales: [String] = {
    var random = SeededRandom(name: "number format locales")
    let known = Locale.availableIdentifiers.sorted()
    let sample = (0..<240).compactMap { _ in known.randomElement(using: &random) }
    let named = [
      "en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "ja_JP", "ar_EG", "de_CH", "en_CH", "de_LU",
      "pt_PT", "kea_CV", "hi_IN", "ur_IN", "ee_TG", "tok", "blo_BJ", "en_BG", "en_FR", "en_UA",
      "ms_MY", "id_ID", "fa_IR", "he_IL", "bn_BD", "hi_IN@numbers=deva",
    ]
    return named + sample.filter { !named.contains($0) }
  }()

  /// Seeded amounts with 0-6 decimal places, from under a cent to millions, and the ties that
  /// rounding half to even decides.
  static func amounts(_ random: inout SeededRandom, count: Int) -> [Decimal] {
    var amounts: [Decimal] = ["0.125", "0.135", "2.5", "1234.5", "0.005", "999.995"].compactMap {
      Decimal(string: $0)
    }
    while amounts.count < count {
      let places = Int.random(in: 0...6, using: &random)
      let digits = Int.random(in: 1...9, using: &random)
      let significand = Int.random(in: 1..<Int(pow(10, Double(digits))), using: &random)
      amounts.append(Decimal(sign: .plus, exponent: -places, significand: Decimal(significand)))
    }
    return amounts
  }

  @Test("Money, percentages and counts in 260 locales, as Foundation writes them")
  func written() throws {
    var random = SeededRandom(name: "money in every locale")
    let codes = Locale.Currency.isoCurrencies.map(\.identifier).sorted()
    var compared = 0
    for identifier in Self.locales {
      let locale = Locale(identifier: identifier)
      // As the page has it: handed as JSON.
      let data = try LocaleData(jsonText: LocaleData(locale: locale).jsonText)
      let mine = ["USD", "EUR", "JPY", locale.currency?.identifier ?? "GBP"]
      for code in mine + (0..<3).compactMap({ _ in codes.randomElement(using: &random) }) {
        for amount in Self.amounts(&random, count: 8) {
          let places = Int.random(in: 0...4, using: &random)
          let expected = amount.formatted(
            .currency(code: code).precision(.fractionLength(places)).locale(locale))
          let written = data.format.money(
            Ratio(try #require(ExactNumber(amount))), currency: code, places: places,
            symbols: data.numbers)
          #expect(written == expected, "\(identifier) \(code) \(amount) to \(places) places")
          compared += 1
        }
      }
      for digits in 1...9 {
        let value = Int.random(in: 0..<Int(pow(10, Double(digits))), using: &random)
        #expect(
          data.format.percent(value, symbols: data.numbers)
            == value.formatted(.percent.locale(locale)), "\(identifier) \(value)%")
        #expect(
          data.format.number(value, symbols: data.numbers)
            == value.formatted(.number.locale(locale)), "\(identifier) \(value)")
      }
    }
    #expect(compared > 10_000)
  }
}
