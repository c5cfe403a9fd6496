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
    try self.init(
      json: JSONReading(try JSONValue(from: decoder), path: decoder.jsonPath), alongside: others,
      skipping: skipping)
  }

  /// Writes the kind and every setting that is set.
  public func encode(to encoder: any Encoder) throws {
    try json.encode(to: encoder)
  }
}

extension PickerSpec.Kind: Codable {}
