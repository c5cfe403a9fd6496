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
