/// A form's state between two actions: each field's picker state, the focused field, and the
/// texts the fields' bounds were last built from.
public struct FormState: Sendable, Hashable, Codable {
  /// Each field's rows, focus and entry.
  public internal(set) var fields: [PickerState]
  /// The field keys go to.
  public internal(set) var focus: Int
  /// Each field's text when it was last settled: what the fields that depend on it see.
  public internal(set) var basis: [String]
}

/// What a list of keys led to in a form.
///
/// As JSON it is the form's answers: one member per field, keyed by its name, each the field's
/// value as `value` of ``PickerReport`` writes it (a measure as its amount and unit, `12 kg`).
public struct FormOutcome: Sendable, Hashable, Encodable {
  /// The fields' names.
  public let names: [String]
  /// The state to keep.
  public let state: FormState
  /// Each field's value as the wheels show it, reading back as the same value.
  public let texts: [String]
  /// Each field's value as a person writes it (`12 kg`, `6:30 PM`).
  public let written: [String]
  /// Each field's value as a program reads it (an exact number, ISO text, a label).
  public let data: [PickerDatum]
  /// The one line to show: a refusal or correction, naming its field; nil when none.
  public let message: String?
  /// Whether Enter on the last field submitted the form.
  public let submitted: Bool

  /// Writes each field's value under its name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SettingKey.self)
    for (name, datum) in zip(names, data) { try container.encode(datum, forKey: SettingKey(name)) }
  }

  /// The answers as JSON text.
  public func json() throws -> String { try PickerJSON.text(of: self) }
}

extension Form {
  /// The state to start from: each field at its start (a default by field name, or its
  /// picker's first legal value), built in dependency order so that every bound holds.
  public func initialState(starts: [String: String] = [:]) throws(FormError) -> FormState {
    var states = [PickerState](repeating: PickerState(rows: [], focus: 0), count: fields.count)
    var basis = [String](repeating: "", count: fields.count)
    for position in buildOrder {
      let picker = try picker(position, basis: basis)
      states[position] = Self.start(picker, at: starts[fields[position].name])
      basis[position] = Self.text(of: picker, states[position])
    }
    return FormState(fields: states, focus: 0, basis: basis)
  }

  /// Applies keys in order: Tab and Shift-Tab move between fields, Enter moves on (and submits
  /// on the last field); anything else goes to the focused field's own key map.
  public func apply(_ keys: [PickerKey], to state: FormState) -> FormOutcome {
    var current = state
    if current.fields.count != fields.count || current.basis.count != fields.count,
      let fresh = try? initialState()
    {
      current = fresh
    }
    current.focus = min(max(current.focus, 0), fields.count - 1)
    var message: String?
    var submitted = false
    for key in keys where !submitted {
      switch key {
      case .tab, .backTab, .enter:
        let (settled, note) = settle(current)
        current = settled
        message = note
        if key == .backTab {
          current.focus = max(current.focus - 1, 0)
        } else if current.focus < fields.count - 1 {
          current.focus += 1
        } else if key == .enter {
          submitted = true
        }
      default:
        (current, message) = press(key, in: current)
      }
    }
    return outcome(current, message: message, submitted: submitted)
  }

  /// Reads answers by field name, checked field by field in dependency order (a field's bounds
  /// see the answers of the fields they name); the first refusal names its field.
  public func answer(_ answers: [String: String], nearest: Bool) throws(FormError) -> FormOutcome {
    for name in answers.keys.sorted() where !fields.contains(where: { $0.name == name }) {
      throw .unknownAnswer(name, fields: fields.map(\.name))
    }
    var states = [PickerState](repeating: PickerState(rows: [], focus: 0), count: fields.count)
    var basis = [String](repeating: "", count: fields.count)
    var notes: [String] = []
    for position in buildOrder {
      let field = fields[position]
      let picker = try picker(position, basis: basis)
      guard let given = answers[field.name] else { throw .noAnswer(field.name) }
      do {
        let (state, note) = try Self.read(picker, given, nearest: nearest)
        states[position] = state
        basis[position] = Self.text(of: picker, state)
        if let note { notes.append("\(field.name): \(note)") }
      } catch {
        throw .refused(field.name, reason: error.description)
      }
    }
    return outcome(
      FormState(fields: states, focus: 0, basis: basis),
      message: notes.isEmpty ? nil : notes.joined(separator: "; "), submitted: true)
  }

