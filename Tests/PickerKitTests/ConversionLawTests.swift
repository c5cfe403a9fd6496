import Foundation
import PickerTestSupport
import Testing

@testable import PickerCore
@testable import PickerKit

/// The round trips, over many seeded random cases per pattern family.
@Suite("Round-trip laws")
struct ConversionLawTests {
  static let families = [
    "99.9", "999.99", "59:59.99", "99:59:59", "9:59", "99x", "9x\"", "±99.9", "±59:59",
    "$9,999.99", "95.5", "999999999999.999999", "1.3",
  ]
  static let casesPerFamily = 10_000

  private func randomRows(_ pattern: WheelPattern, _ random: inout SeededRandom) -> [Int] {
    pattern.wheels.map { Int.random(in: 0..<$0.rowCount, using: &random) }
  }

  /// Rows a selection settles on: a negative zero shows as plus zero.
  private func canonical(_ rows: [Int], _ pattern: WheelPattern, value: PatternValue) -> [Int] {
    guard let sign = pattern.signWheel, value.units == 0 else { return rows }
    var rows = rows
    rows[sign] = 0
    return rows
  }

  @Test("rows -> value -> rows gives the rows back", arguments: families)
  func rowsRoundTrip(source: String) throws {
    let pattern = try WheelPattern(source)
    let conversion = RowValueConversion(pattern: pattern)
    var random = SeededRandom(seed: UInt64(source.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }))
    for _ in 0..<Self.casesPerFamily {
      let rows = randomRows(pattern, &random)
      let value = try conversion.value(of: rows)
      let back = try conversion.rows(for: value)
      #expect(back == canonical(rows, pattern, value: value), "\(source) \(rows)")
    }
  }

  @Test("value -> rows -> value gives the value back", arguments: families)
  func valueRoundTrip(source: String) throws {
    let pattern = try WheelPattern(source)
    let conversion = RowValueConversion(pattern: pattern)
    let picker = try PatternPicker(pattern: pattern)
    var random = SeededRandom(seed: 42 &+ UInt64(source.count))
    var checked = 0
    while checked < Self.casesPerFamily {
      let low: Int64 = pattern.allowsNegative ? -pattern.maximumUnits : 0
      let units = Int64.random(in: low...pattern.maximumUnits, using: &random)
      let value = PatternValue(units: units, resolution: pattern.resolution)
      // Sparse patterns (95.5) cannot show every number; those must be refused, not bent.
      guard let rows = try? conversion.rows(for: value) else {
        #expect(picker.violation(of: value) != nil)
        continue
      }
      #expect(try conversion.value(of: rows) == value)
      checked += 1
    }
  }

  @Test("text -> value -> text: what the wheels show reads back", arguments: families)
  func textRoundTrip(source: String) throws {
    let picker = try PatternPicker(pattern: WheelPattern(source))
    var random = SeededRandom(seed: 99 &+ UInt64(source.count))
    for _ in 0..<Self.casesPerFamily {
      let rows = randomRows(picker.pattern, &random)
      let value = picker.value(of: rows)
      let text = picker.pattern.text(of: rows)
      let accepted = try picker.accept(text)
      #expect(accepted.value == value, "\(source) \(text)")
      // The plain decimal reads back too, and so does the exact Decimal.
      #expect(try picker.accept(value.description).value == value)
      #expect(picker.nearestValid(to: value.decimal).value == value)
    }
  }

  @Test("Correcting twice changes nothing more (idempotent)", arguments: families)
  func nearestIsIdempotent(source: String) throws {
    let pattern = try WheelPattern(source)
    let picker = try PatternPicker(
      pattern: pattern,
      constraints: ValueConstraints(
        minimum: pattern.allowsNegative
          ? nil
          : PatternValue(
            units: pattern.maximumUnits / 7, resolution: pattern.resolution
          ).decimal,
        step: PatternValue(units: 3, resolution: pattern.resolution).decimal))
    var random = SeededRandom(seed: 5 &+ UInt64(source.count))
    for _ in 0..<2_000 {
      let rows = randomRows(pattern, &random)
      let once = picker.nearestValid(to: rows)
      #expect(picker.violation(of: once.value) == nil)
      let twice = picker.nearestValid(to: once.rows)
      #expect(twice.rows == once.rows)
      #expect(twice.reason == nil)
    }
  }
}
