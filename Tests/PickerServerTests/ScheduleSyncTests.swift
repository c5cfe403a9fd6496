import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import PickerKit
import PickerTestSupport
import Testing
import Thermostat

@testable import PickerServer

/// Schedules kept on devices and synced through the store (a real SQLite file): edits from two
/// devices both arrive, a period changed on both sides is decided by the model's one rule (the
/// first change to reach the server wins), and nothing the server answered is lost when answers
/// are lost, syncs are sent twice or the server is started again.
@Suite("Schedules synced from devices")
struct ScheduleSyncTests {
  /// A temporary database file.
  static func databasePath() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("picker-schedule-sync-\(UUID().uuidString).sqlite").path
  }

  static let english = LocaleData.of(Locale(identifier: "en_US"))

  /// The editor's time wheels on a 24-hour clock.
  static func clock(_ schedule: ThermostatSchedule) throws -> DateWheelPicker {
    try ThermostatInputs.time(
      minuteInterval: schedule.minuteInterval, clock: .twentyFour, locale: "en_US",
      on: .foundation())
  }

  /// One device: its copy, its id, and the requests it sent.
  struct Device {
    let id = ItemID(UUID())
    var copy = DeviceSchedule(edited: .fresh(for: ScheduleSyncTests.english))
    var sent: [ScheduleSyncRequest] = []
  }

  /// A seeded request a person makes in the editor, on the days the schedule has.
  static func request(_ schedule: ThermostatSchedule, _ random: inout SeededRandom)
    -> ScheduleRequest
  {
    let group = schedule.groups.randomElement(using: &random) ?? .weekdays
    let period = Period.allCases.randomElement(using: &random) ?? .wake
    switch Int.random(in: 0..<20, using: &random) {
    case 0: return .layout(schedule.layout == .eachDay ? "weekdays-weekend" : "each-day")
    case 1: return .reset
    case 2: return .undo
    case 3 where schedule.layout == .eachDay:
      return .copy(
        from: group.rawValue,
        to: [(DayGroup.eachDay.randomElement(using: &random) ?? .monday).rawValue])
    case 4: return .edit(field: "scale", group: nil, period: nil, value: "C")
    case 5..<9:
      let minute = Int.random(in: 0..<96, using: &random) * 15
      return .edit(
        field: "time", group: group.rawValue, period: period.rawValue,
        value: String(format: "%02d:%02d", minute / 60, minute % 60))
    default:
      let scale = schedule.scale
      let value =
        scale == .fahrenheit
        ? "\(Int.random(in: 55...85, using: &random))"
        : "\(Int.random(in: 26...58, using: &random) * 5 / 10).\(Bool.random(using: &random) ? 5 : 0)"
      return .edit(
        field: Bool.random(using: &random) ? "heat" : "cool", group: group.rawValue,
        period: period.rawValue, value: value)
    }
  }

  @Test(
    "Two devices, 200 seeded offline changes, lost answers, syncs sent twice and restarts: every edit answered once and alike, both devices end on the server's schedule"
  )
  func twoDevices() throws {
    let path = Self.databasePath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    var store = try Store(path: path)
    var random = SeededRandom(name: "two devices syncing a schedule")
    var devices = [Device(), Device()]
    var outcomes: [ItemID: EditOutcome] = [:]
    var made: [ItemID: ItemID] = [:]  // edit -> device
    var notes: [String] = []

    func sync(_ index: Int, lose: Bool) throws {
      let request = devices[index].copy.sync.request(device: devices[index].id)
      devices[index].sent.append(request)
      let answer = try store.sync(request, schedule: "home")
      #expect(answer.outcomes.count == request.edits.count)
      for (edit, outcome) in zip(request.edits, answer.outcomes) {
        #expect(outcome.edit == edit.id)
        if let seen = outcomes[edit.id] {
          #expect(seen == outcome, "an edit answered twice answers the same")
        } else {
          outcomes[edit.id] = outcome
        }
      }
      // A lost answer: the server committed, the device never heard.
      guard !lose else { return }
      notes += devices[index].copy.take(answer)
    }

    for _ in 0..<200 {
      let index = Int.random(in: 0...1, using: &random)
      var device = devices[index]
      let asked = Self.request(device.copy.edited.schedule, &random)
      let edit = ItemID(UUID())
      let pending = device.copy.sync.pending.count
      do {
        _ = try device.copy.answer(
          asked, clock: try Self.clock(device.copy.edited.schedule), symbols: .canonical,
          edit: edit)
        if device.copy.sync.pending.count > pending { made[edit] = device.id }
      } catch {
        // The schedule's own rules refused it on the device (out of order, nothing to undo):
        // never sent.
      }
      devices[index] = device
      if Int.random(in: 0..<4, using: &random) == 0 {
        try sync(index, lose: Int.random(in: 0..<4, using: &random) == 0)
      }
      if Int.random(in: 0..<30, using: &random) == 0 {
        store = try Store(path: path)  // the server is started again on its file
      }
    }
    for _ in 0..<2 {
      for index in 0...1 {
        var rounds = 0
        repeat {
          try sync(index, lose: false)
          rounds += 1
        } while !devices[index].copy.sync.pending.isEmpty && rounds < 10
        #expect(devices[index].copy.sync.pending.isEmpty)
      }
    }
    try sync(0, lose: false)
    let server = try store.sync(
      ScheduleSyncRequest(device: ItemID(UUID()), edits: []), schedule: "home")

    #expect(made.count > 100, "edits made: \(made.count)")
    #expect(Set(outcomes.keys) == Set(made.keys), "every edit made is answered")
    #expect(devices[0].copy.edited.schedule == server.document)
    #expect(devices[1].copy.edited.schedule == server.document)
    #expect(devices[0].copy.sync.version == server.version)
    #expect(try store.schedule(named: "home")?.schedule == server.document)
    let kinds = Dictionary(grouping: outcomes.values, by: \.kind).mapValues(\.count)
    #expect((kinds[.changedElsewhere] ?? 0) > 0, "\(kinds)")
    #expect((kinds[.applied] ?? 0) > 50, "\(kinds)")
    #expect(notes.contains { $0.hasSuffix("changed on another device first; that change stands") })
    // A sync sent again, long after: the same answers, and nothing changes.
    let first = try #require(devices[0].sent.first { !$0.edits.isEmpty })
    let again = try store.sync(first, schedule: "home")
    #expect(again.outcomes == first.edits.map { outcomes[$0.id] })
    #expect(again.document == server.document)
    #expect(again.version == server.version)
  }

  @Test("A device's edit of a period the API changed first is not applied; another period is")
  func apiChangeWins() throws {
    let path = Self.databasePath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let store = try Store(path: path)
    var device = Device()
    // The device reads the schedule the API saved, then edits offline.
    try store.save(.fresh(for: Self.english), named: "home")
    _ = device.copy.take(
      try store.sync(device.copy.sync.request(device: device.id), schedule: "home"))
    let clock = try Self.clock(device.copy.edited.schedule)
    for asked in [
      ScheduleRequest.edit(field: "heat", group: "weekdays", period: "wake", value: "66"),
      .edit(field: "heat", group: "weekend", period: "sleep", value: "60"),
    ] {
      _ = try device.copy.answer(asked, clock: clock, symbols: .canonical, edit: ItemID(UUID()))
    }
    // Meanwhile the API sets weekdays' wake heat.
    _ = try store.changeSchedule(named: "home", fresh: .fresh(for: Self.english)) { edited in
      try edited.apply(.setpoint(.weekdays, .wake, .heat, 72))
    }
    let answer = try store.sync(device.copy.sync.request(device: device.id), schedule: "home")
    #expect(answer.outcomes.map(\.kind) == [.changedElsewhere, .applied])
    #expect(answer.outcomes.first?.item == "Weekdays Wake")
    let notes = device.copy.take(answer)
    #expect(notes == ["Weekdays Wake: changed on another device first; that change stands"])
    let schedule = try #require(answer.document)
    #expect(schedule.entry(.weekdays, .wake)?.heat.value == 72)
    #expect(schedule.entry(.weekend, .sleep)?.heat.value == 60)
    #expect(device.copy.edited.schedule == schedule)
  }

  @Test("An edit sent again is remembered once; a sync that decides nothing new writes nothing")
  func nothingNew() throws {
    var device = Device()
    _ = try device.copy.answer(
      .edit(field: "heat", group: "weekdays", period: "wake", value: "67"),
      clock: try Self.clock(device.copy.edited.schedule), symbols: .canonical,
      edit: ItemID(UUID()))
    var synced = SyncedSchedule(edited: nil)
    let first = synced.apply(device.copy.sync.pending, from: device.id)
    let again = synced.apply(device.copy.sync.pending, from: device.id)
    #expect(first == again)
    #expect(synced.answered.count == 1)
    #expect(synced.version == 1)
    // On the store: b saved, then a; a read of b leaves a the most recently saved.
    let path = Self.databasePath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let store = try Store(path: path)
    try store.save(.fresh(for: Self.english), named: "b")
    try store.save(.fresh(for: Self.english), named: "a")
    Thread.sleep(forTimeInterval: 0.01)
    _ = try store.sync(ScheduleSyncRequest(device: device.id, edits: []), schedule: "b")
    #expect(try store.scheduleNames() == ["a", "b"])
  }

  @Test("A sync memory that cannot be read starts afresh; the schedule itself is kept")
  func damagedMemory() throws {
    let path = Self.databasePath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    var device = Device()
    _ = try device.copy.answer(
      .edit(field: "heat", group: "weekdays", period: "wake", value: "67"),
      clock: try Self.clock(device.copy.edited.schedule), symbols: .canonical,
      edit: ItemID(UUID()))
    do {
      let store = try Store(path: path)
      _ = try store.sync(device.copy.sync.request(device: device.id), schedule: "home")
    }
    try DatabaseQueue(path: path).write { db in
      try db.execute(sql: "UPDATE schedule SET sync = '{\"changes\": 7'")
    }
    let store = try Store(path: path)
    #expect(try store.schedule(named: "home")?.schedule.entry(.weekdays, .wake)?.heat.value == 67)
    let answer = try store.sync(ScheduleSyncRequest(device: device.id, edits: []), schedule: "home")
    #expect(answer.document?.entry(.weekdays, .wake)?.heat.value == 67)
    // A change through the API writes a fresh memory.
    _ = try store.changeSchedule(named: "home", fresh: .fresh(for: Self.english)) { edited in
      try edited.apply(.setpoint(.weekdays, .sleep, .heat, 60))
    }
    let after = try store.sync(ScheduleSyncRequest(device: device.id, edits: []), schedule: "home")
    #expect(after.document?.entry(.weekdays, .wake)?.heat.value == 67)
    #expect(after.document?.entry(.weekdays, .sleep)?.heat.value == 60)
  }

  @Test(
    "POST /api/schedules/{name}/sync: a sync sent twice answers the same; refused values are 422, unreadable bodies 400"
  )
  func route() async throws {
    let path = Self.databasePath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let store = try Store(path: path)
    let app = Application(router: try PickerApplication.router(store: store))
    var device = Device()
    _ = try device.copy.answer(
      .edit(field: "heat", group: "weekdays", period: "wake", value: "67"),
      clock: try Self.clock(device.copy.edited.schedule), symbols: .canonical,
      edit: ItemID(UUID()))
    let request = device.copy.sync.request(device: device.id)
    try await app.test(.router) { client in
      func post(_ body: String) async throws -> (Int, String) {
        try await client.execute(
          uri: "/api/schedules/home/sync", method: .post,
          headers: [.contentType: "application/json"], body: ByteBuffer(string: body)
        ) { response in (Int(response.status.code), String(buffer: response.body)) }
      }
      let (status, first) = try await post(request.jsonText)
      #expect(status == 200, "\(first)")
      let (again, second) = try await post(request.jsonText)
      #expect(again == 200)
      #expect(first == second)
      let answer = try ScheduleSyncAnswer(jsonText: first)
      #expect(answer.outcomes.map(\.kind) == [.applied])
      #expect(answer.document?.entry(.weekdays, .wake)?.heat.value == 67)
      #expect(try store.schedule(named: "home")?.schedule == answer.document)
      // The API reads the synced schedule.
      let (_, shown) = try await client.execute(
        uri: "/api/schedules/home?clock=24", method: .get
      ) { response in ((), String(buffer: response.body)) }
      #expect(shown.contains(#""heat":67"#), "\(shown.prefix(400))")
      let edit = #"{"edit":"\#(ItemID(UUID()))","base":0,"kind":"#
      let head = #"{"device":"\#(ItemID(UUID()))","edits":["#
      let period =
        #"{"group":"weekdays","period":"wake","minute":360,"heat":"70","heatScale":"F","#
        + #""cool":"78","coolScale":"F"}"#
      for (bad, says) in [
        (#"{"device":"x","edits":[]}"#, "device is a UUID"),
        (head + edit + #""paint"}]}"#, "kind is periods, holds or whole"),
        (head + edit + #""periods","entries":[],"colour":1}]}"#, "is not a member of this body"),
        (
          head + edit + #""periods","entries":["#
            + period.replacingOccurrences(
              of: "weekdays", with: "funday") + "]}]}", "no group of a schedule"
        ),
        (head + edit + #""periods","entries":[],"scale":"K"}]}"#, "the scale is F or C"),
        (
          head + String(repeating: edit + #""periods","entries":[]},"#, count: 101).dropLast()
            + "]}", "at most 100 edits"
        ),
      ] {
        let (status, text) = try await post(bad)
        #expect(status == 422, "\(bad.prefix(80)): \(text)")
        #expect(text.contains(says), "\(text)")
      }
      for (bad, says) in [
        ("{", "malformed request"), (#"{"device":5,"edits":[]}"#, "wrong type"),
        (#"{"edits":[]}"#, "device"),
      ] {
        let (status, text) = try await post(bad)
        #expect(status == 400, "\(bad): \(text)")
        #expect(text.contains(says), "\(text)")
      }
      // A period out of order, made on the schedule as it is, is applied by nobody: refused,
      // with the schedule's reason.
      let late = period.replacingOccurrences(of: #""minute":360"#, with: #""minute":1380"#)
      let current = edit.replacingOccurrences(of: #""base":0"#, with: #""base":\#(answer.version)"#)
      let (status2, text) = try await post(
        head + current + #""periods","entries":[\#(late)]}]}"#)
      #expect(status2 == 200, "\(text)")
      let refused = try ScheduleSyncAnswer(jsonText: text)
      #expect(refused.outcomes.map(\.kind) == [.refused])
      #expect(refused.outcomes.first?.reason?.contains("must come after") == true, "\(text)")
    }
  }
}
