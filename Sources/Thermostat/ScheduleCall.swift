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
  /// Holds setpoints as typed (`heat`, `cool`) over a range `START/END` as the hold's wheels
  /// read it (`2026-12-20T08:00/2027-01-02T18:00`).
  case hold(range: String, heat: String, cool: String)
  /// Ends the hold that starts at a moment (`2026-12-20T08:00`).
  case release(start: String)

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
    case .hold:
      return .hold(
        range: try json.member("range").string(), heat: try json.member("heat").string(),
        cool: try json.member("cool").string())
    case .release: return .release(start: try json.member("start").string())
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
  /// reader's time wheels, and a hold's range on the hold's wheels in its words.
  ///
  /// A refusal is written in the reader's digits and decimal sign throughout, as the note is.
  public mutating func answer(
    _ request: ScheduleRequest, clock: DateWheelPicker, symbols: NumberSymbols
  ) throws(ScheduleError) -> String {
    do {
      return try answering(request, clock: clock, symbols: symbols)
    } catch {
      throw error.written(in: symbols)
    }
  }

  private mutating func answering(
    _ request: ScheduleRequest, clock: DateWheelPicker, symbols: NumberSymbols
  ) throws(ScheduleError) -> String {
    switch request {
    case .hold(let range, let heat, let cool):
      let dates = try ThermostatInputs.hold(on: clock)
      return try apply(
        .hold(
          try ThermostatInputs.hold(
            range, heat: heat, cool: cool, scale: schedule.scale, on: dates)),
        symbols: symbols, dates: dates)
    case .release(let start):
      return try apply(
        .release(try ThermostatInputs.moment(start)), symbols: symbols,
        dates: try ThermostatInputs.hold(on: clock))
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
  ///
  /// Given a moment (`at`, a wall-clock time where the thermostat is), the view says which
  /// setpoints apply then and what set them (`now`).
  public func view(
    name: String, clock: ScheduleClock, locale: LocaleData, on platform: Platform,
    note: String? = nil, at moment: LocalDateTime? = nil
  ) throws(ScheduleError) -> JSONValue {
    let scale = schedule.scale
    let symbols = locale.numbers
    let timePicker = try ThermostatInputs.time(
      minuteInterval: schedule.minuteInterval, clock: clock, locale: locale.identifier,
      on: platform)
    let setpointPicker = try ThermostatInputs.setpoint(scale, symbols: symbols)
    let holdPicker = try ThermostatInputs.hold(on: timePicker)
    let temperatures = { (heat: Temperature, cool: Temperature) -> [(String, JSONValue?)] in
      let heat = heat.shown(in: scale)
      let cool = cool.shown(in: scale)
      return [
        ("heat", heat.json), ("cool", cool.json),
        ("heatText", .string(Temperature(heat, scale).text(symbols))),
        ("coolText", .string(Temperature(cool, scale).text(symbols))),
      ]
    }
    let holds: [JSONValue] = schedule.holds.map { hold in
      .object(
        JSONObject(
          [
            ("start", .string(hold.start.wallTimeText)), ("end", .string(hold.end.wallTimeText)),
            ("range", .string(hold.writtenRange(holdPicker))),
            ("text", .string(hold.text(in: scale, symbols, holdPicker))),
          ] + temperatures(hold.heat, hold.cool)))
    }
    let now = moment.map { moment in
      let active = schedule.setpoints(at: moment)
      let source: [(String, JSONValue?)] =
        switch active.source {
        case .hold(let hold):
          [
            ("source", .string("hold")), ("start", .string(hold.start.wallTimeText)),
            ("name", .string("hold " + hold.writtenRange(holdPicker))),
          ]
        case .program(let group, let period):
          [
            ("source", .string("program")), ("group", .string(group.rawValue)),
            ("period", .string(period.rawValue)), ("name", .string("\(group.name) \(period.name)")),
          ]
        }
      let offered = schedule.newHold(at: moment)
      return JSONValue.object(
        JSONObject(
          [("at", .string(moment.wallTimeText))] + temperatures(active.heat, active.cool)
            + source + [("newHold", .string(holdPicker.valueText(of: offered)))]))
    }
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
              ("hold", PickerSpec(holdPicker).json),
            ]))
        ),
        ("scale", .string(scale.rawValue)), ("minuteInterval", .number(schedule.minuteInterval)),
        ("deadband", scale.deadband.json),
        ("range", .array([scale.range.lowerBound.json, scale.range.upperBound.json])),
        ("groups", .array(groups)), ("holds", .array(holds)), ("now", now),
        ("note", note.map(JSONValue.string)),
        ("undo", undo.map { .string($0.name) }),
      ]))
  }
}

/// What the schedule editor's routes answer, by number, for a schedule kept on the device: the
/// page's core reads and changes its schedule with these calls, as the routes do with the
/// store's.
///
/// Each body names the schedule (`"name"`), sends it as the device keeps it (`"kept"`,
/// ``DeviceSchedule``'s JSON, absent for one never changed), the reader's clock (`"clock"`:
/// 12 or 24) and the moment whose setpoints the view says (`"at"`, optional), beside the
/// route's own body. ``view`` answers the route's `Schedule`; a change
/// answers `{"kept": KEPT, "answer": SCHEDULE}`, the schedule to keep beside the route's answer,
/// and given an `"edit"` id keeps what it set as an edit to sync.
public enum ThermostatCall: Int, Sendable, CaseIterable, PlatformCalls {
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
  /// A hold (`"range"`, `"heat"`, `"cool"`), as `POST .../hold` takes it.
  case hold = 8
  /// A hold ended (`"start"`), as `POST .../release` takes it.
  case release = 9

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
    case .hold: "scheduleHold"
    case .release: "scheduleRelease"
    }
  }

  /// The members the call's body takes.
  public var members: [String] {
    let common = ["name", "kept", "clock", "at"]
    switch self {
    case .view: return common
    case .reset, .undo: return common + ["edit"]
    case .edit: return common + ["field", "group", "period", "value", "edit"]
    case .layout: return common + ["layout", "edit"]
    case .copy: return common + ["from", "to", "edit"]
    case .hold: return common + ["range", "heat", "cool", "edit"]
    case .release: return common + ["start", "edit"]
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
    let at: String?
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
      at = try json.optionalString("at")
      if try json.optionalMember("edit") != nil { edit = try json.itemID("edit") }
      switch self {
      case .syncRequest:
        return JSONWriter.text(of: device.sync.request(device: try json.itemID("device")).json)
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
      let moment = try at.map(ThermostatInputs.moment)
      guard let request else {
        return JSONWriter.text(
          of: try device.edited.view(
            name: name, clock: clock, locale: locale, on: platform, at: moment))
      }
      let note = try device.answer(
        request,
        clock: try ThermostatInputs.time(
          minuteInterval: device.edited.schedule.minuteInterval, clock: clock,
          locale: locale.identifier, on: platform),
        symbols: locale.numbers, edit: edit)
      let view = try device.edited.view(
        name: name, clock: clock, locale: locale, on: platform, note: note, at: moment)
      return JSONWriter.text(of: .object(JSONObject([("kept", device.json), ("answer", view)])))
    } catch {
      throw QuestionRefusal(message: error.description)
    }
  }
}
