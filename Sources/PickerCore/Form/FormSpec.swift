/// A form described: a title and fields, each a name, a label, a default and a picker
/// description, whose bounds may name another field.
///
/// This is what `picker form` reads from a JSON or YAML file, and what the web's form route
/// takes: `{"title"?, "fields": [{"name", "label"?, "default"?, "kind", ...the kind's
/// settings}]}`. A field's `min` or `max` may be `{"field": NAME}` or `{"field": NAME, "plus":
/// N}` (`plus` for pattern fields) instead of a value.
///
/// Every host reads it here (``init(json:)``), with the refusals a description's reading has:
/// strict, each naming its setting, and a field's naming its field.
public struct FormSpec: Sendable, Hashable {
  /// The title above the fields.
  public var title: String
  /// The fields, in the order a person moves through them.
  public var fields: [FieldSpec]

  /// Describes a form.
  public init(title: String = "Form", fields: [FieldSpec]) {
    self.title = title
    self.fields = fields
  }

  /// Reads a form, refusing members it does not take; an error in a field names the field.
  public init(json: JSONReading) throws(SpecError) {
    var setting = "picker"
    if case .name(let name)? = json.path.last { setting = name }
    let settings = try SettingsReading(
      json.value, setting: setting, notObject: PickerSpec.notObject)
    try settings.refuseOthers(than: ["title", "fields"]) {
      "\"\($0)\" is not part of a form: use title, fields"
    }
    title = try settings.string("title") ?? "Form"
    guard case .array = settings.member("fields"), let list = try? json.member("fields").elements()
    else {
      throw SpecError(
        setting: "fields",
        message: "a form needs fields, a list of fields each with a name and a kind")
    }
    var fields: [FieldSpec] = []
    for element in list {
      let number = fields.count + 1
      guard number <= Form.maximumFields else {
        throw SpecError(
          setting: "fields", message: "a form takes at most \(Form.maximumFields) fields")
      }
      do {
        fields.append(try FieldSpec(json: element))
      } catch let error where error.setting == "name" {
        throw SpecError(setting: error.setting, message: "field \(number) \(error.message)")
      }
    }
    self.fields = fields
  }

  /// The form as JSON, as it is read.
  public var json: JSONValue {
    .object(JSONObject([("title", .string(title)), ("fields", .array(fields.map { $0.json }))]))
  }

  /// The form, its fields' pickers checked and built on a platform; a field that cannot be
  /// built names itself, and so does a bound that names a field of another kind.
  public func makeForm(on platform: Platform) throws(FormError) -> Form {
    var kinds: [String: PickerSpec.Kind] = [:]
    for field in fields where kinds[field.name] == nil { kinds[field.name] = field.picker.kind }
    for field in fields {
      for link in field.links {
        guard let kind = kinds[link.field], kind != field.picker.kind else { continue }
        throw .cannotBuild(
          field.name,
          reason: "\(link.bound.rawValue) names \(link.field), a \(kind.rawValue) field; a "
            + "\(field.picker.kind.rawValue) field's bound names a \(field.picker.kind.rawValue) field"
        )
      }
      guard field.links.isEmpty else { continue }
      do {
        _ = try field.picker.makePicker(on: platform)
      } catch {
        throw .cannotBuild(field.name, reason: error.message)
      }
    }
    return try Form(
      title: title,
      fields: fields.map { field in
        let spec = field
        return Form.Field(
          name: field.name, label: field.label ?? field.name, defaultValue: field.defaultValue,
          dependencies: field.links.map { $0.field }, condition: field.condition
        ) { (values) throws(SpecError) in try spec.picker(linkedTo: values, on: platform) }
      })
  }
}

