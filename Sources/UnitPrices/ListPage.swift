public import PickerCore

/// One page of a list as a reader sees it: its products best value first from `offset`, in the
/// reader's locale and the list's currency, with the wheels that enter a price and a line that
/// counts them (`products 1-50 of 10,000, best value first`).
///
/// The server's `GET /api/lists/{name}` answers one, and so does the page's core for the list it
/// keeps on the device.
public struct ListPage: Sendable, Hashable {
  /// The list's name.
  public let name: String
  /// What it compares, set by its first product; nil while it is empty.
  public let dimension: MeasureDimension?
  /// The locale its numbers and words are written in.
  public let locale: String
  /// The ISO 4217 code of every price in it.
  public let currency: String
  /// The currency's decimal places in a price.
  public let minorUnits: Int
  /// The wheels that enter a price, in the locale's signs.
  public let pricePicker: PickerSpec
  /// Products in the list.
  public let total: Int
  /// Where this page starts.
  public let offset: Int
  /// The most products a page holds.
  public let limit: Int
  /// How many, in the locale's language and numbers.
  public let count: String
  /// This page's products.
  public let products: [ShownProduct]

  /// The most products one page may hold, and how many a page holds unless asked.
  public static let limits = 1...500
  /// How many products a page holds unless asked.
  public static let standardLimit = 50

  /// Why a window is refused: what was asked, and what is allowed.
  public static func windowRefusal(offset: String, limit: String) -> String {
    "offset is a whole number from 0 and limit one from \(limits.lowerBound) to "
      + "\(limits.upperBound), got offset \(offset), limit \(limit)"
  }

  /// A page from a window of the list already ranked (the store reads only the window):
  /// `ranked` are the products from `offset`, best value first, beside the list's best.
  public init(
    name: String, dimension: MeasureDimension?, ranked: [RankedProduct], total: Int,
    offset: Int, limit: Int, currency: Currency, locale: LocaleData
  ) throws(PriceError) {
    self.name = name
    self.dimension = dimension
    self.locale = locale.identifier
    self.currency = currency.code
    minorUnits = currency.minorUnits
    pricePicker = PickerSpec(try PriceInputs.price(currency, symbols: locale.numbers))
    self.total = total
    self.offset = offset
    self.limit = limit
    count = PriceWords(locale).count(total: total, offset: offset, shown: ranked.count)
    products = ListPresentation(ranked, locale: locale, currency: currency).products
  }

  /// A page of a whole list held in memory (the page's core holds the device's copy).
  public init(
    name: String, list: ProductList, offset: Int, limit: Int, currency: Currency,
    locale: LocaleData
  ) throws(PriceError) {
    let ranked = list.ranked
    let start = min(max(offset, 0), ranked.count)
    let end = start + min(max(limit, 0), ranked.count - start)
    try self.init(
      name: name, dimension: list.dimension, ranked: Array(ranked[start..<end]),
      total: ranked.count, offset: offset, limit: limit, currency: currency, locale: locale)
  }
}

extension ListPage: JSONCodable {
  /// Reads a page as it was written (a client holding one, a test).
  public init(json: JSONReading) throws(JSONError) {
    let dimension = try json.optionalDimension("dimension")
    let picker = try json.member("pickers").member("price")
    do throws(SpecError) {
      pricePicker = try PickerSpec(json: picker)
    } catch {
      throw picker.invalid(error.description)
    }
    var products: [ShownProduct] = []
    for element in try json.member("products").elements() {
      products.append(try ShownProduct(json: element))
    }
    name = try json.member("name").string()
    self.dimension = dimension
    locale = try json.member("locale").string()
    currency = try json.member("currency").string()
    minorUnits = try json.member("minorUnits").int()
    total = try json.member("total").int()
    offset = try json.member("offset").int()
    limit = try json.member("limit").int()
    count = try json.member("count").string()
    self.products = products
  }

  /// The page as JSON.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("name", .string(name)), ("dimension", dimension.map { .string($0.rawValue) }),
        ("locale", .string(locale)), ("currency", .string(currency)),
        ("minorUnits", .number(minorUnits)),
        ("pickers", .object(JSONObject([("price", pricePicker.json)]))),
        ("total", .number(total)), ("offset", .number(offset)), ("limit", .number(limit)),
        ("count", .string(count)), ("products", .array(products.map { $0.json })),
      ]))
  }
}
