import ArgumentParser
import Foundation
import PickerKit
import Yams

/// A form file: a title and fields, each a picker kind with its settings, a label and a default.
///
/// Read by hand from a tree of values rather than decoded into structs, so that a misspelt key
/// or a setting of the wrong kind is refused with a message naming the field and the key,
/// instead of being silently ignored.
struct FormSpec {
  var title: String
  var fields: [FieldSpec]

  /// The largest form file read.
  static let largestFile = 1 << 20

  /// One field as the file gives it.
  struct FieldSpec {
    var name: String
    var label: String
    var kind: Kind
    var defaultValue: String?
    var settings: [String: SpecValue]

    enum Kind: String, CaseIterable {
      case pattern, date, measure, choose
    }
  }

  /// Reads a form from JSON or YAML text.
  init(text: String) throws {
    let root: SpecValue
    do {
      root = try YAMLDecoder().decode(SpecValue.self, from: text)
    } catch {
      throw ValidationError("the form is not valid JSON or YAML: \(Echo.oneLine("\(error)"))")
    }
    guard case .map(let top) = root else {
      throw ValidationError("a form is an object with \"fields\" (and an optional \"title\")")
    }
    for key in top.keys where !["title", "fields"].contains(key) {
      throw ValidationError("unknown key \"\(Echo.shown(key))\" in the form: use title and fields")
    }
    title = try top["title"]?.text("title") ?? "Form"
    guard case .list(let items) = top["fields"] else {
      throw ValidationError("\"fields\" must be a list of fields, each with a name and a kind")
    }
    fields = try items.enumerated().map { index, item in try FieldSpec(item, number: index + 1) }
  }

  /// The form the spec describes: each field's picker built from its settings, with bounds that
  /// name other fields read from their current texts.
  func form() throws -> Form {
    let built = try fields.map { field in
      (field, try field.builder())
    }
    do {
      return try Form(
        fields: built.map { field, builder in
          Form.Field(
            name: field.name, label: field.label, dependencies: builder.dependencies,
            make: builder.make)
        })
    } catch {
      throw ValidationError("\(error)")
    }
  }
}

/// A value in a form file: text (every scalar, so `5:00` stays text), a list or a map.
enum SpecValue: Decodable, Sendable {
  case text(String)
  case list([SpecValue])
  case map([String: SpecValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      self = .text(text)
    } else if let list = try? container.decode([SpecValue].self) {
      self = .list(list)
    } else {
      self = .map(try container.decode([String: SpecValue].self))
    }
  }

  func text(_ key: String) throws -> String {
    guard case .text(let text) = self else {
      throw ValidationError("\"\(key)\" must be text or a number")
    }
    return text
  }
}

