import Foundation
import PickerKit
import PickerTestSupport
import Testing

@testable import PickerCore
@testable import UnitPrices

@Suite("Unit prices")
struct ProductListTests {
  private func unit(_ symbol: String) throws -> ExactUnit {
    try #require(MeasureDimension.allCases.lazy.compactMap { $0.unit(named: symbol) }.first)
  }

  private func product(
    _ name: String, _ price: String, _ quantity: String, _ symbol: String, pack: Int = 1
  )
    throws -> Product
  {
    try Product(
      name: name, price: try #require(Decimal(string: price)),
      quantity: try #require(Decimal(string: quantity)), packCount: pack, unit: try unit(symbol))
  }

  @Test("Across g, kg, lb and oz: best value first, others by how much more")
  func mass() throws {
    var list = ProductList()
    try list.add(product("Rice 1 kg", "2.00", "1", "kg"))
    try list.add(product("Rice 500 g", "1.10", "500", "g"))
    try list.add(product("Rice 2 lb", "1.80", "2", "lb"))
    try list.add(product("Rice 3 × 12 oz", "3.00", "12", "oz", pack: 3))
    let ranked = list.ranked
    // Per kg: 2 lb = 0.90718474 kg -> 1.98416...; 1 kg -> 2.00; 500 g -> 2.20; 36 oz -> 2.9395...
    #expect(
      ranked.map(\.product.name) == ["Rice 2 lb", "Rice 1 kg", "Rice 500 g", "Rice 3 × 12 oz"])
    #expect(ranked.map(\.label.description) == ["Best value", "1% more", "11% more", "48% more"])
    #expect(ranked[1].pricePerBaseUnit == 2)
    #expect(ranked[2].pricePerBaseUnit.decimal == Decimal(string: "2.2"))
  }

  @Test("Across mL, L, fl oz and gal")
  func volume() throws {
    var list = ProductList()
    try list.add(product("Milk 1 gal", "3.79", "1", "gal"))
    try list.add(product("Milk 2 L", "2.50", "2", "L"))
    try list.add(product("Milk 64 fl oz", "2.99", "64", "fl oz"))
    try list.add(product("Milk 6 × 250 mL", "3.00", "250", "mL", pack: 6))
    let ranked = list.ranked
    #expect(ranked.first?.product.name == "Milk 1 gal")  // 1.00121... per L
    #expect(ranked.map(\.label.description) == ["Best value", "25% more", "58% more", "100% more"])
  }

  @Test("Ties are both best")
  func ties() throws {
    var list = ProductList()
    try list.add(product("A", "2.00", "1", "kg"))
    try list.add(product("B", "1.00", "500", "g"))
    #expect(list.ranked.map(\.label) == [.best, .best])
  }

