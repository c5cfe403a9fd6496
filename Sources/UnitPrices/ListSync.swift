public import PickerCore

// A list kept on devices and on the server, synced: each device changes its copy at once, offline
// or not, and keeps each change as an edit until the server has it. The server applies a
// device's edits in one transaction, by one rule:
//
// **The first change to reach the server wins.** An edit to an item that another device (or the
// API) changed or removed after the version the edit was made on is not applied, and its outcome
// says so, for the person who made it to see. Everything else is applied in the order it was
// made: new products, changes to items nobody else touched, and a device's changes on top of its
// own. So a change the server has acknowledged is never undone by a device that had not seen it,
// and an edit is applied at most once, however often its sync is sent.

/// A list on the server with what syncing needs: its version (one more for every sync or API
/// write that changed it) and the last change to each item, removals included.
public struct SyncedList: Sendable, Hashable {
  /// The list.
  public private(set) var list: PriceList
  /// Its version: 0 for a list never written.
  public private(set) var version: Int64
  /// The last change to each item, by id.
  public private(set) var changes: [ItemID: ItemChange]

  /// The device the API's routes write as (``ItemChange/apiDevice``).
  public static let apiDevice = ItemChange.apiDevice

  /// The most edits one sync may send: 100 edits of the longest names stay within the server's
  /// 64 KiB body.
  public static let batch = 100

  /// A list as the server keeps it.
  public init(list: PriceList, version: Int64, changes: [ItemID: ItemChange]) {
    self.list = list
    self.version = version
    self.changes = changes
  }

  /// Applies a device's edits by the rule above, as one new version when any applies.
  ///
  /// `known` answers the outcome of an edit already applied (a sync sent again), which is answered
  /// again and not applied twice. The outcomes are in the edits' order.
  public mutating func apply(
    _ edits: [ListEdit], from device: ItemID, known: (ItemID) -> EditOutcome?
  ) -> [EditOutcome] {
    let next = version + 1
    var outcomes: [EditOutcome] = []
    var changed = false
    for edit in edits {
      if let outcome = known(edit.id) ?? outcomes.first(where: { $0.edit == edit.id }) {
        outcomes.append(outcome)
        continue
      }
      let outcome = outcome(of: edit, from: device, version: next)
      if outcome.kind == .applied { changed = true }
      outcomes.append(outcome)
    }
    if changed { version = next }
    return outcomes
  }

  /// One edit applied, or why not.
  private mutating func outcome(of edit: ListEdit, from device: ItemID, version next: Int64)
    -> EditOutcome
  {
    let name = self.name(of: edit)
    if let item = edit.change.item, let change = changes[item],
      change.cameFirst(before: edit.base, from: device, in: next)
    {
      // Another device's change came first. A removal of an item removed there is what both
      // wanted.
      if change.removed {
        if case .remove = edit.change {
          return EditOutcome(edit: edit.id, kind: .applied, item: name)
        }
        return EditOutcome(edit: edit.id, kind: .removedElsewhere, item: name)
      }
      return EditOutcome(edit: edit.id, kind: .changedElsewhere, item: name)
    }
    do {
      try list.apply(edit.change)
    } catch {
      return EditOutcome(edit: edit.id, kind: .refused, item: name, reason: error.description)
    }
    if let item = edit.change.item {
      var removed = false
      if case .remove = edit.change { removed = true }
      changes[item] = ItemChange(version: next, device: device, removed: removed)
    }
    return EditOutcome(edit: edit.id, kind: .applied, item: name)
  }

  /// The name a person knows an edit's item by: as written, else as the list holds it.
  private func name(of edit: ListEdit) -> String? {
    switch edit.change {
    case .write(let product, _): product.name
    case .remove(let id): list.products.products.first(where: { $0.id == id })?.name
    case .currency: nil
    }
  }
}

/// What a device sends to sync a list, as `POST /api/lists/{name}/sync` takes it: who it is and
/// the edits it has not had answered, at most ``SyncedList/batch``.
public typealias SyncRequest = DeviceEdits<ListEditChange>

/// What a list's sync answers: the list as the server now keeps it, its version, and what became
/// of each edit sent.
public typealias ListSyncAnswer = SyncAnswer<PriceList>

extension PriceList: SyncedDocument {
  /// A sync's answer holds the list in `list`.
  public static let answerMember = "list"
  /// The server always has a list it answers for.
  public static let answerMayOmit = false
}
