public import PickerCore

/// How a product compares: the best value, or how much more it costs per unit.
public enum ValueLabel: Sendable, Hashable, CustomStringConvertible {
  /// The lowest price per unit (ties are all best).
  case best
  /// More per unit than the best, by a whole percentage (rounded half up; under 1% shows as 1).
  case more(percent: Int64)

  /// `Best value`, `12% more`.
  public var description: String {
    switch self {
    case .best: "Best value"
    case .more(let percent): "\(percent)% more"
    }
  }
}

/// A product with its price per base unit and its label.
public struct RankedProduct: Sendable, Hashable {
  /// The product.
  public let product: Product
  /// Price per kg, per L or per each, exact where the decimal ends (12 significant digits else).
  public let pricePerBaseUnit: ExactNumber
  /// Best value, or how much more.
  public let label: ValueLabel
}

/// Seed 004's Per: a list of products of one dimension, best value first.
///
/// The first product sets the dimension (mass, volume or count); later ones must match it.
/// Comparisons are exact: two products compare by price × other's amount, never by rounded
/// prices per unit.
public struct ProductList: Sendable, Hashable {
  /// The products, in the order they were added.
  public private(set) var products: [Product]

  /// An empty list.
  public init() {
    products = []
  }

  /// A list from stored products, checked like additions.
  public init(products: [Product]) throws(PriceError) {
    self.products = []
    for product in products { try add(product) }
  }

  /// The list's dimension, set by its first product.
  public var dimension: MeasureDimension? { products.first?.unit.dimension }

  /// Adds a product of the list's dimension.
  public mutating func add(_ product: Product) throws(PriceError) {
    if let first = products.first, first.unit.dimension != product.unit.dimension {
      throw .mismatch(
        product: product.name, unit: product.unit.symbol, dimension: product.unit.dimension,
        list: first.unit.dimension, first: "\(first.name) (\(first.sizeText))")
    }
    products.append(product)
  }

  /// Removes a product; the first one left sets the dimension.
  public mutating func remove(id: ItemID) throws(PriceError) {
    guard let index = products.firstIndex(where: { $0.id == id }) else { throw .noSuchProduct }
    products.remove(at: index)
  }

  /// The products, best value first (ties keep the order they were added).
  public var ranked: [RankedProduct] {
    let order = products.enumerated().ordered { a, b in
      let left = Ratio(a.element.price) * Ratio(b.element.baseAmount)
      let right = Ratio(b.element.price) * Ratio(a.element.baseAmount)
      return left != right ? left < right : a.offset < b.offset
    }.map { $0.element }
    guard let best = order.first else { return [] }
    return order.map { RankedProduct($0, against: best) }
  }
}

extension RankedProduct {
  /// A product ranked against the best value of its list: its price per base unit and how
  /// much more it costs per unit, in whole percent (at least 1 when it is not a tie).
  public init(_ product: Product, against best: Product) {
    let perUnit = product.pricePerBaseUnit
    // (price / amount) / (bestPrice / bestAmount) - 1, from exact products.
    let mine = Ratio(product.price) * Ratio(best.baseAmount)
    let theirs = Ratio(best.price) * Ratio(product.baseAmount)
    guard mine > theirs else {
      self.init(product: product, pricePerBaseUnit: perUnit, label: .best)
      return
    }
    let percent = ((mine - theirs) * Ratio(100) / theirs).rounded(places: 0)
    // Prices of at most 9,999,999 over amounts of at least a millionth differ by far less
    // than Int64's range of percent (and by more than Int32's: the page's Int).
    let whole = max(1, percent.whole(as: Int64.self) ?? Int64.max)
    self.init(product: product, pricePerBaseUnit: perUnit, label: .more(percent: whole))
  }
}

extension Product {
  /// Price per kg, per L or per each, exact where the decimal ends (12 significant digits else).
  public var pricePerBaseUnit: ExactNumber { ShopperUnits.quotient(price, baseAmount) }
}
