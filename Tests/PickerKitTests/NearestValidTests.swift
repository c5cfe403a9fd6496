import Foundation
import PickerTestSupport
import Testing

@testable import PickerCore
@testable import PickerKit

/// Nearest-valid against a brute-force oracle that tries every selection of small patterns.
@Suite("Nearest valid value")
struct NearestValidTests {
  /// Every legal value of a picker, found by asking the picker about every selection.
  private func legalValues(_ picker: PatternPicker) throws -> [Int64] {
    var values: Set<Int64> = []
    var rows = [Int](repeating: 0, count: picker.pattern.wheels.count)
    func visit(_ wheel: Int) throws {
      guard wheel < rows.count else {
        let value = picker.value(of: rows)
        if picker.violation(of: value) == nil { values.insert(value.units) }
        return
      }
      for row in 0..<picker.pattern.wheels[wheel].rowCount {
        rows[wheel] = row
        try visit(wheel + 1)
      }
    }
    try visit(0)
    return values.sorted()
  }

  @Test(
    "Matches the oracle on random numbers, min, max and steps",
    arguments: ["99.9", "9.99", "±9.9", "95", "59:59", "9x", "1.5"])
  func oracle(source: String) throws {
    let pattern = try WheelPattern(source)
    var random = SeededRandom(seed: UInt64(source.count) &* 1_000_003)
    let top = pattern.maximumUnits
    let bottom = pattern.allowsNegative ? -top : 0
    for round in 0..<40 {
      let minimum = round % 3 == 0 ? nil : Int64.random(in: bottom...(top / 2), using: &random)
      let maximum =
        round % 4 == 0 ? nil : Int64.random(in: (minimum ?? bottom)...top, using: &random)
      let step = round % 2 == 0 ? nil : Int64.random(in: 1...7, using: &random)
      let resolution = pattern.resolution
      let decimal = { (units: Int64?) in
        units.map { PatternValue(units: $0, resolution: resolution).decimal }
      }
      guard
        let picker = try? PatternPicker(
          pattern: pattern,
          constraints: ValueConstraints(
            minimum: decimal(minimum), maximum: decimal(maximum), step: decimal(step)))
      else { continue }  // no legal value at all: refused at construction, checked elsewhere
      let legal = try legalValues(picker)
      #expect(!legal.isEmpty)
      for _ in 0..<200 {
        // Numbers with one more decimal than the pattern, to exercise rounding and ties.
        let tenths = Int64.random(in: (bottom * 10 - 30)...(top * 10 + 30), using: &random)
        let number =
          Decimal(tenths) / Decimal(10)
          * PatternValue(units: 1, resolution: resolution)
          .decimal
        let got = picker.nearestValid(to: number).value.units
        // Distance in tenths of a unit; ties go away from zero.
        let best = legal.min { a, b in
          let da = abs(a * 10 - tenths)
          let db = abs(b * 10 - tenths)
          if da != db { return da < db }
          return tenths >= 0 ? a > b : a < b
        }
        #expect(
          got == best,
          "\(source) min \(minimum as Any) max \(maximum as Any) step \(step as Any) x \(number)")
      }
    }
  }

  @Test(
    "The issue's --nearest examples",
    arguments: [
      ("99.9", "3.14", nil, nil, nil, "03.1", "3.14 has more decimals than 99.9 holds"),
      ("99.9", "250", nil, nil, nil, "99.9", "250 is above the maximum 99.9"),
      (
        "99.9", "21.3", "7", "32", "0.5", "21.5",
        "21.3 is off the step grid: steps of 0.5 from 7"
      ),
      (
        "99x", "12 1/3", nil, nil, nil, "12 5/16",
        "12 1/3 is not a whole number of sixteenths: 99x holds 0, 1/16, 1/8 ... 15/16"
      ),
      ("99.9", "2.25", nil, nil, nil, "02.3", "2.25 has more decimals than 99.9 holds"),
      ("±9.9", "-2.25", nil, nil, nil, "-2.3", "-2.25 has more decimals than ±9.9 holds"),
      ("99.9", "21.25", "7", "32", "0.5", "21.5", "21.25 has more decimals than 99.9 holds"),
      ("99", "30", "45", "90", nil, "45", "30 is below the minimum 45"),
      (
        "59:59", "12:60", nil, nil, nil, "13:00",
        "seconds must be 0-59, got 60"
      ),
    ] as [(String, String, String?, String?, String?, String, String)])
  func issueExamples(
    source: String, answer: String, minimum: String?, maximum: String?, step: String?,
    text: String, reason: String
  ) throws {
    let picker = try PatternPicker(
      pattern: WheelPattern(source),
      constraints: ValueConstraints(
        minimum: minimum.flatMap { Decimal(string: $0) },
        maximum: maximum.flatMap { Decimal(string: $0) }, step: step.flatMap { Decimal(string: $0) }
      ))
    let corrected = try picker.nearest(toAnswer: answer)
    #expect(corrected.text == text)
    #expect(corrected.reason?.description == reason)
    let refusal = try #require(corrected.reason)
    #expect(throws: refusal) { try picker.accept(answer) }
  }

  @Test("A thermostat in half degrees Celsius: 7-32 in steps of 0.5")
  func thermostat() throws {
    let picker = try PatternPicker(
      pattern: WheelPattern("99.9"),
      constraints: ValueConstraints(minimum: 7, maximum: 32, step: Decimal(string: "0.5")))
    #expect(picker.minimum.description == "7")
    #expect(picker.maximum.description == "32")
    #expect(try picker.accept("21.5").text == "21.5")
    #expect(picker.nearestValid(to: [0, 3, 0, 0]).text == "07.0")
    let moved = picker.nearestValid(to: [3, 3, 0, 0])
    #expect(moved.text == "32.0")
    #expect(moved.moves == [WheelMove(wheel: 1, from: 3, to: 2)])
    #expect(moved.reason == .aboveMaximum("33.0", maximum: "32"))
  }
}
