public import PickerCore

/// A product as a shopper enters it, as `POST /api/lists/{name}/products` takes it: the price on
/// its currency's wheels, and the size as a label writes it or as quantity, unit and pack count.
public struct ProductInput: Sendable, Hashable {
  /// 1-100 characters without control characters.
  public let name: String
  /// The price as typed (`2.49`).
  public let price: String
  /// The size as a label writes it (`3 x 500 g`).
  public let size: String?
  /// The amount of one item in `unit`.
  public let quantity: String?
  /// Items in a pack, as typed.
  public let packCount: String?
  /// The unit's symbol.
  public let unit: String?
  /// The price's currency code, when it is not the list's.
  public let currency: String?

  /// The members the body takes.
  public static let members = [
    "name", "price", "size", "quantity", "packCount", "unit", "currency",
  ]

  /// The product it enters, with an id, in a currency.
  public func product(id: ItemID, currency: Currency) throws(PriceError) -> Product {
    try Product(
      id: id, name: name, price: price, currency: currency, size: size, quantity: quantity,
      unit: unit, packCount: packCount)
  }
}

extension ProductInput: JSONCodable {
  /// Reads an input: numbers as JSON numbers or as text.
  public init(json: JSONReading) throws(JSONError) {
    name = try json.member("name").string()
    price = try json.member("price").numberText()
    size = try json.optionalString("size")
    quantity = try json.optionalMember("quantity")?.numberText()
    packCount = try json.optionalMember("packCount")?.numberText()
    unit = try json.optionalString("unit")
    currency = try json.optionalString("currency")
  }

  /// The input as JSON; absent members are left out.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("name", .string(name)), ("price", .string(price)), ("size", size.map(JSONValue.string)),
        ("quantity", quantity.map(JSONValue.string)),
        ("packCount", packCount.map(JSONValue.string)), ("unit", unit.map(JSONValue.string)),
        ("currency", currency.map(JSONValue.string)),
      ]))
  }
}

extension JSONReading {
  /// A number written as JSON's number or as text, as its text.
  fileprivate func numberText() throws(JSONError) -> String {
    switch value {
    case .string(let text): return text
    case .number(let number): return number.text
    default: throw wrongType
    }
  }
}

/// What the unit-price list's routes answer, by number, for a list kept on the device: the page's
/// core reads and writes its list with these calls, as the server's routes do with the store's.
///
/// A list is sent whole, as the device keeps it (``DeviceList``): `{"name": NAME, "currency":
/// CODE or absent, "products": [PRODUCT...], "version": N, "pending": [EDIT...]}`, each product
/// as ``Product`` writes itself (exact numbers as text). A call that changes the list answers
/// the list as it is to be kept, beside the route's answer; given an `"edit"` id, the change is
/// also kept as an edit to sync.
public enum PriceCall: Int, Sendable, CaseIterable, PlatformCalls {
  /// A page of the list (`{"list": LIST, "offset": N, "limit": N}`), as
  /// `GET /api/lists/{name}` answers one (``ListPage``).
  case list = 0
  /// Adds or replaces a product (`{"list": LIST, "id": UUID, "input": INPUT, "edit": UUID}`);
  /// answers `{"list": LIST, "answer": WRITTEN}`, the answer as `POST .../products` gives it.
  case write = 1
  /// Removes a product (`{"list": LIST, "id": UUID, "edit": UUID}`); answers `{"list": LIST,
  /// "answer": REMOVED}`.
  case remove = 2
  /// Sets the list's currency (`{"list": LIST, "currency": CODE, "edit": UUID}`); answers
  /// `{"list": LIST, "answer": PAGE}`, the first page as `PUT /api/lists/{name}` answers it.
  case currency = 3
  /// A size as a label writes it (`{"size": "3 x 500 g"}`), as `POST /api/size` reads it.
  case size = 4
  /// The next sync to send (`{"list": LIST, "device": UUID}`): the body of
  /// `POST /api/lists/{name}/sync` (``SyncRequest``).
  case syncRequest = 5
  /// Takes a sync's answer (`{"list": LIST, "answer": ANSWER}`): answers `{"list": LIST,
  /// "notes": [TEXT...]}`, the list to keep and what the person should hear
  /// (``DeviceList/take(_:words:)``).
  case synced = 6

  /// The call's name, as the page's module calls it.
  public var name: String {
    switch self {
    case .list: "priceList"
    case .write: "priceWrite"
    case .remove: "priceRemove"
    case .currency: "priceCurrency"
    case .size: "priceSize"
    case .syncRequest: "priceSyncRequest"
    case .synced: "priceSynced"
    }
  }

  /// The members the call's body takes.
  public var members: [String] {
    switch self {
    case .list: ["list", "offset", "limit"]
    case .write: ["list", "id", "input", "edit"]
    case .remove: ["list", "id", "edit"]
    case .currency: ["list", "currency", "edit"]
    case .size: ["size"]
    case .syncRequest: ["list", "device"]
    case .synced: ["list", "answer"]
    }
  }

  /// The answer to a page's request, `{"request": BODY, "locale": NAME}`, as JSON text: the
  /// body's answer in the locale's words and signs on a platform's data, or the refusal's body.
  public func answer(toPage request: [UInt8], on platform: Platform) -> String {
    PageRequest.answer(request) { (page) throws(QuestionRefusal) in
      try answer(to: page.body, locale: try page.localeData(on: platform))
    }
  }

