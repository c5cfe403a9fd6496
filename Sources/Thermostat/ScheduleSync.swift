public import PickerCore

// A schedule kept on devices and on the server, synced as a unit-price list is: each device
// changes its copy at once, offline or not, and keeps each change as an edit until the server
// has it. An edit is what the change set, worked out by the model from the schedule before and
// after it: the periods it set (a setpoint, a start time, a copy, the default, an undo) and the
// scale, or the whole schedule when the days were grouped another way. The server applies a
// device's edits by the one rule every synced document follows (``ItemChange``):
//
// **The first change to reach the server wins**, period by period: an edit that sets a period
// (or the scale) that another device or the API changed after the version the edit was made on
// is not applied, and its outcome says so. Grouping the days another way changes every period,
// so it wins only over a schedule nobody else changed since, and it stands against every edit
// made before it.

/// A schedule on the server with what syncing needs: its version (one more for every sync or
/// API change that changed it), the last change to each item, and the outcomes of the edits it
/// answered lately.
public struct SyncedSchedule: Sendable, Hashable {
  /// The schedule and what the API's undo restores; nil for one never written.
  public private(set) var edited: EditedSchedule?
  /// Its version: 0 for a schedule never written.
  public private(set) var version: Int64
  /// The last change to each item.
  public private(set) var changes: [ScheduleItem: ItemChange]
  /// The outcomes of the edits answered lately, the latest last (at most ``memory``).
  public private(set) var answered: [EditOutcome]

  /// The most edits one sync may send.
  public static let batch = 100
  /// The most answered edits a schedule remembers: a device whose sync answer was lost sends
  /// them again long before so many more are answered.
  public static let memory = 1_000

  /// A schedule as the server keeps it.
  public init(
    edited: EditedSchedule?, version: Int64 = 0, changes: [ScheduleItem: ItemChange] = [:],
    answered: [EditOutcome] = []
  ) {
    self.edited = edited
    self.version = version
    self.changes = changes
    self.answered = Array(answered.suffix(Self.memory))
  }

  /// Records a change the API's routes made (``ItemChange/apiDevice``): the schedule as it now
  /// is, as one new version when it changed.
  public mutating func record(_ next: EditedSchedule) {
    let before = edited?.schedule
    edited = next
    guard let before else {
      version += 1
      changes[.days] = ItemChange(version: version, device: ItemChange.apiDevice)
      return
    }
    guard let change = ScheduleEditChange(from: before, to: next.schedule) else { return }
    version += 1
    for item in change.items {
      changes[item] = ItemChange(version: version, device: ItemChange.apiDevice)
    }
  }

  /// Applies a device's edits by the rule above, as one new version when any applies.
  ///
  /// An edit already answered (a sync sent again) is answered again and not applied twice. The
  /// outcomes are in the edits' order. An applied edit leaves nothing for the API's undo: it
  /// takes back the API's own last change only.
  public mutating func apply(_ edits: [ScheduleEdit], from device: ItemID) -> [EditOutcome] {
    let next = version + 1
    var outcomes: [EditOutcome] = []
    var decided: [EditOutcome] = []
    for edit in edits {
      if let outcome = (answered + decided).last(where: { $0.edit == edit.id }) {
        outcomes.append(outcome)
        continue
      }
      let outcome = outcome(of: edit, from: device, version: next)
      decided.append(outcome)
      outcomes.append(outcome)
    }
    if decided.contains(where: { $0.kind == .applied }) { version = next }
    // Each edit is remembered once, however often it is sent.
    answered = Array((answered + decided).suffix(Self.memory))
    return outcomes
  }

  /// One edit applied, or why not.
  private mutating func outcome(of edit: ScheduleEdit, from device: ItemID, version next: Int64)
    -> EditOutcome
  {
    let name = edit.change.name
    let items = edit.change.items
    // The days set (or not) by another device first stand against every edit; a whole
    // schedule stands against any change since.
    let standing =
      items == [.days] ? Array(changes.values) : (items + [.days]).compactMap { changes[$0] }
    if standing.contains(where: { $0.cameFirst(before: edit.base, from: device, in: next) }) {
      return EditOutcome(edit: edit.id, kind: .changedElsewhere, item: name)
    }
    guard var schedule = edited?.schedule ?? edit.change.wholeSchedule else {
      return EditOutcome(
        edit: edit.id, kind: .refused, item: name,
        reason: "the schedule is not on the server yet: send it whole")
    }
    do {
      try schedule.apply(edit.change)
    } catch {
      return EditOutcome(edit: edit.id, kind: .refused, item: name, reason: error.description)
    }
    edited = EditedSchedule(schedule)
    for item in items { changes[item] = ItemChange(version: next, device: device) }
    return EditOutcome(edit: edit.id, kind: .applied, item: name)
  }
}

extension ScheduleEditChange {
  /// The schedule a whole change sets.
  fileprivate var wholeSchedule: ThermostatSchedule? {
    if case .whole(let schedule) = self { return schedule }
    return nil
  }
}

/// What a device sends to sync a schedule, as `POST /api/schedules/{name}/sync` takes it: who
/// it is and the edits it has not had answered (at most ``SyncedSchedule/batch``).
public typealias ScheduleSyncRequest = DeviceEdits<ScheduleEditChange>

/// What a schedule's sync answers: the schedule as the server now keeps it (none for one never
/// written), its version, and what became of each edit sent.
public typealias ScheduleSyncAnswer = SyncAnswer<ThermostatSchedule>

extension ThermostatSchedule: SyncedDocument {
  /// A sync's answer holds the schedule in `schedule`.
  public static let answerMember = "schedule"
  /// None for a schedule the server never had written.
  public static let answerMayOmit = true
}
