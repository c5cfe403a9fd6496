public import PickerKit

/// The terminal picker's whole state; `update` is pure, so every frame can be checked as text.
///
/// One generic adapter for every picker kind: keys become the core's actions through its key map,
/// and the core's outcome is drawn as it comes.
public struct TerminalState<P: Picker>: Sendable {
  /// How the picker ended, once it has.
  public enum Outcome: Sendable, Hashable {
    /// Enter on a value ready to be taken (``PickerOutcome/isReady``): a value Enter had to
    /// correct is shown with why first, and the next Enter takes it.
    case accepted
    /// Escape or Ctrl-C.
    case cancelled
  }

  /// The core.
  public let picker: P
  /// The title above the wheels (Interval RunCalc's "Pace / Speed").
  public let title: String
  /// The label under the wheels (Interval RunCalc's "Minutes per Mile"); the value's text when
  /// empty.
  public let label: String
  /// The core's state: rows, focus and any entry in progress.
  public var state: PickerState
  /// The message line: why something moved or was refused.
  public var message: String?
  /// Set when the picker is done.
  public var outcome: Outcome?
  /// The terminal's width in columns.
  public var columns: Int
  /// Whether colour may be used (NO_COLOR unset).
  public var usesColor: Bool

  /// Starts on a state of the picker's (its initial state unless given).
  public init(
    picker: P, state: PickerState? = nil, title: String, label: String = "", columns: Int = 80,
    usesColor: Bool = true
  ) {
    self.picker = picker
    self.state = state ?? picker.initialState
    self.title = title
    self.label = label
    self.columns = columns
    self.usesColor = usesColor
  }

  /// The rows shown.
  public var rows: [Int] { state.rows }
  /// The focused wheel.
  public var focus: Int { state.focus }
  /// The wheels of the current selection.
  public var wheels: [PickerWheel] { picker.wheels(for: state.rows) }
}

/// The picker's reaction to one key: a new state, nothing else.
public func update<P: Picker>(_ state: TerminalState<P>, _ key: Key) -> TerminalState<P> {
  var next = state
  let actions: [PickerAction]
  switch key {
  case .picker(let pickerKey):
    actions = [.key(pickerKey)]
  case .mouseWheel(let up, let column):
    actions = mouseWheel(
      up: up, column: column, on: state.picker, state.state, columns: state.columns)
  case .escape, .controlC:
    next.outcome = .cancelled
    return next
  case .suspend:
    return next
  case .resize(let columns, _):
    next.columns = columns
    return next
  }
  let outcome = state.picker.apply(actions, to: state.state)
  next.state = outcome.state
  next.message = outcome.message
  if key == .enter, outcome.isReady { next.outcome = .accepted }
  return next
}

/// The terminal's mouse map, one for a picker and a form's focused field: the wheel under the
/// pointer takes the focus (the focused wheel when none is under it), and a notch up turns it one
/// row up, to the row drawn above, as a finger would; down, to the row below.
func mouseWheel(
  up: Bool, column: Int, on picker: some Picker, _ state: PickerState, columns: Int
) -> [PickerAction] {
  let layout = Layout(picker: picker, rows: state.rows, focus: state.focus, columns: columns)
  let wheel = layout.wheel(atColumn: column) ?? state.focus
  return [.focus(.wheel(wheel)), .spin(wheel: wheel, by: up ? -1 : 1)]
}
