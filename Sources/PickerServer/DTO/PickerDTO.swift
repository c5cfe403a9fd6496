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

  /// Reads the one member an action object has, by the members present, so a well-formed
  /// action is read without a decoding error thrown and caught on the way (each costs more than
  /// reading the action: this runs for every key a page sends).
  init(from decoder: any Decoder) throws {
    guard let container = try? decoder.container(keyedBy: Keys.self) else {
      let word = try decoder.singleValueContainer().decode(String.self)
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
    guard container.allKeys.count <= 1 else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "an action is one of select, spin, step, type, key or focus, not "
            + container.allKeys.map(\.stringValue).sorted().joined(separator: " and ")))
    }
    switch container.allKeys.first {
    case .select?:
      let select = try container.decode(WheelRow.self, forKey: .select)
      self.action = .select(wheel: select.wheel, row: select.row)
    case .spin?:
      let spin = try container.decode(WheelCount.self, forKey: .spin)
      self.action = .spin(wheel: spin.wheel, by: spin.by)
    case .step?:
      let step = try container.decode(WheelCount.self, forKey: .step)
      self.action = .step(wheel: step.wheel, by: step.by)
    case .type?:
      let key = try container.decode(String.self, forKey: .type)
      guard key.unicodeScalars.count == 1, let character = key.first else {
        throw DecodingError.dataCorruptedError(
          forKey: .type, in: container, debugDescription: "type one character at a time")
      }
      self.action = .type(character)
    case .key?:
      let name = try container.decode(String.self, forKey: .key)
      guard let key = PickerKey(browserName: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .key, in: container, debugDescription: "\"\(name.prefix(40))\" is no key")
      }
      self.action = .key(key)
    case .focus?:
      if let wheel = try? container.decode(Int.self, forKey: .focus) {
        self.action = .focus(.wheel(wheel))
        return
      }
      let move = try container.decode(String.self, forKey: .focus)
      let moves: [String: FocusMove] = [
        "next": .next, "previous": .previous, "first": .first, "last": .last,
      ]
      guard let focus = moves[move] else {
        throw DecodingError.dataCorruptedError(
          forKey: .focus, in: container,
          debugDescription: "focus is a wheel number, next, previous, first or last")
      }
      self.action = .focus(focus)
    case nil:
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "an action is select, spin, step, type, key, focus, erase or settle"))
    }
  }
}
