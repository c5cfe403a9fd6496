public import PickerKit

/// Bodies of `POST /api/form` drawn from choices, as clients send them and as an attacker
/// might: forms of one to five fields of every kind whose bounds name other fields, sent as an
/// object, as JSON text or as YAML text; answers by field name, or a state the form handed out
/// (or one edited by hand) with form actions; and, in a hostile body, unknown or null members,
/// members of the wrong type, broken JSON and descriptions that cannot work.
///
/// The states are the form's own, built on the platform the body is answered on, so that most
/// bodies reach the editing model rather than stopping at a refusal.
public enum FormBody {
  /// One body's bytes.
  public static func draw(_ choices: inout Choices, hostile: Bool, on platform: Platform)
    -> [UInt8]
  {
    let spec = drawSpec(&choices, hostile: hostile && choices.bool(), on: platform)
    var members: [(String, JSONValue?)] = [("form", drawForm(spec, &choices))]
    let form = try? spec.makeForm(on: platform)
    if choices.oneIn(3) {
      members.append(("answers", drawAnswers(spec, &choices, on: platform)))
      if choices.bool() { members.append(("nearest", .bool(choices.bool()))) }
    } else {
      if let form, !choices.oneIn(4) {
        members.append(("state", drawState(form, &choices, hostile: hostile).json))
      }
      if !choices.oneIn(5) {
        let actions = form.map { drawActions($0, &choices, hostile: hostile) } ?? [.submit]
        members.append(("actions", .array(actions.compactMap { $0.json })))
      }
    }
    var body = JSONValue.object(JSONObject(members))
    if hostile { body = spoiled(body, &choices) }
    var text = Array(JSONWriter.text(of: body).utf8)
    if hostile, choices.oneIn(12) {
      // Cut short, or one byte changed: mostly not JSON.
      let at = choices.int(in: 0...max(text.count - 1, 0))
      if choices.bool() {
        text.removeSubrange(at...)
      } else if text.indices.contains(at) {
        text[at] = choices.pick([0x22, 0x7B, 0x5D, 0x2C, 0x00, 0xFF])
      }
    }
    return text
  }

  // MARK: - The description

  /// A form of one to five fields of every kind, most bounds naming an earlier field of their
  /// kind; a hostile one names any field (itself, a later one, one of another kind or none),
  /// with `plus` anywhere, and fields with duplicate or bad names; some fields shown only while
  /// an earlier one has some value.
  static func drawSpec(_ choices: inout Choices, hostile: Bool, on platform: Platform)
    -> FormSpec
  {
    var fields: [FieldSpec] = []
    let count = hostile && choices.oneIn(40) ? choices.int(in: 60...70) : choices.int(in: 1...5)
    for position in 0..<count {
      // Most drawn settings cannot work; a form that is not hostile draws until one does.
      var picker = PickerSpec.draw(from: &choices, hostile: hostile && choices.oneIn(3))
      for _ in 0..<12 where !hostile && (try? picker.makePicker(on: platform)) == nil {
        picker = PickerSpec.draw(from: &choices)
      }
      var name = "f\(position)"
      if hostile, choices.oneIn(8) {
        name = choices.pick(["", "a b", "f0", "é", String(repeating: "n", count: 65), "x-_1"])
      }
      var links: [FieldLink] = []
      // Often a field on another's wheels, bounded by it (a cooling setpoint above heating, an
      // end after its start), so that a spin or an entry on one moves the other.
      // (A bound names a field that is always shown: one that is sometimes hidden would refuse
      // the form.)
      let sources = fields.filter {
        ($0.picker.kind == .pattern || $0.picker.kind == .date) && $0.condition == nil
      }
      if !hostile, let source = sources.isEmpty ? nil : choices.pick(sources), choices.bool() {
        picker = source.picker
        let plus = picker.kind == .pattern ? ExactNumber(choices.int(in: 0...3)) : nil
        links.append(
          FieldLink(bound: choices.oneIn(4) ? .max : .min, field: source.name, plus: plus))
      }
      let linkable = links.isEmpty && (picker.kind == .pattern || picker.kind == .date)
      for bound in FieldLink.Bound.allCases where (linkable || hostile) && choices.bool() {
        let earlier = fields.filter {
          $0.picker.kind == picker.kind && ($0.condition == nil || hostile)
        }.map { $0.name }
        let named: String
        if hostile, choices.oneIn(3) {
          named = choices.pick(["f\(position)", "f\(position + 1)", "nobody", "f0", ""])
        } else if let field = earlier.isEmpty ? nil : choices.pick(earlier) {
          named = field
        } else {
          continue
        }
        var plus: ExactNumber?
        if picker.kind == .pattern || hostile, choices.bool() {
          plus = ExactNumber(
            isNegative: choices.bool(), significand: UInt128(choices.int(in: 0...30)),
            exponent: -choices.int(in: 0...2))
        }
        links.append(FieldLink(bound: bound, field: named, plus: plus))
      }
      var defaultValue: String?
      if choices.bool(), let built = try? picker.makePicker(on: platform) {
        defaultValue = drawAnswer(built.picker, &choices)
      } else if choices.oneIn(6) {
        defaultValue = choices.pick(trickyAnswers)
      }
      let label = choices.oneIn(3) ? "Field \(position) ✓" : nil
      // Now and then shown only while an earlier field has one of a few of its values (or,
      // hostile, names any field or any value).
      var condition: FieldCondition?
      if !fields.isEmpty, links.isEmpty || hostile, choices.oneIn(4) {
        let named = choices.pick(fields)
        var values: [String] = []
        if let built = try? named.picker.makePicker(on: platform) {
          for _ in 0..<choices.int(in: 1...3) {
            // Values its wheels read as they are (a refused one refuses the form).
            if let answer = drawAnswer(built.picker, &choices),
              hostile || (try? built.answer(answer, nearest: false)) != nil
            {
              values.append(answer)
            }
          }
        }
        if hostile, choices.oneIn(3) { values.append(choices.pick(trickyAnswers)) }
        let field = hostile && choices.oneIn(4) ? choices.pick([name, "nobody", ""]) : named.name
        condition = FieldCondition(field: field, values: values.isEmpty ? ["1"] : values)
      }
      fields.append(
        FieldSpec(
          name: name, label: label, defaultValue: defaultValue, picker: picker, links: links,
          condition: condition))
    }
    return FormSpec(
      title: choices.oneIn(3) ? "Form" : "Trip \(choices.int(in: 1...9))", fields: fields)
  }

