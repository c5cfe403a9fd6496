import Foundation
import PickerKit
import Testing

/// The form model: fields edited together, bounds that name another field.
@Suite("Forms")
struct FormTests {
  /// Heating 45-85 and cooling at least `deadband` above it, up to 90, as a thermostat asks.
  static func thermostat(deadband: Decimal = 2) throws -> Form {
    let pattern = try WheelPattern("99")
    return try Form(fields: [
      Form.Field(name: "heat", label: "Heating") { _ in
        try PatternPicker(pattern: pattern, constraints: ValueConstraints(minimum: 45, maximum: 85))
      },
      Form.Field(name: "cool", label: "Cooling", dependencies: ["heat"]) { texts in
        let heat = try pattern.value(parsing: texts["heat"] ?? "45").decimal
        return try PatternPicker(
          pattern: pattern, constraints: ValueConstraints(minimum: heat + deadband, maximum: 90))
      },
    ])
  }

  @Test("Tab moves between fields, Enter on the last submits, typing goes to the focused field")
  func keys() throws {
    let form = try Self.thermostat()
    let start = try form.initialState(starts: ["heat": "68", "cool": "76"])
    let outcome = form.apply(
      [.character("7"), .character("0"), .tab, .character("8"), .character("0"), .enter],
      to: start)
    #expect(outcome.submitted)
    #expect(outcome.texts == ["70", "80"])
    let back = form.apply([.tab, .backTab], to: start)
    #expect(back.state.focus == 0)
    #expect(!back.submitted)
  }

  @Test("Raising heating past cooling moves cooling up by the deadband, and says so")
  func dependentMoves() throws {
    let form = try Self.thermostat()
    let start = try form.initialState(starts: ["heat": "68", "cool": "70"])
    let outcome = form.apply([.character("8"), .character("0"), .tab], to: start)
    #expect(outcome.texts == ["80", "82"])
    #expect(outcome.message == "Cooling: 70 is below the minimum 82; moved to 82")
    // While heating is being typed, cooling's rows keep their meaning.
    let typing = form.apply([.character("8")], to: start)
    #expect(typing.texts[1] == "70")
  }

  @Test("A change that leaves a dependent no legal value is taken back with a reason")
  func impossibleChange() throws {
    let form = try Self.thermostat(deadband: 6)
    let start = try form.initialState(starts: ["heat": "68", "cool": "80"])
    let outcome = form.apply([.character("8"), .character("5"), .tab], to: start)
    #expect(outcome.texts[0] == "68")
    #expect(outcome.message?.hasPrefix("Heating cannot change so: field cool:") == true)
  }

  @Test("Answers are checked in bound order, whatever order the fields are listed in")
  func answers() throws {
    let form = try Self.thermostat()
    #expect(try form.answer(["cool": "80", "heat": "70"], nearest: false).texts == ["70", "80"])
    #expect(throws: FormError.self) {
      try form.answer(["cool": "71", "heat": "70"], nearest: false)
    }
    #expect(throws: FormError.self) { try form.answer(["heat": "70"], nearest: false) }
  }

  @Test("A form refuses duplicate names, unknown dependencies and cycles")
  func shape() throws {
    let pattern = try WheelPattern("9")
    let make: @Sendable ([String: String]) throws -> any Picker = { _ in
      try PatternPicker(pattern: pattern, constraints: ValueConstraints())
    }
    #expect(throws: FormError.duplicateName("a")) {
      try Form(fields: [
        Form.Field(name: "a", label: "A", make: make),
        Form.Field(name: "a", label: "A", make: make),
      ])
    }
    #expect(throws: FormError.unknownField("b", in: "a")) {
      try Form(fields: [Form.Field(name: "a", label: "A", dependencies: ["b"], make: make)])
    }
    #expect(throws: FormError.cycle(["a", "b", "a"])) {
      try Form(fields: [
        Form.Field(name: "a", label: "A", dependencies: ["b"], make: make),
        Form.Field(name: "b", label: "B", dependencies: ["a"], make: make),
      ])
    }
  }
}
