/// A form's state while actions are applied, and what they said.
private struct FormEdit {
  var state: FormState
  var notes: [String?]
  var submitted = false
}

extension Form {
  /// The state to start from: each field at its start (given by field name, else its
  /// default, else its picker's first legal value), built in dependency order so that every
  /// bound holds.
  public func initialState(starts: [String: String] = [:]) throws(FormError) -> FormState {
    var states = [PickerState](repeating: PickerState(rows: [], focus: 0), count: fields.count)
    var basis = [FieldValue?](repeating: nil, count: fields.count)
    for position in buildOrder {
      let picker = try picker(position, basis: basis)
      let field = fields[position]
      states[position] = Self.start(picker, at: starts[field.name] ?? field.defaultValue)
      basis[position] = FieldValue(of: picker, rows: states[position].rows)
    }
    let shown = shown(fields: states, basis: basis)
    return FormState(fields: states, focus: shown.firstIndex(of: true) ?? 0, basis: basis)
  }

  /// Which fields a state shows: each field without a condition, and each whose condition's
  /// field is shown with one of the condition's values.
  public func shown(in state: FormState) -> [Bool] {
    shown(fields: state.fields, basis: state.basis)
  }

  /// Which fields are shown, given each field's state and the basis its picker is built on.
  func shown(fields states: [PickerState], basis: [FieldValue?]) -> [Bool] {
    var shown = [Bool](repeating: true, count: fields.count)
    guard states.count == fields.count else { return shown }
    // The build order puts the field a condition names before the field it shows.
    for position in buildOrder {
      shown[position] = isShown(position, shown: shown, states: states, basis: basis)
    }
    return shown
  }

  /// Whether a field is shown, given whether the fields before it in build order are and their
  /// states: the one rule, which the form's outcomes, its answers and its questions all ask.
  private func isShown(
    _ position: Int, shown: [Bool], states: [PickerState], basis: [FieldValue?]
  ) -> Bool {
    guard let condition = fields[position].condition, let named = conditionPositions[position]
    else { return true }
    return shown[named] && holds(condition, on: named, state: states[named], basis: basis)
  }

  /// Whether a field's settled value is one of a condition's values, each read as that field
  /// reads an answer.
  private func holds(
    _ condition: FieldCondition, on position: Int, state: PickerState, basis: [FieldValue?]
  ) -> Bool {
    guard let picker = try? picker(position, basis: basis) else { return false }
    let value = picker.answer(of: state).datum
    return condition.values.contains { text in
      guard let read = try? picker.answer(text, nearest: false) else { return false }
      return picker.answer(of: read.state).datum == value
    }
  }

  /// Whether a field is shown in a state.
  private func isShown(_ position: Int, in state: FormState) -> Bool {
    let shown = shown(in: state)
    return !shown.indices.contains(position) || shown[position]
  }

  /// The shown field nearest a position going one way (the position itself when shown), or
  /// nil when that way has none.
  private func shownField(from position: Int, going step: Int, in shown: [Bool]) -> Int? {
    var candidate = position
    while shown.indices.contains(candidate) {
      if shown[candidate] { return candidate }
      candidate += step
    }
    return nil
  }

  /// The form's key map: Tab and Shift-Tab move between the shown fields, Enter moves on and
  /// on the last shown field submits; every other key goes to the focused field's own key map.
  public func actions(for key: PickerKey, in state: FormState) -> [FormAction] {
    switch key {
    case .tab: return [.focus(.next)]
    case .backTab: return [.focus(.previous)]
    case .enter:
      let last = shown(in: state).lastIndex(of: true) ?? fields.count - 1
      return state.focus < last ? [.focus(.next)] : [.submit]
    default: return [.field(state.focus, .key(key))]
    }
  }

