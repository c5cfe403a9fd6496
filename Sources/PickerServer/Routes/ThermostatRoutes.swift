import Foundation
import Hummingbird
import PickerAPI
import PickerKit
import Thermostat

/// The thermostat schedule editor's API; every edit is checked by the Thermostat model and saved.
enum ThermostatRoutes {
  /// The bodies the routes read and the names answer, as the OpenAPI document declares them.
  typealias SavedSchedules = Operations.listSchedules.Output.Ok.Body.jsonPayload
  typealias LayoutEdit = Operations.setScheduleLayout.Input.Body.jsonPayload
  typealias CopyEdit = Operations.copyScheduleDay.Input.Body.jsonPayload
  typealias ScheduleEdit = Components.Schemas.ScheduleEdit

  static func add(to router: Router<AppContext>, store: Store) {
    router.get("/api/schedules") { _, _ in
      JSONBody(value: SavedSchedules(schedules: try store.scheduleNames()))
    }
    router.get("/api/schedules/:name") { request, context in
      let name = try scheduleName(context)
      let reader = try reader(request)
      let edited =
        try store.schedule(named: name) ?? EditedSchedule(.energyStar(for: reader.locale))
      return JSONBody(
        value: try ScheduleDTO(name: name, edited, clock: reader.clock, locale: reader.locale))
    }
    router.post("/api/schedules/:name/edit") { request, context in
      try await change(request, context, store) { edited, symbols in
        let edit = try await request.decodeJSON(ScheduleEdit.self, context: context)
        return try edited.apply(
          ScheduleChange(
            field: edit.field.rawValue, group: edit.group?.rawValue,
            period: edit.period?.rawValue, value: edit.value,
            in: edited.schedule), symbols: symbols)
      }
    }
    router.post("/api/schedules/:name/layout") { request, context in
      try await change(request, context, store) { edited, symbols in
        let edit = try await request.decodeJSON(LayoutEdit.self, context: context)
        return try edited.apply(
          .layout(try DayLayout(parsing: edit.layout.rawValue)), symbols: symbols)
      }
    }
    router.post("/api/schedules/:name/copy") { request, context in
      try await change(request, context, store) { edited, symbols in
        let edit = try await request.decodeJSON(CopyEdit.self, context: context)
        return try edited.apply(
          try ScheduleChange.copy(from: edit.from.rawValue, to: edit.to.map(\.rawValue)),
          symbols: symbols)
      }
    }
    router.post("/api/schedules/:name/reset") { request, context in
      try await change(request, context, store) { try $0.apply(.reset, symbols: $1) }
    }
    router.post("/api/schedules/:name/undo") { request, context in
      try await change(request, context, store) { edited, _ in try edited.takeBack() }
    }
  }

  /// Makes the one change a request asks of the Thermostat model, saves it, and answers it.
  ///
  /// The schedule is read (a new one in the reader's scale), changed (an edit, or the last one
  /// taken back), saved with its undo, and answered with the model's note, whose numbers are
  /// in the reader's signs. The model's refusals are 422s; the decoder's and the server's own
  /// errors stay as they are.
  private static func change(
    _ request: Request, _ context: AppContext, _ store: Store,
    _ make: (inout EditedSchedule, NumberSymbols) async throws -> String
  ) async throws -> JSONBody<ScheduleDTO> {
    let name = try scheduleName(context)
    let reader = try reader(request)  // refused before anything is saved
    var edited = try store.schedule(named: name) ?? EditedSchedule(.energyStar(for: reader.locale))
    let note: String
    do {
      note = try await make(&edited, NumberSymbols(locale: reader.locale))
    } catch let error as ScheduleError {
      throw APIError.refused(error)
    }
    try store.save(edited, named: name)
    return JSONBody(
      value: try ScheduleDTO(
        name: name, edited, clock: reader.clock, locale: reader.locale, note: note))
  }

  /// Who reads the schedule: `?clock=12` (the default) or `?clock=24`, and `?locale=` (en_US
  /// when absent), whose scale a new schedule starts in.
  static func reader(_ request: Request) throws -> (clock: Int, locale: Locale) {
    let text = request.uri.queryParameters.get("clock") ?? "12"
    guard text == "12" || text == "24" else {
      throw APIError.refused("the clock is 12 or 24 (hours), got \(text.prefix(20))")
    }
    return (text == "12" ? 12 : 24, try ReaderLocale.asked(request))
  }

  static func scheduleName(_ context: AppContext) throws -> String {
    try PathName.validated(context, kind: "schedule")
  }
}
