/// Reads a description's settings strictly, with messages that name the setting.
///
/// A setting the description does not take (`maximum` for `max`) and a value of the wrong type
/// (`"seconds": "yes"`) are a ``SpecError`` naming the setting and what is allowed, never
/// silently dropped. Every host reads descriptions here: the command line and the server through
/// PickerKit's `Codable` bridge, the page directly.
package struct SettingsReading {
  /// The object's members.
  let object: JSONObject
  /// Settings read as absent: the caller reads them its own way (a form field's bound that
  /// names another field).
  var skipped: Set<String> = []

  /// The settings of an object.
  init(_ object: JSONObject) {
    self.object = object
  }

  /// The settings of the object a value is; anything else is refused as `setting` with
  /// `notObject`.
  init(_ value: JSONValue, setting: String, notObject message: String) throws(SpecError) {
    guard case .object(let object) = value else {
      throw SpecError(setting: setting, message: message)
    }
    self.init(object)
  }

  /// The member names, in the order a message lists them.
  var names: [String] { object.names.ordered() }

  /// Refuses the first member (in order) that is not among `known`, with the message `refusal`
  /// writes for its shown name.
  func refuseOthers(than known: [String], refusal: (String) -> String) throws(SpecError) {
    for name in names where !known.contains(name) {
      throw SpecError(setting: name, message: refusal(Echo.shown(name)))
    }
  }

  /// A member's value, nil when absent, null or skipped.
  func member(_ name: String) -> JSONValue? {
    guard !skipped.contains(name), let value = object[name], value != .null else { return nil }
    return value
  }

  /// Reads a setting with `read`; a value `read` cannot take is refused as not being `typeName`.
  func value<Value>(
    _ name: String, _ typeName: String, _ read: (JSONValue) throws(SpecError) -> Value?
  ) throws(SpecError) -> Value? {
    guard let value = member(name) else { return nil }
    guard let read = try read(value) else {
      throw SpecError(setting: name, message: "\(name) must be \(typeName)")
    }
    return read
  }

  /// A whole-number setting, within 32 bits on every host (an `Int` has no more on wasm32, and
  /// no setting comes near); a number past them is refused as no whole number a setting takes.
  func int(_ name: String) throws(SpecError) -> Int? {
    try value(name, "a whole number") { value throws(SpecError) in
      guard case .number(let number) = value,
        let whole = ExactNumber(number.text)?.whole(as: Int32.self)
      else { return nil }
      return Int(whole)
    }
  }

  /// A true-or-false setting.
  func bool(_ name: String) throws(SpecError) -> Bool? {
    try value(name, "true or false") { value throws(SpecError) in
      guard case .bool(let flag) = value else { return nil }
      return flag
    }
  }

  /// A text setting.
  func string(_ name: String) throws(SpecError) -> String? {
    try value(name, "text") { value throws(SpecError) in
      guard case .string(let text) = value else { return nil }
      return text
    }
  }

  /// A list-of-text setting.
  func strings(_ name: String) throws(SpecError) -> [String]? {
    try value(name, "a list of text") { value throws(SpecError) in
      guard case .array(let elements) = value else { return nil }
      var texts: [String] = []
      for element in elements {
        guard case .string(let text) = element else { return nil }
        texts.append(text)
      }
      return texts
    }
  }

  /// A number-or-text setting: a number is its exact plain text (`5e0` is `5`), as written when
  /// no exact number holds it (`1e200`, for the wheels to refuse by name).
  func specText(_ name: String) throws(SpecError) -> SpecText? {
    try value(name, "a number or text") { value throws(SpecError) in
      switch value {
      case .string(let text): SpecText(text)
      case .number(let number): SpecText(ExactNumber(number.text)?.description ?? number.text)
      default: nil
      }
    }
  }

  /// A setting named from a fixed list (a mode, an occurrence), nil when absent; a name not on
  /// the list is refused with `refusal`, given the name as shown.
  func choice<Choice: RawRepresentable>(
    _ name: String, refusal: (String) -> String
  ) throws(SpecError) -> Choice? where Choice.RawValue == String {
    guard let text = try string(name) else { return nil }
    guard let known = Choice(rawValue: text) else {
      throw SpecError(setting: name, message: refusal(Echo.shown(text)))
    }
    return known
  }
}

