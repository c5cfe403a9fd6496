import Foundation
import PickerFiles
import PickerKit

/// POST /api/form: a form described, and either `answers` to read by field name, or the `state`
/// a previous answer returned (none for a fresh form) and the `actions` to apply to it.
///
/// `form` is the description `picker form` reads: an object, or its JSON or YAML text.
struct FormRequest: Decodable, Sendable {
  let form: FormSpec
  var state: FormState?
  var actions: [FormActionDTO]?
  var answers: [String: SpecText]?
  var nearest: Bool?

  private enum Keys: String, CodingKey { case form, state, actions, answers, nearest }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    if let text = try? container.decode(String.self, forKey: .form) {
      do {
        form = try DescriptionText.decode(FormSpec.self, from: text)
      } catch let error as DescriptionText.Unreadable {
        throw SpecError(setting: "form", message: "the form's text: \(error)")
      }
    } else {
      form = try container.decode(FormSpec.self, forKey: .form)
    }
    state = try container.decodeIfPresent(FormState.self, forKey: .state)
    actions = try container.decodeIfPresent([FormActionDTO].self, forKey: .actions)
    answers = try container.decodeIfPresent([String: SpecText].self, forKey: .answers)
    nearest = try container.decodeIfPresent(Bool.self, forKey: .nearest)
  }
}

/// One form action as JSON: `{"field": 0, "action": ACTION}` (an action of `POST /api/picker`
/// on one field), `{"key": "Tab"}` (a browser key name, through the form's key map),
/// `{"focus": 2}` or `{"focus": "next"}` / `"previous"`, or `"submit"`.
struct FormActionDTO: Decodable, Sendable {
  let action: FormAction

  private enum Keys: String, CodingKey { case field, action, key, focus }

  init(from decoder: any Decoder) throws {
    if let word = try? decoder.singleValueContainer().decode(String.self) {
      guard word == "submit" else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: "\"\(word.prefix(40))\" is no form action: use submit"))
      }
      action = .submit
      return
    }
    let container = try decoder.container(keyedBy: Keys.self)
    if let field = try container.decodeIfPresent(Int.self, forKey: .field) {
      action = .field(field, try container.decode(ActionDTO.self, forKey: .action).action)
    } else if let name = try container.decodeIfPresent(String.self, forKey: .key) {
      guard let key = PickerKey(browserName: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .key, in: container, debugDescription: "\"\(name.prefix(40))\" is no key")
      }
      action = .key(key)
    } else if let field = try? container.decode(Int.self, forKey: .focus) {
      action = .focus(.field(field))
    } else if let move = try container.decodeIfPresent(String.self, forKey: .focus) {
      let moves: [String: FormFocus] = ["next": .next, "previous": .previous]
      guard let focus = moves[move] else {
        throw DecodingError.dataCorruptedError(
          forKey: .focus, in: container,
          debugDescription: "focus is a field number, next or previous")
      }
      action = .focus(focus)
    } else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "a form action is field (with action), key, focus or submit"))
    }
  }
}
