public import Foundation

/// A form described: a title and fields, each a name, a label, a default and a picker
/// description, whose bounds may name another field.
///
/// This is what `picker form` reads from a JSON or YAML file, and what the web's form route
/// takes: `{"title"?, "fields": [{"name", "label"?, "default"?, "kind", ...the kind's
/// settings}]}`. A field's `min` or `max` may be `{"field": NAME}` or `{"field": NAME, "plus":
/// N}` (`plus` for pattern fields) instead of a value.
public struct FormSpec: Sendable, Hashable, Decodable {
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
  public init(from decoder: any Decoder) throws {
    let reader = try SettingsReader(decoder)
    for key in reader.container.allKeys.map(\.stringValue).sorted()
    where !["title", "fields"].contains(key) {
      throw SpecError(
        setting: key, message: "\"\(Echo.shown(key))\" is not part of a form: use title, fields")
    }
    title = try reader.value(String.self, "title") ?? "Form"
    guard reader.container.contains(SettingKey("fields")),
      var list = try? reader.container.nestedUnkeyedContainer(forKey: SettingKey("fields"))
    else {
      throw SpecError(
        setting: "fields",
        message: "a form needs fields, a list of fields each with a name and a kind")
    }
    var fields: [FieldSpec] = []
    while !list.isAtEnd {
      let number = fields.count + 1
      guard number <= Form.maximumFields else {
        throw SpecError(
          setting: "fields", message: "a form takes at most \(Form.maximumFields) fields")
      }
      do {
        fields.append(try list.decode(FieldSpec.self))
      } catch let error as SpecError where error.setting == "name" {
        throw SpecError(setting: error.setting, message: "field \(number) \(error.message)")
      }
    }
    self.fields = fields
  }

  /// The form, its fields' pickers checked; a field that cannot be built names itself, and so
  /// does a bound that names a field of another kind.
  public func makeForm() throws(FormError) -> Form {
    let kinds = Dictionary(
      fields.map { ($0.name, $0.picker.kind) }, uniquingKeysWith: { a, _ in a })
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
        _ = try field.picker.makePicker()
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
          dependencies: field.links.map(\.field)
        ) { values in try spec.picker(linkedTo: values) }
      })
  }
}

/// One field of a form: a name for scripts, a label for people, a default, and its picker.
public struct FieldSpec: Sendable, Hashable, Decodable {
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

  /// Describes a field.
  public init(
    name: String, label: String? = nil, defaultValue: String? = nil, picker: PickerSpec,
    links: [FieldLink] = []
  ) {
    self.name = name
    self.label = label
    self.defaultValue = defaultValue
    self.picker = picker
    self.links = links
  }

  /// Reads a field: its own members, then the picker's settings from the same object.
  public init(from decoder: any Decoder) throws {
    let reader = try SettingsReader(decoder)
    guard let name = try reader.value(String.self, "name"), !name.isEmpty, name.count <= 64,
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
    else {
      throw SpecError(
        setting: "name",
        message: "needs a \"name\" of letters, digits, - and _ (the key in the answers)")
    }
    do {
      self.name = name
      label = try reader.value(String.self, "label")
      defaultValue = try reader.value(SpecText.self, "default")?.text
      var links: [FieldLink] = []
      for bound in FieldLink.Bound.allCases {
        let key = SettingKey(bound.rawValue)
        guard reader.container.contains(key),
          (try? reader.container.nestedContainer(keyedBy: SettingKey.self, forKey: key)) != nil
        else { continue }
        links.append(try FieldLink(bound: bound, from: reader.container.superDecoder(forKey: key)))
      }
      self.links = links
      picker = try PickerSpec(
        from: decoder, alongside: ["name", "label", "default"],
        skipping: Set(links.map(\.bound.rawValue)))
      for link in links {
        switch picker {
        case .pattern: break
        case .date where link.plus == nil: break
        case .date:
          throw SpecError(
            setting: link.bound.rawValue,
            message: "\(link.bound.rawValue): \"plus\" is for number fields; a date bound is a "
              + "field or a date")
        default:
          throw SpecError(
            setting: link.bound.rawValue,
            message: "\(link.bound.rawValue) names a field only on pattern and date fields")
        }
      }
    } catch let error as SpecError {
      throw SpecError(setting: error.setting, message: "field \(name): \(error.message)")
    }
  }

  /// The field's picker when the fields its bounds name have these values (by field name); a
  /// bound whose field has no value yet is left as the description gives it.
  public func picker(linkedTo values: [String: FieldValue]) throws(SpecError) -> any Picker {
    guard !links.isEmpty else { return try picker.makePicker() }
    switch picker {
    case .pattern(let spec):
      var minimum: Decimal?
      var maximum: Decimal?
      for link in links {
        guard case .number(let number) = values[link.field] else { continue }
        let bound = number + (link.plus ?? 0)
        switch link.bound {
        case .min: minimum = bound
        case .max: maximum = bound
        }
      }
      return try spec.makePicker(minimum: minimum, maximum: maximum)
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
      return try spec.makePicker(minimum: minimum, maximum: maximum)
    default:
      return try picker.makePicker()
    }
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
  public var plus: Decimal?

  /// Describes a link.
  public init(bound: Bound, field: String, plus: Decimal? = nil) {
    self.bound = bound
    self.field = field
    self.plus = plus
  }

  init(bound: Bound, from decoder: any Decoder) throws {
    let reader = try SettingsReader(decoder)
    for key in reader.container.allKeys.map(\.stringValue).sorted()
    where !["field", "plus"].contains(key) {
      throw SpecError(
        setting: bound.rawValue,
        message: "\(bound.rawValue) names a field as {field: NAME} or {field: NAME, plus: N}, "
          + "not \(Echo.shown(key))")
    }
    guard let field = try reader.value(String.self, "field") else {
      throw SpecError(
        setting: bound.rawValue,
        message: "\(bound.rawValue) {…} needs \"field\", the name of another field")
    }
    var plus: Decimal?
    if let text = try reader.value(SpecText.self, "plus") {
      guard let number = Decimal(string: text.text),
        text.text.allSatisfy({ "0123456789.-+".contains($0) })
      else {
        throw SpecError(
          setting: bound.rawValue, message: "\(bound.rawValue)'s \"plus\" must be a number")
      }
      plus = number
    }
    self.init(bound: bound, field: field, plus: plus)
  }
}
