/// A value as a machine reads it, for JSON and other structured output: every front end writes
/// the same facts about a selection, and only the core knows which facts a kind has.
public enum PickerDatum: Sendable, Hashable {
  /// An exact decimal number, written as its plain decimal text (`774.37`, `-40`).
  case number(String)
  /// Text.
  case text(String)
  /// True or false.
  case flag(Bool)
  /// Several data, in order.
  case list([PickerDatum])
  /// An exact amount in a unit (`300` in `min/km`): the `value` and `unit` a measure's report
  /// gives, as one value.
  case measure(amount: String, unit: String)

  /// A number as an exact JSON number, text as a string, a list as an array, a measure as
  /// `{"unit": "kg", "value": 1.5}`.
  public var json: JSONValue {
    switch self {
    case .number(let text): JSONValue.number(text: text) ?? .string(text)
    case .text(let text): .string(text)
    case .flag(let flag): .bool(flag)
    case .list(let data): .array(data.map { $0.json })
    case .measure(let amount, let unit):
      .object(
        JSONObject([
          ("unit", .string(unit)), ("value", JSONValue.number(text: amount) ?? .string(amount)),
        ]))
    }
  }
}

/// Facts a kind has beyond the value, for structured output; each is absent where a kind has
/// no such fact.
public struct PickerDetails: Sendable, Hashable {
  /// A date's value as the wheels show it in the locale's words (`Friday, February 28, 2025`).
  public var display: String?
  /// A date's instant with its UTC offset (a date's, month's or year's first midnight).
  public var instant: String?
  /// Which of a repeated wall-clock time the instant is (`first`, `second`).
  public var occurrence: String?
  /// A measure's unit symbol.
  public var unit: String?
  /// Whether a measure's value is exact (it always is on the wheels).
  public var exact: Bool?
  /// Options: the chosen label of each column.
  public var labels: [String]?
  /// Options with one column: the chosen label.
  public var label: String?
  /// Options with one column: the chosen label's 0-based position.
  public var index: Int?
  /// Options with several columns: each chosen label's 0-based position.
  public var indexes: [Int]?
  /// A date range's start, as ISO text.
  public var start: String?
  /// A date range's end, as ISO text.
  public var end: String?

  /// No facts.
  public init() {}
}

extension PatternPicker {
  /// The exact value as a number.
  public func datum(of value: PatternValue) -> PickerDatum { .number(value.description) }

  /// Patterns have no facts beyond the value.
  public func details(of state: PickerState) -> PickerDetails { PickerDetails() }
}

extension DateWheelPicker {
  /// What the wheels show in the locale's words, and the instant with its UTC offset (with which
  /// of a repeated hour it is).
  public func details(of state: PickerState) -> PickerDetails {
    let rows = state.rows
    let correction = nearestValid(to: rows)
    var details = PickerDetails()
    details.display = displayText(of: rows)
    if let instant = correction.moment {
      details.instant = instant.isoText(offset: zone.offset(at: instant))
    }
    details.occurrence = correction.occurrence?.rawValue
    return details
  }

  /// The ISO text, or a countdown's seconds as a number.
  public func datum(of value: LocalDateTime) -> PickerDatum {
    mode == .countdown ? .number(valueText(of: value)) : .text(valueText(of: value))
  }
}

extension MeasurePicker {
  /// The amount in its unit as a number.
  public func datum(of value: MeasureReading) -> PickerDatum { .number(valueText(of: value)) }

  /// The unit's symbol.
  public func details(of state: PickerState) -> PickerDetails {
    var details = PickerDetails()
    details.unit = value(of: state.rows).unit.symbol
    details.exact = true
    return details
  }
}

extension OptionPicker {
  /// The chosen value, or one per column; several choices as a list, however many.
  public func datum(of value: [Option]) -> PickerDatum {
    value.count == 1 && choiceLimit == nil
      ? .text(value[0].value) : .list(value.map { .text($0.value) })
  }

  /// The chosen labels, and their positions.
  public func details(of state: PickerState) -> PickerDetails {
    var details = PickerDetails()
    if choiceLimit != nil {
      let options = columns[0].options
      let row = min(max(state.rows.first ?? 0, 0), options.count - 1)
      let chosen = state.chosen.filter { options.indices.contains($0) }
      let indexes = chosen.isEmpty ? [row] : chosen
      details.labels = indexes.map { options[$0].label }
      details.indexes = indexes
      return details
    }
    let rows = state.rows
    let chosen = value(of: rows)
    let positions = corrected(rows).rows
    details.labels = chosen.map { $0.label }
    if chosen.count == 1 {
      details.label = chosen[0].label
      details.index = positions.first
    } else {
      details.indexes = positions
    }
    return details
  }
}
