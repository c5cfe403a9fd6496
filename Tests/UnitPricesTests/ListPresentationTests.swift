import Foundation
import PickerKit
import Testing

@testable import UnitPrices

@Suite("How a list reads: the model's presentation and the page's starts")
struct ListPresentationTests {
  private func product(_ name: String, _ price: Decimal, _ quantity: Decimal, _ symbol: String)
    throws -> Product
  {
    try Product(
      name: name, price: price, quantity: quantity, packCount: 1,
      unit: try #require(MeasureDimension.mass.unit(named: symbol)))
  }

  /// The rows of a list of two.
  ///
  /// 1 kg at $2.00 is $2.00/kg and $0.20/100 g; 500 g at $1.10 is $2.20/kg, $0.22/100 g, 10% more
  /// ((1.10 × 1000) / (2.00 × 500) - 1 = 0.1). Two places tell both columns apart.
  @Test("Each product's price, unit prices, label and best, as the list shows them")
  func rows() throws {
    var list = ProductList()
    try list.add(product("Rice 500 g", 1.10, 500, "g"))
    try list.add(product("Rice 1 kg", 2, 1, "kg"))
    let shown = ListPresentation(
      list.ranked, locale: Locale(identifier: "en_GB"), currency: .dollar
    ).products
    #expect(shown.map(\.name) == ["Rice 1 kg", "Rice 500 g"])
    #expect(
      shown.map(\.unitPrices) == [
        ["US$2.00 / kg", "US$0.20 / 100 g"], ["US$2.20 / kg", "US$0.22 / 100 g"],
      ])
    #expect(shown.map(\.label) == ["Best value", "10% more"])
    #expect(shown.map(\.best) == [true, false])
    #expect(shown[1].priceText == "US$1.10")
    #expect(shown[1].size == "500 g")
  }

  /// Places per column.
  ///
  /// 333 g at $1.00 against 1 kg at $3.00: $3.003003/kg against $3.00/kg, which cents show as
  /// $3.00 twice, so the kg column takes a third place; per 100 g it is $0.3003 against $0.30,
  /// alike to three places, so that column takes a fourth. Every row of a column alike.
  @Test("Unit prices take as many places as tell the products apart, a column at a time")
  func places() throws {
    var list = ProductList()
    try list.add(product("Big", 3, 1, "kg"))
    try list.add(product("Small", 1, 333, "g"))
    let gb = Locale(identifier: "en_GB")
    let shown = ListPresentation(list.ranked, locale: gb, currency: .dollar).products
    #expect(
      shown.map(\.unitPrices) == [
        ["US$3.000 / kg", "US$0.3000 / 100 g"], ["US$3.003 / kg", "US$0.3003 / 100 g"],
      ])
    // One product beside the best reads as it does in the list.
    let alone = try #require(
      ListPresentation.product(
        list.products[1], against: list.products[0], locale: gb, currency: .dollar))
    #expect(alone.unitPrices == shown[1].unitPrices)
  }

  @Test("The page starts on the model's values, each legal on its wheels")
  func starts() throws {
    let starts = PriceStarts.standard
    #expect(starts.quantity == ["mass": "1 kg", "volume": "1 L", "count": "12 ea"])
    for dimension in PriceStarts.dimensions {
      let text = try #require(starts.quantity[dimension.rawValue])
      #expect(throws: Never.self) { try PriceInputs.quantity(dimension).accept(text) }
    }
    #expect(throws: Never.self) { try PriceInputs.price(.dollar).accept(starts.price) }
    #expect(throws: Never.self) { try PriceInputs.packCount().accept(starts.packCount) }
    // In yen the price moves to the currency's grid: no fraction of a yen.
    #expect(
      try PriceInputs.price(try Currency(code: "JPY")).nearest(toAnswer: starts.price).text
        == "0000002")
  }
}
