/// A JSON value as the core reads and writes it: the one codec every host shares.
///
/// The standard library's `Codable` needs existentials, which Embedded Swift (the page's build of
/// the core) does not have, and Foundation's coders are not there at all; so the core reads and
/// writes JSON itself, once, for the command line, the server and the page alike. A number keeps
/// the text it was written with, so no value is rounded on its way through.
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as its JSON text (`-12.5e3`), checked when made (``JSONNumber``).
  case number(JSONNumber)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, its members in the order they were read or made.
  case object(JSONObject)

  /// A number from its JSON text, or nil when the text is not one (`01`, `1.`, `.5`, `NaN`).
  public static func number(text: String) -> JSONValue? {
    JSONNumber(text).map(JSONValue.number)
  }

  /// A whole number.
  public static func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }

  /// A whole number wider than an `Int` may be on some hosts.
  public static func number(_ value: Int64) -> JSONValue { .number(JSONNumber(value)) }
}

/// The text of a JSON number, checked against JSON's grammar: `-?(0|[1-9][0-9]*)(.[0-9]+)?
/// ([eE][+-]?[0-9]+)?`.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
  /// The number as written.
  public let text: String

  /// The number a text writes, or nil when it is not JSON's grammar.
  public init?(_ text: String) {
    guard Self.isNumber(Array(text.utf8)[...]) else { return nil }
    self.text = text
  }

  /// A whole number.
  public init(_ value: Int) { text = String(value) }

  /// A whole number wider than an `Int` may be on some hosts.
  public init(_ value: Int64) { text = String(value) }

  /// The number as written.
  public var description: String { text }

  /// Whether bytes spell a JSON number, and nothing else.
  static func isNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
    var scanner = bytes.startIndex
    return scanNumber(bytes, from: &scanner) && scanner == bytes.endIndex
  }

  /// Reads a number's bytes from `index` on, leaving `index` after them; false when what is
  /// there does not follow JSON's grammar.
  static func scanNumber(_ bytes: ArraySlice<UInt8>, from index: inout Int) -> Bool {
    func digits() -> Int {
      let start = index
      while index < bytes.endIndex, (0x30...0x39).contains(bytes[index]) { index += 1 }
      return index - start
    }
    if index < bytes.endIndex, bytes[index] == 0x2D { index += 1 }  // -
    guard index < bytes.endIndex else { return false }
    if bytes[index] == 0x30 {
      index += 1
    } else if (0x31...0x39).contains(bytes[index]) {
      _ = digits()
    } else {
      return false
    }
    if index < bytes.endIndex, bytes[index] == 0x2E {  // .
      index += 1
      guard digits() > 0 else { return false }
    }
    if index < bytes.endIndex, bytes[index] == 0x65 || bytes[index] == 0x45 {  // e E
      index += 1
      if index < bytes.endIndex, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
      guard digits() > 0 else { return false }
    }
    return true
  }
}

/// A JSON object: names and values in order, each name once.
public struct JSONObject: Sendable, Hashable {
  /// The members, in order.
  public private(set) var members: [(name: String, value: JSONValue)]
  /// Where each name is in `members` once an object has `indexedCount` members or more, so a
  /// member is found in constant time however many an object a client sends has; empty below
  /// that, where comparing the few names is quicker than hashing one (the answers the core
  /// writes are objects of two dozen members or fewer, built member by member).
  private var positions: [String: Int]
  /// The number of members from which an object keeps `positions`.
  private static let indexedCount = 32

  /// An empty object.
  public init() {
    members = []
    positions = [:]
  }

  /// An object of members; nil values are left out, and a later member of a name already given
  /// replaces it in place.
  public init(_ members: [(String, JSONValue?)]) {
    self.init()
    for (name, value) in members { self[name] = value }
  }

  /// Where a name is in `members`.
  private func position(of name: String) -> Int? {
    members.count < Self.indexedCount
      ? members.firstIndex { $0.name == name } : positions[name]
  }

  /// Makes `positions` hold the members from `start` on (all of them when the object has just
  /// grown to `indexedCount`), or nothing below that count.
  private mutating func index(from start: Int) {
    guard members.count >= Self.indexedCount else {
      positions = [:]
      return
    }
    for position in (positions.isEmpty ? 0 : start)..<members.count {
      positions[members[position].name] = position
    }
  }

  /// The value of a member, or nil; setting nil removes it.
  public subscript(name: String) -> JSONValue? {
    get { position(of: name).map { members[$0].value } }
    set {
      switch (position(of: name), newValue) {
      case (let position?, let value?): members[position].value = value
      case (let position?, nil):
        members.remove(at: position)
        positions[name] = nil
        index(from: position)
      case (nil, let value?):
        members.append((name, value))
        index(from: members.count - 1)
      case (nil, nil): break
      }
    }
  }

  /// Whether the object has a member of this name.
  public func contains(_ name: String) -> Bool { position(of: name) != nil }

  /// The names, in order.
  public var names: [String] { members.map({ $0.name }) }

  /// The number of members.
  public var count: Int { members.count }

  /// Equal when the same names hold equal values, in any order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.members.count == rhs.members.count
      && lhs.members.allSatisfy { member in rhs[member.name] == member.value }
  }

  /// Hashes the members in name order, so equal objects hash alike.
  public func hash(into hasher: inout Hasher) {
    for member in members.sorted(by: { JSONWriter.precedes($0.name, $1.name) }) {
      hasher.combine(member.name)
      hasher.combine(member.value)
    }
  }
}
