/// What the core needs to know of a locale, handed in by the platform: its number signs and its
/// calendar's words and patterns, as CLDR gives them.
///
/// The core reads no locale database of its own (Embedded Swift has none, and two copies of
/// CLDR would disagree): PickerKit fills this from a Foundation `Locale` natively, and the server
/// hands the same data to the page as JSON, so one description gives the same wheels, titles and
/// words on both. The rules that read it (which wheel comes first, whether there is an AM/PM
/// wheel) are the core's.
public struct LocaleData: Sendable, Hashable {
  /// The locale's identifier (`en_US`, `de_DE`).
  public let identifier: String
  /// The signs and digits numbers are written with.
  public let numbers: NumberSymbols
  /// The months' names as a month wheel shows them (stand-alone: `January`, `Januar`).
  public let monthNames: [String]
  /// The months' names lowercased and without accents, as typed on a keyboard without them
  /// (`marz` for März, `fevrier` for février).
  public let monthSpellings: [String]
  /// The names of the two halves of the day (`AM`, `PM`).
  public let meridiemNames: [String]
  /// The locale's pattern for an hour on its preferred clock (CLDR's `j`: `h a`, `HH`, `a h`),
  /// its quoted literals removed.
  public let hourFormat: String
  /// The locale's pattern for a full date (CLDR's `yMMMMd`: `MMMM d, y`, `d. MMMM y`).
  public let dateFormat: String
  /// The locale's pattern for a month of a year (CLDR's `yMMMM`: `MMMM y`, `y年M月`).
  public let monthYearFormat: String
  /// How whole numbers, money and percentages are laid out.
  public let format: NumberFormat
  /// The measures its people buy and weigh by.
  public let measurementSystem: MeasurementSystem
  /// Whether its language is written right to left (ar_EG, he_IL).
  public let isRightToLeft: Bool
  /// The ISO 4217 code of the money its people pay in (`EUR` for de_DE), if it names one.
  public let currencyCode: String?

  /// The measures a locale's people use, as CLDR names them.
  public enum MeasurementSystem: String, Sendable, Hashable {
    /// Kilograms, litres, metres.
    case metric
    /// Pounds, gallons, miles (en_US).
    case us
    /// Metric, with miles and pints (en_GB).
    case uk
  }

  /// A locale's data, as a platform gives it.
  ///
  /// Lists of another length than a Gregorian year's twelve months and a day's two halves
  /// (which no platform gives) stand as the months' numbers and `AM`, `PM`, so a wheel always
  /// has its rows.
  public init(
    identifier: String, numbers: NumberSymbols, monthNames: [String], monthSpellings: [String],
    meridiemNames: [String], hourFormat: String, dateFormat: String, monthYearFormat: String,
    format: NumberFormat = .standard, measurementSystem: MeasurementSystem = .metric,
    isRightToLeft: Bool = false, currencyCode: String? = nil
  ) {
    let numbered = (1...12).map { String($0) }
    self.identifier = identifier
    self.numbers = numbers
    self.monthNames = monthNames.count == 12 ? monthNames : numbered
    self.monthSpellings = monthSpellings.count == 12 ? monthSpellings : numbered
    self.meridiemNames = meridiemNames.count == 2 ? meridiemNames : ["AM", "PM"]
    self.hourFormat = Self.unquoted(hourFormat)
    self.dateFormat = dateFormat
    self.monthYearFormat = monthYearFormat
    self.format = format
    self.measurementSystem = measurementSystem
    self.isRightToLeft = isRightToLeft
    self.currencyCode = currencyCode
  }

  /// The locale a reader is written for when none is asked (a route without `?locale=`, a
  /// page's call without one).
  public static let readerDefault = "en_US"

  /// The language the identifier names: `en` for `en_US`, `zh` for `zh-Hant_TW`.
  public var languageCode: String {
    String(identifier.prefix { $0 != "_" && $0 != "-" && $0 != "@" })
  }

  /// Whether the hour wheel shows 1-12 with an AM/PM wheel (`h` or `K` in the hour pattern).
  public var uses12HourClock: Bool {
    hourFormat.contains("h") || hourFormat.contains("K")
  }

  /// Whether AM/PM comes before the hour (ja_JP's `a h`: 午前 9時).
  public var meridiemFirst: Bool {
    guard let a = hourFormat.firstIndex(of: "a"),
      let h = hourFormat.firstIndex(where: { "hK".contains($0) })
    else { return false }
    return a < h
  }

  /// What stands between AM/PM and the hour where AM/PM comes first: a space (ko_KR's `a h`),
  /// or nothing (ja_JP's `aK`).
  public var meridiemSpacing: String {
    guard let a = hourFormat.firstIndex(of: "a"),
      let h = hourFormat.firstIndex(where: { "hK".contains($0) }), a < h
    else { return " " }
    return hourFormat[a..<h].contains(" ") ? " " : ""
  }

  /// A pattern without its quoted literals (de_DE's `HH 'Uhr'` has no hour field `h`).
  static func unquoted(_ format: String) -> String {
    var quoted = false
    return String(
      format.filter { character in
        if character == "'" { quoted.toggle() }
        return !quoted && character != "'"
      })
  }
}

