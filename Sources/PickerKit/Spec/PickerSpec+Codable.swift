import Foundation

/// A description as one JSON (or YAML) object: `kind` and the kind's settings.
///
/// Decoding is strict, so that a description means one thing everywhere: a setting the kind
/// does not take (`maximum` for `max`) and a value of the wrong type (`"seconds": "yes"`) are a
/// ``SpecError`` that names the setting and what is allowed, never silently dropped. A number
/// setting may be a JSON number or text (see ``SpecText``).
extension PickerSpec: Codable {
  /// Reads a description from an object holding only its own settings.
  public init(from decoder: any Decoder) throws {
    try self.init(from: decoder, alongside: [])
  }

  /// Reads a description from an object that also holds other members (a form field's `name`,
  /// `label` and `default`), which are left for the caller.
  ///
  /// Settings named in `skipping` are read by the caller too (a form field's bound that names
  /// another field) and are left unset here.
  public init(
    from decoder: any Decoder, alongside others: Set<String>, skipping: Set<String> = []
  ) throws {
    var reader = try SettingsReader(decoder)
    reader.skipped = skipping
    let kindText = try reader.value(String.self, "kind")
    // `choose` is what the command line calls option columns.
    guard let kindText, let kind = Kind(rawValue: kindText == "choose" ? "options" : kindText)
    else {
      throw SpecError(
        setting: "kind",
        message:
          "\(kindText.map { "kind \"\(Echo.shown($0))\" is unknown" } ?? "a picker needs a kind"): "
          + "use \(Kind.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    let settings: [String]
    switch kind {
    case .pattern: settings = PatternSpec.settings
    case .date: settings = DateSpec.settings
    case .measure: settings = MeasureSpec.settings
    case .options: settings = OptionsSpec.settings
    }
    try reader.refuseOthers(than: ["kind"] + settings + others.sorted(), kind: kind)
    switch kind {
    case .pattern:
      guard let pattern = try reader.value(String.self, "pattern") else {
        throw SpecError(
          setting: "pattern", message: "a pattern picker needs a pattern, such as 59:59.99")
      }
      self = .pattern(
        PatternSpec(
          pattern: pattern, min: try reader.value(SpecText.self, "min"),
          max: try reader.value(SpecText.self, "max"),
          step: try reader.value(SpecText.self, "step"),
          locale: try reader.value(String.self, "locale")))
    case .date:
      var spec = DateSpec()
      spec.mode =
        try reader.choice(DateMode.self, "mode") {
          "mode \($0) is unknown: use " + DateMode.allCases.map(\.rawValue).joined(separator: ", ")
        } ?? spec.mode
      spec.min = try reader.value(SpecText.self, "min")?.text
      spec.max = try reader.value(SpecText.self, "max")?.text
      spec.minuteInterval = try reader.value(Int.self, "minuteInterval") ?? spec.minuteInterval
      spec.seconds = try reader.value(Bool.self, "seconds") ?? spec.seconds
      spec.locale = try reader.value(String.self, "locale") ?? spec.locale
      spec.timeZone = try reader.value(String.self, "timeZone")
      spec.repeated =
        try reader.choice(Occurrence.self, "repeated") { "repeated is first or second, got \($0)" }
        ?? spec.repeated
      self = .date(spec)
    case .measure:
      guard let name = try reader.value(String.self, "dimension"),
        let dimension = MeasureDimension(rawValue: name)
      else {
        throw SpecError(
          setting: "dimension",
          message: "a measure picker needs a dimension: use "
            + MeasureDimension.allCases.map(\.rawValue).joined(separator: ", "))
      }
      var spec = MeasureSpec(dimension: dimension, units: try reader.value([String].self, "units"))
      spec.unitTurn =
        try reader.choice(MeasurePicker.UnitTurn.self, "unitTurn") {
          "unitTurn is convert or keepDigits, got \($0)"
        } ?? spec.unitTurn
      spec.locale = try reader.value(String.self, "locale")
      self = .measure(spec)
    case .options:
      let columns = try reader.value([ColumnCoding].self, "columns")
      let options = try reader.value([OptionCoding].self, "options")
      var spec: OptionsSpec
      switch (columns, options) {
      case (let columns?, nil):
        spec = OptionsSpec(columns: columns.map(\.column))
      case (nil, let options?):
        spec = OptionsSpec(columns: [.init(options: options.map(\.option))])
      default:
        throw SpecError(
          setting: "columns",
          message: "an options picker needs either columns ([{\"options\": [...]}]) or the "
            + "options of one column, not both")
      }
      spec.locale = try reader.value(String.self, "locale")
      self = .options(spec)
    }
  }

