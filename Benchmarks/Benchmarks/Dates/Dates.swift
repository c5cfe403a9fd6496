// Date correction per call, and what a whole date-and-time picker with its cyclic wheels costs
// in memory: seed 003's UIDatePicker kept a table of about a million rows (~12 bytes each).
import Benchmark
import Foundation
import PickerKit

let benchmarks: @Sendable () -> Void = {
  guard let newYork = TimeZone(identifier: "America/New_York") else { fatalError("time zone") }
  let locale = Locale(identifier: "en_US")
  correction(locale: locale, timeZone: newYork)
  for (name, rows) in [("10,000", 10_000), ("Int.max", Int.max)] {
    memory(name: name, virtualRows: rows, locale: locale, timeZone: newYork)
  }
}

func correction(locale: Locale, timeZone: TimeZone) {
  guard
    let picker = try? DateWheelPicker(
      mode: .dateAndTime, locale: locale, timeZone: timeZone, minuteInterval: 15)
  else { fatalError("date picker") }
  // Any rows at all, most of them needing a correction (minutes off the grid, February 30).
  let selections = (0..<1024).map { index in
    picker.wheels.enumerated().map { wheel, spec in
      (index &* 2_654_435_761 &+ wheel &* 40_503) % spec.rowCount
    }
  }
  Benchmark(
    "date nearestValid (America/New_York, 15-min grid)",
    configuration: .init(
      metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .nanoseconds,
      warmupIterations: 10, scalingFactor: .kilo, maxDuration: .seconds(1),
      maxIterations: 100_000)
  ) { benchmark in
    for index in benchmark.scaledIterations {
      blackHole(picker.nearestValid(to: selections[index & 1023]))
    }
  }
}

/// The bytes a picker and its cyclic wheels hold that no allocation counts: the structs.
let inlineBytes = BenchmarkMetric.custom("inline bytes", useScalingFactor: false)

func memory(name: String, virtualRows: Int, locale: Locale, timeZone: TimeZone) {
  // Warm-up builds a picker first: the locale's and time zone's data load once per process,
  // whatever a picker holds.
  Benchmark(
    "date-and-time picker memory, \(name) virtual rows",
    configuration: .init(
      metrics: [.mallocCountTotal, .mallocBytesCount, .wallClock, inlineBytes],
      warmupIterations: 10, scalingFactor: .one, maxDuration: .seconds(1), maxIterations: 2_000)
  ) { benchmark in
    guard
      let picker = try? DateWheelPicker(
        mode: .dateAndTime, locale: locale, timeZone: timeZone, minuteInterval: 1,
        virtualRowCount: virtualRows)
    else { fatalError("date picker") }
    let cyclic = picker.wheels.filter(\.isCyclic).map {
      CyclicWheel(rowCount: $0.rowCount, virtualRowCount: picker.virtualRowCount)
    }
    blackHole(cyclic)
    blackHole(picker)
    benchmark.measurement(
      inlineBytes,
      MemoryLayout<DateWheelPicker>.size + cyclic.count * MemoryLayout<CyclicWheel>.stride)
  }
}