extension PatternSpec {
  /// Reads a pattern description's settings (the kind already read).
  package init(settings: SettingsReading) throws(SpecError) {
    guard let pattern = try settings.string("pattern") else {
      throw SpecError(
        setting: "pattern", message: "a pattern picker needs a pattern, such as 59:59.99")
    }
    self.init(
      pattern: pattern, min: try settings.specText("min"), max: try settings.specText("max"),
      step: try settings.specText("step"), locale: try settings.string("locale"))
  }

  /// The settings as JSON members, each that is set.
  package var settingsJSON: [(String, JSONValue?)] {
    [
      ("pattern", .string(pattern)), ("min", min.map { .string($0.text) }),
      ("max", max.map { .string($0.text) }), ("step", step.map { .string($0.text) }),
      ("locale", locale.map(JSONValue.string)),
    ]
  }
}

extension DateSpec {
  /// Reads a date description's settings (the kind already read); each has a default.
  package init(settings: SettingsReading) throws(SpecError) {
    self.init()
    let modes = DateMode.allCases.map { $0.rawValue }.joined(separator: ", ")
    mode = try settings.choice("mode") { "mode \($0) is unknown: use " + modes } ?? mode
    min = try settings.specText("min")?.text
    max = try settings.specText("max")?.text
    minuteInterval = try settings.int("minuteInterval") ?? minuteInterval
    seconds = try settings.bool("seconds") ?? seconds
    if let hours = try settings.int("clock") {
      guard let asked = Clock(rawValue: hours) else {
        throw SpecError(setting: "clock", message: "clock is \(Clock.allowed), got \(hours)")
      }
      clock = asked
    }
    locale = try settings.string("locale") ?? locale
    timeZone = try settings.string("timeZone")
    repeated =
      try settings.choice("repeated") { "repeated is first or second, got \($0)" } ?? repeated
    range = try settings.bool("range") ?? false
    longest = try settings.string("longest")
    if longest != nil, !range {
      throw SpecError(setting: "longest", message: "longest is a range's: give range: true too")
    }
  }

  /// The settings as JSON members, every one explicit but an absent bound or zone.
  package var settingsJSON: [(String, JSONValue?)] {
    [
      ("mode", .string(mode.rawValue)), ("min", min.map(JSONValue.string)),
      ("max", max.map(JSONValue.string)), ("minuteInterval", .number(minuteInterval)),
      ("seconds", .bool(seconds)), ("clock", clock.map { .number($0.rawValue) }),
      ("locale", .string(locale)),
      ("timeZone", timeZone.map(JSONValue.string)), ("repeated", .string(repeated.rawValue)),
      ("range", range ? .bool(true) : nil), ("longest", longest.map(JSONValue.string)),
    ]
  }
}

extension OptionsSpec {
  /// What `columns` must be, for messages.
  static let columnsForm =
    "a list of columns, each {\"options\": [...], \"name\"?: ..., \"cyclic\"?: true}"
  /// What `options` must be, for messages.
  static let optionsForm =
    "a list of labels (or {\"label\": ..., \"value\"?: ..., \"disabled\"?: true})"

  /// Reads an options description's settings (the kind already read): `columns`, or the
  /// `options` of one column, not both.
  package init(settings: SettingsReading) throws(SpecError) {
    let columns = try settings.value("columns", Self.columnsForm) {
      value throws(SpecError) -> [Column]? in
      guard case .array(let elements) = value else { return nil }
      var columns: [Column] = []
      for element in elements {
        guard case .object(let object) = element else { return nil }
        columns.append(try Column(settings: SettingsReading(object)))
      }
      return columns
    }
    let options = try settings.value("options", Self.optionsForm, Self.options(in:))
    switch (columns, options) {
    case (let columns?, nil):
      self.init(columns: columns)
    case (nil, let options?):
      self.init(columns: [Column(options: options)])
    default:
      throw SpecError(
        setting: "columns",
        message: "an options picker needs either columns ([{\"options\": [...]}]) or the "
          + "options of one column, not both")
    }
    locale = try settings.string("locale")
    filter = try settings.bool("filter") ?? false
    choices = try Self.choices(in: settings)
  }

