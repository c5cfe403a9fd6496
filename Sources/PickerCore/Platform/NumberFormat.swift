/// How a locale lays out a whole number, an amount of money and a percentage, as CLDR gives
/// it: where the grouping signs go, and the text around the number (its currency sign, its
/// percent sign, its spaces and direction marks).
///
/// The signs and digits themselves are the locale's ``NumberSymbols``. The platform hands this
/// in with the rest of ``LocaleData`` (PickerKit reads it from Foundation's formats, the server
/// hands the same to a page), and the core writes every number with it, so the page and the
/// server write the same money and percentages.
public struct NumberFormat: Sendable, Hashable {
  /// Where a style of number is grouped, and with which sign.
  public struct Grouping: Sendable, Hashable {
    /// Digits in the group next to the decimal sign: 3; 0 for a style that never groups.
    public let size: Int
    /// Digits in each group after it: 3, or 2 in India (`12,34,567`).
    public let secondarySize: Int
    /// The fewest digits before the decimal sign that are grouped at all, counted past the
    /// first group: 1 (`1,234`), 2 where four digits stay together (es_ES's `1234`, `12.345`).
    public let minimumDigits: Int
    /// The sign, where it is not the locale's own (en_CH groups money with `’`, other numbers
    /// with `'`).
    public let sign: Character?

    /// A grouping; sizes outside 0...9 (secondary 1...9, minimum 1...9) stand as 3, 3 and 1.
    public init(size: Int, secondarySize: Int, minimumDigits: Int, sign: Character? = nil) {
      self.size = (0...9).contains(size) ? size : 3
      self.secondarySize = (1...9).contains(secondarySize) ? secondarySize : 3
      self.minimumDigits = (1...9).contains(minimumDigits) ? minimumDigits : 1
      self.sign = sign
    }

    /// Groups of three from four digits: `1,234`.
    public static let thousands = Grouping(size: 3, secondarySize: 3, minimumDigits: 1)

    /// Canonical whole digits with `,` where the style groups them.
    func grouped(_ digits: Substring) -> String {
      guard size > 0, digits.count >= size + minimumDigits else { return String(digits) }
      var groups: [Substring] = []
      var end = digits.endIndex
      var length = size
      while digits.distance(from: digits.startIndex, to: end) > length {
        let start = digits.index(end, offsetBy: -length)
        groups.append(digits[start..<end])
        end = start
        length = secondarySize
      }
      groups.append(digits[digits.startIndex..<end])
      return groups.reversed().joined(separator: ",")
    }
  }

  /// How plain numbers (counts, sizes) are grouped.
  public let numberGrouping: Grouping
  /// How money is grouped (en_BG keeps `1234,50 US$` together, its counts read `1 234`).
  public let moneyGrouping: Grouping
  /// How percentages are grouped (India's locales write `1,23,456` but `123,456%`).
  public let percentGrouping: Grouping
  /// Money's layout for a currency written as its code: `#` stands for the number and `¤` for
  /// the code (`¤\u{A0}#`, `#\u{A0}¤`, `\u{200F}#\u{A0}¤`).
  public let moneyPattern: String
  /// Money's layout for the currencies written otherwise, by ISO 4217 code, with their sign in
  /// place: `$#` for USD in en_US, `US$#` in en_GB, `#\u{A0}€` for EUR in de_DE.
  ///
  /// Whole layouts rather than signs: CLDR spaces a sign of letters from the digits in some
  /// locales and not in others, and places a few currencies apart from the rest (en_UA writes
  /// `€1 234,00` and `1 234,00 US$`).
  public let currencyPatterns: [String: String]
  /// The decimal sign money is written with where it is not the locale's own (`,` in de_LU,
  /// whose other numbers read `1.5`).
  public let moneyDecimal: Character?
  /// The decimal signs of the currencies written with another one than the rest, by code (the
  /// Portuguese and Cabo Verdean escudos: `1 234$50`).
  public let currencyDecimals: [String: Character]
  /// The grouping signs of the currencies written with another one than the rest of money, by
  /// code (en_CH groups euros with `’` and dollars with `'`).
  public let currencyGroupings: [String: Character]
  /// A percentage's layout: `#` stands for the number (`#%`, `#\u{A0}%`, `#٪\u{61C}`).
  public let percentPattern: String

