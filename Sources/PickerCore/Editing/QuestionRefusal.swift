/// Why a question gets no report: the request is not one (400), or the core refuses it (422);
/// the message says what was wrong and what is allowed, as the server's routes say it.
public struct QuestionRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// Whether the request was malformed (not the JSON the route reads) rather than refused.
  public let malformed: Bool
  /// What was wrong and what is allowed.
  public let message: String

  /// A refusal with its message.
  public init(malformed: Bool = false, message: String) {
    self.malformed = malformed
    self.message = message
  }

  /// The message.
  public var description: String { message }

  /// The body every route answers a refusal with: `{"error": {"message": ...}}`.
  public var json: JSONValue {
    .object(JSONObject([("error", .object(JSONObject([("message", .string(message))])))]))
  }

  /// Refuses a body with a member the route does not take, or a member sent as null.
  ///
  /// The refusal names up to five unknown members; a body that is no object is left to the
  /// route's own reading. The picker route, the form route and the form description route read
  /// their bodies so.
  package static func checkMembers(of body: JSONValue, among members: [String])
    throws(QuestionRefusal)
  {
    guard case .object(let object) = body else { return }
    let names = object.names.ordered()
    let unknown = names.filter { !members.contains($0) }
    guard unknown.isEmpty else { throw .unknownMembers(unknown, takes: members) }
    for name in names {
      if case .null? = object[name] { throw .nullMember(name) }
    }
  }

  /// The refusal of a body with members a route does not take: up to five of them named, and
  /// the members it takes.
  public static func unknownMembers(_ unknown: [String], takes members: [String])
    -> QuestionRefusal
  {
    let named =
      unknown.prefix(mostNamed).map { "\"\(Echo.shown($0))\"" }.joined(separator: ", ")
      + (unknown.count > mostNamed ? " and \(unknown.count - mostNamed) more" : "")
    return QuestionRefusal(
      message: "\(named) \(unknown.count == 1 ? "is" : "are") not a member of this body: "
        + "it takes \(members.joined(separator: ", "))")
  }

  /// The refusal of a member sent as null.
  public static func nullMember(_ name: String) -> QuestionRefusal {
    QuestionRefusal(
      message: "\"\(Echo.shown(name))\" is null: leave an optional member out rather than send null"
    )
  }

  /// The most unknown members a refusal names.
  static let mostNamed = 5
}
