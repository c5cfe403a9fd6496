/// A pattern picker with its constraints: the core every front end asks.
///
/// It answers which wheels and rows exist, what a selection means, and where any selection,
/// number or typed answer lands when corrected to the nearest legal value.
public struct PatternPicker: Sendable, Hashable {
  /// The wheels and what they mean.
  public let pattern: WheelPattern
  /// Minimum, maximum and step on top of the pattern.
  public let constraints: ValueConstraints
  /// Rows to value and back.
  public let conversion: RowValueConversion
  let legal: LegalValues
  /// The wheels as every front end draws them, made once.
  package let pickerWheels: [PickerWheel]
  /// Which wheels typed keys go to, found once rather than for every key.
  let entryWheels: EntryWheels
  /// The signs the wheels and texts are written with, and keys and answers read with.
  public let symbols: NumberSymbols

  /// Creates a picker; constraints that do not fit the pattern are an error that says why.
  ///
  /// With `symbols` of a locale, the wheels, `text` and `written` use its digits and decimal
  /// sign, and keys and answers are read in them as well as in `.` and Latin digits; the value
  /// stays canonical.
  public init(
    pattern: WheelPattern, constraints: ValueConstraints = ValueConstraints(),
    symbols: NumberSymbols = .canonical
  ) throws(ConstraintError) {
    self.pattern = pattern
    self.constraints = constraints
    self.symbols = symbols
    self.conversion = RowValueConversion(pattern: pattern)
    self.legal = try LegalValues(pattern: pattern, constraints: constraints)
    self.pickerWheels = pattern.wheels.indices.map { index in
      let wheel = pattern.wheels[index]
      return PickerWheel(
        rowCount: wheel.rowCount, isAdjustable: wheel.isAdjustable, isCyclic: wheel.isAdjustable,
        accessibleName: pattern.wheelNames[index])
    }
    self.entryWheels = EntryWheels(pattern)
  }

  /// The lowest legal value.
  public var minimum: PatternValue { legal.value(legal.firstLegal) }
  /// The highest legal value the wheels can show.
  public var maximum: PatternValue { legal.value(legal.floor(legal.highest) ?? legal.highest) }

  /// What the wheels show for a value, or its plain decimal when the wheels cannot show it.
  public func text(of value: PatternValue) -> String {
    guard let rows = try? conversion.rows(for: value) else {
      return symbols.written(value.description)
    }
    return symbols.written(pattern.text(of: rows))
  }

  /// Why a value is refused, or nil when it is legal.
  public func violation(of value: PatternValue) -> ValueError? {
    do {
      let units = try conversion.units(of: value)
      return legal.violation(units, shownAs: value.description)
    } catch {
      return error
    }
  }

  /// Checks an answer strictly: a legal value, or the reason it is refused.
  public func accept(_ answer: String) throws(ValueError) -> Correction {
    let (number, groupProblem) = try pattern.scaledNumber(parsing: answer)
    let shown = answer.trimmingSpaces
    if let groupProblem { throw groupProblem }
    guard number.isExact else {
      // Out of range says more than too many decimals (999999.99 in 9.9 is above its maximum).
      switch legal.violation(number.signed.floor, shownAs: shown) {
      case .aboveMaximum(let text, let maximum)?: throw .aboveMaximum(text, maximum: maximum)
      case .belowMinimum(let text, let minimum)?: throw .belowMinimum(text, minimum: minimum)
      case .negative(let text, let pattern)?: throw .negative(text, pattern: pattern)
      default: break
      }
      throw pattern.resolution == .sixteenths
        ? .notSixteenths(shown, pattern: pattern.source)
        : .tooManyDecimals(shown, pattern: pattern.source)
    }
    let units = number.signed.floor
    if let violation = legal.violation(units, shownAs: shown) { throw violation }
    return correction(units: units, from: nil, reason: nil)
  }

