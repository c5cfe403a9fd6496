public import PickerCore

// A sync's parts in JSON, read and written by the core's one codec: the device's page and the
// server's route read the same edits and answers.

extension ListEditChange: DocumentChange {
  /// The most edits one sync may carry (``SyncedList/batch``).
  public static var batch: Int { SyncedList.batch }

  /// The kinds and the members each takes: `{..., "kind": "write", "product": PRODUCT,
  /// "currency": CODE}`, `{..., "kind": "remove", "id": UUID}`, `{..., "kind": "currency",
  /// "currency": CODE}`.
  public static let kinds = [
    (kind: "write", members: ["product", "currency"]), (kind: "remove", members: ["id"]),
    (kind: "currency", members: ["currency"]),
  ]

  /// The members a kept product takes.
  static let productMembers = ["id", "name", "price", "quantity", "packCount", "unit"]

  /// Refuses members a written product does not take.
  public static func checkParts(of edit: JSONObject) throws(QuestionRefusal) {
    if let product = edit["product"] {
      try QuestionRefusal.checkMembers(of: product, among: productMembers)
    }
  }

  /// Reads a change of a kind from an edit's members.
  public init?(kind: String, in edit: JSONReading) throws(JSONError) {
    switch kind {
    case "write":
      self = .write(
        try Product(json: try edit.member("product")), currency: try edit.currency("currency"))
    case "remove": self = .remove(try edit.itemID("id"))
    case "currency": self = .currency(try edit.currency("currency"))
    default: return nil
    }
  }

  /// Its kind and members.
  public var json: [(String, JSONValue?)] {
    switch self {
    case .write(let product, let currency):
      [("kind", .string("write")), ("product", product.json), ("currency", .string(currency.code))]
    case .remove(let item): [("kind", .string("remove")), ("id", .string(item.text))]
    case .currency(let currency):
      [("kind", .string("currency")), ("currency", .string(currency.code))]
    }
  }
}

extension DeviceList: JSONCodable {
  /// Reads a device's copy: the list's members (`name`, `currency`, `products`, absent for none
  /// yet) with its sync state beside them (``DeviceSync``'s `version` and `pending`).
  public init(json: JSONReading) throws(JSONError) {
    self.init(list: try PriceList(json: json), sync: try DeviceSync(json: json))
  }

  /// The copy as JSON: the list's members with `version` and `pending`.
  public var json: JSONValue { sync.beside(list.json) }
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
