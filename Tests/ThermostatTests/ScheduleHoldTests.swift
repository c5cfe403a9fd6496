import Foundation
import PickerKit
import PickerTestSupport
import Testing

@testable import Thermostat

/// Holds: a pair of setpoints over the program from one moment to a later one, the setpoints that
/// apply at any moment (holds first), their rules, undo, and how they are kept and synced.
@Suite("A thermostat hold")
struct ScheduleHoldTests {
  static let away = ScheduleHold(
    start: LocalDateTime(year: 2026, month: 12, day: 20, hour: 8),
    end: LocalDateTime(year: 2027, month: 1, day: 2, hour: 18),
    heat: Temperature(55, .fahrenheit), cool: Temperature(85, .fahrenheit))

  /// The program's setpoints at a moment, found another way: Foundation's calendar walks back a
  /// quarter hour at a time until a period of that day's group starts.
  static func programOracle(_ schedule: ThermostatSchedule, at moment: LocalDateTime)
    -> ScheduleEntry?
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    guard
      var date = calendar.date(
        from: DateComponents(
          year: moment.year, month: moment.month, day: moment.day, hour: moment.hour,
          minute: moment.minute))
    else { return nil }
    let names: [DayGroup] = [
      .sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday,
    ]
    for _ in 0..<(3 * 24 * 60) {
      let parts = calendar.dateComponents([.weekday, .hour, .minute], from: date)
      let day = names[(parts.weekday ?? 1) - 1]
      let group =
        schedule.layout == .eachDay ? day : (day.rawValue.hasPrefix("s") ? .weekend : .weekdays)
      let minute = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
      if let entry = schedule.days[group]?.first(where: { $0.minute == minute }) { return entry }
      date = date.addingTimeInterval(-60)
    }
    return nil
  }

  @Test(
    "At 3,000 seeded moments on seeded schedules, the setpoints are a hold's inside it and the program's otherwise, as a calendar walk finds them"
  )
  func setpointsAtMoments() throws {
    var random = SeededRandom(name: "setpoints at a moment")
    var inHolds = 0
    for _ in 0..<60 {
      var edited = EditedSchedule(.energyStar())
      if Bool.random(using: &random) { try edited.apply(.layout(.eachDay)) }
      for _ in 0..<6 {
        let group = edited.schedule.groups.randomElement(using: &random) ?? .weekdays
        let period = Period.allCases.randomElement(using: &random) ?? .wake
        _ = try? edited.apply(
          .time(group, period, minute: Int.random(in: 0..<96, using: &random) * 15))
        _ = try? edited.apply(
          .setpoint(group, period, .heat, ExactNumber(Int.random(in: 55...75, using: &random))))
      }
      for _ in 0..<3 {
        let start = LocalDateTime(
          year: 2026, month: 12, day: Int.random(in: 1...28, using: &random),
          hour: Int.random(in: 0..<24, using: &random),
          minute: Int.random(in: 0..<4, using: &random) * 15)
        var end = start
        end.day = min(start.day + Int.random(in: 0...3, using: &random), 31)
        end.hour = Int.random(in: 0..<24, using: &random)
        _ = try? edited.apply(
          .hold(
            ScheduleHold(
              start: start, end: end, heat: Temperature(50, .fahrenheit),
              cool: Temperature(ExactNumber(Int.random(in: 80...90, using: &random)), .fahrenheit)))
        )
      }
      let schedule = edited.schedule
      for _ in 0..<50 {
        let moment = LocalDateTime(
          year: 2026, month: 12, day: Int.random(in: 1...31, using: &random),
          hour: Int.random(in: 0..<24, using: &random),
          minute: Int.random(in: 0..<60, using: &random))
        let active = schedule.setpoints(at: moment)
        if let hold = schedule.holds.first(where: { $0.start <= moment && moment < $0.end }) {
          inHolds += 1
          #expect(active == ActiveSetpoints(heat: hold.heat, cool: hold.cool, source: .hold(hold)))
        } else {
          let entry = try #require(Self.programOracle(schedule, at: moment))
          #expect(active.heat == entry.heat && active.cool == entry.cool, "\(moment)")
          guard case .program(_, let period) = active.source else {
            Issue.record("\(moment) is in no hold")
            continue
          }
          #expect(period == entry.period)
        }
      }
    }
    #expect(inHolds > 100, "\(inHolds) moments fell in a hold")
  }

  @Test("A hold holds from its start up to its end; the program applies before and after")
  func edges() throws {
    var schedule = ThermostatSchedule.energyStar()
    try schedule.hold(Self.away)
    #expect(schedule.setpoints(at: Self.away.start).source == .hold(Self.away))
    let before = LocalDateTime(year: 2026, month: 12, day: 20, hour: 7, minute: 59)
    // December 20, 2026 is a Sunday: the weekend's Wake, from 6:00.
    #expect(schedule.setpoints(at: before).source == .program(.weekend, .wake))
    // January 2, 2027 at 18:00 is a Saturday's Return, starting as the hold ends.
    #expect(schedule.setpoints(at: Self.away.end).source == .program(.weekend, .return))
    // Before Monday's Wake, Sunday night's Sleep still applies.
    let early = LocalDateTime(year: 2026, month: 11, day: 30, hour: 5)
    #expect(schedule.setpoints(at: early).source == .program(.weekend, .sleep))
  }

  @Test(
    "Holds are refused saying why: an empty range, off the grid, no deadband, an overlap, a 21st")
  func refusals() throws {
    var edited = EditedSchedule(.energyStar())
    try edited.apply(.hold(Self.away))
    func refused(_ hold: ScheduleHold) -> String {
      var copy = edited
      do {
        try copy.apply(.hold(hold))
        return ""
      } catch {
        #expect(copy == edited, "a refused hold changed nothing")
        return error.description
      }
    }
    let day = LocalDateTime(year: 2027, month: 3, day: 1, hour: 8)
    let warm = Temperature(60, .fahrenheit)
    let cool = Temperature(80, .fahrenheit)
    #expect(
      refused(ScheduleHold(start: day, end: day, heat: warm, cool: cool))
        == "the hold 2027-03-01T08:00/2027-03-01T08:00 ends when it starts: a hold ends after its start"
    )
    var offGrid = day
    offGrid.minute = 7
    #expect(
      refused(ScheduleHold(start: day, end: offGrid, heat: warm, cool: cool))
        .hasPrefix("the hold 2027-03-01T08:00/2027-03-01T08:07 is off the 15-minute grid"))
    #expect(
      refused(
        ScheduleHold(
          start: day, end: LocalDateTime(year: 2027, month: 3, day: 2), heat: warm,
          cool: Temperature(62, .fahrenheit)))
        == "a hold's cooling setpoint 62 °F must be at least 3 °F above its heating setpoint 60 °F")
    #expect(
      refused(
        ScheduleHold(
          start: day, end: LocalDateTime(year: 2027, month: 3, day: 2),
          heat: Temperature(40, .fahrenheit),
          cool: cool)) == "the heating setpoint must be 45-90 °F, got 40 °F")
    let inside = LocalDateTime(year: 2026, month: 12, day: 24)
    #expect(
      refused(
        ScheduleHold(
          start: inside, end: LocalDateTime(year: 2027, month: 2, day: 1), heat: warm, cool: cool)
      )
      .contains("overlaps the hold 2026-12-20T08:00/2027-01-02T18:00"))
    // A hold may start as another ends.
    #expect(
      refused(
        ScheduleHold(
          start: Self.away.end, end: LocalDateTime(year: 2027, month: 1, day: 3), heat: warm,
          cool: cool)) == "")
    for month in 1...ThermostatSchedule.holdLimit - 1 {
      try edited.apply(
        .hold(
          ScheduleHold(
            start: LocalDateTime(year: 2028, month: month % 12 + 1, day: month),
            end: LocalDateTime(year: 2028, month: month % 12 + 1, day: month, hour: 12),
            heat: warm, cool: cool)))
    }
    #expect(edited.schedule.holds.count == ThermostatSchedule.holdLimit)
    #expect(
      refused(
        ScheduleHold(
          start: day, end: LocalDateTime(year: 2027, month: 3, day: 2), heat: warm, cool: cool))
        == "a schedule keeps at most 20 holds: end one first")
    #expect(edited.schedule.holds == edited.schedule.holds.sorted { $0.start < $1.start })
  }

  @Test(
    "A hold and its end are read as typed, noted in the reader's words, and undone like any change")
  func requestsAndUndo() throws {
    var edited = EditedSchedule(.energyStar(scale: .celsius))
    let clock = try timeWheels("de_DE", .twentyFour)
    let symbols = try #require(Platform.foundation().locale("de_DE")).numbers
    let note = try edited.answer(
      .hold(range: "2026-12-20T08:00/2027-01-02T18:00", heat: "13.5", cool: "29"), clock: clock,
      symbols: symbols)
    // As German wheels on a 24-hour clock write both ends.
    let range = "20 Dezember 2026, 08:00 – 2 Januar 2027, 18:00"
    #expect(note == "held at 13,5 °C heating, 29 °C cooling: \(range)")
    #expect(edited.undo?.name == "Undo hold")
    // Shown in °F once the schedule is, as every setpoint is.
    try edited.apply(.scale(.fahrenheit))
    let view = try edited.view(
      name: "home", clock: .twentyFour, locale: try #require(Platform.foundation().locale("en_US")),
      on: .foundation(), at: LocalDateTime(year: 2026, month: 12, day: 25))
    let reading = JSONReading(view)
    // 13.5 °C is 56.3 °F: shown on the °F grid, as a program's setpoints are.
    #expect(try reading.member("holds").elements()[0].member("heatText").string() == "56 °F")
    #expect(try reading.member("now").member("source").string() == "hold")
    // No hold starts then: the refusal names the ones that do.
    let none = try #require(
      throws: ScheduleError.self,
      performing: {
        try edited.answer(
          .release(start: "2026-12-21T08:00"), clock: clock, symbols: symbols)
      })
    #expect(
      none.description
        == "no hold starts at 2026-12-21T08:00: the holds start at 2026-12-20T08:00")
    let ended = try edited.answer(
      .release(start: "2026-12-20T08:00"), clock: clock, symbols: symbols)
    #expect(ended == "hold ended (\(range)): the program applies then")
    #expect(edited.schedule.holds.isEmpty)
    _ = try edited.takeBack()
    #expect(edited.schedule.holds.count == 1)
    // A refusal is in the reader's signs, as the note is.
    let offGrid = try #require(
      throws: ScheduleError.self,
      performing: {
        try edited.answer(
          .edit(field: "heat", group: "weekdays", period: "wake", value: "20.3"), clock: clock,
          symbols: symbols)
      })
    #expect(offGrid.description == "the heating setpoint must be a whole °F, got 20,3 °F")
    // The default replaces the programs and keeps the holds.
    try edited.apply(.reset)
    #expect(edited.schedule.holds.count == 1)
    for (range, message) in [
      ("2026-12-20", "a hold's range: \"2026-12-20\" is not in the form START/END"),
      ("2026-12-20T08:00/2026-12-19T08:00", "a hold's range: the end 2026-12-19T08:00 is before"),
    ] {
      var copy = edited
      do {
        _ = try copy.answer(
          .hold(range: range, heat: "55", cool: "85"), clock: clock, symbols: symbols)
        Issue.record("\(range) was taken")
      } catch {
        #expect(error.description.hasPrefix(message), "\(error)")
      }
    }
  }

  @Test("Holds are kept as JSON and synced as one item: the first change to reach the server wins")
  func keptAndSynced() throws {
    var schedule = ThermostatSchedule.energyStar()
    try schedule.hold(Self.away)
    let read = try ThermostatSchedule(json: JSONReading(schedule.json))
    #expect(read == schedule)
    // A schedule kept before holds existed (no `holds` member) reads as one without any.
    var old = schedule.json
    #expect(JSONWriter.text(of: old).contains(#""holds":"#))
    if case .object(var object) = old {
      object["holds"] = nil
      old = .object(object)
    }
    #expect(try ThermostatSchedule(json: JSONReading(old)).holds.isEmpty)

    let change = try #require(ScheduleEditChange(from: .energyStar(), to: schedule))
    #expect(change == .holds([Self.away]))
    #expect(change.items == [.holds])
    let edit = ScheduleEdit(id: ItemID(UUID().uuidString)!, base: 0, change: change)
    #expect(try ScheduleEdit(json: JSONReading(edit.json)) == edit)

    // The server's schedule at version 0; each device's edit is made on it.
    var server = SyncedSchedule(edited: EditedSchedule(.energyStar()))
    let first = ItemID(UUID().uuidString)!
    let second = ItemID(UUID().uuidString)!
    let outcomes = server.apply([edit], from: first)
    #expect(outcomes.map(\.kind) == [.applied])
    #expect(server.edited?.schedule.holds == [Self.away])
    // Another device's holds made on the same version come second: the first stands.
    let other = ScheduleEdit(id: ItemID(UUID().uuidString)!, base: 0, change: .holds([]))
    #expect(server.apply([other], from: second).map(\.kind) == [.changedElsewhere])
    // A program's edit on that version still applies: holds and periods are items of their own.
    var programmed = ThermostatSchedule.energyStar()
    try programmed.setTime(.weekdays, .wake, minute: 5 * 60)
    let periods = try #require(ScheduleEditChange(from: .energyStar(), to: programmed))
    #expect(
      server.apply(
        [ScheduleEdit(id: ItemID(UUID().uuidString)!, base: 0, change: periods)], from: second
      )
      .map(\.kind) == [.applied])
    #expect(server.edited?.schedule.holds == [Self.away])
  }
}
