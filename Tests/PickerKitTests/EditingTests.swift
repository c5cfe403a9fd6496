import Foundation
import Testing

@testable import PickerCore
@testable import PickerKit

/// The one editing model: state + actions -> outcome, the same for every picker kind.
@Suite("Editing: typing, spinning and stepping with carry")
struct EditingTests {
  private func pattern(_ source: String, _ constraints: ValueConstraints = ValueConstraints())
    throws -> PatternPicker
  {
    try PatternPicker(pattern: WheelPattern(source), constraints: constraints)
  }

  /// Types keys from the picker's initial state, one action each.
  private func typing<P: Picker>(_ keys: String, into picker: P) -> PickerOutcome<P.Value> {
    picker.apply(keys.map { PickerAction.type($0) }, to: picker.initialState)
  }

  @Test(
    "Ready: a correction the person watched land is taken; one an entry's end made is shown first")
  func readiness() throws {
    let picker = try pattern("99", ValueConstraints(minimum: 45))
    let start = try picker.state(startingAt: "46")
    // Two notches down from 46 stop at the minimum, where the person sees the wheel land.
    let spun = picker.apply([.spin(wheel: 1, by: -2)], to: start)
    #expect(spun.text == "45" && spun.wasCorrected && spun.isReady)
    // 40 typed: not ready while typed, and not when the entry ends at 45.
    let typed = picker.apply([.type("4"), .type("0")], to: start)
    #expect(!typed.isReady)
    let settled = picker.apply(.settle, to: typed.state)
    #expect(settled.text == "45" && settled.wasCorrected && !settled.isReady)
    #expect(settled.message == "40 is below the minimum 45; moved to 45")
    // The next confirmation takes it; so does a settle with nothing typed.
    #expect(picker.apply(.settle, to: settled.state).isReady)
    #expect(picker.apply(.key(.enter), to: start).isReady)
    // Leaving the field ends the entry alike.
    #expect(!picker.apply([.type("4"), .type("0"), .focus(.previous)], to: start).isReady)
  }

  @Test("Typing 125437 on 59:59.99 enters 12:54.37 as on a calculator")
  func calculatorEntry() throws {
    let picker = try pattern("59:59.99")
    let typed = typing("125437", into: picker)
    #expect(typed.text == "12:54.37")
    #expect(typed.value.description == "774.37")
    #expect(typed.refusal == nil)
    #expect(typed.state.isEntering)
  }

  @Test("Digits shift in from the right: 5 is 5, 530 is 5:30, 8:03 with the colon")
  func shiftIn() throws {
    let picker = try pattern("59:59")
    #expect(typing("5", into: picker).text == "00:05")
    #expect(typing("530", into: picker).text == "05:30")
    #expect(typing("8:03", into: picker).text == "08:03")
  }

  @Test("More decimals than the pattern holds are refused, never dropped: 3.14 in 99.9")
  func tooManyDecimals() throws {
    let picker = try pattern("99.9")
    let typed = typing("3.14", into: picker)
    #expect(typed.text == "03.1")
    #expect(typed.refusal == .key(.noMoreDecimals(pattern: "99.9", places: 1)))
    #expect(typed.message == "99.9 holds 1 decimal: no more can be typed")
  }

  @Test("In 99x, 12.375 types 12 3/8 and every sixteenth can be typed by its title")
  func sixteenths() throws {
    let picker = try pattern("99x")
    #expect(typing("12.375", into: picker).text == "12 3/8")
    #expect(typing("12.5", into: picker).text == "12 1/2")
    #expect(typing("12.9375", into: picker).text == "12 15/16")
    for numerator in 1..<16 {
      let title = Sixteenths.title(numerator)
      let typed = typing("12 " + title, into: picker)
      #expect(typed.text == "12 \(title)", "12 \(title)")
      #expect(picker.apply(.settle, to: typed.state).text == "12 \(title)")
    }
    #expect(typing("3/8", into: picker).text == "00 3/8")
    #expect(typing("12.33", into: picker).refusal == .key(.notASixteenth(".33")))
  }

