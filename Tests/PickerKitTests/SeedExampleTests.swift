import Foundation
import Testing

@testable import PickerCore
@testable import PickerKit

/// Every example the seeds show, through the public API.
@Suite("The seeds' examples")
struct SeedExampleTests {
  @Test(
    "Answers give the seeds' values and texts",
    arguments: [
      ("99.9", "3.1", "3.1", "03.1"),
      ("999.99", "203.14", "203.14", "203.14"),
      ("999.99", "3.1", "3.1", "003.10"),
      ("59:59.99", "12:54.37", "774.37", "12:54.37"),
      ("59:59.99", "774.37", "774.37", "12:54.37"),
      ("99x", "12 3/8", "12.375", "12 3/8"),
      ("99x", "12.375", "12.375", "12 3/8"),
      ("99x", "12", "12", "12"),
      ("99:59:59", "11:23", "683", "00:11:23"),
      ("99:59:59", "10:23", "623", "00:10:23"),
      ("59:59", "12:54", "774", "12:54"),
      ("±99.9", "-3.5", "-3.5", "-03.5"),
      ("±99.9", "+03.5", "3.5", "+03.5"),
      ("$999.99", "$012.50", "12.5", "$012.50"),
    ])
  func answers(pattern: String, answer: String, value: String, text: String) throws {
    let picker = try PatternPicker(pattern: WheelPattern(pattern))
    let accepted = try picker.accept(answer)
    #expect(accepted.value.description == value)
    #expect(accepted.text == text)
    #expect(accepted.reason == nil)
    // The text the wheels show reads back as the same value.
    #expect(try picker.accept(accepted.text).value == accepted.value)
  }

  @Test("Seed 000's setComponentValues and updatePickerValue, as one conversion")
  func seedConversion() throws {
    let conversion = RowValueConversion(pattern: try WheelPattern("99:59:59"))
    let rows = try conversion.rows(for: PatternValue(units: 683, resolution: .decimal(places: 0)))
    #expect(rows == [0, 0, 0, 1, 1, 0, 2, 3])
    #expect(try conversion.value(of: rows).units == 683)
  }

  @Test("Values come back as exact Decimals")
  func exactDecimal() throws {
    let picker = try PatternPicker(pattern: WheelPattern("59:59.99"))
    let value = try picker.accept("12:54.37").value.decimal
    #expect(value == Decimal(string: "774.37"))
    let sixteenths = try PatternPicker(pattern: WheelPattern("99x")).accept("12 3/8").value.decimal
    #expect(sixteenths == Decimal(string: "12.375"))
  }
}
