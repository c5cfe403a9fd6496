import Foundation
public import PickerKit

/// A picker state as plain fields, any of them hostile: the JSON a browser or a file may send.
///
/// It becomes a ``PickerState`` the way such a state reaches the core, by decoding, so the laws
/// need no access to the state's internal setters.
public struct StateSpec: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The rows, any count, any values.
  public var rows: [Int]
  /// The focused wheel, any value.
  public var focus: Int
  /// An entry in progress, or nil.
  public var entry: EntrySpec?
  /// The rows chosen of a column that takes several choices, any values; nil for none.
  public var chosen: [Int]?

  /// An entry's fields, any of them hostile.
  public struct EntrySpec: Sendable, Hashable, Codable {
    /// The keys typed so far.
    public var keys: String
    /// The wheel the entry began on.
    public var wheel: Int
    /// The rows when the entry began.
    public var rows: [Int]

    /// Creates entry fields.
    public init(keys: String, wheel: Int, rows: [Int]) {
      self.keys = keys
      self.wheel = wheel
      self.rows = rows
    }
  }

  /// Creates state fields.
  public init(rows: [Int], focus: Int, entry: EntrySpec? = nil, chosen: [Int]? = nil) {
    self.rows = rows
    self.focus = focus
    self.entry = entry
    self.chosen = chosen
  }

  /// The fields of a state an outcome handed back.
  public init(_ state: PickerState) {
    rows = state.rows
    focus = state.focus
    entry = state.entry.map { EntrySpec(keys: $0.keys, wheel: $0.wheel, rows: $0.rows) }
    chosen = state.chosen.isEmpty ? nil : state.chosen
  }

  /// The state these fields decode to, as the core receives it from outside.
  public var state: PickerState {
    get throws {
      try JSONDecoder().decode(PickerState.self, from: JSONEncoder().encode(self))
    }
  }

  /// The fields as Swift-like text.
  public var description: String {
    let entryText = entry.map {
      "(keys: \($0.keys.debugDescription), wheel: \($0.wheel), rows: \($0.rows))"
    }
    return "StateSpec(rows: \(rows), focus: \(focus), entry: \(entryText ?? "nil")"
      + (chosen.map { ", chosen: \($0)" } ?? "") + ")"
  }
}
