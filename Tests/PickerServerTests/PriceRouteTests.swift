import Foundation
import Hummingbird
import HummingbirdTesting
import PickerKit
import PickerTestSupport
import Testing
import UnitPrices

@testable import PickerServer

/// The list routes, through Hummingbird's testing module, against the model's calls that the
/// page's core runs on the list a device keeps (``PriceCall``): the same list gives the same
/// page and the same answer to a write, whether the store or the device holds it.
@Suite("The list routes answer as the page's list calls")
struct PriceRouteTests {
  static let locales = ["en_US", "de_DE", "fr_FR", "ar_EG", "ja_JP"]
  static let sizes = ["3 x 500 g", "1.5 kg", "250 g", "2 lb", "12 oz", "4 x 125 g", "1 kg"]

  @Test("120 seeded writes and pages in five locales: the route's answers are the calls' answers")
  func seededWrites() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("picker-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let store = try Store(path: path)
    let app = Application(router: try PickerApplication.router(store: store))
    let platform = Platform.foundation()
    try await app.test(.router) { client in
      var random = SeededRandom(name: "list routes against the calls")
      for index in 0..<120 {
        let locale = Self.locales[index % Self.locales.count]
        let localeData = try #require(platform.locale(locale))
        // The list as a device would keep it, before the write.
        let before = PriceList.json(
          name: "groceries", currency: try store.currency(ofList: "groceries"),
          products: try store.products(inList: "groceries"))
        let price = "\(Decimal(Int.random(in: 1...99_999, using: &random)) / 100)"
        let size = Self.sizes.randomElement(using: &random) ?? "1 kg"
        let input = #"{"name":"item \#(index)","price":"\#(price)","size":"\#(size)"}"#
        let (status, text) = try await client.execute(
          uri: "/api/lists/groceries/products?locale=\(locale)", method: .post,
          headers: [.contentType: "application/json"], body: ByteBuffer(string: input)
        ) { response in (Int(response.status.code), String(buffer: response.body)) }
        #expect(status == 201, "\(text)")
        let written = try JSONReader.value(of: Array(text.utf8))
        let id = try JSONReading(written).member("product").member("id").string()
        // The same write as the page's core makes it on the device's list.
        let call = try PriceCall.write.answer(
          to: try JSONReader.value(
            of: Array(#"{"list":\#(before),"id":"\#(id)","input":\#(input)}"#.utf8)),
          locale: localeData)
        let answer = try JSONReading(try JSONReader.value(of: Array(call.utf8))).member("answer")
        #expect(answer.value == written, "\(call.prefix(300)) against \(text.prefix(300))")
        // A page of the list, read from the store and from the device's copy.
        let offset = Int.random(in: 0...index, using: &random)
        let limit = Int.random(in: 1...30, using: &random)
        let (_, page) = try await client.execute(
          uri: "/api/lists/groceries?locale=\(locale)&offset=\(offset)&limit=\(limit)",
          method: .get
        ) { response in ((), String(buffer: response.body)) }
        let after = PriceList.json(
          name: "groceries", currency: try store.currency(ofList: "groceries"),
          products: try store.products(inList: "groceries"))
        let listed = try PriceCall.list.answer(
          to: try JSONReader.value(
            of: Array(#"{"list":\#(after),"offset":\#(offset),"limit":\#(limit)}"#.utf8)),
          locale: localeData)
        #expect(
          try JSONReader.value(of: Array(listed.utf8)) == JSONReader.value(of: Array(page.utf8)),
          "\(listed.prefix(300)) against \(page.prefix(300))")
      }
    }
  }
}

extension PriceList {
  /// A list's JSON as a device keeps it.
  static func json(name: String, currency: Currency?, products: [Product]) -> String {
    let list = try? PriceList(name: name, currency: currency, products: products)
    return list.map { JSONWriter.text(of: $0.json) } ?? "{}"
  }
}
