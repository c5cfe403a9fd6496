/// Quantity wheels and a unit wheel: a measure entered on wheels and converted exactly.
///
/// Each unit chooses the pattern of its quantity (km `999.99`, pace `59:59`, °C `±999.99`). The
/// unit wheel is the last wheel; changing it converts the quantity or keeps its digits, and the
/// selection always ends valid on the new unit's wheels.
public struct MeasurePicker: Sendable, Hashable {
  /// What the picker measures.
  public let dimension: MeasureDimension
  /// The unit wheel's units, in order; the first is the default.
  public let units: [ExactUnit]

  /// What turning the unit wheel does to the quantity.
  public enum UnitTurn: String, Sendable, Hashable, CaseIterable {
    /// The same amount in the new unit (1 kg becomes 1000 g).
    case convert
    /// The same digits in the new unit (1 kg becomes 1 g), for correcting a wrong unit.
    case keepDigits
  }

  /// What turning the unit wheel does, whatever turned it (a key, a scroll, a tap).
  public let unitTurn: UnitTurn
  /// Each unit's quantity wheels, in unit order.
  let quantities: [PatternPicker]
  /// Each unit's wheels (its quantity's, then the unit wheel), made once.
  let wheelSets: [[PickerWheel]]
  /// The signs amounts are written and read with (``NumberSymbols``).
  public let symbols: NumberSymbols

  /// Creates a measure picker, with the dimension's units or a chosen, ordered subset of them,
  /// writing amounts with a locale's `numberSymbols`.
  public init(
    dimension: MeasureDimension, units symbols: [String]? = nil, unitTurn: UnitTurn = .convert,
    numberSymbols: NumberSymbols = .canonical
  )
    throws(MeasureError)
  {
    self.dimension = dimension
    self.unitTurn = unitTurn
    self.symbols = numberSymbols
    var chosen: [ExactUnit] = []
    if let symbols, !symbols.isEmpty {
      for symbol in symbols {
        guard let unit = dimension.unit(named: symbol) else {
          if let other = UnitCatalog.all.first(where: { $0.isNamed(symbol) }) {
            throw .wrongDimension(
              symbol, unit: other.symbol, unitDimension: other.dimension, wanted: dimension)
          }
          throw .unknownUnit(
            symbol, dimension: dimension, allowed: dimension.units.map { $0.symbol })
        }
        guard !chosen.contains(unit) else { throw .repeatedUnit(symbol, unit: unit.symbol) }
        chosen.append(unit)
      }
    } else {
      chosen = dimension.units
    }
    units = chosen
    var quantities: [PatternPicker] = []
    for unit in chosen {
      quantities.append(
        try Self.makeQuantityPicker(for: unit, dimension: dimension, symbols: numberSymbols))
    }
    self.quantities = quantities
    let unitWheel = PickerWheel(
      rowCount: chosen.count, isAdjustable: chosen.count > 1, isCyclic: false,
      accessibleName: "unit")
    self.wheelSets = quantities.map { $0.pickerWheels + [unitWheel] }
  }

  /// The quantity wheels for a unit: its pattern, from zero (or absolute zero) up.
  public func quantityPicker(for unit: ExactUnit) throws(MeasureError) -> PatternPicker {
    if let index = units.firstIndex(of: unit) { return quantities[index] }
    return try Self.makeQuantityPicker(for: unit, dimension: dimension, symbols: symbols)
  }

  private static func makeQuantityPicker(
    for unit: ExactUnit, dimension: MeasureDimension, symbols: NumberSymbols
  ) throws(MeasureError) -> PatternPicker {
    let pattern: WheelPattern
    do {
      pattern = try WheelPattern(unit.pattern)
    } catch {
      throw .badUnitPattern(unit.symbol, error)
    }
    var constraints = ValueConstraints()
    if dimension == .temperature, let zero = UnitCatalog.lowestBase(of: .temperature),
      let celsius = MeasureDimension.temperature.unit(named: "°C"),
      let lowest = try? ExactConversion.convert(zero, from: celsius, to: unit)
    {
      constraints.minimum = lowest.value
    }
    do {
      return try PatternPicker(pattern: pattern, constraints: constraints, symbols: symbols)
    } catch {
      throw .badUnitPattern(
        unit.symbol, PatternError(pattern: unit.pattern, offset: 0, reason: error.description))
    }
  }

