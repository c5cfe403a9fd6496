public import Foundation

extension LocaleData {
  /// A locale's data as Foundation reads it from CLDR (ICU): the platform's half of the core's
  /// locale interface.
  public init(locale: Locale) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    let months = calendar.standaloneMonthSymbols
    let pattern = { (template: String, fallback: String) in
      DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? fallback
    }
    self.init(
      identifier: locale.identifier, numbers: NumberSymbols(locale: locale), monthNames: months,
      monthSpellings: months.map { name in
        name.lowercased().folding(
          options: [.diacriticInsensitive, .caseInsensitive], locale: locale)
      },
      meridiemNames: [calendar.amSymbol, calendar.pmSymbol], hourFormat: pattern("j", "H"),
      dateFormat: pattern("yMMMMd", "MMMM d, y"), monthYearFormat: pattern("yMMMM", "MMMM y"))
  }
}