  /// `limit` (how many options may be chosen: a whole number, or `"none"`) and `least`; nil for
  /// one choice, the limit when neither is given.
  private static func choices(in settings: SettingsReading) throws(SpecError) -> ChoiceLimit? {
    let form = "a whole number of options that may be chosen, or \"none\""
    let most = try settings.value("limit", form) { value throws(SpecError) -> Int?? in
      if value == .string("none") { return .some(nil) }
      guard case .number(let number) = value,
        let whole = ExactNumber(number.text)?.whole(as: Int32.self)
      else { return nil }
      return .some(Int(whole))
    }
    return try choices(limit: most, least: try settings.int("least"))
  }

  /// The choices a limit (nil when not given, `.some(nil)` for none) and a least allow: nil for
  /// one choice (no limit given, or 1); the one rule for a description and `picker choose`'s
  /// `--limit`, `--no-limit` and `--least`.
  public static func choices(limit: Int??, least: Int?) throws(SpecError) -> ChoiceLimit? {
    switch (limit, least) {
    case (nil, nil), (1?, nil): return nil
    case (nil, _?), (1?, _?):
      throw SpecError(
        setting: "least", message: "least is for several choices: give a limit above 1 too")
    case (let most?, let least):
      guard least ?? 1 >= 1, most.map({ $0 >= 1 }) ?? true else {
        throw SpecError(
          setting: least ?? 1 < 1 ? "least" : "limit",
          message: "the limit and the least are 1 or more (or no limit)")
      }
      return ChoiceLimit(least: least ?? 1, most: most)
    }
  }

  /// A list of options: labels, or `{"label", "value"?, "disabled"?}` objects; nil for another
  /// shape.
  static func options(in value: JSONValue) throws(SpecError) -> [OptionPicker.Option]? {
    guard case .array(let elements) = value else { return nil }
    var options: [OptionPicker.Option] = []
    for element in elements {
      switch element {
      case .string(let label): options.append(OptionPicker.Option(label))
      case .object(let object):
        let settings = SettingsReading(object)
        try settings.refuseOthers(than: ["label", "value", "disabled"]) {
          "\"\($0)\" is not part of an option: use label, value, disabled"
        }
        guard let label = try settings.string("label") else {
          throw SpecError(setting: "label", message: "an option needs a label")
        }
        options.append(
          OptionPicker.Option(
            label, value: try settings.string("value"),
            isEnabled: !(try settings.bool("disabled") ?? false)))
      default: return nil
      }
    }
    return options
  }

  /// The settings as JSON members: every column, and the locale when set.
  package var settingsJSON: [(String, JSONValue?)] {
    [
      ("columns", .array(columns.map { $0.json })), ("filter", filter ? .bool(true) : nil),
      ("least", choices.flatMap { $0.least == 1 ? nil : .number($0.least) }),
      ("limit", choices.map { $0.most.map { .number($0) } ?? .string("none") }),
      ("locale", locale.map(JSONValue.string)),
    ]
  }
}

extension OptionsSpec.Column {
  /// Reads a column: `{"name"?, "options", "cyclic"?}`.
  init(settings: SettingsReading) throws(SpecError) {
    try settings.refuseOthers(than: ["cyclic", "name", "options"]) {
      "\"\($0)\" is not a setting of a column: use name, options, cyclic"
    }
    guard
      let options = try settings.value("options", OptionsSpec.optionsForm, OptionsSpec.options(in:))
    else {
      throw SpecError(setting: "options", message: "a column needs options, a list of labels")
    }
    self.init(
      name: try settings.string("name"), options: options,
      cyclic: try settings.bool("cyclic") ?? false)
  }

  /// The column as JSON; an option whose value is its label is written as the label alone.
  var json: JSONValue {
    .object(
      JSONObject([
        ("name", name.map(JSONValue.string)),
        (
          "options",
          .array(
            options.map { option in
              option.value == option.label && option.isEnabled
                ? .string(option.label)
                : .object(
                  JSONObject([
                    ("disabled", option.isEnabled ? nil : .bool(true)),
                    ("label", .string(option.label)),
                    ("value", option.value == option.label ? nil : .string(option.value)),
                  ]))
            })
        ),
        ("cyclic", .bool(cyclic)),
      ]))
  }
}

