public import Foundation

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
    let upper = code.trimmingCharacters(in: .whitespaces).uppercased()
    guard upper.count == 3, upper.allSatisfy(\.isASCII),
      Locale.Currency.isoCurrencies.contains(Locale.Currency(upper))
    else { throw .currency(String(code.prefix(20))) }
    self.code = upper
    minorUnits = Self.exceptions[upper] ?? 2
  }

  /// The currency a locale uses, dollars when it names none.
  public static func of(_ locale: Locale) -> Currency {
    (try? Currency(code: locale.currency?.identifier ?? "USD")) ?? .dollar
  }

  /// US dollars.
  public static let dollar = Currency(known: "USD", minorUnits: 2)

  private init(known code: String, minorUnits: Int) {
    self.code = code
    self.minorUnits = minorUnits
  }

  /// ISO 4217's currencies whose minor unit is not 2 (the list's 2024 edition).
  ///
  /// Written out because Foundation on Linux answers 2 for every code (`NumberFormatter` says JPY has 2).
  private static let exceptions: [String: Int] = [
    "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0,
    "RWF": 0, "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
    "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
    "CLF": 4, "UYW": 4,
  ]
}
