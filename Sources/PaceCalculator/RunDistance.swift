public import PickerCore

#if !hasFeature(Embedded)
public import Foundation
#endif

/// Standard race distances, in metres, exactly.
public enum Race: String, Sendable, Hashable, CaseIterable {
  /// One mile, 1609.344 m.
  case mile
  /// 5 km.
  case fiveK = "5K"
  /// 10 km.
  case tenK = "10K"
  /// Half marathon, 21.0975 km.
  case halfMarathon = "half marathon"
  /// Marathon, 42.195 km.
  case marathon

  /// The distance in metres.
  public var meters: ExactNumber {
    switch self {
    case .mile: RunUnits.mile
    case .fiveK: 5_000
    case .tenK: 10_000
    case .halfMarathon: ExactNumber(isNegative: false, significand: 210_975, exponent: -1) ?? 0
    case .marathon: 42_195
    }
  }

  /// The race as a length in its own unit (a mile in mi, the rest in km).
  public var length: RunLength {
    let unit = self == .mile ? RunUnits.miles : RunUnits.kilometres
    return RunLength(
      amount: Ratio(meters).amount(in: unit).rounded(places: 4), unit: unit, name: rawValue)
  }
}

/// A distance as a runner writes it: an amount of a unit (400 m, 0.5 mi, 15 km), or a race.
public struct RunLength: Sendable, Hashable, CustomStringConvertible {
  /// The amount in `unit`.
  public let amount: ExactNumber
  /// m, km, mi or yd.
  public let unit: ExactUnit
  /// The race's name when it is one (`5K`), else nil.
  public let name: String?

  /// A length of an amount of a unit.
  public init(amount: ExactNumber, unit: ExactUnit, name: String? = nil) {
    self.amount = amount
    self.unit = unit
    self.name = name
  }

  /// Reads `km` or `mi` (one of them), `400 m`, `0.5 mi` or a race's name, on the distance
  /// wheels of its unit.
  public init(parsing text: String, refusal: (String) -> RunError) throws(RunError) {
    let trimmed = text.trimmingSpaces
    if let race = Race.allCases.first(where: { $0.rawValue.lowercased() == trimmed.lowercased() }) {
      self = race.length
      return
    }
    let parts = trimmed.split(separator: " ", omittingEmptySubsequences: true)
    let amountText = parts.count == 2 ? String(parts[0]) : "1"
    guard (1...2).contains(parts.count), let symbol = parts.last.map(String.init),
      let unit = RunUnits.distance(symbol)
    else { throw refusal(text) }
    guard let wheels = try? RunInputs.distance(unit: unit.symbol),
      let amount = try? wheels.accept(amountText).value.exactNumber, amount > 0
    else { throw refusal(text) }
    self.init(amount: amount, unit: unit)
  }

  /// Metres, exactly.
  public var meters: Ratio { Ratio(amount, unit) }

  /// `5K`, `400 m`, `0.5 mi`.
  public var description: String { text(.canonical) }

  /// The length in a locale's digits and decimal sign (`0,5 mi`); a race keeps its name (`5K`).
  public func text(_ symbols: NumberSymbols) -> String {
    name ?? "\(RunText.amount(Ratio(amount), symbols: symbols)) \(unit.symbol)"
  }
}

/// Whether a runner counts in kilometres or miles: the one rule the page's starting units, the
/// report's order of paces and speeds, and its distances follow.
public enum RunSystem: String, Sendable, Hashable, CaseIterable {
  case metric, imperial

  #if !hasFeature(Embedded)
  /// A reader's: miles where the locale measures in US units (the server reads it, and
  /// writes the page's starting units from it).
  public init(locale: Locale) {
    self = locale.measurementSystem == .us ? .imperial : .metric
  }
  #endif

  /// The system a unit belongs to: miles, yards, min/mi and mph are imperial.
  public init(unit symbol: String) {
    self = ["mi", "yd", "min/mi", "mph"].contains(symbol) ? .imperial : .metric
  }

  /// The distance unit a runner reads: `km` or `mi`.
  public var distance: String { self == .imperial ? "mi" : "km" }
  /// The pace unit: `min/km` or `min/mi`.
  public var pace: String { self == .imperial ? "min/mi" : "min/km" }
  /// The speed unit: `km/h` or `mph`.
  public var speed: String { self == .imperial ? "mph" : "km/h" }
}

/// The units a runner uses, from PickerKit's exact catalogue.
public enum RunUnits {
  /// One mile in metres, 1609.344, exactly.
  public static let mile = ExactNumber(isNegative: false, significand: 1_609_344, exponent: -3) ?? 0

  /// The distance units a runner names, in the order they are offered.
  public static let distanceSymbols = ["m", "km", "mi", "yd"]
  /// The pace units.
  public static let paceSymbols = ["min/km", "min/mi"]
  /// The speed units.
  public static let speedSymbols = ["km/h", "mph"]

  /// Metres, kilometres, miles and yards, exactly defined; nil for any other symbol.
  public static func distance(_ symbol: String) -> ExactUnit? {
    guard distanceSymbols.contains(symbol) else { return nil }
    return MeasureDimension.length.unit(named: symbol)
  }

  /// Minutes per kilometre or per mile.
  public static func pace(_ symbol: String) -> ExactUnit? {
    guard paceSymbols.contains(symbol) else { return nil }
    return MeasureDimension.pace.unit(named: symbol)
  }

  /// km/h or mph.
  public static func speed(_ symbol: String) -> ExactUnit? {
    guard speedSymbols.contains(symbol) else { return nil }
    return MeasureDimension.speed.unit(named: symbol)
  }

  /// A distance unit by symbol, or a refusal that names the units there are.
  public static func distance(named symbol: String) throws(RunError) -> ExactUnit {
    guard let unit = distance(symbol) else { throw .unit(Echo.shown(symbol)) }
    return unit
  }

  /// A pace unit by symbol, or a refusal.
  public static func pace(named symbol: String) throws(RunError) -> ExactUnit {
    guard let unit = pace(symbol) else { throw .unit(Echo.shown(symbol)) }
    return unit
  }

  /// A speed unit by symbol, or a refusal.
  public static func speed(named symbol: String) throws(RunError) -> ExactUnit {
    guard let unit = speed(symbol) else { throw .unit(Echo.shown(symbol)) }
    return unit
  }

  /// A pace or speed unit by symbol, or a refusal.
  public static func paceOrSpeed(named symbol: String) throws(RunError) -> ExactUnit {
    guard let unit = pace(symbol) ?? speed(symbol) else { throw .unit(Echo.shown(symbol)) }
    return unit
  }

  /// Kilometres.
  public static var kilometres: ExactUnit { unit(.length, "km") }
  /// Miles.
  public static var miles: ExactUnit { unit(.length, "mi") }
  /// Minutes per kilometre.
  public static var perKilometre: ExactUnit { unit(.pace, "min/km") }
  /// Minutes per mile.
  public static var perMile: ExactUnit { unit(.pace, "min/mi") }
  /// Kilometres per hour.
  public static var kilometresPerHour: ExactUnit { unit(.speed, "km/h") }
  /// Miles per hour.
  public static var milesPerHour: ExactUnit { unit(.speed, "mph") }

  /// A catalogue unit the calculator names (each of those above is in PickerKit's catalogue).
  private static func unit(_ dimension: MeasureDimension, _ symbol: String) -> ExactUnit {
    let units = dimension.units
    return units.first { $0.symbol == symbol } ?? units[0]
  }
}
