/// Everything interaction needs between two actions: the rows, the focused wheel and an entry
/// being typed.
///
/// A front end keeps the state an outcome hands it and sends it back; it never builds one. A
/// state that comes back from outside (a browser, a file) may be anything, so `apply(_:to:)`
/// first brings it into shape: rows into their wheels, the focus onto a wheel, the entry bounded.
public struct PickerState: Sendable, Hashable {
  /// The selection, one row per wheel.
  public package(set) var rows: [Int]
  /// The wheel keys go to.
  public package(set) var focus: Int
  /// The number being typed, or nil when no entry is in progress.
  public package(set) var entry: PickerEntry?
  /// The rows chosen in a column that takes several choices (``OptionPicker/choiceLimit``), in
  /// row order; empty for every other picker, and while nothing is chosen.
  public package(set) var chosen: [Int]

  package init(rows: [Int], focus: Int, entry: PickerEntry? = nil, chosen: [Int] = []) {
    self.rows = rows
    self.focus = focus
    self.entry = entry
    self.chosen = chosen
  }

  /// Whether keys are still being typed (the rows show them, not yet corrected).
  public var isEntering: Bool { entry != nil }
}

/// An entry in progress: the keys typed so far, and where it began, so that the next key (or an
/// erase) is read against the whole entry rather than against what the wheels show.
public struct PickerEntry: Sendable, Hashable {
  /// The keys typed so far, in order.
  public package(set) var keys: String
  /// The wheel the entry began on.
  public package(set) var wheel: Int
  /// The rows when the entry began.
  public package(set) var rows: [Int]

  /// An entry of keys begun on a wheel at some rows.
  package init(keys: String, wheel: Int, rows: [Int]) {
    self.keys = keys
    self.wheel = wheel
    self.rows = rows
  }
}

/// What a person does to a picker.
///
/// A list of actions is applied in order, so a front end can
/// queue input that arrived while an earlier request was in flight.
public enum PickerAction: Sendable, Hashable {
  /// Sets a wheel to a row (a tap, or a scroll that settled).
  case select(wheel: Int, row: Int)
  /// Turns one wheel on its own by some rows: cyclic wheels wrap, others stop at their ends.
  case spin(wheel: Int, by: Int)
  /// Steps the whole value by some units of one wheel, with carry (0:59 + 1 s is 1:00).
  case step(wheel: Int, by: Int)
  /// Types one key at the focused wheel.
  case type(Character)
  /// Takes back the last key typed; with no entry in progress, moves the focus left.
  case erase
  /// Moves the focus.
  case focus(FocusMove)
  /// Chooses a row of a column that takes several choices, or takes it back when chosen (Space
  /// on the row under the band, a tap on its box).
  case toggle(row: Int)
  /// Finishes any entry and corrects the selection (Enter, leaving the field).
  case settle
  /// A key, read through the core's key map against the state it reaches (see
  /// ``Picker/actions(for:in:)``).
  case key(PickerKey)
}

/// Where a focus action moves the focus; separators are skipped.
public enum FocusMove: Sendable, Hashable {
  /// A given wheel (the nearest adjustable one).
  case wheel(Int)
  /// The next adjustable wheel to the right.
  case next
  /// The next adjustable wheel to the left.
  case previous
  /// The first adjustable wheel.
  case first
  /// The last adjustable wheel.
  case last
}

/// What a list of actions led to: the state to keep, what it means, and what to tell the person.
public struct PickerOutcome<Value: Sendable & Hashable>: Sendable, Hashable {
  /// The state to keep and send back with the next actions.
  public let state: PickerState
  /// The value: of the selection, or, while an entry is in progress, the value it will settle on.
  public let value: Value
  /// What the wheels show now, as text reads back (`0002.49`, `18:30`).
  public let text: String
  /// The value as a person writes it (`2.49`, `6:30 PM`), for a readout.
  public let written: String
  /// The value in words, for screen readers.
  public let spoken: String
  /// Why the selection moved to become legal, or nil.
  public let correction: PickerRefusal?
  /// Why the last refused action or key was refused, or nil.
  public let refusal: PickerRefusal?
  /// The rows of the state sent, for ``moves``: kept as they were (no copy), so an edit that
  /// nobody asks the moves of builds no list of them.
  let previousRows: [Int]?

  /// The wheels whose rows changed, from the state sent to the state returned.
  public var moves: [WheelMove] {
    guard let previousRows, previousRows.count == state.rows.count else { return [] }
    return state.rows.indices.compactMap { index in
      previousRows[index] == state.rows[index]
        ? nil : WheelMove(wheel: index, from: previousRows[index], to: state.rows[index])
    }
  }

  /// Whether the selection had to move to become legal.
  public var wasCorrected: Bool { correction != nil }

  /// Whether a confirmation (Enter, a Set or Add button, a form's submit) takes this value now.
  ///
  /// The one rule for a corrected value, for every front end: a value the person has seen is
  /// taken; a value the core had to move where the person could not see it move (an entry
  /// settled: 40 typed against a minimum of 45, a state sent back that was not legal) is shown
  /// first with why, and is not taken, and the next confirmation takes it. A spin, a step or a
  /// selection that stopped at a bound moved where the person watched it land, so it is taken at
  /// once. An entry still being typed is not taken either.
  public let isReady: Bool
  /// Where a correction moved the value, named in the form its reason names values: the text
  /// of an answer typed in ISO form (`2025-03-10`), else as written (`March 10, 2025`).
  let movedTo: String

  /// The one line to show the person, composed here for every front end: why a key was
  /// refused, or what moved and where to; nil when there is nothing to say.
  public var message: String? {
    if let refusal { return refusal.description }
    return correction.map { "\($0); moved to \(movedTo)" }
  }
}
