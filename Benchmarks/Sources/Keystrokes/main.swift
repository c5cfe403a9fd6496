// Keystrokes to enter realistic values through the core's editing model (the one every front
// end drives), each checked to land on the value the answer means; beside one wheel holding
// every value in order (seed 000's 0-100 wheel, extended) and typing the text. Counts, not
// timings, so this is a plain executable rather than a package-benchmark suite.
import Foundation
import PickerKit

/// How a value was entered: the keys pressed, whether they landed, and the spins of one wheel of
/// every value from where the picker starts.
struct Entry {
  let keys: Int
  let landed: Bool
  let wheelSpins: Int
}

/// The first of some ways to type a value (fewest keys first) that lands on it, and its keys with
/// the final Enter (`.settle`); the last way's keys when none lands.
func typed<P: Picker>(_ ways: [String], on picker: P, landingOn text: String) -> (Int, Bool) {
  guard let target = try? picker.answer(text, nearest: false).value else { return (0, false) }
  var result = (0, false)
  for keys in ways {
    let actions = keys.map { PickerAction.type($0) } + [.settle]
    result = (actions.count, picker.apply(actions, to: picker.initialState).value == target)
    if result.1 { break }
  }
  return result
}

func patternEntry(pattern: String, text: String) -> Entry {
  guard let wheels = try? WheelPattern(pattern), let picker = try? PatternPicker(pattern: wheels),
    let target = try? picker.answer(text, nearest: false).value
  else { return Entry(keys: 0, landed: false, wheelSpins: 0) }
  // The trailing zeros of decimals are already on the wheels, and entry fills from the right, so
  // a person leaves out leading zeros and ':' where the digits alone say it (2500 is 0:25:00),
  // else types them (8:03, since 80 seconds cannot stand on the way).
  var short = text
  if short.contains(".") {
    while short.last == "0" { short.removeLast() }
    if short.last == "." { short.removeLast() }
  }
  let digits = short.filter { $0 != ":" }
  let ways = [String(digits.drop { $0 == "0" }), digits, short, text]
  let (keys, landed) = typed(ways.filter { !$0.isEmpty }, on: picker, landingOn: text)
  // One wheel of every value, in the pattern's smallest unit, spun from zero.
  return Entry(keys: keys, landed: landed, wheelSpins: Int(target.units) + 1)
}

func dateEntry(_ text: String) -> Entry {
  guard
    let utc = TimeZone(identifier: "UTC"),
    let picker = try? DateWheelPicker(
      mode: .date, locale: Locale(identifier: "en_US"), timeZone: utc),
    let target = try? picker.answer(text, nearest: false).value
  else { return Entry(keys: 0, landed: false, wheelSpins: 0) }
  // Type-ahead on each wheel in the locale's order (month, day, year), no leading zeros.
  let digits = "\(target.month)\(target.day)\(target.year)"
  let (keys, landed) = typed([digits], on: picker, landingOn: text)
  // One wheel of every date: as many spins as days from where the picker starts (today).
  let start = picker.value(of: picker.initialState.rows)
  return Entry(keys: keys, landed: landed, wheelSpins: abs(days(target) - days(start)) + 1)
}

/// Days since a fixed epoch, for the distance between two dates (proleptic Gregorian).
func days(_ date: LocalDateTime) -> Int {
  let year = date.month <= 2 ? date.year - 1 : date.year
  let era = (year >= 0 ? year : year - 399) / 400
  let yearOfEra = year - era * 400
  let dayOfYear = (153 * (date.month + (date.month > 2 ? -3 : 9)) + 2) / 5 + date.day - 1
  return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
}

let entries: [(kind: String, pattern: String, text: String)] = [
  ("pace", "59:59", "5:30"), ("pace", "59:59", "4:45"), ("pace", "59:59", "8:03"),
  ("pace", "59:59", "10:15"), ("distance", "999.99", "5"), ("distance", "999.99", "10"),
  ("distance", "999.99", "21.1"), ("distance", "999.99", "42.2"),
  ("time", "99:59:59", "0:25:00"), ("time", "99:59:59", "1:45:30"),
  ("time", "99:59:59", "3:29:59"),
]
let dates = ["2025-02-28", "1999-12-31", "2026-07-04"]

/// One line of the table: the value's name, the text a person would type, and how it went.
struct Row {
  let name: String
  let text: String
  let entry: Entry
}

let rows =
  entries.map { kind, pattern, text in
    Row(
      name: "\(kind) \(text) (\(pattern))", text: text,
      entry: patternEntry(pattern: pattern, text: text))
  } + dates.map { Row(name: "date \($0)", text: $0, entry: dateEntry($0)) }

print("| value | picker keys | one wheel of every value | typing the text | landed |")
print("|---|---:|---:|---:|---|")
for row in rows {
  let entry = row.entry
  print(
    "| \(row.name) | \(entry.keys) | \(entry.wheelSpins) | \(row.text.count + 1) "
      + "| \(entry.landed) |")
}
let pickerKeys = rows.reduce(0) { $0 + $1.entry.keys }
let wheelSpins = rows.reduce(0) { $0 + $1.entry.wheelSpins }
// The text and an Enter.
let typingKeys = rows.reduce(0) { $0 + $1.text.count + 1 }
let allLanded = rows.allSatisfy(\.entry.landed)
print("| total | \(pickerKeys) | \(wheelSpins) | \(typingKeys) | \(allLanded) |")
// One line for run.sh's summary.
let perTyped = String(format: "%.2f", Double(pickerKeys) / Double(typingKeys))
print(
  "keystrokes: picker \(pickerKeys), typing the text \(typingKeys) (picker/typing \(perTyped))"
    + ", one wheel of every value \(wheelSpins), all landed \(allLanded)")
