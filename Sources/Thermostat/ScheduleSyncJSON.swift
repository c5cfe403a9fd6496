public import PickerCore

// A schedule's sync in JSON, read and written by the core's one codec: the device's page and
// the server's route read the same edits and answers.

extension ScheduleEdit: SyncedEdit {
  /// The most edits one sync may carry (``SyncedSchedule/batch``).
  public static var batch: Int { SyncedSchedule.batch }

  /// The members each kind of edit takes.
  public static let members = [
    "periods": ["edit", "base", "kind", "entries", "scale"],
    "whole": ["edit", "base", "kind", "schedule"],
    "holds": ["edit", "base", "kind", "holds"],
  ]

  /// Reads an edit: `{"edit": UUID, "base": N, "kind": "periods", "entries": [PERIOD...],
  /// "scale": "C"}` (no `scale` when it did not change), `{..., "kind": "holds", "holds":
  /// [HOLD...]}` or `{..., "kind": "whole", "schedule": SCHEDULE}`.
  public init(json: JSONReading) throws(JSONError) {
    let id = try json.itemID("edit")
    let baseMember = try json.member("base")
    let base = try baseMember.int64()
    guard base >= 0 else { throw baseMember.invalid("base is a version, 0 or more") }
    let kindMember = try json.member("kind")
    switch try kindMember.string() {
    case "periods":
      let entriesMember = try json.member("entries")
      let elements = try entriesMember.elements()
      guard elements.count <= Period.allCases.count * DayGroup.eachDay.count else {
        throw entriesMember.invalid("an edit sets at most 28 periods")
      }
      var entries: [DayEntry] = []
      for element in elements { entries.append(try DayEntry(json: element)) }
      var scale: TemperatureScale?
      if let member = try json.optionalMember("scale") {
        guard let named = TemperatureScale(rawValue: try member.string()) else {
          throw member.invalid("the scale is F or C")
        }
        scale = named
      }
      self.init(id: id, base: base, change: .periods(entries, scale: scale))
    case "holds":
      self.init(
        id: id, base: base, change: .holds(try ScheduleHold.list(json: json.member("holds"))))
    case "whole":
      self.init(
        id: id, base: base,
        change: .whole(try ThermostatSchedule(json: try json.member("schedule"))))
    default: throw kindMember.invalid("kind is periods, holds or whole")
    }
  }

  /// The edit as JSON.
  public var json: JSONValue {
    var members: [(String, JSONValue?)] = [("edit", .string(id.text)), ("base", .number(base))]
    switch change {
    case .periods(let entries, let scale):
      members += [
        ("kind", .string("periods")), ("entries", .array(entries.map { $0.json })),
        ("scale", scale.map { .string($0.rawValue) }),
      ]
    case .holds(let holds):
      members += [("kind", .string("holds")), ("holds", .array(holds.map { $0.json }))]
    case .whole(let schedule):
      members += [("kind", .string("whole")), ("schedule", schedule.json)]
    }
    return .object(JSONObject(members))
  }
}

extension SyncedSchedule {
  /// What the server remembers for syncing beside the schedule, as it is kept:
  /// `{"changes": [{"item": KEY, "version": N, "device": UUID}...], "answered": [OUTCOME...]}`.
  public var memoryJSON: JSONValue {
    let items = changes.sorted { $0.key.key < $1.key.key }
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
  /// Reads a device's copy: the schedule's members (``EditedSchedule``'s), its `version` (0
  /// when absent) and its `pending` edits (none when absent).
  public init(json: JSONReading) throws(JSONError) {
    self.init(
      edited: try EditedSchedule(json: json), version: try json.syncedVersion(),
      pending: try json.pendingEdits(
        bound: Self.pendingBound,
        refusal: "a device keeps at most \(Self.pendingBound) changes to sync"))
  }

  /// The copy as JSON: the schedule's members with `version` and `pending`.
  public var json: JSONValue { edited.json.withSyncState(version: version, pending: pending) }
}
