public import Foundation
public import PickerKit
import Yams

/// Reads a description written as JSON or YAML (a form file, a form's answers) into the same
/// `Decodable` types the web API reads, through the same `JSONDecoder`.
///
/// YAML is turned into JSON first, so that a description means one thing whichever way it was
/// written: a YAML number is the JSON number it spells (`5e0` is 5, `0.1` exactly 0.1), quoted
/// text stays text, `true` is a JSON true. Written here because Yams' own decoder reads every
/// scalar as whatever type is asked for (`"15"` as a number, `5e0` as text), which would make a
/// form file and an API request disagree about the same value.
public enum DescriptionText {
  /// The most nodes a description may expand to (aliases included), so a small file that
  /// repeats an anchor exponentially is refused rather than expanded.
  public static let largestTree = 100_000

  /// The most bytes of description text read.
  public static let largestText = 1 << 20

  /// Why a text is no description.
  public struct Unreadable: Error, Sendable, CustomStringConvertible {
    /// What was wrong, in one line.
    public let description: String
  }

  /// Decodes a value from JSON or YAML text.
  ///
  /// A picker description's own refusal (`SpecError`) comes out as it is; any other failure is
  /// ``Unreadable``, one line that says where and what was wrong.
  public static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
    let json = try jsonData(from: text)
    do {
      return try JSONDecoder().decode(T.self, from: json)
    } catch let error as DecodingError {
      throw Unreadable(description: oneLine(JSONError(error).description))
    }
  }

  /// The JSON a JSON or YAML text spells.
  public static func jsonData(from text: String) throws -> Data {
    let node: Node?
    do {
      node = try Yams.compose(yaml: text)
    } catch {
      throw Unreadable(description: "not valid JSON or YAML: \(oneLine("\(error)"))")
    }
    guard let node else { throw Unreadable(description: "empty: expected a JSON or YAML object") }
    var budget = largestTree
    let value = try JSONValue(node, budget: &budget)
    return try JSONEncoder().encode(value)
  }

  /// The JSON value a JSON or YAML text spells, as the core reads it.
  public static func value(from text: String) throws -> PickerCore.JSONValue {
    do {
      return try JSONReader.value(of: [UInt8](try jsonData(from: text)))
    } catch let error as JSONError {
      throw Unreadable(description: error.description)
    }
  }

  private static func oneLine(_ text: String) -> String {
    String(text.split(whereSeparator: \.isNewline).joined(separator: " ").prefix(200))
  }
}

/// A JSON value, with numbers kept as exact decimals.
enum JSONValue: Encodable {
  case null
  case bool(Bool)
  case number(Decimal)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  init(_ node: Node, budget: inout Int) throws {
    budget -= 1
    guard budget >= 0 else {
      throw DescriptionText.Unreadable(
        description: "larger than \(DescriptionText.largestTree) values once its aliases are "
          + "expanded")
    }
    switch node {
    case .scalar(let scalar):
      self = Self.scalar(scalar, tag: Tag.Name(rawValue: node.tag.rawValue))
    case .sequence(let sequence):
      var items: [JSONValue] = []
      for item in sequence { items.append(try JSONValue(item, budget: &budget)) }
      self = .array(items)
    case .mapping(let mapping):
      var members: [(String, JSONValue)] = []
      var names = Set<String>()
      for (key, value) in mapping {
        guard let name = key.scalar?.string else {
          throw DescriptionText.Unreadable(description: "an object's keys must be text")
        }
        guard names.insert(name).inserted else {
          throw DescriptionText.Unreadable(
            description:
              "the key \"\(Echo.shown(name))\" is given twice in one object")
        }
        members.append((name, try JSONValue(value, budget: &budget)))
      }
      self = .object(members)
    case .alias:
      throw DescriptionText.Unreadable(description: "aliases (*name) are not read")
    }
  }

  /// A scalar as its resolved tag says: numbers exactly, booleans, null, else text.
  private static func scalar(_ scalar: Node.Scalar, tag: Tag.Name) -> JSONValue {
    let text = scalar.string
    switch tag {
    case .null: return .null
    case .bool: return Bool.construct(from: scalar).map(JSONValue.bool) ?? .string(text)
    case .int, .float:
      // Plain decimal spellings are read exactly; others (0x1F, .inf, 1_000) as Yams reads
      // them, and what is no finite number stays text for the reader to refuse.
      if let number = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")),
        text.allSatisfy({ "0123456789+-.eE".contains($0) })
      {
        return .number(number)
      }
      if tag == .int, let int = Int.construct(from: scalar) { return .number(Decimal(int)) }
      return .string(text)
    default: return .string(text)
    }
  }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let flag):
      var container = encoder.singleValueContainer()
      try container.encode(flag)
    case .number(let number):
      var container = encoder.singleValueContainer()
      try container.encode(number)
    case .string(let text):
      var container = encoder.singleValueContainer()
      try container.encode(text)
    case .array(let items):
      var container = encoder.unkeyedContainer()
      for item in items { try container.encode(item) }
    case .object(let members):
      var container = encoder.container(keyedBy: MemberKey.self)
      for (name, value) in members { try container.encode(value, forKey: MemberKey(name)) }
    }
  }
}

private struct MemberKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
