import Foundation

/// A form's description, state, actions and answers through Foundation's coders, read and
/// written by the core (``FormSpec/init(json:)``, ``FormState``, ``FormAction``), so a form a
/// command decodes means what it means in a page.
extension FormSpec: Decodable {
  /// Reads a form, refusing members it does not take; an error in a field names the field.
  public init(from decoder: any Decoder) throws {
    try self.init(json: JSONReading(try JSONValue(from: decoder), path: decoder.jsonPath))
  }
}

extension FieldSpec: Decodable {
  /// Reads a field: its own members, then the picker's settings from the same object.
  public init(from decoder: any Decoder) throws {
    try self.init(json: JSONReading(try JSONValue(from: decoder), path: decoder.jsonPath))
  }
}

extension FormState: Codable {}

extension FieldValue: Codable {
  /// Reads a number or a date's fields, by the core's reading.
  public init(from decoder: any Decoder) throws {
    self = try JSONValue.read(from: decoder) { (json) throws(JSONError) in
      try FieldValue(json: json)
    }
  }

  /// Writes a number or a date's fields, as the core writes them.
  public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
}

extension FormAction: Codable {
  /// Reads a form action through a Foundation decoder, by the core's reading.
  public init(from decoder: any Decoder) throws {
    self = try JSONValue.read(from: decoder) { (json) throws(JSONError) in
      try FormAction(json: json)
    }
  }

  /// Writes the action as the core writes it; Shift-Tab, which JSON cannot name, is an error.
  public func encode(to encoder: any Encoder) throws {
    try JSONValue.encode(action: self, json, to: encoder)
  }
}

extension FormOutcome: Encodable {
  /// Writes each field's value under its name, as the core writes them.
  public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }

  /// The answers as JSON text (``jsonText``).
  public func json() throws -> String { jsonText }
}

extension FormReport: Encodable {
  /// Writes the report as the core writes it.
  public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }

  /// The report as JSON text (``jsonText``).
  public func json() throws -> String { jsonText }
}

extension Decoder {
  /// Where the decoder is, as the core names places.
  var jsonPath: [JSONPathComponent] {
    codingPath.map { key in key.intValue.map(JSONPathComponent.index) ?? .name(key.stringValue) }
  }
}
