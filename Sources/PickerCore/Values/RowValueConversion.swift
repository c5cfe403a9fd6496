/// Converts both ways between a pattern's wheel rows and its exact value.
///
/// `value(of:)` is Interval RunCalc's `updatePickerValue`; `rows(for:)` its `setComponentValues`.
/// The round trip `value(of: rows(for: v)) == v` holds for every value the wheels can show.
public struct RowValueConversion: Sendable, Hashable {
  /// The pattern whose wheels are converted.
  public let pattern: WheelPattern

  /// Creates the conversion for a pattern.
  public init(pattern: WheelPattern) {
    self.pattern = pattern
  }

  /// The exact value the rows show; allocates nothing.
  public func value(of rows: [Int]) throws(ValueError) -> PatternValue {
    let wheels = pattern.wheels
    guard rows.count == wheels.count else {
      throw .wrongRowCount(expected: wheels.count, got: rows.count)
    }
    for index in rows.indices where rows[index] < 0 || rows[index] >= wheels[index].rowCount {
      throw .rowOutOfRange(wheel: index, rowCount: wheels[index].rowCount, got: rows[index])
    }
    var units: Int64 = 0
    for place in pattern.places {
      units += Int64(rows[place.wheel]) * place.weight
    }
    if let sign = pattern.signWheel, rows[sign] == 1 { units = -units }
    return PatternValue(units: units, resolution: pattern.resolution)
  }

  /// The rows that show a value exactly, or why they cannot.
  public func rows(for value: PatternValue) throws(ValueError) -> [Int] {
    let units = try units(of: value)
    let magnitude = units.magnitude
    guard units >= 0 || pattern.allowsNegative else {
      throw .negative(value.description, pattern: pattern.source)
    }
    guard magnitude <= pattern.maximumUnits.magnitude else {
      let maximum = PatternValue(units: pattern.maximumUnits, resolution: pattern.resolution)
      if units < 0 {
        throw .belowMinimum(value.description, minimum: "-" + maximum.description)
      }
      throw .aboveMaximum(value.description, maximum: maximum.description)
    }
    var rows = [Int](repeating: 0, count: pattern.wheels.count)
    var rest = Int64(magnitude)
    for place in pattern.places {
      let digit = rest / place.weight
      guard digit <= place.maxDigit else {
        throw .wheelCannotShow(
          value.description, pattern: pattern.source, wheel: place.wheel,
          maximum: Int(place.maxDigit), needed: digit)
      }
      rows[place.wheel] = Int(digit)
      rest -= digit * place.weight
    }
    if let sign = pattern.signWheel, units < 0 { rows[sign] = 1 }
    return rows
  }

  /// The value's units in this pattern's resolution, when it has no finer part.
  package func units(of value: PatternValue) throws(ValueError) -> Int64 {
    if value.resolution == pattern.resolution { return value.units }
    guard let parsed = ParsedNumber(value.description[...]) else {
      throw .notANumber(value.description, pattern: pattern.source, example: pattern.example)
    }
    let scaled = parsed.scaled(to: pattern.resolution)
    guard scaled.isExact else {
      throw pattern.resolution == .sixteenths
        ? .notSixteenths(value.description, pattern: pattern.source)
        : .tooManyDecimals(value.description, pattern: pattern.source)
    }
    return scaled.signed.floor
  }
}
