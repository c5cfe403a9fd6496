public import PickerCore

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
      self.holds = holds.ordered { $0.start < $1.start }
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
