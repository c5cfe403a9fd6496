import Foundation
import Testing

/// `picker form SPEC` for scripts: answers as one JSON object on standard input, checked field
/// by field, printed as one JSON object.
@Suite("picker form for scripts", .serialized)
struct FormContractTests {
  /// A form file in a fresh temporary folder.
  static func spec(_ text: String, suffix: String = "yaml") throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("picker-form-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("form.\(suffix)").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static let thermostat = """
    title: Thermostat
    fields:
      - {name: heat, label: Heating °F, kind: pattern, pattern: "99", min: 45, max: 85, default: 68}
      - name: cool
        label: Cooling °F
        kind: pattern
        pattern: "99"
        min: {field: heat, plus: 2}
        max: 90
        default: 76
    """

  static let trip = """
    {"title": "Trip", "fields": [
      {"name": "start", "kind": "date", "timeZone": "UTC", "default": "2026-12-01"},
      {"name": "end", "kind": "date", "timeZone": "UTC", "min": {"field": "start"}},
      {"name": "pace", "kind": "pattern", "pattern": "59:59", "default": "5:00"},
      {"name": "size", "kind": "choose", "options": ["S", "M", "L"], "default": "M"},
      {"name": "load", "kind": "measure", "dimension": "mass", "units": ["kg", "lb"],
       "default": "12 kg"}
    ]}
    """

  static let schedule = """
    fields:
      - {name: month, kind: date, mode: month-year, default: "2026-11", timeZone: UTC}
      - {name: lap, kind: date, mode: countdown, seconds: true, default: "0:05:30", timeZone: UTC}
      - {name: from, kind: date, mode: time, minuteInterval: 15, default: "06:00", timeZone: UTC}
      - {name: until, kind: date, mode: time, minuteInterval: 15, min: {field: from}, timeZone: UTC}
    """

  @Test(
    "Answers on standard input print one JSON object keyed by field name",
    arguments: [
      (
        schedule, "yaml", #"{"until": "07:15"}"#,
        #"{"from":"06:00","lap":330,"month":"2026-11","until":"07:15"}"#
      ),
      (thermostat, "yaml", #"{"heat": 70, "cool": 72}"#, #"{"cool":72,"heat":70}"#),
      (thermostat, "yaml", #"{"cool": "80"}"#, #"{"cool":80,"heat":68}"#),
      (
        trip, "json", #"{"end": "2026-12-30", "pace": "4:30", "size": "l", "load": "3.5 lb"}"#,
        #"{"end":"2026-12-30","load":{"unit":"lb","value":3.5},"pace":270,"size":"L","start":"2026-12-01"}"#
      ),
    ])
  func answered(spec: String, suffix: String, input: String, printed: String) throws {
    let outcome = try PickerProcess.run(
      ["form", try Self.spec(spec, suffix: suffix)], input: input + "\n")
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == printed + "\n")
  }

  @Test(
    "A refusal names its field; bounds that name a field see its answer",
    arguments: [
      (thermostat, #"{"heat": 70, "cool": 71}"#, "picker: cool: 71 is below the minimum 72"),
      (thermostat, #"{"heat": 90}"#, "picker: heat: 90 is above the maximum 85"),
      (schedule, #"{"until": "05:00"}"#, "picker: until: 05:00 is before the minimum 06:00"),
      (trip, #"{"end": "2026-11-30"}"#, "picker: end: 2026-11-30 is before the minimum 2026-12-01"),
      (trip, #"{"size": "XL", "end": "2026-12-02"}"#, "picker: size: \"XL\" is not an option"),
      (trip, #"{"bogus": 1}"#, "bogus is not a field of this form: the fields are start, end"),
      (trip, #"{"pace": "5:00"}"#, "picker: end: no answer given and no default"),
      (trip, "[1, 2]", "must be one JSON object of answers by field name"),
    ])
  func refused(spec: String, input: String, message: String) throws {
    let outcome = try PickerProcess.run(["form", try Self.spec(spec)], input: input + "\n")
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.contains(message))
  }

  @Test("A field's disabled option is refused as an answer, and --nearest moves to one enabled")
  func disabledOption() throws {
    let form = try Self.spec(
      """
      fields:
        - {name: seat, kind: choose, options: [aisle, {label: middle, disabled: true}, window]}
      """)
    let refused = try PickerProcess.run(["form", form], input: #"{"seat": "middle"}"# + "\n")
    #expect(refused.status == 1)
    #expect(
      refused.standardError.contains(#"seat: "middle" is unavailable: choose one of aisle, window"#)
    )
    let moved = try PickerProcess.run(
      ["form", form, "--nearest"], input: #"{"seat": "middle"}"# + "\n")
    #expect(moved.status == 0)
    #expect(moved.standardOutput == #"{"seat":"window"}"# + "\n")
  }

  @Test("--nearest moves a dependent field to its nearest legal value and says so")
  func nearest() throws {
    let outcome = try PickerProcess.run(
      ["form", try Self.spec(Self.thermostat), "--nearest"], input: #"{"heat": 80, "cool": 75}"#)
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == #"{"cool":82,"heat":80}"# + "\n")
    #expect(outcome.standardError.contains("cool: 75 is below the minimum 82; moved to 82"))
  }

  @Test(
    "A bad form file is a usage error that names the field and the key",
    arguments: [
      ("fields: [{name: a, kind: pattern}]", "field a: a pattern picker needs a pattern"),
      (
        "fields: [{name: a, kind: wheel}]",
        "field a: kind \"wheel\" is unknown: use pattern, date, measure, options"
      ),
      (
        "fields: [{name: a, kind: pattern, pattern: '9', mni: 1}]",
        "field a: \"mni\" is not a setting of a pattern picker: use pattern, min, max, step, locale"
      ),
      (
        "fields: [{name: a, kind: pattern, pattern: '9', min: {field: b}}]",
        "a's bound names b, which is not a field of this form"
      ),
      (
        """
        fields:
          - {name: a, kind: pattern, pattern: '9', min: {field: b}}
          - {name: b, kind: pattern, pattern: '9', min: {field: a}}
        """,
        "the bounds and whens go round in a circle"
      ),
      (
        "fields: [{name: a, kind: pattern, pattern: '9'}, {name: a, kind: pattern, pattern: '9'}]",
        "two fields are named a"
      ),
      ("title: x", "a form needs fields, a list of fields"),
      ("{{{", "not valid JSON or YAML"),
    ])
  func badSpec(text: String, message: String) throws {
    let outcome = try PickerProcess.run(["form", try Self.spec(text)], input: "{}")
    #expect(outcome.status == 64)
    #expect(outcome.standardError.contains(message))
  }

  static let returnTrip = """
    title: Trip
    fields:
      - {name: trip, label: Trip, kind: choose, options: [one way, return], default: one way}
      - {name: out, label: Out, kind: date, timeZone: UTC, default: "2026-12-20"}
      - {name: back, label: Back, kind: date, timeZone: UTC, min: {field: out},
         when: {field: trip, is: return}}
    """

  @Test("A field with when: piped answers skip it while hidden; the terminal draws it once shown")
  func conditionalFields() throws {
    let path = try Self.spec(Self.returnTrip)
    let oneWay = try PickerProcess.run(["form", path], input: #"{"back": "soon"}"#)
    #expect(oneWay.status == 0, "\(oneWay.standardError)")
    #expect(oneWay.standardOutput == #"{"out":"2026-12-20","trip":"one way"}"# + "\n")
    let asked = try PickerProcess.run(["form", path], input: #"{"trip": "return"}"#)
    #expect(asked.status == 1)
    #expect(asked.standardError.contains("back: no answer given and no default"))
    let bad = try PickerProcess.run(
      [
        "form",
        try Self.spec(Self.returnTrip.replacingOccurrences(of: "is: return", with: "is: retour")),
      ],
      input: "{}")
    #expect(bad.status == 64)
    #expect(bad.standardError.contains("field back: when: retour is not a value of trip"))

    let pty = try PseudoTerminal(["form", path])
    #expect(pty.waitFor("Out"))
    #expect(!pty.screenLines.joined().contains("Back"))
    pty.type("\u{1B}[A")  // Up on Trip: return
    #expect(pty.waitFor("Back"), "\(pty.screenLines)")
    pty.type("\r", "\r")  // on to Out, then Back
    pty.type("\u{1B}[C", "\u{1B}[A", "\r")  // Back a day later (its day wheel), then submit
    #expect(pty.waitForExit() == 0, "\(pty.screenLines)")
    #expect(pty.stdout == #"{"back":"2026-12-21","out":"2026-12-20","trip":"return"}"# + "\n")
  }

  @Test("The accessible prompt asks a field with when only while it is shown")
  func conditionalFieldsAccessible() throws {
    let path = try Self.spec(Self.returnTrip)
    let oneWay = try PseudoTerminal(["form", path, "--accessible"])
    #expect(oneWay.waitFor("Trip"))
    oneWay.type("one way\r")
    #expect(oneWay.waitFor("Out"))
    oneWay.type("2026-12-22\r")
    #expect(oneWay.waitForExit() == 0, "\(oneWay.output)")
    #expect(!oneWay.output.contains("Back"))
    #expect(oneWay.stdout == #"{"out":"2026-12-22","trip":"one way"}"# + "\n")
    let back = try PseudoTerminal(["form", path, "--accessible"])
    #expect(back.waitFor("Trip"))
    back.type("return\r")
    #expect(back.waitFor("Out"))
    back.type("2026-12-22\r")
    #expect(back.waitFor("Back"))
    back.type("2026-12-21\r")  // before Out: refused, asked again
    #expect(back.waitFor("Not accepted"))
    back.type("2026-12-30\r")
    #expect(back.waitForExit() == 0, "\(back.output)")
    #expect(back.stdout == #"{"back":"2026-12-30","out":"2026-12-22","trip":"return"}"# + "\n")
  }

  static let order = """
    title: Order
    fields:
      - {name: fruit, label: Fruit, kind: choose, options: [apple, banana, cherry], limit: 2}
      - {name: size, label: Size, kind: choose, options: [S, M, L], default: S}
    """

  @Test("A field of several choices: piped as a list, ticked with Space, asked with commas")
  func severalChoices() throws {
    let path = try Self.spec(Self.order)
    let piped = try PickerProcess.run(["form", path], input: #"{"fruit": ["cherry", "apple"]}"#)
    #expect(piped.status == 0, "\(piped.standardError)")
    #expect(piped.standardOutput == #"{"fruit":["apple","cherry"],"size":"S"}"# + "\n")
    let three = try PickerProcess.run(
      ["form", path], input: #"{"fruit": ["cherry", "apple", "banana"]}"#)
    #expect(three.status == 1)
    #expect(
      three.standardError.contains("fruit: at most 2 can be chosen"), "\(three.standardError)")

    let pty = try PseudoTerminal(["form", path])
    #expect(pty.waitFor("Space choose"), "\(pty.screenLines)")
    pty.type(" ", "\u{1B}[A", " ")  // apple, Up to banana, banana
    #expect(pty.waitFor("Fruit: apple, banana"), "\(pty.screenLines)")
    pty.type("\t")
    #expect(pty.waitFor("Fruit: apple, banana"), "\(pty.screenLines)")  // said, unfocused too
    pty.type("\r")
    #expect(pty.waitForExit() == 0, "\(pty.screenLines)")
    #expect(pty.stdout == #"{"fruit":["apple","banana"],"size":"S"}"# + "\n")

    let accessible = try PseudoTerminal(["form", path, "--accessible"])
    #expect(accessible.waitFor("Fruit"))
    accessible.type("cherry, banana\r")
    #expect(accessible.waitFor("Size"))
    accessible.type("L\r")
    #expect(accessible.waitForExit() == 0, "\(accessible.output)")
    #expect(accessible.stdout == #"{"fruit":["banana","cherry"],"size":"L"}"# + "\n")
  }
}
