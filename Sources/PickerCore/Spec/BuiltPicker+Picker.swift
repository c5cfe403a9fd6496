/// A picker of any of the four kinds as a ``Picker``: every call goes to its kind's.
///
/// So the editing function (``Picker/apply(_:to:)``), answers and reports are one function for
/// all four kinds, not one per kind: the page's core, which compiles a copy of a generic function
/// for each type it runs on, holds one copy of them rather than four.
extension BuiltPicker: Picker {
  /// The value of one of the four kinds.
  public enum Value: Sendable, Hashable {
    /// A pattern's exact value.
    case pattern(PatternValue)
    /// Wall-clock fields.
    case date(LocalDateTime)
    /// A start and an end.
    case dateRange(DateRange)
    /// An amount in a unit.
    case measure(MeasureReading)
    /// The options chosen, one per column.
    case options([OptionPicker.Option])
  }

  /// The kind's wheels.
  public func wheels(for rows: [Int]) -> [PickerWheel] {
    switch self {
    case .pattern(let picker): picker.wheels(for: rows)
    case .date(let picker): picker.wheels(for: rows)
    case .dateRange(let picker): picker.wheels(for: rows)
    case .measure(let picker): picker.wheels(for: rows)
    case .options(let picker): picker.wheels(for: rows)
    }
  }

  /// The kind's title of a row.
  public func title(ofRow row: Int, inWheel wheel: Int, rows: [Int]) -> String {
    switch self {
    case .pattern(let picker): picker.title(ofRow: row, inWheel: wheel, rows: rows)
    case .date(let picker): picker.title(ofRow: row, inWheel: wheel, rows: rows)
    case .dateRange(let picker): picker.title(ofRow: row, inWheel: wheel, rows: rows)
    case .measure(let picker): picker.title(ofRow: row, inWheel: wheel, rows: rows)
    case .options(let picker): picker.title(ofRow: row, inWheel: wheel, rows: rows)
    }
  }

  /// The kind's nearest legal selection.
  public func corrected(_ rows: [Int]) -> Settled {
    switch self {
    case .pattern(let picker): picker.corrected(rows)
    case .date(let picker): picker.corrected(rows)
    case .dateRange(let picker): picker.corrected(rows)
    case .measure(let picker): picker.corrected(rows)
    case .options(let picker): picker.corrected(rows)
    }
  }

  /// The kind's selection of a row.
  public func selecting(row: Int, inWheel wheel: Int, of rows: [Int]) -> Settled {
    switch self {
    case .pattern(let picker): picker.selecting(row: row, inWheel: wheel, of: rows)
    case .date(let picker): picker.selecting(row: row, inWheel: wheel, of: rows)
    case .dateRange(let picker): picker.selecting(row: row, inWheel: wheel, of: rows)
    case .measure(let picker): picker.selecting(row: row, inWheel: wheel, of: rows)
    case .options(let picker): picker.selecting(row: row, inWheel: wheel, of: rows)
    }
  }

  /// The kind's step.
  public func stepping(wheel: Int, by count: Int, in rows: [Int]) -> Settled {
    switch self {
    case .pattern(let picker): picker.stepping(wheel: wheel, by: count, in: rows)
    case .date(let picker): picker.stepping(wheel: wheel, by: count, in: rows)
    case .dateRange(let picker): picker.stepping(wheel: wheel, by: count, in: rows)
    case .measure(let picker): picker.stepping(wheel: wheel, by: count, in: rows)
    case .options(let picker): picker.stepping(wheel: wheel, by: count, in: rows)
    }
  }

  /// The kind's narrowed wheel (an option column's filter).
  public func narrowing(of state: PickerState) -> Narrowing? {
    switch self {
    case .options(let picker): picker.narrowing(of: state)
    default: nil
    }
  }

  /// The kind's typing of a key.
  public func typing(_ key: Character, in state: PickerState) -> Typed {
    switch self {
    case .pattern(let picker): picker.typing(key, in: state)
    case .date(let picker): picker.typing(key, in: state)
    case .dateRange(let picker): picker.typing(key, in: state)
    case .measure(let picker): picker.typing(key, in: state)
    case .options(let picker): picker.typing(key, in: state)
    }
  }

  /// The kind's value of a selection.
  public func value(of rows: [Int]) -> Value {
    switch self {
    case .pattern(let picker): .pattern(picker.value(of: rows))
    case .date(let picker): .date(picker.value(of: rows))
    case .dateRange(let picker): .dateRange(picker.value(of: rows))
    case .measure(let picker): .measure(picker.value(of: rows))
    case .options(let picker): .options(picker.value(of: rows))
    }
  }

  /// The kind's text of a selection.
  public func text(of rows: [Int]) -> String {
    switch self {
    case .pattern(let picker): picker.text(of: rows)
    case .date(let picker): picker.text(of: rows)
    case .dateRange(let picker): picker.text(of: rows)
    case .measure(let picker): picker.text(of: rows)
    case .options(let picker): picker.text(of: rows)
    }
  }

  /// The kind's words for a selection.
  public func spokenDescription(of rows: [Int]) -> String {
    switch self {
    case .pattern(let picker): picker.spokenDescription(of: rows)
    case .date(let picker): picker.spokenDescription(of: rows)
    case .dateRange(let picker): picker.spokenDescription(of: rows)
    case .measure(let picker): picker.spokenDescription(of: rows)
    case .options(let picker): picker.spokenDescription(of: rows)
    }
  }

