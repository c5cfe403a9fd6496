import Hummingbird

/// A model's value as one of the named values the OpenAPI document lists for it.
///
/// The models name their values (a list's dimension `mass`, a schedule's layout `each-day`); the
/// document lists them, and the generated types are enums of those. A model value the document
/// does not list is the server's own fault, answered 500 (never a trap), and the tests that
/// validate every answer against the document would show it.
enum Documented {
  static func value<Value: RawRepresentable>(_ raw: Value.RawValue) throws -> Value {
    guard let value = Value(rawValue: raw) else { throw HTTPError(.internalServerError) }
    return value
  }

  /// An optional model value: absent stays absent.
  static func value<Value: RawRepresentable>(_ raw: Value.RawValue?) throws -> Value? {
    guard let raw else { return nil }
    return try value(raw)
  }
}
