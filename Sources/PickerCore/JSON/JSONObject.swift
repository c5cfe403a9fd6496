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
    for member in members.ordered(by: { JSONWriter.precedes($0.name, $1.name) }) {
      hasher.combine(member.name)
      hasher.combine(member.value)
    }
  }
}
