public import PickerCore

/// Every input of the calculator is a picker (Interval RunCalc: pace `59:59`, time `99:59:59`).
///
/// A page's wheels are written in the reader's signs (`symbols`); a request's values are read
/// on the canonical wheels, `.` and 0-9.
///
/// Distances take thousandths (`999.999`), one place more than Interval RunCalc's `999.99`, because
/// the marathon is 42.195 km and the half 21.0975 km rounds only at the fourth. Times and paces
/// hold hundredths, as a stopwatch does.
public enum RunInputs {
  /// Distance wheels for km or mi (`999.999`), or m or yd (`99999.9`).
  public static func distance(unit symbol: String, symbols: NumberSymbols = .canonical)
    throws(RunError) -> PatternPicker
  {
    try wheels(["m", "yd"].contains(symbol) ? "99999.9" : "999.999", symbols: symbols)
  }

  /// Time wheels, hours to hundredths.
  public static func time(symbols: NumberSymbols = .canonical) throws(RunError) -> PatternPicker {
    try wheels("99:59:59.99", symbols: symbols)
  }

  /// Pace wheels per km or mi, minutes to hundredths.
  public static func pace(symbols: NumberSymbols = .canonical) throws(RunError) -> PatternPicker {
    try wheels("59:59.99", symbols: symbols)
  }

  /// Speed wheels in km/h or mph.
  public static func speed(symbols: NumberSymbols = .canonical) throws(RunError) -> PatternPicker {
    try wheels("99.99", symbols: symbols)
  }

  /// The Riegel exponent's wheels, 1.00-1.20.
  public static func exponent(symbols: NumberSymbols = .canonical) throws(RunError)
    -> PatternPicker
  {
    try wheels(
      "9.99",
      ValueConstraints(
        minimum: RacePredictor.exponents.lowerBound, maximum: RacePredictor.exponents.upperBound),
      symbols: symbols)
  }

  /// Repetitions of an interval session, 1-100.
  public static func repetitions(symbols: NumberSymbols = .canonical) throws(RunError)
    -> PatternPicker
  {
    try wheels(
      "999", ValueConstraints(minimum: 1, maximum: ExactNumber(IntervalWorkout.repetitionLimit)),
      symbols: symbols)
  }

  /// The wheels of one of the calculator's patterns and bounds; they are its own, so a refusal
  /// here would be a fault in them, said as the field's.
  private static func wheels(
    _ pattern: String, _ constraints: ValueConstraints = ValueConstraints(),
    symbols: NumberSymbols
  ) throws(RunError) -> PatternPicker {
    let parsed: WheelPattern
    do { parsed = try WheelPattern(pattern) } catch { throw .field(pattern, "\(error)") }
    do {
      return try PatternPicker(pattern: parsed, constraints: constraints, symbols: symbols)
    } catch { throw .field(pattern, "\(error)") }
  }

  /// An amount read on its wheels, in a unit's base (metres, seconds per metre, m/s); a
  /// refusal names the field.
  public static func read(
    _ field: String, _ text: String, on wheels: PatternPicker, in unit: ExactUnit
  )
    throws(RunError) -> Ratio
  {
    Ratio(try read(field, text, on: wheels), unit)
  }

  /// A value read on its wheels, a refusal naming the field ("repetitions: 101 is above the
  /// maximum 100").
  public static func read(_ field: String, _ text: String, on wheels: PatternPicker)
    throws(RunError) -> ExactNumber
  {
    do {
      return try wheels.accept(text).value.exactNumber
    } catch {
      throw .field(field, "\(error)")
    }
  }
}
