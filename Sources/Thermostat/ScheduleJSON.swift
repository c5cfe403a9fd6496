public import PickerCore

// A schedule as it is kept, on the server (SQLite) and on a device (IndexedDB) alike: each
// entry with its group, its start minute, and each setpoint as the text of its exact value with
// the scale it was set in, so nothing is rounded.

extension ThermostatSchedule: JSONCodable {
  /// Reads a kept schedule (`{"scale": "F", "minuteInterval": 15, "entries": [...], "holds":
  /// [...]}`, no `holds` for none), checked by every rule as when it was made.
  public init(json: JSONReading) throws(JSONError) {
    let scaleMember = try json.member("scale")
    guard let scale = TemperatureScale(rawValue: try scaleMember.string()) else {
      throw scaleMember.invalid("the scale is F or C")
    }
    try self.init(
      scale: scale, minuteInterval: try json.member("minuteInterval").int(),
      entries: try json.member("entries"), holds: try json.optionalMember("holds"))
  }

  /// Reads a schedule's kept entries and holds (none when absent), in a scale on a minute grid.
  public init(
    scale: TemperatureScale, minuteInterval: Int, entries: JSONReading, holds: JSONReading? = nil
  ) throws(JSONError) {
    var days: [DayGroup: [ScheduleEntry]] = [:]
    let elements = try entries.elements()
    // Four periods for each of at most seven days: a longer list is no schedule.
    guard elements.count <= Period.allCases.count * DayGroup.eachDay.count else {
      throw entries.invalid("a schedule has at most 28 entries")
    }
    for element in elements {
      let set = try ScheduleEditChange.DayEntry(json: element)
      days[set.group, default: []].append(set.entry)
    }
    do throws(ScheduleError) {
      try self.init(scale: scale, minuteInterval: minuteInterval, days: days)
    } catch {
      throw entries.invalid(error.description)
    }
    // The holds, refused at their own member.
    guard let holds else { return }
    let kept = try ScheduleHold.list(json: holds)
    do throws(ScheduleError) {
      try Self.checkHolds(kept, scale: scale, minuteInterval: minuteInterval)
    } catch {
      throw holds.invalid(error.description)
    }
    self.holds = kept.ordered { $0.start < $1.start }
  }

  /// The schedule as it is kept.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("scale", .string(scale.rawValue)), ("minuteInterval", .number(minuteInterval)),
        ("entries", entriesJSON), ("holds", holds.isEmpty ? nil : holdsJSON),
      ]))
  }

  /// Its holds as they are kept, the earliest first.
  public var holdsJSON: JSONValue { .array(holds.map { $0.json }) }

  /// Its entries as they are kept, day group by day group in the order they are shown.
  public var entriesJSON: JSONValue {
    var entries: [JSONValue] = []
    for group in groups {
      for entry in days[group] ?? [] {
        entries.append(ScheduleEditChange.DayEntry(group: group, entry: entry).json)
      }
    }
    return .array(entries)
  }
}

extension EditedSchedule: JSONCodable {
  /// Reads a kept schedule with what undo restores (`{"schedule": SCHEDULE, "undo":
  /// {"change": WORDS, "schedule": SCHEDULE}}`, no `undo` when there is nothing to take back).
  public init(json: JSONReading) throws(JSONError) {
    let schedule = try ThermostatSchedule(json: try json.member("schedule"))
    guard let undo = try json.optionalMember("undo") else {
      self.init(schedule)
      return
    }
    self.init(
      schedule,
      undo: ScheduleUndo(
        schedule: try ThermostatSchedule(json: try undo.member("schedule")),
        change: try undo.member("change").string()))
  }

  /// The schedule and its undo as they are kept.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("schedule", schedule.json),
        (
          "undo",
          undo.map {
            .object(JSONObject([("change", .string($0.change)), ("schedule", $0.schedule.json)]))
          }
        ),
      ]))
  }
}

