import Foundation

/// A description as one JSON (or YAML) object: `kind` and the kind's settings, read and written
/// by the core (``PickerSpec/init(json:alongside:skipping:)``, ``PickerSpec/json``), so a
/// description decoded here means what it means in a page.
extension PickerSpec: Codable {
  /// Reads a description from an object holding only its own settings.
  public init(from decoder: any Decoder) throws {
    try self.init(from: decoder, alongside: [])
  }

  /// Reads a description from an object that also holds other members (a form field's `name`,
  /// `label` and `default`), which are left for the caller.
  ///
  /// Settings named in `skipping` are read by the caller too (a form field's bound that names
  /// another field) and are left unset here.
  public init(
    from decoder: any Decoder, alongside others: Set<String>, skipping: Set<String> = []
  ) throws {
    let path = decoder.codingPath.map { key in
      key.intValue.map(JSONPathComponent.index) ?? .name(key.stringValue)
    }
    try self.init(
      json: JSONReading(try JSONValue(from: decoder), path: path), alongside: others,
      skipping: skipping)
  }

  /// Writes the kind and every setting that is set.
  public func encode(to encoder: any Encoder) throws {
    try json.encode(to: encoder)
  }
}

extension PickerSpec.Kind: Codable {}

/// Any member name, so that a description can list the members it was given.
struct SettingKey: CodingKey, Hashable {
  let stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// Reads an object's members strictly, with messages that name the setting: a form's own
/// members, until forms are read by the core as descriptions are.
struct SettingsReader {
  let container: KeyedDecodingContainer<SettingKey>
  /// Settings read as absent: the caller reads them its own way.
  var skipped: Set<String> = []

  init(_ decoder: any Decoder) throws {
    do {
      container = try decoder.container(keyedBy: SettingKey.self)
    } catch {
      throw SpecError(
        setting: decoder.codingPath.last?.stringValue ?? "picker",
        message: "a picker is an object with a kind and its settings, as "
          + "{\"kind\": \"pattern\", \"pattern\": \"99.9\"}")
    }
  }

  /// A setting's value, nil when absent (`null` counts as absent), or an error naming it and
  /// the type it takes.
  func value<T: Decodable>(_ type: T.Type, _ name: String) throws(SpecError) -> T? {
    let key = SettingKey(name)
    guard !skipped.contains(name) else { return nil }
    do {
      guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
      return try container.decode(T.self, forKey: key)
    } catch let error as SpecError {
      throw error
    } catch {
      throw SpecError(setting: name, message: "\(name) must be \(Self.typeName(T.self))")
    }
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "text"
    case is SpecText.Type: "a number or text"
    default: "of another type"
    }
  }
}
