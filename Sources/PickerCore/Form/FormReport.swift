/// A form's outcome as a client draws it: one shape for the web's form route and any program.
///
/// The members: the form's `title`; its `fields`, each a `name`, a `label` and an `answer` (the
/// field's ``PickerReport``, with the wheels to draw where asked for, and the note the last
/// action left on that field as its `message`), and `hidden: true` on a field its condition
/// hides; the `focus`ed field; the one-line `message`;
/// whether the form was `submitted`; the `values` by field name (as `picker form` prints them);
/// and the `state` to send back with the next actions.
public struct FormReport: Sendable, Hashable {
  /// One field as a client draws it.
  public struct Field: Sendable, Hashable {
    /// The key in the answers.
    public let name: String
    /// What a person reads beside the wheels.
    public let label: String
    /// The field's picker report.
    public let answer: PickerReport
    /// Whether its condition hides it: a client does not draw it, and it is not in the answers.
    public let hidden: Bool

    /// The field as JSON; `hidden` only when it is.
    public var json: JSONValue {
      .object(
        JSONObject([
          ("name", .string(name)), ("label", .string(label)), ("answer", answer.json),
          ("hidden", hidden ? .bool(true) : nil),
        ]))
    }
  }

  /// The title above the fields.
  public let title: String
  /// The fields, in order.
  public let fields: [Field]
  /// The focused field's position.
  public let focus: Int
  /// The one line to show, or nil.
  public let message: String?
  /// Whether the form was submitted.
  public let submitted: Bool
  /// The answers by field name.
  public let values: FormOutcome
  /// The state to send back with the next actions.
  public let state: FormState

  /// The report as JSON: its members, `message` only when there is one.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("title", .string(title)), ("fields", .array(fields.map { $0.json })),
        ("focus", .number(focus)), ("message", message.map(JSONValue.string)),
        ("submitted", .bool(submitted)), ("values", values.json), ("state", state.json),
      ]))
  }

  /// The report as JSON text, members in name order, numbers exact.
  public var jsonText: String { JSONWriter.text(of: json) }
}

extension Form {
  /// The report of an outcome, with each field's wheels when asked for.
  public func report(_ outcome: FormOutcome, wheels: Bool = false) -> FormReport {
    let pickers = pickers(for: outcome.state)
    let reports = pickers.indices.map { position in
      var answer = pickers[position].report(of: outcome.state.fields[position], wheels: wheels)
      answer.message = outcome.notes[position]
      return FormReport.Field(
        name: fields[position].name, label: fields[position].label, answer: answer,
        hidden: !outcome.shown[position])
    }
    return FormReport(
      title: title, fields: reports, focus: outcome.state.focus, message: outcome.message,
      submitted: outcome.submitted, values: outcome, state: outcome.state)
  }
}
