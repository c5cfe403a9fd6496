/// What a list of actions led to in a form.
///
/// As JSON it is the form's answers: one member per field, keyed by its name, each the field's
/// value as `value` of ``PickerReport`` writes it (a measure as that value with its unit,
/// `{"unit": "kg", "value": 12}`).
public struct FormOutcome: Sendable, Hashable {
  /// The fields' names.
  public let names: [String]
  /// The state to keep.
  public let state: FormState
  /// Each field's value as the wheels show it, reading back as the same value.
  public let texts: [String]
  /// Each field's value as a person writes it (`12 kg`, `6:30 PM`).
  public let written: [String]
  /// Each field's value as a program reads it (an exact number, ISO text, a label, an amount
  /// with its unit).
  public let data: [PickerDatum]
  /// Whether each field is shown (its condition holds); a hidden field is not in the answers.
  public let shown: [Bool]
  /// What the last action said about each field (a correction, a refusal, a move its bound
  /// caused), without the field's label; nil where nothing.
  public let notes: [String?]
  /// The one line to show: the notes, each after its field's label; nil when none.
  public let message: String?
  /// Whether the form was submitted.
  public let submitted: Bool

  /// The answers as JSON: each shown field's value under its name.
  public var json: JSONValue {
    .object(
      JSONObject(
        names.indices.filter { shown[$0] }.map { position in
          (names[position], data[position].json)
        }))
  }

  /// The answers as JSON text, members in name order, numbers exact.
  public var jsonText: String { JSONWriter.text(of: json) }
}
