/// Why the core refused or moved something, whatever the picker kind; its description is the
/// message a person reads.
public enum PickerRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// A pattern value the wheels or constraints refuse.
  case value(ValueError)
  /// A date, time or countdown that does not exist or is out of range.
  case date(DateError)
  /// A measure: unknown unit, wrong dimension, or a quantity the unit's wheels refuse.
  case measure(MeasureError)
  /// An option that no column offers.
  case option(OptionError)
  /// A key that cannot be typed here.
  case key(KeyRefusal)

  /// What was wrong and what is allowed, in one line, with nothing a terminal would obey.
  public var description: String { Echo.oneLine(reason) }

  private var reason: String {
    switch self {
    case .value(let error): error.description
    case .date(let error): error.description
    case .measure(let error): error.description
    case .option(let error): error.description
    case .key(let refusal): refusal.description
    }
  }

  /// Whether a nearest legal value can stand in for the refused one (not for garbage).
  public var hasNearestValue: Bool {
    switch self {
    case .value(let error): error.hasNearestValue
    case .date(let error): error.hasNearestValue
    case .measure(let error): error.hasNearestValue
    case .option(let error): error.hasNearestValue
    case .key: false
    }
  }
}

/// A key the focused wheel cannot take, and what it can.
public enum KeyRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// A digit above what a wheel holds.
  case digitDoesNotFit(digit: Int, wheel: String, maximum: Int)
  /// More digits than a part of the number has.
  case groupFull(digits: Int, next: String)
  /// More decimals than the pattern has.
  case noMoreDecimals(pattern: String, places: Int)
  /// A decimal part no sixteenth has (`.33`).
  case notASixteenth(String)
  /// A sign for a picker without a sign wheel.
  case noSign(pattern: String)
  /// `:` where no more groups exist.
  case noMoreGroups(pattern: String, colons: Int)
  /// No row's title starts with what was typed.
  case noRowStartsWith(String)
  /// A key with no meaning here.
  case notUnderstood(Character, allowed: String)
  /// A toggle sent to a picker that takes one value.
  case noChoices

  /// The same refusal, already written with its numbers and decimal key in other signs
  /// (``written(in:)``).
  indirect case written(KeyRefusal, text: String)

  /// What was wrong and what is allowed, in one line.
  public var description: String { description(writing: { $0 }) }

  /// The same refusal with its numbers, and the decimal key it names, in a locale's signs (`9
  /// does not fit the tens wheel: it holds 0-5`, `type digits, ',' or a sign` in de_DE); the
  /// key typed stays as it was.
  public func written(in symbols: NumberSymbols) -> KeyRefusal {
    if symbols.isCanonical { return self }
    if case .written = self { return self }
    return .written(self, text: description(writing: symbols.written))
  }

  /// The description, each number and decimal key it states written by `number`.
  private func description(writing number: (String) -> String) -> String {
    func count(_ value: Int) -> String { number(String(value)) }
    let point = number("'.'")
    return switch self {
    case .digitDoesNotFit(let digit, let wheel, let maximum):
      "\(count(digit)) does not fit the \(wheel) wheel: it holds \(count(0))-\(count(maximum))"
    case .groupFull(let digits, let next):
      "this part has \(count(digits)) digit\(digits == 1 ? "" : "s"): type \(next) next"
    case .noMoreDecimals(let pattern, let places):
      places == 0
        ? "\(number(pattern)) holds whole numbers: no decimals can be typed"
        : "\(number(pattern)) holds \(count(places)) decimal\(places == 1 ? "" : "s"): no more can be typed"
    case .notASixteenth(let text):
      "\(number(text)) is not the start of a sixteenth: type \(number(".0625")), \(number(".125")), "
        + "\(number(".25")), \(number(".5")) or another n/\(count(16))"
    case .noSign(let pattern):
      "\(number(pattern)) has no sign wheel: its values are \(count(0)) or more"
    case .noMoreGroups(let pattern, let colons):
      colons == 0
        ? "\(number(pattern)) has no ':' groups: type digits and \(point)"
        : "\(number(pattern)) has \(count(colons)) ':'; no more can be typed"
    case .noRowStartsWith(let text):
      "no row of this wheel starts with \(text); use Up and Down to spin it"
    case .notUnderstood(let key, let allowed):
      "\"\(Echo.oneLine(String(key)))\" cannot be typed here: type \(allowed)"
    case .noChoices:
      "this picker takes one value: select a row; only a list of several choices toggles rows"
    case .written(_, let text):
      text
    }
  }
}