  /// The answer to a body, as JSON text, in a reader's locale; a refusal throws, and its
  /// ``QuestionRefusal/json`` is the route's answer then.
  public func answer(to body: JSONValue, locale: LocaleData) throws(QuestionRefusal) -> String {
    try QuestionRefusal.checkMembers(of: body, among: members)
    let json = JSONReading(body)
    func malformed(_ error: JSONError) -> QuestionRefusal {
      QuestionRefusal(malformed: true, message: "malformed request: \(error)")
    }
    func refused(_ error: PriceError) -> QuestionRefusal {
      QuestionRefusal(message: error.description)
    }
    // Every call but the size's is on a list, sent whole; a change is kept as an edit to sync
    // when it comes with one.
    var device = DeviceList(list: PriceList(name: "", currency: nil, products: ProductList()))
    var edit: ItemID?
    do {
      if self != .size { device = try DeviceList(json: try json.member("list")) }
      if try json.optionalMember("edit") != nil { edit = try json.itemID("edit") }
    } catch { throw malformed(error) }
    var list: PriceList { device.list }
    switch self {
    case .size:
      let text: String
      do { text = try json.member("size").string() } catch { throw malformed(error) }
      do {
        return JSONWriter.text(of: try PackSize(parsing: text, symbols: locale.numbers).json)
      } catch { throw refused(error) }
    case .list:
      let offset: Int
      let limit: Int
      do {
        offset = try json.optionalMember("offset")?.int() ?? 0
        limit = try json.optionalMember("limit")?.int() ?? ListPage.standardLimit
      } catch { throw malformed(error) }
      guard offset >= 0, ListPage.limits.contains(limit) else {
        throw QuestionRefusal(
          message: ListPage.windowRefusal(offset: String(offset), limit: String(limit)))
      }
      do {
        return try ListPage(
          name: list.name, list: list.products, offset: offset, limit: limit,
          currency: PriceList.currency(list: list.currency, locale: locale), locale: locale
        ).jsonText
      } catch { throw refused(error) }
    case .write:
      let id: ItemID
      let input: ProductInput
      do {
        id = try json.itemID("id")
        input = try ProductInput(json: try json.member("input"))
      } catch { throw malformed(error) }
      try QuestionRefusal.checkMembers(
        of: (try? json.member("input").value) ?? .null, among: ProductInput.members)
      do {
        let currency = try PriceList.currency(
          sent: input.currency, list: list.currency, locale: locale)
        let product = try input.product(id: id, currency: currency)
        try device.apply(.write(product, currency: currency), edit: edit)
        // A list just written has a best product, the one written or another.
        let best = list.products.ranked.first?.product ?? product
        let written = ProductWritten(
          product, best: best, list: list.name, total: list.products.products.count,
          currency: currency, locale: locale)
        return Self.kept(device, answer: written.json)
      } catch { throw refused(error) }
    case .remove:
      let id: ItemID
      do { id = try json.itemID("id") } catch { throw malformed(error) }
      do throws(PriceError) {
        guard list.products.products.contains(where: { $0.id == id }) else {
          throw .noSuchProduct
        }
        try device.apply(.remove(id), edit: edit)
      } catch { throw refused(error) }
      let removed = ProductRemoved(
        list: list.name, dimension: list.products.dimension,
        total: list.products.products.count, locale: locale)
      return Self.kept(device, answer: removed.json)
    case .currency:
      let code: String
      do { code = try json.member("currency").string() } catch { throw malformed(error) }
      do {
        try device.apply(.currency(try Currency(code: code)), edit: edit)
        let page = try ListPage(
          name: list.name, list: list.products, offset: 0, limit: ListPage.standardLimit,
          currency: PriceList.currency(list: list.currency, locale: locale), locale: locale)
        return Self.kept(device, answer: page.json)
      } catch { throw refused(error) }
    case .syncRequest:
      let id: ItemID
      do { id = try json.itemID("device") } catch { throw malformed(error) }
      return JSONWriter.text(of: device.sync.request(device: id).json)
    case .synced:
      let answer: ListSyncAnswer
      do { answer = try ListSyncAnswer(json: try json.member("answer")) } catch {
        throw malformed(error)
      }
      let notes = device.take(answer, words: PriceWords(locale))
      return JSONWriter.text(
        of: .object(JSONObject([("list", device.json), ("notes", .strings(notes))])))
    }
  }

  /// A changed list beside the answer.
  private static func kept(_ list: DeviceList, answer: JSONValue) -> String {
    JSONWriter.text(of: .object(JSONObject([("list", list.json), ("answer", answer)])))
  }
}

extension PriceList: JSONCodable {
  /// Reads a list as the device keeps it, each product checked as when it was written (no
  /// `products` for a list never written).
  public init(json: JSONReading) throws(JSONError) {
    let name = try json.member("name").string()
    let currency = try json.optionalMember("currency") == nil ? nil : try json.currency("currency")
    // A list never written has no products yet.
    guard let productsMember = try json.optionalMember("products") else {
      self.init(name: name, currency: currency, products: ProductList())
      return
    }
    var products: [Product] = []
    for element in try productsMember.elements() { products.append(try Product(json: element)) }
    guard products.count <= Self.bound else {
      throw productsMember.invalid(PriceError.listFull(bound: Self.bound).description)
    }
    do throws(PriceError) {
      try self.init(name: name, currency: currency, products: products)
    } catch {
      throw productsMember.invalid(error.description)
    }
  }

  /// The list as the device keeps it.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("name", .string(name)), ("currency", currency.map { .string($0.code) }),
        ("products", .array(products.products.map { $0.json })),
      ]))
  }
}
