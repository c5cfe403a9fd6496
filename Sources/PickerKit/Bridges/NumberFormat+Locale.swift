public import Foundation

extension NumberFormat {
  /// A locale's layouts as Foundation writes them (ICU's CLDR), read back from what its formats
  /// write: where `1234567` is grouped, what surrounds `1,234,567.00` in each of ISO 4217's
  /// currencies, and what surrounds `12,345%`.
  ///
  /// Read back rather than from a pattern: Foundation on Linux answers `NumberFormatter`'s
  /// `positiveFormat` without India's groups or a locale's own percent sign, and has no
  /// currency's sign for a locale but through a formatter.
  ///
  /// Without `currencies`, only the layout of a currency written as its code is read.
  public init(locale: Locale, symbols: NumberSymbols, currencies: Bool = true) {
    let money = Self.money(
      locale, symbols: symbols,
      codes: currencies ? Locale.Currency.isoCurrencies.map(\.identifier) : ["XTS"])
    self.init(
      numberGrouping: Self.grouping(symbols: symbols) { $0.formatted(.number.locale(locale)) },
      moneyGrouping: Self.grouping(symbols: symbols, sign: money.grouping) {
        Decimal($0).formatted(.currency(code: "EUR").precision(.fractionLength(0)).locale(locale))
      },
      percentGrouping: Self.grouping(symbols: symbols) { $0.formatted(.percent.locale(locale)) },
      moneyPattern: money.pattern, currencyPatterns: money.currencies, moneyDecimal: money.decimal,
      currencyDecimals: money.decimals, currencyGroupings: money.groupings,
      percentPattern: Self.pattern(12_345.formatted(.percent.locale(locale)), symbols: symbols)?
        .text ?? "#%")
  }

  /// Where a style groups whole numbers, read from how it writes 1,234 to 1,234,567.
  ///
  /// `sign` is the style's sign where it is known apart from these numbers (money's is the one
  /// most currencies are written with).
  private static func grouping(
    symbols: NumberSymbols, sign: Character? = nil, _ write: (Int) -> String
  ) -> Grouping {
    // The digits' runs between the first digit and the last, and the signs between them.
    func runs(_ value: Int) -> (lengths: [Int], sign: Character?) {
      let text = write(value)
      guard let first = text.firstIndex(where: symbols.digits.contains),
        let last = text.lastIndex(where: symbols.digits.contains)
      else { return ([], nil) }
      let number = text[first...last]
      let lengths = number.split { !symbols.digits.contains($0) }.map(\.count)
      return (lengths, number.first { !symbols.digits.contains($0) })
    }
    let longest = runs(1_234_567)
    guard longest.lengths.count > 1, let size = longest.lengths.last else {
      return Grouping(size: 0, secondarySize: 3, minimumDigits: 1)
    }
    let secondary = longest.lengths.count > 2 ? longest.lengths[longest.lengths.count - 2] : size
    let grouped = [12, 123, 1234, 12_345, 123_456, 1_234_567].first { runs($0).lengths.count > 1 }
    let digits = grouped.map { String($0).count } ?? 7
    return Grouping(
      size: size, secondarySize: secondary, minimumDigits: max(1, digits - size),
      sign: (sign ?? longest.sign).flatMap { $0 == symbols.grouping ? nil : $0 })
  }

  /// Each currency's layout: the one most codes share with their code in it (`¤`), and the
  /// others whole; with the decimal and grouping signs most currencies are written with, where
  /// they are not the locale's, and the currencies written with others.
  private static func money(_ locale: Locale, symbols: NumberSymbols, codes: [String]) -> (
    pattern: String, currencies: [String: String], decimal: Character?,
    decimals: [String: Character], grouping: Character, groupings: [String: Character]
  ) {
    var written: [String: String] = [:]
    var decimals: [String: Character] = [:]
    var groupings: [String: Character] = [:]
    var shared: [String: Int] = [:]
    for code in codes {
      let text = Decimal(1_234_567).formatted(
        .currency(code: code).precision(.fractionLength(2)).locale(locale))
      guard let found = pattern(text, symbols: symbols) else { continue }
      written[code] = found.text
      decimals[code] = found.decimal ?? symbols.decimal
      groupings[code] = found.grouping ?? symbols.grouping
      if found.text.contains(code) {
        shared[found.text.replacingOccurrences(of: code, with: "¤"), default: 0] += 1
      }
    }
    let pattern = mostCommon(shared) ?? "¤\u{A0}#"
    let currencies = written.filter { code, text in
      text != pattern.replacingOccurrences(of: "¤", with: code)
    }
    let decimal = mostCommon(decimals) ?? symbols.decimal
    let grouping = mostCommon(groupings) ?? symbols.grouping
    return (
      pattern, currencies, decimal == symbols.decimal ? nil : decimal,
      decimals.filter { $0.value != decimal }, grouping, groupings.filter { $0.value != grouping }
    )
  }

  /// The value most keys have (the least of those tied, so the answer is the same every run).
  private static func mostCommon<Value: Hashable & Comparable>(_ values: [String: Value])
    -> Value?
  {
    var counted: [Value: Int] = [:]
    for value in values.values { counted[value, default: 0] += 1 }
    return counted.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
  }

  /// The value most keys have, counted.
  private static func mostCommon(_ counts: [String: Int]) -> String? {
    counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
  }

  /// The text around the digits of a written number, with `#` in their place, and the sign
  /// before its last two digits when it has a fraction.
  private static func pattern(_ written: String, symbols: NumberSymbols) -> (
    text: String, decimal: Character?, grouping: Character?
  )? {
    guard let first = written.firstIndex(where: symbols.digits.contains),
      let last = written.lastIndex(where: symbols.digits.contains)
    else { return nil }
    let number = written[first...last]
    let decimal = number.count > 3 ? number.dropLast(2).last : nil
    let grouping = number.dropLast(3).first { !symbols.digits.contains($0) }
    return (
      String(written[..<first]) + "#" + String(written[written.index(after: last)...]),
      decimal.flatMap { symbols.digits.contains($0) ? nil : $0 }, grouping
    )
  }
}
