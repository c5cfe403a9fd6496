public import PickerCore

/// One thing a reader asks of a schedule, as the editor's routes and the page's core take it.
public enum ScheduleRequest: Sendable, Hashable {
  /// Sets a field (`heat`, `cool`, `time` or `scale`) of a group's period (none for `scale`)
  /// to a value as typed.
  case edit(field: String, group: String?, period: String?, value: String)
  /// Groups the days another way (`weekdays-weekend` or `each-day`).
  case layout(String)
  /// Copies one day's periods to other days.
  case copy(from: String, to: [String])
  /// Sets the Energy Star default.
  case reset
  /// Takes back the last change.
  case undo

  /// Reads a request's members from a body (`{"field", "group", "period", "value"}` for an
  /// edit, `{"layout"}`, `{"from", "to"}`; reset and undo read none).
  static func read(_ call: ThermostatCall, _ json: JSONReading) throws(JSONError)
    -> ScheduleRequest?
  {
    switch call {
    case .view, .syncRequest, .synced: return nil
    case .edit:
      return .edit(
        field: try json.member("field").string(), group: try json.optionalString("group"),
        period: try json.optionalString("period"), value: try json.member("value").string())
    case .layout: return .layout(try json.member("layout").string())
    case .copy:
      return .copy(from: try json.member("from").string(), to: try json.member("to").strings())
    case .reset: return .reset
    case .undo: return .undo
    }
  }
}

extension EditedSchedule {
  /// A schedule never changed: the Energy Star default, in the scale a reader's locale reads
  /// temperatures in.
  public static func fresh(for locale: LocaleData) -> EditedSchedule {
    EditedSchedule(.energyStar(for: locale))
  }

  /// Makes the change a reader asks for, or takes back the last one.
  ///
  /// Returns the note to show, its numbers in `symbols`. A time is read on `clock`, the
  /// reader's time wheels.
  public mutating func answer(
    _ request: ScheduleRequest, clock: DateWheelPicker, symbols: NumberSymbols
  ) throws(ScheduleError) -> String {
    switch request {
    case .edit(let field, let group, let period, let value):
      return try apply(
        ScheduleChange(
          field: field, group: group, period: period, value: value, in: schedule, clock: clock),
        symbols: symbols)
    case .layout(let layout):
      return try apply(.layout(try DayLayout(parsing: layout)), symbols: symbols)
    case .copy(let source, let targets):
      return try apply(try ScheduleChange.copy(from: source, to: targets), symbols: symbols)
    case .reset:
      return try apply(.reset, symbols: symbols)
    case .undo:
      return try takeBack()
    }
  }

  /// The schedule as a reader sees it (`GET /api/schedules/{name}`'s answer, the document's
  /// `Schedule`): every setpoint in the schedule's scale, every time on the reader's clock,
  /// both in the reader's locale (its digits, decimal sign and clock words), the pickers that
  /// edit them, and the note of the change just made.
  public func view(
    name: String, clock: ScheduleClock, locale: LocaleData, on platform: Platform,
    note: String? = nil
  ) throws(ScheduleError) -> JSONValue {
    let scale = schedule.scale
    let symbols = locale.numbers
    let timePicker = try ThermostatInputs.time(
      minuteInterval: schedule.minuteInterval, clock: clock, locale: locale.identifier,
      on: platform)
    let setpointPicker = try ThermostatInputs.setpoint(scale, symbols: symbols)
    let groups: [JSONValue] = schedule.groups.map { group in
      let entries: [JSONValue] = (schedule.days[group] ?? []).map { entry in
        let heat = entry.heat.shown(in: scale)
        let cool = entry.cool.shown(in: scale)
        return .object(
          JSONObject([
            ("period", .string(entry.period.rawValue)), ("name", .string(entry.period.name)),
            ("time", .string(entry.timeText)), ("shown", .string(entry.shownTime(on: timePicker))),
            ("heat", heat.json), ("cool", cool.json),
            ("heatText", .string(Temperature(heat, scale).text(symbols))),
            ("coolText", .string(Temperature(cool, scale).text(symbols))),
          ]))
      }
      return .object(
        JSONObject([
          ("group", .string(group.rawValue)), ("name", .string(group.name)),
          ("entries", .array(entries)),
        ]))
    }
    return .object(
      JSONObject([
        ("name", .string(name)), ("layout", .string(schedule.layout.rawValue)),
        ("clock", .number(clock.rawValue)),
        (
          "pickers",
          .object(
            JSONObject([
              ("setpoint", PickerSpec(setpointPicker).json), ("time", PickerSpec(timePicker).json),
            ]))
        ),
        ("scale", .string(scale.rawValue)), ("minuteInterval", .number(schedule.minuteInterval)),
        ("deadband", scale.deadband.json),
        ("range", .array([scale.range.lowerBound.json, scale.range.upperBound.json])),
        ("groups", .array(groups)), ("note", note.map(JSONValue.string)),
        ("undo", undo.map { .string($0.name) }),
      ]))
  }
}

