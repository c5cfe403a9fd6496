public import PickerCore

/// The money a list's prices are in: an ISO 4217 code and its minor units (cents: 2, yen: 0).
///
/// Kept apart from the locale, which only says how numbers are written: a list in dollars shows
/// `2,49 $` to a German reader, never `2,49 €`.
public struct Currency: Sendable, Hashable {
  /// The ISO 4217 code: `USD`, `EUR`, `JPY`.
  public let code: String
  /// Digits after the decimal point in a price: 2 for cents, 0 for yen, 3 for fils.
  public let minorUnits: Int

  /// The currency a code names, or an error naming what is allowed.
  public init(code: String) throws(PriceError) {
    let upper = code.trimmingSpaces.uppercased()
    guard Self.codes.contains(upper) else { throw .currency(String(code.prefix(20))) }
    self.code = upper
    minorUnits = Self.exceptions[upper] ?? 2
  }

  /// The currency a locale uses, dollars when it names none.
  public static func of(_ locale: LocaleData) -> Currency {
    (try? Currency(code: locale.currencyCode ?? "USD")) ?? .dollar
  }

  /// US dollars.
  public static let dollar = Currency(known: "USD", minorUnits: 2)

  private init(known code: String, minorUnits: Int) {
    self.code = code
    self.minorUnits = minorUnits
  }

  /// ISO 4217's currencies whose minor unit is not 2 (the list's 2024 edition).
  ///
  /// Written out because Foundation on Linux answers 2 for every code (`NumberFormatter` says JPY
  /// has 2).
  private static let exceptions: [String: Int] = [
    "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0,
    "RWF": 0, "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
    "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
    "CLF": 4, "UYW": 4,
  ]

  /// The codes a currency may have: ISO 4217's, current and past, as CLDR 46 lists them (what
  /// Foundation's `Locale.Currency.isoCurrencies` answers; a test holds the two equal).
  ///
  /// Written out because the page's core has no locale database to ask.
  public static let codes: Set<String> = [
    "ADP", "AED", "AFA", "AFN", "ALK", "ALL", "AMD", "ANG", "AOA", "AOK", "AON", "AOR", "ARA",
    "ARL", "ARM", "ARP", "ARS", "ATS", "AUD", "AWG", "AZM", "AZN", "BAD", "BAM", "BAN", "BBD",
    "BDT", "BEC", "BEF", "BEL", "BGL", "BGM", "BGN", "BGO", "BHD", "BIF", "BMD", "BND", "BOB",
    "BOL", "BOP", "BOV", "BRB", "BRC", "BRE", "BRL", "BRN", "BRR", "BRZ", "BSD", "BTN", "BUK",
    "BWP", "BYB", "BYN", "BYR", "BZD", "CAD", "CDF", "CHE", "CHF", "CHW", "CLE", "CLF", "CLP",
    "CNH", "CNX", "CNY", "COP", "COU", "CRC", "CSD", "CSK", "CUC", "CUP", "CVE", "CYP", "CZK",
    "DDM", "DEM", "DJF", "DKK", "DOP", "DZD", "ECS", "ECV", "EEK", "EGP", "ERN", "ESA", "ESB",
    "ESP", "ETB", "EUR", "FIM", "FJD", "FKP", "FRF", "GBP", "GEK", "GEL", "GHC", "GHS", "GIP",
    "GMD", "GNF", "GNS", "GQE", "GRD", "GTQ", "GWE", "GWP", "GYD", "HKD", "HNL", "HRD", "HRK",
    "HTG", "HUF", "IDR", "IEP", "ILP", "ILR", "ILS", "INR", "IQD", "IRR", "ISJ", "ISK", "ITL",
    "JMD", "JOD", "JPY", "KES", "KGS", "KHR", "KMF", "KPW", "KRH", "KRO", "KRW", "KWD", "KYD",
    "KZT", "LAK", "LBP", "LKR", "LRD", "LSL", "LSM", "LTL", "LTT", "LUC", "LUF", "LUL", "LVL",
    "LVR", "LYD", "MAD", "MAF", "MCF", "MDC", "MDL", "MGA", "MGF", "MKD", "MKN", "MLF", "MMK",
    "MNT", "MOP", "MRO", "MRU", "MTL", "MTP", "MUR", "MVP", "MVR", "MWK", "MXN", "MXP", "MXV",
    "MYR", "MZE", "MZM", "MZN", "NAD", "NGN", "NIC", "NIO", "NLG", "NOK", "NPR", "NZD", "OMR",
    "PAB", "PEI", "PEN", "PES", "PGK", "PHP", "PKR", "PLN", "PLZ", "PTE", "PYG", "QAR", "RHD",
    "ROL", "RON", "RSD", "RUB", "RUR", "RWF", "SAR", "SBD", "SCR", "SDD", "SDG", "SDP", "SEK",
    "SGD", "SHP", "SIT", "SKK", "SLE", "SLL", "SOS", "SRD", "SRG", "SSP", "STD", "STN", "SUR",
    "SVC", "SYP", "SZL", "THB", "TJR", "TJS", "TMM", "TMT", "TND", "TOP", "TPE", "TRL", "TRY",
    "TTD", "TWD", "TZS", "UAH", "UAK", "UGS", "UGX", "USD", "USN", "USS", "UYI", "UYP", "UYU",
    "UYW", "UZS", "VEB", "VED", "VEF", "VES", "VND", "VNN", "VUV", "WST", "XAF", "XAG", "XAU",
    "XBA", "XBB", "XBC", "XBD", "XCD", "XCG", "XDR", "XEU", "XFO", "XFU", "XOF", "XPD", "XPF",
    "XPT", "XRE", "XSU", "XTS", "XUA", "XXX", "YDD", "YER", "YUD", "YUM", "YUN", "YUR", "ZAL",
    "ZAR", "ZMK", "ZMW", "ZRN", "ZRZ", "ZWD", "ZWG", "ZWL", "ZWR",
  ]
}
