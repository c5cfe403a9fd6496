import Foundation
import PickerKit
import PickerTestSupport
import Testing

/// Several choices in one column (`limit`, `least`; `picker choose --limit`, `--no-limit`): the
/// core keeps them in the state, every front end asks it.
@Suite("Several choices")
struct SeveralChoicesTests {
  static let fruit = ["apple", "banana", "cherry", "damson", "elderberry"]

  static func picker(
    _ labels: [String] = fruit, least: Int = 1, most: Int?, disabled: Set<String> = [],
    filtering: Bool = false
  ) throws -> OptionPicker {
    try OptionPicker(
      columns: [
        OptionPicker.Column(
          name: "fruit",
          options: labels.map { OptionPicker.Option($0, isEnabled: !disabled.contains($0)) })
      ], isFiltering: filtering, choiceLimit: ChoiceLimit(least: least, most: most))
  }

  @Test("Space and x choose the option under the band and take it back; a spin keeps them")
  func toggleByKeys() throws {
    let picker = try Self.picker(most: nil)
    var outcome = picker.apply(
      [.key(.character(" ")), .key(.up), .key(.up)], to: picker.initialState)
    outcome = picker.apply([.key(.character("x"))], to: outcome.state)
    #expect(outcome.state.chosen == [0, 2])
    #expect(outcome.value.map(\.label) == ["apple", "cherry"])
    #expect(outcome.text == "apple\ncherry")
    #expect(outcome.written == "apple, cherry")
    #expect(outcome.spoken == "cherry, chosen; 2 chosen: apple, cherry")
    #expect(outcome.isReady && outcome.message == nil)
    let report = picker.report(outcome)
    #expect(report.value == .list([.text("apple"), .text("cherry")]))
    #expect(report.details.labels == ["apple", "cherry"] && report.details.indexes == [0, 2])
    #expect(report.details.label == nil && report.details.index == nil)
    // Space again on cherry takes it back.
    let back = picker.apply(.key(.character(" ")), to: outcome.state)
    #expect(back.state.chosen == [0])
    #expect(back.spoken == "cherry, not chosen; 1 chosen: apple")
  }

  @Test("While none is chosen the option under the band is the answer, as gum takes it")
  func noneChosenTakesTheBand() throws {
    let picker = try Self.picker(most: 3)
    let outcome = picker.apply([.key(.up), .key(.enter)], to: picker.initialState)
    #expect(outcome.state.chosen.isEmpty)
    #expect(outcome.value.map(\.label) == ["banana"])
    #expect(outcome.isReady)
    #expect(outcome.spoken == "banana, not chosen; none chosen yet")
    #expect(picker.report(outcome).value == .list([.text("banana")]))
    #expect(picker.report(outcome).details.indexes == [1])
  }

