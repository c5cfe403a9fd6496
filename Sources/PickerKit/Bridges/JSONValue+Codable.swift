public import Foundation

/// The core's JSON values through Foundation's coders, so that a type the core reads and writes
/// itself (a state, an action, a report) sits inside any `Codable` type (the API's generated
/// types, a form) and still has one reading and one writing: the core's.
extension JSONValue: Codable {
  /// A member name of any text.
  struct Name: CodingKey {
    let stringValue: String
    init(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
  }

  /// Reads any JSON value; a number is read exactly while `Decimal` holds it, and by its
  /// `Double` text beyond (1e160), so that it reaches the core as a number to refuse by name.
  public init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: Name.self) {
      var members: [(String, JSONValue?)] = []
      for key in object.allKeys.sorted(by: { JSONWriter.precedes($0.stringValue, $1.stringValue) })
      {
        members.append((key.stringValue, try object.decode(JSONValue.self, forKey: key)))
      }
      self = .object(JSONObject(members))
      return
    }
    if var array = try? decoder.unkeyedContainer() {
      var elements: [JSONValue] = []
      while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
      self = .array(elements)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let flag = try? single.decode(Bool.self) {
      self = .bool(flag)
    } else if let text = try? single.decode(String.self) {
      self = .string(text)
    } else if let number = try? single.decode(Decimal.self),
      let value = JSONValue.number(text: number.description)
    {
      self = value
    } else if let number = try? single.decode(Double.self), number.isFinite,
      let value = JSONValue.number(text: Self.plain(number))
    {
      self = value
    } else {
      throw DecodingError.dataCorruptedError(in: single, debugDescription: "not a JSON value")
    }
  }

  /// A Double's text in JSON's grammar (`1e+160` is `1e160`).
  private static func plain(_ number: Double) -> String {
    number.description.replacingOccurrences(of: "e+", with: "e")
  }

  /// Writes the value; a number as the `Decimal` of its text, which Foundation writes as its
  /// digits (the core's numbers are in `Decimal`'s plain form, so the bytes are the core's).
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let flag):
      var single = encoder.singleValueContainer()
      try single.encode(flag)
    case .number(let number):
      var single = encoder.singleValueContainer()
      if let decimal = Decimal(string: number.text, locale: Locale(identifier: "en_US_POSIX")) {
        try single.encode(decimal)
      } else {
        try single.encode(Double(number.text) ?? 0)
      }
    case .string(let text):
      var single = encoder.singleValueContainer()
      try single.encode(text)
    case .array(let elements):
      var array = encoder.unkeyedContainer()
      for element in elements { try array.encode(element) }
    case .object(let object):
      var container = encoder.container(keyedBy: Name.self)
      for member in object.members {
        try container.encode(member.value, forKey: Name(stringValue: member.name))
      }
    }
  }
}

extension JSONError {
  /// The error as Foundation's decoders report one, at its place below `codingPath`.
  func decodingError(below codingPath: [any CodingKey]) -> DecodingError {
    let keys: [any CodingKey] =
      codingPath
      + path.map { component -> any CodingKey in
        switch component {
        case .name(let name): JSONValue.Name(stringValue: name)
        case .index(let index): Position(intValue: index)
        }
      }
    switch problem {
    case .missing:
      let key = keys.last ?? JSONValue.Name(stringValue: "")
      return .keyNotFound(key, .init(codingPath: keys.dropLast(), debugDescription: description))
    case .wrongType:
      return .typeMismatch(JSONValue.self, .init(codingPath: keys, debugDescription: description))
    case .invalid, .notJSON:
      return .dataCorrupted(.init(codingPath: keys, debugDescription: message))
    }
  }

  /// A position in an array, as a coding key.
  struct Position: CodingKey {
    let intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
  }
}

extension JSONValue {
  /// A value the core reads itself, read from a Foundation decoder: the JSON there, by the
  /// core's reading, with the core's refusal as Foundation's error at its place.
  static func read<Value>(
    from decoder: any Decoder, _ read: (JSONReading) throws(JSONError) -> Value
  ) throws -> Value {
    let value = try JSONValue(from: decoder)
    do {
      return try read(JSONReading(value))
    } catch {
      throw error.decodingError(below: decoder.codingPath)
    }
  }
}

extension JSONValue {
  /// Writes an action's JSON through a Foundation encoder; an action with none (Shift-Tab, which
  /// JSON cannot name) is an error.
  static func encode(action: Any, _ json: JSONValue?, to encoder: any Encoder) throws {
    guard let json else {
      throw EncodingError.invalidValue(
        action, .init(codingPath: encoder.codingPath, debugDescription: PickerKey.noBrowserName))
    }
    try json.encode(to: encoder)
  }
}

extension JSONCodable {
  /// Reads the value through a Foundation decoder, by the core's reading.
  public init(from decoder: any Decoder) throws {
    self = try JSONValue.read(from: decoder) { (json) throws(JSONError) in try Self(json: json) }
  }

  /// Writes the value through a Foundation encoder, as the core writes it.
  public func encode(to encoder: any Encoder) throws {
    try json.encode(to: encoder)
  }
}

extension PickerState: Codable {}

/// A sync of any synced document, and its answer, as the API's generated types hold them.
extension DeviceEdits: Codable {}
extension SyncAnswer: Codable {}

extension PickerAction: Codable {
  /// Reads an action through a Foundation decoder, by the core's reading.
  public init(from decoder: any Decoder) throws {
    self = try JSONValue.read(from: decoder) { (json) throws(JSONError) in
      try PickerAction(json: json)
    }
  }

  /// Writes the action as the core writes it; Shift-Tab, which JSON cannot name, is an error.
  public func encode(to encoder: any Encoder) throws {
    try JSONValue.encode(action: self, json, to: encoder)
  }
}

extension PickerReport: Encodable {
  /// Writes the report as the core writes it.
  public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
}

extension WheelMove: Encodable {
  /// Writes the move as the core writes it.
  public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
}

extension PickerDatum: Encodable {
  /// Writes the datum as the core writes it.
  public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
}

/// The one JSON encoding every front end uses for what the core does not write itself (the
/// apps' answers): members in name order, `/` unescaped, numbers exact, as the core's writer.
public enum PickerJSON {
  /// A value as JSON text.
  public static func text(of value: some Encodable) throws -> String {
    String(decoding: try data(of: value), as: UTF8.self)
  }

  /// A value as JSON bytes: members in name order, `/` unescaped.
  public static func data(of value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(value)
  }
}
