import Foundation
import PickerCore
import PickerKit
import PickerTestSupport
import Testing

@testable import UnitPrices

/// The unit-price list the page runs (the served pickerkit.wasm, in node) against the one the
/// server runs, call by call and locale by locale: byte-identical answers, so a shopper offline
/// reads and edits the list the device keeps as the server would show it.
@Suite("The page's unit-price list answers as the server's model")
struct PagePriceTests {
  /// Latin digits with `.` and with `,`, a narrow space, Arabic digits and signs, yen.
  static let locales = ["en_US", "de_DE", "fr_FR", "ar_EG", "ja_JP", "hi_IN@numbers=deva"]
  static let currencies = ["USD", "EUR", "JPY", "KWD", "GBP", "CHF"]
  static let units = ["kg", "g", "lb", "oz", "L", "mL", "fl oz", "gal", "ea", "doz"]

  /// A seeded list as a device keeps it: up to 30 products of one dimension (a few of others,
  /// refused, when `hostile`).
  static func list(_ random: inout SeededRandom, hostile: Bool) -> (text: String, ids: [String]) {
    let dimension =
      [["kg", "g", "lb", "oz"], ["L", "mL", "fl oz", "gal"], ["ea", "doz"]]
      .randomElement(using: &random) ?? ["kg"]
    let count = Int.random(in: 0...30, using: &random)
    let ids = (0..<count).map { _ in "\(UUID(random: &random))" }
    let products = (0..<count).map { index in
      let unit =
        hostile && index == 3
        ? "mL" : dimension.randomElement(using: &random) ?? "kg"
      let price = Decimal(Int.random(in: 1...99_999, using: &random)) / 100
      let quantity = Decimal(Int.random(in: 1...5_000, using: &random)) / 10
      return #"{"id":"\#(ids[index])","name":"item \#(index)","price":"\#(price)","#
        + #""quantity":"\#(quantity)","packCount":\#(Int.random(in: 1...12, using: &random)),"#
        + #""unit":"\#(unit)"}"#
    }
    let currency = Self.currencies.randomElement(using: &random) ?? "USD"
    let named = Bool.random(using: &random) ? #","currency":"\#(currency)""# : ""
    // A device's copy, a third of the time, with a version and edits waiting to sync.
    let kept =
      Int.random(in: 0..<3, using: &random) == 0
      ? #","version":\#(Int.random(in: 0...9, using: &random)),"pending":[{"edit":"#
        + #""\#(UUID(random: &random))","base":0,"kind":"remove","id":"\#(UUID(random: &random))"}]"#
      : ""
    return (
      #"{"name":"groceries"\#(named),"products":[\#(products.joined(separator: ","))]\#(kept)}"#,
      ids
    )
  }

  /// An edit's id to keep a change under, half the time.
  static func edit(_ random: inout SeededRandom) -> String {
    Bool.random(using: &random) ? #","edit":"\#(UUID(random: &random))""# : ""
  }