  @Test("The first product sets the dimension; a millilitre product in a gram list is refused")
  func mismatch() throws {
    var list = ProductList()
    try list.add(product("Flour", "1.50", "500", "g"))
    let milk = try product("Milk", "1.00", "500", "mL")
    #expect(
      throws: PriceError.mismatch(
        product: "Milk", unit: "mL", dimension: .volume, list: .mass, first: "Flour (500 g)")
    ) { try list.add(milk) }
  }

  @Test("Bad products are refused with a reason")
  func refusals() throws {
    #expect(throws: PriceError.notPositive("price", 0)) { try product("Free", "0", "1", "kg") }
    #expect(
      throws: PriceError.name(.init(what: "a product name", limit: 100, problem: .empty))
    ) { try product("  ", "1", "1", "kg") }
    #expect(throws: PriceError.notPositive("quantity", 0)) { try product("X", "1", "0", "kg") }
    #expect(throws: PriceError.packCount(0)) { try product("X", "1", "1", "kg", pack: 0) }
    #expect(throws: PriceError.dimension("km")) { try product("Road", "1", "1", "km") }
  }

  @Test("A name is stored as accepted: NFC, no control characters, emoji and joiners kept")
  func names() throws {
    #expect(try product("Cafe\u{301}", "1", "1", "kg").name == "Caf\u{E9}")
    #expect(try product("  Rice  ", "1", "1", "kg").name == "Rice")
    #expect(try product("👩‍👩‍👧 pack", "1", "1", "kg").name == "👩‍👩‍👧 pack")
    for bad in ["\u{0}", "a\u{0}b", "a\nb", "\u{202E}evil", "a\u{7}"] {
      #expect(throws: PriceError.self) { try product(bad, "1", "1", "kg") }
    }
    let error = #expect(throws: NameError.self) {
      try NameText("a\u{0}b", what: "a list name", limit: 40)
    }
    #expect(
      error?.description
        == "a list name is 1-40 characters of text without control characters, "
        + "got the control character U+0000")
    #expect(throws: NameError.self) {
      try NameText(String(repeating: "é", count: 41), what: "a", limit: 40)
    }
  }

  @Test("Prices per the shopper's units, money by locale")
  func shopperUnits() throws {
    var list = ProductList()
    try list.add(product("Coffee", "12.00", "340", "g"))
    let ranked = try #require(list.ranked.first)
    let metric = ShopperUnits.unitPrices(ranked, locale: Locale(identifier: "de_DE"))
    #expect(metric.map(\.per) == ["kg", "100 g"])
    let german = Locale(identifier: "de_DE")
    let euro = try Currency(code: "EUR")
    #expect(ShopperUnits.money(metric[1].price, currency: euro, locale: german) == "3,53\u{00A0}€")
    let us = ShopperUnits.unitPrices(ranked, locale: Locale(identifier: "en_US"))
    #expect(us.map(\.per) == ["oz", "lb"])
    // 12.00 / 340 g per lb (453.59237 g) = 16.0091...
    let english = Locale(identifier: "en_US")
    #expect(ShopperUnits.money(us[1].price, currency: .dollar, locale: english) == "$16.01")
    #expect(ShopperUnits.money(1_234.5, currency: .dollar, locale: english) == "$1,234.50")
    // Dollars stay dollars for a German reader: the locale writes, the list's currency counts.
    #expect(ShopperUnits.money(2.49, currency: .dollar, locale: german) == "2,49\u{00A0}$")
  }

  @Test("Currencies: ISO 4217 codes with their minor units; unknown codes refused")
  func currencies() throws {
    // The core's list of codes is the platform's (Foundation's CLDR 46).
    #expect(Currency.codes == Set(Locale.Currency.isoCurrencies.map(\.identifier)))
    #expect(try Currency(code: "usd").minorUnits == 2)
    #expect(try Currency(code: "JPY").minorUnits == 0)
    #expect(try Currency(code: "KWD").minorUnits == 3)
    #expect(throws: PriceError.currency("XYZ")) { try Currency(code: "XYZ") }
    #expect(throws: PriceError.currency("dollars")) { try Currency(code: "dollars") }
    let yen = try Currency(code: "JPY")
    #expect(
      ShopperUnits.money(1_280, currency: yen, locale: Locale(identifier: "ja_JP")) == "¥1,280")
    #expect(try PriceInputs.price(yen).pattern.source == "9999999")
    #expect(try PriceInputs.price(try Currency(code: "KWD")).pattern.source == "9999.999")
  }

  @Test("Unit prices get the decimals that tell different prices apart, and no more")
  func distinguishingDigits() throws {
    // 64 fl oz at 1.99 and 2.05: both 0.03 at cents.
    let prices: [Decimal] = [Decimal(string: "1.99")! / 64, Decimal(string: "2.05")! / 64]
    #expect(ShopperUnits.fractionDigits(distinguishing: prices, currency: .dollar) == 3)
    #expect(ShopperUnits.fractionDigits(distinguishing: [1.5, 2.5], currency: .dollar) == 2)
    // Equal prices need no more places; the cap is four past the currency's.
    #expect(ShopperUnits.fractionDigits(distinguishing: [0.5, 0.5], currency: .dollar) == 2)
    let close: [Decimal] = [1, Decimal(string: "1.0000001")!]
    #expect(ShopperUnits.fractionDigits(distinguishing: close, currency: .dollar) == 6)
    // ¥1 for 250 g is ¥0.4 per 100 g: shown to tenths, never as ¥0.
    let yen = try Currency(code: "JPY")
    #expect(
      ShopperUnits.fractionDigits(distinguishing: [Decimal(string: "0.4")!], currency: yen) == 1)
    #expect(ShopperUnits.fractionDigits(distinguishing: [0, 3], currency: yen) == 0)
  }

  @Test(
    "Sizes as labels write them",
    arguments: [
      ("500 g", 1, "500", "g"), ("3 x 500 g", 3, "500", "g"), ("3x500g", 3, "500", "g"),
      ("6×330 mL", 6, "330", "mL"), ("2 * 1.5 L", 2, "1.5", "L"), ("12 ea", 1, "12", "ea"),
      (" 4 X 16 fl oz ", 4, "16", "fl oz"),
    ])
  func sizes(text: String, count: Int, quantity: String, unit: String) throws {
    let size = try PackSize(parsing: text)
    #expect(size.packCount == count)
    #expect(size.quantity.decimal == Decimal(string: quantity))
    #expect(size.unit.symbol == unit)
  }

  @Test("A size that is not a count and an amount with its unit is refused with a reason")
  func badSizes() {
    #expect(throws: PriceError.size("three bags")) { try PackSize(parsing: "three bags") }
    #expect(throws: PriceError.size("x 500 g")) { try PackSize(parsing: "x 500 g") }
    #expect(throws: PriceError.packCountText("0")) { try PackSize(parsing: "0 x 500 g") }
    #expect(throws: PriceError.packCountText("1000")) { try PackSize(parsing: "1000 x 1 g") }
    #expect(throws: PriceError.unknownUnit("furlongs")) { try PackSize(parsing: "500 furlongs") }
    #expect(throws: PriceError.size(String(repeating: "9", count: 41))) {
      try PackSize(parsing: String(repeating: "9", count: 41))
    }
    #expect(
      PriceError.size("lots").description
        == "a size is an amount and its unit (500 g), after a count for a pack (3 x 500 g), got lots"
    )
  }

  @Test("Words in the reader's language; an unknown language reads English")
  func words() {
    #expect(PriceWords(Locale(identifier: "de_DE")).label(.best) == "Bester Preis")
    #expect(PriceWords(Locale(identifier: "ja_JP")).label(.more(percent: 12)) == "12% 高い")
    #expect(PriceWords(Locale(identifier: "pt_BR")).language == "en")
    #expect(
      PriceWords(Locale(identifier: "fr_FR")).count(total: 3, offset: 0, shown: 3) == "3 produits")
  }

  @Test("Any text as a size is a size or a refusal, never a trap")
  func sizesTakeAnyText() {
    var random = SeededRandom(name: "pack size text")
    let pieces = [
      "3", "0", "500", ".", " ", "x", "×", "*", "X", "g", "kg", "fl oz", "ea", "mL", "-", "\u{0}",
      "1000", "9999999", "é", "oz", "x x",
    ]
    var sizes = 0
    for _ in 0..<5_000 {
      let text = (0..<Int.random(in: 0...6, using: &random))
        .compactMap { _ in pieces.randomElement(using: &random) }.joined()
      if let size = try? PackSize(parsing: text) {
        #expect((1...999).contains(size.packCount) && size.quantity > 0, "\(text)")
        sizes += 1
      }
    }
    #expect(sizes > 0)
  }
}