  /// Writes the kind and every setting that is set.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SettingKey.self)
    try container.encode(kind.rawValue, forKey: SettingKey("kind"))
    switch self {
    case .pattern(let spec):
      try container.encode(spec.pattern, forKey: SettingKey("pattern"))
      try container.encodeIfPresent(spec.min, forKey: SettingKey("min"))
      try container.encodeIfPresent(spec.max, forKey: SettingKey("max"))
      try container.encodeIfPresent(spec.step, forKey: SettingKey("step"))
      try container.encodeIfPresent(spec.locale, forKey: SettingKey("locale"))
    case .date(let spec):
      try container.encode(spec.mode.rawValue, forKey: SettingKey("mode"))
      try container.encodeIfPresent(spec.min, forKey: SettingKey("min"))
      try container.encodeIfPresent(spec.max, forKey: SettingKey("max"))
      try container.encode(spec.minuteInterval, forKey: SettingKey("minuteInterval"))
      try container.encode(spec.seconds, forKey: SettingKey("seconds"))
      try container.encode(spec.locale, forKey: SettingKey("locale"))
      try container.encodeIfPresent(spec.timeZone, forKey: SettingKey("timeZone"))
      try container.encode(spec.repeated.rawValue, forKey: SettingKey("repeated"))
    case .measure(let spec):
      try container.encode(spec.dimension.rawValue, forKey: SettingKey("dimension"))
      try container.encodeIfPresent(spec.units, forKey: SettingKey("units"))
      try container.encode(spec.unitTurn.rawValue, forKey: SettingKey("unitTurn"))
      try container.encodeIfPresent(spec.locale, forKey: SettingKey("locale"))
    case .options(let spec):
      try container.encode(spec.columns.map(ColumnCoding.init), forKey: SettingKey("columns"))
      try container.encodeIfPresent(spec.locale, forKey: SettingKey("locale"))
    }
  }
}

/// Any member name, so that a description can list the members it was given.
struct SettingKey: CodingKey, Hashable {
  let stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// Reads an object's members strictly, with messages that name the setting.
struct SettingsReader {
  let container: KeyedDecodingContainer<SettingKey>
  /// Settings read as absent: the caller reads them its own way.
  var skipped: Set<String> = []

  init(_ decoder: any Decoder) throws {
    do {
      container = try decoder.container(keyedBy: SettingKey.self)
    } catch {
      throw SpecError(
        setting: decoder.codingPath.last?.stringValue ?? "picker",
        message: "a picker is an object with a kind and its settings, as "
          + "{\"kind\": \"pattern\", \"pattern\": \"99.9\"}")
    }
  }

  /// Refuses members no setting of the kind (nor the caller) reads.
  func refuseOthers(than known: [String], kind: PickerSpec.Kind) throws(SpecError) {
    for key in container.allKeys.map(\.stringValue).sorted() where !known.contains(key) {
      throw SpecError(
        setting: key,
        message: "\"\(Echo.shown(key))\" is not a setting of a \(kind.rawValue) picker: use "
          + known.filter { $0 != "kind" }.joined(separator: ", "))
    }
  }

