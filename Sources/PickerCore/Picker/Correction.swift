/// One wheel that moved when a selection was corrected, so a front end can animate it.
public struct WheelMove: Sendable, Hashable {
  /// The wheel's index.
  public let wheel: Int
  /// The row it showed.
  public let from: Int
  /// The row it shows now.
  public let to: Int

  /// A wheel's move from one row to another.
  package init(wheel: Int, from: Int, to: Int) {
    self.wheel = wheel
    self.from = from
    self.to = to
  }

  /// The move as JSON: `{"wheel", "from", "to"}`.
  public var json: JSONValue {
    .object(JSONObject([("from", .number(from)), ("to", .number(to)), ("wheel", .number(wheel))]))
  }
}

/// The legal selection a picker settled on, and what moved to get there and why.
public struct Correction: Sendable, Hashable {
  /// The rows, one per wheel.
  public let rows: [Int]
  /// The exact value the rows show.
  public let value: PatternValue
  /// What the wheels show.
  public let text: String
  /// Why the value moved, or nil when the input was already legal.
  public let reason: ValueError?
  /// The rows given, kept as they were for ``moves`` (a step that nobody asks the moves of
  /// builds no list of them).
  let previousRows: [Int]?

  /// The wheels whose rows changed.
  public var moves: [WheelMove] {
    guard let previousRows, previousRows.count == rows.count else { return [] }
    return rows.indices.compactMap { index in
      previousRows[index] == rows[index]
        ? nil : WheelMove(wheel: index, from: previousRows[index], to: rows[index])
    }
  }

  /// Whether the input had to move to become legal.
  public var wasCorrected: Bool { reason != nil }

  init(rows: [Int], from previous: [Int]?, value: PatternValue, text: String, reason: ValueError?) {
    self.rows = rows
    self.value = value
    self.text = text
    self.reason = reason
    self.previousRows = previous
  }
}
