/// The terminal picker's whole state; `update` is pure, so every frame can be checked as text.
public struct PickerState: Sendable {
  /// How the picker ended, once it has.
  public enum Outcome: Sendable, Hashable {
    /// Enter: the rows were accepted (already settled on the nearest valid selection).
    case accepted
    /// Escape or Ctrl-C.
    case cancelled
  }

  /// The core, as the terminal asks it.
  public let session: any PickerSession
  /// The selection.
  public var rows: [Int]
  /// The focused wheel.
  public var focus: Int
  /// The message line: why something moved or was refused.
  public var message: String?
  /// Set when the picker is done.
  public var outcome: Outcome?
  /// The terminal's width in columns.
  public var columns: Int
  /// Whether colour may be used (NO_COLOR unset).
  public var usesColor: Bool
  /// The keys just typed on the focused wheel, for wheels whose titles take several keys.
  public var typed = ""

  /// Starts on the session's first selection, focused on its first adjustable wheel.
  public init(session: any PickerSession, columns: Int = 80, usesColor: Bool = true) {
    self.session = session
    self.rows = session.startRows
    self.focus = session.wheels(for: session.startRows).firstIndex(where: \.isAdjustable) ?? 0
    self.columns = columns
    self.usesColor = usesColor
  }

  /// The wheels of the current selection.
  public var wheels: [WheelInfo] { session.wheels(for: rows) }

  /// The next adjustable wheel in a direction, or the same wheel at an end.
  func neighbour(of wheel: Int, step: Int) -> Int {
    let all = wheels
    var index = wheel + step
    while all.indices.contains(index) {
      if all[index].isAdjustable { return index }
      index += step
    }
    return wheel
  }
}

/// The picker's reaction to one key: a new state, nothing else.
public func update(_ state: PickerState, _ key: Key) -> PickerState {
  var next = state
  next.message = nil
  next.typed = ""
  func apply(_ edit: Edit) {
    next.rows = edit.rows
    if let focus = edit.focus { next.focus = focus }
    next.message = edit.message
    next.typed = edit.typed ?? ""
  }
  let session = state.session
  switch key {
  case .left, .shiftTab, .backspace:
    next.focus = state.neighbour(of: state.focus, step: -1)
  case .right, .tab:
    next.focus = state.neighbour(of: state.focus, step: 1)
  case .home:
    next.focus = state.wheels.firstIndex(where: \.isAdjustable) ?? 0
  case .end:
    next.focus = state.wheels.lastIndex(where: \.isAdjustable) ?? 0
  case .up, .character("k"):
    apply(session.spin(state.rows, wheel: state.focus, by: -1))
  case .down, .character("j"):
    apply(session.spin(state.rows, wheel: state.focus, by: 1))
  case .pageUp, .character("+"):
    apply(session.step(state.rows, wheel: state.focus, by: 1))
  case .pageDown:
    apply(session.step(state.rows, wheel: state.focus, by: -1))
  case .character("-") where !state.acceptsSignKey:
    apply(session.step(state.rows, wheel: state.focus, by: -1))
  case .character(let character):
    apply(session.type(character, in: state.rows, focus: state.focus, typed: state.typed))
  case .mouseWheel(let up, let column):
    let wheel = Layout(state: state).wheel(atColumn: column) ?? state.focus
    next.focus = wheel
    apply(session.spin(state.rows, wheel: wheel, by: up ? -1 : 1))
  case .enter:
    apply(session.settle(state.rows))
    next.outcome = .accepted
  case .escape, .controlC:
    next.outcome = .cancelled
  case .resize(let columns, _):
    next.columns = columns
  }
  // A change of unit may change the wheels under the focus.
  let count = next.wheels.count
  if next.focus >= count { next.focus = max(count - 1, 0) }
  return next
}

extension PickerState {
  /// Whether `-` types a sign (the pattern has a sign wheel) rather than stepping down.
  var acceptsSignKey: Bool {
    session.type("-", in: rows, focus: focus, typed: "").message == nil
  }
}