  /// A setting's value, nil when absent (`null` counts as absent), or an error naming it and
  /// the type it takes.
  func value<T: Decodable>(_ type: T.Type, _ name: String) throws(SpecError) -> T? {
    let key = SettingKey(name)
    guard !skipped.contains(name) else { return nil }
    do {
      guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
      return try container.decode(T.self, forKey: key)
    } catch let error as SpecError {
      throw error
    } catch {
      throw SpecError(setting: name, message: "\(name) must be \(Self.typeName(T.self))")
    }
  }

  /// A setting named from a fixed list (a mode, an occurrence), nil when absent; a name not on
  /// the list is refused with `refusal`, given the name as shown.
  func choice<T: RawRepresentable>(
    _ type: T.Type, _ name: String, refusal: (String) -> String
  ) throws(SpecError) -> T? where T.RawValue == String {
    guard let text = try value(String.self, name) else { return nil }
    guard let known = T(rawValue: text) else {
      throw SpecError(setting: name, message: refusal(Echo.shown(text)))
    }
    return known
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is Int.Type: "a whole number"
    case is Bool.Type: "true or false"
    case is String.Type: "text"
    case is [String].Type: "a list of text"
    case is SpecText.Type: "a number or text"
    case is [ColumnCoding].Type:
      "a list of columns, each {\"options\": [...], \"name\"?: ..., \"cyclic\"?: true}"
    case is [OptionCoding].Type: "a list of labels (or {\"label\": ..., \"value\": ...})"
    default: "of another type"
    }
  }
}

/// An option column as JSON: `{"name"?, "options", "cyclic"?}`.
struct ColumnCoding: Codable {
  let column: OptionsSpec.Column

  init(_ column: OptionsSpec.Column) { self.column = column }

  init(from decoder: any Decoder) throws {
    let reader = try SettingsReader(decoder)
    for key in reader.container.allKeys.map(\.stringValue).sorted()
    where !["name", "options", "cyclic"].contains(key) {
      throw SpecError(
        setting: key,
        message: "\"\(Echo.shown(key))\" is not a setting of a column: use name, options, cyclic")
    }
    guard let options = try reader.value([OptionCoding].self, "options") else {
      throw SpecError(setting: "options", message: "a column needs options, a list of labels")
    }
    column = OptionsSpec.Column(
      name: try reader.value(String.self, "name"), options: options.map(\.option),
      cyclic: try reader.value(Bool.self, "cyclic") ?? false)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SettingKey.self)
    try container.encodeIfPresent(column.name, forKey: SettingKey("name"))
    try container.encode(column.options.map(OptionCoding.init), forKey: SettingKey("options"))
    try container.encode(column.cyclic, forKey: SettingKey("cyclic"))
  }
}

/// An option as JSON: its label, or `{"label", "value"}` when the value differs.
struct OptionCoding: Codable {
  let option: OptionPicker.Option

  init(_ option: OptionPicker.Option) { self.option = option }

  init(from decoder: any Decoder) throws {
    if let label = try? decoder.singleValueContainer().decode(String.self) {
      option = OptionPicker.Option(label)
      return
    }
    let reader = try SettingsReader(decoder)
    for key in reader.container.allKeys.map(\.stringValue).sorted()
    where !["label", "value"].contains(key) {
      throw SpecError(
        setting: key, message: "\"\(Echo.shown(key))\" is not part of an option: use label, value")
    }
    guard let label = try reader.value(String.self, "label") else {
      throw SpecError(setting: "label", message: "an option needs a label")
    }
    option = OptionPicker.Option(label, value: try reader.value(String.self, "value"))
  }

  func encode(to encoder: any Encoder) throws {
    guard option.value != option.label else {
      var container = encoder.singleValueContainer()
      try container.encode(option.label)
      return
    }
    var container = encoder.container(keyedBy: SettingKey.self)
    try container.encode(option.label, forKey: SettingKey("label"))
    try container.encode(option.value, forKey: SettingKey("value"))
  }
}
