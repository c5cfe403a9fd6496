public import PickerKit

/// One fuzz case from arbitrary bytes: a picker, a state, actions and answers, run together.
///
/// The picker's parameters may be hostile, and so may the state; running the case exercises the
/// whole editing surface and reports any broken contract.
///
/// The libFuzzer target (Fuzz/PickerFuzz.swift) runs it on the fuzzer's bytes; a regression test
/// runs it on the bytes of a crash, so the case that broke once is replayed for good.
public struct FuzzCase: Sendable, CustomStringConvertible {
  /// The picker's kind and parameters.
  public let spec: PickerSpec
  /// The picker, or nil when construction refused the spec (which is allowed).
  public let picker: (any CheckedPicker)?
  /// The state actions start from.
  public let state: StateSpec
  /// The actions applied to it.
  public let actions: [PickerAction]
  /// Where the actions are split into two requests.
  public let split: Int
  /// Answers read strictly and with `nearest`.
  public let answers: [String]
  /// Rows, often outside their wheels, given to every function that takes rows.
  public let rows: [[Int]]
  /// Keys sent through the shared key map from the state the actions led to.
  public let keys: [PickerKey]

  /// The case some bytes spell.
  public init(bytes: [UInt8]) {
    var choices = Choices(bytes: bytes)
    self.init(drawingFrom: &choices, hostile: true)
  }

  /// A case drawn from choices; `hostile` as in ``PickerSpec/draw(_:from:hostile:)``.
  public init(drawingFrom choices: inout Choices, kind: PickerKind? = nil, hostile: Bool = true) {
    spec = PickerSpec.draw(kind, from: &choices, hostile: hostile)
    // A cyclic wheel's virtual rows, which a front end may ask for, hostile too.
    let virtualRows =
      hostile && spec.kind == .date && choices.oneIn(4) ? choices.hostileInt() : 10_000
    let built = spec.make(virtualRowCount: virtualRows)
    picker = built
    guard let built else {
      state = StateSpec(rows: [], focus: 0)
      (actions, split, answers, rows, keys) = ([], 0, [], [], [])
      return
    }
    (state, actions, split, answers, rows) = Self.draw(for: built, &choices)
    keys = (0..<choices.int(in: 0...3)).map { _ in choices.pick(pickerKeys) }
  }

  private static func draw<P: Picker>(for picker: P, _ choices: inout Choices) -> (
    StateSpec, [PickerAction], Int, [String], [[Int]]
  ) {
    let state = picker.drawState(&choices)
    let actions = picker.drawActions(&choices)
    let split = choices.int(in: 0...actions.count)
    let answers = picker.drawAnswers(&choices)
    let rows = [
      picker.drawRows(&choices), picker.drawStrayRows(&choices),
      picker.drawHostileRows(&choices),
    ]
    return (state, actions, split, answers, rows)
  }

  /// Runs the case and returns every contract it broke; a trap is a crash to the fuzzer.
  public func run() -> [LawBreak] {
    guard let picker else { return [] }
    return Self.run(picker, self)
  }

  private static func run<P: CheckedPicker>(_ picker: P, _ fuzzCase: FuzzCase) -> [LawBreak] {
    let state: PickerState
    do {
      state = try fuzzCase.state.state
    } catch {
      return [LawBreak(law: "every state of the right shape decodes", detail: "\(error)")]
    }
    var breaks = checkEditing(picker, from: state, applying: fuzzCase.actions)
    breaks += checkSplitting(
      picker, from: state, applying: fuzzCase.actions, splitAt: fuzzCase.split)
    let outcome = picker.apply(fuzzCase.actions, to: state)
    // The shared key map on the state the actions led to: every key does something legal.
    for key in fuzzCase.keys {
      breaks += checkEditing(
        picker, from: outcome.state, applying: picker.actions(for: key, in: outcome.state))
    }
    for answer in fuzzCase.answers {
      breaks += checkAnswer(picker, answer)
      _ = try? picker.state(startingAt: answer)
    }
    for rows in fuzzCase.rows {
      // Functions documented for any rows: none may trap.
      _ = picker.text(of: rows)
      _ = picker.value(of: rows)
      _ = picker.spokenDescription(of: rows)
      _ = picker.valueText(of: picker.value(of: rows))
      for wheel in -1...picker.wheels(for: rows).count {
        for row in [-1, 0, 1, Int.max, Int.min] {
          _ = picker.title(ofRow: row, inWheel: wheel, rows: rows)
        }
      }
      if picker.wheels(for: rows).count == rows.count {
        breaks += checkCorrecting(picker, rows)
        breaks += checkWheelsKey(picker, rows)
      }
    }
    _ = picker.initialState
    _ = picker.answerHint
    return breaks
  }

  /// The case as Swift-like text, to rebuild it by hand.
  public var description: String {
    "\(spec)\n  state: \(state)\n  actions: \(actions) (split at \(split))\n"
      + "  answers: \(answers.map(\.debugDescription))\n  rows: \(rows)\n  keys: \(keys)"
  }
}
