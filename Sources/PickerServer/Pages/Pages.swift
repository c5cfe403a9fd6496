import Foundation
import Mustache
import PaceCalculator
import PickerCore
import PickerKit
import Thermostat
import UnitPrices

/// The pages: Mustache templates (`{{name}}` escapes, so no user text can become markup) filled
/// with what the models say: each input's picker spec comes from its model, never from a script.
struct Pages: Sendable {
  private let library: MustacheLibrary
  /// The style sheet, scripts and icon beside the templates.
  let assets: AssetStore

  /// A bundle file is missing: the build that made this binary did not copy its resources.
  struct MissingResources: Error, CustomStringConvertible {
    var description: String { "the PickerServer resources (templates, assets) are missing" }
  }

  /// Reads the templates and assets shipped in the bundle.
  init() throws {
    guard let root = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
      throw MissingResources()
    }
    var templates: [String: MustacheTemplate] = [:]
    var texts: [String: String] = [:]
    let folder = root.appendingPathComponent("templates")
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where file.hasSuffix(".mustache") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      templates[String(file.dropLast(".mustache".count))] = try MustacheTemplate(string: text)
      texts[file] = text
    }
    library = MustacheLibrary(templates: templates)
    assets = try AssetStore(
      directory: root.appendingPathComponent("assets"),
      compressed: root.appendingPathComponent("compressed"))
    // Everything a page is made of: a change to a template or an asset is a new build.
    var parts = Data()
    for (file, text) in texts.sorted(by: { $0.key < $1.key }) {
      parts += Data(file.utf8) + [0] + Data(text.utf8) + [0]
    }
    for path in assets.hashedPaths { parts += Data(path.utf8) + [0] }
    build = String(AssetStore.hash(of: parts), radix: 16)
  }

  /// Names this server's pages and assets as built: the installed app's cache is named by it
  /// (``InstalledApp``), and every page carries it.
  let build: String

  /// The key names the core's key map reads, for the pages' wheels (`data-keys`).
  static let keyNames = PageCall.keys.answer(to: [])

  /// A page from its template, in the shared layout, with the data its core is handed for the
  /// reader's locale, and its scripts after the shared wheels script, in order.
  ///
  /// `core` names the page's core (scripts/wasm.sh builds one per page): `pickerkit` alone, or
  /// with one app's model (`pickerkit-pace`); nil for a page with no wheels, which loads none.
  func render(
    _ template: String, title: String, heading: String? = nil, scripts: [String] = [],
    core: String? = "pickerkit",
    language: String = "en", reader: String = LocaleData.readerDefault, locales: [String] = [],
    _ context: [String: Any] = [:]
  ) -> String {
    var context = context
    context["title"] = title
    context["unreachable"] = Self.unreachable
    context["site"] = ["name": Self.siteName, "pages": SiteWords.english["pages"]]
    context["heading"] = heading ?? title
    context["scripts"] = scripts.map { assets.path($0 + ".js") }
    context["lang"] = language
    context["keys"] = Self.keyNames
    // The answers to the page's first requests (``FirstAnswers``), none unless the page lists them.
    if context["first"] == nil { context["first"] = "[]" }
    context["platform"] = Self.platformData(locales: [reader] + locales)
    for (key, name) in [
      ("css", "app.css"), ("icon", "icon.svg"), ("wheels", "wheels.js"),
      ("pickerWheels", "picker-wheels.js"),
      ("touchIcon", "icon-192.png"),
    ] {
      context[key] = assets.path(name)
    }
    if let core {
      context["core"] = assets.path("pickerkit.js")
      context["coreWasm"] = assets.path(core + ".wasm")
    }
    context["build"] = build
    context["navigation"] = Self.cards.map { ["path": $0.path, "word": $0.navigation] }
    context["manifest"] = InstalledApp.manifestPath
    context["worker"] = InstalledApp.workerPath
    context["themeLight"] = InstalledApp.theme.light
    context["themeDark"] = InstalledApp.theme.dark
    return library.render(context, withTemplate: template) ?? ""
  }

  /// The data a page's core is handed with the page (`data-platform`).
  ///
  /// With it the page's pickers build and answer with no request: the reader's locales, `en_US`
  /// (a description's default), `UTC` and the server's own zone (a description's default),
  /// written by the core. A description that
  /// names another makes the page ask `GET /api/platform` for it.
  static func platformData(locales: [String]) -> String {
    JSONWriter.text(
      of: Platform.foundation().pageData(
        locales: locales + [LocaleData.readerDefault], zones: ["UTC"]))
  }

  /// A page the home page shows.
  struct Card: Sendable {
    let path: String
    let title: String
    /// The page's word in every page's navigation.
    let navigation: String
    let text: String
    /// One of the seed apps, which the installed app offers as shortcuts.
    let isSeedApp: Bool
  }

  /// The pages the home page shows, the seed apps first, each app named as its model names it
  /// (the site's own pages are English).
  static let cards: [Card] = {
    let english = LocaleData.of(Locale(identifier: LocaleData.readerDefault))
    let pace = PaceWords.of(english)
    let thermostat = ThermostatWords(english)
    return [
      Card(
        path: "/pace", title: pace["heading"], navigation: pace["title"],
        text: "Distance, time and pace: enter two, get the third, splits and race predictions.",
        isSeedApp: true),
      Card(
        path: "/thermostat", title: thermostat["heading"], navigation: thermostat["title"],
        text: "Wake, Leave, Return, Sleep with heat and cool setpoints.", isSeedApp: true),
      Card(
        path: "/prices", title: PriceWords(english)["title"], navigation: "Prices",
        text: "Compare products across g, kg, lb, oz, mL, L, fl oz: best value first.",
        isSeedApp: true),
      Card(
        path: "/playground", title: "Playground", navigation: "Playground",
        text: "Type a pattern, pick a date mode or a dimension, and try the wheels.",
        isSeedApp: false),
    ]
  }()

  /// The site's name: every page's and the installed app's.
  static let siteName = "PickerKit"

  /// What a page says when a request of its gets no answer at all (offline, or the server
  /// stopped): what works without it is the pickers, which the page answers itself.
  static let unreachable =
    "The server cannot be reached, and this needs it: try again once online."

  /// What the site is, in one line: the home page's and the installed app's.
  static let tagline = "Wheels that only hold legal values: Get Good, Get Fast."

  func home() -> String {
    let cards = Self.cards.map { ["path": $0.path, "title": $0.title, "text": $0.text] }
    return render(
      "home", title: "Home", heading: Self.siteName, core: nil,
      ["cards": cards, "tagline": Self.tagline])
  }

  /// The installed app's service worker, with the list of what it keeps (JSON, written as it is).
  func worker(shell: String) -> String {
    library.render(["shell": shell], withTemplate: "service-worker") ?? ""
  }

  func playground() throws -> String {
    let modes: [(String, String)] = DateMode.allCases.map { ($0.rawValue, $0.name) }
    let kinds =
      ([("pattern", "pattern")] + modes + [("measure", "measure"), ("options", "choices")])
      .map { ["value": $0.0, "label": $0.1] }
    // Each date mode's pickers as the playground shows them, by clock ("" the locale's, "12",
    // "24" where the mode shows one): in UTC, so every reader sees the same times, and times on
    // a five-minute grid.
    var dates: [String: [String: PickerSpec]] = [:]
    for mode in DateMode.allCases {
      let clocks: [Clock?] = mode.showsClock ? [nil] + Clock.allCases : [nil]
      for clock in clocks {
        dates[mode.rawValue, default: [:]][clock.map { String($0.rawValue) } ?? ""] = .date(
          DateSpec(
            mode: mode, minuteInterval: mode == .date ? 1 : 5, timeZone: "UTC", clock: clock))
      }
    }
    let clocks =
      [("", "localeClock")] + Clock.allCases.map { (String($0.rawValue), "clock\($0.rawValue)") }
    // Its core is handed the descriptions' locale on both clocks, so either works offline.
    let locale = DateSpec().locale
    // The picker playground.js opens with: the pattern's, fresh.
    let pattern = "59:59.99"
    var first = FirstAnswers()
    try first.open(.pattern(PatternSpec(pattern: pattern)), at: nil)
    return render(
      "playground", title: "Playground", heading: "Picker playground", scripts: ["playground"],
      locales: Clock.allCases.map { $0.locale(locale) },
      [
        "kinds": kinds, "dimensions": MeasureDimension.allCases.map(\.rawValue),
        "clocks": clocks.map { ["value": $0.0, "label": SiteWords.all[$0.1] ?? $0.1] },
        "pattern": pattern, "choices": "red, green, blue", "form": Self.exampleForm,
        "first": first.json,
        "dates": try PickerJSON.text(of: dates),
        // The core's words around a form, in the page's language.
        "formWords": try PickerJSON.text(
          of:
            FormWords.words(.of(Locale(identifier: LocaleData.readerDefault)))),
        "w": SiteWords.all, "siteWords": try PickerJSON.text(of: SiteWords.all),
      ])
  }

  /// The form the playground opens with: every kind, and bounds that name another field.
  static let exampleForm = """
    title: Weekend away
    fields:
      - {name: leave, label: Leave on, kind: date, mode: date, min: today, max: +1y}
      - {name: back, label: Back on, kind: date, mode: date, min: {field: leave}, max: +1y}
      - {name: heat, label: Heating at home (°F), kind: pattern, pattern: "99", min: 45, max: 85, default: 60}
      - {name: cool, label: Cooling at home (°F), kind: pattern, pattern: "99", min: {field: heat, plus: 2}, max: 90, default: 85}
      - {name: bag, label: Bag, kind: measure, dimension: mass, units: [kg, lb], default: 12 kg}
      - {name: seat, label: Seat, kind: choose, options: [aisle, middle, window], default: window}

    """

  /// The pace calculator in the reader's units: miles where the locale measures in US units,
  /// kilometres elsewhere; the page's Units switch changes them.
  func pace(locale: Locale) throws -> String {
    let system = RunSystem(locale: locale)
    let symbols = NumberSymbols(locale: locale)
    let words = PaceWords.of(LocaleData.of(locale))
    let distanceUnits = ["km", "mi", "m", "yd"]
    var distance: [String: PickerSpec] = [:]
    for unit in distanceUnits {
      distance[unit] = PickerSpec(try RunInputs.distance(unit: unit, symbols: symbols))
    }
    let time = PickerSpec(try RunInputs.time(symbols: symbols))
    let pace = PickerSpec(try RunInputs.pace(symbols: symbols))
    let exponent = PickerSpec(try RunInputs.exponent(symbols: symbols))
    let repetitions = PickerSpec(try RunInputs.repetitions(symbols: symbols))
    let pickers = try PickerJSON.text(of: [
      "distance": distance,
      "time": ["any": time],
      "pace": ["any": pace],
      "speed": ["any": PickerSpec(try RunInputs.speed(symbols: symbols))],
      "exponent": ["any": exponent],
      "repetitions": ["any": repetitions],
    ])
    let starts = PaceStarts.standard
    // The pickers pace.js opens with, on the units selected below: a distance and a time given
    // (pace solved first), the split, the prediction's exponent and targets, and the session's.
    var first = FirstAnswers()
    let track = starts.trackUnit
    for (spec, answer, nearest) in [
      (distance[system.distance], starts.distance[system.distance], true),
      (time, starts.time, true), (distance[system.distance], starts.split[system.distance], true),
      (distance[system.distance], starts.target[system.distance], true),
      (exponent, starts.riegelExponent, false), (time, starts.timeTarget, false),
      (repetitions, starts.repetitions, true), (pace, starts.repetitionPace[system.pace], true),
      (time, starts.rest, true), (pace, starts.jogPace[system.pace], true),
      (distance[track], starts.repetitionDistance[track], true),
      (distance[track], starts.jogDistance, true),
    ] {
      guard let spec, let answer else { continue }
      try first.open(spec, at: answer, nearest: nearest)
    }
    // The default targets as the report names them, each also written as the reader reads it.
    let targets = try PaceTargets(
      targets: starts.targets, timeTargets: starts.timeTargets, symbols: symbols)
    // A choice's label is the model's word for its value (`min/km`: `per km`).
    func options(_ values: [String], selected: String) -> [[String: Any]] {
      values.map { ["value": $0, "label": words[$0], "selected": $0 == selected] }
    }
    let paces = RunSystem.allCases.map(\.pace)
    return render(
      "pace", title: words["title"], heading: words["heading"], scripts: ["pace"],
      core: "pickerkit-pace",
      language: words.language, reader: locale.identifier,
      [
        "pickers": pickers, "starts": try PickerJSON.text(of: starts), "first": first.json,
        "targets": try PickerJSON.text(of: targets), "locale": locale.identifier,
        "w": words.all, "wordsJSON": try PickerJSON.text(of: words.all),
        "systems": options(RunSystem.allCases.map(\.rawValue), selected: system.rawValue),
        "distanceUnits": options(distanceUnits, selected: system.distance),
        "splitUnits": options(distanceUnits, selected: system.distance),
        "trackUnits": options(distanceUnits, selected: PaceStarts.standard.trackUnit),
        "paceUnits": options(paces + RunSystem.allCases.map(\.speed), selected: system.pace),
        "intervalPaceUnits": options(paces, selected: system.pace),
        "models": PredictionModel.allCases.reversed().map {
          ["value": $0.rawValue, "label": $0.name]
        },
        // Any course (the model picks one by distance), or one named.
        "courses": [["value": "", "label": words["anyCourse"]]]
          + RaceCourse.allCases.map {
            ["value": $0.rawValue, "label": words.phrase("onCourse", ["%c": $0.rawValue])]
          },
        // Pace is solved first: a runner most often knows a distance and a time.
        "solves": [RunCalculator.Quantity.pace, .time, .distance].map {
          ["value": $0.rawValue, "label": $0.rawValue]
        },
        "recoveries": IntervalWorkout.RecoveryKind.allCases.map {
          ["value": $0.rawValue, "label": $0.name]
        },
      ])
  }

  /// The schedule editor on the reader's clock, as the model reads it from the locale; its
  /// core is handed the locale on both clocks, so either works with no request.
  ///
  /// Every word is the model's (``ThermostatWords``).
  func thermostat(locale: Locale) throws -> String {
    let reader = LocaleData.of(locale)
    let own = ScheduleClock(locale: reader)
    let words = ThermostatWords(reader)
    let clocks: [[String: Any]] = ScheduleClock.allCases.map {
      ["value": String($0.rawValue), "label": words.clock($0), "selected": $0 == own]
    }
    func choices(_ values: [(String, String)]) -> [[String: String]] {
      values.map { ["value": $0.0, "label": $0.1] }
    }
    return render(
      "thermostat", title: words["title"], heading: words["heading"],
      scripts: ["sync", "thermostat"], core: "pickerkit-thermostat",
      language: words.language, reader: locale.identifier,
      locales: ScheduleClock.allCases.map { $0.locale(locale.identifier) },
      [
        "clocks": clocks, "nameLimit": NameText.documentLimit, "locale": locale.identifier,
        "days": choices(DayGroup.eachDay.map { ($0.rawValue, $0.name) }),
        "scales": choices(TemperatureScale.allCases.map { ($0.rawValue, $0.symbol) }),
        "layouts": choices(DayLayout.allCases.map { ($0.rawValue, $0.name) }),
        "w": words.page,
        "wordsJSON": try PickerJSON.text(of: words.page),
      ])
  }

  /// The list is rendered on the server too (escaped), so it shows before any script runs, in
  /// the reader's language, with its prices in the list's currency.
  func prices(
    list: PriceRoutes.ListDTO?, name: String, reader: Locale, saved: [Store.ListSummary],
    problem: String? = nil
  ) throws -> String {
    let readerData = LocaleData.of(reader)
    let words = PriceWords(readerData)
    let symbols = readerData.numbers
    let currency = PriceList.currency(
      list: try list.map { try Currency(code: $0.currency) }, locale: readerData)
    var quantity: [String: PickerSpec] = [:]
    for dimension in PriceStarts.dimensions {
      quantity[dimension.rawValue] = PickerSpec(
        try PriceInputs.quantity(dimension, symbols: symbols))
    }
    let price = try list?.pricePicker ?? PickerSpec(PriceInputs.price(currency, symbols: symbols))
    let pack = PickerSpec(try PriceInputs.packCount(symbols: symbols))
    let pickers = try PickerJSON.text(of: [
      "price": ["any": price], "pack": ["any": pack], "quantity": quantity,
    ])
    // The pickers prices.js opens with: the price (a list this device has not kept yet shows the
    // server's), the pack count, and the quantity of the first dimension.
    let starts = PriceStarts.standard
    var first = FirstAnswers()
    try first.open(price, at: starts.price)
    try first.open(pack, at: starts.packCount)
    if let dimension = PriceStarts.dimensions.first?.rawValue, let spec = quantity[dimension],
      let answer = starts.quantity[dimension]
    {
      try first.open(spec, at: answer)
    }
    let products: [[String: Any]] = (list?.products ?? []).map { item in
      [
        "id": item.id, "name": item.name, "size": item.size, "priceText": item.priceText,
        "unitPricesText": item.unitPrices.joined(separator: ", "), "best": item.best,
        "label": item.label, "editLabel": words.book.phrase("editItem", ["%n": item.name]),
        "removeLabel": words.book.phrase("removeItem", ["%n": item.name]),
      ]
    }
    let locales: [[String: Any]] = PriceStarts.locales(for: reader.identifier).map { identifier in
      ["value": identifier, "label": identifier, "selected": identifier == reader.identifier]
    }
    let codes = [currency.code] + PriceStarts.currencies.filter { $0 != currency.code }
    let currencies: [[String: Any]] = codes.map { code in
      ["value": code, "selected": code == currency.code]
    }
    let keys = [
      "list", "locale", "currency", "product", "size", "price", "perUnit", "remove", "edit",
      "add", "save", "cancel", "addProduct", "editProduct", "name", "measures", "quantity",
      "packOf", "undo", "compared", "actions", "savedLists", "orSize", "editItem", "removeItem",
      "removedItem", "addedItem", "addedBest",
      "onDevice", "synced",
    ]
    let shownWords = words.book.words(keys)
    let dimensions: [[String: String]] = PriceStarts.dimensions.map {
      ["value": $0.rawValue, "label": words[$0.rawValue]]
    }
    return render(
      "prices", title: words["title"], scripts: ["sync", "prices"], core: "pickerkit-prices",
      language: words.language,
      reader: reader.identifier,
      [
        "list": name, "locales": locales, "currencies": currencies, "products": products,
        "pickers": pickers, "dimensions": dimensions, "nameLimit": Migrations.nameLimit,
        "productNameLimit": Product.nameLimit, "w": shownWords,
        "startName": PriceStarts.standard.name,
        "starts": try PickerJSON.text(of: starts), "first": first.json,
        "wordsJSON": try PickerJSON.text(of: shownWords),
        "count": problem ?? list?.count ?? "", "numbersDir": words.numbersDirection,
        "sizeExample": words.sizeExample,
        "saved": saved.map { summary in
          [
            "href": "?list=\(queryValue(summary.name))&locale=\(queryValue(reader.identifier))",
            "text": words.saved(summary.name, total: summary.total, currency: summary.currency),
            "current": summary.name == name,
          ]
        },
      ])
  }

  /// Text as a query value: all but letters, digits and `-._~` percent-encoded.
  private func queryValue(_ text: String) -> String {
    text.addingPercentEncoding(
      withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~"))) ?? ""
  }

  /// An error as a page, for a browser that navigated to it.
  func error(status: String, message: String) -> String {
    render("error", title: status, core: nil, ["message": message, "w": SiteWords.all])
  }

}
