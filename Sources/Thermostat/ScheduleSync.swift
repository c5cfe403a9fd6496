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

/// What one edit of a schedule sets: one period of one day group, the scale, or the days (the
/// whole schedule).
public enum ScheduleItem: Sendable, Hashable {
  /// A period of a day group: its start time and setpoints.
  case period(DayGroup, Period)
  /// The scale the schedule is shown in.
  case scale
  /// How the days are grouped, and so every period.
  case days
  /// The holds, as one list.
  case holds

  /// `weekdays.wake`, `scale`, `days`: the item as it is kept.
  public var key: String {
    switch self {
    case .period(let group, let period): group.rawValue + "." + period.rawValue
    case .scale: "scale"
    case .days: "days"
    case .holds: "holds"
    }
  }

  /// The item a key names.
  public init?(key: String) {
    switch key {
    case "scale": self = .scale
    case "days": self = .days
    case "holds": self = .holds
    default:
      let parts = key.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 2, let group = DayGroup(rawValue: String(parts[0])),
        let period = Period(rawValue: String(parts[1]))
      else { return nil }
      self = .period(group, period)
    }
  }

  /// What a person calls it: `Weekdays Wake`, `the scale`, `the days`.
  public var name: String {
    switch self {
    case .period(let group, let period): "\(group.name) \(period.name)"
    case .scale: "the scale"
    case .days: "the days"
    case .holds: "the holds"
    }
  }
}

/// One change made to a schedule on a device, kept there until the server has it.
public typealias ScheduleEdit = DocumentEdit<ScheduleEditChange>

/// What an edit of a schedule sets.
public enum ScheduleEditChange: Sendable, Hashable {
  /// Periods, each with its day group, and the scale when it changed.
  case periods([DayEntry], scale: TemperatureScale?)
  /// The holds, the whole list.
  case holds([ScheduleHold])
  /// The whole schedule: the days grouped another way, or a schedule never synced.
  case whole(ThermostatSchedule)

  /// What a change from one schedule to another set; nil when they are the same.
  ///
  /// The holds when only they changed; periods when the days are grouped alike and the holds
  /// did not change; else the whole schedule.
  public init?(from before: ThermostatSchedule, to after: ThermostatSchedule) {
    guard before != after else { return nil }
    guard before.groups == after.groups, before.minuteInterval == after.minuteInterval else {
      self = .whole(after)
      return
    }
    var withHolds = before
    withHolds.holds = after.holds
    if withHolds == after {
      self = .holds(after.holds)
      return
    }
    guard before.holds == after.holds else {
      self = .whole(after)
      return
    }
    var entries: [DayEntry] = []
    for group in after.groups {
      for entry in after.days[group] ?? [] where before.entry(group, entry.period) != entry {
        entries.append(DayEntry(group: group, entry: entry))
      }
    }
    self = .periods(entries, scale: before.scale != after.scale ? after.scale : nil)
  }

  /// The items it sets.
  public var items: [ScheduleItem] {
    switch self {
    case .periods(let entries, let scale):
      entries.map { .period($0.group, $0.entry.period) } + (scale == nil ? [] : [.scale])
    case .holds: [.holds]
    case .whole: [.days]
    }
  }

  /// What a person calls what it sets: `Weekdays Wake`, `Monday Wake, Monday Leave and 2
  /// more`, `the schedule`.
  public var name: String {
    if case .whole = self { return "the schedule" }
    let names = items.map { $0.name }
    guard names.count > 3 else { return names.joined(separator: ", ") }
    return names.prefix(2).joined(separator: ", ") + " and \(names.count - 2) more"
  }

  /// A period as an edit sets it.
  public struct DayEntry: Sendable, Hashable {
    /// The day group.
    public let group: DayGroup
    /// The period's start time and setpoints.
    public let entry: ScheduleEntry

    /// A period of a day group.
    public init(group: DayGroup, entry: ScheduleEntry) {
      self.group = group
      self.entry = entry
    }
  }
}

extension ThermostatSchedule {
  /// Sets what an edit sets, by every rule of the schedule (periods in order, the deadband).
  public mutating func apply(_ change: ScheduleEditChange) throws(ScheduleError) {
    switch change {
    case .whole(let schedule):
      self = schedule
    case .holds(let holds):
      try Self.checkHolds(holds, scale: scale, minuteInterval: minuteInterval)
      self.holds = holds.sorted { $0.start < $1.start }
    case .periods(let entries, let scale):
      var days = self.days
      for set in entries {
        guard var periods = days[set.group],
          let index = periods.firstIndex(where: { $0.period == set.entry.period })
        else { throw .notInLayout(set.group, layout) }
        periods[index] = set.entry
        days[set.group] = periods
      }
      self = try ThermostatSchedule(
        scale: scale ?? self.scale, minuteInterval: minuteInterval, days: days, holds: holds)
    }
  }
}

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
