/// A document that devices keep and sync with the server (a price list, a thermostat schedule):
/// read and written as JSON, and named in a sync's answer by one member.
public protocol SyncedDocument: JSONCodable, Sendable, Hashable {
  /// The member a sync's answer holds the document in: `list`, `schedule`.
  static var answerMember: String { get }
}
