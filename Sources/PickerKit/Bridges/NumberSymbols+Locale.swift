public import Foundation

extension NumberSymbols {
  /// The signs a locale writes numbers with, as Foundation reads them from CLDR.
  ///
  /// A sign Foundation answers as more than one character (none in CLDR today) falls back to
  /// the canonical one, so that reading back stays one character for one.
  public init(locale: Locale) {
    let canonical = Self.canonical
    let style = IntegerFormatStyle<Int>.number.locale(locale).grouping(.never)
    let digits = (0...9).map { style.format($0) }
    let decimal = Self.single(locale.decimalSeparator) ?? canonical.decimal
    let grouping = Self.single(locale.groupingSeparator) ?? canonical.grouping
    self.init(
      decimal: decimal, grouping: grouping == decimal ? canonical.grouping : grouping,
      digits: digits.allSatisfy { $0.count == 1 }
        ? digits.map { $0.first ?? "0" } : canonical.digits,
      localeIdentifier: locale.identifier)
  }

  /// A reader's signs, or the canonical ones for no reader (a report asked without a locale).
  public static func reading(_ locale: Locale?) -> NumberSymbols {
    locale.map(NumberSymbols.init(locale:)) ?? .canonical
  }

  private static func single(_ text: String?) -> Character? {
    guard let text, text.count == 1 else { return nil }
    return text.first
  }

  /// The signs of a locale a description names, or the canonical signs for none; an identifier
  /// Foundation does not know is the description's error, naming the setting.
  public static func named(_ identifier: String?) throws(SpecError) -> NumberSymbols {
    try named(identifier, on: .foundation())
  }
}