  /// Checks that every action names a field of this form; the core ignores one that does not,
  /// and a front end that takes actions from outside says so instead.
  public func check(_ actions: [FormAction]) throws(FormError) {
    for action in actions {
      let position: Int
      switch action {
      case .field(let named, _), .focus(.field(let named)): position = named
      default: continue
      }
      guard fields.indices.contains(position) else {
        throw .noSuchField(position, count: fields.count)
      }
    }
  }

  /// Applies actions in order and says what they led to.
  ///
  /// Whatever the state holds (a state
  /// edited by hand, a field number out of range), the result is a state of this form.
  public func apply(_ actions: [FormAction], to state: FormState) -> FormOutcome {
    var edit = FormEdit(
      state: shaped(state), notes: [String?](repeating: nil, count: fields.count))
    for action in actions where !edit.submitted {
      edit.notes = [String?](repeating: nil, count: fields.count)
      perform(action, on: &edit)
    }
    return outcome(edit.state, notes: edit.notes, submitted: edit.submitted)
  }

  /// Reads answers by field name, checked field by field in dependency order.
  ///
  /// A field's bounds see the answers of the fields they name; a field without an answer gives
  /// its default. The first refusal names its field. A field its condition hides is not asked
  /// and not checked: an answer given for it is passed over, and it starts at its default.
  public func answer(_ answers: [String: String], nearest: Bool) throws(FormError) -> FormOutcome {
    for name in answers.keys.ordered() where !fields.contains(where: { $0.name == name }) {
      throw .unknownAnswer(name, fields: fields.map { $0.name })
    }
    var notes = [String?](repeating: nil, count: fields.count)
    let walked = try walk { (position, picker, shown) throws(FormError) in
      let field = fields[position]
      guard shown else { return Self.start(picker, at: field.defaultValue) }
      guard let given = answers[field.name] ?? field.defaultValue else {
        throw .noAnswer(field.name)
      }
      do throws(PickerRefusal) {
        let answered = try picker.answer(given, nearest: nearest)
        notes[position] = answered.message
        return answered.state
      } catch {
        throw .refused(field.name, reason: error.description)
      }
    }
    // Scripts name fields by name: a refusal does, and so does a correction.
    return outcome(
      FormState(
        fields: walked.states, focus: walked.shown.firstIndex(of: true) ?? 0, basis: walked.basis),
      notes: notes, submitted: true, namingByName: true)
  }

  /// The field the accessible prompt asks next, and its picker as the answers so far build it.
  ///
  /// Fields are asked one at a time in dependency order, given the answers so far (by field
  /// name); nil when every shown field has its answer. A field its condition hides is not
  /// asked.
  public func nextQuestion(after answers: [String: String]) throws(FormError) -> (
    position: Int, picker: BuiltPicker
  )? {
    var asked: (position: Int, picker: BuiltPicker)?
    _ = try walk { (position, picker, shown) throws(FormError) in
      let field = fields[position]
      let answer = shown ? answers[field.name] : field.defaultValue
      if shown, answer == nil {
        asked = (position, picker)
        return nil
      }
      return Self.start(picker, at: answer)
    }
    return asked
  }

  /// Walks the fields in dependency order, each field's picker built on the values of the
  /// fields before it.
  ///
  /// `settle` answers the state a field settles at, given its position, its picker and whether
  /// its condition shows it; nil ends the walk there, and the fields after it keep empty states.
  /// Answers every field's state, value and whether it is shown.
  private func walk(
    settling settle: (_ position: Int, _ picker: BuiltPicker, _ shown: Bool) throws(FormError)
      -> PickerState?
  ) throws(FormError) -> (states: [PickerState], basis: [FieldValue?], shown: [Bool]) {
    var states = [PickerState](repeating: PickerState(rows: [], focus: 0), count: fields.count)
    var basis = [FieldValue?](repeating: nil, count: fields.count)
    var shown = [Bool](repeating: true, count: fields.count)
    for position in buildOrder {
      let picker = try picker(position, basis: basis)
      shown[position] = isShown(position, shown: shown, states: states, basis: basis)
      guard let state = try settle(position, picker, shown[position]) else { break }
      states[position] = state
      basis[position] = FieldValue(of: picker, rows: state.rows)
    }
    return (states, basis, shown)
  }