  /// Splits an answer into its quantity text and unit; without a unit, the first unit is meant.
  public func split(_ answer: String) throws(MeasureError) -> (quantity: String, unit: ExactUnit) {
    let text = answer.trimmingSpaces
    let example = "1.5 \(units.first?.symbol ?? "")"
    guard !text.isEmpty else { throw .missingQuantity(text, example: example) }
    // NaN and infinity go to the quantity wheels, which say why they are refused.
    let bare = String(text.lowercased().drop { "+-−".contains($0) })
    if ["nan", "inf", "infinity"].contains(bare), let first = units.first { return (text, first) }
    let known = (units + UnitCatalog.all).flatMap { unit in
      ([unit.symbol] + unit.aliases).map { (name: $0, unit: unit) }
    }.ordered { $0.name.count > $1.name.count }
    let lowered = text.lowercased()
    for (name, unit) in known where lowered.hasSuffix(name.lowercased()) {
      let quantity = String(text.dropLast(name.count))
      guard
        quantity.isEmpty || quantity.last.map({ $0 == " " || $0.isASCIIDigit || $0 == "." }) == true
      else { continue }
      let trimmed = quantity.trimmingSpaces
      guard !trimmed.isEmpty else { throw .missingQuantity(text, example: example) }
      guard unit.dimension == dimension else {
        throw .wrongDimension(
          text, unit: unit.symbol, unitDimension: unit.dimension, wanted: dimension)
      }
      guard let offered = units.first(where: { $0 == unit }) else {
        throw .unitNotOffered(unit.symbol, allowed: units.map { $0.symbol })
      }
      return (trimmed, offered)
    }
    // No known unit: a trailing word is an unknown unit; a bare number means the first unit.
    if let last = text.last, last.isLetter || !(last.isASCIIDigit || last == "." || last == ")") {
      let word = text.split(separator: " ").last.map(String.init) ?? text
      let unitText = word.drop { $0.isASCIIDigit || $0 == "." || $0 == "-" || $0 == ":" }
      throw .unknownUnit(String(unitText), dimension: dimension, allowed: units.map { $0.symbol })
    }
    guard let first = units.first else { throw .missingQuantity(text, example: example) }
    return (text, first)
  }

  /// Checks an answer such as `1.5 kg` strictly.
  public func accept(_ answer: String) throws(MeasureError) -> MeasureReading {
    let (quantity, unit) = try split(answer)
    let picker = try quantityPicker(for: unit)
    try checkSign(quantity, unit: unit)
    do {
      return MeasureReading(unit: unit, quantity: try picker.accept(quantity), reason: nil)
    } catch {
      throw translate(error, quantity: quantity, unit: unit)
    }
  }

  /// The nearest legal measure to an answer; unknown units and garbage stay errors.
  public func nearest(toAnswer answer: String) throws(MeasureError) -> MeasureReading {
    do {
      return try accept(answer)
    } catch  where error.hasNearestValue {
      let (quantity, unit) = try split(answer)
      let picker = try quantityPicker(for: unit)
      do {
        return MeasureReading(
          unit: unit, quantity: try picker.nearest(toAnswer: quantity), reason: error)
      } catch {
        throw .quantity(error, unit: unit.symbol)
      }
    }
  }

  /// Converts a reading exactly, and says whether the result fits the target unit's wheels.
  public func convert(_ reading: MeasureReading, to target: ExactUnit) throws(MeasureError)
    -> MeasureConversion
  {
    let amount = try ExactConversion.convert(reading.amount, from: reading.unit, to: target)
    let wheels = try MeasurePicker(dimension: target.dimension, units: [target.symbol])
      .quantityPicker(for: target)
    let shown = wheels.nearestValid(to: amount.value)
    let fits = amount.isExact && !shown.wasCorrected && shown.value.exactNumber == amount.value
    return MeasureConversion(
      amount: amount, unit: target, fits: fits,
      nearest: MeasureReading(unit: target, quantity: shown, reason: nil))
  }

