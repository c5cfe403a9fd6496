/// What a sync answers: the document as the server now keeps it (none for one never written),
/// its version, and what became of each edit sent, in the order they were sent.
public struct SyncAnswer<Document: SyncedDocument>: Sendable, Hashable {
  /// The document; nil for one the server never had written.
  public let document: Document?
  /// Its version.
  public let version: Int64
  /// The edits' outcomes, in the order they were sent.
  public let outcomes: [EditOutcome]

  /// An answer.
  public init(document: Document?, version: Int64, outcomes: [EditOutcome]) {
    self.document = document
    self.version = version
    self.outcomes = outcomes
  }
}

extension SyncAnswer: JSONCodable {
  /// Reads an answer: `{MEMBER: DOCUMENT, "version": N, "outcomes": [OUTCOME...]}`, the
  /// member the document's ``SyncedDocument/answerMember`` (`list`, `schedule`); absent only for
  /// a document that ``SyncedDocument/answerMayOmit``.
  public init(json: JSONReading) throws(JSONError) {
    var outcomes: [EditOutcome] = []
    for element in try json.member("outcomes").elements() {
      outcomes.append(try EditOutcome(json: element))
    }
    let member =
      Document.answerMayOmit
      ? try json.optionalMember(Document.answerMember) : try json.member(Document.answerMember)
    self.init(
      document: try member.map { (member) throws(JSONError) in try Document(json: member) },
      version: try json.member("version").int64(), outcomes: outcomes)
  }

  /// The answer as JSON.
  public var json: JSONValue {
    .object(
      JSONObject([
        (Document.answerMember, document?.json), ("version", .number(version)),
        ("outcomes", .array(outcomes.map { $0.json })),
      ]))
  }
}
