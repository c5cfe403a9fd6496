import Foundation
import PickerTestSupport
import Testing

@testable import PickerCore
@testable import PickerKit

/// Options shown that cannot be chosen (issue 35): every edit passes over them, an answer naming
/// one is refused or moved to the nearest one that can be chosen, and the wheels say which.
@Suite("Disabled options")
struct DisabledOptionTests {
  /// S, M (disabled), L, XL (disabled), XXL.
  static func sizes(cyclic: Bool = false) throws -> OptionPicker {
    try OptionPicker(columns: [
      OptionPicker.Column(
        name: "size",
        options: [
          .init("S"), .init("M", isEnabled: false), .init("L"), .init("XL", isEnabled: false),
          .init("XXL"),
        ], isCyclic: cyclic)
    ])
  }

  @Test("A spin, a selection and a step pass over them, each the way it went")
  func editsPassOver() throws {
    let picker = try Self.sizes()
    var state = picker.initialState
    var labels: [String] = []
    for _ in 0..<3 {
      state = picker.apply(.spin(wheel: 0, by: 1), to: state).state
      labels.append(picker.text(of: state.rows))
    }
    #expect(labels == ["L", "XXL", "XXL"])
    state = picker.apply(.spin(wheel: 0, by: -1), to: state).state
    #expect(picker.text(of: state.rows) == "L")
    // A tap on M from L goes on down to S; from S up to L.
    #expect(picker.apply(.select(wheel: 0, row: 1), to: state).state.rows == [0])
    #expect(picker.apply(.select(wheel: 0, row: 1), to: picker.initialState).state.rows == [2])
    // Steps count the options that can be chosen.
    #expect(picker.apply(.step(wheel: 0, by: 2), to: picker.initialState).state.rows == [4])
    // Round a wheel that wraps, the short way.
    let cyclic = try Self.sizes(cyclic: true)
    let last = cyclic.apply(.select(wheel: 0, row: 4), to: cyclic.initialState).state
    #expect(cyclic.apply(.spin(wheel: 0, by: 1), to: last).state.rows == [0])
    #expect(cyclic.apply(.spin(wheel: 0, by: -1), to: last).state.rows == [2])
  }

  @Test("Typing passes over them; a state sent on one is moved, saying so")
  func typingAndStates() throws {
    let picker = try Self.sizes()
    let typed = picker.apply(.type("x"), to: picker.initialState)
    #expect(picker.text(of: typed.state.rows) == "XXL")
    #expect(picker.apply(.type("m"), to: picker.initialState).refusal != nil)
    let sent = picker.apply([], to: PickerState(rows: [1], focus: 0))
    #expect(sent.state.rows == [2])
    #expect(sent.message == "\"M\" is unavailable: choose one of S, L, XXL; moved to L")
  }

  @Test(
    "A screen reader hears the options beside the band that cannot be chosen, as a sighted person sees them dimmed"
  )
  func spoken() throws {
    let picker = try Self.sizes()
    // Each enabled option's words, checked against the labels around it.
    for row in [0, 2, 4] {
      let spoken = picker.selection(of: PickerState(rows: [row], focus: 0)).spoken
      let options = picker.columns[0].options
      let beside = [row - 1, row + 1].filter { options.indices.contains($0) }
        .filter { !options[$0].isEnabled }.map { options[$0].label }
      #expect(spoken.hasPrefix(options[row].label))
      for label in beside { #expect(spoken.contains(label), "\(spoken)") }
      #expect(spoken.contains("unavailable") == !beside.isEmpty, "\(spoken)")
    }
    #expect(
      picker.selection(of: PickerState(rows: [2], focus: 0)).spoken
        == "L; beside it, M and XL are unavailable")
    #expect(
      picker.selection(of: PickerState(rows: [0], focus: 0)).spoken
        == "S; beside it, M is unavailable")
    // Round a wheel that wraps, S has XXL above it: enabled, so only M is said.
    let cyclic = try Self.sizes(cyclic: true)
    #expect(
      cyclic.selection(of: PickerState(rows: [0], focus: 0)).spoken
        == "S; beside it, M is unavailable")
  }

  @Test("An answer naming one is refused, or moved to the nearest one with nearest")
  func answers() throws {
    let picker = try Self.sizes()
    let refusal = try #require(
      throws: PickerRefusal.self, performing: { try picker.answer("xl", nearest: false) })
    #expect(refusal.description == "\"XL\" is unavailable: choose one of S, L, XXL")
    #expect(picker.text(of: try picker.answer("XL", nearest: true).state.rows) == "XXL")
    #expect(picker.text(of: try picker.answer("M", nearest: true).state.rows) == "L")
  }

  @Test("A column of none that can be chosen is refused; JSON reads, writes and reports them")
  func description() throws {
    #expect(throws: SpecError.self) {
      try OptionsSpec(columns: [.init(options: [.init("a", isEnabled: false)])]).makePicker()
    }
    let text = #"{"kind":"options","options":["S",{"label":"M","disabled":true},"L"]}"#
    let spec = try PickerSpec(json: JSONReading(try JSONReader.value(of: Array(text.utf8))))
    let written = JSONWriter.text(of: spec.json)
    #expect(written.contains(#"{"disabled":true,"label":"M"}"#), "\(written)")
    let picker = try spec.makePicker(on: .foundation())
    let wheels = picker.wheelReports(for: picker.initialRows)
    #expect(wheels[0].disabled == [1])
    #expect(JSONWriter.text(of: wheels[0].json).contains(#""disabled":[1]"#))
    #expect(picker.wheelsKey(for: [0]) == WheelReport.key(of: wheels))
    let plain = try OptionsSpec(labels: ["S", "M", "L"]).makePicker()
    #expect(picker.wheelsKey(for: [0]) != plain.wheelsKey(for: [0]))
    #expect(!JSONWriter.text(of: plain.wheelReports(for: [0])[0].json).contains("disabled"))
  }

  @Test("Seeded pickers and actions: no selection ever rests on a disabled option")
  func neverSelected() throws {
    var choices = Choices(name: "disabled options")
    var checked = 0
    for _ in 0..<3_000 {
      let fuzz = FuzzCase(drawingFrom: &choices, hostile: false)
      guard case .options(let spec) = fuzz.spec, let picker = try? spec.makePicker(),
        picker.columns.contains(where: { $0.options.contains { !$0.isEnabled } })
      else { continue }
      var state = picker.initialState
      for action in fuzz.actions {
        state = picker.apply(action, to: state).state
        let settled = picker.corrected(state.rows).rows
        for (column, row) in zip(picker.columns, settled) {
          #expect(column.options[row].isEnabled, "\(fuzz.actions)")
        }
      }
      checked += 1
    }
    #expect(checked > 20)
  }
}
