public import PickerCore

/// A schedule as a device keeps it: as it reads there (the last synced schedule with the
/// device's own edits on top) with the device's undo, the version it was synced at, and the
/// edits the server has not answered.
public struct DeviceSchedule: Sendable, Hashable {
  /// The schedule as it reads on the device, with what its undo restores.
  public private(set) var edited: EditedSchedule
  /// The version it was synced at and the edits waiting to be sent.
  public private(set) var sync: DeviceSync<ScheduleEditChange>

  /// A device's copy.
  public init(edited: EditedSchedule, sync: DeviceSync<ScheduleEditChange> = DeviceSync()) {
    self.edited = edited
    self.sync = sync
  }

  /// Makes the change a reader asks for on the device.
  ///
  /// As ``EditedSchedule/answer(_:clock:symbols:)`` does; with an edit id, what it set is kept to
  /// send to the server. Returns the note.
  public mutating func answer(
    _ request: ScheduleRequest, clock: DateWheelPicker, symbols: NumberSymbols, edit: ItemID?
  ) throws(ScheduleError) -> String {
    if edit != nil, sync.isFull { throw .badSetting(DeviceSync<ScheduleEditChange>.fullMessage) }
    let before = edited.schedule
    let note = try edited.answer(request, clock: clock, symbols: symbols)
    guard let edit else { return note }
    if sync.version == 0, sync.pending.isEmpty {
      // A schedule the server never had goes whole, in the scale this device started it in,
      // even when its first change set what it held: a schedule is saved with its first change.
      sync.keep(ScheduleEdit(id: edit, base: sync.version, change: .whole(edited.schedule)))
    } else if let change = ScheduleEditChange(from: before, to: edited.schedule) {
      sync.keep(ScheduleEdit(id: edit, base: sync.version, change: change))
    }
    return note
  }

  /// Takes a sync's answer.
  ///
  /// The server's schedule, with the edits it did not answer (made since, or beyond the batch)
  /// made again on top. The device's undo stays when the schedule reads as before (nothing came
  /// from elsewhere); else it is dropped, so that it never puts back what another device
  /// changed.
  ///
  /// Answers what the person should hear: each edit that was not applied, and why.
  public mutating func take(_ answer: ScheduleSyncAnswer) -> [String] {
    var notes = answer.outcomes.compactMap { Self.note($0) }
    let taken = sync.take(answer, onto: edited.schedule)
    for (edit, refusal) in taken.dropped {
      notes.append("\(edit.change.name): not kept; \(refusal.description)")
    }
    if taken.document != edited.schedule { edited = EditedSchedule(taken.document) }
    return notes
  }

  /// What a person should hear of an edit's outcome; nil for one applied.
  public static func note(_ outcome: EditOutcome) -> String? {
    let item = outcome.item ?? "the schedule"
    switch outcome.kind {
    case .applied: return nil
    case .changedElsewhere, .removedElsewhere:
      return "\(item): changed on another device first; that change stands"
    case .refused: return "\(item): not kept; \(outcome.reason ?? "the schedule's rules refuse it")"
    }
  }
}
