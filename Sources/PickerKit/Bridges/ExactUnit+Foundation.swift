public import Foundation

extension ExactUnit {
  /// The Foundation unit, for callers who use `Measurement`: Foundation's own where it has one
  /// (`UnitMass.kilograms`), one with this unit's converter otherwise (`lb`, `mph`), and for a
  /// unit outside the catalog one made from its exact definition.
  public var foundationUnit: Dimension {
    if let unit = Self.foundationUnits[symbol], dimension.units.contains(self) { return unit }
    let coefficient = Double((numerator.decimal / denominator.decimal).description) ?? 0
    let constant = Double((offset.decimal / denominator.decimal).description) ?? 0
    let converter = UnitConverterLinear(coefficient: coefficient, constant: constant)
    return switch dimension {
    case .mass: UnitMass(symbol: symbol, converter: converter)
    case .volume: UnitVolume(symbol: symbol, converter: converter)
    case .length: UnitLength(symbol: symbol, converter: converter)
    case .speed: UnitSpeed(symbol: symbol, converter: converter)
    case .pace: UnitPace(symbol: symbol, converter: converter)
    case .temperature: UnitTemperature(symbol: symbol, converter: converter)
    case .duration: UnitDuration(symbol: symbol, converter: converter)
    case .count: UnitCount(symbol: symbol, converter: converter)
    }
  }

  /// A Foundation measurement of a value in this unit (Double, for Foundation's APIs only).
  public func measurement(_ value: Decimal) -> Measurement<Dimension> {
    Measurement(value: Double(value.description) ?? 0, unit: foundationUnit)
  }

  /// The unit's name for a Foundation decimal amount: `1 kilogram`, `2.5 kilograms`.
  public func name(for amount: Decimal) -> String {
    ExactNumber(amount).map { name(for: $0) } ?? plural
  }

  private static func linear(_ coefficient: Double) -> UnitConverterLinear {
    UnitConverterLinear(coefficient: coefficient)
  }

  /// The catalog's units by symbol, as Foundation knows them (its pace and count are
  /// PickerKit's `UnitPace` and `UnitCount`; its rounded Linux constants are not used).
  private static let foundationUnits: [String: Dimension] = [
    "kg": UnitMass.kilograms,
    "g": UnitMass.grams,
    "mg": UnitMass.milligrams,
    "lb": UnitMass(symbol: "lb", converter: linear(0.453_592_37)),
    "oz": UnitMass(symbol: "oz", converter: linear(0.453_592_37 / 16)),
    "L": UnitVolume.liters,
    "mL": UnitVolume.milliliters,
    "cL": UnitVolume.centiliters,
    "gal": UnitVolume(symbol: "gal", converter: linear(3.785_411_784 / 1_000)),
    "qt": UnitVolume(symbol: "qt", converter: linear(3.785_411_784 / 4_000)),
    "pt": UnitVolume(symbol: "pt", converter: linear(3.785_411_784 / 8_000)),
    "cup": UnitVolume(symbol: "cup", converter: linear(3.785_411_784 / 16_000)),
    "fl oz": UnitVolume(symbol: "fl oz", converter: linear(3.785_411_784 / 128_000)),
    "imp gal": UnitVolume(symbol: "imp gal", converter: linear(0.004_546_09)),
    "imp qt": UnitVolume(symbol: "imp qt", converter: linear(0.004_546_09 / 4)),
    "imp pt": UnitVolume(symbol: "imp pt", converter: linear(0.004_546_09 / 8)),
    "imp fl oz": UnitVolume(symbol: "imp fl oz", converter: linear(0.004_546_09 / 160)),
    "km": UnitLength.kilometers,
    "m": UnitLength.meters,
    "mi": UnitLength(symbol: "mi", converter: linear(1_609.344)),
    "yd": UnitLength(symbol: "yd", converter: linear(0.9144)),
    "ft": UnitLength(symbol: "ft", converter: linear(0.3048)),
    "in": UnitLength(symbol: "in", converter: linear(0.0254)),
    "km/h": UnitSpeed.kilometersPerHour,
    "mph": UnitSpeed(symbol: "mph", converter: linear(1_609.344 / 3_600)),
    "m/s": UnitSpeed.metersPerSecond,
    "min/km": UnitPace.minutesPerKilometer,
    "min/mi": UnitPace.minutesPerMile,
    "°C": UnitTemperature.celsius,
    "°F": UnitTemperature.fahrenheit,
    "K": UnitTemperature.kelvin,
    "s": UnitDuration.seconds,
    "min": UnitDuration.minutes,
    "h": UnitDuration.hours,
    "ea": UnitCount.each,
    "doz": UnitCount.dozen,
  ]
}
