/// A description from settings written as text: the `<picker-wheels>` element's attributes over
/// its `description`, and the command line's comma-separated lists.
///
/// Every front end that reads settings as text asks these, so a list is split, a kind is
/// implied and an attribute is named alike everywhere.
public enum SpecAttributes {
  /// The element's attributes that are settings, each with the description's name for it.
  public static let settings: [(attribute: String, setting: String)] = [
    ("kind", "kind"), ("pattern", "pattern"), ("min", "min"), ("max", "max"), ("step", "step"),
    ("mode", "mode"), ("locale", "locale"), ("time-zone", "timeZone"), ("clock", "clock"),
    ("options", "options"),
  ]

  /// A list written as text: items separated by commas, `\,` for a comma in an item and `\\` for
  /// a backslash (`picker choose --column`, `picker measure --units`, an `options` attribute).
  public static func list(_ text: String) -> [String] {
    var items: [String] = []
    var current = ""
    var escaped = false
    for character in text {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "," {
        items.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    items.append(current)
    return items
  }

  /// The kind a description's settings are of when it names none, as `picker`'s commands name
  /// them: a pattern's, options' (or columns'), a measure's dimension, a date's mode.
  public static func impliedKind(of description: JSONObject) -> PickerSpec.Kind? {
    if description.contains("pattern") { return .pattern }
    if description.contains("options") || description.contains("columns") { return .options }
    if description.contains("dimension") { return .measure }
    if description.contains("mode") { return .date }
    return nil
  }

  /// The description an element's `description` text and setting attributes say.
  ///
  /// The text is JSON, or nil; the attributes are by attribute name, each a string as written.
  /// Each attribute stands in place of the description's setting, `clock` as a number,
  /// `options` as a list (or a JSON array), and the kind is implied when none is named. The
  /// caller reads it as every description is read (``PickerSpec/init(json:alongside:skipping:)``);
  /// this only gathers it.
  public static func description(_ text: String?, attributes: JSONObject)
    throws(SpecError) -> JSONObject
  {
    var object = JSONObject()
    if let text, !text.isEmpty {
      let value: JSONValue
      do {
        value = try JSONReader.value(of: text)
      } catch {
        throw SpecError(setting: "description", message: "the description is not JSON: \(error)")
      }
      guard case .object(let given) = value else {
        throw SpecError(setting: "description", message: PickerSpec.notObject)
      }
      object = given
    }
    for (attribute, setting) in settings {
      guard let given = attributes[attribute] else { continue }
      guard case .string(let value) = given else {
        throw SpecError(
          setting: attribute, message: "the \(attribute) attribute is text, as HTML writes it")
      }
      switch setting {
      case "clock":
        object[setting] = JSONValue.number(text: value) ?? .string(value)
      case "options":
        if value.trimmingWhitespace.hasPrefix("["),
          case .array(let options)? = try? JSONReader.value(of: value)
        {
          object[setting] = .array(options)
        } else {
          object[setting] = .array(list(value).map { .string($0.trimmingWhitespace) })
        }
      default:
        object[setting] = .string(value)
      }
    }
    if object["kind"] == nil, let kind = impliedKind(of: object) {
      object["kind"] = .string(kind.rawValue)
    }
    return object
  }
}
