public import PickerKit

/// The terminal picker's whole state; `update` is pure, so every frame can be checked as text.
///
/// One generic adapter for every picker kind: keys become the core's actions through its key map,
/// and the core's outcome is drawn as it comes.
public struct TerminalState<P: Picker>: TerminalModel {
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
  /// Set when the person is done: accepted with the settled state, or cancelled.
  ///
  /// Enter accepts a value ready to be taken (``PickerOutcome/isReady``); a value Enter had to
  /// correct is shown with why first, and the next Enter takes it. Escape or Ctrl-C cancel.
  public var decision: TerminalDecision<PickerState>?
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

extension TerminalState {
  /// The picker's reaction to one key: a new state, nothing else.
  public func update(_ key: Key) -> TerminalState {
    var next = self
    let actions: [PickerAction]
    switch key {
    case .picker(let pickerKey):
      actions = [.key(pickerKey)]
    case .mouseWheel(let up, let column):
      actions = mouseWheel(up: up, column: column, on: picker, state, columns: columns)
    case .escape, .controlC:
      next.decision = .cancelled
      return next
    case .suspend:
      return next
    case .resize(let columns, _):
      next.columns = columns
      return next
    }
    let outcome = picker.apply(actions, to: state)
    next.state = outcome.state
    next.message = outcome.message
    if key == .enter, outcome.isReady { next.decision = .accepted(outcome.state) }
    return next
  }
}

extension TerminalState {
  /// The frame: a pure function of the state.
  public func view() -> Frame {
    let style = Styles(usesColor: usesColor)
    let narrowing = picker.narrowing(of: state)
    let wheelLines = WheelLines(
      picker: picker, rows: rows, focus: focus, showsFocus: true,
      columns: columns,
      style: style, narrowing: narrowing, chosen: state.chosen)
    let bold = style.bold
    let dim = style.dim
    let reset = style.reset
    let selection = picker.selection(of: state)
    let spoken = selection.spoken
    let said = message ?? spoken
    // The value as a person writes it, unless the wheels or the words below already say the same
    // (a pattern's digits; an option's label): a line that repeats them only costs bytes per key.
    // Several choices are written on one line, separated by commas.
    let text = state.chosen.isEmpty ? selection.text : selection.written
    let onWheels = rows.indices.map {
      picker.title(ofRow: rows[$0], inWheel: $0, rows: rows)
    }.joined()
    let repeats = text == spoken || text.filter { $0 != " " } == onWheels.filter { $0 != " " }
    var readout = !label.isEmpty ? label : (repeats ? "" : text)
    if let narrowing {
      readout = narrowing.description
    }
    let width = max(columns - 1, 10)
    return Frame(lines: [
      DisplayWidth.truncated(
        " " + bold + title + reset, to: width + bold.count + reset.count),
      wheelLines.line(-1),
      wheelLines.line(0),
      wheelLines.line(1),
      " " + DisplayWidth.truncated(readout, to: width - 1),
      " " + DisplayWidth.truncated((message == nil ? "" : "! ") + said, to: width - 1),
      dim
        + DisplayWidth.truncated(
          wheels.contains { $0.choosesSeveral }
            ? " ↑↓ spin  Space choose  type to find  Enter accept  Esc cancel"
            : " ←→ wheel  ↑↓ spin  +/- step  type to set  Enter accept  Esc cancel", to: width)
        + reset,
    ])
  }
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