  /// The nearest legal value to an answer; only text that is no number at all is an error.
  ///
  /// Ties go away from zero: 2.25 becomes 2.3 in `9.9`, -2.25 becomes -2.3.
  public func nearest(toAnswer answer: String) throws(ValueError) -> Correction {
    do {
      return try accept(answer)
    } catch  where error.hasNearestValue {
      let (number, _) = try pattern.scaledNumber(parsing: answer)
      let (floor, remainder) = number.signed
      let units = legal.nearest(floor: floor, remainder: remainder) ?? legal.firstLegal
      return correction(units: units, from: nil, reason: error)
    }
  }

  /// The nearest legal value to any number.
  public func nearestValid(to value: ExactNumber) -> Correction {
    guard let number = ParsedNumber(value.description[...]) else {
      return correction(
        units: legal.nearest(floor: 0, remainder: .zero) ?? 0, from: nil, reason: nil)
    }
    let scaled = number.scaled(to: pattern.resolution)
    let (floor, remainder) = scaled.signed
    // Matched against nil rather than compared with ==, which would link ValueError's synthesized
    // == (11 KB of the page's core) for nothing.
    if remainder == .zero, case nil = legal.violation(floor, shownAs: value.description) {
      return correction(units: floor, from: nil, reason: nil)
    }
    let reason: ValueError =
      remainder == .zero
      ? legal.violation(floor, shownAs: value.description)
        ?? .tooManyDecimals(value.description, pattern: pattern.source)
      : (pattern.resolution == .sixteenths
        ? .notSixteenths(value.description, pattern: pattern.source)
        : .tooManyDecimals(value.description, pattern: pattern.source))
    let units = legal.nearest(floor: floor, remainder: remainder) ?? legal.firstLegal
    return correction(units: units, from: nil, reason: reason)
  }

  /// The exact units rows show when they are a legal selection, found without building
  /// anything (the hot path of every edit); nil for any other rows.
  func legalUnits(_ rows: [Int]) -> Int64? {
    let wheels = pattern.wheels
    guard rows.count == wheels.count else { return nil }
    for index in rows.indices where rows[index] < 0 || rows[index] >= wheels[index].rowCount {
      return nil
    }
    var units: Int64 = 0
    for place in pattern.places { units += Int64(rows[place.wheel]) * place.weight }
    if let sign = pattern.signWheel, rows[sign] == 1 { units = -units }
    return legal.isLegal(units) ? units : nil
  }

  /// The nearest legal selection to any rows.
  ///
  /// Rows are clamped into their wheels, then the value moves into min...max and onto the step
  /// grid. A legal selection comes back unchanged.
  public func nearestValid(to rows: [Int]) -> Correction {
    if let units = legalUnits(rows) {
      return Correction(
        rows: rows, from: nil, value: legal.value(units), text: pattern.text(of: rows),
        reason: nil)
    }
    var clamped = [Int](repeating: 0, count: pattern.wheels.count)
    var reason: ValueError?
    for (index, wheel) in pattern.wheels.enumerated() {
      let row = index < rows.count ? rows[index] : 0
      clamped[index] = min(max(row, 0), wheel.rowCount - 1)
      if clamped[index] != row, reason == nil {
        reason = .rowOutOfRange(wheel: index, rowCount: wheel.rowCount, got: row)
      }
    }
    if rows.count != clamped.count {
      reason = .wrongRowCount(expected: clamped.count, got: rows.count)
    }
    // Rows inside their wheels always make a value.
    let units = (try? conversion.value(of: clamped))?.units ?? 0
    let text = pattern.text(of: clamped)
    guard let violation = legal.violation(units, shownAs: text) else {
      return Correction(
        rows: clamped, from: rows, value: legal.value(units), text: text, reason: reason)
    }
    let target = legal.nearest(floor: units, remainder: .zero) ?? legal.firstLegal
    return correction(units: target, from: rows, reason: reason ?? violation)
  }

