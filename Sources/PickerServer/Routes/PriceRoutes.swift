import Foundation
import Hummingbird
import PickerKit
import UnitPrices

/// The unit-price list's API; every product is checked by the UnitPrices model and saved.
enum PriceRoutes {
  /// The bodies the routes read and the answers they write, as the OpenAPI document declares
  /// them (generated; each product in an answer is the price model's `ShownProduct`).
  typealias ProductInput = Components.Schemas.ProductInput
  typealias ListSettings = Components.Schemas.ListSettings
  typealias SavedLists = Operations.listLists.Output.Ok.Body.jsonPayload
  typealias SizeInput = Operations.readSize.Input.Body.jsonPayload
  typealias SizeAnswer = Operations.readSize.Output.Ok.Body.jsonPayload

  /// One page of a list: `total` products in all, this page from `offset`, at most `limit`.
  typealias ListDTO = Components.Schemas.ListPage
  /// What a write answers: the list's size and the product added, ranked against the list's
  /// best (not a page of the list, which a client that wants one reads with GET: a write stays
  /// as cheap for a list of 10,000 as for one of 10).
  typealias ProductAdded = Components.Schemas.ProductAdded
  /// What a removal answers: the list's size.
  typealias ProductRemoved = Components.Schemas.ProductRemoved

  static func add(to router: Router<AppContext>, store: Store) {
    router.post("/api/size") { request, context in
      let symbols = NumberSymbols(locale: try ReaderLocale.asked(request))
      let input = try await request.decode(as: SizeInput.self, context: context)
      let size = try PackSize(parsing: input.size, symbols: symbols)
      return SizeAnswer(
        packCount: Int64(size.packCount), quantity: size.quantity.decimal,
        unit: size.unit.symbol, dimension: try Documented.value(size.unit.dimension.rawValue))
    }
    router.get("/api/lists") { _, _ in
      SavedLists(
        lists: try store.lists().map {
          .init(name: $0.name, currency: $0.currency, total: Int64($0.total))
        })
    }
    router.get("/api/lists/:name") { request, context in
      JSONText(of: try list(named: try listName(context), store: store, request: request))
    }
    router.put("/api/lists/:name") { request, context in
      let name = try listName(context)
      _ = try ReaderLocale.asked(request)  // refused before anything is written
      let settings = try await request.decode(as: ListSettings.self, context: context)
      try store.setCurrency(try Currency(code: settings.currency), ofList: name)
      return JSONText(of: try list(named: name, store: store, request: request))
    }
    router.post("/api/lists/:name/products") { request, context in
      let name = try listName(context)
      let locale = try ReaderLocale.asked(request)  // refused before anything is written
      let input = try await request.decode(as: ProductInput.self, context: context)
      let currency = try currency(of: input, list: name, locale: locale, store: store)
      let product = try product(from: input, currency: currency)
      // Refused by the model: another dimension or currency, or the list is full.
      try store.add(product, toList: name, currency: currency)
      return JSONText(
        of: try written(product, inList: name, store: store, request: request), status: .created)
    }
    router.put("/api/lists/:name/products/:id") { request, context in
      let name = try listName(context)
      let locale = try ReaderLocale.asked(request)
      guard let id = context.parameters.get("id").flatMap(ItemID.init) else {
        throw APIError.notFound("such product in this list")
      }
      let input = try await request.decode(as: ProductInput.self, context: context)
      let currency = try currency(of: input, list: name, locale: locale, store: store)
      let product = try product(from: input, currency: currency, id: id)
      guard try store.replace(with: product, inList: name, currency: currency) else {
        throw APIError.notFound("such product in this list")
      }
      return JSONText(of: try written(product, inList: name, store: store, request: request))
    }
    // A device's edits, applied by the model's rule (UnitPrices' `SyncedList`); the answer has
    // no words, so it takes no locale: the device writes its notes in its reader's words.
    router.post("/api/lists/:name/sync") { request, context in
      let name = try listName(context)
      let body = try await request.body.collect(upTo: context.maxUploadSize)
      let sync = try SyncRequest.read(Array(body.readableBytesView))
      return JSONText(of: try store.sync(sync, list: name))
    }
    router.delete("/api/lists/:name/products/:id") { request, context in
      let name = try listName(context)
      _ = try ReaderLocale.asked(request)  // refused before anything is removed
      guard let id = context.parameters.get("id").flatMap(ItemID.init),
        try store.remove(id, fromList: name)
      else { throw APIError.notFound("such product in this list") }
      return JSONText(of: try removed(fromList: name, store: store, request: request))
    }
  }

