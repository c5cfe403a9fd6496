import Foundation
import PickerKit
import PickerTestSupport
import Testing

@testable import PaceCalculator

@Suite("The pace calculator")
struct RunCalculatorTests {
  private func decimal(_ text: String) -> ExactNumber { ExactNumber(text) ?? 0 }

  @Test("A 3:00:00 marathon is 4:15.95 per km, 6:51.9 per mile and 14.065 km/h")
  func marathon() throws {
    let run = try RunCalculator(distance: Ratio(Race.marathon.meters), time: Ratio(10_800))
    #expect(RunText.duration(try run.pace(in: RunUnits.perKilometre), places: 2) == "4:15.95")
    #expect(RunText.duration(try run.pace(in: RunUnits.perMile), places: 1) == "6:51.9")
    #expect(try run.speed(in: RunUnits.kilometresPerHour).rounded(places: 3) == decimal("14.065"))
    #expect(throws: RunError.unit("mph")) { try run.pace(in: RunUnits.milesPerHour) }
  }

  @Test("1.01 mi at 7:45 /mi is 469.65 s exactly, shown 7:49.7 to tenths (no rounded km pace)")
  func exactMilePace() throws {
    let run = try RunCalculator(
      distance: Ratio(decimal("1.01"), RunUnits.miles), time: nil,
      pace: Ratio(465, RunUnits.perMile))
    #expect(run.time == Ratio(decimal("469.65")))
    #expect(RunText.duration(run.time, places: 1) == "7:49.7")
    #expect(RunText.duration(run.time, places: 2) == "7:49.65")
  }

  @Test("Rounding is decided on the exact value: a tie reached through a long quotient rounds up")
  func exactRounding() {
    // 1/3 of 1408.95 is 469.65 exactly, though 1408.95 / 3 is computed to 38 digits first.
    #expect(Ratio(decimal("1408.95"), over: 3).rounded(places: 1) == decimal("469.7"))
    #expect(Ratio(2, over: 3).rounded(places: 2) == decimal("0.67"))
    #expect(Ratio(-1, over: 8).rounded(places: 2) == decimal("-0.13"))
    #expect(Ratio(1, over: 2) == Ratio(2, over: 4))
    #expect(Ratio(1, over: -3) < Ratio(0))
  }

  @Test("Display rounding carries: never 3:29:60.0")
  func carry() {
    #expect(DurationText.format(decimal("12599.96"), fractionDigits: 1) == "3:30:00.0")
    #expect(DurationText.format(decimal("59.96"), fractionDigits: 1) == "1:00.0")
    #expect(DurationText.format(683) == "11:23")
  }

