/// A wheel narrowed by what was typed into it: the keys, and the rows that match them.
///
/// The rows are best first. A front end draws these rows in this order instead of the wheel's own;
/// a spin moves among them, and the selection is always one of them.
public struct Narrowing: Sendable, Hashable {
  /// The wheel narrowed.
  public let wheel: Int
  /// What was typed.
  public let query: String
  /// The rows that match, best first (never empty).
  public let rows: [Int]
  /// How many rows the wheel has in all.
  public let of: Int

  /// Creates a narrowing.
  public init(wheel: Int, query: String, rows: [Int], of count: Int) {
    self.wheel = wheel
    self.query = query
    self.rows = rows
    self.of = count
  }

  /// The line a front end shows while a wheel is narrowed: `filter "rav": 39 of 1000`.
  public var description: String { "filter \"\(query)\": \(rows.count) of \(of)" }
}