  /// Turns the unit wheel: the same amount in the new unit, or the same digits, as the caller
  /// chooses; either way the quantity lands valid on the new unit's wheels.
  public func changingUnit(of reading: MeasureReading, to unit: ExactUnit, keepingDigits: Bool)
    throws(MeasureError) -> MeasureReading
  {
    let wheels = try quantityPicker(for: unit)
    let amount =
      keepingDigits
      ? reading.amount
      : try ExactConversion.convert(reading.amount, from: reading.unit, to: unit).value
    let corrected = wheels.nearestValid(to: amount)
    return MeasureReading(
      unit: unit, quantity: corrected,
      reason: corrected.reason.map { MeasureError.quantity($0, unit: unit.symbol) })
  }

  /// The reading a selection of every wheel shows (the quantity's rows, then the unit wheel's),
  /// corrected to the nearest valid quantity.
  public func reading(of rows: [Int]) -> MeasureReading? {
    guard !units.isEmpty else { return nil }
    let unit = units[min(max(rows.last ?? 0, 0), units.count - 1)]
    guard let quantity = try? quantityPicker(for: unit) else { return nil }
    let corrected = quantity.nearestValid(to: Array(rows.dropLast()))
    return MeasureReading(
      unit: unit, quantity: corrected,
      reason: corrected.reason.map { MeasureError.quantity($0, unit: unit.symbol) })
  }

  /// The rows of every wheel: the quantity's, then the unit wheel's.
  public func rows(of reading: MeasureReading) -> [Int] {
    reading.quantity.rows + [units.firstIndex(of: reading.unit) ?? 0]
  }

  /// The measure in words: `12.5 kilograms`, `5 minutes per kilometre`, `minus 40 degrees
  /// Fahrenheit`.
  public func spokenDescription(of reading: MeasureReading) -> String {
    guard let picker = try? quantityPicker(for: reading.unit) else { return reading.text }
    let spoken = picker.spokenDescription(of: reading.quantity.value)
    if picker.pattern.groups.count > 1 {
      // Durations already say their units; paces add the distance.
      let singular = reading.unit.singular
      guard let per = singular.indices.first(where: { singular[$0...].hasPrefix("per ") }) else {
        return spoken
      }
      return spoken + " " + singular[per...]
    }
    return "\(spoken) \(reading.unit.name(for: reading.amount))"
  }

  private func checkSign(_ quantity: String, unit: ExactUnit) throws(MeasureError) {
    guard !dimension.allowsNegative, let first = quantity.first, first == "-" || first == "−",
      quantity.contains(where: { ("1"..."9").contains($0) })
    else { return }
    throw .negative("\(quantity) \(unit.symbol)", dimension: dimension)
  }

  private func translate(_ error: ValueError, quantity: String, unit: ExactUnit) -> MeasureError {
    if dimension == .temperature, case .belowMinimum(let text, let minimum) = error {
      return .belowAbsoluteZero("\(text) \(unit.symbol)", zero: "\(minimum) \(unit.symbol)")
    }
    return .quantity(error, unit: unit.symbol)
  }
}

/// A converted measure: the true amount, and the nearest the target's wheels can show.
public struct MeasureConversion: Sendable, Hashable {
  /// The converted amount: exact, or rounded to 12 significant digits.
  public let amount: ConvertedAmount
  /// The unit converted to.
  public let unit: ExactUnit
  /// Whether the target unit's wheels show the amount exactly.
  public let fits: Bool
  /// The nearest reading the target's wheels can show.
  public let nearest: MeasureReading

  /// The converted measure as a person reads it: the wheels' text when they show it exactly,
  /// else the amount itself (`113562.35352 mL`), never a wheel's maximum standing in for it.
  public var text: String { fits ? nearest.text : "\(amount.value) \(unit.symbol)" }
}
