import Foundation
import PickerKit
import PickerTestSupport
import Testing

/// A start and an end on one picker (`range: true`, `picker date --range`): the end never before
/// the start, nor past the longest span.
@Suite("Date ranges")
struct DateRangeTests {
  static func range(
    _ json: String = #"{"kind": "date", "range": true, "timeZone": "UTC"}"#
  ) throws -> DateRangePicker {
    let spec = try FormTests.decoded(PickerSpec.self, json)
    guard case .dateRange(let picker) = try spec.makePicker(on: .foundation()) else {
      throw SpecError(setting: "range", message: "not a range")
    }
    return picker
  }

  @Test("An interval reads and prints as START/END; JSON has start and end")
  func interval() throws {
    let picker = try Self.range()
    let outcome = try picker.answer("2026-12-20/2027-01-02", nearest: false)
    #expect(outcome.text == "2026-12-20/2027-01-02")
    #expect(picker.valueText(of: outcome.value) == "2026-12-20/2027-01-02")
    #expect(outcome.spoken == "from December 20, 2026 to January 2, 2027")
    let report = picker.report(outcome)
    #expect(report.details.start == "2026-12-20" && report.details.end == "2027-01-02")
    #expect(report.value == .text("2026-12-20/2027-01-02"))
    #expect(picker.wheels(for: outcome.state.rows).count == 7)
    #expect(picker.wheels(for: outcome.state.rows).map(\.accessibleName).first == "start month")
  }

  @Test(
    "Refused: an end before the start, past the span, or no interval; --nearest moves the end",
    arguments: [
      (
        "2026-12-20/2026-12-01",
        "the end 2026-12-01 is before the start 2026-12-20: a range ends on or after it",
        "2026-12-20/2026-12-20"
      ),
      (
        "2026-12-20/2027-01-20",
        "the end 2027-01-20 is more than 14d after the start 2026-12-20: a range spans 14d at most",
        "2026-12-20/2027-01-03"
      ),
      ("2026-12-20", "\"2026-12-20\" is not in the form START/END, each YYYY-MM-DD", nil),
    ] as [(String, String, String?)])
  func refused(answer: String, message: String, nearest: String?) throws {
    let picker = try Self.range(
      #"{"kind": "date", "range": true, "longest": "14d", "timeZone": "UTC"}"#)
    do {
      _ = try picker.answer(answer, nearest: false)
      Issue.record("\(answer) was taken")
    } catch {
      #expect(error.description == message)
    }
    if let nearest {
      let moved = try picker.answer(answer, nearest: true)
      #expect(moved.text == nearest)
      #expect(moved.message?.hasPrefix(message) == true)
    }
  }

  @Test("Moving the start past the end brings the end along; the end never passes the span")
  func wheelsKeepTheOrder() throws {
    let picker = try Self.range(
      #"{"kind": "date", "range": true, "longest": "1w", "timeZone": "UTC"}"#)
    let start = try picker.answer("2026-12-20/2026-12-22", nearest: false).state
    // The start's day wheel (month, day, year in en_US) up five days: past the end.
    let later = picker.apply(.step(wheel: 1, by: 5), to: start)
    #expect(later.text == "2026-12-25/2026-12-25")
    // Named as the wheels write them: the wheels moved, not an answer.
    #expect(
      later.message?.hasPrefix("the end December 22, 2026 is before the start December 25, 2026")
        == true)
    // The end's day wheel up twenty days: the span stops it a week after the start.
    let far = picker.apply(.step(wheel: 5, by: 20), to: later.state)
    #expect(far.text == "2026-12-25/2027-01-01")
  }

  @Test("Any seeded actions leave a legal range: the end on or after the start, within the span")
  func seededActions() throws {
    let picker = try Self.range(
      #"{"kind": "date", "mode": "datetime", "range": true, "longest": "3d", "minuteInterval": 15, "timeZone": "UTC"}"#
    )
    var random = SeededRandom(name: "date ranges")
    var state = picker.initialState
    for _ in 0..<400 {
      let wheel = Int.random(in: 0..<picker.wheels(for: state.rows).count, using: &random)
      let action: PickerAction =
        switch Int.random(in: 0...3, using: &random) {
        case 0: .spin(wheel: wheel, by: Int.random(in: -40...40, using: &random))
        case 1: .step(wheel: wheel, by: Int.random(in: -40...40, using: &random))
        case 2: .type(Character(String(Int.random(in: 0...9, using: &random))))
        default: .focus(.wheel(wheel))
        }
      let previous = state
      let outcome = picker.apply([action, .settle], to: state)
      state = outcome.state
      let range = outcome.value
      #expect(range.start <= range.end, "\(outcome.text)")
      let parts = outcome.text.split(separator: "/").map(String.init)
      #expect(parts.count == 2)
      // What it prints reads back as itself.
      #expect(
        (try? picker.answer(outcome.text, nearest: false).value) == range,
        "\(action) from \(previous.rows) to \(outcome.text) \(outcome.state)")
    }
  }

  @Test(
    "Descriptions: range and longest read and written back; refused where they cannot work",
    arguments: [
      (#"{"kind": "date", "range": true, "longest": "2w"}"#, nil),
      (#"{"kind": "date", "mode": "time", "range": true, "longest": "90min"}"#, nil),
      (
        #"{"kind": "date", "longest": "2w"}"#,
        "longest is a range's: give range: true too"
      ),
      (
        #"{"kind": "date", "mode": "countdown", "range": true}"#,
        "a countdown has no range: use a date, time or date-and-time mode"
      ),
      (
        #"{"kind": "date", "range": true, "longest": "3h"}"#,
        "longest 3h is not a span of date wheels"
      ),
    ] as [(String, String?)])
  func descriptions(json: String, refusal: String?) throws {
    do {
      let spec = try FormTests.decoded(PickerSpec.self, json)
      let built = try spec.makePicker(on: .foundation())
      #expect(refusal == nil, "\(json) was built")
      let again = try FormTests.decoded(
        PickerSpec.self, String(decoding: try JSONEncoder().encode(spec), as: UTF8.self))
      #expect(try again.makePicker(on: .foundation()) == built)
    } catch {
      #expect("\(error)".contains(refusal ?? "(built)"), "\(json): \(error)")
    }
  }

  @Test("A form field takes a range: answered as START/END, its value the interval")
  func formField() throws {
    let form = try FormTests.described(
      #"{"fields":[{"name":"away","kind":"date","range":true,"timeZone":"UTC"}]}"#
    ).makeForm()
    let outcome = try form.answer(["away": "2026-12-20/2027-01-02"], nearest: false)
    #expect(outcome.jsonText == #"{"away":"2026-12-20/2027-01-02"}"#)
  }
}
