/// An action as JSON, the one reading every front end that sends actions shares (the web API's
/// `PickerAction` schema): `{"select": {"wheel", "row"}}`, `{"spin": {"wheel", "by"}}`,
/// `{"step": {"wheel", "by"}}`, `{"type": "5"}`, `{"key": "ArrowUp"}` (a browser key name, read
/// through ``PickerKey/init(browserName:)``), `{"focus": 2}` or `{"focus": "next"}`,
/// `{"toggle": 3}`, `"erase"`, `"settle"`.
///
/// An action object is read by the one member it has (members of other names are not looked at).
/// Two action members are refused, as the document's `additionalProperties: false` says.
extension PickerAction {
  /// The action members, in the order messages list them.
  private static let names = ["select", "spin", "step", "type", "key", "focus", "toggle"]
  /// The words of a focus move, read and written.
  private static let focusWords: [(word: String, move: FocusMove)] = [
    ("next", .next), ("previous", .previous), ("first", .first), ("last", .last),
  ]

  /// Reads an action, or says what is wrong with it and where.
  public init(json: JSONReading) throws(JSONError) {
    if case .string(let word) = json.value {
      switch word {
      case "erase": self = .erase
      case "settle": self = .settle
      default:
        throw json.invalid(
          "\"\(word.prefix(Echo.longestQuote))\" is no action: use erase or settle")
      }
      return
    }
    let object = try json.object()
    let given = Self.names.filter { object.contains($0) }
    guard given.count <= 1 else {
      throw json.invalid(
        "an action is one of select, spin, step, type, key, focus or toggle, not "
          + given.ordered().joined(separator: " and "))
    }
    switch given.first {
    case "select":
      let select = try json.member("select")
      self = .select(wheel: try select.member("wheel").int(), row: try select.member("row").int())
    case "spin":
      let spin = try json.member("spin")
      self = .spin(wheel: try spin.member("wheel").int(), by: try spin.member("by").int())
    case "step":
      let step = try json.member("step")
      self = .step(wheel: try step.member("wheel").int(), by: try step.member("by").int())
    case "type":
      let typed = try json.member("type")
      guard let character = PickerKey.typed(try typed.string()) else {
        throw typed.invalid("type one character at a time")
      }
      self = .type(character)
    case "key":
      self = .key(try PickerKey(json: try json.member("key")))
    case "focus":
      let focus = try json.member("focus")
      if case .number = focus.value {
        self = .focus(.wheel(try focus.int()))
        return
      }
      let word = try focus.string()
      guard let move = Self.focusWords.first(where: { $0.word == word })?.move else {
        throw focus.invalid("focus is a wheel number, next, previous, first or last")
      }
      self = .focus(move)
    case "toggle":
      self = .toggle(row: try json.member("toggle").int())
    default:
      throw json.invalid(
        "an action is select, spin, step, type, key, focus, toggle, erase or settle")
    }
  }

  /// The action as it is read; nil for a key JSON cannot name (Shift-Tab, which a browser sends
  /// as `Tab` with Shift held).
  public var json: JSONValue? {
    func pair(_ name: String, _ first: String, _ a: Int, _ second: String, _ b: Int) -> JSONValue {
      .object(
        JSONObject([(name, .object(JSONObject([(first, .number(a)), (second, .number(b))])))]))
    }
    switch self {
    case .erase: return .string("erase")
    case .settle: return .string("settle")
    case .select(let wheel, let row): return pair("select", "wheel", wheel, "row", row)
    case .spin(let wheel, let by): return pair("spin", "wheel", wheel, "by", by)
    case .step(let wheel, let by): return pair("step", "wheel", wheel, "by", by)
    case .type(let character): return .object(JSONObject([("type", .string(String(character)))]))
    case .key(let key):
      return key.browserName.map { .object(JSONObject([("key", .string($0))])) }
    case .focus(.wheel(let wheel)): return .object(JSONObject([("focus", .number(wheel))]))
    case .focus(let move):
      let word = Self.focusWords.first { $0.move == move }?.word ?? "next"
      return .object(JSONObject([("focus", .string(word))]))
    case .toggle(let row): return .object(JSONObject([("toggle", .number(row))]))
    }
  }
}

extension PickerKey {
  /// The key a JSON member names, or why it names none.
  public init(json: JSONReading) throws(JSONError) {
    let name = try json.string()
    guard let key = PickerKey(browserName: name) else { throw json.invalid(Self.noKey(name)) }
    self = key
  }

  /// Why a name is no key, for every reader of keys.
  public static func noKey(_ name: String) -> String {
    "\"\(name.prefix(Echo.longestQuote))\" is no key: use a browser key name "
      + "(ArrowUp, Tab, Enter, ...) or one character"
  }

  /// Why a key has no name to write.
  public static let noBrowserName = "Shift-Tab has no browser key name"

  /// The browser's name for the key; nil for Shift-Tab, which a browser sends as `Tab` with
  /// Shift held.
  public var browserName: String? {
    if case .character(let character) = self { return String(character) }
    if self == .tab { return "Tab" }
    return Self.browserNames.first { $0.value == self }?.key
  }
}

extension PickerState: JSONCodable {
  /// Reads a state as a client sends it back: `{"rows": [...], "focus": N, "entry": {"keys",
  /// "wheel", "rows"}, "chosen": [...]}`, the entry absent or null when none is in progress, and
  /// `chosen` absent when nothing is chosen.
  public init(json: JSONReading) throws(JSONError) {
    self.init(
      rows: try json.member("rows").ints(), focus: try json.member("focus").int(),
      entry: try json.optionalMember("entry").map { (entry) throws(JSONError) in
        PickerEntry(
          keys: try entry.member("keys").string(), wheel: try entry.member("wheel").int(),
          rows: try entry.member("rows").ints())
      }, chosen: try json.optionalMember("chosen")?.ints() ?? [])
  }

  /// The state as JSON.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("chosen", chosen.isEmpty ? nil : chosen.json),
        (
          "entry",
          entry.map { entry in
            .object(
              JSONObject([
                ("keys", .string(entry.keys)), ("rows", entry.rows.json),
                ("wheel", .number(entry.wheel)),
              ]))
          }
        ),
        ("focus", .number(focus)), ("rows", rows.json),
      ]))
  }
}
