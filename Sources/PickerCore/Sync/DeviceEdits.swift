/// What a device sends to sync a document: who it is and the edits it has not had answered, at
/// most a batch, in the order they were made (`POST /api/lists/{name}/sync`,
/// `POST /api/schedules/{name}/sync`).
public struct DeviceEdits<Change: DocumentChange>: Sendable, Hashable {
  /// The device's id, the same for every sync it sends.
  public let device: ItemID
  /// Its edits, in the order they were made.
  public let edits: [DocumentEdit<Change>]

  /// A request.
  public init(device: ItemID, edits: [DocumentEdit<Change>]) {
    self.device = device
    self.edits = edits
  }

  /// Reads a request's body as the sync routes do: a body that is not one (not JSON, a member
  /// missing or of the wrong type) is malformed (400); one whose values the model refuses (an id
  /// that is no UUID, an unknown kind, more than a batch) or with a member it does not take is
  /// refused (422), with what was wrong and what is allowed.
  public static func read(_ body: [UInt8]) throws(QuestionRefusal) -> DeviceEdits {
    let value: JSONValue
    do { value = try JSONReader.value(of: body) } catch {
      throw QuestionRefusal(malformed: true, message: "malformed request: \(error)")
    }
    try QuestionRefusal.checkMembers(of: value, among: ["device", "edits"])
    if case .object(let request) = value, case .array(let edits)? = request["edits"] {
      for case .object(let edit) in edits {
        // An unknown kind is refused by the reading below.
        guard case .string(let kind)? = edit["kind"], let members = Change.members(of: kind) else {
          continue
        }
        try QuestionRefusal.checkMembers(
          of: .object(edit), among: DocumentEdit<Change>.headMembers + members)
        try Change.checkParts(of: edit)
      }
    }
    do {
      return try DeviceEdits(json: JSONReading(value))
    } catch {
      guard error.problem == .invalid else {
        throw QuestionRefusal(malformed: true, message: "malformed request: \(error)")
      }
      throw QuestionRefusal(message: error.description)
    }
  }
}

extension DeviceEdits: JSONCodable {
  /// Reads a request: `{"device": UUID, "edits": [EDIT...]}`, at most a batch of edits.
  public init(json: JSONReading) throws(JSONError) {
    let editsMember = try json.member("edits")
    let elements = try editsMember.elements()
    guard elements.count <= Change.batch else {
      throw editsMember.invalid("a sync sends at most \(Change.batch) edits at a time")
    }
    var edits: [DocumentEdit<Change>] = []
    for element in elements { edits.append(try DocumentEdit(json: element)) }
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