  /// One answer a picker's wheels write, or one of the texts worth trying on any picker.
  static func drawAnswer(_ picker: some Picker, _ choices: inout Choices) -> String? {
    picker.drawAnswers(&choices).first
  }

  /// The description as sent: an object, its JSON text, or YAML text (JSON fields in a block
  /// list, which only a host that reads YAML reads), now and then text that is neither.
  static func drawForm(_ spec: FormSpec, _ choices: inout Choices) -> JSONValue {
    switch choices.int(in: 0...19) {
    case 0...13: return spec.json
    case 14...16: return .string(JSONWriter.text(of: spec.json))
    case 17, 18:
      let fields = spec.fields.map { "  - " + JSONWriter.text(of: $0.json) }
      return .string(
        "title: \(JSONWriter.text(of: .string(spec.title)))\nfields:\n"
          + fields.joined(separator: "\n") + "\n")
    default: return .string(choices.pick(["", "{{{", "fields: [", "- 1", "[]", "5", "null"]))
    }
  }

  // MARK: - Answers, states and actions

  /// Answers by field name: texts the fields' wheels write or any text, numbers, now and then
  /// a name that is no field's.
  static func drawAnswers(_ spec: FormSpec, _ choices: inout Choices, on platform: Platform)
    -> JSONValue
  {
    var answers: [(String, JSONValue?)] = []
    for field in spec.fields where !choices.oneIn(8) {
      if choices.oneIn(5) {
        answers.append((field.name, .number(choices.int(in: -5...120))))
      } else if let built = try? field.picker.makePicker(on: platform),
        let answer = drawAnswer(built.picker, &choices)
      {
        answers.append((field.name, .string(answer)))
      } else {
        answers.append((field.name, .string(choices.pick(trickyAnswers))))
      }
    }
    if choices.oneIn(10) { answers.append(("nobody", .string("1"))) }
    return .object(JSONObject(answers))
  }

  /// A state the form handed out: its start, or after some actions; now and then edited by
  /// hand (a focus anywhere, a basis value no field holds, a field's rows or a field gone).
  static func drawState(_ form: Form, _ choices: inout Choices, hostile: Bool) -> FormState {
    let state =
      choices.bool()
      ? form.start : form.apply(drawActions(form, &choices, hostile: false), to: form.start).state
    guard hostile || choices.oneIn(8), case .object(var object) = state.json else { return state }
    switch choices.int(in: 0...4) {
    case 0: object["focus"] = .number(choices.hostileInt())
    case 1:
      if case .array(var basis) = object["basis"], !basis.isEmpty {
        basis[choices.int(in: 0...basis.count - 1)] = choices.pick([
          .number(choices.int(in: -100...100)), .null, .number(text: "1e160") ?? .null,
          .object(
            JSONObject([
              ("year", .number(choices.hostileInt())), ("month", .number(2)), ("day", .number(30)),
              ("hour", .number(0)), ("minute", .number(0)), ("second", .number(0)),
            ])),
        ])
        object["basis"] = .array(basis)
      }
    case 2:
      if case .array(var fields) = object["fields"], !fields.isEmpty {
        fields.removeLast()
        object["fields"] = .array(fields)
      }
    case 3:
      if case .array(var fields) = object["fields"], !fields.isEmpty {
        let at = choices.int(in: 0...fields.count - 1)
        fields[at] = .object(
          JSONObject([
            (
              "rows",
              .array((0..<choices.int(in: 0...4)).map { _ in .number(choices.hostileInt()) })
            ),
            ("focus", .number(choices.int(in: -1...3))),
          ]))
        object["fields"] = .array(fields)
      }
    default: object["extra"] = .bool(true)
    }
    return (try? FormState(json: JSONReading(.object(object)))) ?? state
  }

