import Foundation
import Hummingbird
import PickerKit
import UnitPrices

/// The unit-price list's API; every product is checked by the UnitPrices model and saved.
enum PriceRoutes {
  struct ProductInput: Codable, Sendable {
    let name: String
    let price: FlexibleValue
    let quantity: FlexibleValue
    var packCount: Int?
    let unit: String
  }

  /// What a write answers: the list's size and the product added, ranked against the list's
  /// best (not a page of the list, which a client that wants one reads with GET: a write stays
  /// as cheap for a list of 10,000 as for one of 10).
  struct WrittenDTO: Codable, Sendable {
    let name: String
    let dimension: String?
    let total: Int
    let count: String
    let product: ListDTO.Item?
  }

  /// One page of a list: `total` products in all, this page from `offset`, at most `limit`.
  struct ListDTO: Codable, Sendable {
    let name: String
    let dimension: String?
    let locale: String
    let total: Int
    let offset: Int
    let limit: Int
    /// "3 products", "products 1-100 of 10000, best value first".
    let count: String
    let products: [Item]

    struct Item: Codable, Sendable {
      let id: String
      let name: String
      let price: Decimal
      let priceText: String
      let size: String
      let perBaseUnit: Decimal
      let unitPrices: [String]
      let label: String
      let best: Bool
    }
  }

  static func add(to router: Router<AppContext>, store: Store) {
    router.get("/api/lists/:name") { request, context in
      JSONBody(value: try list(named: try listName(context), store: store, request: request))
    }
    router.post("/api/lists/:name/products") { request, context in
      let name = try listName(context)
      _ = try locale(request)  // refused before anything is written
      let input = try await request.decodeJSON(ProductInput.self, context: context)
      guard let unit = UnitCatalogLookup.unit(input.unit) else {
        throw APIError.refused(PriceError.unknownUnit(input.unit))
      }
      let product: Product
      do {
        let price = try PriceInputs.price().accept(input.price.text).value.decimal
        let quantity = try MeasurePicker(dimension: unit.dimension, units: [unit.symbol])
          .accept("\(input.quantity.text) \(unit.symbol)").amount
        product = try Product(
          name: input.name, price: price, quantity: quantity, packCount: input.packCount ?? 1,
          unit: unit)
      } catch {
        throw APIError.refused(error)
      }
      do {
        try store.add(product, toList: name)
      } catch let error as PriceError {
        throw APIError.refused(error)  // a product of another dimension than the list's
      } catch let error as StoreError {
        throw APIError.refused(error)  // the list is full
      }
      return JSONBody(
        value: try written(product, inList: name, store: store, request: request), status: .created
      )
    }
    router.delete("/api/lists/:name/products/:id") { request, context in
      let name = try listName(context)
      _ = try locale(request)  // refused before anything is removed
      guard let id = context.parameters.get("id").flatMap(UUID.init(uuidString:)),
        try store.remove(id, fromList: name)
      else { throw APIError.notFound("such product in this list") }
      return JSONBody(value: try written(nil, inList: name, store: store, request: request))
    }
  }

  static func listName(_ context: AppContext) throws -> String {
    try PathName.validated(context, kind: "list")
  }

  /// The dimensions a product may measure, in the page's order.
  static let dimensions: [MeasureDimension] = [.mass, .volume, .count]

  /// The locales the page offers; the API takes any locale the core knows.
  static let pageLocales = ["en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "ja_JP"]

  /// `?locale=`, en_US when absent; an unknown one is refused rather than quietly replaced.
  static func locale(_ request: Request) throws -> Locale {
    let identifier = request.uri.queryParameters.get("locale") ?? "en_US"
    do {
      return try DateWheelPicker.locale(identifier: identifier)
    } catch {
      throw APIError.refused(error)
    }
  }

  /// `?offset=` (0 or more) and `?limit=` (1-500, 50 when absent) of a list request.
  static func window(_ request: Request) throws -> (offset: Int, limit: Int) {
    let query = request.uri.queryParameters
    let offset = query.get("offset").map { Int($0) } ?? 0
    let limit = query.get("limit").map { Int($0) } ?? 50
    guard let offset, offset >= 0, let limit, (1...Store.pageBound).contains(limit) else {
      throw APIError.refused(
        "offset is a whole number from 0 and limit one from 1 to \(Store.pageBound), got "
          + "offset \(query.get("offset") ?? "0"), limit \(query.get("limit") ?? "50")")
    }
    return (offset, limit)
  }

  static func written(
    _ product: Product?, inList name: String, store: Store, request: Request
  ) throws -> WrittenDTO {
    let summary = try store.page(ofList: name, offset: 0, limit: 0)
    let locale = try locale(request)
    return WrittenDTO(
      name: name, dimension: summary.dimension?.rawValue, total: summary.total,
      count: Pages.count(total: summary.total, offset: 0, shown: summary.total),
      product: product.flatMap { product in
        summary.best.map { item(RankedProduct(product, against: $0), locale: locale) }
      })
  }

  static func item(_ ranked: RankedProduct, locale: Locale) -> ListDTO.Item {
    ListDTO.Item(
      id: ranked.product.id.uuidString, name: ranked.product.name, price: ranked.product.price,
      priceText: ShopperUnits.money(ranked.product.price, locale: locale),
      size: ranked.product.sizeText, perBaseUnit: ranked.pricePerBaseUnit,
      unitPrices: ShopperUnits.unitPrices(ranked, locale: locale).map {
        "\(ShopperUnits.money($0.price, locale: locale)) / \($0.per)"
      },
      label: ranked.label.description, best: ranked.label == .best)
  }

  static func list(named name: String, store: Store, request: Request) throws -> ListDTO {
    let (offset, limit) = try window(request)
    let locale = try locale(request)
    let page = try store.page(ofList: name, offset: offset, limit: limit)
    return ListDTO(
      name: name, dimension: page.dimension?.rawValue, locale: locale.identifier,
      total: page.total, offset: page.offset, limit: page.limit,
      count: Pages.count(total: page.total, offset: page.offset, shown: page.products.count),
      products: page.ranked.map { item($0, locale: locale) })
  }
}
