/// How a run on the terminal ended: the person's decision, or what stopped it first.
public enum TerminalEnding<Answer: Sendable>: Sendable {
  /// Enter: the answer accepted (a picker's settled state, a submitted form's state).
  case accepted(Answer)
  /// Escape or Ctrl-C (exit 130).
  case cancelled
  /// A signal asked the program to stop (exit 128 + signal).
  case terminated(Int32)
  /// There is no terminal to draw on.
  case noTerminal
  /// The timeout passed before the person decided.
  case timedOut

  /// The ending as a person's decision, when it is one.
  init(_ decision: TerminalDecision<Answer>) {
    switch decision {
    case .accepted(let answer): self = .accepted(answer)
    case .cancelled: self = .cancelled
    }
  }

  /// The same ending with the accepted answer transformed.
  public func map<Other: Sendable>(_ transform: (Answer) -> Other) -> TerminalEnding<Other> {
    switch self {
    case .accepted(let answer): .accepted(transform(answer))
    case .cancelled: .cancelled
    case .terminated(let signal): .terminated(signal)
    case .noTerminal: .noTerminal
    case .timedOut: .timedOut
    }
  }
}

extension TerminalEnding: Equatable where Answer: Equatable {}
extension TerminalEnding: Hashable where Answer: Hashable {}
