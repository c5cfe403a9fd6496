import Foundation
import PickerKit
import Thermostat

/// A schedule as the browser shows it: every setpoint in the schedule's scale, every time on the
/// clock asked for, both in the reader's locale (its digits, decimal sign and clock words), and
/// the pickers that edit them, as the model makes them.
struct ScheduleDTO: Codable, Sendable {
  let name: String
  let scale: String
  /// `weekdays-weekend` or `each-day`.
  let layout: String
  let minuteInterval: Int
  let deadband: Decimal
  let range: [Decimal]
  /// 12 or 24: the clock of `shown` times and of the time picker.
  let clock: Int
  let pickers: Pickers
  let groups: [Group]
  /// What the last change said (what was set and what else moved, what was copied where).
  var note: String?
  /// The Undo button's words (`Undo Energy Star default`), absent when there is nothing to
  /// take back.
  var undo: String?

  struct Pickers: Codable, Sendable {
    let time: PickerSpec
    let setpoint: PickerSpec
  }

  struct Group: Codable, Sendable {
    let group: String
    /// `Weekdays`, `Monday`.
    let name: String
    let entries: [Entry]
  }

  struct Entry: Codable, Sendable {
    let period: String
    let name: String
    /// `HH:MM`, 24-hour, as edits send it.
    let time: String
    /// As the clock shows it, in the reader's digits: `6:00 AM`, `06:00`, `٦:٠٠ ص`.
    let shown: String
    let heat: Decimal
    let cool: Decimal
    /// As the thermostat writes them, in the reader's signs: `70 °F`, `21.5 °C`, `21,5 °C`.
    let heatText: String
    let coolText: String
  }

  init(
    name: String, _ edited: EditedSchedule, clock: Int = 12,
    locale: Locale = Locale(identifier: "en_US"), note: String? = nil
  ) throws {
    let schedule = edited.schedule
    let symbols = NumberSymbols(locale: locale)
    let timePicker = try ThermostatInputs.time(
      minuteInterval: schedule.minuteInterval, twelveHour: clock == 12, locale: locale)
    self.name = name
    self.clock = clock
    pickers = Pickers(
      time: PickerSpec(timePicker),
      setpoint: PickerSpec(try ThermostatInputs.setpoint(schedule.scale, symbols: symbols)))
    scale = schedule.scale.rawValue
    layout = schedule.layout.rawValue
    minuteInterval = schedule.minuteInterval
    deadband = schedule.scale.deadband
    range = [schedule.scale.range.lowerBound, schedule.scale.range.upperBound]
    groups = schedule.groups.map { group in
      Group(
        group: group.rawValue, name: group.name,
        entries: (schedule.days[group] ?? []).map { entry in
          Entry(
            period: entry.period.rawValue, name: entry.period.name, time: entry.timeText,
            shown: entry.shownTime(on: timePicker, symbols: symbols),
            heat: entry.heat.shown(in: schedule.scale), cool: entry.cool.shown(in: schedule.scale),
            heatText: Temperature(entry.heat.shown(in: schedule.scale), schedule.scale).text(
              symbols),
            coolText: Temperature(entry.cool.shown(in: schedule.scale), schedule.scale).text(
              symbols))
        })
    }
    self.note = note
    undo = edited.undo?.name
  }
}
