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

  struct ListDTO: Codable, Sendable {
    let name: String
    let dimension: String?
    let locale: String
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
      JSONBody(value: try list(named: try listName(context), store: store, locale: locale(request)))
    }
    router.post("/api/lists/:name/products") { request, context in
      let name = try listName(context)
      let input = try await request.decodeJSON(ProductInput.self, context: context)
      guard let unit = UnitCatalogLookup.unit(input.unit) else {
        throw APIError.refused(PriceError.unknownUnit(input.unit))
      }
      do {
        let price = try PriceInputs.price().accept(input.price.text).value.decimal
        let quantity = try MeasurePicker(dimension: unit.dimension, units: [unit.symbol])
          .accept("\(input.quantity.text) \(unit.symbol)").amount
        let product = try Product(
          name: input.name, price: price, quantity: quantity, packCount: input.packCount ?? 1,
          unit: unit)
        try store.add(product, toList: name)
      } catch let error as HTTPError {
        throw error
      } catch {
        throw APIError.refused(error)
      }
      return JSONBody(
        value: try list(named: name, store: store, locale: locale(request)), status: .created)
    }
    router.delete("/api/lists/:name/products/:id") { request, context in
      let name = try listName(context)
      guard let id = context.parameters.get("id").flatMap(UUID.init(uuidString:)),
        try store.remove(id, fromList: name)
      else { throw APIError.notFound("such product in this list") }
      return JSONBody(value: try list(named: name, store: store, locale: locale(request)))
    }
  }

  static func listName(_ context: AppContext) throws -> String {
    try PathName.validated(context, kind: "list")
  }

  static func locale(_ request: Request) -> Locale {
    let identifier = request.uri.queryParameters.get("locale") ?? "en_US"
    return Locale.availableIdentifiers.contains(identifier)
      ? Locale(identifier: identifier) : Locale(identifier: "en_US")
  }

  static func list(named name: String, store: Store, locale: Locale) throws -> ListDTO {
    let list = try ProductList(products: try store.products(inList: name))
    return ListDTO(
      name: name, dimension: list.dimension?.rawValue, locale: locale.identifier,
      products: list.ranked.map { ranked in
        ListDTO.Item(
          id: ranked.product.id.uuidString, name: ranked.product.name, price: ranked.product.price,
          priceText: ShopperUnits.money(ranked.product.price, locale: locale),
          size: ranked.product.sizeText, perBaseUnit: ranked.pricePerBaseUnit,
          unitPrices: ShopperUnits.unitPrices(ranked, locale: locale).map {
            "\(ShopperUnits.money($0.price, locale: locale)) / \($0.per)"
          },
          label: ranked.label.description, best: ranked.label == .best)
      })
  }
}
