import Foundation
import Hummingbird
import PickerKit
import Thermostat

/// The thermostat schedule editor's API; every edit is checked by the Thermostat model and saved.
enum ThermostatRoutes {
  static func add(to router: Router<AppContext>, store: Store) {
    router.get("/api/schedules/:name") { request, context in
      let name = try scheduleName(context)
      let schedule = try store.schedule(named: name) ?? ThermostatSchedule.energyStar()
      return JSONBody(
        value: try ScheduleDTO(name: name, schedule: schedule, clock: try clock(request)))
    }
    router.post("/api/schedules/:name/edit") { request, context in
      let name = try scheduleName(context)
      let hours = try clock(request)  // refused before anything is saved
      let edit = try await request.decodeJSON(ScheduleEdit.self, context: context)
      var schedule = try store.schedule(named: name) ?? ThermostatSchedule.energyStar()
      let note = try apply(edit, to: &schedule)
      try store.save(schedule, named: name)
      return JSONBody(
        value: try ScheduleDTO(
          name: name, schedule: schedule, clock: hours, note: note))
    }
    router.post("/api/schedules/:name/reset") { request, context in
      let name = try scheduleName(context)
      let hours = try clock(request)  // refused before anything is saved
      let schedule = ThermostatSchedule.energyStar()
      try store.save(schedule, named: name)
      return JSONBody(value: try ScheduleDTO(name: name, schedule: schedule, clock: hours))
    }
  }

  /// `?clock=12` (the default) or `?clock=24`.
  static func clock(_ request: Request) throws -> Int {
    let text = request.uri.queryParameters.get("clock") ?? "12"
    guard text == "12" || text == "24" else {
      throw APIError.refused("the clock is 12 or 24 (hours), got \(text.prefix(20))")
    }
    return text == "12" ? 12 : 24
  }

  static func scheduleName(_ context: AppContext) throws -> String {
    try PathName.validated(context, kind: "schedule")
  }

  static func apply(_ edit: ScheduleEdit, to schedule: inout ThermostatSchedule) throws -> String? {
    if edit.field == "scale" {
      guard let scale = TemperatureScale(rawValue: edit.value) else {
        throw APIError.refused("the scale is F or C, got \(edit.value)")
      }
      schedule.scale = scale
      return nil
    }
    guard let group = edit.group.flatMap(DayGroup.init(rawValue:)),
      let period = edit.period.flatMap(Period.init(rawValue:))
    else {
      throw APIError.refused(
        "an edit names a group (weekdays, weekend, ...) and a period (wake, leave, return, sleep)")
    }
    do {
      switch edit.field {
      case "heat", "cool":
        let picker = try ThermostatInputs.setpoint(schedule.scale)
        let value = try picker.accept(edit.value).value.decimal
        return edit.field == "heat"
          ? try schedule.setHeat(group, period, to: value)
          : try schedule.setCool(group, period, to: value)
      case "time":
        let wheels = try ThermostatInputs.time(minuteInterval: schedule.minuteInterval)
        let fields = try wheels.accept(edit.value).fields
        try schedule.setTime(group, period, minute: fields.hour * 60 + fields.minute)
        return nil
      default:
        throw APIError.refused("the field is heat, cool, time or scale, got \(edit.field)")
      }
    } catch let error as HTTPError {
      throw error
    } catch {
      throw APIError.refused(error)
    }
  }
}
