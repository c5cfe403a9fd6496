import Foundation
import PickerKit
import PickerTestSupport
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
      Form.Field(name: "cool", label: "Cooling", dependencies: ["heat"]) { values in
        guard case .number(let heat) = values["heat"] else { throw FormError.noAnswer("heat") }
        return try PatternPicker(
          pattern: pattern,
          constraints: ValueConstraints(minimum: heat.decimal + deadband, maximum: 90))
      },
    ])
  }

  /// A form described as JSON, as picker form and the web's form route read it.
  static func described(_ json: String) throws -> FormSpec { try decoded(FormSpec.self, json) }

  static func decoded<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(json.utf8))
  }

  @Test("Tab moves between fields, Enter on the last submits, typing goes to the focused field")
  func keys() throws {
    let form = try Self.thermostat()
    let start = try form.initialState(starts: ["heat": "68", "cool": "76"])
    let outcome = form.apply(
      [.character("7"), .character("0"), .tab, .character("8"), .character("0"), .enter].map(
        FormAction.key), to: start)
    #expect(outcome.submitted)
    #expect(outcome.texts == ["70", "80"])
    let back = form.apply([.key(.tab), .key(.backTab)], to: start)
    #expect(back.state.focus == 0)
    #expect(!back.submitted)
  }

  @Test("A submit that had to correct the focused field shows it first; the next submit takes it")
  func correctedFieldIsShownFirst() throws {
    let form = try Self.thermostat()
    let start = try form.initialState(starts: ["heat": "68", "cool": "76"])
    let onCool = form.apply([.key(.tab)], to: start).state
    // 99 is above the cooling maximum of 90: Enter on the last field settles it to 90.
    let typed = form.apply(
      [.character("9"), .character("9"), .enter].map(FormAction.key), to: onCool)
    #expect(!typed.submitted)
    #expect(typed.texts[1] == "90")
    #expect(typed.notes[1] == "99 is above the maximum 90; moved to 90")
    let again = form.apply([.key(.enter)], to: typed.state)
    #expect(again.submitted)
    #expect(again.texts == ["68", "90"])
  }

  @Test("Raising heating past cooling moves cooling up by the deadband, and says so")
  func dependentMoves() throws {
    let form = try Self.thermostat()
    let start = try form.initialState(starts: ["heat": "68", "cool": "70"])
    let outcome = form.apply(
      [.character("8"), .character("0"), .tab].map(FormAction.key), to: start)
    #expect(outcome.texts == ["80", "82"])
    #expect(outcome.message == "Cooling: 70 is below the minimum 82; moved to 82")
    // While heating is being typed, cooling's rows keep their meaning.
    let typing = form.apply([.key(.character("8"))], to: start)
    #expect(typing.texts[1] == "70")
  }

  @Test("A change that leaves a dependent no legal value is taken back with a reason")
  func impossibleChange() throws {
    let form = try Self.thermostat(deadband: 6)
    let start = try form.initialState(starts: ["heat": "68", "cool": "80"])
    let outcome = form.apply(
      [.character("8"), .character("5"), .tab].map(FormAction.key), to: start)
    #expect(outcome.texts[0] == "68")
    #expect(
      outcome.message
        == "Heating: back to 68: field cool: minimum 91 is above the maximum 90")
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
    let make: @Sendable ([String: FieldValue]) throws -> any Picker = { _ in
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

  @Test("A field's action takes the focus, settling the field it leaves; a spin moves dependents")
  func fieldActions() throws {
    let form = try Self.thermostat()
    let start = try form.initialState(starts: ["heat": "68", "cool": "70"])
    // Typing on heat, then a spin on cool: heat's entry ends first and cool follows it.
    let typed = form.apply(
      [.field(0, .type("8")), .field(0, .type("0")), .field(1, .spin(wheel: 1, by: 1))],
      to: start)
    #expect(typed.state.focus == 1)
    #expect(typed.texts == ["80", "83"])
    // A spin is a settled value: cooling moves at once, without Tab.
    let spun = form.apply([.field(0, .spin(wheel: 0, by: 1))], to: start)
    #expect(spun.texts == ["78", "80"])
    #expect(spun.notes == [nil, "70 is below the minimum 80; moved to 80"])
    #expect(spun.message == "Cooling: 70 is below the minimum 80; moved to 80")
    #expect(!spun.submitted)
    #expect(form.apply([.submit], to: start).submitted)
    // A settle sent for a field that is not focused (a page's field losing the focus after
    // the form moved on) changes nothing: only the focused field can be being typed.
    let moved = form.apply([.key(.enter)], to: start)
    #expect(form.apply([.field(0, .settle)], to: moved.state).state == moved.state)
  }

  @Test("The key map: Tab and Shift-Tab between fields, Enter on and then submits")
  func keyMap() throws {
    let form = try Self.thermostat()
    let start = try form.initialState()
    #expect(form.actions(for: .tab, in: start) == [.focus(.next)])
    #expect(form.actions(for: .backTab, in: start) == [.focus(.previous)])
    #expect(form.actions(for: .enter, in: start) == [.focus(.next)])
    #expect(form.actions(for: .up, in: start) == [.field(0, .key(.up))])
    let last = form.apply([.focus(.field(1))], to: start).state
    #expect(form.actions(for: .enter, in: last) == [.submit])
    #expect(throws: FormError.noSuchField(2, count: 2)) {
      try form.check([.field(2, .settle)])
    }
    #expect(throws: FormError.noSuchField(-1, count: 2)) { try form.check([.focus(.field(-1))]) }
  }

  @Test("Submitting a change that had to be taken back does not submit")
  func takenBackIsNotSubmitted() throws {
    let form = try Self.thermostat(deadband: 6)
    let start = try form.initialState(starts: ["heat": "68", "cool": "80"])
    let outcome = form.apply([.field(0, .type("8")), .field(0, .type("5")), .submit], to: start)
    #expect(!outcome.submitted)
    #expect(outcome.texts == ["68", "80"])
  }

  @Test("A bound that names a field reads its value: a date-time start bounds a date end")
  func boundsAreValues() throws {
    let spec = try Self.described(
      #"""
      {"fields": [
        {"name": "start", "kind": "date", "mode": "datetime", "timeZone": "UTC",
         "default": "2025-03-10T18:30"},
        {"name": "end", "kind": "date", "mode": "date", "timeZone": "UTC",
         "min": {"field": "start"}, "default": "2025-03-01"},
        {"name": "low", "kind": "pattern", "pattern": "99.9", "default": "12.5"},
        {"name": "high", "kind": "pattern", "pattern": "999", "min": {"field": "low", "plus": 0.5}}
      ]}
      """#)
    let form = try spec.makeForm()
    let outcome = form.apply([], to: try form.initialState())
    #expect(outcome.texts == ["2025-03-10T18:30", "2025-03-10", "12.5", "013"])
    let answered = try form.answer(["end": "2025-03-09", "high": "14"], nearest: true)
    #expect(answered.texts[1] == "2025-03-10")
    #expect(
      answered.message
        == "end: 2025-03-09 is before the minimum 2025-03-10; moved to 2025-03-10")
  }

  @Test("A bound may only name a field of its own kind")
  func linkKinds() throws {
    let spec = try Self.described(
      #"""
      {"fields": [
        {"name": "day", "kind": "date"},
        {"name": "count", "kind": "pattern", "pattern": "99", "min": {"field": "day"}}
      ]}
      """#)
    #expect(
      throws: FormError.cannotBuild(
        "count",
        reason: "min names day, a date field; a pattern field's bound names a pattern field")
    ) { try spec.makeForm() }
  }

  @Test("Any state a client sends back and any actions give a state of the form, every bound held")
  func hostileStates() {
    var choices = Choices(name: "form fuzz")
    var breaks: [LawBreak] = []
    for _ in 0..<400 { breaks += FormFuzzCase(drawingFrom: &choices).run() }
    #expect(breaks.isEmpty, "\(breaks.summary())")
  }

  @Test(
    "Found by schemathesis: a basis number no Decimal holds (1e160, 1e-200) is read, and the form starts afresh",
    arguments: ["1e160", "-1e160", "1e-200", "-1e-200", "1.5e38"])
  func basisBeyondDecimal(number: String) throws {
    let form = try Self.thermostat()
    let start = try form.initialState()
    let sent = try Self.decoded(
      FormState.self,
      #"{"fields": [{"rows": [6, 8], "focus": 0}, {"rows": [7, 0], "focus": 0}], "basis": ["#
        + number + #", 70], "focus": 0}"#)
    #expect(sent.basis[0] != nil)
    #expect(form.apply([], to: sent).state == start)
  }

  @Test(
    "Found by the fuzzer: an entry sent back whose keys type nothing is not a field off its basis")
  func droppedEntry() throws {
    let spec = try Self.described(
      #"""
      {"fields": [
        {"name": "f0", "kind": "date", "mode": "datetime", "timeZone": "Asia/Tehran",
         "min": "0255-06-16T05:58", "max": "0270-06-22T05:58"},
        {"name": "f1", "kind": "date", "mode": "time", "seconds": true, "minuteInterval": 6,
         "timeZone": "America/St_Johns", "locale": "fr_FR"}
      ]}
      """#)
    let form = try spec.makeForm()
    // The first field's entry has keys that type nothing on its wheels: its picker drops it,
    // which would leave the field settled on a value its basis never had.
    let sent = try Self.decoded(
      FormState.self,
      #"""
      {"fields": [{"rows": [0, 13, 8, 3, 1, 1], "focus": 0,
                   "entry": {"rows": [0, 13, 8, 3, 1, 1], "wheel": 0, "keys": "GG"}},
                  {"rows": [6, 1, 0], "focus": 0}],
       "basis": [{"year": 270, "month": 6, "day": 22, "hour": 5, "minute": 58, "second": 0},
                 {"year": 2001, "month": 1, "day": 1, "hour": 6, "minute": 6, "second": 0}],
       "focus": 0}
      """#)
    #expect(form.apply([], to: sent).state == (try form.initialState()))
    // The fuzzer's bytes, replayed through the generators as they were when it was found.
    let bytes: [UInt8] = [
      0xF1, 0x6C, 0x29, 0x6E, 0x00, 0xDA, 0x3D, 0x2E, 0x29, 0x33, 0x01, 0x35, 0x00, 0xFE, 0x4D,
      0x4D, 0x4D, 0x3A, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4F, 0x4D,
      0x4D, 0x4D, 0x4D, 0x4D, 0x05, 0x09, 0x00, 0x00, 0x4D, 0x29, 0x6E, 0x60, 0x73, 0x00, 0x0D,
      0x08, 0x33, 0x01, 0x35, 0x00, 0xFE, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D,
      0x4D, 0x4D, 0x2D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D,
      0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4C,
      0x4D, 0x4D, 0x4D, 0x4D, 0x4C, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D,
      0x4D, 0xF4, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0xFF, 0xFF, 0xFF, 0xE5,
      0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D, 0x4D,
    ]
    let breaks = FormFuzzCase(bytes: bytes).run()
    #expect(breaks.isEmpty, "\(breaks.summary())")
  }
}
