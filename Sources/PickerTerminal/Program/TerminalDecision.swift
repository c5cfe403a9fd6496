/// How a person ends a ``TerminalModel``: the only two endings that are theirs to choose.
public enum TerminalDecision<Answer: Sendable>: Sendable {
  /// Enter on an answer that is ready to be taken (a picker's settled state, a form's state
  /// as it is submitted).
  case accepted(Answer)
  /// Escape or Ctrl-C.
  case cancelled
}

extension TerminalDecision: Equatable where Answer: Equatable {}
extension TerminalDecision: Hashable where Answer: Hashable {}
