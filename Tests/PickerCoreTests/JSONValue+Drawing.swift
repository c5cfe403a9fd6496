import Foundation
import PickerCore
import PickerTestSupport

extension JSONValue {
  /// A random value: nested a few deep, strings of every kind of character (controls, quotes,
  /// slashes, accents, emoji, U+2028), numbers in every form JSON's grammar has.
  static func drawn(
    using random: inout SeededRandom, depth: Int = 0, canonicalNumbers: Bool = false
  ) -> JSONValue {
    switch Int.random(in: depth > 3 ? 0...3 : 0...5, using: &random) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &random))
    case 2: return .number(drawnNumber(using: &random, canonical: canonicalNumbers))
    case 3: return .string(drawnString(using: &random))
    case 4:
      return .array(
        (0..<Int.random(in: 0...4, using: &random)).map { _ in
          drawn(using: &random, depth: depth + 1, canonicalNumbers: canonicalNumbers)
        })
    default:
      return .object(
        JSONObject(
          (0..<Int.random(in: 0...4, using: &random)).map { _ in
            (
              drawnString(using: &random),
              drawn(using: &random, depth: depth + 1, canonicalNumbers: canonicalNumbers)
            )
          }))
    }
  }

  /// A number's text; canonical ones are as Foundation writes a `Decimal` (no exponent, no
  /// trailing zeros, no -0).
  static func drawnNumber(using random: inout SeededRandom, canonical: Bool) -> JSONNumber {
    let whole = Int.random(in: -99_999...99_999, using: &random)
    var text = String(whole)
    if canonical {
      if Bool.random(using: &random) {
        let fraction = String(Int.random(in: 1...999, using: &random))
        let trimmed = String(fraction.reversed().drop { $0 == "0" }.reversed())
        text = (whole == 0 && Bool.random(using: &random) ? "-0" : text) + "." + trimmed
        if text.hasPrefix("-0."), trimmed.isEmpty { text = "0" }
      }
    } else {
      if Bool.random(using: &random) {
        text += "." + String(Int.random(in: 0...999, using: &random))
      }
      if Bool.random(using: &random) {
        text += ["e", "E", "e+", "e-", "E-"].randomElement(using: &random) ?? "e"
        text += String(Int.random(in: 0...40, using: &random))
      }
    }
    return JSONNumber(text) ?? JSONNumber(0)
  }

  static func drawnString(using random: inout SeededRandom) -> String {
    let pieces: [String] = [
      "a", "Z", "wheels", "wheelsKey", "é", "😀", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{1F}",
      "\u{7F}", "\u{2028}", " ", "0", "ß", "\u{8}", "\u{C}", "\r", "日本",
    ]
    return (0..<Int.random(in: 0...6, using: &random)).map { _ in
      pieces.randomElement(using: &random) ?? ""
    }.joined()
  }

  /// The value's text with random white space between its tokens.
  func spacedText(using random: inout SeededRandom) -> String {
    let spaces = [" ", "\n", "\t", "\r", "", ""]
    func space() -> String { spaces.randomElement(using: &random) ?? "" }
    switch self {
    case .array(let elements):
      return space() + "[" + elements.map { $0.spacedText(using: &random) }.joined(separator: ",")
        + space() + "]" + space()
    case .object(let object):
      return space() + "{"
        + object.members.map { member in
          space() + JSONWriter.text(of: .string(member.name)) + space() + ":"
            + member.value.spacedText(using: &random)
        }.joined(separator: ",") + "}" + space()
    default:
      return space() + JSONWriter.text(of: self) + space()
    }
  }

  /// Whether a value JSONSerialization read is this one: numbers by their decimal value.
  func sameValue(as other: Any) -> Bool {
    switch self {
    case .null: return other is NSNull
    case .bool(let flag): return (other as? Bool) == flag
    case .number(let number):
      guard let theirs = other as? NSNumber, let ours = Decimal(string: number.text) else {
        return false
      }
      return theirs.decimalValue == ours
        || abs(theirs.doubleValue - (Double(number.text) ?? .nan)) <= 1e-9 * abs(theirs.doubleValue)
    case .string(let string): return (other as? String) == string
    case .array(let elements):
      guard let theirs = other as? [Any], theirs.count == elements.count else { return false }
      return zip(elements, theirs).allSatisfy { $0.sameValue(as: $1) }
    case .object(let object):
      guard let theirs = other as? [String: Any], theirs.count == object.count else {
        return false
      }
      return object.members.allSatisfy { member in
        theirs[member.name].map { member.value.sameValue(as: $0) } ?? false
      }
    }
  }
}

/// A core value encoded by Foundation's `JSONEncoder`, to hold the core's writer to it.
struct FoundationMirror: Encodable {
  let value: JSONValue
  init(_ value: JSONValue) { self.value = value }

  struct Name: CodingKey {
    let stringValue: String
    init(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
  }

  func encode(to encoder: any Encoder) throws {
    switch value {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let flag):
      var container = encoder.singleValueContainer()
      try container.encode(flag)
    case .number(let number):
      var container = encoder.singleValueContainer()
      try container.encode(Decimal(string: number.text) ?? 0)
    case .string(let string):
      var container = encoder.singleValueContainer()
      try container.encode(string)
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(FoundationMirror(element)) }
    case .object(let object):
      var container = encoder.container(keyedBy: Name.self)
      for member in object.members {
        try container.encode(FoundationMirror(member.value), forKey: Name(stringValue: member.name))
      }
    }
  }
}