extension FormSpec.FieldSpec {
  init(_ value: SpecValue, number: Int) throws {
    guard case .map(let map) = value else {
      throw ValidationError("field \(number) must be an object with a name and a kind")
    }
    guard let name = try map["name"]?.text("name"), !name.isEmpty,
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
    else {
      throw ValidationError(
        "field \(number) needs a \"name\" of letters, digits, - and _ (the key in the answers)")
    }
    guard let kindText = try map["kind"]?.text("kind"), let kind = Kind(rawValue: kindText) else {
      throw ValidationError(
        "field \(name) needs a \"kind\": one of \(Kind.allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
    self.name = name
    self.kind = kind
    self.label = try map["label"]?.text("label") ?? name
    self.defaultValue = try map["default"]?.text("default")
    var settings = map
    for key in ["name", "kind", "label", "default"] { settings[key] = nil }
    let allowed = Self.settingKeys[kind] ?? []
    for key in settings.keys.sorted() where !allowed.contains(key) {
      throw ValidationError(
        "field \(name): unknown setting \"\(Echo.shown(key))\" for a \(kind.rawValue) field; "
          + "use \((["label", "default"] + allowed).joined(separator: ", "))")
    }
    self.settings = settings
  }

  static let settingKeys: [Kind: [String]] = [
    .pattern: ["pattern", "min", "max", "step"],
    .date: ["mode", "min", "max", "minuteInterval", "seconds", "locale", "timeZone"],
    .measure: ["dimension", "units", "unitTurn"],
    .choose: ["options"],
  ]

  /// A setting's text, or nil.
  func setting(_ key: String) throws -> String? {
    guard let value = settings[key] else { return nil }
    do {
      return try value.text(key)
    } catch {
      throw ValidationError("field \(name): \(error)")
    }
  }

  /// A bound: a literal, or `{field: NAME}` / `{field: NAME, plus: N}` naming another field.
  enum Bound {
    case literal(String)
    case field(String, plus: Decimal?)
  }

  func bound(_ key: String) throws -> Bound? {
    switch settings[key] {
    case nil: return nil
    case .text(let text): return .literal(text)
    case .map(let map):
      for other in map.keys where other != "field" && other != "plus" {
        throw ValidationError(
          "field \(name): \(key) names a field as {field: NAME} or {field: NAME, plus: N}, not \(Echo.shown(other))"
        )
      }
      guard case .text(let other) = map["field"] else {
        throw ValidationError(
          "field \(name): \(key) {…} needs \"field\", the name of another field")
      }
      var plus: Decimal?
      if let offset = map["plus"] {
        guard case .text(let text) = offset, let number = Decimal(string: text, locale: nil),
          text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" })
        else {
          throw ValidationError("field \(name): \(key)'s \"plus\" must be a number")
        }
        plus = number
      }
      return .field(other, plus: plus)
    case .list:
      throw ValidationError("field \(name): \(key) must be a value or {field: NAME}")
    }
  }

  /// How the form builds this field's picker, and which fields its bounds name.
  func builder() throws -> (
    dependencies: [String], make: @Sendable ([String: String]) throws -> any PickerKit.Picker
  ) {
    let bounds = try ["min", "max"].compactMap { key in try bound(key).map { (key, $0) } }
    let dependencies = bounds.compactMap { _, bound -> String? in
      if case .field(let other, _) = bound { return other }
      return nil
    }
    let field = self
    // Built once here, so a bad setting is refused before anything is shown.
    let make: @Sendable ([String: String]) throws -> any PickerKit.Picker = { texts in
      var resolved: [String: (String, Decimal?)] = [:]
      for (key, bound) in bounds {
        switch bound {
        case .literal(let text): resolved[key] = (text, nil)
        case .field(let other, let plus): resolved[key] = (texts[other] ?? "", plus)
        }
      }
      return try field.picker(bounds: resolved)
    }
    if dependencies.isEmpty {
      _ = try make([:])
    }
    return (dependencies, make)
  }

  /// The picker for resolved bounds (each a text and an offset to add).
  func picker(bounds: [String: (String, Decimal?)]) throws -> any PickerKit.Picker {
    do {
      switch kind {
      case .pattern:
        guard let pattern = try setting("pattern") else {
          throw ValidationError("needs a \"pattern\", such as 99.9 or 59:59")
        }
        return try PatternSettings(
          pattern: pattern, min: bounds["min"], max: bounds["max"], step: try setting("step")
        ).makePicker()
      case .date:
        let modeText = try setting("mode") ?? "date"
        guard let mode = ModeOption(rawValue: modeText) else {
          throw ValidationError(
            "mode \(Echo.shown(modeText)) is not one of \(ModeOption.allCases.map(\.rawValue).joined(separator: ", "))"
          )
        }
        for (key, bound) in bounds where bound.1 != nil {
          throw ValidationError(
            "\(key): \"plus\" is for number fields; a date bound is a field or a date")
        }
        let interval = try setting("minuteInterval")
        guard let minuteInterval = Int(interval ?? "1") else {
          throw ValidationError("minuteInterval must be a whole number of minutes dividing 60")
        }
        let seconds = try setting("seconds") ?? "false"
        guard ["true", "false"].contains(seconds) else {
          throw ValidationError("seconds is true or false, got \(Echo.shown(seconds))")
        }
        let settings = DateSettings(
          mode: mode.mode, minimum: bounds["min"]?.0, maximum: bounds["max"]?.0,
          minuteInterval: minuteInterval, showsSeconds: seconds == "true",
          locale: try setting("locale") ?? "en_US", timeZone: try setting("timeZone"))
        do {
          return try settings.makePicker()
        } catch {
          throw ValidationError("\(error)")
        }
      case .measure:
        guard let dimensionText = try setting("dimension"),
          let dimension = DimensionOption(rawValue: dimensionText)
        else {
          throw ValidationError(
            "needs a \"dimension\": one of \(DimensionOption.allCases.map(\.rawValue).joined(separator: ", "))"
          )
        }
        let units: String?
        switch settings["units"] {
        case .list(let list): units = try list.map { try $0.text("units") }.joined(separator: ",")
        case .text(let text): units = text
        default: units = nil
        }
        return try MeasureCommand.picker(dimension: dimension, units: units, unitTurn: .convert)
      case .choose:
        guard case .list(let options) = settings["options"] else {
          throw ValidationError("needs \"options\", a list of labels")
        }
        let labels = try options.map { try $0.text("options") }
        return try OptionPicker(labels: labels, name: name)
      }
    } catch let error as ValidationError {
      throw ValidationError("field \(name): \(error.message)")
    } catch {
      throw ValidationError("field \(name): \(error)")
    }
  }
}
