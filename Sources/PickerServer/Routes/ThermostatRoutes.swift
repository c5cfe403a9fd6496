import Foundation
import Hummingbird
import PickerKit
import Thermostat

/// The thermostat schedule editor's API; every edit is checked by the Thermostat model and saved.
enum ThermostatRoutes {
  /// GET /api/schedules: the saved schedules' names, the most recently saved first.
  struct SavedSchedules: Codable, Sendable {
    let schedules: [String]
  }

  /// POST /api/schedules/{name}/layout.
  struct LayoutEdit: Codable, Sendable {
    /// `weekdays-weekend` or `each-day`.
    let layout: String
  }

  /// POST /api/schedules/{name}/copy: one day's periods onto others.
  struct CopyEdit: Codable, Sendable {
    let from: String
    let to: [String]
  }

  static func add(to router: Router<AppContext>, store: Store) {
    router.get("/api/schedules") { _, _ in
      JSONBody(value: SavedSchedules(schedules: try store.scheduleNames()))
    }
    router.post("/api/schedules/:name/layout") { request, context in
      try await change(request, context, store) { schedule in
        let edit = try await request.decodeJSON(LayoutEdit.self, context: context)
        return schedule.setLayout(
          try refusing { () throws(ScheduleError) in
            try DayLayout(parsing: edit.layout)
          })
      }
    }
    router.post("/api/schedules/:name/copy") { request, context in
      try await change(request, context, store) { schedule in
        let edit = try await request.decodeJSON(CopyEdit.self, context: context)
        guard edit.to.count <= DayGroup.allCases.count else {
          throw APIError.refused("copy to at most \(DayGroup.allCases.count) days")
        }
        return try refusing { () throws(ScheduleError) in
          try schedule.copy(try group(edit.from), to: try edit.to.map(group))
        }
      }
    }
    router.get("/api/schedules/:name") { request, context in
      let name = try scheduleName(context)
      let schedule = try store.schedule(named: name) ?? ThermostatSchedule.energyStar()
      return JSONBody(
        value: try ScheduleDTO(name: name, schedule: schedule, clock: try clock(request)))
    }
    router.post("/api/schedules/:name/edit") { request, context in
      try await change(request, context, store) { schedule in
        try apply(try await request.decodeJSON(ScheduleEdit.self, context: context), to: &schedule)
      }
    }
    router.post("/api/schedules/:name/reset") { request, context in
      let name = try scheduleName(context)
      let hours = try clock(request)  // refused before anything is saved
      let schedule = ThermostatSchedule.energyStar()
      try store.save(schedule, named: name)
      return JSONBody(value: try ScheduleDTO(name: name, schedule: schedule, clock: hours))
    }
  }

  /// Reads a schedule, applies one change, saves it and answers it with the change's note.
  private static func change(
    _ request: Request, _ context: AppContext, _ store: Store,
    _ apply: (inout ThermostatSchedule) async throws -> String?
  ) async throws -> JSONBody<ScheduleDTO> {
    let name = try scheduleName(context)
    let hours = try clock(request)  // refused before anything is saved
    var schedule = try store.schedule(named: name) ?? ThermostatSchedule.energyStar()
    let note = try await apply(&schedule)
    try store.save(schedule, named: name)
    return JSONBody(
      value: try ScheduleDTO(name: name, schedule: schedule, clock: hours, note: note))
  }

  /// A core refusal as a 422.
  private static func refusing<T>(_ body: () throws(ScheduleError) -> T) throws -> T {
    do { return try body() } catch { throw APIError.refused(error) }
  }

  /// A day group by name.
  private static func group(_ text: String) throws(ScheduleError) -> DayGroup {
    guard let group = DayGroup(rawValue: text) else {
      throw .badSetting(
        "a day is weekdays, weekend, monday, tuesday, wednesday, thursday, friday, saturday or "
          + "sunday, got \(Echo.shown(text))")
    }
    return group
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
        let setpoint: Setpoint = edit.field == "heat" ? .heat : .cool
        let value = try schedule.scale.setpoint(edit.value, for: setpoint)
        return setpoint == .heat
          ? try schedule.setHeat(group, period, to: value)
          : try schedule.setCool(group, period, to: value)
      case "time":
        let minute = try ThermostatInputs.startTime(
          edit.value, minuteInterval: schedule.minuteInterval)
        try schedule.setTime(group, period, minute: minute)
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
