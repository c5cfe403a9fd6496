import Foundation
import PickerKit
import Testing

@testable import Thermostat

@Suite("The thermostat schedule")
struct ScheduleTests {
  @Test("The Energy Star schedule: 70/78 wake, 62/85 leave, 70/78 return, 62/82 sleep")
  func energyStar() throws {
    let schedule = ThermostatSchedule.energyStar()
    let weekdays = try #require(schedule.days[.weekdays])
    #expect(weekdays.map(\.timeText) == ["06:00", "08:00", "18:00", "22:00"])
    #expect(weekdays.map { $0.heat.value } == [70, 62, 70, 62])
    #expect(weekdays.map { $0.cool.value } == [78, 85, 78, 82])
    #expect(schedule.days[.weekend] == weekdays)
    // It passes every rule it enforces.
    #expect(throws: Never.self) { try ThermostatSchedule(scale: .fahrenheit, days: schedule.days) }
  }

  @Test("°F and °C show without drift: 68 °F shows 20 °C and goes back to 68 °F")
  func noDrift() {
    let sixtyEight = Temperature(68, .fahrenheit)
    #expect(sixtyEight.shown(in: .celsius) == 20)
    #expect(sixtyEight.shown(in: .fahrenheit) == 68)
    #expect(Temperature(21, .celsius).shown(in: .fahrenheit) == 70)  // 69.8 -> 70
    #expect(Temperature(exact("20.5"), .celsius).fahrenheit == Ratio(exact("68.9")))
    // Every whole °F in range survives a trip through the °C display.
    for f in 45...90 {
      let shown = Temperature(ExactNumber(f), .fahrenheit).shown(in: .celsius)
      let back = Ratio(Temperature(shown, .celsius).shown(in: .fahrenheit))
      #expect((back - Ratio(f)).magnitude <= Ratio(1))
    }
  }