  @Test("Past the limit, and a disabled option, are refused with why; the state stays")
  func refusedToggles() throws {
    let picker = try Self.picker(most: 2, disabled: ["banana"])
    let two = picker.apply([.toggle(row: 0), .toggle(row: 2)], to: picker.initialState)
    #expect(two.state.chosen == [0, 2])
    let third = picker.apply(.toggle(row: 3), to: two.state)
    #expect(third.state == two.state)
    #expect(third.message == "at most 2 can be chosen: take one back first")
    let disabled = picker.apply(.toggle(row: 1), to: picker.initialState)
    #expect(disabled.state.chosen.isEmpty)
    #expect(
      disabled.message
        == "\"banana\" is unavailable: choose one of apple, cherry, damson, elderberry")
    // Rows outside the column are its nearest end.
    #expect(picker.apply(.toggle(row: 99), to: picker.initialState).state.chosen == [4])
  }

  @Test("Fewer than the least: Enter says so and is not ready until enough are chosen")
  func least() throws {
    let picker = try Self.picker(least: 2, most: nil)
    let one = picker.apply([.toggle(row: 1), .settle], to: picker.initialState)
    #expect(!one.isReady)
    #expect(one.message == "choose at least 2: 1 is chosen")
    let two = picker.apply([.toggle(row: 3), .settle], to: one.state)
    #expect(two.isReady && two.message == nil)
  }

  @Test(
    "Answers: one label per line, or separated by commas; a label with a comma is itself",
    arguments: [
      ("apple\ncherry", ["apple", "cherry"]),
      ("Cherry, APPLE", ["apple", "cherry"]),
      ("cherry\n\n apple \ncherry", ["apple", "cherry"]),
      ("salt, pepper", ["salt, pepper"]),
      ("salt, pepper, apple", ["apple"]),
    ])
  func answers(answer: String, labels: [String]) throws {
    let picker = try Self.picker(Self.fruit + ["salt, pepper", "salt", "pepper"], most: nil)
    let expected = labels == ["apple"] ? ["apple", "salt", "pepper"] : labels
    let outcome = try picker.answer(answer, nearest: false)
    #expect(Set(outcome.value.map(\.label)) == Set(expected))
    #expect(outcome.state.chosen == outcome.state.chosen.sorted())
  }

  @Test(
    "Refused answers say what was wrong and what is allowed",
    arguments: [
      ("apple\nbanana\ncherry", "at most 2 can be chosen: take one back first"),
      ("", "choose at least 1: 0 are chosen"),
      ("fig", "\"fig\" is not an option: choose one of apple, banana, cherry, damson, elderberry"),
      ("damson", "\"damson\" is unavailable: choose one of apple, banana, cherry, elderberry"),
    ])
  func refusedAnswers(answer: String, message: String) throws {
    let picker = try Self.picker(most: 2, disabled: ["damson"])
    do {
      _ = try picker.answer(answer, nearest: false)
      Issue.record("\(answer) was taken")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("A long answer against a long column: every line is read, each against the whole column")
  func longAnswer() throws {
    // 5,000 labels and 14,000 lines, as one 64 KB request could send: each line is one lookup
    // (reading each as a whole answer would cost the column's length a line).
    let labels = (0..<5_000).map { "item\($0)" }
    let picker = try Self.picker(labels, most: nil)
    let lines = (0..<14_000).map { "ITEM\(($0 * 7) % 5_000)" }
    let outcome = try picker.answer(lines.joined(separator: "\n"), nearest: false)
    #expect(outcome.state.chosen == Array(0..<5_000))
    // With nearest, starts of labels: one that begins several is refused naming them.
    let starts = try picker.answer("item4999\nitem123\nitem77", nearest: true)
    #expect(starts.value.map(\.label) == ["item77", "item123", "item4999"])
    #expect(throws: PickerRefusal.self) { try picker.answer("item", nearest: true) }
    let unique = try Self.picker(["apple", "apricot", "banana"], most: nil)
    #expect(
      try unique.answer("apr, ban", nearest: true).value.map(\.label) == ["apricot", "banana"])
    do {
      _ = try unique.answer("ap", nearest: true)
      Issue.record("ap was taken")
    } catch {
      #expect(
        error.description == "\"ap\" begins several options (apple, apricot): type more of one")
    }
  }

  @Test("--nearest moves a disabled choice to the nearest enabled one, saying so")
  func nearestAnswer() throws {
    let picker = try Self.picker(most: nil, disabled: ["damson"])
    let outcome = try picker.answer("apple, damson", nearest: true)
    #expect(outcome.value.map(\.label) == ["apple", "elderberry"])
    #expect(outcome.message?.hasPrefix("\"damson\" is unavailable") == true)
  }

  @Test("What an outcome writes, as text and as written, reads back as the same choices")
  func roundTrip() throws {
    var random = SeededRandom(name: "several choices")
    var checked = 0
    for _ in 0..<300 {
      let count = Int.random(in: 1...12, using: &random)
      let labels = (0..<count).map { "item \($0)" + (Bool.random(using: &random) ? "x" : "") }
      let most = Bool.random(using: &random) ? nil : Int.random(in: 2...6, using: &random)
      let picker = try Self.picker(labels, most: most)
      var state = picker.initialState
      for _ in 0..<Int.random(in: 0...20, using: &random) {
        let action: PickerAction =
          Bool.random(using: &random)
          ? .toggle(row: Int.random(in: -2...count + 2, using: &random))
          : .key(Bool.random(using: &random) ? .up : .character(" "))
        state = picker.apply(action, to: state).state
      }
      let outcome = picker.apply(.settle, to: state)
      #expect(state.chosen.count <= (most ?? count))
      #expect(state.chosen == Array(Set(state.chosen)).sorted())
      for text in [outcome.text, outcome.written] {
        let read = try picker.answer(text, nearest: false)
        #expect(read.value == outcome.value, "\(text)")
        checked += 1
      }
      // The state as JSON comes back as itself.
      let json = JSONWriter.text(of: outcome.state.json)
      let back = try PickerState(json: JSONReading(try JSONReader.value(of: Array(json.utf8))))
      #expect(picker.apply([], to: back).state == outcome.state)
    }
    #expect(checked == 600)
  }

  @Test("A state from outside keeps only choices of the column: inside, enabled, once, in order")
  func stateFromOutside() throws {
    let picker = try Self.picker(most: 2, disabled: ["banana"])
    let json = #"{"rows":[3],"focus":0,"chosen":[4,1,-7,4,99,0,2]}"#
    let state = try PickerState(json: JSONReading(try JSONReader.value(of: Array(json.utf8))))
    #expect(picker.apply([], to: state).state.chosen == [0, 2])
    // A picker that takes one value keeps none.
    let single = try OptionPicker(labels: Self.fruit)
    #expect(single.apply([], to: state).state.chosen.isEmpty)
  }

  @Test("A toggle sent to a picker that takes one value is refused, saying so")
  func toggleElsewhere() throws {
    let pattern = try FormTests.decoded(PickerSpec.self, #"{"kind":"pattern","pattern":"99.9"}"#)
      .makePicker(on: .foundation())
    let outcome = pattern.apply(.toggle(row: 1), to: pattern.initialState)
    #expect(outcome.state == pattern.initialState)
    #expect(
      outcome.message
        == "this picker takes one value: select a row; only a list of several choices toggles rows")
    let action = try PickerAction(
      json: JSONReading(try JSONReader.value(of: Array(#"{"toggle":3}"#.utf8))))
    #expect(action == .toggle(row: 3))
    #expect(action.json.map { JSONWriter.text(of: $0) } == #"{"toggle":3}"#)
  }

  @Test("On a filtering column x types and Space chooses, the filter going on")
  func filteringAndChoosing() throws {
    let picker = try Self.picker(most: nil, filtering: true)
    let outcome = picker.apply(
      [.key(.character("r")), .key(.character("y")), .key(.character(" "))],
      to: picker.initialState)
    #expect(outcome.state.entry?.keys == "ry")
    #expect(outcome.state.chosen.count == 1)
    let chosen = outcome.state.chosen[0]
    #expect(Self.fruit[chosen].contains("r") && Self.fruit[chosen].contains("y"))
    #expect(picker.wheels(for: outcome.state.rows)[0].choosesSeveral)
  }

  @Test(
    "Descriptions: limit and least read, written back, and refused where they cannot work",
    arguments: [
      (#"{"kind":"options","options":["a","b","c"],"limit":2}"#, nil),
      (#"{"kind":"options","options":["a","b","c"],"limit":"none","least":2}"#, nil),
      (#"{"kind":"options","options":["a","b"],"limit":1}"#, nil),
      (
        #"{"kind":"options","options":["a","b"],"least":2}"#,
        "least is for several choices: give a limit above 1 too"
      ),
      (
        #"{"kind":"options","options":["a","b"],"limit":0}"#,
        "the limit and the least are 1 or more (or no limit)"
      ),
      (
        #"{"kind":"options","options":["a","b"],"limit":"all"}"#,
        "limit must be a whole number of options that may be chosen, or \"none\""
      ),
      (
        #"{"kind":"options","options":["a","b"],"limit":2,"least":3}"#,
        "a limit of 2 with a least of 3 cannot work: the least is 1 or more, and the limit 2 or more and no less than the least"
      ),
      (
        #"{"kind":"options","columns":[{"options":["a"]},{"options":["b"]}],"limit":2}"#,
        "several choices are made in one column, and 2 are given: give one column, or a limit of 1"
      ),
    ] as [(String, String?)])
  func descriptions(json: String, refusal: String?) throws {
    do {
      let spec = try FormTests.decoded(PickerSpec.self, json)
      let built = try spec.makePicker(on: .foundation())
      #expect(refusal == nil, "\(json) was built")
      // Written and read again, the description builds the same picker.
      let again = try FormTests.decoded(
        PickerSpec.self, String(decoding: try JSONEncoder().encode(spec), as: UTF8.self))
      #expect(try again.makePicker(on: .foundation()) == built)
    } catch {
      #expect("\(error)".contains(refusal ?? "(built)"), "\(json): \(error)")
    }
  }

  @Test("A form field takes several choices: answered by a list, its value a list")
  func formField() throws {
    let form = try FormTests.described(
      #"{"fields":[{"name":"fruit","kind":"options","options":["apple","fig","kiwi"],"limit":"none"}]}"#
    ).makeForm()
    let outcome = try form.answer(["fruit": "kiwi\napple"], nearest: false)
    #expect(outcome.jsonText == #"{"fruit":["apple","kiwi"]}"#)
  }
}