extension LocaleData: JSONCodable {
  /// Reads a locale's data as the server hands it to a page.
  public init(json: JSONReading) throws(JSONError) {
    func strings(_ name: String, count: Int) throws(JSONError) -> [String] {
      let member = try json.member(name)
      var texts: [String] = []
      for element in try member.elements() { texts.append(try element.string()) }
      guard texts.count == count else { throw member.invalid("\(name) has \(count) entries") }
      return texts
    }
    func character(_ name: String) throws(JSONError) -> Character {
      let member = try json.member(name)
      let text = try member.string()
      guard text.count == 1, let first = text.first else {
        throw member.invalid("\(name) is one character")
      }
      return first
    }
    let digits = try strings("digits", count: 10)
    guard digits.allSatisfy({ $0.count == 1 }) else {
      throw try json.member("digits").invalid("each digit is one character")
    }
    let identifier = try json.member("identifier").string()
    let numbers = NumberSymbols(
      decimal: try character("decimal"), grouping: try character("grouping"),
      digits: digits.compactMap { $0.first }, localeIdentifier: identifier)
    self.init(
      identifier: identifier, numbers: numbers, monthNames: try strings("monthNames", count: 12),
      monthSpellings: try strings("monthSpellings", count: 12),
      meridiemNames: try strings("meridiemNames", count: 2),
      hourFormat: try json.member("hourFormat").string(),
      dateFormat: try json.member("dateFormat").string(),
      monthYearFormat: try json.member("monthYearFormat").string(),
      format: try Self.format(json), measurementSystem: try Self.measurementSystem(json),
      isRightToLeft: try json.member("rightToLeft").bool(),
      currencyCode: try json.optionalString("currency"))
  }

  private static func format(_ json: JSONReading) throws(JSONError) -> NumberFormat {
    let patternsMember = try json.member("currencyPatterns")
    var patterns: [String: String] = [:]
    for (code, _) in try patternsMember.object().members {
      patterns[code] = try patternsMember.member(code).string()
    }
    func character(_ member: JSONReading) throws(JSONError) -> Character {
      let text = try member.string()
      guard text.count == 1, let first = text.first else {
        throw member.invalid("a sign is one character")
      }
      return first
    }
    let moneyDecimal = try json.optionalMember("moneyDecimal").map {
      (member) throws(JSONError) in try character(member)
    }
    func characters(_ name: String) throws(JSONError) -> [String: Character] {
      var characters: [String: Character] = [:]
      let member = try json.member(name)
      for (code, _) in try member.object().members {
        characters[code] = try character(try member.member(code))
      }
      return characters
    }
    func grouping(_ name: String) throws(JSONError) -> NumberFormat.Grouping {
      let member = try json.member(name)
      return NumberFormat.Grouping(
        size: try member.member("size").int(),
        secondarySize: try member.member("secondarySize").int(),
        minimumDigits: try member.member("minimumDigits").int(),
        sign: try member.optionalMember("sign").map { (sign) throws(JSONError) in
          try character(sign)
        })
    }
    return NumberFormat(
      numberGrouping: try grouping("numberGrouping"), moneyGrouping: try grouping("moneyGrouping"),
      percentGrouping: try grouping("percentGrouping"),
      moneyPattern: try json.member("moneyPattern").string(), currencyPatterns: patterns,
      moneyDecimal: moneyDecimal, currencyDecimals: try characters("currencyDecimals"),
      currencyGroupings: try characters("currencyGroupings"),
      percentPattern: try json.member("percentPattern").string())
  }

  private static func measurementSystem(_ json: JSONReading) throws(JSONError)
    -> MeasurementSystem
  {
    let member = try json.member("measurementSystem")
    guard let system = MeasurementSystem(rawValue: try member.string()) else {
      throw member.invalid("measurementSystem is metric, us or uk")
    }
    return system
  }

  /// The data as JSON.
  public var json: JSONValue {
    func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }
    return .object(
      JSONObject([
        ("identifier", .string(identifier)), ("decimal", .string(String(numbers.decimal))),
        ("grouping", .string(String(numbers.grouping))),
        ("digits", strings(numbers.digits.map { String($0) })),
        ("monthNames", strings(monthNames)), ("monthSpellings", strings(monthSpellings)),
        ("meridiemNames", strings(meridiemNames)), ("hourFormat", .string(hourFormat)),
        ("dateFormat", .string(dateFormat)), ("monthYearFormat", .string(monthYearFormat)),
        ("numberGrouping", format.numberGrouping.json),
        ("moneyGrouping", format.moneyGrouping.json),
        ("percentGrouping", format.percentGrouping.json),
        ("moneyPattern", .string(format.moneyPattern)),
        (
          "currencyPatterns",
          .object(
            JSONObject(
              format.currencyPatterns.ordered { $0.key < $1.key }.map {
                (code, pattern) -> (String, JSONValue?) in (code, .string(pattern))
              }))
        ),
        ("moneyDecimal", format.moneyDecimal.map { .string(String($0)) }),
        ("currencyDecimals", Self.json(format.currencyDecimals)),
        ("currencyGroupings", Self.json(format.currencyGroupings)),
        ("percentPattern", .string(format.percentPattern)),
        ("measurementSystem", .string(measurementSystem.rawValue)),
        ("rightToLeft", .bool(isRightToLeft)), ("currency", currencyCode.map(JSONValue.string)),
      ]))
  }
}

extension LocaleData {
  /// Signs by currency code, as a JSON object in the codes' order.
  fileprivate static func json(_ signs: [String: Character]) -> JSONValue {
    .object(
      JSONObject(
        signs.ordered { $0.key < $1.key }.map { (code, sign) -> (String, JSONValue?) in
          (code, .string(String(sign)))
        }))
  }
}

extension NumberFormat.Grouping {
  /// The grouping as the locale data's JSON writes it.
  var json: JSONValue {
    .object(
      JSONObject([
        ("size", .number(size)), ("secondarySize", .number(secondarySize)),
        ("minimumDigits", .number(minimumDigits)), ("sign", sign.map { .string(String($0)) }),
      ]))
  }
}
