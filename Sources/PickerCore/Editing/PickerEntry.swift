/// An entry in progress: the keys typed so far, and where it began, so that the next key (or an
/// erase) is read against the whole entry rather than against what the wheels show.
public struct PickerEntry: Sendable, Hashable {
  /// The keys typed so far, in order.
  public package(set) var keys: String
  /// The wheel the entry began on.
  public package(set) var wheel: Int
  /// The rows when the entry began.
  public package(set) var rows: [Int]

  /// An entry of keys begun on a wheel at some rows.
  package init(keys: String, wheel: Int, rows: [Int]) {
    self.keys = keys
    self.wheel = wheel
    self.rows = rows
  }
}
