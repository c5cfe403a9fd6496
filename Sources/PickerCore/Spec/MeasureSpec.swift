/// Quantity and unit wheels described: the dimension, the unit wheel's units in order, and what
/// turning the unit wheel does.
public struct MeasureSpec: Sendable, Hashable {
  /// What the picker measures.
  public var dimension: MeasureDimension
  /// The unit wheel's units by symbol or alias, in order (the first is the default); nil for
  /// all of the dimension's.
  public var units: [String]?
  /// What turning the unit wheel does to the quantity.
  public var unitTurn: MeasurePicker.UnitTurn
  /// The locale whose digits and decimal sign amounts are written in; nil for the canonical.
  public var locale: String?

  /// Describes measure wheels.
  public init(
    dimension: MeasureDimension, units: [String]? = nil,
    unitTurn: MeasurePicker.UnitTurn = .convert, locale: String? = nil
  ) {
    self.dimension = dimension
    self.units = units
    self.unitTurn = unitTurn
    self.locale = locale
  }

  /// Describes a measure picker: its units by symbol.
  public init(_ picker: MeasurePicker) {
    self.init(
      dimension: picker.dimension, units: picker.units.map { $0.symbol }, unitTurn: picker.unitTurn,
      locale: picker.symbols.localeIdentifier)
  }

  /// The settings a measure description takes.
  public static let settings = ["dimension", "units", "unitTurn", "locale"]

  /// Builds the wheels on a platform, which knows the locale's signs.
  ///
  /// Each unit is named once; spaces around a name do not count (`kg, g`),
  /// an empty or repeated name (`kg,kg`, `kg,,g`, `lb,lbs`) is refused.
  public func makePicker(on platform: Platform) throws(SpecError) -> MeasurePicker {
    var symbols: [String]?
    if let units {
      let names = units.map { $0.trimmingWhitespace }
      guard !names.isEmpty, !names.contains(where: { $0.isEmpty }) else {
        throw SpecError(
          setting: "units",
          message: "units \"\(Echo.shown(units.joined(separator: ",")))\" has an empty unit: list "
            + "units separated by single commas, as "
            + dimension.units.prefix(3).map { $0.symbol }.joined(separator: ",")
        )
      }
      symbols = names
    }
    let numberSymbols = try NumberSymbols.named(locale, on: platform)
    do {
      return try MeasurePicker(
        dimension: dimension, units: symbols, unitTurn: unitTurn, numberSymbols: numberSymbols)
    } catch {
      throw SpecError(setting: "units", message: "units: \(error)")
    }
  }
}