  @Test("Heat into the deadband pushes cool up, as thermostats do; no room is refused")
  func deadband() throws {
    var schedule = ThermostatSchedule.energyStar()
    let note = try schedule.setHeat(.weekdays, .wake, to: 77)
    #expect(note == "cooling setpoint raised to 80 °F to stay 3 °F above heating")
    #expect(schedule.entry(.weekdays, .wake)?.cool.value == 80)
    #expect(
      throws: ScheduleError.noRoom(
        "a heating setpoint of 88 °F leaves no room for cooling: the cooling setpoint must be at "
          + "least 3 °F above it and at most 90 °F"
      )
    ) {
      try schedule.setHeat(.weekdays, .wake, to: 88)
    }
    let lowered = try schedule.setCool(.weekdays, .sleep, to: 64)
    #expect(lowered == "heating setpoint lowered to 61 °F to stay 3 °F below cooling")
  }

  @Test("Setpoints outside the range or off the grid are refused in thermostat terms")
  func setpoints() throws {
    var schedule = ThermostatSchedule.energyStar()
    #expect(throws: ScheduleError.outOfRange("the heating setpoint must be 45-90 °F, got 40 °F")) {
      try schedule.setHeat(.weekend, .wake, to: 40)
    }
    #expect(
      throws: ScheduleError.outOfRange("the heating setpoint must be a whole °F, got 70.5 °F")
    ) {
      try TemperatureScale.fahrenheit.setpoint("70.5", for: .heat)
    }
    #expect(
      throws: ScheduleError.outOfRange("the cooling setpoint is a number of °F (45-90), got 7x")
    ) {
      try TemperatureScale.fahrenheit.setpoint("7x", for: .cool)
    }
    #expect(try TemperatureScale.celsius.setpoint(" 21.5 ", for: .cool) == exact("21.5"))
    schedule.scale = .celsius
    #expect(
      throws: ScheduleError.outOfRange(
        "the heating setpoint must be in steps of 0.5 °C, got 20.3 °C")
    ) {
      try schedule.setHeat(.weekend, .wake, to: exact("20.3"))
    }
    try schedule.setHeat(.weekend, .wake, to: exact("20.5"))
    #expect(schedule.entry(.weekend, .wake)?.heat.shown(in: .fahrenheit) == 69)
  }

  @Test("Period times stay in order")
  func order() throws {
    var schedule = ThermostatSchedule.energyStar()
    #expect(throws: ScheduleError.outOfOrder("weekdays: Wake at 06:00 must come after ... ")) {
      throw ScheduleError.outOfOrder("weekdays: Wake at 06:00 must come after ... ")
    }
    do {
      try schedule.setTime(.weekdays, .leave, minute: 5 * 60 + 30)
      Issue.record("an out-of-order time was accepted")
    } catch {
      #expect(error.description == "weekdays: Leave at 05:30 must come after Wake at 06:00")
    }
    try schedule.setTime(.weekdays, .leave, minute: 7 * 60 + 45)
    #expect(schedule.entry(.weekdays, .leave)?.timeText == "07:45")
    #expect(throws: ScheduleError.badTime(7 * 60 + 40, interval: 15)) {
      try schedule.setTime(.weekdays, .leave, minute: 7 * 60 + 40)
    }
  }

  @Test("Inputs are pickers: 45-90 whole °F, 7-32 half °C")
  func inputs() throws {
    let fahrenheit = try ThermostatInputs.setpoint(.fahrenheit)
    #expect(try fahrenheit.nearest(toAnswer: "95").text == "90")
    let celsius = try ThermostatInputs.setpoint(.celsius)
    #expect(try celsius.nearest(toAnswer: "21.3").text == "21.5")
    #expect(
      try timeWheels().nearest(toAnswer: "06:07").fields.timeText
        == "06:00")
  }

  @Test("Weekdays and weekend become seven days and back; Monday and Saturday lead the way back")
  func layout() throws {
    var schedule = ThermostatSchedule.energyStar()
    #expect(schedule.layout == .weekdaysWeekend)
    try schedule.setHeat(.weekend, .wake, to: 68)
    #expect(schedule.setLayout(.eachDay) == nil)
    #expect(schedule.groups == DayGroup.eachDay)
    #expect(schedule.entry(.sunday, .wake)?.heat.value == 68)
    #expect(schedule.entry(.tuesday, .wake)?.heat.value == 70)
    try schedule.setHeat(.friday, .sleep, to: 60)
    let note = schedule.setLayout(.weekdaysWeekend)
    #expect(
      note
        == "weekdays follow Monday and the weekend Saturday; the programs of Friday were replaced")
    #expect(schedule.entry(.weekdays, .sleep)?.heat.value == 62)
    #expect(throws: ScheduleError.self) { try DayLayout(parsing: "fortnight") }
    // Whatever was done, the schedule keeps every rule.
    #expect(throws: Never.self) {
      try ThermostatSchedule(scale: schedule.scale, days: schedule.days)
    }
  }

  @Test("A day's periods copy to other days of the same layout")
  func copy() throws {
    var schedule = ThermostatSchedule.energyStar()
    schedule.setLayout(.eachDay)
    try schedule.setTime(.monday, .leave, minute: 7 * 60 + 30)
    let note = try schedule.copy(.monday, to: [.friday, .wednesday, .monday])
    #expect(note == "Monday's program copied to Wednesday, Friday")
    #expect(schedule.days[.wednesday] == schedule.days[.monday])
    #expect(schedule.days[.friday] == schedule.days[.monday])
    #expect(schedule.days[.tuesday] != schedule.days[.monday])
    #expect(throws: ScheduleError.notInLayout(.weekend, .eachDay)) {
      try schedule.copy(.monday, to: [.weekend])
    }
    #expect(throws: ScheduleError.badSetting("copy Monday to at least one other day")) {
      try schedule.copy(.monday, to: [.monday])
    }
  }
}
