import Testing

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
    #expect(picker.numberOfComponents == 4)
    #expect((0..<4).map(picker.numberOfRows(inComponent:)) == [10, 10, 1, 10])
    #expect(picker.title(forRow: 0, forComponent: 2) == ".")
    #expect(picker.title(forRow: 7, forComponent: 0) == "7")
    #expect(picker.title(forRow: 12, forComponent: 0) == "")
    let start = try picker.accept("50").rows
    let selected = picker.didSelect(row: 9, inComponent: 0, of: start)
    #expect(selected.text == "90.0")
    #expect(selected.moves.isEmpty)
    let corrected = picker.didSelect(row: 5, inComponent: 1, of: selected.rows)
    #expect(corrected.text == "90.0")
    #expect(corrected.moves == [WheelMove(wheel: 1, from: 5, to: 0)])
    #expect(corrected.reason == .aboveMaximum("95.0", maximum: "90"))
  }
}
