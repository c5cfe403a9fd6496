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
