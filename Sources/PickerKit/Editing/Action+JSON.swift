/// An action as JSON, the one reading every front end that sends actions shares (the web API's
/// `PickerAction` schema): `{"select": {"wheel", "row"}}`, `{"spin": {"wheel", "by"}}`,
/// `{"step": {"wheel", "by"}}`, `{"type": "5"}`, `{"key": "ArrowUp"}` (a browser key name, read
/// through ``PickerKey/init(browserName:)``), `{"focus": 2}` or `{"focus": "next"}`, `"erase"`,
/// `"settle"`.
///
/// An action object is read by the one member it has, so a well-formed action is read without a
/// decoding error thrown and caught on the way (a generated `oneOf` reader tries each shape in
/// turn, and each refusal costs more than reading the action: this runs for every key a page
/// sends). Two members are refused, as the document's `additionalProperties: false` says.
extension PickerAction: Codable {
  private enum Keys: String, CodingKey { case select, spin, step, type, key, focus }
  private struct WheelCount: Codable {
    let wheel: Int
    let by: Int
  }
  private struct WheelRow: Codable {
    let wheel: Int
    let row: Int
  }
  /// The words of a focus move, read and written.
  private static let focusWords: [(word: String, move: FocusMove)] = [
    ("next", .next), ("previous", .previous), ("first", .first), ("last", .last),
  ]

  /// Reads an action.
  public init(from decoder: any Decoder) throws {
    guard let container = try? decoder.container(keyedBy: Keys.self) else {
      let word = try decoder.singleValueContainer().decode(String.self)
      switch word {
      case "erase": self = .erase
      case "settle": self = .settle
      default:
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: "\"\(word.prefix(40))\" is no action: use erase or settle"))
      }
      return
    }
    guard container.allKeys.count <= 1 else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "an action is one of select, spin, step, type, key or focus, not "
            + container.allKeys.map(\.stringValue).sorted().joined(separator: " and ")))
    }
    switch container.allKeys.first {
    case .select?:
      let select = try container.decode(WheelRow.self, forKey: .select)
      self = .select(wheel: select.wheel, row: select.row)
    case .spin?:
      let spin = try container.decode(WheelCount.self, forKey: .spin)
      self = .spin(wheel: spin.wheel, by: spin.by)
    case .step?:
      let step = try container.decode(WheelCount.self, forKey: .step)
      self = .step(wheel: step.wheel, by: step.by)
    case .type?:
      guard let character = PickerKey.typed(try container.decode(String.self, forKey: .type))
      else {
        throw DecodingError.dataCorruptedError(
          forKey: .type, in: container, debugDescription: "type one character at a time")
      }
      self = .type(character)
    case .key?:
      self = .key(try PickerKey.read(from: container, forKey: .key))
    case .focus?:
      if let wheel = try? container.decode(Int.self, forKey: .focus) {
        self = .focus(.wheel(wheel))
        return
      }
      let word = try container.decode(String.self, forKey: .focus)
      guard let focus = Self.focusWords.first(where: { $0.word == word })?.move else {
        throw DecodingError.dataCorruptedError(
          forKey: .focus, in: container,
          debugDescription: "focus is a wheel number, next, previous, first or last")
      }
      self = .focus(focus)
    case nil:
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "an action is select, spin, step, type, key, focus, erase or settle"))
    }
  }

  /// Writes the action as it is read.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .erase, .settle:
      var word = encoder.singleValueContainer()
      try word.encode(self == .erase ? "erase" : "settle")
      return
    default: break
    }
    var container = encoder.container(keyedBy: Keys.self)
    switch self {
    case .select(let wheel, let row):
      try container.encode(WheelRow(wheel: wheel, row: row), forKey: .select)
    case .spin(let wheel, let by):
      try container.encode(WheelCount(wheel: wheel, by: by), forKey: .spin)
    case .step(let wheel, let by):
      try container.encode(WheelCount(wheel: wheel, by: by), forKey: .step)
    case .type(let character): try container.encode(String(character), forKey: .type)
    case .key(let key):
      try container.encode(try key.browserName(at: encoder.codingPath), forKey: .key)
    case .focus(.wheel(let wheel)): try container.encode(wheel, forKey: .focus)
    case .focus(let move):
      try container.encode(Self.focusWords.first { $0.move == move }?.word, forKey: .focus)
    case .erase, .settle: break  // written above, as a word
    }
  }
}

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
      self = .key(try PickerKey.read(from: container, forKey: .key))
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
      try container.encode(try key.browserName(at: encoder.codingPath), forKey: .key)
    case .focus(.field(let field)): try container.encode(field, forKey: .focus)
    case .focus(let move):
      try container.encode(Self.focusWords.first { $0.move == move }?.word, forKey: .focus)
    }
  }
}

extension PickerKey {
  /// The key a JSON action names, or a decoding error saying it is none.
  fileprivate static func read<Key: CodingKey>(
    from container: KeyedDecodingContainer<Key>, forKey key: Key
  ) throws -> PickerKey {
    let name = try container.decode(String.self, forKey: key)
    guard let read = PickerKey(browserName: name) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "\"\(name.prefix(40))\" is no key: use a browser key name "
          + "(ArrowUp, Tab, Enter, ...) or one character")
    }
    return read
  }

  /// The browser's name for the key, or an encoding error for Shift-Tab, which a browser sends
  /// as `Tab` with Shift held and JSON cannot name.
  fileprivate func browserName(at path: [any CodingKey]) throws -> String {
    if case .character(let character) = self { return String(character) }
    if self == .tab { return "Tab" }
    guard let name = Self.browserNames.first(where: { $0.value == self })?.key else {
      throw EncodingError.invalidValue(
        self, .init(codingPath: path, debugDescription: "Shift-Tab has no browser key name"))
    }
    return name
  }
}