  /// The selection to start from: the given value's nearest legal rows, or the legal value
  /// nearest zero.
  public func initialSelection(for value: ExactNumber? = nil) -> Correction {
    if let value { return nearestValid(to: value) }
    return correction(
      units: legal.nearest(floor: 0, remainder: .zero) ?? legal.firstLegal, from: nil, reason: nil)
  }

  func correction(units: Int64, from previous: [Int]?, reason: ValueError?) -> Correction {
    let value = legal.value(units)
    let rows =
      (try? conversion.rows(for: value))
      ?? [Int](repeating: 0, count: pattern.wheels.count)
    return Correction(
      rows: rows, from: previous, value: value, text: pattern.text(of: rows), reason: reason)
  }
}

extension LegalValues {
  /// Builds the legal set, refusing constraints that the pattern cannot honour.
  init(pattern: WheelPattern, constraints: ValueConstraints) throws(ConstraintError) {
    let patternMaximum = pattern.maximumUnits
    let patternMinimum = pattern.allowsNegative ? -patternMaximum : 0
    let resolution = pattern.resolution
    let shown = { (units: Int64) in PatternValue(units: units, resolution: resolution).description }

    func units(_ decimal: ExactNumber, _ role: String) throws(ConstraintError) -> Int64 {
      let setting = role == "minimum" ? "min" : role == "maximum" ? "max" : role
      guard let parsed = ParsedNumber(decimal.description[...]) else {
        throw ConstraintError("\(role) \(decimal) is not a finite number", setting: setting)
      }
      let scaled = parsed.scaled(to: resolution)
      guard scaled.isExact else {
        throw ConstraintError(
          resolution == .sixteenths
            ? "\(role) \(decimal) is not a whole number of sixteenths, as \(pattern) holds"
            : "\(role) \(decimal) has more decimals than \(pattern) holds", setting: setting)
      }
      return scaled.signed.floor
    }

    /// A bound in units, inside what the pattern holds.
    func bound(_ decimal: ExactNumber?, _ role: String, setting: String, otherwise: Int64)
      throws(ConstraintError) -> Int64
    {
      guard let decimal else { return otherwise }
      let bound = try units(decimal, role)
      guard bound >= patternMinimum, bound <= patternMaximum else {
        throw ConstraintError(
          "\(role) \(decimal) is outside what \(pattern) holds (\(shown(patternMinimum))"
            + " to \(shown(patternMaximum)))", setting: setting)
      }
      return bound
    }
    let lowest = try bound(
      constraints.minimum, "minimum", setting: "min", otherwise: patternMinimum)
    let highest = try bound(
      constraints.maximum, "maximum", setting: "max", otherwise: patternMaximum)
    guard lowest <= highest else {
      throw ConstraintError(
        "minimum \(shown(lowest)) is above the maximum \(shown(highest))", setting: "min")
    }
    var step: Int64 = 1
    if let stepDecimal = constraints.step {
      guard stepDecimal > 0 else {
        throw ConstraintError("step must be above 0, got \(stepDecimal)", setting: "step")
      }
      do {
        step = try units(stepDecimal, "step")
      } catch {
        throw ConstraintError(
          "step \(stepDecimal) is finer than \(pattern) can show (\(shown(1)))", setting: "step")
      }
      guard step > 0, step <= patternMaximum - patternMinimum || patternMaximum == 0 else {
        throw ConstraintError(
          "step \(stepDecimal) is larger than the range \(pattern) holds", setting: "step")
      }
    }
    self.init(
      pattern: pattern, lowest: lowest, highest: highest, step: step,
      base: constraints.minimum == nil ? 0 : lowest,
      hasMinimum: constraints.minimum != nil, hasMaximum: constraints.maximum != nil)
    guard floor(highest) != nil else {
      throw ConstraintError(
        "no value of \(pattern) lies within \(shown(lowest)) to \(shown(highest))"
          + " on steps of \(shown(step))", setting: "step")
    }
  }
}
