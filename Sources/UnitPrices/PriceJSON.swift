public import PickerCore

#if !hasFeature(Embedded)
// Natively, a shown product is also the API's Codable schema (the server's `ShownProduct`),
// read and written through PickerKit's bridge by the reading and writing below: one shape for
// the server and the page.
import PickerKit
#endif

// The list's answers in JSON, read and written by the core's one codec, so the server's routes
// and the page's core give the same answer for the same list.

extension ShownProduct: JSONCodable {
  /// Reads a product as it was written (a client holding one, a test).
  public init(json: JSONReading) throws(JSONError) {
    self.init(
      id: try json.member("id").string(), name: try json.member("name").string(),
      price: try json.member("price").exactNumber(),
      priceText: try json.member("priceText").string(), size: try json.member("size").string(),
      perBaseUnit: try json.member("perBaseUnit").exactNumber(),
      unitPrices: try json.member("unitPrices").strings(),
      quantity: try json.member("quantity").exactNumber(), unit: try json.member("unit").string(),
      packCount: try json.member("packCount").int(), label: try json.member("label").string(),
      best: try json.member("best").bool())
  }

  /// The product as JSON.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("id", .string(id)), ("name", .string(name)), ("price", price.json),
        ("priceText", .string(priceText)), ("size", .string(size)),
        ("perBaseUnit", perBaseUnit.json), ("unitPrices", .strings(unitPrices)),
        ("quantity", quantity.json), ("unit", .string(unit)), ("packCount", .number(packCount)),
        ("label", .string(label)), ("best", .bool(best)),
      ]))
  }
}

extension PriceStarts {
  /// The starts as JSON, as the page reads them.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("name", .string(name)), ("price", .string(price)), ("packCount", .string(packCount)),
        (
          "quantity",
          .object(
            JSONObject(
              quantity.ordered { $0.key < $1.key }.map { (name, text) -> (String, JSONValue?) in
                (name, .string(text))
              }))
        ),
      ]))
  }
}

extension ProductWritten: JSONCodable {
  /// Reads an answer as it was written.
  public init(json: JSONReading) throws(JSONError) {
    self.init(
      name: try json.member("name").string(), dimension: try json.dimension("dimension"),
      total: try json.member("total").int(), count: try json.member("count").string(),
      product: try ShownProduct(json: try json.member("product")))
  }

  /// The answer as JSON.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("name", .string(name)), ("dimension", .string(dimension.rawValue)),
        ("total", .number(total)), ("count", .string(count)), ("product", product.json),
      ]))
  }
}

extension ProductRemoved: JSONCodable {
  /// Reads an answer as it was written.
  public init(json: JSONReading) throws(JSONError) {
    self.init(
      name: try json.member("name").string(), dimension: try json.optionalDimension("dimension"),
      total: try json.member("total").int(), count: try json.member("count").string())
  }

  /// The answer as JSON.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("name", .string(name)), ("dimension", dimension.map { .string($0.rawValue) }),
        ("total", .number(total)), ("count", .string(count)),
      ]))
  }
}

extension Product: JSONCodable {
  /// Reads a product as it is kept (on a device, in a sync): its id, name, exact price and
  /// quantity as text, pack count and unit, checked as when it was entered.
  public init(json: JSONReading) throws(JSONError) {
    let id = try json.itemID("id")
    let unitMember = try json.member("unit")
    let symbol = try unitMember.string()
    guard
      let unit = [MeasureDimension.mass, .volume, .count].lazy.compactMap({
        $0.unit(named: symbol)
      }).first
    else { throw unitMember.invalid(PriceError.unknownUnit(symbol).description) }
    let name = try json.member("name").string()
    let price = try json.exact("price")
    let quantity = try json.exact("quantity")
    let packCount = try json.member("packCount").int()
    do throws(PriceError) {
      try self.init(
        id: id, name: name, price: price, quantity: quantity, packCount: packCount, unit: unit)
    } catch {
      throw json.invalid(error.description)
    }
  }

  /// The product as it is kept: exact numbers as text.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("id", .string(id.text)), ("name", .string(name)), ("price", .string(price.description)),
        ("quantity", .string(quantity.description)), ("packCount", .number(packCount)),
        ("unit", .string(unit.symbol)),
      ]))
  }
}

extension PackSize {
  /// The size as `POST /api/size` answers it.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("packCount", .number(packCount)), ("quantity", quantity.json),
        ("unit", .string(unit.symbol)), ("dimension", .string(unit.dimension.rawValue)),
      ]))
  }
}

extension JSONReading {
  /// A list's dimension: mass, volume or count.
  func dimension(_ name: String) throws(JSONError) -> MeasureDimension {
    let member = try member(name)
    guard let dimension = MeasureDimension(rawValue: try member.string()),
      [.mass, .volume, .count].contains(dimension)
    else { throw member.invalid("\(name) is mass, volume or count") }
    return dimension
  }

  /// A list's dimension where the member may be absent (a list without products).
  func optionalDimension(_ name: String) throws(JSONError) -> MeasureDimension? {
    try optionalMember(name) == nil ? nil : try dimension(name)
  }

  /// An exact number written as text (`"2.49"`) or as a JSON number (`2.49`).
  fileprivate func exact(_ name: String) throws(JSONError) -> ExactNumber {
    let member = try member(name)
    if case .string(let text) = member.value {
      guard let number = ExactNumber(text) else { throw member.invalid("\(name) is a number") }
      return number
    }
    return try member.exactNumber()
  }
}

#if !hasFeature(Embedded)
extension ShownProduct: Codable {}
extension ProductWritten: Codable {}
extension ProductRemoved: Codable {}
extension ListPage: Codable {}
extension PriceStarts: Encodable {
  /// The starts as the page reads them, through the core's writer.
  public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
}
#endif
