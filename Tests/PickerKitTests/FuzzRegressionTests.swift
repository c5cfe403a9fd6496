import Foundation
import PickerKit
import PickerTestSupport
import Testing

/// What the fuzzer (scripts/fuzz.sh) and the editing laws found, kept twice: the fuzzer's bytes
/// replayed through ``FuzzCase``, and the behaviour as a person or a front end meets it.
///
/// The bytes spell a case through the generators in Tests/PickerTestSupport as they were when it
/// was found; a later change to a generator may make them spell another case, which is why each
/// has a readable twin. They replay in an exit test, so an input that traps fails its test alone.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  /// An input the fuzzer kept, and what it broke.
  struct Input: Sendable, CustomTestStringConvertible {
    let found: String
    let bytes: [UInt8]

    var testDescription: String { found }
  }

  static let inputs = [
    Input(
      found: "an entry sent back that types nothing left its rows uncorrected",
      bytes: [
        0x0C, 0x28, 0x28, 0x00, 0x00, 0x00, 0x10, 0x3E, 0x35, 0x32, 0x01, 0x3E, 0x04, 0x3E, 0x3E,
        0x5F,
      ]),
    Input(
      found: "erasing an entry's only key left its rows uncorrected",
      bytes: [
        0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0x29, 0x03, 0x13, 0x26, 0x02, 0x2D, 0xFF, 0xFF, 0xFF, 0xFF,
        0x29, 0x03, 0x13, 0x26, 0x02, 0x2D, 0xB8, 0x43, 0x50, 0x3F, 0x5E, 0x45, 0x47, 0xFF, 0x66,
        0x72, 0x5F, 0x3F, 0x3F, 0x76, 0x76, 0x76, 0x02, 0x76, 0x76, 0x02, 0x00, 0x76, 0x76, 0x76,
      ]),
    Input(
      found: "type-ahead that starts a new spelling replayed from the old entry's rows",
      bytes: [
        0x01, 0xFE, 0x1E, 0xCA, 0xEF, 0xCA, 0x3D, 0x01, 0x00, 0xFF, 0xFE, 0xCA, 0xCA, 0xCA, 0x08,
        0x04, 0x00, 0x2F, 0x32, 0x28, 0x76, 0x76, 0xFF, 0x8A, 0x8A, 0xFF, 0x8A, 0x8A, 0x8A, 0xFE,
        0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0xFD, 0xFF, 0xFF, 0xFF, 0x8A, 0xFF, 0xFF, 0x8A, 0xFE,
      ]),
    Input(
      found: "a range inside a skipped hour left no legal time",
      bytes: [0x25, 0xD6, 0xD6, 0xD6, 0xD6, 0x56, 0x40, 0xA0, 0x08, 0x2C, 0x11, 0xF7, 0x54, 0x06]),
    Input(
      found: "a minimum in Chatham's skipped hour moved off the minute grid",
      bytes: [0xDD, 0x4A, 0x31, 0x27, 0x76, 0x50, 0x50, 0x3C, 0x4F, 0x01, 0x3B, 0xE7, 0x32, 0xCD]),
    Input(
      found: "a pattern of 19 or more decimals trapped in PatternValue.parts",
      bytes: [
        0x00, 0xEF, 0xB9, 0x2D, 0x43, 0x5D, 0x53, 0xB9, 0x53, 0xB9, 0xB9, 0x72, 0x46, 0xB9, 0x30,
        0x21, 0x02, 0x21, 0x02, 0xB9, 0xB9, 0x01, 0x21, 0x02, 0x72, 0x72, 0x72, 0x72, 0x72, 0x72,
        0x72, 0x72, 0x72, 0x72, 0x46, 0xB9, 0x30, 0x01, 0x21, 0x02, 0x21, 0x02, 0xB9, 0xB9, 0x01,
        0x21,
      ]),
  ]

  @Test("Inputs the fuzzer kept run clean", arguments: inputs)
  func fuzzInput(_ input: Input) async {
    // A trap fails the exit status; a broken law is printed, so that it reaches the message.
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      [bytes = input.bytes as [UInt8]] in
      let fuzzCase = FuzzCase(bytes: bytes)
      let breaks = fuzzCase.run()
      if !breaks.isEmpty { print("\(breaks.summary())\n\(fuzzCase)") }
    }
    let broken = result.map { String(decoding: $0.standardOutputContent, as: UTF8.self) } ?? ""
    #expect(broken.isEmpty, "\(broken)")
  }
}

