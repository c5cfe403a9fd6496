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