extension MeasureSpec {
  /// Reads a measure description's settings (the kind already read).
  package init(settings: SettingsReading) throws(SpecError) {
    guard let name = try settings.string("dimension"),
      let dimension = MeasureDimension(rawValue: name)
    else {
      throw SpecError(
        setting: "dimension",
        message: "a measure picker needs a dimension: use "
          + MeasureDimension.allCases.map { $0.rawValue }.joined(separator: ", "))
    }
    self.init(dimension: dimension, units: try settings.strings("units"))
    unitTurn =
      try settings.choice("unitTurn") { "unitTurn is convert or keepDigits, got \($0)" }
      ?? unitTurn
    locale = try settings.string("locale")
  }

  /// The settings as JSON members, each that is set.
  package var settingsJSON: [(String, JSONValue?)] {
    [
      ("dimension", .string(dimension.rawValue)),
      ("units", units.map { .array($0.map(JSONValue.string)) }),
      ("unitTurn", .string(unitTurn.rawValue)), ("locale", locale.map(JSONValue.string)),
    ]
  }
}

extension PickerSpec {
  /// Why a value that is not an object is no description (nor a form's field).
  static let notObject =
    "a picker is an object with a kind and its settings, as "
    + "{\"kind\": \"pattern\", \"pattern\": \"99.9\"}"

  /// Reads a description: one object with `kind` and the kind's settings, strictly.
  ///
  /// A setting the kind does not take (`maximum` for `max`) and a value of the wrong type
  /// (`"seconds": "yes"`) are a ``SpecError`` that names the setting and what is allowed,
  /// never silently dropped. A number setting may be a JSON number or text (``SpecText``).
  /// Members named in `others` belong to the caller (a form field's `name`, `label` and
  /// `default`); settings named in `skipping` are read by the caller too (a form field's bound
  /// that names another field) and are left unset here.
  public init(json: JSONReading, alongside others: Set<String> = [], skipping: Set<String> = [])
    throws(SpecError)
  {
    var setting = "picker"
    if case .name(let name)? = json.path.last { setting = name }
    var settings = try SettingsReading(json.value, setting: setting, notObject: Self.notObject)
    settings.skipped = skipping
    let kindText = try settings.string("kind")
    // `choose` is what the command line calls option columns.
    guard let kindText, let kind = Kind(rawValue: kindText == "choose" ? "options" : kindText)
    else {
      let kinds = Kind.allCases.map { $0.rawValue }.joined(separator: ", ")
      throw SpecError(
        setting: "kind",
        message: (kindText.map { "kind \"\(Echo.shown($0))\" is unknown" }
          ?? "a picker needs a kind")
          + ": use " + kinds)
    }
    let known: [String]
    switch kind {
    case .pattern: known = PatternSpec.settings
    case .date: known = DateSpec.settings
    case .measure: known = MeasureSpec.settings
    case .options: known = OptionsSpec.settings
    }
    let allowed = ["kind"] + known + others.ordered()
    try settings.refuseOthers(than: allowed) {
      "\"\($0)\" is not a setting of a \(kind.rawValue) picker: use "
        + allowed.filter { $0 != "kind" }.joined(separator: ", ")
    }
    switch kind {
    case .pattern: self = .pattern(try PatternSpec(settings: settings))
    case .date: self = .date(try DateSpec(settings: settings))
    case .measure: self = .measure(try MeasureSpec(settings: settings))
    case .options: self = .options(try OptionsSpec(settings: settings))
    }
  }

  /// The description as JSON: its kind and every setting that is set.
  public var json: JSONValue {
    let settings: [(String, JSONValue?)] =
      switch self {
      case .pattern(let spec): spec.settingsJSON
      case .date(let spec): spec.settingsJSON
      case .measure(let spec): spec.settingsJSON
      case .options(let spec): spec.settingsJSON
      }
    return .object(JSONObject([("kind", .string(kind.rawValue))] + settings))
  }
}
