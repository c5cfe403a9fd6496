import Foundation
import PickerKit
import PickerTestSupport
import Testing

@testable import PaceCalculator

@Suite("The pace calculator")
struct RunCalculatorTests {
  private func unit(_ symbol: String) throws -> ExactUnit {
    try #require(RunUnits.pace(symbol) ?? RunUnits.speed(symbol) ?? RunUnits.distance(symbol))
  }

  @Test("A 3:00:00 marathon is 4:15.95 per km and 6:51.9 per mile")
  func marathon() throws {
    let run = try RunCalculator(distance: Race.marathon.meters, time: 3 * 3_600)
    #expect(DurationText.format(run.pace, fractionDigits: 2) == "4:15.95")
    #expect(DurationText.format(try run.pace(in: unit("min/mi")), fractionDigits: 1) == "6:51.9")
    let kmh = try run.speed(in: unit("km/h"))
    #expect(abs((kmh - Decimal(string: "14.065")!) as Decimal) < Decimal(string: "0.0001")!)
  }

  @Test("Riegel from a 25:00 5K gives 52:07 for 10K")
  func riegel() {
    let tenK = Riegel.predict(time: 1_500, over: Race.fiveK.meters, for: Race.tenK.meters)
    #expect(DurationText.format(tenK) == "52:07")
    let all = Riegel.predictions(time: 1_500, over: Race.fiveK.meters)
    #expect(all.map(\.0) == [.mile, .fiveK, .tenK, .halfMarathon, .marathon])
    #expect(all.first { $0.0 == .fiveK }?.1 == 1_500)
  }

  @Test("Display rounding carries: never 3:29:60.0")
  func carry() {
    #expect(DurationText.format(Decimal(string: "12599.96")!, fractionDigits: 1) == "3:30:00.0")
    #expect(DurationText.format(Decimal(string: "59.96")!, fractionDigits: 1) == "1:00.0")
    #expect(DurationText.format(683) == "11:23")
  }

  @Test("Solving from any two gives back the third, over seeded random runs")
  func solveLaw() throws {
    var random = SeededRandom(seed: 2_026)
    for _ in 0..<2_000 {
      let distance = Decimal(Int.random(in: 100...100_000, using: &random))
      let time = Decimal(Int.random(in: 60...36_000, using: &random))
      var run = try RunCalculator(distance: distance, time: time, locked: .distance)
      let pace = run.pace
      // Lock distance, change time: pace is solved; set pace back: time returns.
      try run.set(.time, to: time * 2)
      #expect(run.distance == distance)
      try run.set(.pace, to: pace)
      #expect(abs(run.time - time) < Decimal(string: "1e-20")!)
      // Lock time, change distance: pace solved; lock pace, set time: distance solved.
      run.locked = .pace
      try run.set(.time, to: time)
      #expect(abs(run.distance - distance) < Decimal(string: "1e-20")!)
    }
  }

  @Test("Splits per km and per mile, with the last partial split")
  func splits() throws {
    let run = try RunCalculator(distance: Race.marathon.meters, time: 3 * 3_600)
    let kilometres = try run.splits(every: 1_000)
    #expect(kilometres.count == 43)
    #expect(kilometres.last?.length == 195)
    #expect(kilometres.last?.elapsed == 10_800)
    let miles = try run.splits(every: Race.mile.meters)
    #expect(miles.count == 27)
    #expect(DurationText.format(miles[0].time, fractionDigits: 1) == "6:51.9")
    #expect(throws: RunError.badSplit(0)) { try run.splits(every: 0) }
  }

  @Test("Intervals: totals and average pace, recoveries between repetitions")
  func intervals() throws {
    // 6 × 800 m at 3:45/km with 400 m jog recoveries at 6:00/km.
    let workout = try IntervalWorkout(
      repetitions: 6, distance: 800, pace: 225, recovery: .distance(400, pace: 360))
    #expect(workout.totalDistance == Decimal(6 * 800 + 5 * 400))
    #expect(workout.totalTime == Decimal(6 * 180 + 5 * 144))
    #expect(DurationText.format(workout.averagePace, fractionDigits: 1) == "4:24.7")
    let standing = try IntervalWorkout(
      repetitions: 10, distance: 400, pace: 240, recovery: .time(60))
    #expect(standing.totalTime == Decimal(10 * 96 + 9 * 60))
    #expect(throws: RunError.repetitions(0)) {
      try IntervalWorkout(repetitions: 0, distance: 400, pace: 240, recovery: .time(60))
    }
  }

  @Test("Bad input is refused with a reason")
  func refusals() throws {
    #expect(throws: RunError.notPositive("distance", 0)) {
      try RunCalculator(distance: 0, time: 60)
    }
    var run = try RunCalculator(distance: 5_000, time: 1_500)
    #expect(throws: RunError.notPositive("pace", -1)) { try run.set(.pace, to: -1) }
    #expect(RunError.notPositive("time", 0).description == "the time must be above 0, got 0")
  }

  @Test("Every input is a picker with the seed's pattern")
  func inputs() throws {
    #expect(try RunInputs.distance(unit: "km").accept("42.195").value.description == "42.195")
    #expect(try RunInputs.time().accept("3:00:00").value.description == "10800")
    #expect(try RunInputs.pace().accept("4:15.9").value.description == "255.9")
  }
}
