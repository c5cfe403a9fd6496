public import PickerCore

// A schedule's sync in JSON, read and written by the core's one codec: the device's page and
// the server's route read the same edits and answers.

extension ScheduleEditChange: DocumentChange {
  /// The most edits one sync may carry (``SyncedSchedule/batch``).
  public static var batch: Int { SyncedSchedule.batch }

  /// The kinds and the members each takes: `{..., "kind": "periods", "entries": [PERIOD...],
  /// "scale": "C"}` (no `scale` when it did not change), `{..., "kind": "holds", "holds":
  /// [HOLD...]}`, `{..., "kind": "whole", "schedule": SCHEDULE}`.
  public static let kinds = [
    (kind: "periods", members: ["entries", "scale"]), (kind: "holds", members: ["holds"]),
    (kind: "whole", members: ["schedule"]),
  ]

  /// Reads a change of a kind from an edit's members.
  public init?(kind: String, in edit: JSONReading) throws(JSONError) {
    switch kind {
    case "periods":
      let entriesMember = try edit.member("entries")
      let elements = try entriesMember.elements()
      guard elements.count <= Period.allCases.count * DayGroup.eachDay.count else {
        throw entriesMember.invalid("an edit sets at most 28 periods")
      }
      var entries: [DayEntry] = []
      for element in elements { entries.append(try DayEntry(json: element)) }
      var scale: TemperatureScale?
      if let member = try edit.optionalMember("scale") {
        guard let named = TemperatureScale(rawValue: try member.string()) else {
          throw member.invalid("the scale is F or C")
        }
        scale = named
      }
      self = .periods(entries, scale: scale)
    case "holds": self = .holds(try ScheduleHold.list(json: edit.member("holds")))
    case "whole": self = .whole(try ThermostatSchedule(json: try edit.member("schedule")))
    default: return nil
    }
  }

  /// Its kind and members.
  public var json: [(String, JSONValue?)] {
    switch self {
    case .periods(let entries, let scale):
      [
        ("kind", .string("periods")), ("entries", .array(entries.map { $0.json })),
        ("scale", scale.map { .string($0.rawValue) }),
      ]
    case .holds(let holds): [("kind", .string("holds")), ("holds", .array(holds.map { $0.json }))]
    case .whole(let schedule): [("kind", .string("whole")), ("schedule", schedule.json)]
    }
  }
}

extension SyncedSchedule {
  /// What the server remembers for syncing beside the schedule, as it is kept:
  /// `{"changes": [{"item": KEY, "version": N, "device": UUID}...], "answered": [OUTCOME...]}`.
  public var memoryJSON: JSONValue {
    let items = changes.ordered { $0.key.key < $1.key.key }
    return .object(
      JSONObject([
        (
          "changes",
          .array(
            items.map { item, change in
              .object(
                JSONObject([
                  ("item", .string(item.key)), ("version", .number(change.version)),
                  ("device", .string(change.device.text)),
                ]))
            })
        ),
        ("answered", .array(answered.map { $0.json })),
      ]))
  }

  /// A schedule with what the server remembered for syncing it (``memoryJSON``).
  public init(edited: EditedSchedule?, version: Int64, memory: JSONReading) throws(JSONError) {
    var changes: [ScheduleItem: ItemChange] = [:]
    for element in try memory.member("changes").elements() {
      let itemMember = try element.member("item")
      guard let item = ScheduleItem(key: try itemMember.string()) else {
        throw itemMember.invalid("no item of a schedule")
      }
      changes[item] = ItemChange(
        version: try element.member("version").int64(), device: try element.itemID("device"))
    }
    var answered: [EditOutcome] = []
    for element in try memory.member("answered").elements() {
      answered.append(try EditOutcome(json: element))
    }
    self.init(edited: edited, version: version, changes: changes, answered: answered)
  }
}

extension DeviceSchedule: JSONCodable {
  /// Reads a device's copy: the schedule's members (``EditedSchedule``'s) with its sync state
  /// beside them (``DeviceSync``'s `version` and `pending`).
  public init(json: JSONReading) throws(JSONError) {
    self.init(edited: try EditedSchedule(json: json), sync: try DeviceSync(json: json))
  }

  /// The copy as JSON: the schedule's members with `version` and `pending`.
  public var json: JSONValue { sync.beside(edited.json) }
}
