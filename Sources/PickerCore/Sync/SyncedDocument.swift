/// A document that devices keep and sync with the server (a price list, a thermostat schedule):
/// read and written as JSON, named in a sync's answer by one member, and changed by its edits.
public protocol SyncedDocument: JSONCodable, Sendable, Hashable {
  /// What devices' edits change in it.
  associatedtype Change: DocumentChange
  /// What the document's rules say of an edit they refuse.
  associatedtype Refusal: Error & CustomStringConvertible

  /// The member a sync's answer holds the document in: `list`, `schedule`.
  static var answerMember: String { get }
  /// Whether an answer may hold none: a schedule the server never had written; a list is
  /// always written, so an answer without one is refused.
  static var answerMayOmit: Bool { get }

  /// Makes a change a device's edit holds, by the document's rules.
  mutating func apply(_ change: Change) throws(Refusal)
}
