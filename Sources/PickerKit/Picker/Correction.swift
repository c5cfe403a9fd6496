/// One wheel that moved when a selection was corrected, so a front end can animate it.
public struct WheelMove: Sendable, Hashable, Encodable {
  /// The wheel's index.
  public let wheel: Int
  /// The row it showed.
  public let from: Int
  /// The row it shows now.
  public let to: Int
}

/// The legal selection a picker settled on, and what moved to get there and why.
public struct Correction: Sendable, Hashable {
  /// The rows, one per wheel.
  public let rows: [Int]
  /// The exact value the rows show.
  public let value: PatternValue
  /// What the wheels show.
  public let text: String
  /// The wheels whose rows changed.
  public let moves: [WheelMove]
  /// Why the value moved, or nil when the input was already legal.
  public let reason: ValueError?

  /// Whether the input had to move to become legal.
  public var wasCorrected: Bool { reason != nil }

  init(rows: [Int], from previous: [Int]?, value: PatternValue, text: String, reason: ValueError?) {
    self.rows = rows
    self.value = value
    self.text = text
    self.reason = reason
    guard let previous, previous.count == rows.count else {
      self.moves = []
      return
    }
    self.moves = rows.indices.compactMap { index in
      previous[index] == rows[index]
        ? nil : WheelMove(wheel: index, from: previous[index], to: rows[index])
    }
  }
}
