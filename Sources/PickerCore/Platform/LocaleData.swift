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

  /// A locale's data, as a platform gives it.
  ///
  /// Lists of another length than a Gregorian year's twelve months and a day's two halves
  /// (which no platform gives) stand as the months' numbers and `AM`, `PM`, so a wheel always
  /// has its rows.
  public init(
    identifier: String, numbers: NumberSymbols, monthNames: [String], monthSpellings: [String],
    meridiemNames: [String], hourFormat: String, dateFormat: String, monthYearFormat: String
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
      monthYearFormat: try json.member("monthYearFormat").string())
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
      ]))
  }
}
