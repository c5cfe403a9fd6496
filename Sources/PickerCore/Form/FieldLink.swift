/// A bound that names another field: `{field: start}`, `{field: heat, plus: 2}`.
public struct FieldLink: Sendable, Hashable {
  /// Which bound.
  public enum Bound: String, Sendable, Hashable, CaseIterable {
    case min, max
  }

  /// The bound the link sets.
  public var bound: Bound
  /// The field it names.
  public var field: String
  /// An amount added to that field's value (number fields only).
  public var plus: ExactNumber?

  /// Describes a link.
  public init(bound: Bound, field: String, plus: ExactNumber? = nil) {
    self.bound = bound
    self.field = field
    self.plus = plus
  }

  /// Reads a link's members: `field`, and `plus` as a number or its text.
  init(bound: Bound, settings: SettingsReading) throws(SpecError) {
    // Named by its bound, whatever member it is: a field's `name` refusal is another's.
    for name in settings.names where !["field", "plus"].contains(name) {
      throw SpecError(
        setting: bound.rawValue,
        message: "\(bound.rawValue) names a field as {field: NAME} or {field: NAME, plus: N}, "
          + "not \(Echo.shown(name))")
    }
    guard let field = try settings.string("field") else {
      throw SpecError(
        setting: bound.rawValue,
        message: "\(bound.rawValue) {…} needs \"field\", the name of another field")
    }
    var plus: ExactNumber?
    if let text = try settings.specText("plus") {
      guard text.text.allSatisfy({ "0123456789.-+".contains($0) }),
        let number = Self.leadingNumber(of: text.text)
      else {
        throw SpecError(
          setting: bound.rawValue, message: "\(bound.rawValue)'s \"plus\" must be a number")
      }
      plus = number
    }
    self.init(bound: bound, field: field, plus: plus)
  }

  /// Refuses a link on a picker whose values a bound cannot name, and a `plus` on a date.
  func check(on picker: PickerSpec) throws(SpecError) {
    switch picker {
    case .pattern: return
    case .date where plus == nil: return
    case .date:
      throw SpecError(
        setting: bound.rawValue,
        message: "\(bound.rawValue): \"plus\" is for number fields; a date bound is a field or a "
          + "date")
    default:
      throw SpecError(
        setting: bound.rawValue,
        message: "\(bound.rawValue) names a field only on pattern and date fields")
    }
  }

  /// The number text of digits, `.`, `-` and `+` begins with, as `Decimal(string:)` read it:
  /// a sign, then digits with one `.`, up to the first other character (`1-2` is 1, `-` is 0);
  /// nil for no text, or past the 38 digits an exact number holds.
  static func leadingNumber(of text: String) -> ExactNumber? {
    guard !text.isEmpty else { return nil }
    var scanned = ""
    var sawPoint = false
    for (position, character) in text.enumerated() {
      if position == 0, character == "-" || character == "+" {
        scanned.append(character)
      } else if character == ".", !sawPoint {
        sawPoint = true
        scanned.append(character)
      } else if character.isASCIIDigit {
        scanned.append(character)
      } else {
        break
      }
    }
    return scanned.contains(where: { $0.isASCIIDigit }) ? ExactNumber(scanned) : .zero
  }

  /// The link as JSON: `{"field": NAME}`, with `plus` when set.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("field", .string(field)),
        ("plus", plus.flatMap { JSONValue.number(text: $0.description) }),
      ]))
  }
}
