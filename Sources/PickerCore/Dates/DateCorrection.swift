/// Which of two instants a repeated wall-clock time means (the hour a fall-back change repeats).
public enum Occurrence: String, Sendable, Hashable {
  /// The first time the clock shows it (still on daylight-saving time).
  case first
  /// The second time (after the clocks went back).
  case second
}

/// The valid date a selection settled on, what moved and why.
public struct DateCorrection: Sendable, Hashable {
  /// The rows, one per wheel.
  public let rows: [Int]
  /// The wall-clock fields the rows show.
  public let fields: LocalDateTime
  /// The wheels whose rows changed.
  public let moves: [WheelMove]
  /// Why the selection moved, or nil when it was valid.
  public let reason: DateError?
  /// The instant, for date (its start of day) and date-and-time modes; nil for time and countdown.
  public let moment: Instant?
  /// For a repeated wall-clock time, which occurrence `moment` is; nil when the time is unique.
  public let occurrence: Occurrence?

  /// Whether the input had to move to become valid.
  public var wasCorrected: Bool { reason != nil }
}
