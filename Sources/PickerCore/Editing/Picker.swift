/// One picker kind: its wheels, and one editing function every front end asks.
///
/// Patterns, dates, measures and option columns all edit the same way: a front end keeps the
/// ``PickerState`` an outcome hands it, sends it back with the person's ``PickerAction``s, and
/// draws the ``PickerOutcome`` it gets. No rule lives in a front end: which wheels wrap, how keys
/// type, what turning a unit does and what the message says all come from here.
///
/// A kind gives a few primitives (correct rows, step, type a key, describe a selection);
/// `apply(_:to:)` composes them, so every kind focuses, erases, queues and reports alike.
public protocol Picker: Sendable {
  /// What a selection means: a pattern value, wall-clock fields, a measure, chosen options.
  associatedtype Value: Sendable & Hashable

  /// The wheels a selection shows (a measure's quantity wheels follow its unit).
  func wheels(for rows: [Int]) -> [PickerWheel]

  /// The title of a row; empty for a row or wheel that does not exist.
  func title(ofRow row: Int, inWheel wheel: Int, rows: [Int]) -> String

  /// The nearest legal selection to rows of the right shape, and why it moved.
  func corrected(_ rows: [Int]) -> Settled

  /// Sets one wheel's row and corrects (UIPickerViewDelegate's didSelectRow); `row` is inside
  /// the wheel.
  func selecting(row: Int, inWheel wheel: Int, of rows: [Int]) -> Settled

  /// Steps the whole value by some units of one wheel, carrying into the others.
  func stepping(wheel: Int, by count: Int, in rows: [Int]) -> Settled

  /// Types one key: the entry's keys so far come with the state, and the kind replies with the
  /// rows, focus and entry after it, or why the key was refused.
  func typing(_ key: Character, in state: PickerState) -> Typed

  /// What a legal selection means.
  func value(of rows: [Int]) -> Value

  /// What the wheels show, as a person writes it (`03.1`, `2025-02-28`, `1.5 kg`).
  func text(of rows: [Int]) -> String

  /// The value in words, for screen readers.
  func spokenDescription(of rows: [Int]) -> String

  /// The value as a person writes it, without the wheels' padding: `2.49`, `3:00:00.0`, `6:30 PM`.
  func writtenText(of rows: [Int]) -> String

  /// The plain value a script reads: `774.37`, `2025-02-28`, `5400`.
  func valueText(of value: Value) -> String

  /// The value as a machine reads it (an exact number, ISO text, chosen values).
  func datum(of value: Value) -> PickerDatum

  /// Facts a kind has beyond the value, for structured output: a date's instant, a measure's
  /// unit, the options chosen.
  func details(of state: PickerState) -> PickerDetails

  /// Reads an answer: legal as given, or, with `nearest`, moved to the nearest legal value.
  func reading(_ answer: String, nearest: Bool) throws(PickerRefusal) -> Settled

  /// The selection a picker starts on when nothing else is given.
  var initialRows: [Int] { get }

  /// What an answer looks like, with an example, for prompts and messages.
  var answerHint: String { get }

  /// The wheel an entry narrows to the rows that match it (an option column that filters as
  /// one types), or nil; every other kind has none.
  func narrowing(of state: PickerState) -> Narrowing?

  /// What a state stands for: its value and texts. A kind that keeps more in a state than its
  /// rows (a column that takes several choices) reads them from the state; every other kind
  /// from the rows.
  func selection(of state: PickerState) -> Selection<Value>

  /// Chooses a row of a column that takes several choices, or takes it back; refused by every
  /// other kind.
  func toggling(row: Int, in state: PickerState) -> Typed

  /// The chosen rows a state from outside may keep: inside the column, enabled, once each, in
  /// order, no more than the limit; none for a kind that takes one value.
  func keptChoices(_ chosen: [Int]) -> [Int]

  /// Why a confirmation cannot take a state yet (fewer chosen than the least), or nil.
  func shortfall(of state: PickerState) -> PickerRefusal?

  /// Whether answers are read in the value's text form (the ISO form of dates), so that a
  /// corrected answer's message names values in it, as the answer was typed.
  var answersAsText: Bool { get }
}

extension Picker {
  /// No wheel narrows.
  public func narrowing(of state: PickerState) -> Narrowing? { nil }

  /// The rows' value and texts; while an entry is in progress, the value it will settle on.
  public func selection(of state: PickerState) -> Selection<Value> {
    Selection(
      value: value(of: state.entry == nil ? state.rows : corrected(state.rows).rows),
      text: text(of: state.rows), written: writtenText(of: state.rows),
      spoken: spokenDescription(of: state.rows))
  }

  /// One value is picked, so nothing toggles.
  public func toggling(row: Int, in state: PickerState) -> Typed {
    Typed(state: state, refusal: .key(.noChoices))
  }

  /// One value is picked, so nothing is kept chosen.
  public func keptChoices(_ chosen: [Int]) -> [Int] { [] }

  /// One value is picked, so it is never short.
  public func shortfall(of state: PickerState) -> PickerRefusal? { nil }

  /// Answers are read as written (numbers in the reader's signs, labels).
  public var answersAsText: Bool { false }
}

extension Picker {
  /// Sets one wheel's row and corrects: what a selection does on wheels that depend on nothing
  /// but each other's rows (a measure's unit wheel and option columns do more, or less).
  public func selecting(row: Int, inWheel wheel: Int, of rows: [Int]) -> Settled {
    var changed = rows
    if changed.indices.contains(wheel) { changed[wheel] = row }
    return corrected(changed)
  }
}

extension Picker {
  /// What the wheels show, unless a kind writes its values differently.
  public func writtenText(of rows: [Int]) -> String { text(of: rows) }
}