/// The same findings as a person meets them.
extension FuzzRegressionTests {
  private static let utc = TimeZone(identifier: "UTC") ?? .gmt

  private func pattern(_ source: String, minimum: String? = nil) throws -> PatternPicker {
    try PatternPicker(
      pattern: WheelPattern(source),
      constraints: ValueConstraints(minimum: minimum.flatMap { Decimal(string: $0) }))
  }

  @Test("A state sent back with an entry that types nothing still lands on legal rows")
  func entryThatTypesNothing() throws {
    let picker = try pattern("9.9", minimum: "4.1")
    // 2.4 is below the minimum; no keys, or a first key the wheel refuses, make no entry.
    for keys in ["", "z"] {
      let state = try StateSpec(
        rows: [2, 0, 4], focus: 0, entry: .init(keys: keys, wheel: 0, rows: [2, 0, 4])
      ).state
      let outcome = picker.apply([], to: state)
      #expect(
        outcome.state.entry != nil || picker.isLegal(outcome.state.rows),
        "keys \(keys.debugDescription): \(outcome.state.rows)")
    }
  }

  @Test("Erasing the only key of an entry sent back lands on legal rows")
  func erasingTheOnlyKey() throws {
    let picker = try pattern("9.9", minimum: "4.1")
    let state = try StateSpec(
      rows: [2, 0, 4], focus: 2, entry: .init(keys: "0", wheel: 2, rows: [2, 0, 4])
    ).state
    let outcome = picker.apply([.erase], to: state)
    #expect(outcome.state.entry == nil)
    #expect(picker.isLegal(outcome.state.rows), "\(outcome.state.rows) shows \(outcome.text)")
  }

  @Test("Keys typed one request at a time leave the wheels where one request would")
  func typeAheadAcrossRequests() throws {
    let picker = try DateWheelPicker(
      mode: .time, locale: Locale(identifier: "en_GB"), timeZone: Self.utc, minuteInterval: 3)
    let start = try picker.state(startingAt: "10:00")
    // `3` picks 03; `2` continues no title, so it starts a new spelling (21, 24, 27).
    let typed = picker.apply([.focus(.wheel(1)), .type("3"), .type("2")], to: start)
    #expect(typed.text == "10:03")
    let sentBack = picker.apply([], to: typed.state)
    #expect(sentBack.state == typed.state)
    #expect(sentBack.text == "10:03")
  }

  @Test("A minimum that is no date (February 30) still leaves real dates to settle on")
  func boundThatIsNoDate() throws {
    let picker = try DateWheelPicker(
      mode: .date, timeZone: Self.utc, minimum: LocalDateTime(year: 2025, month: 2, day: 30))
    let outcome = try picker.answer("2025-01-15", nearest: true)
    #expect(picker.isLegal(outcome.state.rows), "\(outcome.text)")
    #expect(outcome.value == LocalDateTime(year: 2025, month: 3, day: 1))
    #expect(throws: DateError.self) {
      try DateWheelPicker(mode: .date, minimum: LocalDateTime(year: 2025, month: 13))
    }
  }

  @Test("Bounds with extreme years or hours are refused, not trapped on")
  func extremeBounds() async {
    await #expect(processExitsWith: .success) {
      _ = try? DateWheelPicker(mode: .date, minimum: LocalDateTime(year: Int.min + 1))
      _ = try? DateWheelPicker(mode: .dateAndTime, maximum: LocalDateTime(year: Int.max))
      _ = try? DateWheelPicker(mode: .countdown, maximum: LocalDateTime(hour: Int.max))
    }
  }

  @Test("No year wheel is too long to type on: a key on it answers within seconds")
  func hugeYearWheel() async {
    await #expect(processExitsWith: .success) {
      // A hang is a failure, not a stuck test run.
      alarm(30)
      let picker = try? DateWheelPicker(
        mode: .date, locale: Locale(identifier: "en_US"),
        maximum: LocalDateTime(year: 1_000_000_000_000))
      if let picker {
        _ = picker.apply([.focus(.wheel(2)), .type("2")], to: picker.initialState)
      }
    }
  }

  @Test("A maximum inside a skipped hour still leaves a legal latest time")
  func maximumInSkippedHour() throws {
    let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
    let maximum = LocalDateTime(year: 2025, month: 3, day: 30, hour: 2, minute: 30)
    let picker = try DateWheelPicker(
      mode: .dateAndTime, locale: Locale(identifier: "de_DE"), timeZone: berlin, maximum: maximum)
    let outcome = try picker.answer("2025-12-01T12:00", nearest: true)
    #expect(picker.isLegal(outcome.state.rows), "\(outcome.text)")
    #expect(outcome.value <= maximum)
    // A range that lies wholly inside the skipped hour has no legal time at all.
    #expect(throws: DateError.self) {
      try DateWheelPicker(
        mode: .dateAndTime, timeZone: berlin,
        minimum: LocalDateTime(year: 2025, month: 3, day: 30, hour: 2, minute: 10),
        maximum: maximum)
    }
  }

  @Test(
    "A time a daylight-saving change skips moves onto the minute grid",
    arguments: [
      ("Pacific/Chatham", LocalDateTime(year: 2025, month: 9, day: 28, hour: 3, minute: 0), 10),
      (
        "Australia/Lord_Howe", LocalDateTime(year: 2025, month: 10, day: 5, hour: 2, minute: 12), 12
      ),
    ])
  func skippedTimeOnGrid(zone: String, skipped: LocalDateTime, interval: Int) throws {
    // Chatham's clocks jump from 2:45 to 3:45 and Lord Howe's by half an hour: the time after
    // the gap is off a 10- or 12-minute grid.
    let picker = try DateWheelPicker(
      mode: .dateAndTime, timeZone: #require(TimeZone(identifier: zone)),
      minuteInterval: interval)
    let once = picker.corrected(picker.rows(for: skipped))
    #expect(picker.isLegal(once.rows), "\(picker.text(of: once.rows))")
    #expect(picker.nearestValid(to: once.rows).fields.minute % interval == 0)
  }

  @Test("An option label with spaces around it reads back as itself")
  func labelWithSpaces() throws {
    let picker = try OptionPicker(labels: ["small", " large\t"])
    for row in 0..<2 {
      let text = picker.text(of: [row])
      #expect(
        try picker.answer(text, nearest: false).state.rows == [row], "\(text.debugDescription)")
    }
  }

  @Test("A label reads back as its own option, even when another option's value is spelled so")
  func labelAndValueAlike() throws {
    let picker = try OptionPicker(columns: [
      .init(name: "unit", options: [.init("lb"), .init("pound", value: "lb")])
    ])
    #expect(try picker.answer(picker.text(of: [0]), nearest: false).state.rows == [0])
    #expect(try picker.answer(picker.text(of: [1]), nearest: false).state.rows == [1])
  }

  @Test("Labels that are words of other labels read back column by column: fl oz, or fl then oz")
  func labelsThatShareWords() throws {
    let picker = try OptionPicker(columns: [
      .init(name: "size", options: [.init("fl"), .init("fl oz")]),
      .init(name: "unit", options: [.init("oz"), .init("g")]),
    ])
    for rows in [[0, 0], [0, 1], [1, 0], [1, 1]] {
      let text = picker.text(of: rows)
      let read = try? picker.answer(text, nearest: false)
      #expect(read?.state.rows == rows, "\(text.debugDescription)")
    }
  }

  @Test("A pattern with more decimals than an exact value holds is refused, not trapped on")
  func tooManyDecimals() async {
    // 19 decimal wheels: 10^19 units per one is past Int64.
    #expect(throws: PatternError.self) { try WheelPattern(".9999999999999999999") }
    await #expect(processExitsWith: .success) {
      for source in [
        ".9999999999999999999", "±.1111111111111111111111111", "9.99999999999999999999",
      ] {
        if let pattern = try? WheelPattern(source) {
          _ = try? PatternPicker(pattern: pattern)
        }
      }
    }
  }
}

@Suite("Values past every range")
struct ValuesPastEveryRangeTests {
  @Test("A conversion whose quotient is past Decimal's exponents answers instead of hanging")
  func nanQuotient() throws {
    let kilogram = try #require(MeasureDimension.mass.unit(named: "kg"))
    let milligram = try #require(MeasureDimension.mass.unit(named: "mg"))
    let tiny = try #require(Decimal(string: "1e-100"))
    _ = try ExactConversion.convert(tiny, from: kilogram, to: milligram)
  }

  @Test("A value built by hand with more places than Int64 holds describes and hashes")
  func handBuiltResolution() {
    for places in [-1, 19, 40] {
      let value = PatternValue(units: 12_345, resolution: .decimal(places: places))
      #expect(!value.description.isEmpty)
      var hasher = Hasher()
      value.hash(into: &hasher)
      _ = hasher.finalize()
    }
  }
}