  @Test("A digit its wheel cannot hold is refused, not clamped")
  func refusedDigit() throws {
    let picker = try pattern("59:59")
    let typed = typing("17", into: picker)
    #expect(typed.text == "00:17")
    let refused = picker.apply(.type("7"), to: typed.state)
    #expect(refused.state == typed.state)
    #expect(refused.message == "7 does not fit the seconds, tens wheel: it holds 0-5")
  }

  @Test("Minus and plus set the sign wheel; a picker without one says so")
  func signKeys() throws {
    #expect(typing("-35", into: try pattern("±99.9")).text == "-35.0")
    let none = typing("-", into: try pattern("99.9"))
    #expect(none.message == "99.9 has no sign wheel: its values are 0 or more")
  }

  @Test("Erase takes back the last key of an entry")
  func erase() throws {
    let picker = try pattern("999.99")
    let typed = picker.apply(
      [.type("4"), .type("2"), .type("."), .type("1"), .erase], to: picker.initialState)
    #expect(typed.text == "042.00")
    #expect(picker.apply([.type("9")], to: typed.state).text == "042.90")
  }

  @Test("An entry is corrected when it ends, not while keys are coming")
  func settleAtTheEnd() throws {
    let picker = try pattern("99", ValueConstraints(minimum: 45, maximum: 90))
    let half = picker.apply([.type("5")], to: picker.initialState)
    #expect(half.text == "05")
    #expect(half.value.description == "45")
    let whole = picker.apply([.type("6")], to: half.state)
    #expect(whole.text == "56")
    let settled = picker.apply(.settle, to: half.state)
    #expect(settled.text == "45")
    #expect(settled.message == "05 is below the minimum 45; moved to 45")
  }

  @Test("Actions queued while a request was in flight apply in order")
  func queuedActions() throws {
    let picker = try pattern("999.999")
    let keys = "42.195".map { PickerAction.type($0) }
    let outcome = picker.apply(keys + [.settle], to: picker.initialState)
    #expect(outcome.text == "042.195")
    var state = picker.initialState
    for _ in 0..<5 { state = picker.apply(.spin(wheel: 2, by: 1), to: state).state }
    #expect(picker.apply([], to: state).text == "005.000")
    let five = picker.apply(
      Array(repeating: .spin(wheel: 2, by: 1), count: 5), to: picker.initialState)
    #expect(five.text == "005.000")
  }

  @Test("Stepping a wheel's unit carries: 0:59 + 1 second is 1:00")
  func carry() throws {
    let picker = try pattern("59:59")
    let start = try picker.answer("0:59", nearest: false).state
    let stepped = picker.apply(.step(wheel: 4, by: 1), to: start)
    #expect(stepped.text == "01:00")
    #expect(picker.apply(.step(wheel: 4, by: -1), to: stepped.state).text == "00:59")
    let tens = try picker.answer("0:55", nearest: false).state
    #expect(picker.apply(.step(wheel: 3, by: 1), to: tens).text == "01:05")
  }

  @Test("Stepping stops at the maximum and says so")
  func stepStopsAtMaximum() throws {
    let picker = try pattern("59:59")
    let top = picker.apply(
      .step(wheel: 1, by: 1), to: try picker.answer("59:30", nearest: false).state)
    #expect(top.text == "59:59")
    #expect(top.correction == .value(.aboveMaximum("3630", maximum: "59:59 (3599)")))
  }

