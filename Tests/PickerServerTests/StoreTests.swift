import Foundation
import PickerKit
import PickerTestSupport
import Testing
import UnitPrices

@testable import PickerServer

@Suite("The store's records")
struct StoreTests {
  /// A product with a random price (0.01-99999), amount and unit, as the API accepts them.
  private func randomProduct(_ random: inout SeededRandom) throws -> Product {
    let units = ["kg", "g", "mg", "lb", "oz"]
    let price = Decimal(Int.random(in: 1...9_999_900, using: &random)) / 100
    let quantity = Decimal(Int.random(in: 1...999_999, using: &random)) / 1000
    let unit = try #require(UnitCatalogLookup.unit(units[Int.random(in: 0..<5, using: &random)]))
    return try Product(
      name: "p", price: price, quantity: quantity,
      packCount: Int.random(in: 1...999, using: &random),
      unit: unit)
  }

  @Test("Rank keys sort as text in the exact order of price per base unit (20,000 pairs)")
  func rankKeyOrder() throws {
    var random = SeededRandom(name: "rank keys")
    for _ in 0..<20_000 {
      let a = try randomProduct(&random)
      let b = try randomProduct(&random)
      let left = Ratio(a.price) * Ratio(b.baseAmount)
      let right = Ratio(b.price) * Ratio(a.baseAmount)
      let (keyA, keyB) = (ProductRecord.rankKey(of: a), ProductRecord.rankKey(of: b))
      #expect(keyA.count == 61)
      // Equal keys only for equal or indistinguishably close ratios; never the wrong way round.
      #expect(left < right ? keyA <= keyB : left > right ? keyA >= keyB : keyA == keyB)
    }
  }

  @Test("A stored decimal reads back only when all of it is a number")
  func storedDecimals() {
    #expect(StoredDecimal.parse("2.49")?.value == Decimal(string: "2.49"))
    #expect(StoredDecimal.parse("-40")?.value == -40)
    for bad in ["12abc", "", ".5", "5.", "1e5", "--5", "1.2.3", " 1", "NaN"] {
      #expect(StoredDecimal.parse(bad) == nil, "\(bad)")
    }
  }

  @Test("A list is read a page at a time, best value first, with its total")
  func pages() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try Store(path: folder.appendingPathComponent("t.sqlite").path)
    let kg = try #require(UnitCatalogLookup.unit("kg"))
    for price in [5, 3, 4, 1, 2] {
      try store.add(
        Product(name: "p\(price)", price: Decimal(price), quantity: 1, unit: kg), toList: "l")
    }
    let page = try store.page(ofList: "l", offset: 1, limit: 2)
    #expect(page.total == 5)
    #expect(page.best?.name == "p1")
    #expect(page.products.map(\.name) == ["p2", "p3"])
    #expect(page.ranked.map(\.label) == [.more(percent: 100), .more(percent: 200)])
    #expect(try store.products(inList: "l").map(\.name) == ["p5", "p3", "p4", "p1", "p2"])
  }

  @Test("A list's currency is fixed by its products; an edit keeps a product's place and id")
  func currencyAndEdits() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try Store(path: folder.appendingPathComponent("t.sqlite").path)
    let kg = try #require(UnitCatalogLookup.unit("kg"))
    let yen = try Currency(code: "JPY")
    #expect(try store.currency(ofList: "tokyo") == nil)
    try store.setCurrency(.dollar, ofList: "tokyo")
    try store.setCurrency(yen, ofList: "tokyo")  // empty: free to change
    let rice = try Product(name: "rice", price: 1_280, quantity: 5, unit: kg)
    try store.add(rice, toList: "tokyo", currency: yen)
    #expect(try store.currency(ofList: "tokyo") == yen)
    #expect(throws: PriceError.currencyFixed(list: "tokyo", currency: "JPY")) {
      try store.setCurrency(.dollar, ofList: "tokyo")
    }
    #expect(throws: PriceError.currencyFixed(list: "tokyo", currency: "JPY")) {
      try store.add(
        Product(name: "oats", price: 3, quantity: 1, unit: kg), toList: "tokyo", currency: .dollar)
    }
    try store.add(
      Product(name: "oats", price: 300, quantity: 1, unit: kg), toList: "tokyo", currency: yen)
    // Edited in place: same id and position, new price; another dimension is refused.
    let cheaper = try Product(id: rice.id, name: "rice", price: 980, quantity: 5, unit: kg)
    #expect(try store.replace(with: cheaper, inList: "tokyo", currency: yen))
    #expect(try store.products(inList: "tokyo").map(\.price) == [980, 300])
    let litre = try #require(UnitCatalogLookup.unit("L"))
    let juice = try Product(id: rice.id, name: "juice", price: 100, quantity: 1, unit: litre)
    #expect(throws: PriceError.self) {
      try store.replace(with: juice, inList: "tokyo", currency: yen)
    }
    let stranger = try Product(name: "x", price: 1, quantity: 1, unit: kg)
    #expect(try store.replace(with: stranger, inList: "tokyo", currency: yen) == false)
  }
}