  /// A format; patterns without their `#` stand as `¤ #` and `#%`.
  public init(
    numberGrouping: Grouping, moneyGrouping: Grouping, percentGrouping: Grouping,
    moneyPattern: String, currencyPatterns: [String: String], moneyDecimal: Character?,
    currencyDecimals: [String: Character], currencyGroupings: [String: Character],
    percentPattern: String
  ) {
    self.numberGrouping = numberGrouping
    self.moneyGrouping = moneyGrouping
    self.percentGrouping = percentGrouping
    self.moneyPattern = moneyPattern.contains("#") ? moneyPattern : "¤\u{A0}#"
    self.currencyPatterns = currencyPatterns.filter { $0.value.contains("#") }
    self.moneyDecimal = moneyDecimal
    self.currencyDecimals = currencyDecimals
    self.currencyGroupings = currencyGroupings
    self.percentPattern = percentPattern.contains("#") ? percentPattern : "#%"
  }

  /// A layout for text written without a locale: `1,234`, `USD 1,234.50`, `12%`.
  public static let standard = NumberFormat(
    numberGrouping: .thousands, moneyGrouping: .thousands, percentGrouping: .thousands,
    moneyPattern: "¤\u{A0}#", currencyPatterns: [:], moneyDecimal: nil, currencyDecimals: [:],
    currencyGroupings: [:], percentPattern: "#%")

  /// A number as the locale writes it, to `places` decimal places.
  ///
  /// Rounded half to even and written with exactly that many places (trailing zeros kept):
  /// `1.234,50`, `١٬٢٣٤٫٥٠`, `12,34,567`. Negative numbers lead with `-`.
  public func number(_ value: Ratio, places: Int, symbols: NumberSymbols) -> String {
    number(value, places: places, symbols: symbols, grouping: numberGrouping)
  }

  private func number(
    _ value: Ratio, places: Int, symbols: NumberSymbols, grouping: Grouping,
    decimal: Character? = nil, groupingSign: Character? = nil
  ) -> String {
    let places = max(0, min(places, 20))
    let rounded = value.rounded(places: places, .halfEven)
    let digits = rounded.magnitude.description
    var whole = Substring(digits)
    var fraction = Substring("")
    if let point = digits.firstIndex(of: ".") {
      whole = digits[..<point]
      fraction = digits[digits.index(after: point)...]
    }
    var canonical = grouping.grouped(whole)
    if places > 0 {
      canonical += "." + fraction + String(repeating: "0", count: max(0, places - fraction.count))
    }
    var signs = symbols
    if groupingSign != nil || grouping.sign != nil || decimal != nil {
      signs = NumberSymbols(
        decimal: decimal ?? symbols.decimal,
        grouping: groupingSign ?? grouping.sign ?? symbols.grouping,
        digits: symbols.digits, localeIdentifier: symbols.localeIdentifier)
    }
    return (rounded.isNegative ? "-" : "") + signs.written(canonical)
  }

  /// A whole number as the locale writes it: `10,000`, `10.000`, `١٠٬٠٠٠`, `1234` in es_ES.
  public func number<Whole: BinaryInteger>(_ value: Whole, symbols: NumberSymbols) -> String {
    number(Self.ratio(value), places: 0, symbols: symbols, grouping: numberGrouping)
  }

  /// A whole number of any width (a page's `Int` is 32 bits) as a ratio.
  private static func ratio<Whole: BinaryInteger>(_ value: Whole) -> Ratio {
    Ratio(
      ExactNumber(isNegative: value < 0, significand: UInt128(value.magnitude), exponent: 0)
        ?? .zero)
  }

  /// Money as the locale writes it in a currency, rounded half to even to `places`: `$1,234.50`,
  /// `1.234,50 €`, `XYZ 12.00`.
  public func money(_ amount: Ratio, currency code: String, places: Int, symbols: NumberSymbols)
    -> String
  {
    let written = number(
      amount.magnitude, places: places, symbols: symbols, grouping: moneyGrouping,
      decimal: currencyDecimals[code] ?? moneyDecimal, groupingSign: currencyGroupings[code])
    let pattern =
      currencyPatterns[code] ?? Self.filled(Substring(moneyPattern), "¤", with: code)
    return (amount < Ratio(0) ? "-" : "") + Self.filled(Substring(pattern), "#", with: written)
  }

  /// A whole percentage as the locale writes one: `12%`, `12 %`, `١٢٪؜`.
  public func percent<Whole: BinaryInteger>(_ value: Whole, symbols: NumberSymbols) -> String {
    Self.filled(
      Substring(percentPattern), "#",
      with: number(Self.ratio(value), places: 0, symbols: symbols, grouping: percentGrouping))
  }

  /// A pattern's text with its place-holder character replaced.
  private static func filled(_ pattern: Substring, _ placeholder: Character, with text: String)
    -> String
  {
    var filled = ""
    for character in pattern {
      if character == placeholder { filled += text } else { filled.append(character) }
    }
    return filled
  }
}
