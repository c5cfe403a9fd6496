extension MeasureDimension {
  /// The units, in wheel order.
  public var units: [ExactUnit] { UnitCatalog.units(of: self) }

  /// The unit named by a symbol or alias, in this dimension.
  public func unit(named text: String) -> ExactUnit? {
    units.first { $0.isNamed(text) }
  }
}

/// The exact units PickerKit knows, with their definitions.
enum UnitCatalog {
  private static func exact(_ text: String) -> ExactNumber { ExactNumber(text) ?? 0 }

  private static let mile = exact("1609.344")
  private static let pound = exact("0.45359237")
  private static let usGallon = exact("3.785411784")
  private static let imperialGallon = exact("4.54609")

  /// Every unit of every dimension, in wheel order within each dimension.
  static let all: [ExactUnit] =
    mass + volume + length + speed + pace + temperature + duration + count

  static func units(of dimension: MeasureDimension) -> [ExactUnit] {
    switch dimension {
    case .mass: mass
    case .volume: volume
    case .length: length
    case .speed: speed
    case .pace: pace
    case .temperature: temperature
    case .duration: duration
    case .count: count
    }
  }

  static let mass: [ExactUnit] = [
    ExactUnit(
      dimension: .mass, symbol: "kg", singular: "kilogram", plural: "kilograms", numerator: 1,
      pattern: "999.999"),
    ExactUnit(
      dimension: .mass, symbol: "g", singular: "gram", plural: "grams", numerator: 1,
      denominator: 1_000, pattern: "99999.9"),
    ExactUnit(
      dimension: .mass, symbol: "mg", singular: "milligram", plural: "milligrams", numerator: 1,
      denominator: 1_000_000, pattern: "999999"),
    ExactUnit(
      dimension: .mass, symbol: "lb", aliases: ["lbs"], singular: "pound", plural: "pounds",
      numerator: pound, pattern: "999.99"),
    ExactUnit(
      dimension: .mass, symbol: "oz", singular: "ounce", plural: "ounces", numerator: pound,
      denominator: 16, pattern: "9999.99"),
  ]

  static let volume: [ExactUnit] = [
    ExactUnit(
      dimension: .volume, symbol: "L", aliases: ["l"], singular: "litre", plural: "litres",
      numerator: 1, pattern: "999.999"),
    ExactUnit(
      dimension: .volume, symbol: "mL", aliases: ["ml"], singular: "millilitre",
      plural: "millilitres", numerator: 1, denominator: 1_000, pattern: "99999"),
    ExactUnit(
      dimension: .volume, symbol: "cL", aliases: ["cl"], singular: "centilitre",
      plural: "centilitres", numerator: 1, denominator: 100, pattern: "9999.9"),
    ExactUnit(
      dimension: .volume, symbol: "gal", aliases: ["US gal"], singular: "US gallon",
      plural: "US gallons", numerator: usGallon, pattern: "999.999"),
    ExactUnit(
      dimension: .volume, symbol: "qt", aliases: ["US qt"], singular: "US quart",
      plural: "US quarts", numerator: usGallon, denominator: 4, pattern: "999.99"),
    ExactUnit(
      dimension: .volume, symbol: "pt", aliases: ["US pt"], singular: "US pint",
      plural: "US pints", numerator: usGallon, denominator: 8, pattern: "999.99"),
    ExactUnit(
      dimension: .volume, symbol: "cup", aliases: ["cups", "US cup"], singular: "US cup",
      plural: "US cups", numerator: usGallon, denominator: 16, pattern: "999.99"),
    ExactUnit(
      dimension: .volume, symbol: "fl oz", aliases: ["floz", "US fl oz"],
      singular: "US fluid ounce", plural: "US fluid ounces", numerator: usGallon,
      denominator: 128, pattern: "9999.99"),
    ExactUnit(
      dimension: .volume, symbol: "imp gal", singular: "imperial gallon",
      plural: "imperial gallons", numerator: imperialGallon, pattern: "999.999"),
    ExactUnit(
      dimension: .volume, symbol: "imp qt", singular: "imperial quart",
      plural: "imperial quarts", numerator: imperialGallon, denominator: 4, pattern: "999.99"),
    ExactUnit(
      dimension: .volume, symbol: "imp pt", singular: "imperial pint",
      plural: "imperial pints", numerator: imperialGallon, denominator: 8, pattern: "999.99"),
    ExactUnit(
      dimension: .volume, symbol: "imp fl oz", singular: "imperial fluid ounce",
      plural: "imperial fluid ounces", numerator: imperialGallon, denominator: 160,
      pattern: "9999.99"),
  ]

