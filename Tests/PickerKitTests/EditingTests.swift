import Foundation
import Testing

@testable import PickerKit

@Suite("Type-to-set, spinning and stepping with carry")
struct EditingTests {
  private func typing(_ keys: String, into picker: PatternPicker) -> Typing {
    var state = Typing(
      rows: picker.initialSelection().rows, focus: picker.firstAdjustableWheel, refusal: nil)
    for key in keys { state = picker.type(key, atWheel: state.focus, in: state.rows) }
    return state
  }

  @Test("Typing 125437 fills 59:59.99 left to right, skipping separators")
  func typeToSet() throws {
    let picker = try PatternPicker(pattern: WheelPattern("59:59.99"))
    let typed = typing("125437", into: picker)
    #expect(picker.pattern.text(of: typed.rows) == "12:54.37")
    #expect(try picker.value(of: typed.rows).description == "774.37")
    #expect(typed.refusal == nil)
  }

  @Test("A digit its wheel cannot hold is refused, not clamped")
  func refusedDigit() throws {
    let picker = try PatternPicker(pattern: WheelPattern("59:59"))
    let start = typing("1", into: picker)
    let refused = picker.type("7", atWheel: 3, in: start.rows)
    #expect(refused.rows == start.rows)
    #expect(refused.focus == 3)
    #expect(refused.refusal == "7 does not fit wheel 4: it holds 0-5")
  }

  @Test("Minus and plus set the sign wheel from any wheel")
  func signKeys() throws {
    let picker = try PatternPicker(pattern: WheelPattern("±99.9"))
    let typed = typing("-035", into: picker)
    #expect(picker.pattern.text(of: typed.rows) == "-03.5")
    let none = try PatternPicker(pattern: WheelPattern("99.9"))
    #expect(
      none.type("-", atWheel: 0, in: [0, 0, 0, 0]).refusal
        == "99.9 has no sign wheel: its values are 0 or more")
  }

  @Test("Stepping a wheel's unit carries: 0:59 + 1 second is 1:00")
  func carry() throws {
    let picker = try PatternPicker(pattern: WheelPattern("59:59"))
    let start = try picker.accept("0:59").rows
    let stepped = picker.step(wheel: 4, by: 1, in: start)
    #expect(stepped.text == "01:00")
    let back = picker.step(wheel: 4, by: -1, in: stepped.rows)
    #expect(back.text == "00:59")
    // Tens of seconds: 0:55 + 10 s is 1:05.
    #expect(picker.step(wheel: 3, by: 1, in: try picker.accept("0:55").rows).text == "01:05")
  }

  @Test("Wheels that do not exist change nothing and crash nothing")
  func missingWheels() throws {
    let picker = try PatternPicker(pattern: WheelPattern("59:59"))
    let start = try picker.accept("12:34").rows
    for wheel in [-1, 5, 99, Int.max] {
      #expect(picker.step(wheel: wheel, by: 1, in: start).rows == start)
      #expect(picker.spin(wheel: wheel, by: 1, in: start).rows == start)
      #expect(picker.select(row: 3, inWheel: wheel, of: start).rows == start)
    }
    for count in [Int.max, Int.min, Int.max - 1] {
      #expect(picker.spin(wheel: 0, by: count, in: start).rows.count == start.count)
      #expect(picker.step(wheel: 4, by: count, in: start).reason != nil)
    }
    let dates = try DateWheelPicker(mode: .dateAndTime, timeZone: .gmt)
    let now = dates.rows(for: LocalDateTime(year: 2025, month: 6, day: 1, hour: 12))
    for field in [DateWheel.Field.minute, .hour, .day, .month, .year] {
      #expect(dates.step(field, by: Int.max, in: now).fields <= dates.maximum)
      #expect(dates.step(field, by: Int.min, in: now).fields >= dates.minimum)
    }
    #expect(dates.spin(wheel: 0, by: Int.min, in: now).rows.count == now.count)
    // A focus past the end means the last wheel.
    #expect(picker.type("5", atWheel: Int.max, in: start).rows.last == 5)
  }

  @Test("Stepping stops at the maximum and says so")
  func stepStopsAtMaximum() throws {
    let picker = try PatternPicker(pattern: WheelPattern("59:59"))
    let top = picker.step(wheel: 1, by: 1, in: try picker.accept("59:30").rows)
    #expect(top.text == "59:59")
    #expect(top.reason == .aboveMaximum("3630", maximum: "59:59 (3599)"))
  }

  @Test("Stepping finer than the step grid still moves one step")
  func stepOnGrid() throws {
    let picker = try PatternPicker(
      pattern: WheelPattern("99.9"),
      constraints: ValueConstraints(minimum: 7, maximum: 32, step: 0.5))
    let start = try picker.accept("21").rows
    #expect(picker.step(wheel: 3, by: 1, in: start).text == "21.5")
    #expect(picker.step(wheel: 3, by: -1, in: start).text == "20.5")
  }

  @Test("Spinning one wheel wraps without carrying, then corrects")
  func spin() throws {
    let picker = try PatternPicker(pattern: WheelPattern("59:59"))
    let start = try picker.accept("12:59").rows
    #expect(picker.spin(wheel: 4, by: 1, in: start).text == "12:50")
    #expect(picker.spin(wheel: 0, by: -2, in: start).text == "52:59")
    let thermostat = try PatternPicker(
      pattern: WheelPattern("99"), constraints: ValueConstraints(minimum: 45, maximum: 90))
    let bounced = thermostat.spin(wheel: 0, by: -1, in: try thermostat.accept("47").rows)
    #expect(bounced.text == "45")
    #expect(bounced.reason == .belowMinimum("37", minimum: "45"))
  }

  @Test("A negative zero selection stays as the person left it")
  func negativeZero() throws {
    let picker = try PatternPicker(pattern: WheelPattern("±9.9"))
    let corrected = picker.nearestValid(to: [1, 0, 0, 0])
    #expect(corrected.rows == [1, 0, 0, 0])
    #expect(corrected.value.units == 0)
  }
}