  /// Form actions: focus moves, submits, keys through the form's key map, and each field's own
  /// actions (from its picker's drawing), now and then on a field the form does not have.
  static func drawActions(_ form: Form, _ choices: inout Choices, hostile: Bool) -> [FormAction] {
    let pickers = form.pickers(for: form.start)
    let count = form.fields.count
    let past = hostile ? count : count - 1
    var actions: [FormAction] = []
    for _ in 0..<choices.int(in: 0...8) {
      switch choices.int(in: 0...5) {
      case 0:
        actions.append(
          .focus(
            choices.pick([.next, .previous, .field(choices.int(in: (hostile ? -1 : 0)...past))])))
      case 1: actions.append(.submit)
      case 2: actions.append(.key(choices.pick(pickerKeys + [.character("1"), .character("5")])))
      default:
        let position = choices.int(in: 0...max(past, 0))
        let fieldActions =
          pickers.indices.contains(position)
          ? pickers[position].picker.drawActions(&choices) : [.settle]
        actions += fieldActions.prefix(4).map { .field(position, $0) }
      }
    }
    return actions
  }

  // MARK: - Hostile bodies

  /// The body with one thing wrong: a member unknown, null, missing or of the wrong type, both
  /// answers and a state, an action no form takes, a description member no form has.
  static func spoiled(_ body: JSONValue, _ choices: inout Choices) -> JSONValue {
    guard case .object(var object) = body else { return body }
    switch choices.int(in: 0...15) {
    case 0: object["bogus"] = .number(1)
    case 1: object[choices.pick(["answers", "state", "actions", "nearest", "form"])] = .null
    case 2: object["nearest"] = .string("yes")
    case 3: object["form"] = nil
    case 4: object["form"] = choices.pick([.number(5), .array([]), .bool(true)])
    case 5:
      object["answers"] = choices.pick([.array([]), .object(JSONObject([("f0", .bool(true))]))])
    case 6: object["state"] = choices.pick([.string("x"), .number(1), .object(JSONObject())])
    case 7:
      object["actions"] = choices.pick([
        .object(JSONObject()),
        .array([
          choices.pick([
            .string("jump"), .object(JSONObject([("key", .string("Shift"))])),
            .object(JSONObject([("focus", .string("up"))])), .object(JSONObject()),
            .object(JSONObject([("field", .string("x"))])),
            .object(JSONObject([("field", .number(0))])),
            .object(JSONObject([("field", .number(0)), ("action", .null)])),
            .object(JSONObject([("key", .null)])), .number(3),
          ])
        ]),
      ])
    case 8:
      object["answers"] = .object(JSONObject([("f0", .string("1"))]))
      object["actions"] = .array([])
    case 9:
      if case .object(var form)? = object["form"] {
        form[choices.pick(["colour", "fields", "title"])] = choices.pick([
          .number(1), .string("x"), .array([]), .null,
        ])
        object["form"] = .object(form)
      }
    case 10:
      if case .object(var form)? = object["form"], case .array(var fields)? = form["fields"],
        !fields.isEmpty, case .object(var field) = fields[0]
      {
        field[choices.pick(["name", "label", "default", "min", "max", "kind", "bogus"])] =
          choices.pick([
            .number(7), .bool(false), .object(JSONObject([("field", .number(3))])),
            .object(JSONObject([("field", .string("f0")), ("plus", .string("abc"))])),
            .object(JSONObject([("field", .string("f0")), ("name", .string("x"))])),
            .object(JSONObject([("plus", .number(1))])),
          ])
        fields[0] = .object(field)
        form["fields"] = .array(fields)
        object["form"] = .object(form)
      }
    case 11: return choices.pick([.array([body]), .number(5), .null, .string("form")])
    case 12:
      object["state"] = .object(
        JSONObject([
          ("fields", choices.pick([.number(5), .array([.null])])), ("focus", .string("a")),
          ("basis", .array([.bool(true)])),
        ]))
    case 13:
      object["state"] = .object(
        JSONObject([
          ("fields", .array([])), ("focus", .number(0)),
          ("basis", .array([.object(JSONObject([("year", .number(2025))]))])),
        ]))
    default: break  // a hostile description, or broken text, is enough
    }
    return .object(object)
  }
}
