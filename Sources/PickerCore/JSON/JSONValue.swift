/// A JSON value as the core reads and writes it: the one codec every host shares.
///
/// The standard library's `Codable` needs existentials, which Embedded Swift (the page's build of
/// the core) does not have, and Foundation's coders are not there at all; so the core reads and
/// writes JSON itself, once, for the command line, the server and the page alike. A number keeps
/// the text it was written with, so no value is rounded on its way through.
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as its JSON text (`-12.5e3`), checked when made (``JSONNumber``).
  case number(JSONNumber)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, its members in the order they were read or made.
  case object(JSONObject)

  /// A number from its JSON text, or nil when the text is not one (`01`, `1.`, `.5`, `NaN`).
  public static func number(text: String) -> JSONValue? {
    JSONNumber(text).map(JSONValue.number)
  }

  /// A whole number.
  public static func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }

  /// A whole number wider than an `Int` may be on some hosts.
  public static func number(_ value: Int64) -> JSONValue { .number(JSONNumber(value)) }
}
