public import PickerCore

/// One product on the shelf: a name, a price, and how much it holds.
public struct Product: Sendable, Hashable, Identifiable {
  /// A stable identity (for lists and storage).
  public let id: ItemID
  /// What the shopper calls it (shown escaped by every front end).
  public let name: String
  /// The price, exactly.
  public let price: ExactNumber
  /// The quantity of one item, in `unit`.
  public let quantity: ExactNumber
  /// How many items in the pack (3 × 500 g is 3).
  public let packCount: Int
  /// The quantity's unit.
  public let unit: ExactUnit
  /// The whole amount in the dimension's base unit (kg, L or each), exact where the decimal
  /// ends.
  public let baseAmount: ExactNumber

  /// The most characters a name may have.
  public static let nameLimit = 100

  /// Creates a product, refusing what makes no sense (an empty name or one with control
  /// characters, a price of 0).
  public init(
    id: ItemID, name: String, price: ExactNumber, quantity: ExactNumber, packCount: Int = 1,
    unit: ExactUnit
  ) throws(PriceError) {
    let checked: NameText
    do throws(NameError) {
      checked = try NameText(name, what: "a product name", limit: Self.nameLimit)
    } catch {
      throw .name(error)
    }
    guard price > 0 else { throw .notPositive("price", price) }
    guard price <= 9_999_999 else { throw .tooLarge("price", price) }
    guard quantity > 0 else { throw .notPositive("quantity", quantity) }
    guard (1...999).contains(packCount) else { throw .packCount(packCount) }
    guard [.mass, .volume, .count].contains(unit.dimension) else {
      throw .dimension(unit.symbol)
    }
    guard let whole = quantity.multiplied(by: ExactNumber(packCount)),
      let base = try? ExactConversion.baseValue(whole, of: unit)
    else { throw .tooLarge("quantity", quantity) }
    self.baseAmount = base
    self.id = id
    self.name = checked.text
    self.price = price
    self.quantity = quantity
    self.packCount = packCount
    self.unit = unit
  }

  /// `3 × 500 g`, `1.5 kg`.
  public var sizeText: String { sizeText(.canonical) }

  /// The size in a locale's signs: `1,5 kg` in de_DE, `٣ × ٥٠٠ g` in ar_EG.
  ///
  /// The amount is its exact decimal, as its wheels write it (never rounded through a binary
  /// number), in the locale's digits and decimal sign.
  public func sizeText(_ symbols: NumberSymbols) -> String {
    (packCount > 1 ? "\(symbols.written(String(packCount))) × " : "")
      + "\(symbols.written(quantity.description)) \(unit.symbol)"
  }
}

/// A product or list the comparison refuses, with a message that says what is allowed.
public enum PriceError: Error, Sendable, Hashable, CustomStringConvertible {
  case name(NameError)
  case notPositive(String, ExactNumber)
  case tooLarge(String, ExactNumber)
  case packCount(Int)
  case dimension(String)
  case mismatch(
    product: String, unit: String, dimension: MeasureDimension, list: MeasureDimension,
    first: String)
  case unknownUnit(String)
  case noSuchProduct
  case currency(String)
  case currencyFixed(list: String, currency: String)
  /// A size that is not an amount and a unit, after an optional count.
  case size(String)
  /// A pack count that is not 1-999 written as text.
  case packCountText(String)
  /// A quantity its unit's wheels refuse, with their reason.
  case quantity(String)
  /// A size given both as text and as parts, or not at all.
  case sizeGiven(both: Bool)
  /// A price its currency's wheels refuse, with their reason.
  case price(String)
  /// A list that holds its bound.
  case listFull(bound: Int)
  /// A device holding as many edits not yet synced as it keeps.
  case tooManyPending

  /// What was wrong and what is allowed.
  public var description: String {
    switch self {
    case .name(let error): error.description
    case .notPositive(let what, let value): "the \(what) must be above 0, got \(value)"
    case .tooLarge(let what, let value):
      "the \(what) must be at most \(what == "price" ? "9999999" : "99999"), got \(value)"
    case .packCount(let count): "a pack holds 1-999 items, got \(count)"
    case .dimension(let unit): "\(unit) is not a unit for prices: use mass, volume or count units"
    case .mismatch(let product, let unit, let dimension, let list, let first):
      "\(product) is measured in \(unit), \(dimension.article); this list compares "
        + "\(list.rawValue), set by its first product, \(first)"
    case .unknownUnit(let unit):
      "unknown unit \(unit): use kg g mg lb oz, L mL cL gal qt pt cup fl oz, or ea doz"
    case .noSuchProduct: "no such product in this list"
    case .currency(let code):
      "unknown currency \(code): use an ISO 4217 code such as USD, EUR or JPY"
    case .currencyFixed(let list, let currency):
      "the list \(list) is in \(currency) and has products: remove them first, or start a new list"
    case .size(let text):
      "a size is an amount and its unit (500 g), after a count for a pack (3 x 500 g), got "
        + Echo.shown(text)
    case .packCountText(let text): "a pack holds 1-999 items, got \(Echo.shown(text))"
    case .quantity(let message): "the quantity: \(message)"
    case .sizeGiven(let both):
      both
        ? "give the size as text (3 x 500 g) or as quantity, unit and packCount, not both"
        : "give the size (3 x 500 g), or a quantity and a unit"
    case .price(let message): message
    case .listFull(let bound):
      "a list holds at most \(bound) products; remove some or start another list"
    case .tooManyPending: DeviceSync<ListEditChange>.fullMessage
    }
  }
}

extension Product {
  /// A product as a shopper enters it: the price on its currency's wheels, and the size as a label
  /// writes it (`3 x 500 g`) or as a quantity and unit with an optional pack count (one, not
  /// both).
  public init(
    id: ItemID, name: String, price: String, currency: Currency, size: String?,
    quantity: String?, unit: String?, packCount: String?
  ) throws(PriceError) {
    let pack: PackSize
    switch (size, quantity, unit) {
    case (let text?, nil, nil) where packCount == nil:
      pack = try PackSize(parsing: text)
    case (nil, let quantity?, let unit?):
      pack = try PackSize(count: packCount ?? "1", quantity: quantity, unit: unit)
    case (.some, _, _):
      throw .sizeGiven(both: true)
    default:
      throw .sizeGiven(both: false)
    }
    let wheels = try PriceInputs.price(currency)
    let amount: ExactNumber
    do throws(ValueError) {
      amount = try wheels.accept(price).value.exactNumber
    } catch {
      throw .price(error.description)
    }
    try self.init(
      id: id, name: name, price: amount, quantity: pack.quantity, packCount: pack.packCount,
      unit: pack.unit)
  }
}
