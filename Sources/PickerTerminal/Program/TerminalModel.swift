/// What a terminal program runs, as bubbletea's `Model`: a state, its pure reaction to a key
/// and the frame it draws.
///
/// ``TerminalState`` (one picker) and ``FormTerminalState`` (a form) are the two; a
/// ``TerminalProgram`` runs either on the terminal device, and a test runs either as text.
public protocol TerminalModel: Sendable {
  /// What the person's acceptance gives: a picker's state, or a form's.
  associatedtype Answer: Sendable

  /// The model after one key. Pure: no input or output, so every frame can be checked.
  func update(_ key: Key) -> Self

  /// What is drawn for this state.
  func view() -> Frame

  /// How the person ended it, once they have; nil while they are still choosing.
  var decision: TerminalDecision<Answer>? { get }
}