  /// The currency a product's price is in (the model's rule: as sent, else the list's, else
  /// the locale's).
  static func currency(of input: ProductInput, list: String, locale: Locale, store: Store) throws
    -> Currency
  {
    try PriceList.currency(
      sent: input.currency, list: try store.currency(ofList: list), locale: LocaleData.of(locale))
  }

  /// A product from its input, checked by the price model.
  static func product(from input: ProductInput, currency: Currency, id: ItemID = .random()) throws
    -> Product
  {
    try Product(
      id: id, name: input.name, price: input.price.text, currency: currency, size: input.size,
      quantity: input.quantity?.text, unit: input.unit, packCount: input.packCount?.text)
  }

  static func listName(_ context: AppContext) throws -> String {
    try PathName.validated(context, kind: "list")
  }

  /// `?offset=` (0 or more) and `?limit=` (the model's page limits, its standard when absent)
  /// of a list request.
  static func window(_ request: Request) throws -> (offset: Int, limit: Int) {
    let query = request.uri.queryParameters
    let offset = query.get("offset").map { Int($0) } ?? 0
    let limit = query.get("limit").map { Int($0) } ?? ListPage.standardLimit
    guard let offset, offset >= 0, let limit, ListPage.limits.contains(limit) else {
      throw HTTPError(
        .unprocessableContent,
        message: ListPage.windowRefusal(
          offset: query.get("offset") ?? "0",
          limit: query.get("limit") ?? String(ListPage.standardLimit)))
    }
    return (offset, limit)
  }

  static func written(
    _ product: Product, inList name: String, store: Store, request: Request
  ) throws -> ProductAdded {
    let summary = try store.page(ofList: name, offset: 0, limit: 0)
    let locale = LocaleData.of(try ReaderLocale.asked(request))
    let currency = PriceList.currency(list: try store.currency(ofList: name), locale: locale)
    // A list just written has a best product, the one written or another.
    guard let best = summary.best else { throw HTTPError(.internalServerError) }
    return ProductAdded(
      product, best: best, list: name, total: summary.total, currency: currency, locale: locale)
  }

  static func removed(fromList name: String, store: Store, request: Request) throws
    -> ProductRemoved
  {
    let summary = try store.page(ofList: name, offset: 0, limit: 0)
    return ProductRemoved(
      list: name, dimension: summary.dimension, total: summary.total,
      locale: LocaleData.of(try ReaderLocale.asked(request)))
  }

  static func list(named name: String, store: Store, request: Request) throws -> ListDTO {
    let (offset, limit) = try window(request)
    let locale = LocaleData.of(try ReaderLocale.asked(request))
    let page = try store.page(ofList: name, offset: offset, limit: limit)
    let currency = PriceList.currency(list: try store.currency(ofList: name), locale: locale)
    return try ListDTO(
      name: name, dimension: page.dimension, ranked: page.ranked, total: page.total,
      offset: page.offset, limit: page.limit, currency: currency, locale: locale)
  }
}

extension PriceRoutes.ProductInput.packCountPayload {
  /// The pack count as the price model reads it: a number, or its text.
  var text: String {
    switch self {
    case .case1(let count): String(count)
    case .case2(let text): text
    }
  }
}
