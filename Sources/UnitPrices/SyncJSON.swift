public import PickerCore

// A sync's parts in JSON, read and written by the core's one codec: the device's page and the
// server's route read the same edits and answers.

extension ListEdit: JSONCodable {
  /// Reads an edit: `{"edit": UUID, "base": N, "kind": "write", "product": PRODUCT,
  /// "currency": CODE}`, `{..., "kind": "remove", "id": UUID}` or `{..., "kind": "currency",
  /// "currency": CODE}`.
  public init(json: JSONReading) throws(JSONError) {
    let id = try json.itemID("edit")
    let baseMember = try json.member("base")
    let base = try baseMember.int64()
    guard base >= 0 else { throw baseMember.invalid("base is a version, 0 or more") }
    let kindMember = try json.member("kind")
    let change: Change
    switch try kindMember.string() {
    case "write":
      change = .write(
        try Product(json: try json.member("product")), currency: try json.currency("currency"))
    case "remove": change = .remove(try json.itemID("id"))
    case "currency": change = .currency(try json.currency("currency"))
    default: throw kindMember.invalid("kind is write, remove or currency")
    }
    self.init(id: id, base: base, change: change)
  }

  /// The edit as JSON.
  public var json: JSONValue {
    var members: [(String, JSONValue?)] = [("edit", .string(id.text)), ("base", .number(base))]
    switch change {
    case .write(let product, let currency):
      members += [
        ("kind", .string("write")), ("product", product.json), ("currency", .string(currency.code)),
      ]
    case .remove(let item): members += [("kind", .string("remove")), ("id", .string(item.text))]
    case .currency(let currency):
      members += [("kind", .string("currency")), ("currency", .string(currency.code))]
    }
    return .object(JSONObject(members))
  }
}

extension ListEdit: SyncedEdit {
  /// The most edits one sync may carry (``SyncedList/batch``).
  public static var batch: Int { SyncedList.batch }

  /// The members each kind of edit takes.
  public static let members = [
    "write": ["edit", "base", "kind", "product", "currency"],
    "remove": ["edit", "base", "kind", "id"], "currency": ["edit", "base", "kind", "currency"],
  ]

  /// The members a kept product takes.
  static let productMembers = ["id", "name", "price", "quantity", "packCount", "unit"]

  /// Refuses members a written product does not take.
  public static func checkParts(of edit: JSONObject) throws(QuestionRefusal) {
    if let product = edit["product"] {
      try QuestionRefusal.checkMembers(of: product, among: productMembers)
    }
  }
}

extension DeviceList: JSONCodable {
  /// Reads a device's copy: the list's members (`name`, `currency`, `products`, absent for none
  /// yet), its `version` (0 when absent) and its `pending` edits (none when absent).
  public init(json: JSONReading) throws(JSONError) {
    self.init(
      list: try PriceList(json: json), version: try json.syncedVersion(),
      pending: try json.pendingEdits(
        bound: Self.pendingBound,
        refusal: PriceError.tooManyPending(bound: Self.pendingBound).description))
  }

  /// The copy as JSON: the list's members with `version` and `pending`.
  public var json: JSONValue { list.json.withSyncState(version: version, pending: pending) }
}

extension JSONReading {
  /// A currency's ISO 4217 code in a member.
  func currency(_ name: String) throws(JSONError) -> Currency {
    let member = try member(name)
    let code = try member.string()
    do throws(PriceError) {
      return try Currency(code: code)
    } catch {
      throw member.invalid(error.description)
    }
  }
}
