/// When a field is shown: while another field's value is one of some values,
/// `{field: trip, is: return}` or `{field: size, is: [L, XL]}`.
///
/// A value is an answer of the named field, read as its picker reads answers (a label or an
/// option's value, an exact number, a date's ISO text, `1.5 kg`), so `is: 5` matches `5.0` and
/// `is: l` the option `L`. A field hidden this way is not asked, not checked and not in the
/// answers; a field shown only while a hidden one is, is hidden too.
public struct FieldCondition: Sendable, Hashable {
  /// The field whose value decides.
  public var field: String
  /// The values that show the field (at least one).
  public var values: [String]

  /// Describes a condition.
  public init(field: String, values: [String]) {
    self.field = field
    self.values = values
  }

  /// The most values a condition lists.
  static let mostValues = 64

  /// Reads `{field: NAME, is: VALUE}` or `{field: NAME, is: [VALUES]}`.
  init(json: JSONValue) throws(SpecError) {
    let shape =
      "when is {field: NAME, is: VALUE} or {field: NAME, is: [VALUES]}: the field shows while "
      + "that field's value is one of them"
    let settings = try SettingsReading(json, setting: "when", notObject: shape)
    for name in settings.names where !["field", "is"].contains(name) {
      throw SpecError(setting: "when", message: "\(shape); \(Echo.shown(name)) is not part of it")
    }
    guard let field = try? settings.string("field") else {
      throw SpecError(setting: "when", message: shape)
    }
    var values: [String] = []
    switch settings.member("is") {
    case .array(let elements)?:
      for element in elements {
        guard let text = Self.text(of: element) else {
          throw SpecError(setting: "when", message: "\(shape); each value is text or a number")
        }
        values.append(text)
      }
    case let value?:
      guard let text = Self.text(of: value) else {
        throw SpecError(setting: "when", message: "\(shape); a value is text or a number")
      }
      values = [text]
    case nil: break
    }
    guard !values.isEmpty, values.count <= Self.mostValues else {
      throw SpecError(
        setting: "when", message: "\(shape), with 1 to \(Self.mostValues) values")
    }
    self.init(field: field, values: values)
  }

  /// A value as text: text as it is, a number as its exact plain text.
  private static func text(of value: JSONValue) -> String? {
    switch value {
    case .string(let text): text
    case .number(let number): ExactNumber(number.text)?.description ?? number.text
    default: nil
    }
  }

  /// The condition as JSON: `is` a value, or a list of several.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("field", .string(field)),
        ("is", values.count == 1 ? .string(values[0]) : .array(values.map(JSONValue.string))),
      ]))
  }
}
