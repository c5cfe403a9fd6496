import Foundation
import PickerFiles
import PickerKit
import Testing

/// A description written as JSON or YAML means one thing: the YAML is read as the JSON it
/// spells, through the same decoder the web API uses, and a bad text is refused in one line.
@Suite("Descriptions as JSON or YAML text")
struct DescriptionTextTests {
  private struct Field: Decodable, Equatable {
    let name: String
    let step: Decimal?
    let label: String?
  }

  @Test("A YAML number is the JSON number it spells, exactly; quoted text stays text")
  func numbersAndText() throws {
    let yaml = try DescriptionText.decode(
      Field.self, from: "name: \"15\"\nstep: 0.1\nlabel: '5e0'\n")
    #expect(yaml == Field(name: "15", step: Decimal(string: "0.1"), label: "5e0"))
    let json = try DescriptionText.decode(
      Field.self, from: #"{"name": "15", "step": 0.1, "label": "5e0"}"#)
    #expect(json == yaml)
    #expect(try DescriptionText.decode(Field.self, from: "name: a\nstep: 5e0\n").step == 5)
  }

  @Test("JSON and YAML of one form give the same JSON value to the core")
  func sameValue() throws {
    let json = try DescriptionText.value(
      from: #"{"fields": [{"name": "heat", "kind": "pattern", "pattern": "99"}]}"#)
    let yaml = try DescriptionText.value(
      from: "fields:\n  - name: heat\n    kind: pattern\n    pattern: \"99\"\n")
    #expect(json == yaml)
  }

  @Test("A missing member is named by its place, in the core's words")
  func missingMember() throws {
    let error = try #require(
      #expect(throws: DescriptionText.Unreadable.self) {
        try DescriptionText.decode(Field.self, from: "step: 1\n")
      })
    #expect(error.description.contains("\"name\""))
    #expect(!error.description.contains("\n"))
  }

  @Test("Text that is neither JSON nor YAML, or empty, is refused in one line")
  func unreadable() throws {
    for text in ["a: [1, 2", "", "{\"a\": }\n\n\n"] {
      let error = try #require(
        #expect(throws: DescriptionText.Unreadable.self) {
          try DescriptionText.decode(Field.self, from: text)
        })
      #expect(!error.description.isEmpty)
      #expect(!error.description.contains("\n"))
    }
  }

  @Test("Aliases that would expand past the node limit are refused, not expanded")
  func aliasBomb() throws {
    // Each level doubles: 2^20 nodes from twenty short lines.
    var lines = ["a0: &a0 [x, x]"]
    for level in 1...20 { lines.append("a\(level): &a\(level) [*a\(level - 1), *a\(level - 1)]") }
    let text = lines.joined(separator: "\n") + "\n"
    #expect(throws: (any Error).self) { try DescriptionText.value(from: text) }
    #expect(DescriptionText.largestTree < 1 << 20)
  }
}
