// Prints ns per conversion and allocations per conversion, PickerKit beside the seeds' way
// (String(format:) then reading the characters back). Run with Benchmarks/run.sh, which preloads
// the malloc interposer so allocations are counted.
import Foundation
import MallocInterposerSwift
import PickerKit

/// Keeps results alive so the optimiser cannot drop the work.
nonisolated(unsafe) var sink: Int64 = 0

struct Figure {
  let name: String
  let nanoseconds: Double
  let allocations: Double
}

func measure(_ name: String, iterations: Int, _ body: (Int) -> Int64) -> Figure {
  // Warm up, then time and count allocations over the same loop.
  for index in 0..<min(iterations, 10_000) { sink &+= body(index) }
  MallocInterposerSwift.initialize()
  MallocInterposerSwift.hook()
  let before = MallocInterposerSwift.getStatistics().mallocCount
  let clock = ContinuousClock()
  let start = clock.now
  for index in 0..<iterations { sink &+= body(index) }
  let elapsed = clock.now - start
  let after = MallocInterposerSwift.getStatistics().mallocCount
  MallocInterposerSwift.unhook()
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  return Figure(
    name: name, nanoseconds: seconds * 1e9 / Double(iterations),
    allocations: Double(after - before) / Double(iterations))
}

/// Seed 000's way for a pattern: format the value, then take each character as a row.
func seedRows(_ value: Double, format: String, minutes: Bool) -> [Int] {
  let text =
    minutes
    ? String(format: "%02d:%05.2f", Int(value / 60), value - Double(Int(value / 60) * 60))
    : String(format: format, value)
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

let iterations = 1_000_000
var figures: [Figure] = []
for source in ["59:59.99", "999.99"] {
  guard let pattern = try? WheelPattern(source) else { fatalError("bad benchmark pattern") }
  let conversion = RowValueConversion(pattern: pattern)
  let count = pattern.maximumUnits + 1
  let values = (0..<1024).map {
    PatternValue(units: Int64($0) * 7_919 % count, resolution: pattern.resolution)
  }
  let rowSets = values.map { (try? conversion.rows(for: $0)) ?? [] }
  let doubles = values.map { Double($0.description) ?? 0 }
  let minutes = source.contains(":")
  figures.append(
    measure("\(source) value -> rows, PickerKit", iterations: iterations) { index in
      Int64((try? conversion.rows(for: values[index & 1023]))?.last ?? 0)
    })
  figures.append(
    measure("\(source) value -> rows, seed way", iterations: iterations / 10) { index in
      Int64(seedRows(doubles[index & 1023], format: "%06.2f", minutes: minutes).last ?? 0)
    })
  figures.append(
    measure("\(source) rows -> value, PickerKit", iterations: iterations) { index in
      (try? conversion.value(of: rowSets[index & 1023]))?.units ?? 0
    })
  figures.append(
    measure("\(source) rows -> value, seed way", iterations: iterations / 10) { index in
      Int64(seedValue(rowSets[index & 1023], pattern: pattern) * 100)
    })
}

print("| conversion | ns per op | allocations per op |")
print("|---|---:|---:|")
for figure in figures {
  print(
    "| \(figure.name) | \(String(format: "%.1f", figure.nanoseconds)) | "
      + "\(String(format: "%.2f", figure.allocations)) |")
}
for pair in stride(from: 0, to: figures.count, by: 2) {
  let ratio = figures[pair + 1].nanoseconds / figures[pair].nanoseconds
  print("\(figures[pair].name): \(String(format: "%.0f", ratio))x faster than the seed way")
}

// Dates: the memory of a whole date-and-time picker and its cyclic wheels, and ns per correction.
func datePickerMemory(virtualRows: Int) -> (bytes: Int, allocations: Int) {
  MallocInterposerSwift.hook()
  let before = MallocInterposerSwift.getStatistics()
  guard
    let picker = try? DateWheelPicker(
      mode: .dateAndTime, locale: Locale(identifier: "en_US"),
      timeZone: TimeZone(identifier: "America/New_York") ?? .current, minuteInterval: 1,
      virtualRowCount: virtualRows)
  else { fatalError("date picker") }
  let cyclic = picker.wheels.filter(\.isCyclic).map {
    CyclicWheel(rowCount: $0.rowCount, virtualRowCount: picker.virtualRowCount)
  }
  let after = MallocInterposerSwift.getStatistics()
  MallocInterposerSwift.unhook()
  sink &+= Int64(cyclic.count + picker.wheels.count)
  let inline = MemoryLayout<DateWheelPicker>.size + cyclic.count * MemoryLayout<CyclicWheel>.stride
  return (
    after.mallocBytesCount - before.mallocBytesCount + inline,
    after.mallocCount - before.mallocCount
  )
}

print("")
print("| date-and-time picker with cyclic wheels | bytes | allocations |")
print("|---|---:|---:|")
// The first picker loads the locale's and the time zone's data once per process; not counted.
_ = datePickerMemory(virtualRows: 10)
for (name, rows) in [("10,000 virtual rows", 10_000), ("Int.max virtual rows", Int.max)] {
  let memory = datePickerMemory(virtualRows: rows)
  print("| \(name) | \(memory.bytes) | \(memory.allocations) |")
}
print("| seed 003's UIDatePicker (UITableView, ~12 bytes a row) | about 1,000,000 | |")

guard
  let newYork = try? DateWheelPicker(
    mode: .dateAndTime, locale: Locale(identifier: "en_US"),
    timeZone: TimeZone(identifier: "America/New_York") ?? .current, minuteInterval: 15)
else { fatalError("date picker") }
let selections = (0..<1024).map { index in
  newYork.wheels.enumerated().map { wheel, spec in
    (index &* 2_654_435_761 &+ wheel &* 40_503) % spec.rowCount
  }
}
let correction = measure(
  "datetime nearestValid (America/New_York, 15-min grid)", iterations: 100_000
) {
  index in
  Int64(newYork.nearestValid(to: selections[index & 1023]).fields.minute)
}
print("")
print("| date correction | ns per op | allocations per op |")
print("|---|---:|---:|")
print(
  "| \(correction.name) | \(String(format: "%.1f", correction.nanoseconds)) | "
    + "\(String(format: "%.2f", correction.allocations)) |")

// Units: conversions per second for each dimension, the exact Decimal path beside Foundation's
// Double path (Measurement.converted), over every ordered pair of its units.
print("")
print("| dimension | exact conversions/s | Double (Foundation) conversions/s |")
print("|---|---:|---:|")
for dimension in MeasureDimension.allCases {
  let units = dimension.units
  let pairs = units.flatMap { from in units.map { (from, $0) } }
  let amounts = (1...64).map { Decimal($0 * 37) / 10 }
  let doubles = amounts.map { Double($0.description) ?? 0 }
  let exact = measure("\(dimension) exact", iterations: 200_000) { index in
    let (from, to) = pairs[index % pairs.count]
    let converted = try? ExactConversion.convert(amounts[index & 63], from: from, to: to)
    return converted?.isExact == true ? 1 : 0
  }
  let double = measure("\(dimension) double", iterations: 200_000) { index in
    let (from, to) = pairs[index % pairs.count]
    let value = Measurement(value: doubles[index & 63], unit: from.foundationUnit)
    return Int64(value.converted(to: to.foundationUnit).value)
  }
  print(
    "| \(dimension) | \(String(format: "%.0f", 1e9 / exact.nanoseconds)) | "
      + "\(String(format: "%.0f", 1e9 / double.nanoseconds)) |")
}
print("(checksum \(sink))")
