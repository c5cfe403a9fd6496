/// A unit with an exact definition.
///
/// Foundation's unit constants are rounded on Linux (its mile is 1609.34 m), so each unit carries
/// its exact definition as decimals: a value v in this unit is (v × numerator + offset) ÷
/// denominator of the dimension's base unit. Keeping the division for last keeps conversions exact
/// wherever the decimal ends (a mile is 1609.344 m; a km/h is 1000 ÷ 3600 m/s; °F is
/// (v × 5 − 160) ÷ 9 °C). PickerKit bridges each unit to a Foundation `Dimension`.
public struct ExactUnit: Sendable, Hashable, CustomStringConvertible {
  /// The dimension the unit measures.
  public let dimension: MeasureDimension
  /// The symbol shown on the unit wheel: `kg`, `fl oz`, `min/km`, `°C`.
  public let symbol: String
  /// Other spellings accepted in answers: `C`, `l`, `floz`.
  public let aliases: [String]
  /// The name of one: `kilogram`.
  public let singular: String
  /// The name of several: `kilograms`.
  public let plural: String
  /// Multiplies a value on the way to the base unit.
  public let numerator: ExactNumber
  /// Added after multiplying (temperatures only).
  public let offset: ExactNumber
  /// Divides last on the way to the base unit.
  public let denominator: ExactNumber
  /// The pattern of the quantity wheels for this unit (Interval RunCalc: km `999.99`, pace
  /// `59:59`).
  public let pattern: String

  /// Creates an exact unit; callers may define their own.
  public init(
    dimension: MeasureDimension, symbol: String, aliases: [String] = [], singular: String,
    plural: String, numerator: ExactNumber, offset: ExactNumber = 0,
    denominator: ExactNumber = 1, pattern: String
  ) {
    self.dimension = dimension
    self.symbol = symbol
    self.aliases = aliases
    self.singular = singular
    self.plural = plural
    self.numerator = numerator
    self.offset = offset
    self.denominator = denominator
    self.pattern = pattern
  }

  /// The symbol.
  public var description: String { symbol }

  /// Whether text names this unit (its symbol or an alias, ignoring case).
  public func isNamed(_ text: String) -> Bool {
    let wanted = text.lowercased()
    return symbol.lowercased() == wanted || aliases.contains { $0.lowercased() == wanted }
  }

  /// The unit's name for an amount: `1 kilogram`, `2.5 kilograms`.
  @_disfavoredOverload
  public func name(for amount: ExactNumber) -> String {
    amount == 1 || amount == -1 ? singular : plural
  }

  public static func == (lhs: ExactUnit, rhs: ExactUnit) -> Bool {
    lhs.dimension == rhs.dimension && lhs.symbol == rhs.symbol
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(dimension)
    hasher.combine(symbol)
  }
}
