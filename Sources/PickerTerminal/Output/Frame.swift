/// What the screen shows: lines of text, escape codes for colour included.
public struct Frame: Sendable, Hashable {
  /// The lines, top to bottom.
  public var lines: [String]
}
