import Foundation
import PickerCore
import PickerTestSupport
import Testing

/// The core's one JSON codec, against Foundation's: the same bytes out as `JSONEncoder` with
/// sorted keys and unescaped slashes (what every front end wrote before), the same values in as
/// `JSONSerialization` reads, and a clear refusal, never a trap, for anything else.
@Suite("The core's JSON codec")
struct JSONCodecTests {
  @Test("A value written and read back is that value (seeded, 2,000 values)")
  func roundTrip() throws {
    var random = SeededRandom(name: "json round trip")
    for _ in 0..<2_000 {
      let value = JSONValue.drawn(using: &random)
      let text = JSONWriter.text(of: value)
      #expect(try JSONReader.value(of: text) == value, "\(text)")
    }
  }

  @Test("The writer writes what Foundation's JSONEncoder writes (seeded, 2,000 values)")
  func writesAsFoundation() throws {
    var random = SeededRandom(name: "json as foundation")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for _ in 0..<2_000 {
      let value = JSONValue.drawn(using: &random, canonicalNumbers: true)
      let foundation = String(decoding: try encoder.encode(FoundationMirror(value)), as: UTF8.self)
      #expect(JSONWriter.text(of: value) == foundation)
    }
  }

  @Test("The reader reads what JSONSerialization reads (seeded, 2,000 texts with white space)")
  func readsAsFoundation() throws {
    var random = SeededRandom(name: "json read as foundation")
    for _ in 0..<2_000 {
      let text = JSONValue.drawn(using: &random).spacedText(using: &random)
      let ours = try JSONReader.value(of: text)
      let theirs = try JSONSerialization.jsonObject(
        with: Data(text.utf8), options: [.fragmentsAllowed])
      #expect(ours.sameValue(as: theirs), "\(text)")
    }
  }

  @Test("Text that is not JSON is refused with what and where, never a trap")
  func refusals() {
    let cases: [(String, String)] = [
      ("[1,]", "a value is an object, array, string, number, true, false or null at byte 3"),
      (#"{"a":1,"a":2}"#, #"the member "a" is given twice at byte 7"#),
      ("01", "more text after the JSON value at byte 1"),
      (
        "1.",
        "a number is -, digits (no leading 0), an optional . with digits and an optional exponent at byte 0"
      ),
      (#""\ud800""#, #"a \u escape of half a surrogate pair at byte 1"#),
      ("\"a\u{1}\"", #"a control character in a string (write it as \u00XX) at byte 2"#),
      (
        #""\x""#,
        #"an escape is \", \\, \/, \b, \f, \n, \r, \t or \u and four hex digits at byte 1"#
      ),
      ("", "the text ends where a value should be at byte 0"),
      ("nul", "expected null at byte 0"),
      (#"{"a" 1}"#, "expected : after a member name at byte 5"),
      ("[1 2]", "expected , or ] in an array at byte 3"),
      ("{1:2}", "expected a member name in quotes at byte 1"),
    ]
    for (text, message) in cases {
      #expect(throws: JSONError("not valid JSON: " + message)) { try JSONReader.value(of: text) }
    }
    #expect(throws: JSONError("not valid JSON: a string that is not UTF-8 at byte 1")) {
      try JSONReader.value(of: [0x22, 0xFF, 0x22])
    }
  }

  @Test("Nesting is bounded: 512 deep is read, 513 is refused")
  func depth() throws {
    let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(throws: Never.self) { try JSONReader.value(of: deepest) }
    let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
    #expect(throws: JSONError("not valid JSON: nested more than 512 deep at byte 512")) {
      try JSONReader.value(of: tooDeep)
    }
  }

  @Test("An object of 100,000 members is read, each found by name")
  func wideObject() throws {
    let text = "{" + (0..<100_000).map { "\"m\($0)\":\($0)" }.joined(separator: ",") + "}"
    guard case .object(let object) = try JSONReader.value(of: text) else {
      Issue.record("not an object")
      return
    }
    #expect(object.count == 100_000)
    #expect(object["m99999"] == .number(99_999))
  }

  @Test("Seeded byte soup never traps, and every refusal names a byte inside the text")
  func soup() {
    var random = SeededRandom(name: "json soup")
    let alphabet = Array(#"{}[]:,"\/ubfnrt0123456789.eE+-tfnlsaxé "#.utf8) + [0, 0x1F, 0xFF, 0xC3]
    for _ in 0..<20_000 {
      let bytes = (0..<Int.random(in: 0...24, using: &random)).map { _ in
        alphabet.randomElement(using: &random) ?? 0
      }
      do {
        _ = try JSONReader.value(of: bytes)
      } catch {
        let position = error.message.split(separator: " ").last.flatMap { Int($0) }
        #expect(position.map { (0...bytes.count).contains($0) } == true, "\(error) \(bytes)")
      }
    }
  }
}
