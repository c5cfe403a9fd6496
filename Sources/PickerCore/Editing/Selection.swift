/// What a state stands for: the value, as text reads it back, as a person writes it, and in
/// words.
public struct Selection<Value: Sendable & Hashable>: Sendable, Hashable {
  /// What the selection means.
  public let value: Value
  /// What the wheels show, as text reads back (for several choices, one label per line).
  public let text: String
  /// The value as a person writes it.
  public let written: String
  /// The value in words, for screen readers.
  public let spoken: String

  /// Creates a selection's description.
  public init(value: Value, text: String, written: String, spoken: String) {
    self.value = value
    self.text = text
    self.written = written
    self.spoken = spoken
  }
}
