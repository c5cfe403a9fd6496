/// What an outcome of any of the four kinds says that a form reads: the state, the message,
/// and whether a confirmation takes the value now.
struct FieldOutcome {
  /// The field's state after the actions.
  let state: PickerState
  /// What the picker said, or nil.
  let message: String?
  /// Whether a confirmation takes the value now (``PickerOutcome/isReady``).
  let isReady: Bool

  init<Value>(_ outcome: PickerOutcome<Value>) {
    state = outcome.state
    message = outcome.message
    isReady = outcome.isReady
  }
}

/// A form's fields hold pickers of any of the four kinds; these run the editing model on
/// whichever kind a field holds, so the form's rules are written once, for every kind.
extension BuiltPicker {
  /// The selection a fresh picker starts on.
  var initialState: PickerState {
    switch self {
    case .pattern(let picker): picker.initialState
    case .date(let picker): picker.initialState
    case .measure(let picker): picker.initialState
    case .options(let picker): picker.initialState
    }
  }

  /// The state on an answer, or the refusal of it.
  func state(startingAt text: String) throws(PickerRefusal) -> PickerState {
    switch self {
    case .pattern(let picker): try picker.state(startingAt: text)
    case .date(let picker): try picker.state(startingAt: text)
    case .measure(let picker): try picker.state(startingAt: text)
    case .options(let picker): try picker.state(startingAt: text)
    }
  }

  /// Reads an answer: legal as given, or with `nearest` moved to the nearest legal value.
  func answer(_ text: String, nearest: Bool) throws(PickerRefusal) -> FieldOutcome {
    switch self {
    case .pattern(let picker): FieldOutcome(try picker.answer(text, nearest: nearest))
    case .date(let picker): FieldOutcome(try picker.answer(text, nearest: nearest))
    case .measure(let picker): FieldOutcome(try picker.answer(text, nearest: nearest))
    case .options(let picker): FieldOutcome(try picker.answer(text, nearest: nearest))
    }
  }

  /// Applies actions in order to a state.
  func apply(_ actions: [PickerAction], to state: PickerState) -> FieldOutcome {
    switch self {
    case .pattern(let picker): FieldOutcome(picker.apply(actions, to: state))
    case .date(let picker): FieldOutcome(picker.apply(actions, to: state))
    case .measure(let picker): FieldOutcome(picker.apply(actions, to: state))
    case .options(let picker): FieldOutcome(picker.apply(actions, to: state))
    }
  }

  /// What the wheels show for a settled state, as text reads back.
  func settledText(of state: PickerState) -> String {
    switch self {
    case .pattern(let picker): picker.text(of: picker.apply([.settle], to: state).state.rows)
    case .date(let picker): picker.text(of: picker.apply([.settle], to: state).state.rows)
    case .measure(let picker): picker.text(of: picker.apply([.settle], to: state).state.rows)
    case .options(let picker): picker.text(of: picker.apply([.settle], to: state).state.rows)
    }
  }

  /// A settled state as the form's answers give it: the text the wheels show, as a person
  /// writes it, and as a program reads it (a measure as its canonical text: its number alone
  /// would lose its unit).
  func answer(of state: PickerState) -> (text: String, written: String, datum: PickerDatum) {
    switch self {
    case .pattern(let picker):
      let outcome = picker.apply([.settle], to: state)
      return (outcome.text, outcome.written, picker.datum(of: outcome.value))
    case .date(let picker):
      let outcome = picker.apply([.settle], to: state)
      return (outcome.text, outcome.written, picker.datum(of: outcome.value))
    case .measure(let picker):
      let outcome = picker.apply([.settle], to: state)
      return (outcome.text, outcome.written, .text(picker.canonicalText(of: outcome.value)))
    case .options(let picker):
      let outcome = picker.apply([.settle], to: state)
      return (outcome.text, outcome.written, picker.datum(of: outcome.value))
    }
  }

  /// The report of a state as it stands, with the wheels when asked for.
  func report(of state: PickerState, wheels: Bool) -> PickerReport {
    switch self {
    case .pattern(let picker): picker.report(picker.apply([], to: state), wheels: wheels)
    case .date(let picker): picker.report(picker.apply([], to: state), wheels: wheels)
    case .measure(let picker): picker.report(picker.apply([], to: state), wheels: wheels)
    case .options(let picker): picker.report(picker.apply([], to: state), wheels: wheels)
    }
  }
}
