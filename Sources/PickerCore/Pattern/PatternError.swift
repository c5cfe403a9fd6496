/// A pattern that cannot become wheels, with the character that failed.
public struct PatternError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The pattern as given.
  public let pattern: String
  /// The offending character's position, counted from 0 in characters.
  public let offset: Int
  /// What was wrong and what is allowed.
  public let reason: String

  /// Creates an error pointing at one character of a pattern.
  public init(pattern: String, offset: Int, reason: String) {
    self.pattern = pattern
    self.offset = offset
    self.reason = reason
  }

  /// One line: the pattern, the position (from 1) and the reason.
  public var description: String {
    "bad pattern \"\(pattern)\" at character \(offset + 1): \(reason)"
  }

  /// The pattern with a caret under the offending character, for a terminal.
  public var caretDiagram: String {
    "  \(pattern)\n  \(String(repeating: " ", count: offset))^"
  }
}
