// Prints ns per conversion and allocations per conversion, PickerKit beside the seeds' way
// (String(format:) then reading the characters back). Run with Benchmarks/run.sh, which preloads
// the malloc interposer so allocations are counted.
import Foundation
import MallocInterposerSwift
import PickerKit
import PickerTerminal

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

// Keystrokes to enter realistic values: the terminal picker (driven through its pure model and
// checked to land on the value), one wheel holding every value in order (seed 000's bad 0-100
// wheel, extended), and typing the text. Each count includes the final Enter.
struct Entry {
  let kind: String
  let text: String
}

func pickerKeys(pattern: String, text: String) -> (keys: Int, landed: Bool, wheelSpins: Int) {
  guard let wheels = try? WheelPattern(pattern), let picker = try? PatternPicker(pattern: wheels),
    let target = try? picker.accept(text)
  else { return (0, false, 0) }
  let session = PatternSession(
    picker: picker, start: picker.initialSelection(), title: "", label: "")
  var state = PickerState(session: session, usesColor: false)
  // Type the text as a person would, on the calculator entry; the trailing zeros of the
  // decimals are already on the wheels. Without ':' where the digits alone say it (530 is 5:30),
  // else with them (8:03, since 80 seconds cannot stand on the wheels on the way).
  var text = text
  if text.contains(".") {
    while text.last == "0" { text.removeLast() }
    if text.last == "." { text.removeLast() }
  }
  var keys = 0
  for attempt in [text.filter { $0 != ":" }, text] {
    state = PickerState(session: session, usesColor: false)
    for key in attempt { state = update(state, .character(key)) }
    state = update(state, .enter)
    keys = attempt.count + 1
    if (try? picker.value(of: state.rows)) == target.value { break }
  }
  let landed = (try? picker.value(of: state.rows)) == target.value
  // A single wheel of every value, in the pattern's smallest unit, spun from zero.
  return (keys, landed, Int(target.value.units) + 1)
}

func dateKeys(_ text: String) -> (keys: Int, landed: Bool, wheelSpins: Int) {
  guard
    let picker = try? DateWheelPicker(
      mode: .date, locale: Locale(identifier: "en_US"),
      timeZone: TimeZone(identifier: "UTC") ?? .current),
    let target = try? picker.accept(text)
  else { return (0, false, 0) }
  let start = picker.nearestValid(to: LocalDateTime(year: 2026, month: 11, day: 23))
  var state = PickerState(
    session: DateSession(picker: picker, start: start, title: ""), usesColor: false)
  let fields = target.fields
  let typed = "\(fields.month)\(fields.day)\(fields.year)"
  for key in typed { state = update(state, .character(key)) }
  state = update(state, .enter)
  let landed = picker.nearestValid(to: state.rows).fields == fields
  // One wheel of every date from 1 January 1: as many spins as days from today's row.
  let days = abs(
    WallClockDays.between(fields, LocalDateTime(year: 2026, month: 11, day: 23)))
  return (typed.count + 1, landed, days + 1)
}

enum WallClockDays {
  static func between(_ a: LocalDateTime, _ b: LocalDateTime) -> Int {
    func days(_ f: LocalDateTime) -> Int {
      let y = f.month <= 2 ? f.year - 1 : f.year
      let era = y / 400
      let yoe = y - era * 400
      let doy = (153 * (f.month + (f.month > 2 ? -3 : 9)) + 2) / 5 + f.day - 1
      return era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy
    }
    return days(a) - days(b)
  }
}

let entries: [(String, String, String)] = [
  ("pace", "59:59", "5:30"), ("pace", "59:59", "4:45"), ("pace", "59:59", "8:03"),
  ("pace", "59:59", "10:15"), ("distance", "999.99", "5"), ("distance", "999.99", "10"),
  ("distance", "999.99", "21.1"), ("distance", "999.99", "42.2"),
  ("time", "99:59:59", "0:25:00"), ("time", "99:59:59", "1:45:30"), ("time", "99:59:59", "3:29:59"),
]
print("")
print("| value | picker keys | one wheel of every value | typing the text | landed |")
print("|---|---:|---:|---:|---|")
var totals = (picker: 0, wheel: 0, typing: 0)
for (kind, pattern, text) in entries {
  let result = pickerKeys(pattern: pattern, text: text)
  totals.picker += result.keys
  totals.wheel += result.wheelSpins
  totals.typing += text.count + 1
  print(
    "| \(kind) \(text) (\(pattern)) | \(result.keys) | \(result.wheelSpins) | \(text.count + 1) | \(result.landed) |"
  )
}
for text in ["2025-02-28", "1999-12-31", "2026-07-04"] {
  let result = dateKeys(text)
  totals.picker += result.keys
  totals.wheel += result.wheelSpins
  totals.typing += text.count + 1
  print(
    "| date \(text) | \(result.keys) | \(result.wheelSpins) | \(text.count + 1) | \(result.landed) |"
  )
}
print("| total | \(totals.picker) | \(totals.wheel) | \(totals.typing) | |")
print("(checksum \(sink))")
