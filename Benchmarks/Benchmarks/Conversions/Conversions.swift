// Rows <-> value beside the seeds' String(format:) way, and exact unit conversions beside
// Foundation's Double path. Each PickerKit figure has its baseline in the same suite, so the
// summary's ratios compare runs on the same machine at the same moment.
import Benchmark
import Foundation
import PickerKit

let benchmarks: @Sendable () -> Void = {
  // A thousand operations an iteration, so the clock's own cost is lost in the rounding;
  // the results are per operation.
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .nanoseconds,
    warmupIterations: 10, scalingFactor: .kilo, maxDuration: .seconds(1), maxIterations: 100_000)
  for source in ["59:59.99", "999.99"] { rowsAndValues(source) }
  for dimension in MeasureDimension.allCases { unitConversions(dimension) }
}

/// Seed 000's way for a pattern: format the value, then take each character as a row.
func seedRows(_ value: Double, minutes: Bool) -> [Int] {
  let text =
    minutes
    ? String(format: "%02d:%05.2f", Int(value / 60), value - Double(Int(value / 60) * 60))
    : String(format: "%06.2f", value)
  return text.map { Int(String($0)) ?? 0 }
}

/// Seed 000's way back: the row titles joined into text, then read as a Double.
func seedValue(_ rows: [Int], pattern: WheelPattern) -> Double {
  var text = ""
  for (index, row) in rows.enumerated() {
    text += pattern.wheels[index].title(forRow: row)
  }
  let groups = text.split(separator: ":")
  return groups.reduce(0.0) { $0 * 60 + (Double($1) ?? 0) }
}

func rowsAndValues(_ source: String) {
  guard let pattern = try? WheelPattern(source) else { fatalError("bad benchmark pattern") }
  let conversion = RowValueConversion(pattern: pattern)
  let count = pattern.maximumUnits + 1
  // Values spread over the whole pattern, so no branch sees only one case.
  let values = (0..<1024).map {
    PatternValue(units: Int64($0) * 7_919 % count, resolution: pattern.resolution)
  }
  let rowSets = values.map { (try? conversion.rows(for: $0)) ?? [] }
  let doubles = values.map { NSDecimalNumber(decimal: $0.decimal).doubleValue }
  let minutes = source.contains(":")

  Benchmark("\(source) value -> rows, PickerKit") { benchmark in
    for index in benchmark.scaledIterations {
      blackHole(try? conversion.rows(for: values[index & 1023]))
    }
  }
  Benchmark("\(source) value -> rows, seed way") { benchmark in
    for index in benchmark.scaledIterations {
      blackHole(seedRows(doubles[index & 1023], minutes: minutes))
    }
  }
  Benchmark("\(source) rows -> value, PickerKit") { benchmark in
    for index in benchmark.scaledIterations {
      blackHole(try? conversion.value(of: rowSets[index & 1023]))
    }
  }
  Benchmark("\(source) rows -> value, seed way") { benchmark in
    for index in benchmark.scaledIterations {
      blackHole(seedValue(rowSets[index & 1023], pattern: pattern))
    }
  }
}

/// Every ordered pair of a dimension's units, each converted exactly and through Foundation.
func unitConversions(_ dimension: MeasureDimension) {
  let units = dimension.units
  let pairs = units.flatMap { from in units.map { (from, $0) } }
  let amounts = (1...64).map { Decimal($0 * 37) / 10 }
  let doubles = amounts.map { NSDecimalNumber(decimal: $0).doubleValue }

  Benchmark("units \(dimension), exact") { benchmark in
    for index in benchmark.scaledIterations {
      let (from, to) = pairs[index % pairs.count]
      blackHole(try? ExactConversion.convert(amounts[index & 63], from: from, to: to))
    }
  }
  Benchmark("units \(dimension), Double") { benchmark in
    for index in benchmark.scaledIterations {
      let (from, to) = pairs[index % pairs.count]
      let value = Measurement(value: doubles[index & 63], unit: from.foundationUnit)
      blackHole(value.converted(to: to.foundationUnit))
    }
  }
}
