public import PickerCore

/// A list as a device keeps it: as it reads there (the last synced list with the device's own
/// edits on top), with the version it was synced at and the edits the server has not answered.
public struct DeviceList: Sendable, Hashable {
  /// The list as it reads on the device.
  public private(set) var list: PriceList
  /// The version it was synced at and the edits waiting to be sent.
  public private(set) var sync: DeviceSync<ListEditChange>

  /// A device's copy.
  public init(list: PriceList, sync: DeviceSync<ListEditChange> = DeviceSync()) {
    self.list = list
    self.sync = sync
  }

  /// Makes a change on the device; with an edit id, it is kept to send to the server.
  public mutating func apply(_ change: ListEditChange, edit: ItemID?) throws(PriceError) {
    if edit != nil, sync.isFull { throw .tooManyPending }
    try list.apply(change)
    if let edit { sync.keep(ListEdit(id: edit, base: sync.version, change: change)) }
  }

  /// Takes a sync's answer: the server's list, with the edits it did not answer (made since,
  /// or beyond the batch) made again on top.
  ///
  /// Answers what the person should hear: each edit that was not applied, and why, in the
  /// reader's words.
  public mutating func take(_ answer: ListSyncAnswer, words: PriceWords) -> [String] {
    var notes = answer.outcomes.compactMap { words.note($0) }
    let taken = sync.take(answer, onto: list)
    for (edit, refusal) in taken.dropped {
      let refused = EditOutcome(
        edit: edit.id, kind: .refused, item: Self.name(of: edit), reason: refusal.description)
      if let note = words.note(refused) { notes.append(note) }
    }
    list = taken.document
    return notes
  }

  private static func name(of edit: ListEdit) -> String? {
    if case .write(let product, _) = edit.change { return product.name }
    return nil
  }
}
