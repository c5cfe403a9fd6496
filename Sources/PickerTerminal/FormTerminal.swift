public import PickerKit

/// A form on the terminal.
///
/// Every shown field's wheels under its label (a field whose condition hides it is not drawn),
/// Tab and Shift-Tab between fields, Enter on the last field submits. The core's ``Form`` decides
/// everything; this only draws its outcome.
public struct FormTerminalState: TerminalModel {
  /// The form.
  public let form: Form
  /// The form's state.
  public var state: FormState
  /// The message line.
  public var message: String?
  /// Set when the person is done: Enter on the last field submits the form's state, Escape or
  /// Ctrl-C cancel.
  public var decision: TerminalDecision<FormState>?
  /// The window's width.
  public var columns: Int
  /// Whether colour may be used.
  public var usesColor: Bool

  /// Starts on a form's state.
  public init(
    form: Form, state: FormState, columns: Int = 80, usesColor: Bool = true
  ) {
    self.form = form
    self.state = state
    self.columns = columns
    self.usesColor = usesColor
  }
}

extension FormTerminalState {
  /// A form's reaction to one key: keys through the form's key map, the mouse wheel through the
  /// same mouse map as a single picker's, on the focused field.
  public func update(_ key: Key) -> FormTerminalState {
    var next = self
    let actions: [FormAction]
    switch key {
    case .picker(let pickerKey):
      actions = [.key(pickerKey)]
    case .mouseWheel(let up, let column):
      let field = state.focus
      let pickers = form.pickers(for: state)
      guard pickers.indices.contains(field) else { return next }
      actions = mouseWheel(
        up: up, column: column, on: pickers[field].picker, state.fields[field],
        columns: columns
      ).map { .field(field, $0) }
    case .escape, .controlC:
      next.decision = .cancelled
      return next
    case .resize(let columns, _):
      next.columns = columns
      return next
    case .suspend:
      return next
    }
    let outcome = form.apply(actions, to: state)
    next.state = outcome.state
    next.message = outcome.message
    if outcome.submitted { next.decision = .accepted(outcome.state) }
    return next
  }

  /// The form's frame: a title, then each field's label and wheels (the focused field with the
  /// rows above and below its selection), the message line and the keys.
  public func view() -> Frame {
    let style = Styles(usesColor: usesColor)
    let width = max(columns - 1, 10)
    var lines = [" " + style.bold + form.title + style.reset]
    let pickers = form.pickers(for: state)
    let shown = form.shown(in: state)
    for (position, field) in form.fields.enumerated()
    where pickers.indices.contains(position) && shown[position] {
      let focused = position == state.focus
      lines += fieldLines(
        pickers[position].picker, state.fields[position], label: field.label,
        focused: focused,
        columns: columns, style: style)
    }
    lines.append(" " + DisplayWidth.truncated(message.map { "! " + $0 } ?? "", to: width - 1))
    let focused = pickers.indices.contains(state.focus) ? pickers[state.focus] : nil
    let choosing =
      focused.map { built in
        built.picker.wheels(for: state.fields[state.focus].rows).contains {
          $0.choosesSeveral
        }
      } ?? false
    lines.append(
      style.dim
        + (choosing
          ? " Tab next field  ↑↓ spin  Space choose  Enter next/submit  Esc cancel"
          : " Tab next field  ←→ wheel  ↑↓ spin  type to set  Enter next/submit  Esc cancel")
        + style.reset)
    return Frame(lines: lines)
  }
}

/// One field's lines: its label (marked when focused), and its wheels.
private func fieldLines(
  _ picker: some Picker, _ fieldState: PickerState, label: String, focused: Bool, columns: Int,
  style: Styles
) -> [String] {
  let wheels = WheelLines(
    picker: picker, rows: fieldState.rows, focus: fieldState.focus, showsFocus: focused,
    columns: columns, style: style, narrowing: picker.narrowing(of: fieldState),
    chosen: fieldState.chosen)
  let marker = focused ? "> " : "  "
  // A field of several choices says beside its label which are chosen, focused or not.
  let several = picker.wheels(for: fieldState.rows).contains { $0.choosesSeveral }
  let chosen = several ? ": " + picker.selection(of: fieldState).written : ""
  let heading =
    (focused ? style.bold : "") + marker + label + chosen + (focused ? style.reset : "")
  return [heading, focused ? wheels.line(-1) : "", wheels.line(0), focused ? wheels.line(1) : ""]
}
