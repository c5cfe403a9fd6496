import Foundation
import PickerTestSupport
import Testing

@testable import PickerCore
@testable import PickerKit

/// The one description: built, described again and built again, it loses nothing; encoded and
/// decoded it is the same; a bad one gets one message that names its setting.
@Suite("Picker descriptions")
struct PickerSpecTests {
  /// The picker a description builds, as a value that compares.
  private static func built(_ spec: PickerSpec) -> AnyHashable? {
    switch spec {
    case .pattern(let spec): try? spec.makePicker()
    case .date(let spec): try? spec.makePicker()
    case .measure(let spec): try? spec.makePicker()
    case .options(let spec): try? spec.makePicker()
    }
  }

  private static func describe(_ picker: AnyHashable) -> PickerSpec? {
    switch picker.base {
    case let picker as PatternPicker: PickerSpec(picker)
    case let picker as DateWheelPicker: PickerSpec(picker)
    case let picker as MeasurePicker: PickerSpec(picker)
    case let picker as OptionPicker: PickerSpec(picker)
    default: nil
    }
  }

  @Test(
    "Description -> picker -> description -> picker is the same picker",
    arguments: PickerKind.allCases)
  func roundTrip(kind: PickerKind) throws {
    var choices = Choices(name: "description round trip \(kind)")
    var built = 0
    for _ in 0..<400 {
      let spec = PickerSpec.draw(kind, from: &choices)
      guard let picker = Self.built(spec) else { continue }
      built += 1
      let described = try #require(Self.describe(picker), "\(spec)")
      let again = try #require(Self.built(described), "\(described) from \(spec)")
      #expect(again == picker, "\(spec) -> \(described)")
      // Described again, the description is a fixed point.
      #expect(Self.describe(again) == described, "\(described)")
      // Through JSON, nothing changes either.
      let json = try PickerJSON.text(of: described)
      #expect(
        try JSONDecoder().decode(PickerSpec.self, from: Data(json.utf8)) == described, "\(json)")
    }
    #expect(built >= 100)
  }

  @Test(
    "A bad description gets one message naming the setting",
    arguments: [
      (
        #"{"kind":"pattern","pattern":"99.9","maximum":"1.37"}"#, "maximum",
        "\"maximum\" is not a setting of a pattern picker: use pattern, min, max, step, locale"
      ),
      (
        #"{"kind":"dial"}"#, "kind", "kind \"dial\" is unknown: use pattern, date, measure, options"
      ),
      (#"{"kind":"date","seconds":"yes"}"#, "seconds", "seconds must be true or false"),
      (
        #"{"kind":"date","minuteInterval":"15"}"#, "minuteInterval",
        "minuteInterval must be a whole number"
      ),
      (
        #"{"kind":"measure","dimension":"mass","unitTurn":"sideways"}"#, "unitTurn",
        "unitTurn is convert or keepDigits, got sideways"
      ),
      (
        #"{"kind":"options","columns":[{"options":["a"],"wrap":true}]}"#, "wrap",
        "\"wrap\" is not a setting of a column: use name, options, cyclic"
      ),
    ])
  func badDescriptions(json: String, setting: String, message: String) {
    do {
      let spec = try JSONDecoder().decode(PickerSpec.self, from: Data(json.utf8))
      Issue.record("\(json) was read as \(spec)")
    } catch let error as SpecError {
      #expect(error.setting == setting)
      #expect(error.message == message)
    } catch {
      Issue.record("\(json): \(error)")
    }
  }

  @Test("Settings that cannot work are refused by the core, whoever sends them")
  func refusedSettings() {
    let cases: [(PickerSpec, String, String)] = [
      (
        .measure(MeasureSpec(dimension: .mass, units: ["kg", "kg"])), "units",
        "units: kg names kg again; list each unit once"
      ),
      (
        .measure(MeasureSpec(dimension: .mass, units: ["lb", "lbs"])), "units",
        "units: lbs names lb again; list each unit once"
      ),
      (
        .measure(MeasureSpec(dimension: .mass, units: ["kg", ""])), "units",
        "units \"kg,\" has an empty unit: list units separated by single commas, as kg,g,mg"
      ),
      (
        .date(DateSpec(mode: .date, seconds: true)), "seconds",
        "seconds adds a seconds wheel to a time, datetime or countdown; mode date has no time"
      ),
      (
        .date(DateSpec(timeZone: "Mars/Olympus")), "timeZone",
        "unknown time zone Mars/Olympus: use an IANA name such as Europe/Berlin or UTC"
      ),
      (
        .pattern(PatternSpec(pattern: "99", min: "5e0")), "min",
        "min 5e0: \"5e0\" is not a value for 99: give digits such as 99"
      ),
    ]
    for (spec, setting, message) in cases {
      do {
        _ = try spec.makePicker()
        Issue.record("\(spec) built")
      } catch {
        #expect(error.setting == setting, "\(spec)")
        #expect(error.message == message, "\(spec)")
      }
    }
  }

  @Test("A unit list with spaces around the names means the same units")
  func unitsTrimmed() throws {
    let spaced = try MeasureSpec(dimension: .pace, units: ["min/km", " min/mi"]).makePicker()
    #expect(spaced.units.map(\.symbol) == ["min/km", "min/mi"])
  }

  @Test("A JSON number and its text are one value: 5e0 is 5, 0.1 is exactly 0.1")
  func numbersAndText() throws {
    let number = try JSONDecoder().decode(
      PickerSpec.self, from: Data(#"{"kind":"pattern","pattern":"9.9","min":5e0,"step":0.1}"#.utf8))
    #expect(number == .pattern(PatternSpec(pattern: "9.9", min: "5", step: "0.1")))
  }

  @Test("A pace is written as a runner writes it")
  func paceWritten() throws {
    let pace = try MeasureSpec(dimension: .pace).makePicker()
    #expect(try pace.answer("5:00 min/km", nearest: false).written == "5:00 min/km")
  }
}

/// Correction finds the nearest legal value under every constraint at once: checked against
/// every legal value of small pickers, by brute force.
@Suite("Nearest legal value, by brute force")
struct NearestByBruteForceTests {
  @Test("A time of day: the grid, the bounds and the wrap round midnight together")
  func timesOfDay() throws {
    var choices = Choices(name: "nearest time of day")
    for _ in 0..<150 {
      let interval = choices.pick(DateWheelPicker.minuteIntervals)
      let seconds = choices.oneIn(4)
      var spec = DateSpec(mode: .time, minuteInterval: interval, seconds: seconds, timeZone: "UTC")
      let low = choices.int(in: 0...1_439)
      let high = choices.int(in: low...1_439)
      if choices.bool() { spec.min = String(format: "%02d:%02d", low / 60, low % 60) }
      if choices.bool() { spec.max = String(format: "%02d:%02d", high / 60, high % 60) }
      guard let picker = try? spec.makePicker() else { continue }
      let step = seconds ? 1 : 60
      let legal = stride(from: 0, to: 86_400, by: step).filter { second in
        let fields = LocalDateTime(
          hour: second / 3_600, minute: second % 3_600 / 60, second: second % 60)
        return fields.minute % interval == 0 && fields >= picker.minimum && fields <= picker.maximum
      }
      for _ in 0..<20 {
        let asked = choices.int(in: 0...86_399) / step * step
        let fields = LocalDateTime(
          hour: asked / 3_600, minute: asked % 3_600 / 60, second: asked % 60)
        let got = picker.nearestValid(to: fields).fields
        let gotSecond = got.hour * 3_600 + got.minute * 60 + got.second
        func distance(_ second: Int) -> Int {
          let d = abs(second - asked)
          return min(d, 86_400 - d)
        }
        let best = legal.map(distance).min() ?? 0
        #expect(legal.contains(gotSecond), "\(spec) \(fields) -> \(got)")
        #expect(
          distance(gotSecond) == best, "\(spec) \(fields) -> \(got), nearest is \(best) s away")
      }
    }
  }

  @Test("The issue's case: 23:59 on a 15-minute grid from 09:07 is 23:45, not 09:15")
  func issueCase() throws {
    let picker = try DateSpec(mode: .time, min: "09:07", minuteInterval: 15, timeZone: "UTC")
      .makePicker()
    #expect(try picker.nearest(toAnswer: "23:59").fields.timeText == "23:45")
  }

  @Test("A date and time across a skipped hour: the nearer side of the gap")
  func skippedHour() throws {
    let picker = try DateSpec(
      mode: .dateAndTime, min: "2025-03-09T00:00", max: "2025-03-09T06:00", minuteInterval: 15,
      timeZone: "America/New_York"
    ).makePicker()
    #expect(try picker.nearest(toAnswer: "2025-03-09T02:10").fields.timeText == "01:45")
    #expect(try picker.nearest(toAnswer: "2025-03-09T02:30").fields.timeText == "03:00")
    #expect(try picker.nearest(toAnswer: "2025-03-09T02:50").fields.timeText == "03:00")
  }

  @Test(
    "Pattern wheels: min, max and step together", arguments: ["99", "9.9", "59:59", "±9.9", "9x"])
  func patterns(source: String) throws {
    var choices = Choices(name: "nearest pattern \(source)")
    let pattern = try WheelPattern(source)
    for _ in 0..<60 {
      let units = { (choices: inout Choices) in
        Int64(
          choices.int(
            in: Int(pattern.allowsNegative ? -pattern.maximumUnits : 0)...Int(pattern.maximumUnits))
        )
      }
      let (a, b) = (units(&choices), units(&choices))
      let value = { PatternValue(units: $0, resolution: pattern.resolution).decimal }
      let constraints = ValueConstraints(
        minimum: choices.bool() ? value(min(a, b)) : nil,
        maximum: choices.bool() ? value(max(a, b)) : nil,
        step: choices.bool() ? value(Int64(choices.int(in: 1...7))) : nil)
      guard let picker = try? PatternPicker(pattern: pattern, constraints: constraints) else {
        continue
      }
      let all = (-pattern.maximumUnits...pattern.maximumUnits).filter {
        picker.violation(of: PatternValue(units: $0, resolution: pattern.resolution)) == nil
      }
      for _ in 0..<20 {
        let asked = units(&choices)
        let got = picker.nearestValid(to: value(asked)).value.units
        let best = all.map { abs($0 - asked) }.min() ?? 0
        #expect(abs(got - asked) == best, "\(source) \(constraints) \(asked) -> \(got)")
      }
    }
  }
}
