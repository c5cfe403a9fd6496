/// A description that cannot build a picker: which setting, and what is wrong and allowed.
public struct SpecError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The setting as a description names it: `pattern`, `min`, `timeZone`, `units`, `kind`.
  public let setting: String
  /// What was wrong and what is allowed, in one line.
  public let message: String
  /// For a pattern that does not parse, the pattern with a caret under the place that failed.
  public let caretDiagram: String?

  /// Creates an error for a setting.
  public init(setting: String, message: String, caretDiagram: String? = nil) {
    self.setting = setting
    self.message = Echo.oneLine(message)
    self.caretDiagram = caretDiagram
  }

  /// The message.
  public var description: String { message }
}