  /// The kind's written text of a selection.
  public func writtenText(of rows: [Int]) -> String {
    switch self {
    case .pattern(let picker): picker.writtenText(of: rows)
    case .date(let picker): picker.writtenText(of: rows)
    case .dateRange(let picker): picker.writtenText(of: rows)
    case .measure(let picker): picker.writtenText(of: rows)
    case .options(let picker): picker.writtenText(of: rows)
    }
  }

  /// The kind's plain text of a value; empty for a value of another kind.
  public func valueText(of value: Value) -> String {
    switch (self, value) {
    case (.pattern(let picker), .pattern(let value)): picker.valueText(of: value)
    case (.date(let picker), .date(let value)): picker.valueText(of: value)
    case (.dateRange(let picker), .dateRange(let value)): picker.valueText(of: value)
    case (.measure(let picker), .measure(let value)): picker.valueText(of: value)
    case (.options(let picker), .options(let value)): picker.valueText(of: value)
    default: ""
    }
  }

  /// The kind's datum of a value; empty text for a value of another kind.
  public func datum(of value: Value) -> PickerDatum {
    switch (self, value) {
    case (.pattern(let picker), .pattern(let value)): picker.datum(of: value)
    case (.date(let picker), .date(let value)): picker.datum(of: value)
    case (.dateRange(let picker), .dateRange(let value)): picker.datum(of: value)
    case (.measure(let picker), .measure(let value)): picker.datum(of: value)
    case (.options(let picker), .options(let value)): picker.datum(of: value)
    default: .text("")
    }
  }

  /// The kind's facts about a selection.
  public func details(of state: PickerState) -> PickerDetails {
    switch self {
    case .pattern(let picker): picker.details(of: state)
    case .date(let picker): picker.details(of: state)
    case .dateRange(let picker): picker.details(of: state)
    case .measure(let picker): picker.details(of: state)
    case .options(let picker): picker.details(of: state)
    }
  }

  /// The kind's value and texts of a state (options chosen several at a time are in the state).
  public func selection(of state: PickerState) -> Selection<Value> {
    switch self {
    case .pattern(let picker): Self.lifted(picker.selection(of: state), Value.pattern)
    case .date(let picker): Self.lifted(picker.selection(of: state), Value.date)
    case .dateRange(let picker): Self.lifted(picker.selection(of: state), Value.dateRange)
    case .measure(let picker): Self.lifted(picker.selection(of: state), Value.measure)
    case .options(let picker): Self.lifted(picker.selection(of: state), Value.options)
    }
  }

  private static func lifted<Kind>(_ selection: Selection<Kind>, _ wrap: (Kind) -> Value)
    -> Selection<Value>
  {
    Selection(
      value: wrap(selection.value), text: selection.text, written: selection.written,
      spoken: selection.spoken)
  }

  /// The kind's toggle of a row (only options chosen several at a time toggle).
  public func toggling(row: Int, in state: PickerState) -> Typed {
    switch self {
    case .options(let picker): picker.toggling(row: row, in: state)
    default: Typed(state: state, refusal: .key(.noChoices))
    }
  }

  /// The chosen rows the kind keeps (only options chosen several at a time keep any).
  public func keptChoices(_ chosen: [Int]) -> [Int] {
    switch self {
    case .options(let picker): picker.keptChoices(chosen)
    default: []
    }
  }

  /// Too few chosen, for options chosen several at a time.
  public func shortfall(of state: PickerState) -> PickerRefusal? {
    switch self {
    case .options(let picker): picker.shortfall(of: state)
    default: nil
    }
  }

  /// The kind's reading of an answer.
  public func reading(_ answer: String, nearest: Bool) throws(PickerRefusal) -> Settled {
    switch self {
    case .pattern(let picker): try picker.reading(answer, nearest: nearest)
    case .date(let picker): try picker.reading(answer, nearest: nearest)
    case .dateRange(let picker): try picker.reading(answer, nearest: nearest)
    case .measure(let picker): try picker.reading(answer, nearest: nearest)
    case .options(let picker): try picker.reading(answer, nearest: nearest)
    }
  }

  /// The kind's first selection.
  public var initialRows: [Int] {
    switch self {
    case .pattern(let picker): picker.initialRows
    case .date(let picker): picker.initialRows
    case .dateRange(let picker): picker.initialRows
    case .measure(let picker): picker.initialRows
    case .options(let picker): picker.initialRows
    }
  }

  /// The kind's hint.
  public var answerHint: String {
    switch self {
    case .pattern(let picker): picker.answerHint
    case .date(let picker): picker.answerHint
    case .dateRange(let picker): picker.answerHint
    case .measure(let picker): picker.answerHint
    case .options(let picker): picker.answerHint
    }
  }

  /// The kind's form of answers.
  public var answersAsText: Bool {
    switch self {
    case .pattern(let picker): picker.answersAsText
    case .date(let picker): picker.answersAsText
    case .dateRange(let picker): picker.answersAsText
    case .measure(let picker): picker.answersAsText
    case .options(let picker): picker.answersAsText
    }
  }
}
