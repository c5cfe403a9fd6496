import Foundation
import Thermostat

/// A schedule as the browser shows it: every setpoint in the schedule's scale.
struct ScheduleDTO: Codable, Sendable {
  let name: String
  let scale: String
  let minuteInterval: Int
  let deadband: Decimal
  let range: [Decimal]
  let groups: [Group]
  var note: String?

  struct Group: Codable, Sendable {
    let group: String
    let entries: [Entry]
  }

  struct Entry: Codable, Sendable {
    let period: String
    let name: String
    let time: String
    let heat: Decimal
    let cool: Decimal
  }

  init(name: String, schedule: ThermostatSchedule, note: String? = nil) {
    self.name = name
    scale = schedule.scale.rawValue
    minuteInterval = schedule.minuteInterval
    deadband = schedule.scale.deadband
    range = [schedule.scale.range.lowerBound, schedule.scale.range.upperBound]
    groups = schedule.groups.map { group in
      Group(
        group: group.rawValue,
        entries: (schedule.days[group] ?? []).map { entry in
          Entry(
            period: entry.period.rawValue, name: entry.period.name, time: entry.timeText,
            heat: entry.heat.shown(in: schedule.scale), cool: entry.cool.shown(in: schedule.scale))
        })
    }
    self.note = note
  }
}

/// POST /api/schedules/{name}/edit: one change, checked by the core.
struct ScheduleEdit: Codable, Sendable {
  /// `heat`, `cool`, `time` or `scale`.
  let field: String
  var group: String?
  var period: String?
  /// A number for heat and cool, `HH:MM` for time, `F` or `C` for scale.
  let value: String
}
