public import PickerCore

/// One product as a shopper reads it in a list: its price, size, unit prices and label in the
/// reader's language and the list's currency, with what it was entered as, for editing it.
public struct ShownProduct: Sendable, Hashable {
  /// The product's id.
  public let id: String
  /// Its name.
  public let name: String
  /// Its price, exact.
  public let price: ExactNumber
  /// The price as the locale writes money: `$2.49`, `2,49 €`.
  public let priceText: String
  /// The size as a label writes it, in the locale's digits and decimal sign: `3 × 500 g`,
  /// `1,5 kg`.
  public let size: String
  /// Price per kg, per L or per each.
  public let perBaseUnit: ExactNumber
  /// Prices per the shopper's amounts, in the locale's signs: `$4.98 / kg`, `$0.498 / 100 g`,
  /// `0,498 $ / 100 g`.
  public let unitPrices: [String]
  /// The quantity entered.
  public let quantity: ExactNumber
  /// Its unit's symbol.
  public let unit: String
  /// How many in the pack.
  public let packCount: Int
  /// `Best value`, `12% more`, in the reader's language, the percentage as the locale writes
  /// one (`497.038 % teurer`).
  public let label: String
  /// Whether it is the best value.
  public let best: Bool
}

/// How a list (or a page of it) reads: each product as ``ShownProduct``, unit prices to as many
/// places as tell the products apart (a column's places are the same for every row).
public struct ListPresentation: Sendable {
  /// The products, in the order given.
  public let products: [ShownProduct]

  /// The products ranked against their list's best, in the reader's locale and the list's
  /// currency.
  public init(_ ranked: [RankedProduct], locale: LocaleData, currency: Currency) {
    let perUnit = ranked.map { ShopperUnits.unitPrices($0, locale: locale) }
    let columns = perUnit.map { $0.count }.max() ?? 0
    let digits = (0..<columns).map { column in
      ShopperUnits.fractionDigits(
        distinguishing: perUnit.compactMap { column < $0.count ? $0[column].price : nil },
        currency: currency)
    }
    let words = PriceWords(locale)
    let symbols = locale.numbers
    products = zip(ranked, perUnit).map { ranked, perUnit in
      let product = ranked.product
      return ShownProduct(
        id: product.id.text, name: product.name, price: product.price,
        priceText: ShopperUnits.money(product.price, currency: currency, locale: locale),
        size: product.sizeText(symbols), perBaseUnit: ranked.pricePerBaseUnit,
        unitPrices: perUnit.enumerated().map { index, unitPrice in
          ShopperUnits.money(
            unitPrice.price, currency: currency, locale: locale, fractionDigits: digits[index])
            + " / \(symbols.written(unitPrice.per))"
        },
        quantity: product.quantity, unit: product.unit.symbol, packCount: product.packCount,
        label: words.label(ranked.label), best: ranked.label == .best)
    }
  }

  /// One product as it reads beside its list's best: its unit prices to the places that tell
  /// the two apart, as the list would show them.
  public static func product(
    _ product: Product, against best: Product, locale: LocaleData,
    currency: Currency
  ) -> ShownProduct {
    // Two rows in, two out: the first is the product's.
    ListPresentation(
      [RankedProduct(product, against: best), RankedProduct(best, against: best)], locale: locale,
      currency: currency
    ).products[0]
  }
}

/// Where the list's page starts: the dimensions, locales and currencies it offers, and the
/// values its inputs begin on.
public struct PriceStarts: Sendable {
  /// The dimensions a product may measure, in the page's order.
  public static let dimensions: [MeasureDimension] = [.mass, .volume, .count]

  /// The locales the page offers; the API takes any locale the core knows.
  public static let locales = ["en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "ja_JP", "ar_EG"]

  /// The locales the page offers a reader: its own, and the reader's when it is not one of
  /// them, so that the page stays in the locale it was opened in.
  public static func locales(for reader: String) -> [String] {
    locales.contains(reader) ? locales : locales + [reader]
  }

  /// The currencies the page offers first; the API takes any ISO 4217 code.
  public static let currencies = ["USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "SEK", "KWD"]

  /// The product name a new entry starts with.
  public let name: String
  /// The price the wheels start on (moved to the currency's grid: ¥2 for ¥).
  public let price: String
  /// The pack count.
  public let packCount: String
  /// The quantity per dimension: a dozen eggs (`12 ea`), else one of the first unit (`1 kg`).
  public let quantity: [String: String]

  /// The page's starts.
  public static let standard = PriceStarts(
    name: "Rice", price: "2.49", packCount: "1",
    quantity: Dictionary(
      uniqueKeysWithValues: dimensions.map { dimension -> (String, String) in
        let first = (try? PriceInputs.quantity(dimension))?.units.first?.symbol ?? "ea"
        return (dimension.rawValue, dimension == .count ? "12 \(first)" : "1 \(first)")
      }))
}
