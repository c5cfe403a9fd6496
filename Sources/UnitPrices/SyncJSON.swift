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

extension SyncRequest: JSONCodable {
  /// Reads a request: `{"device": UUID, "edits": [EDIT...]}`, at most ``SyncedList/batch``
  /// edits.
  public init(json: JSONReading) throws(JSONError) {
    let editsMember = try json.member("edits")
    let elements = try editsMember.elements()
    guard elements.count <= SyncedList.batch else {
      throw editsMember.invalid("a sync sends at most \(SyncedList.batch) edits at a time")
    }
    var edits: [ListEdit] = []
    for element in elements { edits.append(try ListEdit(json: element)) }
    self.init(device: try json.itemID("device"), edits: edits)
  }

  /// The request as JSON.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("device", .string(device.text)), ("edits", .array(edits.map { $0.json })),
      ]))
  }
}

extension SyncRequest {
  /// The members a request, an edit and a kept product take.
  static let members = (
    request: ["device", "edits"],
    edit: [
      "write": ["edit", "base", "kind", "product", "currency"],
      "remove": ["edit", "base", "kind", "id"], "currency": ["edit", "base", "kind", "currency"],
    ],
    product: ["id", "name", "price", "quantity", "packCount", "unit"]
  )

  /// Reads a request's body as `POST /api/lists/{name}/sync` does: a body that is not one
  /// (not JSON, a member missing or of the wrong type) is malformed (400); one whose values the
  /// model refuses (an id that is no UUID, an unknown kind or unit, more than a batch) or with a
  /// member it does not take is refused (422), with what was wrong and what is allowed.
  public static func read(_ body: [UInt8]) throws(QuestionRefusal) -> SyncRequest {
    let value: JSONValue
    do { value = try JSONReader.value(of: body) } catch {
      throw QuestionRefusal(malformed: true, message: "malformed request: \(error)")
    }
    try QuestionRefusal.checkMembers(of: value, among: members.request)
    if case .object(let request) = value, case .array(let edits)? = request["edits"] {
      for case .object(let edit) in edits {
        // An unknown kind is refused by the reading below.
        guard case .string(let kind)? = edit["kind"], let members = members.edit[kind] else {
          continue
        }
        try QuestionRefusal.checkMembers(of: .object(edit), among: members)
        if let product = edit["product"] {
          try QuestionRefusal.checkMembers(of: product, among: Self.members.product)
        }
      }
    }
    do {
      return try SyncRequest(json: JSONReading(value))
    } catch {
      guard error.problem == .invalid else {
        throw QuestionRefusal(malformed: true, message: "malformed request: \(error)")
      }
      throw QuestionRefusal(message: error.description)
    }
  }
}

extension SyncAnswer: JSONCodable {
  /// Reads an answer: `{"list": LIST, "version": N, "outcomes": [OUTCOME...]}`.
  public init(json: JSONReading) throws(JSONError) {
    var outcomes: [EditOutcome] = []
    for element in try json.member("outcomes").elements() {
      outcomes.append(try EditOutcome(json: element))
    }
    self.init(
      list: try PriceList(json: try json.member("list")),
      version: try json.member("version").int64(), outcomes: outcomes)
  }

  /// The answer as JSON.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("list", list.json), ("version", .number(version)),
        ("outcomes", .array(outcomes.map { $0.json })),
      ]))
  }
}

extension DeviceList: JSONCodable {
  /// Reads a device's copy: the list's members (`name`, `currency`, `products`, absent for none
  /// yet), its `version` (0 when absent) and its `pending` edits (none when absent).
  public init(json: JSONReading) throws(JSONError) {
    var pending: [ListEdit] = []
    if let member = try json.optionalMember("pending") {
      let elements = try member.elements()
      guard elements.count <= Self.pendingBound else {
        throw member.invalid(PriceError.tooManyPending(bound: Self.pendingBound).description)
      }
      for element in elements { pending.append(try ListEdit(json: element)) }
    }
    self.init(
      list: try PriceList(json: json), version: try json.optionalMember("version")?.int64() ?? 0,
      pending: pending)
  }

  /// The copy as JSON: the list's members with `version` and `pending`.
  public var json: JSONValue {
    guard case .object(var object) = list.json else { return list.json }
    object["version"] = .number(version)
    object["pending"] = .array(pending.map { $0.json })
    return .object(object)
  }
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
