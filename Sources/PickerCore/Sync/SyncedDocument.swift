/// A document that devices keep and sync with the server (a price list, a thermostat schedule):
/// read and written as JSON, and named in a sync's answer by one member.
public protocol SyncedDocument: JSONCodable, Sendable, Hashable {
  /// The member a sync's answer holds the document in: `list`, `schedule`.
  static var answerMember: String { get }
  /// Whether an answer may hold none: a schedule the server never had written; a list is
  /// always written, so an answer without one is refused.
  static var answerMayOmit: Bool { get }
}
