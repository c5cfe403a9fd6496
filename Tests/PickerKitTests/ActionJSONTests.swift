import Foundation
import PickerKit
import Testing

/// Actions as JSON, the shape the web API's `PickerAction` and `FormAction` schemas describe.
@Suite("Actions as JSON")
struct ActionJSONTests {
  static let actions: [PickerAction] = [
    .select(wheel: 1, row: 4), .spin(wheel: 0, by: -3), .step(wheel: 2, by: 1), .type("5"),
    .type("é"), .key(.up), .key(.tab), .key(.backspace), .key(.character("+")),
    .focus(.wheel(2)), .focus(.next), .focus(.previous), .focus(.first), .focus(.last),
    .erase, .settle,
  ]

  static let formActions: [FormAction] =
    [.submit, .key(.enter), .key(.tab), .focus(.field(1)), .focus(.next), .focus(.previous)]
    + actions.map { .field(3, $0) }

  @Test("Every action writes as it is read, and reads back to itself")
  func roundTrip() throws {
    let written = try JSONEncoder().encode(Self.actions)
    #expect(try JSONDecoder().decode([PickerAction].self, from: written) == Self.actions)
    let form = try JSONEncoder().encode(Self.formActions)
    #expect(try JSONDecoder().decode([FormAction].self, from: form) == Self.formActions)
  }

  @Test("Each action is the shape the document gives it")
  func shapes() throws {
    let text = String(
      decoding: try JSONEncoder().encode(Array(Self.actions.prefix(5))), as: UTF8.self)
    for expected in [
      #"{"select":{"#, #""row":4"#, #"{"spin":{"#, #""by":-3"#, #"{"type":"5"}"#,
    ] {
      #expect(text.contains(expected), "\(text)")
    }
    let words = try JSONEncoder().encode([PickerAction.erase, .settle])
    #expect(String(decoding: words, as: UTF8.self) == #"["erase","settle"]"#)
    let submit = try JSONEncoder().encode([FormAction.submit])
    #expect(String(decoding: submit, as: UTF8.self) == #"["submit"]"#)
  }

  @Test(
    "A body that is no action is refused, naming what an action is",
    arguments: [
      (#"{"spin": {"wheel": 0, "by": 1}, "step": {"wheel": 0, "by": 1}}"#, "not spin and step"),
      (#"{"type": "55"}"#, "one character at a time"),
      (#"{"type": "e\u0301"}"#, "one character at a time"),
      (#"{"key": "Shift"}"#, "is no key"),
      (#"{"key": ""}"#, "is no key"),
      (#""jump""#, "is no action"),
      (#"{"focus": "up"}"#, "focus is a wheel number"),
      (#"{}"#, "an action is select, spin"),
    ])
  func refusals(json: String, says: String) {
    do {
      _ = try JSONDecoder().decode(PickerAction.self, from: Data(json.utf8))
      Issue.record("\(json) was read")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription.contains(says), "\(context.debugDescription)")
    } catch {
      Issue.record("\(json): \(error)")
    }
  }

  @Test("Shift-Tab has no browser name, so it is not written (an error, never a trap)")
  func backTab() {
    #expect(throws: EncodingError.self) { try JSONEncoder().encode([PickerAction.key(.backTab)]) }
  }

  /// A body of the API's types read by Foundation's decoder: a value of the wrong type.
  struct Body: Decodable {
    let actions: [PickerAction]
    let name: String
  }

  @Test("A value of the wrong type says, at its place, which JSON type it must be")
  func wrongTypes() throws {
    for (text, said) in [
      (#"{"actions": 5, "name": "a"}"#, "must be a list"),
      (#"{"actions": [], "name": 5}"#, "must be text"),
    ] {
      do {
        _ = try JSONDecoder().decode(Body.self, from: Data(text.utf8))
        Issue.record("\(text) was read")
      } catch let error as DecodingError {
        let message = JSONError(error).description
        #expect(message.contains(said), "\(text): \(message)")
        #expect(message.contains(text.contains(#""actions": 5"#) ? "actions" : "name"))
      }
    }
  }
}