/// One field of a form: a name for scripts, a label for people, a default, and its picker.
public struct FieldSpec: Sendable, Hashable {
  /// The key in the form's answers and output: letters, digits, `-` and `_`.
  public var name: String
  /// What a person reads beside the wheels; the name when nil.
  public var label: String?
  /// The answer the field starts on (and gives when no answer is given).
  public var defaultValue: String?
  /// The picker.
  public var picker: PickerSpec
  /// Bounds that name other fields.
  public var links: [FieldLink]
  /// When the field is shown: only while another field has one of some values; always when nil.
  public var condition: FieldCondition?

  /// Describes a field.
  public init(
    name: String, label: String? = nil, defaultValue: String? = nil, picker: PickerSpec,
    links: [FieldLink] = [], condition: FieldCondition? = nil
  ) {
    self.name = name
    self.label = label
    self.defaultValue = defaultValue
    self.picker = picker
    self.links = links
    self.condition = condition
  }

  /// The most characters a field's name has.
  static let longestName = 64

  /// Reads a field: its own members, then the picker's settings from the same object.
  public init(json: JSONReading) throws(SpecError) {
    let settings = try SettingsReading(
      json.value, setting: "picker", notObject: PickerSpec.notObject)
    guard let name = try settings.string("name"), !name.isEmpty, name.count <= Self.longestName,
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
    else {
      throw SpecError(
        setting: "name",
        message: "needs a \"name\" of letters, digits, - and _ (the key in the answers)")
    }
    do {
      self.name = name
      label = try settings.string("label")
      defaultValue = try settings.specText("default")?.text
      var links: [FieldLink] = []
      for bound in FieldLink.Bound.allCases {
        guard case .object(let object)? = settings.member(bound.rawValue) else { continue }
        links.append(try FieldLink(bound: bound, settings: SettingsReading(object)))
      }
      self.links = links
      if let when = settings.member("when") {
        condition = try FieldCondition(json: when)
      }
      picker = try PickerSpec(
        json: json, alongside: ["name", "label", "default", "when"],
        skipping: Set(links.map { $0.bound.rawValue }))
      for link in links { try link.check(on: picker) }
    } catch {
      throw SpecError(setting: error.setting, message: "field \(name): \(error.message)")
    }
  }

  /// The field as JSON: its own members, its picker's settings and its links.
  public var json: JSONValue {
    guard case .object(var object) = picker.json else { return picker.json }
    object["name"] = .string(name)
    object["label"] = label.map(JSONValue.string)
    object["default"] = defaultValue.map(JSONValue.string)
    for link in links { object[link.bound.rawValue] = link.json }
    object["when"] = condition?.json
    return .object(object)
  }

  /// The field's picker on a platform when the fields its bounds name have these values (by
  /// field name); a bound whose field has no value yet is left as the description gives it.
  public func picker(linkedTo values: [String: FieldValue], on platform: Platform)
    throws(SpecError) -> BuiltPicker
  {
    guard !links.isEmpty else { return try picker.makePicker(on: platform) }
    switch picker {
    case .pattern(let spec):
      var minimum: ExactNumber?
      var maximum: ExactNumber?
      for link in links {
        guard case .number(let number) = values[link.field] else { continue }
        // A sum past the exponents a number has is no bound at all.
        let bound = number.adding(link.plus ?? .zero)
        switch link.bound {
        case .min: minimum = bound
        case .max: maximum = bound
        }
      }
      return .pattern(try spec.makePicker(on: platform, minimum: minimum, maximum: maximum))
    case .date(let spec):
      var minimum: LocalDateTime?
      var maximum: LocalDateTime?
      for link in links {
        guard case .date(let fields) = values[link.field] else { continue }
        switch link.bound {
        case .min: minimum = fields
        case .max: maximum = fields
        }
      }
      guard spec.range else {
        return .date(try spec.makePicker(on: platform, minimum: minimum, maximum: maximum))
      }
      return .dateRange(
        try spec.makeRangePicker(on: platform, minimum: minimum, maximum: maximum))
    default:
      return try picker.makePicker(on: platform)
    }
  }
}

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
