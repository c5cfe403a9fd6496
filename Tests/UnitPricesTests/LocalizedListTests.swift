import Foundation
import PickerKit
import PickerTestSupport
import Testing

@testable import UnitPrices

/// A list in the reader's locale (issue 25): sizes, percentages, counts and wheels in the
/// locale's digits and signs, while the values stay exact and canonical.
///
/// The signs come from Foundation; Tests/Browser/test_locale_pages.py checks the page against an
/// independent CLDR (babel).
@Suite("A list in the reader's locale")
struct LocalizedListTests {
  static let locales = ["en_US", "de_DE", "fr_FR", "es_ES", "de_CH", "ja_JP", "ar_EG"]

  private func product(_ name: String, _ price: Decimal, size: String) throws -> Product {
    let pack = try PackSize(parsing: size)
    return try Product(
      name: name, price: price, quantity: pack.quantity.decimal, packCount: pack.packCount,
      unit: pack.unit)
  }

  @Test("A German reader sees 1,5 kg and 2 × 0,5 g beside 2,49 €, and a grouped percentage")
  func german() throws {
    var list = ProductList()
    try list.add(product("Rice", Decimal(string: "2.49") ?? 0, size: "1.5 kg"))
    try list.add(product("Saffron", Decimal(string: "9999.99") ?? 0, size: "2 x 0.5 g"))
    let shown = ListPresentation(
      list.ranked, locale: Locale(identifier: "de_DE"), currency: try Currency(code: "EUR")
    ).products
    #expect(shown.map(\.size) == ["1,5 kg", "2 × 0,5 g"])
    #expect(shown.map(\.priceText) == ["2,49\u{A0}€", "9.999,99\u{A0}€"])
    #expect(shown[0].unitPrices == ["1,66\u{A0}€ / kg", "0,17\u{A0}€ / 100 g"])
    // (9999.99 / 1 g) / (2.49 / 1500 g) - 1 = 602408935.1%, grouped as German groups.
    #expect(shown.map(\.label) == ["Bester Preis", "602.408.936\u{A0}% teurer"])
    // The values stay exact and canonical.
    #expect(shown[1].quantity.decimal == Decimal(string: "0.5"))
    #expect(shown[1].price.decimal == Decimal(string: "9999.99"))
  }

  @Test("An Egyptian reader sees Arabic-Indic digits and ٫ in sizes, unit amounts and labels")
  func arabic() throws {
    let locale = Locale(identifier: "ar_EG")
    let symbols = NumberSymbols(locale: locale)
    var list = ProductList()
    try list.add(product("Rice", 2, size: "1.5 kg"))
    try list.add(product("Tea", 3, size: "2 x 0.5 kg"))
    let shown = ListPresentation(list.ranked, locale: locale, currency: .dollar).products
    let latin = CharacterSet(charactersIn: "0123456789.")
    for product in shown {
      for text in [product.size, product.label, product.priceText] + product.unitPrices {
        #expect(text.unicodeScalars.allSatisfy { !latin.contains($0) }, "\(text)")
      }
    }
    #expect(shown[0].size == "\(symbols.digits[1])\(symbols.decimal)\(symbols.digits[5]) kg")
    #expect(shown[1].unitPrices.last?.hasSuffix(" / \(symbols.written("100")) g") == true)
    // 3 / 1 kg against 2 / 1.5 kg: 125% more.
    #expect(shown[1].label == "\(125.formatted(.percent.locale(locale))) more")
  }

  @Test("A size written in a locale reads back as the same size", arguments: locales)
  func sizeRoundTrip(identifier: String) throws {
    let symbols = NumberSymbols(locale: Locale(identifier: identifier))
    var random = SeededRandom(name: "sizes \(identifier)")
    let units = ["kg", "g", "lb", "oz", "L", "mL", "cL", "fl oz", "ea", "doz"]
    var checked = 0
    for _ in 0..<300 {
      let places = Int.random(in: 0...3, using: &random)
      let amount =
        Decimal(Int.random(in: 1...99_999, using: &random))
        / pow(10, places)
      let count = Int.random(in: 1...999, using: &random)
      let unit = units[Int.random(in: 0..<units.count, using: &random)]
      // Only sizes the unit's wheels hold (a tenth of an `ea` is refused).
      guard let pack = try? PackSize(parsing: "\(count) x \(amount) \(unit)") else { continue }
      let product = try Product(
        name: "Item", price: 1, quantity: pack.quantity.decimal, packCount: pack.packCount,
        unit: pack.unit)
      let written = product.sizeText(symbols)
      let read = try PackSize(parsing: written, symbols: symbols)
      #expect(read == pack, "\(identifier): \(written)")
      #expect(symbols.canonical(written) == product.sizeText, "\(identifier): \(written)")
      checked += 1
    }
    #expect(checked > 100)
  }