  /// The picker of each field for a state, as a front end draws them.
  public func pickers(for state: FormState) -> [BuiltPicker] {
    (try? pickers(basis: state.basis)) ?? []
  }

  // MARK: - Steps

  /// A state from outside as a state of this form, each field's focus on one of its wheels and
  /// the form's on a field; one no action could have left is the start.
  private func shaped(_ state: FormState) -> FormState {
    guard var shaped = held(state) else { return start }
    shaped.focus = min(max(shaped.focus, 0), fields.count - 1)
    let shown = shown(in: shaped)
    if !shown[shaped.focus] {
      shaped.focus =
        shownField(from: shaped.focus, going: 1, in: shown)
        ?? shownField(from: shaped.focus, going: -1, in: shown) ?? shaped.focus
    }
    return shaped
  }

  /// A state as its fields' pickers bring it into shape, or nil when it is not one this form's
  /// actions could have left: its shape, every value in its basis a legal value of its field as
  /// the basis builds it (so no bound comes from a value no field could have), every field but
  /// the focused one settled, and a settled field on its basis value.
  private func held(_ state: FormState) -> FormState? {
    guard state.fields.count == fields.count, state.basis.count == fields.count else {
      return nil
    }
    var held = state
    for position in buildOrder {
      if state.fields[position].isEntering, position != state.focus { return nil }
      guard let picker = try? picker(position, basis: state.basis),
        let field = Self.held(state.basis[position], state.fields[position], in: picker)
      else { return nil }
      held.fields[position] = field
    }
    return held
  }

  /// A field's state as its picker brings it into shape, or nil when it is not on its basis.
  private static func held(_ value: FieldValue?, _ state: PickerState, in picker: BuiltPicker)
    -> PickerState?
  {
    if let value {
      guard let nearest = value.nearestState(in: picker),
        FieldValue(of: picker, rows: nearest.rows) == value
      else { return nil }
    }
    let kept = picker.apply([], to: state).state
    guard kept.rows == state.rows, kept.isEntering == state.isEntering else { return nil }
    // An entry the core handed out replays as it was; one its picker drops or moves (keys that
    // type nothing, rows edited by hand) was not. A settled field is on its basis.
    let onBasis =
      state.isEntering
      ? FieldValue.names(picker) == (value != nil)
      : FieldValue(of: picker, rows: kept.rows) == value
    return onBasis ? kept : nil
  }

  private func perform(_ action: FormAction, on edit: inout FormEdit) {
    switch action {
    case .key(let key):
      // The key map never yields a key, so this goes one level deep.
      for mapped in actions(for: key, in: edit.state) { perform(mapped, on: &edit) }
    case .focus(let move):
      // Leaving a field ends its entry, even where there is no field to move to; settling it
      // may show or hide others, so the target is found after.
      let focus = edit.state.focus
      if case .field(let position) = move, !isShown(position, in: edit.state) { return }
      settle(focus, in: &edit)
      let shown = shown(in: edit.state)
      let target: Int? =
        switch move {
        case .field(let position): shownField(from: position, going: 1, in: shown)
        case .next: shownField(from: focus + 1, going: 1, in: shown)
        case .previous: shownField(from: focus - 1, going: -1, in: shown)
        }
      if let target, fields.indices.contains(target) { edit.state.focus = target }
    case .submit:
      // The core's one rule for a corrected value (``PickerOutcome/isReady``): a field the
      // submit had to correct, or a change taken back, is shown first and not submitted.
      if settle(edit.state.focus, in: &edit) { edit.submitted = true }
    case .field(let position, .settle) where position != edit.state.focus:
      // Only the focused field can be being typed: another field is settled already, and a
      // settle sent for it (a page's field that lost the focus after the form moved on) leaves
      // the focus where it is.
      break
    case .field(let position, let pickerAction):
      // A hidden field takes no action (one queued before its field was hidden is dropped).
      guard fields.indices.contains(position), isShown(position, in: edit.state) else { return }
      if position != edit.state.focus { perform(.focus(.field(position)), on: &edit) }
      guard let picker = try? picker(position, basis: edit.state.basis) else { return }
      let applied = picker.apply([pickerAction], to: edit.state.fields[position])
      edit.state.fields[position] = applied.state
      edit.notes[position] = applied.message
      // A value that has settled (a spin, a selection, an entry ended) moves its dependents.
      if !applied.state.isEntering { settle(position, in: &edit) }
    }
  }

