/// A form action as JSON (the web API's `FormAction` schema): `{"field": 0, "action": ACTION}`
/// (a ``PickerAction`` on one field), `{"key": "Tab"}` (a browser key name, through the form's
/// key map), `{"focus": 2}` or `{"focus": "next"}` / `"previous"`, or `"submit"`.
///
/// An action object is read by the first of `field`, `key` and `focus` it has (members of other
/// names are not looked at).
extension FormAction {
  /// The words of a focus move between fields, read and written.
  private static let focusWords: [(word: String, move: FormFocus)] = [
    ("next", .next), ("previous", .previous),
  ]

  /// Reads a form action, or says what is wrong with it and where.
  public init(json: JSONReading) throws(JSONError) {
    if case .string(let word) = json.value {
      guard word == "submit" else {
        throw json.invalid("\"\(word.prefix(Echo.longestQuote))\" is no form action: use submit")
      }
      self = .submit
      return
    }
    let object = try json.object()
    if let field = try json.optionalMember("field")?.int() {
      self = .field(field, try PickerAction(json: json.memberOrNull("action")))
    } else if object.contains("key") {
      let key = try json.memberOrNull("key")
      let name = try key.string()
      guard let pickerKey = PickerKey(browserName: name) else {
        throw key.invalid(PickerKey.noKey(name))
      }
      self = .key(pickerKey)
    } else if let focus = try json.optionalMember("focus") {
      if case .number = focus.value, let field = try? focus.int() {
        self = .focus(.field(field))
        return
      }
      let word = try focus.string()
      guard let move = Self.focusWords.first(where: { $0.word == word })?.move else {
        throw focus.invalid("focus is a field number, next or previous")
      }
      self = .focus(move)
    } else {
      throw json.invalid("a form action is field (with action), key, focus or submit")
    }
  }

  /// The action as it is read; nil for an action JSON cannot write (Shift-Tab, on a field or
  /// as a key, which a browser sends as `Tab` with Shift held).
  public var json: JSONValue? {
    switch self {
    case .submit: return .string("submit")
    case .field(let field, let action):
      guard let action = action.json else { return nil }
      return .object(JSONObject([("field", .number(field)), ("action", action)]))
    case .key(let key):
      return key.browserName.map { .object(JSONObject([("key", .string($0))])) }
    case .focus(.field(let field)): return .object(JSONObject([("focus", .number(field))]))
    case .focus(let move):
      let word = Self.focusWords.first { $0.move == move }?.word ?? "next"
      return .object(JSONObject([("focus", .string(word))]))
    }
  }
}
