import Foundation
import Hummingbird
import PickerKit
import Thermostat

/// The thermostat schedule editor's API; every edit is checked by the Thermostat model and saved.
///
/// The model answers as the page's core does for a schedule kept on a device
/// (``ThermostatCall``): the same change (``ScheduleRequest``) on the same schedule, the same
/// view of it (``EditedSchedule/view(name:clock:locale:on:note:)``).
enum ThermostatRoutes {
  /// The bodies the routes read and the names answer, as the OpenAPI document declares them.
  typealias SavedSchedules = Operations.listSchedules.Output.Ok.Body.jsonPayload
  typealias LayoutEdit = Operations.setScheduleLayout.Input.Body.jsonPayload
  typealias CopyEdit = Operations.copyScheduleDay.Input.Body.jsonPayload
  typealias ScheduleEdit = Components.Schemas.ScheduleEdit
  typealias HoldRequest = Components.Schemas.ScheduleHoldRequest
  typealias Release = Operations.releaseScheduleHold.Input.Body.jsonPayload

  static func add(to router: Router<AppContext>, store: Store) {
    router.get("/api/schedules") { _, _ in
      SavedSchedules(schedules: try store.scheduleNames())
    }
    router.get("/api/schedules/:name") { request, context in
      let name = try scheduleName(context)
      let reader = try reader(request)
      let edited = try store.schedule(named: name) ?? .fresh(for: reader.locale)
      let moment = try request.uri.queryParameters.get("at").map(ThermostatInputs.moment)
      return try view(edited, name: name, reader: reader, at: moment)
    }
    router.post("/api/schedules/:name/edit") { request, context in
      try await change(request, context, store) {
        let edit = try await request.decode(as: ScheduleEdit.self, context: context)
        return .edit(
          field: edit.field.rawValue, group: edit.group?.rawValue, period: edit.period?.rawValue,
          value: edit.value)
      }
    }
    router.post("/api/schedules/:name/layout") { request, context in
      try await change(request, context, store) {
        .layout(try await request.decode(as: LayoutEdit.self, context: context).layout.rawValue)
      }
    }
    router.post("/api/schedules/:name/copy") { request, context in
      try await change(request, context, store) {
        let edit = try await request.decode(as: CopyEdit.self, context: context)
        return .copy(from: edit.from.rawValue, to: edit.to.map(\.rawValue))
      }
    }
    router.post("/api/schedules/:name/hold") { request, context in
      try await change(request, context, store) {
        let hold = try await request.decode(as: HoldRequest.self, context: context)
        return .hold(range: hold.range, heat: hold.heat, cool: hold.cool)
      }
    }
    router.post("/api/schedules/:name/release") { request, context in
      try await change(request, context, store) {
        .release(start: try await request.decode(as: Release.self, context: context).start)
      }
    }
    router.post("/api/schedules/:name/reset") { request, context in
      try await change(request, context, store) { .reset }
    }
    router.post("/api/schedules/:name/undo") { request, context in
      try await change(request, context, store) { .undo }
    }
    router.post("/api/schedules/:name/sync") { request, context in
      let name = try scheduleName(context)
      let body = try await request.body.collect(upTo: context.maxUploadSize)
      let sync = try ScheduleSyncRequest.read(Array(body.readableBytesView))
      return JSONText(of: try store.sync(sync, schedule: name))
    }
  }

  /// Makes the one change a request asks of the Thermostat model, saves it, and answers it.
  ///
  /// The schedule is read (a new one in the reader's scale), changed (an edit, or the last one
  /// taken back), saved with its undo in the same transaction (recorded as the API's change for
  /// the devices that sync it), and answered with the model's note, whose numbers are in the
  /// reader's signs. The model's refusals are 422s; the decoder's and the server's own
  /// errors stay as they are.
  private static func change(
    _ request: Request, _ context: AppContext, _ store: Store,
    _ read: () async throws -> ScheduleRequest
  ) async throws -> JSONText {
    let name = try scheduleName(context)
    let reader = try reader(request)  // refused before anything is saved
    let asked = try await read()
    let (edited, note) = try store.changeSchedule(named: name, fresh: .fresh(for: reader.locale)) {
      edited in
      try edited.answer(
        asked,
        clock: try ThermostatInputs.time(
          minuteInterval: edited.schedule.minuteInterval, clock: reader.clock,
          locale: reader.locale.identifier, on: .foundation()),
        symbols: reader.locale.numbers)
    }
    return try view(edited, name: name, reader: reader, note: note)
  }

  /// The schedule as the model shows it to a reader.
  private static func view(
    _ edited: EditedSchedule, name: String, reader: Reader, note: String? = nil,
    at moment: LocalDateTime? = nil
  ) throws -> JSONText {
    JSONText(
      JSONWriter.text(
        of: try edited.view(
          name: name, clock: reader.clock, locale: reader.locale, on: .foundation(), note: note,
          at: moment)))
  }

  /// Who reads a schedule: the clock its times are on and the locale whose signs and words they
  /// are written in (and whose scale a new schedule starts in).
  typealias Reader = (clock: ScheduleClock, locale: LocaleData)

  /// The reader a request names: `?clock=12` (the default) or `?clock=24`, and `?locale=`
  /// (en_US when absent).
  static func reader(_ request: Request) throws -> Reader {
    (
      try ScheduleClock(parsing: request.uri.queryParameters.get("clock")),
      LocaleData.of(try ReaderLocale.asked(request))
    )
  }

  static func scheduleName(_ context: AppContext) throws -> String {
    try PathName.validated(context, kind: "schedule")
  }
}