  /// Settles a field and moves the fields whose bounds name it; returns whether the value is
  /// ready to be taken: false when settling corrected it or the change had to be taken back.
  ///
  /// Each field that depends on it, directly or through others, is built again and moved to
  /// its nearest legal value. A change that leaves a dependent with no legal value at all is
  /// taken back (the field returns to its value when last settled), and the note says why.
  @discardableResult
  private func settle(_ position: Int, in edit: inout FormEdit) -> Bool {
    let before = edit.state
    guard let old = try? pickers(basis: before.basis) else { return true }
    let settled = old[position].apply([.settle], to: before.fields[position])
    var next = before
    next.fields[position] = settled.state
    next.basis[position] = FieldValue(of: old[position], rows: settled.state.rows)
    var notes = edit.notes
    if let own = settled.message { notes[position] = own }
    for dependent in buildOrder where !fields[dependent].dependencies.isEmpty {
      let moved = dependencyPositions[dependent].contains { next.basis[$0] != before.basis[$0] }
      guard moved else { continue }
      let reason: String
      do {
        let picker = try picker(dependent, basis: next.basis)
        do {
          let text = old[dependent].settledText(of: before.fields[dependent])
          let answered = try picker.answer(text, nearest: true)
          next.fields[dependent] = Self.keepingFocus(answered.state, of: before.fields[dependent])
          next.basis[dependent] = FieldValue(of: picker, rows: answered.state.rows)
          notes[dependent] = answered.message
          continue
        } catch {
          reason = error.description
        }
      } catch {
        reason = error.description
      }
      var back = before
      if let earlier = before.basis[position]?.nearestState(in: old[position]) {
        back.fields[position] = Self.keepingFocus(earlier, of: before.fields[position])
      }
      let kept = old[position].settledText(of: back.fields[position])
      edit.state = back
      edit.notes[position] = "back to \(kept): \(reason)"
      return false
    }
    edit.state = next
    edit.notes = notes
    return settled.isReady
  }

  private static func start(_ picker: BuiltPicker, at text: String?) -> PickerState {
    if let text, let state = try? picker.state(startingAt: text) { return state }
    return picker.initialState
  }

  private static func keepingFocus(_ state: PickerState, of old: PickerState) -> PickerState {
    var kept = state
    if old.focus < kept.rows.count { kept.focus = old.focus }
    return kept
  }

  /// What a state says: each field's answer, and the notes as one message, each after its
  /// field's label (or its name, for scripts).
  private func outcome(
    _ state: FormState, notes: [String?], submitted: Bool, namingByName: Bool = false
  ) -> FormOutcome {
    let shown = shown(in: state)
    var texts: [String] = []
    var written: [String] = []
    var data: [PickerDatum] = []
    for (position, picker) in pickers(for: state).enumerated() {
      let answer = picker.answer(of: state.fields[position])
      texts.append(answer.text)
      written.append(answer.written)
      data.append(answer.datum)
    }
    let lines = fields.indices.filter { shown[$0] }.compactMap { position in
      notes[position].map {
        "\(namingByName ? fields[position].name : fields[position].label): \($0)"
      }
    }
    return FormOutcome(
      names: fields.map { $0.name }, state: state, texts: texts, written: written, data: data,
      shown: shown, notes: notes, message: lines.isEmpty ? nil : lines.joined(separator: "; "),
      submitted: submitted)
  }
}
