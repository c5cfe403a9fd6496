/// One wheel as a client draws it: its rows' titles (a long wheel's as a window around the
/// selection, from `offset`), whether it wraps and can be turned, and its accessible name.
public struct WheelReport: Sendable, Hashable {
  /// The number of rows.
  public let count: Int
  /// The row the first title is of.
  public let offset: Int
  /// The titles from `offset` on.
  public let titles: [String]
  /// Whether spinning wraps round.
  public let cyclic: Bool
  /// Whether a person can turn it.
  public let adjustable: Bool
  /// What a screen reader calls it.
  public let name: String
  /// The rows sent that are shown but cannot be chosen (a disabled option's), in order.
  public let disabled: [Int]
  /// What was typed into a wheel narrowed by it (``Narrowing``), or nil.
  public let filter: String?
  /// On a narrowed wheel, the wheel's own row each title sent stands for (its rows are the
  /// matches, best first, and `count` is how many match); nil otherwise.
  public let rows: [Int]?
  /// Whether several rows can be chosen at once (the state's `chosen` lists them).
  public let several: Bool
  /// Whether it divides the wheels into two halves of one value (a range's dash).
  public let divides: Bool

  /// Describes a wheel as drawn.
  public init(
    count: Int, offset: Int, titles: [String], cyclic: Bool, adjustable: Bool, name: String,
    disabled: [Int], filter: String? = nil, rows: [Int]? = nil, several: Bool = false,
    divides: Bool = false
  ) {
    self.several = several
    self.divides = divides
    self.count = count
    self.offset = offset
    self.titles = titles
    self.cyclic = cyclic
    self.adjustable = adjustable
    self.name = name
    self.disabled = disabled
    self.filter = filter
    self.rows = rows
  }

  /// The wheel as JSON; `disabled` only when a row sent is, `filter` and `rows` only when it is
  /// narrowed, `several` only when it chooses several, `divides` only on a range's dash.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("adjustable", .bool(adjustable)), ("count", .number(count)), ("cyclic", .bool(cyclic)),
        ("disabled", disabled.isEmpty ? nil : .array(disabled.map { .number($0) })),
        ("divides", divides ? .bool(true) : nil),
        ("filter", filter.map(JSONValue.string)), ("name", .string(name)),
        ("offset", .number(offset)), ("rows", rows.map { $0.json }),
        ("several", several ? .bool(true) : nil), ("titles", .array(titles.map(JSONValue.string))),
      ]))
  }

  /// Half the rows a long wheel sends around its selection.
  public static let window = 150

  /// A key for a set of wheels as drawn (counts, windows, titles, names).
  ///
  /// Equal wheels have equal keys, the same in every process (FNV-1a over each wheel's shape,
  /// name and titles), so a key a client kept across a restart still matches.
  public static func key(of wheels: [WheelReport]) -> String {
    var key = WheelsKey()
    for wheel in wheels {
      key.add(wheel: wheel.count, offset: wheel.offset, wheel.cyclic, wheel.adjustable, wheel.name)
      for title in wheel.titles { key.add(title: title) }
      for row in wheel.disabled { key.add(disabled: row) }
      if let filter = wheel.filter { key.add(filter: filter, rows: wheel.rows ?? []) }
      if wheel.several { key.addSeveral() }
    }
    return key.text
  }

  /// The rows a wheel of `count` rows sends with `selected` chosen: all of them, or for a wheel
  /// longer than twice ``window``, the window around the selected row (any row: one outside the
  /// wheel counts as its nearest end).
  static func rowsSent(of count: Int, selected: Int) -> Range<Int> {
    guard count > 2 * window else { return 0..<max(count, 0) }
    let start = min(max(selected, window) - window, count - 2 * window)
    return start..<start + 2 * window
  }
}