extension ScheduleEditChange.DayEntry: JSONCodable {
  /// Reads a period as it is kept: `{"group": GROUP, "period": PERIOD, "minute": N, "heat":
  /// "70", "heatScale": "F", "cool": "78", "coolScale": "F"}`.
  public init(json: JSONReading) throws(JSONError) {
    func named<Name: RawRepresentable<String>>(_ member: String, _: Name.Type)
      throws(JSONError) -> Name
    {
      let reading = try json.member(member)
      guard let name = Name(rawValue: try reading.string()) else {
        throw reading.invalid("no \(member) of a schedule")
      }
      return name
    }
    let temperatures = try Self.temperatures(json)
    self.init(
      group: try named("group", DayGroup.self),
      entry: ScheduleEntry(
        period: try named("period", Period.self), minute: try json.member("minute").int(),
        heat: temperatures.heat, cool: temperatures.cool))
  }

  /// Reads kept setpoints: `"heat"` and `"cool"` as the text of their exact values, each with
  /// the scale it was set in (`"heatScale"`, `"coolScale"`).
  static func temperatures(_ json: JSONReading) throws(JSONError)
    -> (heat: Temperature, cool: Temperature)
  {
    func temperature(_ member: String) throws(JSONError) -> Temperature {
      let reading = try json.member(member)
      guard let value = ExactNumber(try reading.string()) else {
        throw reading.invalid("a setpoint is the text of a decimal number")
      }
      let scaleMember = try json.member(member + "Scale")
      guard let scale = TemperatureScale(rawValue: try scaleMember.string()) else {
        throw scaleMember.invalid("the scale is F or C")
      }
      return Temperature(value, scale)
    }
    return (try temperature("heat"), try temperature("cool"))
  }

  /// Setpoints as they are kept.
  static func temperaturesJSON(heat: Temperature, cool: Temperature) -> [(String, JSONValue?)] {
    [
      ("heat", .string(heat.value.description)), ("heatScale", .string(heat.scale.rawValue)),
      ("cool", .string(cool.value.description)), ("coolScale", .string(cool.scale.rawValue)),
    ]
  }

  /// The period as it is kept.
  public var json: JSONValue {
    .object(
      JSONObject(
        [
          ("group", .string(group.rawValue)), ("period", .string(entry.period.rawValue)),
          ("minute", .number(entry.minute)),
        ] + Self.temperaturesJSON(heat: entry.heat, cool: entry.cool)))
  }
}

extension ScheduleHold: JSONCodable {
  /// Reads a hold as it is kept: `{"start": "2026-12-20T08:00", "end": "2027-01-02T18:00",
  /// "heat": "55", "heatScale": "F", "cool": "85", "coolScale": "F"}`.
  public init(json: JSONReading) throws(JSONError) {
    func moment(_ member: String) throws(JSONError) -> LocalDateTime {
      let reading = try json.member(member)
      let text = try reading.string()
      do throws(ScheduleError) {
        return try ThermostatInputs.moment(text)
      } catch {
        throw reading.invalid(error.description)
      }
    }
    let temperatures = try ScheduleEditChange.DayEntry.temperatures(json)
    self.init(
      start: try moment("start"), end: try moment("end"), heat: temperatures.heat,
      cool: temperatures.cool)
  }

  /// A list of kept holds: at most ``ThermostatSchedule/holdLimit``.
  static func list(json: JSONReading) throws(JSONError) -> [ScheduleHold] {
    let elements = try json.elements()
    guard elements.count <= ThermostatSchedule.holdLimit else {
      throw json.invalid("a schedule keeps at most \(ThermostatSchedule.holdLimit) holds")
    }
    var holds: [ScheduleHold] = []
    for element in elements { holds.append(try ScheduleHold(json: element)) }
    return holds
  }

  /// The hold as it is kept.
  public var json: JSONValue {
    .object(
      JSONObject(
        [("start", .string(start.wallTimeText)), ("end", .string(end.wallTimeText))]
          + ScheduleEditChange.DayEntry.temperaturesJSON(heat: heat, cool: cool)))
  }
}
