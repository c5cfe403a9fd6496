/// A selection the core corrected, and why it moved (nil when it was legal as given).
public struct Settled: Sendable, Hashable {
  /// The rows, one per wheel, legal.
  public let rows: [Int]
  /// Why the rows moved, or nil.
  public let reason: PickerRefusal?
  /// The rows an answer chose in a column that takes several choices; empty otherwise.
  public let chosen: [Int]

  /// Creates a settled selection.
  public init(rows: [Int], reason: PickerRefusal? = nil, chosen: [Int] = []) {
    self.rows = rows
    self.reason = reason
    self.chosen = chosen
  }
}
