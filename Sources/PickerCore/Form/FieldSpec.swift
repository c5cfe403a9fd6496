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