  /// A seeded body for a call on a list; a quarter hostile (bad sizes, prices, ids, members).
  static func body(_ call: PriceCall, _ random: inout SeededRandom, hostile: Bool) -> String {
    let (list, ids) = list(&random, hostile: hostile && Bool.random(using: &random))
    // A product of the list (to replace or remove) three times in four, else a new one.
    let id =
      hostile && Bool.random(using: &random)
      ? "not-an-id"
      : Int.random(in: 0..<4, using: &random) > 0
        ? ids.randomElement(using: &random) ?? "\(UUID(random: &random))"
        : "\(UUID(random: &random))"
    switch call {
    case .list:
      let offset =
        hostile ? Int.random(in: -3...40, using: &random) : Int.random(in: 0...20, using: &random)
      let limit =
        hostile ? Int.random(in: -1...600, using: &random) : Int.random(in: 1...50, using: &random)
      return #"{"list":\#(list),"offset":\#(offset),"limit":\#(limit)}"#
    case .write:
      let sizes = ["3 x 500 g", "1.5 kg", "12 ea", "2×1 L", "750 mL", "6 x 12 fl oz", "1 doz"]
      let size =
        hostile
        ? ["", "0 g", "1000 x 1 g", "3 x", "1,5 kg", "ten kg"].randomElement(using: &random) ?? ""
        : sizes.randomElement(using: &random) ?? "1 kg"
      let price =
        hostile
        ? ["0", "-1", "abc", "99999999", "1.234"].randomElement(using: &random) ?? "0"
        : "\(Decimal(Int.random(in: 1...99_999, using: &random)) / 100)"
      let currency =
        Bool.random(using: &random)
        ? #","currency":"\#(Self.currencies.randomElement(using: &random) ?? "USD")""# : ""
      let extra = hostile && Bool.random(using: &random) ? #","colour":"red""# : ""
      return #"{"list":\#(list),"id":"\#(id)","input":{"name":"new","price":"\#(price)","#
        + #""size":"\#(size)"\#(currency)\#(extra)}\#(edit(&random))}"#
    case .remove:
      return #"{"list":\#(list),"id":"\#(id)"\#(edit(&random))}"#
    case .currency:
      let code = hostile ? "XYZ" : Self.currencies.randomElement(using: &random) ?? "USD"
      return #"{"list":\#(list),"currency":"\#(code)"\#(edit(&random))}"#
    case .size:
      let sizes = ["3 x 500 g", "1.5 kg", "٣ × ٥٠٠ g", "1,5 kg", "x", "", "12 doz"]
      return #"{"size":"\#(sizes.randomElement(using: &random) ?? "")"}"#
    case .syncRequest:
      let device = hostile && Bool.random(using: &random) ? "me" : "\(UUID(random: &random))"
      return #"{"list":\#(list),"device":"\#(device)"}"#
    case .synced:
      // The server's list, and outcomes for some of the device's edits (or for none it sent).
      let (server, _) = Self.list(&random, hostile: false)
      let kinds = ["applied", "changedElsewhere", "removedElsewhere", "refused"]
      let outcomes = (0..<Int.random(in: 0...3, using: &random)).map { index in
        let kind = hostile && index == 1 ? "lost" : kinds.randomElement(using: &random) ?? ""
        return #"{"edit":"\#(UUID(random: &random))","outcome":"\#(kind)","item":"item \#(index)","#
          + #""reason":"a reason"}"#
      }
      let version = Int.random(in: 0...50, using: &random)
      return #"{"list":\#(list),"answer":{"list":\#(server),"version":\#(version),"#
        + #""outcomes":[\#(outcomes.joined(separator: ","))]}}"#
    }
  }

  @Test(
    "1,500 seeded calls on seeded lists in six locales, a quarter hostile: the page's answers are the server's"
  )
  func seededCalls() throws {
    var random = SeededRandom(name: "the page's unit-price list")
    let platform = Platform.foundation()
    let handed = JSONWriter.text(of: platform.pageData(locales: Self.locales, zones: ["UTC"]))
    var requests: [(String, [UInt8])] = [("platform", Array(handed.utf8))]
    var natives: [String] = []
    for index in 0..<1_500 {
      let call = PriceCall.allCases[index % PriceCall.allCases.count]
      let body = Self.body(call, &random, hostile: index % 4 == 0)
      let locale = index % 7 == 0 ? nil : Self.locales[index % Self.locales.count]
      let request = "{\"request\":\(body)" + (locale.map { ",\"locale\":\"\($0)\"" } ?? "") + "}"
      requests.append((call.name, Array(request.utf8)))
      natives.append(call.answer(toPage: Array(request.utf8), on: platform))
    }
    let compared = try PageCore.compare(requests, to: natives)
    #expect(compared.skipped == ["{}"])
    for difference in compared.firstDifferences { Issue.record("\(difference)") }
    #expect(compared.differences == 0)
    let answered = compared.answered
    let refusals = Dictionary(grouping: natives.filter { $0.hasPrefix("{\"error\"") }) {
      String($0.prefix(90))
    }.mapValues(\.count).sorted { $0.value > $1.value }.prefix(8)
    #expect(answered > 700, "\(answered) answers that are not refusals: \(refusals)")
  }
}
