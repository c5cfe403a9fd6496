/// A wheel as the browser draws it: its rows' titles (a window of them for long wheels), and
/// whether it wraps or can be changed at all.
struct WheelDTO: Codable, Sendable {
  /// How many rows the wheel has.
  let count: Int
  /// The row the first title belongs to.
  let offset: Int
  /// Titles of rows offset..<offset + titles.count.
  let titles: [String]
  /// Whether spinning wraps round.
  let cyclic: Bool
  /// Whether a person can change it (separators cannot).
  let adjustable: Bool

  /// Long wheels (years) send a window of rows around the selection.
  static let window = 150

  init(count: Int, selected: Int, cyclic: Bool, adjustable: Bool, title: (Int) -> String) {
    let start =
      count > 2 * Self.window ? max(0, min(selected - Self.window, count - 2 * Self.window)) : 0
    let end = count > 2 * Self.window ? start + 2 * Self.window : count
    self.count = count
    self.offset = start
    self.titles = (start..<end).map(title)
    self.cyclic = cyclic
    self.adjustable = adjustable
  }
}

/// What the browser asks the wheels to do.
struct ActionDTO: Codable, Sendable {
  /// Turn one wheel by some rows.
  var spin: WheelCount?
  /// Step the value by some units of one wheel, with carry.
  var step: WheelCount?
  /// Type a key at a wheel.
  var type: TypedKey?

  struct WheelCount: Codable, Sendable {
    let wheel: Int
    let by: Int
  }

  struct TypedKey: Codable, Sendable {
    let wheel: Int
    let key: String
    /// The keys typed just before on this entry (calculator entry, day numbers).
    var typed: String?
  }
}
