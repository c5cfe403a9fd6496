import Testing

@testable import PickerCore
@testable import PickerKit

@Suite("Spoken descriptions and the data-source shape")
struct SpeechAndDataSourceTests {
  @Test(
    "Values read out in words",
    arguments: [
      ("59:59.99", "12:54.37", "12 minutes 54.37 seconds"),
      ("59:59.99", "1:01", "1 minute 1 second"),
      ("59:59.99", "0", "0 seconds"),
      ("99:59:59", "11:23", "11 minutes 23 seconds"),
      ("99:59:59", "1:00:00", "1 hour"),
      ("99:59:59", "2:00:05", "2 hours 5 seconds"),
      ("99.9", "3.1", "3.1"),
      ("99x", "12 3/8", "12 and 3 eighths"),
      ("99x", "0 1/2", "1 half"),
      ("99x", "7", "7"),
      ("±99.9", "-4.5", "minus 4.5"),
    ])
  func spoken(pattern: String, answer: String, words: String) throws {
    let picker = try PatternPicker(pattern: WheelPattern(pattern))
    #expect(picker.spokenDescription(of: try picker.accept(answer).value) == words)
  }

  @Test("Wheels, rows, titles and a corrected selection, as UIPickerView asks")
  func dataSource() throws {
    let picker = try PatternPicker(
      pattern: WheelPattern("99.9"), constraints: ValueConstraints(minimum: 45, maximum: 90))
    let start = try picker.accept("50").rows
    #expect(picker.wheels(for: start).count == 4)
    #expect(picker.wheels(for: start).map(\.rowCount) == [10, 10, 1, 10])
    #expect(picker.title(ofRow: 0, inWheel: 2, rows: start) == ".")
    #expect(picker.title(ofRow: 7, inWheel: 0, rows: start) == "7")
    #expect(picker.title(ofRow: 12, inWheel: 0, rows: start) == "")
    let selected = picker.apply(.select(wheel: 0, row: 9), to: picker.state(rows: start))
    #expect(selected.text == "90.0")
    #expect(selected.moves == [WheelMove(wheel: 0, from: 5, to: 9)])
    let corrected = picker.apply(.select(wheel: 1, row: 5), to: selected.state)
    #expect(corrected.text == "90.0")
    #expect(corrected.moves.isEmpty)
    #expect(corrected.message == "95.0 is above the maximum 90; moved to 90.0")
  }
}
