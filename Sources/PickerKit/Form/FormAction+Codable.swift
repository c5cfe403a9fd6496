/// A form action as JSON (the web API's `FormAction` schema): `{"field": 0, "action": ACTION}`
/// (a ``PickerAction`` on one field), `{"key": "Tab"}` (a browser key name, through the form's
/// key map), `{"focus": 2}` or `{"focus": "next"}` / `"previous"`, or `"submit"`.
extension FormAction: Codable {
  private enum Keys: String, CodingKey { case field, action, key, focus }
  /// The words of a focus move between fields, read and written.
  private static let focusWords: [(word: String, move: FormFocus)] = [
    ("next", .next), ("previous", .previous),
  ]

  /// Reads a form action.
  public init(from decoder: any Decoder) throws {
    if let word = try? decoder.singleValueContainer().decode(String.self) {
      guard word == "submit" else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: "\"\(word.prefix(40))\" is no form action: use submit"))
      }
      self = .submit
      return
    }
    let container = try decoder.container(keyedBy: Keys.self)
    if let field = try container.decodeIfPresent(Int.self, forKey: .field) {
      self = .field(field, try container.decode(PickerAction.self, forKey: .action))
    } else if container.contains(.key) {
      let name = try container.decode(String.self, forKey: .key)
      guard let key = PickerKey(browserName: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .key, in: container, debugDescription: PickerKey.noKey(name))
      }
      self = .key(key)
    } else if let field = try? container.decode(Int.self, forKey: .focus) {
      self = .focus(.field(field))
    } else if let move = try container.decodeIfPresent(String.self, forKey: .focus) {
      guard let focus = Self.focusWords.first(where: { $0.word == move })?.move else {
        throw DecodingError.dataCorruptedError(
          forKey: .focus, in: container,
          debugDescription: "focus is a field number, next or previous")
      }
      self = .focus(focus)
    } else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "a form action is field (with action), key, focus or submit"))
    }
  }

  /// Writes the form action as it is read.
  public func encode(to encoder: any Encoder) throws {
    if self == .submit {
      var word = encoder.singleValueContainer()
      try word.encode("submit")
      return
    }
    var container = encoder.container(keyedBy: Keys.self)
    switch self {
    case .submit: break  // written above, as a word
    case .field(let field, let action):
      try container.encode(field, forKey: .field)
      try container.encode(action, forKey: .action)
    case .key(let key):
      guard let name = key.browserName else {
        throw EncodingError.invalidValue(
          key,
          .init(codingPath: encoder.codingPath, debugDescription: PickerKey.noBrowserName))
      }
      try container.encode(name, forKey: .key)
    case .focus(.field(let field)): try container.encode(field, forKey: .focus)
    case .focus(let move):
      try container.encode(Self.focusWords.first { $0.move == move }?.word, forKey: .focus)
    }
  }
}