  /// The picker of each field for a state, as a front end draws them.
  public func pickers(for state: FormState) -> [any Picker] {
    (try? pickers(basis: state.basis)) ?? []
  }

  // MARK: - Steps

  private static func start(_ picker: some Picker, at text: String?) -> PickerState {
    if let text, let state = try? picker.state(startingAt: text) { return state }
    return picker.initialState
  }

  private static func read(_ picker: some Picker, _ text: String, nearest: Bool)
    throws(PickerRefusal) -> (PickerState, String?)
  {
    let outcome = try picker.answer(text, nearest: nearest)
    return (outcome.state, outcome.message)
  }

  /// One key on the focused field.
  private func press(_ key: PickerKey, in state: FormState) -> (FormState, String?) {
    guard let picker = try? picker(state.focus, basis: state.basis) else { return (state, nil) }
    var next = state
    let (fieldState, note) = Self.applying(.key(key), on: picker, state.fields[state.focus])
    next.fields[state.focus] = fieldState
    return (next, note.map { "\(fields[state.focus].label): \($0)" })
  }

  /// One action on one field: the field's state after it, and its message.
  private static func applying(_ action: PickerAction, on picker: some Picker, _ state: PickerState)
    -> (PickerState, String?)
  {
    let outcome = picker.apply(action, to: state)
    return (outcome.state, outcome.message)
  }

  /// Settles the focused field and moves the fields that depend on it.
  ///
  /// Each field that depends on it, directly or through others, is built again and moved to
  /// its nearest legal value. A change that leaves a dependent with
  /// no legal value at all is taken back, and the message says why.
  private func settle(_ state: FormState) -> (FormState, String?) {
    let position = state.focus
    guard let old = try? pickers(basis: state.basis) else { return (state, nil) }
    let (settled, own) = Self.applying(.settle, on: old[position], state.fields[position])
    var next = state
    next.fields[position] = settled
    next.basis[position] = Self.text(of: old[position], settled)
    var notes = own.map { ["\(fields[position].label): \($0)"] } ?? []
    for dependent in buildOrder where !fields[dependent].dependencies.isEmpty {
      let moved = dependencyPositions[dependent].contains { next.basis[$0] != state.basis[$0] }
      guard moved else { continue }
      do {
        let picker = try picker(dependent, basis: next.basis)
        let text = Self.text(of: old[dependent], state.fields[dependent])
        let (fieldState, note) = try Self.read(picker, text, nearest: true)
        next.fields[dependent] = fieldState
        next.basis[dependent] = Self.text(of: picker, fieldState)
        if let note { notes.append("\(fields[dependent].label): \(note)") }
      } catch {
        // Back to the value the field had when it was last settled.
        var back = state
        if let (earlier, _) = try? Self.read(old[position], state.basis[position], nearest: true) {
          back.fields[position] = Self.keepingFocus(earlier, of: state.fields[position])
        }
        let reason = (error as? FormError)?.description ?? "\(error)"
        return (back, "\(fields[position].label) cannot change so: \(reason)")
      }
    }
    return (next, notes.isEmpty ? nil : notes.joined(separator: "; "))
  }

  private static func keepingFocus(_ state: PickerState, of old: PickerState) -> PickerState {
    var kept = state
    if old.focus < kept.rows.count { kept.focus = old.focus }
    return kept
  }

  private func outcome(_ state: FormState, message: String?, submitted: Bool) -> FormOutcome {
    var texts: [String] = []
    var written: [String] = []
    var data: [PickerDatum] = []
    for (position, picker) in pickers(for: state).enumerated() {
      let (text, writing, datum) = Self.describe(picker, state.fields[position])
      texts.append(text)
      written.append(writing)
      data.append(datum)
    }
    return FormOutcome(
      names: fields.map(\.name), state: state, texts: texts, written: written, data: data,
      message: message,
      submitted: submitted)
  }

  private static func describe(_ picker: some Picker, _ state: PickerState) -> (
    String, String, PickerDatum
  ) {
    let outcome = picker.apply(.settle, to: state)
    // A measure's number alone would lose its unit.
    let datum: PickerDatum =
      picker is MeasurePicker ? .text(outcome.written) : picker.datum(of: outcome.value)
    return (outcome.text, outcome.written, datum)
  }
}
