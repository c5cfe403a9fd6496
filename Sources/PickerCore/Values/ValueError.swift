/// A value or answer the wheels refuse, with a message that says what is allowed.
public enum ValueError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Nothing was given.
  case empty
  /// The text is longer than any answer can be.
  case tooLong(count: Int, limit: Int)
  /// NaN or infinity.
  case notFinite(String)
  /// The text is not a number the pattern can read.
  case notANumber(String, pattern: String, example: String)
  /// More decimals than the pattern's wheels show.
  case tooManyDecimals(String, pattern: String)
  /// Not a whole number of sixteenths.
  case notSixteenths(String, pattern: String)
  /// More `:` groups than the pattern has.
  case tooManyGroups(String, pattern: String, groups: Int)
  /// A `:` group outside its range ("seconds must be 0-59, got 60").
  case groupOutOfRange(name: String, maximum: Int64, got: String)
  /// A value the wheels cannot show because one wheel would need a row it lacks.
  case wheelCannotShow(String, pattern: String, wheel: Int, maximum: Int, needed: Int64)
  /// A negative value for a pattern without a sign wheel.
  case negative(String, pattern: String)
  /// Below the minimum.
  case belowMinimum(String, minimum: String)
  /// Above the maximum.
  case aboveMaximum(String, maximum: String)
  /// Between two steps of the step grid.
  case offStep(String, step: String, base: String)
  /// A selection with the wrong number of rows.
  case wrongRowCount(expected: Int, got: Int)
  /// A row a wheel does not have.
  case rowOutOfRange(wheel: Int, rowCount: Int, got: Int)

  /// What was wrong and what is allowed, in one line.
  public var description: String {
    switch self {
    case .empty:
      "no value given: type a number"
    case .tooLong(let count, let limit):
      "the answer is \(count) characters long; at most \(limit) are read"
    case .notFinite(let text):
      "\(Echo.shown(text)) is not a finite number: give digits"
    case .notANumber(let text, let pattern, let example):
      "\"\(Echo.shown(text))\" is not a value for \(pattern): give digits such as \(example)"
    case .tooManyDecimals(let text, let pattern):
      "\(Echo.shown(text)) has more decimals than \(pattern) holds"
    case .notSixteenths(let text, let pattern):
      "\(Echo.shown(text)) is not a whole number of sixteenths: \(pattern) holds 0, 1/16, 1/8 ... 15/16"
    case .tooManyGroups(let text, let pattern, let groups):
      "\(Echo.shown(text)) has more ':' groups than \(pattern), which has \(groups)"
    case .groupOutOfRange(let name, let maximum, let got):
      "\(name) must be 0-\(maximum), got \(got)"
    case .wheelCannotShow(let text, let pattern, let wheel, let maximum, let needed):
      "\(Echo.shown(text)) cannot be shown on \(pattern): wheel \(wheel + 1) holds 0-\(maximum), "
        + "it would need \(needed)"
    case .negative(let text, let pattern):
      "\(Echo.shown(text)) is below zero, but \(pattern) has no sign wheel (start the pattern with ±)"
    case .belowMinimum(let text, let minimum):
      "\(Echo.shown(text)) is below the minimum \(minimum)"
    case .aboveMaximum(let text, let maximum):
      "\(Echo.shown(text)) is above the maximum \(maximum)"
    case .offStep(let text, let step, let base):
      "\(Echo.shown(text)) is off the step grid: steps of \(step) from \(base)"
    case .wrongRowCount(let expected, let got):
      "a selection needs one row for each of the \(expected) wheels, got \(got)"
    case .rowOutOfRange(let wheel, let rowCount, let got):
      "wheel \(wheel + 1) has rows 0-\(rowCount - 1), got \(got)"
    }
  }

  /// Whether the nearest legal value can stand in for the refused one (not for garbage).
  public var hasNearestValue: Bool {
    switch self {
    case .empty, .tooLong, .notFinite, .notANumber, .wrongRowCount: false
    default: true
    }
  }
}
