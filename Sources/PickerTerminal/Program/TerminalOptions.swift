/// How a ``TerminalProgram`` draws, and how long it waits.
public struct TerminalOptions: Sendable {
  /// Use the alternate screen instead of drawing inline.
  public var fullScreen: Bool
  /// Use colour and emphasis (false when NO_COLOR is set).
  public var usesColor: Bool
  /// Seconds until the program gives up, or nil to wait for ever.
  public var timeout: Double?

  /// Creates options.
  public init(fullScreen: Bool = false, usesColor: Bool = true, timeout: Double? = nil) {
    self.fullScreen = fullScreen
    self.usesColor = usesColor
    self.timeout = timeout
  }
}
