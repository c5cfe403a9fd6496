public import PickerCore

/// A named list as it is kept, on the server or on a device: its currency once set, and its
/// products in the order they were added.
///
/// The rules of writing one are here, for the store and the page's core alike: a product's
/// currency is the one sent, else the list's, else the reader's; a list with products keeps its
/// currency; every product measures what the others do.
public struct PriceList: Sendable, Hashable {
  /// The list's name.
  public let name: String
  /// The currency its prices are in; nil for a list never written.
  public private(set) var currency: Currency?
  /// Its products.
  public private(set) var products: ProductList

  /// The most products a list may hold.
  public static let bound = 10_000

  /// A list of products already checked.
  init(name: String, currency: Currency?, products: ProductList) {
    self.name = name
    self.currency = currency
    self.products = products
  }

  /// A list from what was kept, checked as when it was written.
  public init(name: String, currency: Currency?, products: [Product]) throws(PriceError) {
    self.name = name
    self.currency = currency
    self.products = try ProductList(products: products)
  }

  /// The currency a product's price is in: the code sent with it, else the list's, else the
  /// reader's locale's (dollars when it names none).
  public static func currency(sent code: String?, list: Currency?, locale: LocaleData)
    throws(PriceError) -> Currency
  {
    if let code { return try Currency(code: code) }
    return currency(list: list, locale: locale)
  }

  /// The currency a list's prices are shown in: its own, else the reader's locale's (dollars
  /// when it names none).
  public static func currency(list: Currency?, locale: LocaleData) -> Currency {
    list ?? Currency.of(locale)
  }

  /// Refuses another currency for a list that holds products in one: their prices would be
  /// relabelled without being converted.
  public static func claim(
    _ currency: Currency, list name: String, current: Currency?, holding count: Int
  ) throws(PriceError) {
    if let current, current != currency, count > 0 {
      throw .currencyFixed(list: name, currency: current.code)
    }
  }

  /// Sets the list's currency (refused once it holds products in another).
  public mutating func setCurrency(_ currency: Currency) throws(PriceError) {
    try Self.claim(currency, list: name, current: self.currency, holding: products.products.count)
    self.currency = currency
  }

  /// Adds a product, or replaces the one with its id in its place, in a currency.
  public mutating func write(_ product: Product, currency: Currency) throws(PriceError) {
    let others = products.products.filter { $0.id != product.id }
    try Self.claim(currency, list: name, current: self.currency, holding: others.count)
    var checked = try ProductList(products: others.prefix(1).map { $0 })
    try checked.add(product)
    if let index = products.products.firstIndex(where: { $0.id == product.id }) {
      var all = products.products
      all[index] = product
      products = try ProductList(products: all)
    } else {
      guard products.products.count < Self.bound else { throw .listFull(bound: Self.bound) }
      try products.add(product)
    }
    self.currency = currency
  }

  /// Removes a product.
  public mutating func remove(id: ItemID) throws(PriceError) {
    try products.remove(id: id)
  }
}

/// What writing a product answers: the list's size and the product ranked against the list's
/// best (not a page of the list, which a client that wants one reads: a write stays as cheap
/// for a list of 10,000 as for one of 10).
public struct ProductWritten: Sendable, Hashable {
  /// The list's name.
  public let name: String
  /// What the list compares.
  public let dimension: MeasureDimension
  /// Products in the list.
  public let total: Int
  /// How many, in the reader's words.
  public let count: String
  /// The product written, as it reads beside the list's best.
  public let product: ShownProduct

  /// An answer from its parts, as read back.
  init(name: String, dimension: MeasureDimension, total: Int, count: String, product: ShownProduct)
  {
    self.name = name
    self.dimension = dimension
    self.total = total
    self.count = count
    self.product = product
  }

  /// The answer for a product written to a list of `total` whose best value is `best`.
  public init(
    _ product: Product, best: Product, list name: String, total: Int, currency: Currency,
    locale: LocaleData
  ) {
    self.name = name
    dimension = best.unit.dimension
    self.total = total
    count = PriceWords(locale).count(total: total, offset: 0, shown: total)
    self.product = ListPresentation.product(
      product, against: best, locale: locale, currency: currency)
  }
}

/// What removing a product answers: the list's size.
public struct ProductRemoved: Sendable, Hashable {
  /// The list's name.
  public let name: String
  /// What the list compares; nil once it is empty.
  public let dimension: MeasureDimension?
  /// Products left.
  public let total: Int
  /// How many, in the reader's words.
  public let count: String

  /// An answer from its parts, as read back.
  init(name: String, dimension: MeasureDimension?, total: Int, count: String) {
    self.name = name
    self.dimension = dimension
    self.total = total
    self.count = count
  }

  /// The answer for a list left with `total` products.
  public init(list name: String, dimension: MeasureDimension?, total: Int, locale: LocaleData) {
    self.name = name
    self.dimension = dimension
    self.total = total
    count = PriceWords(locale).count(total: total, offset: 0, shown: total)
  }
}