/// What the schedule editor's routes answer, by number, for a schedule kept on the device: the
/// page's core reads and changes its schedule with these calls, as the routes do with the
/// store's.
///
/// Each body names the schedule (`"name"`), sends it as the device keeps it (`"kept"`,
/// ``DeviceSchedule``'s JSON, absent for one never changed) and the reader's clock (`"clock"`:
/// 12 or 24), beside the route's own body. ``view`` answers the route's `Schedule`; a change
/// answers `{"kept": KEPT, "answer": SCHEDULE}`, the schedule to keep beside the route's answer,
/// and given an `"edit"` id keeps what it set as an edit to sync.
public enum ThermostatCall: Int, Sendable, CaseIterable {
  /// The schedule, as `GET /api/schedules/{name}` answers it.
  case view = 0
  /// An edit (`"field"`, `"group"`, `"period"`, `"value"`), as `POST .../edit` takes it.
  case edit = 1
  /// A layout (`"layout"`), as `POST .../layout` takes it.
  case layout = 2
  /// A copy (`"from"`, `"to"`), as `POST .../copy` takes it.
  case copy = 3
  /// The Energy Star default, as `POST .../reset`.
  case reset = 4
  /// The last change taken back, as `POST .../undo`.
  case undo = 5
  /// The next sync to send (`"device"`): the body of `POST /api/schedules/{name}/sync`
  /// (``ScheduleSyncRequest``).
  case syncRequest = 6
  /// Takes a sync's answer (`"answer"`): answers `{"kept": KEPT, "notes": [TEXT...]}`, the
  /// schedule to keep and what the person should hear (``DeviceSchedule/take(_:)``).
  case synced = 7

  /// The call's name, as the page's module calls it.
  public var name: String {
    switch self {
    case .view: "scheduleView"
    case .edit: "scheduleEdit"
    case .layout: "scheduleLayout"
    case .copy: "scheduleCopy"
    case .reset: "scheduleReset"
    case .undo: "scheduleUndo"
    case .syncRequest: "scheduleSyncRequest"
    case .synced: "scheduleSynced"
    }
  }

  /// The members the call's body takes.
  public var members: [String] {
    let common = ["name", "kept", "clock"]
    switch self {
    case .view: return common
    case .reset, .undo: return common + ["edit"]
    case .edit: return common + ["field", "group", "period", "value", "edit"]
    case .layout: return common + ["layout", "edit"]
    case .copy: return common + ["from", "to", "edit"]
    case .syncRequest: return ["name", "kept", "device"]
    case .synced: return ["name", "kept", "answer"]
    }
  }

  /// The answer to a page's request, `{"request": BODY, "locale": NAME}`, as JSON text: the
  /// body's answer in the locale's words and signs on a platform's data, or the refusal's body.
  public func answer(toPage request: [UInt8], on platform: Platform) -> String {
    PageRequest.answer(request) { (page) throws(QuestionRefusal) in
      try answer(to: page.body, locale: try page.localeData(on: platform), on: platform)
    }
  }

  /// The answer to a body, as JSON text, for a reader in a locale; a refusal throws, and its
  /// ``QuestionRefusal/json`` is the route's answer then.
  public func answer(to body: JSONValue, locale: LocaleData, on platform: Platform)
    throws(QuestionRefusal) -> String
  {
    try QuestionRefusal.checkMembers(of: body, among: members)
    let json = JSONReading(body)
    let name: String
    var device: DeviceSchedule
    let clockText: String?
    let request: ScheduleRequest?
    var edit: ItemID?
    do {
      name = try json.member("name").string()
      device =
        try json.optionalMember("kept").map { (kept) throws(JSONError) in
          try DeviceSchedule(json: kept)
        } ?? DeviceSchedule(edited: .fresh(for: locale))
      clockText = try json.optionalMember("clock").map { (clock) throws(JSONError) in
        String(try clock.int())
      }
      request = try ScheduleRequest.read(self, json)
      if try json.optionalMember("edit") != nil { edit = try json.itemID("edit") }
      switch self {
      case .syncRequest:
        return JSONWriter.text(of: device.request(device: try json.itemID("device")).json)
      case .synced:
        let notes = device.take(try ScheduleSyncAnswer(json: try json.member("answer")))
        return JSONWriter.text(
          of: .object(JSONObject([("kept", device.json), ("notes", .strings(notes))])))
      default: break
      }
    } catch {
      throw QuestionRefusal(malformed: true, message: "malformed request: \(error)")
    }
    do throws(NameError) {
      _ = try ThermostatSchedule.checkedName(name)
    } catch {
      throw QuestionRefusal(message: error.description)
    }
    do throws(ScheduleError) {
      let clock = try ScheduleClock(parsing: clockText)
      guard let request else {
        return JSONWriter.text(
          of: try device.edited.view(name: name, clock: clock, locale: locale, on: platform))
      }
      let note = try device.answer(
        request,
        clock: try ThermostatInputs.time(
          minuteInterval: device.edited.schedule.minuteInterval, clock: clock,
          locale: locale.identifier, on: platform),
        symbols: locale.numbers, edit: edit)
      let view = try device.edited.view(
        name: name, clock: clock, locale: locale, on: platform, note: note)
      return JSONWriter.text(of: .object(JSONObject([("kept", device.json), ("answer", view)])))
    } catch {
      throw QuestionRefusal(message: error.description)
    }
  }
}
