public import PickerKit

/// One broken law: which, and the case that broke it, so it can be replayed.
public struct LawBreak: Sendable, Hashable, CustomStringConvertible {
  /// The law, as a person expects it to hold.
  public let law: String
  /// The case: picker, state, actions, what came out.
  public let detail: String

  /// Creates a broken law.
  public init(law: String, detail: String) {
    self.law = law
    self.detail = detail
  }

  /// The law and the case, on one line.
  public var description: String { "\(law): \(detail)" }
}

extension Array where Element == LawBreak {
  /// A summary for a failed expectation: how many broke, and the first few in full.
  public func summary(limit: Int = 3) -> String {
    let laws = Set(map(\.law)).sorted().joined(separator: "; ")
    var seen = Set<LawBreak>()
    let distinct = filter { seen.insert($0).inserted }
    let shown = distinct.prefix(limit).map { "  - \($0)" }.joined(separator: "\n")
    return "\(count) broken (\(laws)):\n\(shown)"
  }
}

extension Picker {
  /// Whether rows are one per wheel, each inside its wheel.
  public func isInsideWheels(_ rows: [Int]) -> Bool {
    let wheels = self.wheels(for: rows)
    return wheels.count == rows.count
      && zip(wheels, rows).allSatisfy { wheel, row in row >= 0 && row < wheel.rowCount }
  }

  /// Whether rows are legal: inside their wheels, and left as they are by correcting.
  public func isLegal(_ rows: [Int]) -> Bool {
    guard isInsideWheels(rows) else { return false }
    let settled = corrected(rows)
    return settled.rows == rows && settled.reason == nil
  }
}

/// The editing contract: rows inside their wheels, legal when settled.
///
/// Whatever the state and actions, the rows come back inside their wheels with the focus on
/// one, legal when no entry is in progress and after a final settle.
public func checkEditing<P: Picker>(
  _ picker: P, from state: PickerState, applying actions: [PickerAction]
) -> [LawBreak] {
  var breaks: [LawBreak] = []
  let outcome = picker.apply(actions, to: state)
  func broke(_ law: String, _ what: @autoclosure () -> String) {
    breaks.append(
      LawBreak(law: law, detail: "from \(StateSpec(state)) applying \(actions): \(what())"))
  }
  let rows = outcome.state.rows
  if !picker.isInsideWheels(rows) {
    broke("rows stay inside their wheels", "got \(rows)")
  }
  if !picker.wheels(for: rows).indices.contains(outcome.state.focus) {
    broke("the focus stays on a wheel", "focus \(outcome.state.focus) of \(rows.count) wheels")
  }
  if outcome.state.entry == nil, !picker.isLegal(rows) {
    broke(
      "rows are legal when no entry is in progress",
      "got \(rows), corrected \(picker.corrected(rows))")
  }
  let settled = picker.apply(.settle, to: outcome.state)
  if settled.state.entry != nil {
    broke("settling ends the entry", "still \(StateSpec(settled.state))")
  }
  if !picker.isLegal(settled.state.rows) {
    broke(
      "rows are legal after settling",
      "got \(settled.state.rows), corrected \(picker.corrected(settled.state.rows))")
  }
  return breaks
}

/// Actions sent in two requests lead where they lead in one.
///
/// The second request starts from the state the first handed back: a front end may queue input
/// or send it key by key.
public func checkSplitting<P: Picker>(
  _ picker: P, from state: PickerState, applying actions: [PickerAction], splitAt split: Int
) -> [LawBreak] {
  let cut = min(max(split, 0), actions.count)
  let whole = picker.apply(actions, to: state)
  let first = picker.apply(Array(actions[..<cut]), to: state)
  let second = picker.apply(Array(actions[cut...]), to: first.state)
  guard second.state != whole.state else { return [] }
  return [
    LawBreak(
      law: "actions sent in two requests do what they do in one",
      detail: "from \(StateSpec(state)) applying \(actions) split at \(cut): "
        + "\(StateSpec(second.state)), in one: \(StateSpec(whole.state))")
  ]
}

/// Correcting lands inside the wheels on a legal selection, and correcting again moves nothing.
public func checkCorrecting<P: Picker>(_ picker: P, _ rows: [Int]) -> [LawBreak] {
  let once = picker.corrected(rows)
  let twice = picker.corrected(once.rows)
  var breaks: [LawBreak] = []
  if !picker.isInsideWheels(once.rows) {
    breaks.append(
      LawBreak(law: "correcting lands inside the wheels", detail: "\(rows) -> \(once.rows)"))
  }
  if twice.rows != once.rows || twice.reason != nil {
    breaks.append(
      LawBreak(
        law: "correcting twice moves nothing more",
        detail: "\(rows) -> \(once.rows) -> \(twice.rows), \(twice.reason.map(\.description) ?? "")"
      ))
  }
  return breaks
}

