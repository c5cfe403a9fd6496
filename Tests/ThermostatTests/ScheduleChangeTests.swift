import Foundation
import PickerKit
import Testing

@testable import Thermostat

@Suite("Editing a schedule: changes, their notes, and undo")
struct ScheduleChangeTests {
  @Test("An edit as the editor sends it is read by the schedule's own rules")
  func readsEdits() throws {
    let schedule = ThermostatSchedule.energyStar()
    let wheels = try timeWheels()
    #expect(
      try ScheduleChange(
        field: "heat", group: "weekdays", period: "wake", value: "68", in: schedule, clock: wheels)
        == .setpoint(.weekdays, .wake, .heat, 68))
    #expect(
      try ScheduleChange(
        field: "time", group: "weekend", period: "sleep", value: "22:30", in: schedule,
        clock: wheels)
        == .time(.weekend, .sleep, minute: 22 * 60 + 30))
    #expect(
      try ScheduleChange(
        field: "scale", group: nil, period: nil, value: "C", in: schedule, clock: wheels)
        == .scale(.celsius))
    // Refusals say what was wrong and what is allowed.
    #expect(throws: ScheduleError.self) {
      try ScheduleChange(
        field: "heat", group: "weekdays", period: "wake", value: "91", in: schedule, clock: wheels)
    }
    do {
      _ = try ScheduleChange(
        field: "humidity", group: "weekdays", period: "wake", value: "40", in: schedule,
        clock: wheels)
      Issue.record("an unknown field was taken")
    } catch {
      #expect(error.description == "the field is heat, cool, time or scale, got humidity")
    }
    do {
      _ = try ScheduleChange.copy(from: "funday", to: ["monday"])
      Issue.record("an unknown day was taken")
    } catch {
      #expect(error.description.hasPrefix("a day is weekdays, weekend, monday,"))
      #expect(error.description.hasSuffix("got funday"))
    }
    #expect(throws: ScheduleError.self) {
      try ScheduleChange.copy(from: "monday", to: Array(repeating: "tuesday", count: 10))
    }
  }

  @Test("Each change answers what it did and what else moved")
  func notes() throws {
    var edited = EditedSchedule(.energyStar())
    #expect(
      try edited.apply(.setpoint(.weekdays, .wake, .heat, 77))
        == "Weekdays Wake heating setpoint set to 77 °F; cooling setpoint raised to 80 °F to stay "
        + "3 °F above heating")
    #expect(
      try edited.apply(.time(.weekdays, .leave, minute: 8 * 60 + 30))
        == "Weekdays Leave starts at 08:30")
    #expect(try edited.apply(.reset) == "Energy Star default set; Undo puts your schedule back")
    #expect(edited.undo?.name == "Undo Energy Star default")
  }

  @Test("Undo takes back the last change in one step, even where setpoints passed each other")
  func undoPassingSetpoints() throws {
    // 84/88 wake: going back from the default's 70/78 would need cool raised before heat, one
    // field at a time; undo restores the whole schedule instead.
    var edited = EditedSchedule(.energyStar())
    try edited.apply(.setpoint(.weekdays, .wake, .cool, 88))
    try edited.apply(.setpoint(.weekdays, .wake, .heat, 84))
    let mine = edited.schedule
    try edited.apply(.reset)
    #expect(edited.schedule == .energyStar())
    let note = try edited.takeBack()
    #expect(note == "Energy Star default taken back: your schedule is as it was")
    #expect(edited.schedule == mine)
    #expect(edited.undo == nil)
    // Nothing left to take back is refused, and says so.
    #expect(throws: ScheduleError.badSetting("there is no change to undo")) {
      try edited.takeBack()
    }
  }

  @Test("A refused change keeps the schedule and its undo as they were")
  func refusedChangeKeepsUndo() throws {
    var edited = EditedSchedule(.energyStar())
    try edited.apply(.setpoint(.weekend, .sleep, .heat, 60))
    let before = edited
    #expect(throws: ScheduleError.self) { try edited.apply(.setpoint(.weekdays, .wake, .heat, 88)) }
    #expect(edited == before)
  }

  @Test("Undo brings seven days back from a join, with each day's own program")
  func undoLayout() throws {
    var edited = EditedSchedule(.energyStar())
    try edited.apply(.layout(.eachDay))
    try edited.apply(.setpoint(.tuesday, .wake, .heat, 67))
    let note = try edited.apply(.layout(.weekdaysWeekend))
    #expect(note.contains("Tuesday"))
    _ = try edited.takeBack()
    #expect(edited.schedule.layout == .eachDay)
    #expect(edited.schedule.entry(.tuesday, .wake)?.heat.value == 67)
  }

  /// Energy Star's °F program on the half-degree °C grid, rounded half up by hand:
  /// 70 °F = 21.11 °C -> 21, 78 °F = 25.56 -> 25.5, 62 °F = 16.67 -> 16.5, 85 °F = 29.44 -> 29.5,
  /// 82 °F = 27.78 -> 28.
  @Test("In a °C locale a new schedule starts in °C, on the half-degree grid")
  func celsiusStart() throws {
    #expect(TemperatureScale(locale: localeData("en_US")) == .fahrenheit)
    for identifier in ["de_DE", "en_GB", "fr_FR", "ja_JP", "en_CA"] {
      #expect(TemperatureScale(locale: localeData(identifier)) == .celsius)
    }
    let schedule = ThermostatSchedule.energyStar(for: localeData("de_DE"))
    #expect(schedule.scale == .celsius)
    let weekdays = try #require(schedule.days[.weekdays])
    #expect(
      weekdays.map(\.heat) == ["21", "16.5", "21", "16.5"].map { Temperature(exact($0), .celsius) })
    #expect(
      weekdays.map(\.cool)
        == ["25.5", "29.5", "25.5", "28"].map { Temperature(exact($0), .celsius) })
    #expect(throws: Never.self) { try ThermostatSchedule(scale: .celsius, days: schedule.days) }
    // Edits step on the °C grid from the first change.
    var edited = EditedSchedule(schedule)
    #expect(
      try edited.apply(.setpoint(.weekdays, .wake, .heat, exact("21.5")))
        == "Weekdays Wake heating setpoint set to 21.5 °C")
    // A reset keeps the scale the person chose.
    try edited.apply(.scale(.fahrenheit))
    try edited.apply(.reset)
    #expect(edited.schedule == .energyStar(scale: .fahrenheit))
  }

  @Test("A schedule's minute interval is one its time wheels take, so a stored one always opens")
  func minuteIntervals() throws {
    let days = ThermostatSchedule.energyStar().days
    for interval in DateWheelPicker.minuteIntervals {
      let schedule = try ThermostatSchedule(
        scale: .fahrenheit, minuteInterval: interval, days: days)
      #expect(throws: Never.self) {
        try timeWheels(minuteInterval: schedule.minuteInterval)
      }
    }
    // An hour is not a row of the minute wheel: the time picker refuses it, and so does the
    // schedule.
    #expect(throws: (any Error).self) { try timeWheels(minuteInterval: 60) }
    do {
      _ = try ThermostatSchedule(scale: .fahrenheit, minuteInterval: 60, days: days)
      Issue.record("a 60-minute interval was taken")
    } catch {
      // The time wheels' own refusal, word for word.
      #expect(error.description == DateWheelPicker.intervalMessage(60))
      #expect(error.description.hasSuffix("(1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30), got 60"))
    }
  }
}