  static let length: [ExactUnit] = [
    ExactUnit(
      dimension: .length, symbol: "km", singular: "kilometre", plural: "kilometres",
      numerator: 1_000, pattern: "999.99"),
    ExactUnit(
      dimension: .length, symbol: "m", singular: "metre", plural: "metres", numerator: 1,
      pattern: "99999.9"),
    ExactUnit(
      dimension: .length, symbol: "mi", singular: "mile", plural: "miles", numerator: mile,
      pattern: "999.99"),
    ExactUnit(
      dimension: .length, symbol: "yd", singular: "yard", plural: "yards",
      numerator: exact("0.9144"), pattern: "99999.9"),
    ExactUnit(
      dimension: .length, symbol: "ft", singular: "foot", plural: "feet",
      numerator: exact("0.3048"), pattern: "99999.9"),
    ExactUnit(
      dimension: .length, symbol: "in", singular: "inch", plural: "inches",
      numerator: exact("0.0254"), pattern: "99999.99"),
  ]

  // Base: metres per second; km/h is 1000 m ÷ 3600 s, exactly.
  static let speed: [ExactUnit] = [
    ExactUnit(
      dimension: .speed, symbol: "km/h", aliases: ["kph", "kmh"],
      singular: "kilometre per hour", plural: "kilometres per hour", numerator: 1_000,
      denominator: 3_600, pattern: "999.99"),
    ExactUnit(
      dimension: .speed, symbol: "mph", aliases: ["mi/h"], singular: "mile per hour",
      plural: "miles per hour", numerator: mile, denominator: 3_600, pattern: "999.99"),
    ExactUnit(
      dimension: .speed, symbol: "m/s", singular: "metre per second",
      plural: "metres per second", numerator: 1, pattern: "999.99"),
  ]

  // Base: seconds per metre; the quantity is seconds per kilometre or per mile, shown M:SS.
  static let pace: [ExactUnit] = [
    ExactUnit(
      dimension: .pace, symbol: "min/km", singular: "minute per kilometre",
      plural: "minutes per kilometre", numerator: 1, denominator: 1_000, pattern: "59:59"),
    ExactUnit(
      dimension: .pace, symbol: "min/mi", aliases: ["min/mile"], singular: "minute per mile",
      plural: "minutes per mile", numerator: 1, denominator: mile, pattern: "59:59"),
  ]

  // Base: degrees Celsius; °F is (v × 5 − 160) ÷ 9 °C.
  static let temperature: [ExactUnit] = [
    ExactUnit(
      dimension: .temperature, symbol: "°C", aliases: ["C", "degC"],
      singular: "degree Celsius", plural: "degrees Celsius", numerator: 1, pattern: "±999.99"),
    ExactUnit(
      dimension: .temperature, symbol: "°F", aliases: ["F", "degF"],
      singular: "degree Fahrenheit", plural: "degrees Fahrenheit", numerator: 5, offset: -160,
      denominator: 9, pattern: "±999.99"),
    ExactUnit(
      dimension: .temperature, symbol: "K", singular: "kelvin", plural: "kelvins", numerator: 1,
      offset: exact("-273.15"), pattern: "9999.99"),
  ]

  // Base: seconds. Seconds show as H:MM:SS, as Interval RunCalc's time.
  static let duration: [ExactUnit] = [
    ExactUnit(
      dimension: .duration, symbol: "s", aliases: ["sec"], singular: "second", plural: "seconds",
      numerator: 1, pattern: "99:59:59"),
    ExactUnit(
      dimension: .duration, symbol: "min", singular: "minute", plural: "minutes", numerator: 60,
      pattern: "9999.99"),
    ExactUnit(
      dimension: .duration, symbol: "h", aliases: ["hr"], singular: "hour", plural: "hours",
      numerator: 3_600, pattern: "999.99"),
  ]

  static let count: [ExactUnit] = [
    ExactUnit(
      dimension: .count, symbol: "ea", aliases: ["each", "x", "pcs"], singular: "each",
      plural: "each", numerator: 1, pattern: "99999"),
    ExactUnit(
      dimension: .count, symbol: "doz", aliases: ["dozen"], singular: "dozen", plural: "dozen",
      numerator: 12, pattern: "9999.99"),
  ]

  /// The lowest amount a dimension allows, in its base unit: absolute zero for temperature.
  static func lowestBase(of dimension: MeasureDimension) -> ExactNumber? {
    switch dimension {
    case .temperature: exact("-273.15")
    default: 0
    }
  }
}

extension MeasureDimension {
  /// The dimension a measure of this one also converts to: pace for speed and back.
  public var reciprocal: MeasureDimension? {
    switch self {
    case .speed: .pace
    case .pace: .speed
    default: nil
    }
  }

  /// A unit a measure of this dimension can be converted to: of this dimension, or of its
  /// reciprocal (`12 km/h` to `min/km`); an error says which units are allowed.
  public func conversionTarget(named name: String) throws(MeasureError) -> ExactUnit {
    let trimmed = name.trimmingWhitespace
    if let unit = unit(named: trimmed) ?? reciprocal?.unit(named: trimmed) { return unit }
    throw .notAConversionTarget(
      trimmed, allowed: units.map { $0.symbol } + (reciprocal?.units.map { $0.symbol } ?? []))
  }
}
