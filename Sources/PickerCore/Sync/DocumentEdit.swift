/// One change made to a synced document on a device, kept there until the server has it.
public struct DocumentEdit<Change: DocumentChange>: Sendable, Hashable {
  /// The edit's own id: a sync sent twice applies it once.
  public let id: ItemID
  /// The document's version on the device when the edit was made.
  public let base: Int64
  /// What it changes.
  public let change: Change

  /// An edit.
  public init(id: ItemID, base: Int64, change: Change) {
    self.id = id
    self.base = base
    self.change = change
  }

  /// The members every edit takes, before its kind's own.
  public static var headMembers: [String] { ["edit", "base", "kind"] }
}

extension DocumentEdit: JSONCodable {
  /// Reads an edit: `{"edit": UUID, "base": N, "kind": KIND, ...}` with the members its kind
  /// takes (``DocumentChange``).
  public init(json: JSONReading) throws(JSONError) {
    let id = try json.itemID("edit")
    let baseMember = try json.member("base")
    let base = try baseMember.int64()
    guard base >= 0 else { throw baseMember.invalid("base is a version, 0 or more") }
    let kindMember = try json.member("kind")
    guard let change = try Change(kind: try kindMember.string(), in: json) else {
      throw kindMember.invalid(Change.kindRefusal)
    }
    self.init(id: id, base: base, change: change)
  }

  /// The edit as JSON.
  public var json: JSONValue {
    .object(JSONObject([("edit", .string(id.text)), ("base", .number(base))] + change.json))
  }
}
