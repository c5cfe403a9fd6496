public import Foundation

extension LocaleData {
  /// A locale's data as Foundation reads it from CLDR (ICU): the platform's half of the core's
  /// locale interface.
  ///
  /// Reading each currency's layout takes some 300 formats (50 ms); `currencies: false` leaves
  /// them out, for wheels that write no money (a date picker's), and money then writes every
  /// currency as its code.
  public init(locale: Locale, currencies: Bool = true) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    let months = calendar.standaloneMonthSymbols
    let pattern = { (template: String, fallback: String) in
      DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? fallback
    }
    let numbers = NumberSymbols(locale: locale)
    let system = locale.measurementSystem
    self.init(
      identifier: locale.identifier, numbers: numbers, monthNames: months,
      monthSpellings: months.map { name in
        name.lowercased().folding(
          options: [.diacriticInsensitive, .caseInsensitive], locale: locale)
      },
      meridiemNames: [calendar.amSymbol, calendar.pmSymbol], hourFormat: pattern("j", "H"),
      dateFormat: pattern("yMMMMd", "MMMM d, y"), monthYearFormat: pattern("yMMMM", "MMMM y"),
      format: NumberFormat(locale: locale, symbols: numbers, currencies: currencies),
      measurementSystem: system == .us ? .us : system == .uk ? .uk : .metric,
      isRightToLeft: locale.language.characterDirection == .rightToLeft,
      currencyCode: locale.currency?.identifier)
  }
}

extension LocaleData {
  /// A locale's data, read from Foundation once per identifier and kept (its money layouts
  /// alone take some 300 formats to read).
  public static func of(_ locale: Locale) -> LocaleData {
    LocaleDataCache.shared.data(identifier: locale.identifier) ?? LocaleData(locale: locale)
  }
}