  @Test("Spinning one wheel wraps without carrying, then corrects")
  func spin() throws {
    let picker = try pattern("59:59")
    let start = try picker.answer("12:59", nearest: false).state
    #expect(picker.apply(.spin(wheel: 4, by: 1), to: start).text == "12:50")
    #expect(picker.apply(.spin(wheel: 0, by: -2), to: start).text == "52:59")
    let thermostat = try pattern("99", ValueConstraints(minimum: 45, maximum: 90))
    let bounced = thermostat.apply(
      .spin(wheel: 0, by: -1), to: try thermostat.answer("47", nearest: false).state)
    #expect(bounced.text == "45")
    #expect(bounced.message == "37 is below the minimum 45; moved to 45")
  }

  @Test("Wheels, rows and counts from anywhere in Int change nothing they should not")
  func extremeInputs() throws {
    let picker = try pattern("59:59")
    let start = try picker.answer("12:34", nearest: false).state
    for wheel in [-1, 5, 99, Int.max, Int.min] {
      #expect(picker.apply(.step(wheel: wheel, by: 1), to: start).state.rows == start.rows)
      #expect(picker.apply(.spin(wheel: wheel, by: 1), to: start).state.rows == start.rows)
      #expect(picker.apply(.select(wheel: wheel, row: 3), to: start).state.rows == start.rows)
    }
    for count in [Int.max, Int.min, Int.max - 1, Int.min + 1] {
      #expect(picker.apply(.spin(wheel: 0, by: count), to: start).state.rows.count == 5)
      #expect(picker.apply(.step(wheel: 4, by: count), to: start).correction != nil)
      #expect(picker.apply(.select(wheel: 0, row: count), to: start).state.rows.count == 5)
    }
    let dates = try DateWheelPicker(mode: .date, timeZone: .gmt)
    let now = dates.state(rows: dates.rows(for: LocalDateTime(year: 2025, month: 6, day: 1)))
    for count in [Int.max, Int.min] {
      for wheel in 0..<3 {
        let spun = dates.apply(.spin(wheel: wheel, by: count), to: now)
        #expect(spun.value >= dates.minimum && spun.value <= dates.maximum)
        let stepped = dates.apply(.step(wheel: wheel, by: count), to: now)
        #expect(stepped.value >= dates.minimum && stepped.value <= dates.maximum)
      }
    }
  }

  @Test("POST /api/date's spin by Int.max on the year wheel answers instead of trapping")
  func dateSpinIntMax() throws {
    let dates = try DateWheelPicker(mode: .date, timeZone: .gmt)
    let state = dates.state(rows: [4, 9, 99])
    let spun = dates.apply(.spin(wheel: 0, by: Int.max), to: state)
    #expect(spun.state.rows.count == 3)
  }

  @Test("Turning a unit wheel converts, whether by key, scroll or tap: 1 kg is 1000 g")
  func unitTurn() throws {
    let mass = try MeasurePicker(dimension: .mass, units: ["kg", "g"])
    let kilogram = try mass.answer("1 kg", nearest: false).state
    let unitWheel = kilogram.rows.count - 1
    let tapped = mass.apply(.select(wheel: unitWheel, row: 1), to: kilogram)
    #expect(tapped.text == "1000.0 g")
    let spun = mass.apply(.spin(wheel: unitWheel, by: 1), to: kilogram)
    #expect(spun.text == "1000.0 g")
    let typed = mass.apply([.focus(.last), .type("g")], to: kilogram)
    #expect(typed.text == "1000.0 g")
    #expect(typed.state.focus == typed.state.rows.count - 1)
    let digits = try MeasurePicker(dimension: .mass, units: ["kg", "g"], unitTurn: .keepDigits)
    #expect(digits.apply(.select(wheel: unitWheel, row: 1), to: kilogram).text == "1.0 g")
  }

  @Test("A state sent back with a huge entry costs linear time and is dropped")
  func hugeEntry() throws {
    let picker = try pattern("999.99")
    var state = picker.initialState
    state.entry = PickerEntry(
      keys: String(repeating: "1", count: 16_000), wheel: 0, rows: state.rows)
    let outcome = picker.apply(.type("5"), to: state)
    #expect(outcome.text == "005.00")
  }
}