  @Test("A percentage is grouped, signed and spaced as the locale writes one", arguments: locales)
  func percent(identifier: String) throws {
    let locale = Locale(identifier: identifier)
    let symbols = NumberSymbols(locale: locale)
    let words = PriceWords(locale)
    var random = SeededRandom(name: "percent \(identifier)")
    for _ in 0..<200 {
      let percent = Int.random(in: 1...999_999_999, using: &random)
      let label = words.label(.more(percent: Int64(percent)))
      let formatted = percent.formatted(.percent.locale(locale))
      #expect(label.contains(formatted), "\(identifier): \(label)")
      // Its digits are the locale's, and read back to the percentage.
      let digits = label.compactMap { symbols.digits.firstIndex(of: $0) }
      #expect(Int(digits.map(String.init).joined()) == percent, "\(identifier): \(label)")
      if percent >= 100_000 { #expect(label.contains(symbols.grouping), "\(identifier): \(label)") }
    }
  }

  @Test("Counts are written as the locale writes numbers")
  func counts() {
    #expect(
      PriceWords(Locale(identifier: "de_DE")).count(total: 10_000, offset: 0, shown: 50)
        == "Produkte 1–50 von 10.000, günstigste zuerst")
    #expect(
      PriceWords(Locale(identifier: "en_US")).count(total: 10_000, offset: 50, shown: 50)
        == "products 51-100 of 10,000, best value first")
    // A page past the end, as far as a client may ask (offset Int.max, found by schemathesis:
    // it trapped on overflow and took the server down), starts at the end.
    for offset in [10_000, 10_001, Int.max] {
      #expect(
        PriceWords(Locale(identifier: "en_US")).count(total: 10_000, offset: offset, shown: 0)
          == "products 10,000-10,000 of 10,000, best value first")
    }
    let arabic = PriceWords(Locale(identifier: "ar_EG"))
    let symbols = NumberSymbols(locale: Locale(identifier: "ar_EG"))
    #expect(arabic.count(total: 1, offset: 0, shown: 1) == "\(symbols.digits[1]) product")
    #expect(
      arabic.saved("pantry", total: 3, currency: "EGP") == "pantry (\(symbols.digits[3]), EGP)")
  }

  @Test("The wheels carry the list's locale: its signs on the wheels, the value canonical")
  func wheels() throws {
    let locale = Locale(identifier: "ar_EG")
    let symbols = NumberSymbols(locale: locale)
    let price = try PriceInputs.price(.dollar, symbols: symbols)
    guard case .pattern(let spec) = PickerSpec(price) else {
      Issue.record("a price is pattern wheels")
      return
    }
    #expect(spec.locale == "ar_EG")
    let typed = try price.answer(
      "\(symbols.digits[2])\(symbols.decimal)\(symbols.digits[4])\(symbols.digits[9])",
      nearest: false)
    #expect(typed.written == symbols.written("2.49"))
    #expect(price.valueText(of: typed.value) == "2.49")
    let quantity = try PriceInputs.quantity(.mass, symbols: symbols)
    #expect(quantity.symbols == symbols)
    #expect(
      try PriceInputs.packCount(symbols: symbols).text(of: [0, 0, 3]) == symbols.written("003"))
    // Requests are read canonically, as before.
    #expect(try PriceInputs.price(.dollar).accept("2.49").value.decimal == Decimal(string: "2.49"))
  }

  @Test("A page shows an Arabic list's amounts right to left, and its example size in its digits")
  func direction() throws {
    let arabic = PriceWords(Locale(identifier: "ar_EG"))
    #expect(arabic.numbersDirection == "rtl")
    #expect(PriceWords(Locale(identifier: "de_DE")).numbersDirection == "ltr")
    let symbols = NumberSymbols(locale: Locale(identifier: "ar_EG"))
    #expect(arabic.sizeExample == "\(symbols.digits[3]) x \(symbols.written("500")) g")
    // The example reads as the size it shows.
    let example = try PackSize(parsing: arabic.sizeExample, symbols: symbols)
    #expect(example == (try PackSize(parsing: "3 x 500 g")))
  }

  @Test("The page offers the reader's own locale among its locales")
  func offeredLocales() {
    #expect(PriceStarts.locales(for: "ar_EG") == PriceStarts.locales)
    #expect(PriceStarts.locales(for: "pt_BR").last == "pt_BR")
  }
}
