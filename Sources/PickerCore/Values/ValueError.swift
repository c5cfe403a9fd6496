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

  /// The same refusal, already written with its numbers in other signs (``written(in:)``).
  indirect case written(ValueError, text: String)

  /// What was wrong and what is allowed, in one line.
  public var description: String { description(writing: { $0 }) }

  /// The same refusal with every number it states in a locale's signs (`20,3 is off the step
  /// grid: steps of 0,5 from 0` in de_DE), the pattern's digits too (`٩٩٫٩`, as its wheels show
  /// it), so a message reads in the reader's digits throughout; text typed that is no number
  /// stays as it was.
  public func written(in symbols: NumberSymbols) -> ValueError {
    if symbols.isCanonical { return self }
    if case .written = self { return self }
    return .written(self, text: description(writing: symbols.written))
  }

  /// The description, each number it states written by `number`.
  func description(writing number: (String) -> String) -> String {
    func count(_ value: Int64) -> String { number(String(value)) }
    return switch self {
    case .empty:
      "no value given: type a number"
    case .tooLong(let length, let limit):
      "the answer is \(count(Int64(length))) characters long; at most \(count(Int64(limit))) are "
        + "read"
    case .notFinite(let text):
      "\(Echo.shown(text)) is not a finite number: give digits"
    case .notANumber(let text, let pattern, let example):
      "\"\(Echo.shown(text))\" is not a value for \(number(pattern)): give digits such as \(number(example))"
    case .tooManyDecimals(let text, let pattern):
      "\(Echo.shown(number(text))) has more decimals than \(number(pattern)) holds"
    case .notSixteenths(let text, let pattern):
      "\(Echo.shown(number(text))) is not a whole number of sixteenths: \(number(pattern)) holds "
        + "\(count(0)), \(count(1))/\(count(16)), \(count(1))/\(count(8)) ... "
        + "\(count(15))/\(count(16))"
    case .tooManyGroups(let text, let pattern, let groups):
      "\(Echo.shown(number(text))) has more ':' groups than \(number(pattern)), which has "
        + count(Int64(groups))
    case .groupOutOfRange(let name, let maximum, let got):
      "\(name) must be \(count(0))-\(count(maximum)), got \(number(got))"
    case .wheelCannotShow(let text, let pattern, let wheel, let maximum, let needed):
      "\(Echo.shown(number(text))) cannot be shown on \(number(pattern)): wheel \(count(Int64(wheel) + 1)) "
        + "holds \(count(0))-\(count(Int64(maximum))), it would need \(count(needed))"
    case .negative(let text, let pattern):
      "\(Echo.shown(number(text))) is below zero, but \(number(pattern)) has no sign wheel (start the "
        + "pattern with ±)"
    case .belowMinimum(let text, let minimum):
      "\(Echo.shown(number(text))) is below the minimum \(number(minimum))"
    case .aboveMaximum(let text, let maximum):
      "\(Echo.shown(number(text))) is above the maximum \(number(maximum))"
    case .offStep(let text, let step, let base):
      "\(Echo.shown(number(text))) is off the step grid: steps of \(number(step)) from "
        + number(base)
    case .wrongRowCount(let expected, let got):
      "a selection needs one row for each of the \(count(Int64(expected))) wheels, got "
        + count(Int64(got))
    case .rowOutOfRange(let wheel, let rowCount, let got):
      "wheel \(count(Int64(wheel) + 1)) has rows \(count(0))-\(count(Int64(rowCount) - 1)), got "
        + count(Int64(got))
    case .written(_, let text):
      text
    }
  }

  /// Whether the nearest legal value can stand in for the refused one (not for garbage).
  public var hasNearestValue: Bool {
    switch self {
    case .empty, .tooLong, .notFinite, .notANumber, .wrongRowCount: false
    case .written(let error, _): error.hasNearestValue
    default: true
    }
  }
}
