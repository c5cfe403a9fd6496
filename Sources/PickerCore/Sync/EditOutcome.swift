// What every synced document shares (a unit-price list, a thermostat schedule): each device
// changes its copy at once and keeps each change as an edit until the server has it; the server
// applies them by one rule, **the first change to reach the server wins** (``ItemChange``), and
// answers each edit's outcome.

/// What became of one edit a device sent.
public struct EditOutcome: Sendable, Hashable {
  /// Applied, or why not.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The change is in the document.
    case applied
    /// Another device changed the item first; that change stands.
    case changedElsewhere
    /// Another device removed the item first; it stays removed.
    case removedElsewhere
    /// The document's rules refuse it (a list's dimension or bound, a schedule's deadband);
    /// `reason` says why.
    case refused
  }

  /// The edit's id.
  public let edit: ItemID
  /// What became of it.
  public let kind: Kind
  /// The item's name, as the edit wrote it or the document held it; nil for an edit of the
  /// whole (a list's currency).
  public let item: String?
  /// Why the list's rules refused it.
  public let reason: String?

  /// An outcome.
  public init(edit: ItemID, kind: Kind, item: String?, reason: String? = nil) {
    self.edit = edit
    self.kind = kind
    self.item = item
    self.reason = reason
  }
}

/// The last change to one item of a document (a product of a list, a period of a schedule), as
/// the server keeps it.
public struct ItemChange: Sendable, Hashable {
  /// The document's version the change made.
  public let version: Int64
  /// The device that made it (``apiDevice`` for the API's routes).
  public let device: ItemID
  /// Whether it removed the item.
  public let removed: Bool

  /// A change.
  public init(version: Int64, device: ItemID, removed: Bool = false) {
    self.version = version
    self.device = device
    self.removed = removed
  }

  /// The device the API's routes write as: a change through them is another device's to every
  /// device that syncs.
  public static let apiDevice = ItemID(written: "00000000-0000-0000-0000-000000000000")

  /// Whether this change stands against an edit `device` made on version `base`, applied as
  /// version `next`.
  ///
  /// Another device's change that reached the server after `base` (and
  /// before this sync) came first, and the first change to reach the server wins. A device's
  /// own changes never stand against its later edits.
  public func cameFirst(before base: Int64, from device: ItemID, in next: Int64) -> Bool {
    self.device != device && version > base && version < next
  }
}

extension EditOutcome: JSONCodable {
  /// Reads an outcome: `{"edit": UUID, "outcome": KIND, "item": NAME?, "reason": TEXT?}`.
  public init(json: JSONReading) throws(JSONError) {
    let member = try json.member("outcome")
    guard let kind = Kind(rawValue: try member.string()) else {
      throw member.invalid(
        "outcome is one of " + Kind.allCases.map { $0.rawValue }.joined(separator: ", "))
    }
    self.init(
      edit: try json.itemID("edit"), kind: kind, item: try json.optionalString("item"),
      reason: try json.optionalString("reason"))
  }

  /// The outcome as JSON.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("edit", .string(edit.text)), ("outcome", .string(kind.rawValue)),
        ("item", item.map(JSONValue.string)), ("reason", reason.map(JSONValue.string)),
      ]))
  }
}
