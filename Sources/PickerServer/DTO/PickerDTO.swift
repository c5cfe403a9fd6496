import Foundation
import PickerKit

/// POST /api/picker: one shape for every picker kind.
///
/// `picker` says which wheels; then either an `answer` to read, or the `state` a previous answer
/// returned (none for a fresh picker) and the `actions` to apply to it, in order.
struct PickerRequest: Decodable, Sendable {
  /// The core's description of the wheels; pages send back what their models described.
  let picker: PickerSpec
  var state: PickerState?
  var answer: String?
  var nearest: Bool?
  var actions: [ActionDTO]?
  /// A unit to convert a measure to.
  var to: String?
  /// The key of the wheels the client holds (an answer's `wheelsKey`): when the answer's wheels
  /// are those, they are left out.
  var wheelsKey: String?
}

/// One action as JSON: `{"select": {"wheel", "row"}}`, `{"spin": {"wheel", "by"}}`,
/// `{"step": {"wheel", "by"}}`, `{"type": "5"}`, `{"key": "ArrowUp"}` (a browser key name, read
/// through the core's key map), `{"focus": 2}` or `{"focus": "next"}`, `"erase"`, `"settle"`.
struct ActionDTO: Decodable, Sendable {
  let action: PickerAction

  private enum Keys: String, CodingKey { case select, spin, step, type, key, focus }
  private struct WheelCount: Decodable {
    let wheel: Int
    let by: Int
  }
  private struct WheelRow: Decodable {
    let wheel: Int
    let row: Int
  }

  init(from decoder: any Decoder) throws {
    if let word = try? decoder.singleValueContainer().decode(String.self) {
      switch word {
      case "erase": self.action = .erase
      case "settle": self.action = .settle
      default:
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: "\"\(word.prefix(40))\" is no action: use erase or settle"))
      }
      return
    }
    let container = try decoder.container(keyedBy: Keys.self)
    if let select = try container.decodeIfPresent(WheelRow.self, forKey: .select) {
      self.action = .select(wheel: select.wheel, row: select.row)
    } else if let spin = try container.decodeIfPresent(WheelCount.self, forKey: .spin) {
      self.action = .spin(wheel: spin.wheel, by: spin.by)
    } else if let step = try container.decodeIfPresent(WheelCount.self, forKey: .step) {
      self.action = .step(wheel: step.wheel, by: step.by)
    } else if let key = try container.decodeIfPresent(String.self, forKey: .type) {
      guard key.count == 1, let character = key.first else {
        throw DecodingError.dataCorruptedError(
          forKey: .type, in: container, debugDescription: "type one character at a time")
      }
      self.action = .type(character)
    } else if let name = try container.decodeIfPresent(String.self, forKey: .key) {
      guard let key = PickerKey(browserName: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .key, in: container, debugDescription: "\"\(name.prefix(40))\" is no key")
      }
      self.action = .key(key)
    } else if let wheel = try? container.decode(Int.self, forKey: .focus) {
      self.action = .focus(.wheel(wheel))
    } else if let move = try container.decodeIfPresent(String.self, forKey: .focus) {
      let moves: [String: FocusMove] = [
        "next": .next, "previous": .previous, "first": .first, "last": .last,
      ]
      guard let focus = moves[move] else {
        throw DecodingError.dataCorruptedError(
          forKey: .focus, in: container,
          debugDescription: "focus is a wheel number, next, previous, first or last")
      }
      self.action = .focus(focus)
    } else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "an action is select, spin, step, type, key, focus, erase or settle"))
    }
  }
}
