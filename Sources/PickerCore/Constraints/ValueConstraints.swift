/// Minimum, maximum and step on top of a pattern's own limits (a thermostat: 45-90 in steps of 1).
public struct ValueConstraints: Sendable, Hashable {
  /// The lowest legal value; nil means the pattern's own lowest.
  public var minimum: ExactNumber?
  /// The highest legal value; nil means the pattern's own highest.
  public var maximum: ExactNumber?
  /// The step between legal values, counted from the minimum (or from 0 without one).
  public var step: ExactNumber?

  /// Creates constraints; every part is optional.
  @_disfavoredOverload
  public init(minimum: ExactNumber? = nil, maximum: ExactNumber? = nil, step: ExactNumber? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.step = step
  }
}

/// Constraints that do not fit their pattern, with a message that says what is allowed.
public struct ConstraintError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was wrong and what is allowed.
  public let description: String
  /// The constraint at fault: `min`, `max` or `step`.
  public let setting: String

  init(_ description: String, setting: String) {
    self.description = description
    self.setting = setting
  }
}