  @Test("Any two of distance, time and pace give back the third exactly, in every unit")
  func solveLaw() throws {
    var random = SeededRandom(name: "any two give the third")
    let lengths = ["m", "km", "mi", "yd"].compactMap(RunUnits.distance)
    let paces = [RunUnits.perKilometre, RunUnits.perMile]
    for _ in 0..<2_000 {
      // Amounts as the wheels hold them: thousandths of a km or mi, tenths of a m or yd.
      let unit = try #require(lengths.randomElement(using: &random))
      let places = ["m", "yd"].contains(unit.symbol) ? 1 : 3
      let amount = try #require(
        ExactNumber(
          isNegative: false, significand: UInt128(Int.random(in: 1...999_999, using: &random)),
          exponent: -places))
      let distance = Ratio(amount, unit)
      let time = Ratio(
        try #require(
          ExactNumber(
            isNegative: false,
            significand: UInt128(Int.random(in: 1...35_999_999, using: &random)), exponent: -2)))
      let pace = try #require(paces.randomElement(using: &random))
      let run = try RunCalculator(distance: distance, time: time, pace: nil)
      // The pace per km or mi, back in seconds per metre, is the same number.
      #expect(Ratio(1, pace) * (try run.pace(in: pace)) == run.pace)
      #expect(try RunCalculator(distance: distance, time: nil, pace: run.pace).time == time)
      #expect(try RunCalculator(distance: nil, time: time, pace: run.pace).distance == distance)
      let speed = try run.speed(in: RunUnits.kilometresPerHour)
      #expect(Ratio(1) / (speed * Ratio(1_000, over: 3_600)) == run.pace)
    }
  }

  @Test("The locked quantity stays; the free one is solved (seed 000's lock)")
  func lock() throws {
    var run = try RunCalculator(distance: Ratio(10_000), time: Ratio(3_000))
    try run.set(.time, to: Ratio(2_400))
    #expect(run.distance == Ratio(10_000))
    #expect(run.pace == Ratio(decimal("0.24")))
    run.locked = .time
    try run.set(.pace, to: Ratio(decimal("0.3")))
    #expect(run.time == Ratio(2_400) && run.distance == Ratio(8_000))
    run.locked = .pace
    try run.set(.time, to: Ratio(3_000))
    #expect(run.distance == Ratio(10_000))
  }

  @Test("Two of three, not one and not all three; a pace and a speed are one quantity")
  func combinations() {
    #expect(throws: RunError.allThree) {
      try RunCalculator(distance: Ratio(1), time: Ratio(1), pace: Ratio(1))
    }
    #expect(throws: RunError.fewerThanTwo) {
      try RunCalculator(distance: Ratio(1), time: nil, pace: nil)
    }
    #expect(throws: RunError.notPositive("time", 0)) {
      try RunCalculator(distance: Ratio(1), time: Ratio(0), pace: nil)
    }
    #expect(
      RunError.allThree.description
        == "give two of distance, time and pace (or speed), not all three: leave out the one to solve"
    )
  }

  @Test("Splits per km, per mile or any distance, labelled in their unit, the last one partial")
  func splits() throws {
    let run = try RunCalculator(distance: Ratio(Race.marathon.meters), time: Ratio(10_800))
    let kilometres = try run.splits(every: Ratio(1_000))
    #expect(kilometres.count == 43)
    #expect(kilometres.last?.length == Ratio(195) && kilometres.last?.isPartial == true)
    #expect(kilometres.last?.elapsed == Ratio(10_800))
    #expect(kilometres.dropLast().allSatisfy { !$0.isPartial })
    let mile = try RunLength(parsing: "mi") { .badSplit($0) }
    let miles = try run.splits(every: mile.meters)
    #expect(miles.count == 27 && mile.description == "1 mi")
    #expect(RunText.duration(miles[0].time, places: 1) == "6:51.9")
    #expect(RunText.amount(try #require(miles.last).length.amount(in: RunUnits.miles)) == "0.219")
    let laps = try RunLength(parsing: "400 m") { .badSplit($0) }
    #expect(try run.splits(every: laps.meters).count == 106)
    #expect(throws: RunError.tooManySplits(42_195)) { try run.splits(every: Ratio(1)) }
    #expect(throws: RunError.badSplit("lap")) { try RunLength(parsing: "lap") { .badSplit($0) } }
    #expect(throws: RunError.badSplit("0 km")) { try RunLength(parsing: "0 km") { .badSplit($0) } }
    #expect(throws: RunError.badSplit("1 furlong")) {
      try RunLength(parsing: "1 furlong") { .badSplit($0) }
    }
  }

  @Test("Intervals: totals and average pace, recoveries between repetitions")
  func intervals() throws {
    // 6 × 800 m at 3:45/km with 400 m jog recoveries at 6:00/km.
    let workout = try IntervalWorkout(
      repetitions: 6, distance: Ratio(800), pace: Ratio(225, RunUnits.perKilometre),
      recovery: .distance(Ratio(400), pace: Ratio(360, RunUnits.perKilometre)))
    #expect(workout.totalDistance == Ratio(6 * 800 + 5 * 400))
    #expect(workout.totalTime == Ratio(6 * 180 + 5 * 144))
    #expect(
      RunText.duration(workout.averagePace.amount(in: RunUnits.perKilometre), places: 1) == "4:24.7"
    )
    let standing = try IntervalWorkout(
      repetitions: 10, distance: Ratio(400), pace: Ratio(240, RunUnits.perKilometre),
      recovery: .time(Ratio(60)))
    #expect(standing.totalTime == Ratio(10 * 96 + 9 * 60))
    #expect(throws: RunError.repetitions(0)) {
      try IntervalWorkout(
        repetitions: 0, distance: Ratio(400), pace: Ratio(1), recovery: .time(Ratio(60)))
    }
  }

  @Test("Every input is a picker: distances to thousandths, times and paces to hundredths")
  func inputs() throws {
    #expect(try RunInputs.distance(unit: "km").accept("42.195").value.description == "42.195")
    #expect(try RunInputs.distance(unit: "yd").accept("1760").value.description == "1760")
    #expect(try RunInputs.time().accept("3:00:00.25").value.description == "10800.25")
    #expect(try RunInputs.pace().accept("4:15.95").value.description == "255.95")
    #expect(throws: (any Error).self) { try RunInputs.exponent().accept("1.30") }
  }

  @Test("Any text as a split or a target is a length or a refusal, never a trap")
  func parsersTakeAnyText() {
    var random = SeededRandom(name: "run length text")
    let pieces = [
      "1", "0", "9", ".", " ", "km", "mi", "m", "yd", "x", "-", "5K", "marathon", "\u{0}", "é",
      "999999", "1e9", "NaN", ":", "half", "ft",
    ]
    var lengths = 0
    for _ in 0..<5_000 {
      let text = (0..<Int.random(in: 0...5, using: &random))
        .compactMap { _ in pieces.randomElement(using: &random) }.joined()
      if let length = try? RunLength(parsing: text, refusal: { .badSplit($0) }) {
        #expect(length.meters.isPositive, "\(text)")
        lengths += 1
      }
    }
    #expect(lengths > 0)
  }
}