/// The key a picker names for the wheels it shows is the key of the wheels it sends, window and
/// all, so a client holding them is never sent other wheels under the same key.
public func checkWheelsKey<P: Picker>(_ picker: P, _ rows: [Int]) -> [LawBreak] {
  let sent = WheelReport.key(of: picker.wheelReports(for: rows))
  let named = picker.wheelsKey(for: rows)
  guard named != sent else { return [] }
  return [
    LawBreak(
      law: "the wheels' key is the key of the wheels sent",
      detail: "\(rows): named \(named), sent \(sent)")
  ]
}

/// What the wheels print for a legal selection reads back, strictly, as the same value.
public func checkTextReadsBack<P: CheckedPicker>(_ picker: P, _ rows: [Int]) -> [LawBreak] {
  guard picker.isLegal(rows), let state = try? StateSpec(rows: rows, focus: 0).state else {
    return []
  }
  return checkTextReadsBack(picker, state: state)
}

/// What a state a confirmation takes prints reads back, strictly, as the same value.
///
/// The value is its rows', or the options it holds chosen. A state a confirmation would not take
/// yet (fewer chosen than the least) prints no answer.
public func checkTextReadsBack<P: CheckedPicker>(_ picker: P, state: PickerState) -> [LawBreak] {
  let settled = picker.apply(.settle, to: state)
  let rows = settled.state.rows
  guard settled.isReady, picker.isLegal(rows) else { return [] }
  let text = settled.text
  let expected = picker.meaning(of: settled.value)
  let law = "every printed text reads back as the same value"
  do {
    let outcome = try picker.answer(text, nearest: false)
    let read = picker.meaning(of: outcome.value)
    guard read == expected, picker.isLegal(outcome.state.rows) else {
      return [
        LawBreak(
          law: law,
          detail: "\(rows) prints \(text.debugDescription) of \(expected), read as \(read)")
      ]
    }
    return []
  } catch {
    return [
      LawBreak(law: law, detail: "\(rows) prints \(text.debugDescription), refused: \(error)")
    ]
  }
}

/// Answers land on legal selections.
///
/// An answer read strictly lands on a legal selection without a correction, and reading it with
/// `nearest` lands on the same; an answer read with `nearest` lands on a legal selection.
public func checkAnswer<P: Picker>(_ picker: P, _ answer: String) -> [LawBreak] {
  var breaks: [LawBreak] = []
  let strict = try? picker.answer(answer, nearest: false)
  let nearest = try? picker.answer(answer, nearest: true)
  if let strict {
    if !picker.isLegal(strict.state.rows) || strict.correction != nil {
      breaks.append(
        LawBreak(
          law: "an accepted answer is legal as given",
          detail: "\(answer.debugDescription) -> \(strict.state.rows), "
            + String(describing: strict.correction)))
    }
    if nearest?.state.rows != strict.state.rows {
      breaks.append(
        LawBreak(
          law: "an answer accepted strictly is its own nearest value",
          detail: "\(answer.debugDescription) -> \(strict.state.rows), nearest "
            + "\(nearest.map { "\($0.state.rows)" } ?? "refused")"))
    }
  }
  if let nearest, !picker.isLegal(nearest.state.rows) {
    breaks.append(
      LawBreak(
        law: "an answer read with nearest lands on a legal value",
        detail: "\(answer.debugDescription) -> \(nearest.state.rows)"))
  }
  return breaks
}

/// Comparable, Equatable and Hashable agree.
///
/// For every pair exactly one of `<`, `==`, `>` holds (and matches `oracle`, -1, 0 or 1, when
/// given), `==` is symmetric, equal values hash alike, and sorting leaves no pair out of order.
/// Quadratic in the number of values.
public func checkComparable<Value: Comparable & Hashable>(
  _ values: [Value], oracle: ((Value, Value) -> Int)? = nil
) -> [LawBreak] {
  var breaks: [LawBreak] = []
  for a in values {
    for b in values {
      let less = a < b
      let equal = a == b
      let greater = b < a
      let held = [less, equal, greater].filter { $0 }.count
      if held != 1 {
        breaks.append(
          LawBreak(
            law: "exactly one of <, ==, > holds",
            detail: "\(a) vs \(b): < \(less), == \(equal), > \(greater)"))
      }
      if equal != (b == a) {
        breaks.append(LawBreak(law: "== is symmetric", detail: "\(a) vs \(b)"))
      }
      if equal, a.hashValue != b.hashValue {
        breaks.append(LawBreak(law: "equal values hash alike", detail: "\(a) and \(b)"))
      }
      if let expected = oracle?(a, b), expected != (less ? -1 : (equal ? 0 : 1)) {
        breaks.append(
          LawBreak(
            law: "the order is the oracle's",
            detail: "\(a) vs \(b): expected \(expected), < \(less), == \(equal)"))
      }
    }
  }
  let sorted = values.sorted()
  for (index, a) in sorted.enumerated() {
    for b in sorted[(index + 1)...] where b < a {
      breaks.append(
        LawBreak(law: "< is transitive (sorting orders every pair)", detail: "\(b) < \(a)"))
    }
  }
  return breaks
}
