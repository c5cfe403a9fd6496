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
