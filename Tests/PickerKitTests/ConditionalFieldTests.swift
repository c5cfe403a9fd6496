import Foundation
import PickerKit
import PickerTestSupport
import Testing

/// Fields shown only while another field has some value (`when: {field, is}`), decided by the
/// core's `Form`: not drawn, not asked, not checked, not in the answers.
@Suite("Conditional fields")
struct ConditionalFieldTests {
  /// A trip: the way back is asked only for a return, its bags only for a return on the 24th.
  static let trip = """
    {"title": "Trip", "fields": [
      {"name": "trip", "kind": "choose", "options": ["one way", "return"], "default": "one way"},
      {"name": "out", "label": "Out", "kind": "date", "default": "2026-12-20"},
      {"name": "back", "label": "Back", "kind": "date", "min": {"field": "out"},
       "when": {"field": "trip", "is": "return"}},
      {"name": "bags", "label": "Bags", "kind": "pattern", "pattern": "9",
       "when": {"field": "back", "is": ["2026-12-24", "2026-12-25"]}}
    ]}
    """

  static func form(_ json: String) throws -> Form {
    try FormTests.described(json).makeForm()
  }

  /// The answers' names, as a program reads the output.
  static func names(_ outcome: FormOutcome) throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: Data(outcome.jsonText.utf8))
    return try #require(object as? [String: Any]).keys.sorted()
  }

  @Test("A field shows while its condition holds: a spin shows it, Tab and Enter pass the hidden")
  func showsAndHides() throws {
    let form = try Self.form(Self.trip)
    #expect(form.shown(in: form.start) == [true, true, false, false])
    // One way: Tab from Out has nowhere to go; Enter on Out (the last shown field) submits.
    let oneWay = form.apply([.key(.tab), .key(.tab), .key(.enter)], to: form.start)
    #expect(oneWay.submitted)
    #expect(oneWay.state.focus == 1)
    #expect(try Self.names(oneWay) == ["out", "trip"])
    // A spin to return shows Back (at Out, its minimum); Enter then moves on to it.
    let turned = form.apply([.field(0, .spin(wheel: 0, by: 1))], to: form.start)
    #expect(form.shown(in: turned.state) == [true, true, true, false])
    let onBack = form.apply([.key(.tab), .key(.enter)], to: turned.state)
    #expect(!onBack.submitted)
    #expect(onBack.state.focus == 2)
    #expect(onBack.texts[2] == "2026-12-20")
    // Back on the 24th shows Bags; back on the 26th hides it again.
    let on24 = form.apply([.field(2, .select(wheel: 1, row: 23))], to: onBack.state)
    #expect(form.shown(in: on24.state) == [true, true, true, true])
    let on26 = form.apply([.field(2, .spin(wheel: 1, by: 2))], to: on24.state)
    #expect(on26.texts[2] == "2026-12-26")
    #expect(form.shown(in: on26.state) == [true, true, true, false])
    // Back to one way hides Back and, through it, Bags.
    let back = form.apply([.field(0, .spin(wheel: 0, by: -1))], to: on24.state)
    #expect(form.shown(in: back.state) == [true, true, false, false])
    #expect(try Self.names(back) == ["out", "trip"])
    // An action for a hidden field is dropped (one queued before its field was hidden).
    let dropped = form.apply([.field(3, .select(wheel: 0, row: 5))], to: back.state)
    #expect(dropped.state == back.state)
    let focusHidden = form.apply([.focus(.field(2))], to: back.state)
    #expect(focusHidden.state.focus == back.state.focus)
  }

  @Test("Piped answers: a hidden field is not asked and an answer for it is passed over")
  func answers() throws {
    let form = try Self.form(Self.trip)
    // No default for Back: asked only when shown.
    let oneWay = try form.answer(["trip": "one way", "back": "not a date"], nearest: false)
    #expect(oneWay.jsonText == #"{"out":"2026-12-20","trip":"one way"}"#)
    #expect(throws: FormError.noAnswer("back")) {
      try form.answer(["trip": "return"], nearest: false)
    }
    let full = try form.answer(
      ["trip": "RETURN", "back": "2026-12-25", "bags": "2"], nearest: false)
    #expect(
      full.jsonText
        == #"{"back":"2026-12-25","bags":2,"out":"2026-12-20","trip":"return"}"#)
    let noBags = try form.answer(
      ["trip": "return", "back": "2026-12-27", "bags": "x"], nearest: false)
    #expect(try Self.names(noBags) == ["back", "out", "trip"])
  }

  @Test("The accessible prompt's questions: one at a time, a hidden field not asked")
  func questions() throws {
    let form = try Self.form(Self.trip)
    #expect(try form.nextQuestion(after: [:])?.position == 0)
    #expect(try form.nextQuestion(after: ["trip": "one way"])?.position == 1)
    #expect(try form.nextQuestion(after: ["trip": "one way", "out": "2026-12-20"]) == nil)
    let back = try #require(
      try form.nextQuestion(after: ["trip": "return", "out": "2026-12-22"]))
    #expect(back.position == 2)
    // Built from the answers before it: Out bounds Back.
    #expect(throws: (any Error).self) { try back.picker.answer("2026-12-21", nearest: false) }
    #expect(
      try form.nextQuestion(after: ["trip": "return", "out": "2026-12-22", "back": "2026-12-24"])?
        .position == 3)
  }

  @Test(
    "A condition that cannot work is refused with the form, naming its field",
    arguments: [
      (#"{"field": "nowhere", "is": "x"}"#, "when names nowhere, which is not another field"),
      (#"{"field": "b", "is": "x"}"#, "when names b, which is not another field"),
      (#"{"field": "a", "is": "z"}"#, "when: z is not a value of a"),
      (#"{"field": "a", "is": []}"#, "with 1 to 64 values"),
      (#"{"field": "a", "was": "x"}"#, "was is not part of it"),
      (#""a""#, "when is {field: NAME, is: VALUE}"),
      (#"{"field": "a", "is": [true]}"#, "each value is text or a number"),
    ])
  func refusals(when: String, message: String) throws {
    let json = """
      {"fields": [{"name": "a", "kind": "choose", "options": ["x", "y"]},
                  {"name": "b", "kind": "choose", "options": ["x"], "when": \(when)}]}
      """
    do {
      _ = try Self.form(json)
      Issue.record("\(when) was taken")
    } catch {
      #expect("\(error)".contains(message), "\(error)")
      #expect("\(error)".contains("b"))
    }
  }

  @Test("A bound names a sometimes hidden field only from a field shown no more often")
  func boundsNameShownFields() throws {
    func fields(_ backWhen: String) -> String {
      """
      {"fields": [
        {"name": "trip", "kind": "choose", "options": ["one way", "return"]},
        {"name": "out", "kind": "date", "default": "2026-12-20", "when": {"field": "trip", "is": "return"}},
        {"name": "back", "kind": "date", "min": {"field": "out"}\(backWhen)}]}
      """
    }
    #expect(throws: FormError.self) { try Self.form(fields("")) }
    #expect(throws: FormError.self) {
      try Self.form(fields(#", "when": {"field": "trip", "is": "one way"}"#))
    }
    _ = try Self.form(fields(#", "when": {"field": "trip", "is": "return"}"#))
    _ = try Self.form(fields(#", "when": {"field": "out", "is": "2026-12-20"}"#))
  }

  /// A seeded form: a choice first, then fields of two kinds, some shown only while an earlier
  /// choice has some of its labels.
  static func seededForm(_ random: inout SeededRandom) throws -> (Form, String) {
    var fields: [String] = [#"{"name": "f0", "kind": "choose", "options": ["a", "b", "c"]}"#]
    var choices = ["f0": ["a", "b", "c"]]
    for index in 1..<Int.random(in: 3...7, using: &random) {
      let name = "f\(index)"
      var field =
        Bool.random(using: &random)
        ? #"{"name": "\#(name)", "kind": "choose", "options": ["x", "y"]"#
        : #"{"name": "\#(name)", "kind": "pattern", "pattern": "99", "default": 5"#
      if field.contains("choose") { choices[name] = ["x", "y"] }
      if Int.random(in: 0..<3, using: &random) > 0,
        let (named, labels) = choices.randomElement(using: &random), named != name
      {
        let shown = labels.filter { _ in Bool.random(using: &random) }
        let values = (shown.isEmpty ? [labels[0]] : shown).map { #""\#($0)""# }
        field += #", "when": {"field": "\#(named)", "is": [\#(values.joined(separator: ", "))]}"#
      }
      fields.append(field + "}")
    }
    let json = #"{"fields": [\#(fields.joined(separator: ", "))]}"#
    return (try Self.form(json), json)
  }

  @Test("Seeded forms and keys: the focus is on a shown field, and piped answers agree")
  func seededAgreement() throws {
    var random = SeededRandom(name: "conditional fields")
    let keys: [PickerKey] = [.tab, .backTab, .up, .down, .up, .down, .enter, .character("7")]
    var compared = 0
    for _ in 0..<300 {
      let (form, json) = try Self.seededForm(&random)
      var state = form.start
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        let key = keys.randomElement(using: &random) ?? .tab
        let outcome = form.apply([.key(key)], to: state)
        state = outcome.state
        let shown = form.shown(in: state)
        #expect(shown[state.focus], "\(json): focus on a hidden field")
        #expect(
          try Self.names(outcome)
            == form.fields.indices.filter { shown[$0] }.map {
              form.fields[$0].name
            }.sorted(), "\(json)")
        guard !state.fields.contains(where: { $0.isEntering }) else { continue }
        // The same values piped, the shown fields' only, give the same answers.
        var answers: [String: String] = [:]
        for position in form.fields.indices where shown[position] {
          answers[form.fields[position].name] = outcome.texts[position]
        }
        let piped = try form.answer(answers, nearest: false)
        #expect(piped.jsonText == outcome.jsonText, "\(json) \(answers)")
        compared += 1
        if outcome.submitted { break }
      }
    }
    #expect(compared > 1_000)
  }
}
