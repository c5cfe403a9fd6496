import Foundation
import PickerCore
import PickerKit
import PickerTestSupport
import Testing

/// The editing laws (Tests/PickerTestSupport/Laws.swift) checked on the page's core itself.
///
/// The native laws ask a picker in-process; here each law is a question to the served
/// pickerkit.wasm (in node) and is checked on its answers, so the laws hold where the page runs
/// them, not only on the host that was compared with it.
extension PageCoreTests {
  /// The fields of an answer the laws read; nil for a refusal.
  struct Reported {
    let rows: [Int]
    let counts: [Int]
    /// Each narrowed wheel's own rows, as sent (nil for a wheel drawn whole).
    let matches: [[Int]?]
    let focus: Int
    let entering: Bool
    let state: JSONValue

    init?(_ text: String) {
      guard let value = try? JSONReader.value(of: Array(text.utf8)) else { return nil }
      let answer = JSONReading(value)
      do throws(JSONError) {
        rows = try answer.member("rows").ints()
        let wheels = try answer.member("wheels").elements()
        counts = try wheels.map { wheel throws(JSONError) in try wheel.member("count").int() }
        matches = try wheels.map { wheel throws(JSONError) in
          try wheel.optionalMember("rows")?.ints()
        }
        let state = try answer.member("state")
        focus = try state.member("focus").int()
        guard case .bool(let flag) = try answer.member("entering").value else { return nil }
        entering = flag
        self.state = state.value
      } catch {
        return nil
      }
    }

    /// Whether the rows are one per wheel, each inside its wheel (on a wheel narrowed by typing,
    /// one of the matches it draws), with the focus on one.
    var insideWheels: Bool {
      rows.count == counts.count
        && rows.indices.allSatisfy { index in
          matches[index].map { $0.contains(rows[index]) }
            ?? (0..<counts[index]).contains(rows[index])
        } && counts.indices.contains(focus)
    }
  }

  /// The page's answers to questions about one picker each, in a session handed the tests'
  /// platform; nil for each refusal.
  static func pageReports(_ bodies: [[(String, JSONValue?)]]) throws -> [Reported?] {
    let platform = Array(JSONWriter.text(of: handedPlatform()).utf8)
    let requests =
      [(PageCall.platform, platform)]
      + bodies.map { (.answer, Array(JSONWriter.text(of: .object(JSONObject($0))).utf8)) }
    return try pageAnswers(requests).dropFirst().map(Reported.init)
  }

  @Test("The editing laws hold on the page's core: 1,600 seeded pickers, states and actions")
  func laws() throws {
    var choices = Choices(name: "page core laws")
    let encoder = JSONEncoder()
    var cases: [(picker: JSONValue, state: JSONValue, actions: [JSONValue], split: Int)] = []
    for _ in 0..<1_600 {
      let fuzz = FuzzCase(drawingFrom: &choices, hostile: false)
      guard fuzz.picker != nil else { continue }
      let state = try JSONReader.value(of: Array(try encoder.encode(fuzz.state)))
      // The actions a page can send: a typed key is one Unicode scalar in JSON (the laws' own
      // cases also type clusters such as "ตุ", which only an in-process caller can).
      let actions = fuzz.actions.compactMap { action in
        action.json.flatMap { json in (try? PickerAction(json: JSONReading(json))).map { _ in json }
        }
      }
      cases.append((fuzz.spec.json, state, actions, min(fuzz.split, actions.count)))
    }
    func body(_ picker: JSONValue, _ state: JSONValue, _ actions: [JSONValue])
      -> [(String, JSONValue?)]
    {
      [("picker", picker), ("state", state), ("actions", .array(actions))]
    }
    // Round one: all the actions at once, and the first part of them.
    let whole = try Self.pageReports(cases.map { body($0.picker, $0.state, $0.actions) })
    let firstPart = try Self.pageReports(
      cases.map { body($0.picker, $0.state, Array($0.actions.prefix($0.split))) })
    // Round two: a settle from where all the actions led, and the rest from the first part.
    let settle: [JSONValue] = [.string("settle")]
    let settled = try Self.pageReports(
      zip(cases, whole).map { body($0.picker, $1?.state ?? $0.state, settle) })
    let rest = try Self.pageReports(
      zip(cases, firstPart).map {
        body($0.picker, $1?.state ?? $0.state, Array($0.actions.dropFirst($0.split)))
      })
    // Round three: a second settle, which must move nothing.
    let settledTwice = try Self.pageReports(
      zip(cases, settled).map { body($0.picker, $1?.state ?? $0.state, settle) })

    var broken: [String] = []
    func broke(_ law: String, _ index: Int) {
      broken.append(
        "\(law): \(JSONWriter.text(of: .object(JSONObject(body(cases[index].picker, cases[index].state, cases[index].actions)))))"
      )
    }
    var checked = 0
    for index in cases.indices {
      guard let one = whole[index], let first = firstPart[index], let then = rest[index],
        let settle = settled[index], let again = settledTwice[index]
      else {
        broke(
          "a picker the page's core built answers every question about it",
          index)
        continue
      }
      checked += 1
      for report in [one, first, then, settle, again] where !report.insideWheels {
        broke("rows stay inside their wheels, with the focus on one", index)
      }
      if !one.entering, settle.rows != one.rows {
        broke("rows are legal when no entry is in progress", index)
      }
      if settle.entering { broke("settling ends the entry", index) }
      if again.rows != settle.rows { broke("rows are legal after settling", index) }
      if then.state != one.state {
        broke("actions sent in two requests do what they do in one", index)
      }
    }
    #expect(broken.isEmpty, "\(broken.count) broken, first: \(broken.prefix(3))")
    // Most drawn pickers build; every kind is among them.
    #expect(checked > 1_000, "\(checked) of \(cases.count) checked")
    #expect(Set(cases.compactMap { JSONReading($0.picker).kindName }).count == 4)
  }
}

extension JSONReading {
  /// A description's kind, for counting the kinds checked.
  fileprivate var kindName: String? {
    guard case .string(let kind)? = try? member("kind").value else { return nil }
    return kind
  }
}
