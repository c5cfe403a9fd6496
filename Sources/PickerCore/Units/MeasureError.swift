/// A measure the wheels refuse, with a message that says what is allowed.
public enum MeasureError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No number before the unit.
  case missingQuantity(String, example: String)
  /// A unit no dimension knows.
  case unknownUnit(String, dimension: MeasureDimension, allowed: [String])
  /// A unit of another dimension.
  case wrongDimension(
    String, unit: String, unitDimension: MeasureDimension, wanted: MeasureDimension)
  /// A unit of the right dimension that is not on this picker's unit wheel.
  case unitNotOffered(String, allowed: [String])
  /// Below zero in a dimension without negative amounts.
  case negative(String, dimension: MeasureDimension)
  /// Colder than absolute zero.
  case belowAbsoluteZero(String, zero: String)
  /// A speed of zero has no pace (and the other way round).
  case noReciprocal(String)
  /// Units that cannot convert into each other.
  case cannotConvert(from: String, to: String)
  /// A unit whose quantity pattern is not a valid pattern.
  case badUnitPattern(String, PatternError)
  /// The quantity itself, refused by its wheels.
  case quantity(ValueError, unit: String)
  /// A unit a measure cannot be converted to.
  case notAConversionTarget(String, allowed: [String])
  /// A unit listed twice on a unit wheel (by its symbol or an alias).
  case repeatedUnit(String, unit: String)
  /// A conversion or quotient past what an exact number holds.
  case outOfRange(String)
  /// A quotient whose divisor is zero (a zero divisor, or a unit defined as zero).
  case divisionByZero(String)
  /// The same refusal, already written with its numbers in other signs (``written(in:)``).
  indirect case written(MeasureError, text: String)

  /// What was wrong and what is allowed, in one line.
  public var description: String { description(writing: { $0 }) }

  /// The description, the numbers of its quantity written by `number`.
  private func description(writing number: (String) -> String) -> String {
    switch self {
    case .missingQuantity(let text, let example):
      "\"\(Echo.shown(text))\" has no quantity: give a number and a unit, as in \(example)"
    case .unknownUnit(let unit, let dimension, let allowed):
      "unknown unit \"\(Echo.shown(unit))\": \(dimension.rawValue) units are \(allowed.joined(separator: ", "))"
    case .wrongDimension(let text, let unit, let unitDimension, let wanted):
      "\(Echo.shown(text)) is \(unitDimension.article) (\(unit)), but this picker measures \(wanted.rawValue)"
    case .unitNotOffered(let unit, let allowed):
      "\(Echo.shown(unit)) is not on this picker's unit wheel: use \(allowed.joined(separator: ", "))"
    case .negative(let text, let dimension):
      "\(Echo.shown(number(text))): \(dimension.article) cannot be below zero"
    case .belowAbsoluteZero(let text, let zero):
      "\(Echo.shown(number(text))) is below absolute zero (\(number(zero)))"
    case .noReciprocal(let text):
      "\(Echo.shown(text)) has no reciprocal: a speed or pace of zero cannot convert"
    case .cannotConvert(let from, let to):
      "\(from) cannot convert to \(to): pick a unit of the same dimension (or speed and pace)"
    case .badUnitPattern(let unit, let error):
      "the unit \(unit) has a bad quantity pattern: \(error)"
    case .quantity(let error, let unit):
      "\(error.description(writing: number)) (\(unit))"
    case .repeatedUnit(let name, let unit):
      "\(Echo.shown(name)) names \(unit) again; list each unit once"
    case .notAConversionTarget(let unit, let allowed):
      "\(Echo.shown(unit)) is not a unit this can convert to: use \(allowed.joined(separator: ", "))"
    case .outOfRange(let what):
      "\(what) is past what an exact number holds: 38 significant digits, 10^-128 to 10^127"
    case .divisionByZero(let what):
      "\(what) has no value: it divides by zero"
    case .written(_, let text):
      text
    }
  }

  /// The same refusal with the numbers of its quantity in a locale's signs (`25,5 is above the
  /// maximum 20 (kg)` in de_DE); units and text typed that is no number stay as they are.
  public func written(in symbols: NumberSymbols) -> MeasureError {
    if symbols.isCanonical { return self }
    switch self {
    case .written: return self
    case .quantity(.written, _): return self
    default: return .written(self, text: description(writing: symbols.written))
    }
  }

  /// Whether the nearest legal measure can stand in (not for unknown units or garbage).
  public var hasNearestValue: Bool {
    switch self {
    case .negative, .belowAbsoluteZero: true
    case .quantity(let error, _): error.hasNearestValue
    case .written(let error, _): error.hasNearestValue
    default: false
    }
  }
}
