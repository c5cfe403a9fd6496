import Foundation
import PickerAPI
import PickerKit
import Thermostat

/// A schedule as the browser shows it (the document's `Schedule`): every setpoint in the
/// schedule's scale, every time on the clock asked for, both in the reader's locale (its digits,
/// decimal sign and clock words), and the pickers that edit them, as the model makes them.
typealias ScheduleDTO = Components.Schemas.Schedule

extension Components.Schemas.Schedule {
  /// The schedule as the Thermostat model has it; `note` is what the last change said, and
  /// `undo` the Undo button's words when its last change can be taken back.
  init(
    name: String, _ edited: EditedSchedule, clock: Int = 12,
    locale: Locale = Locale(identifier: "en_US"), note: String? = nil
  ) throws {
    let schedule = edited.schedule
    let symbols = NumberSymbols(locale: locale)
    let timePicker = try ThermostatInputs.time(
      minuteInterval: schedule.minuteInterval, twelveHour: clock == 12, locale: locale)
    let scale = schedule.scale
    self.init(
      name: name, layout: try Documented.value(schedule.layout.rawValue),
      clock: try Documented.value(clock),
      pickers: .init(
        setpoint: PickerSpec(try ThermostatInputs.setpoint(scale, symbols: symbols)),
        time: PickerSpec(timePicker)),
      scale: try Documented.value(scale.rawValue), minuteInterval: Int64(schedule.minuteInterval),
      deadband: scale.deadband, range: [scale.range.lowerBound, scale.range.upperBound],
      groups: try schedule.groups.map { group in
        .init(
          group: try Documented.value(group.rawValue), name: group.name,
          entries: try (schedule.days[group] ?? []).map { entry in
            let heat = entry.heat.shown(in: scale)
            let cool = entry.cool.shown(in: scale)
            return .init(
              period: try Documented.value(entry.period.rawValue), name: entry.period.name,
              time: entry.timeText, shown: entry.shownTime(on: timePicker),
              heat: heat, cool: cool, heatText: Temperature(heat, scale).text(symbols),
              coolText: Temperature(cool, scale).text(symbols))
          })
      },
      note: note, undo: edited.undo?.name)
  }
}
