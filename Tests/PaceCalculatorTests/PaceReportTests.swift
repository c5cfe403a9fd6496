import Foundation
import PickerCore
import Testing

@testable import PaceCalculator

/// The calculator's own reports: what the pace page and `/api/pace` show, answered by the model.
@Suite("Pace and interval reports")
struct PaceReportTests {
  @Test(
    "A lap is written as runners write one: the seconds alone under a minute",
    arguments: [
      ("16.3425", "16.34"), ("5.2", "5.20"), ("0.5", "0.50"), ("59.994", "59.99"),
      // Rounds up to a whole minute: written with the minute.
      ("59.996", "1:00.00"), ("65.37", "1:05.37"), ("3600", "1:00:00.00"),
    ])
  func lap(seconds: String, written: String) {
    #expect(RunText.lap(Ratio(ExactNumber(seconds) ?? 0)) == written)
  }

  @Test("400 m in 1:05.37 split every 100 m: four splits of 16.34, hand-checked")
  func trackSplits() throws {
    let report = try PaceReport(
      PaceRequest(distance: "400", distanceUnit: "m", time: "1:05.37", split: "100 m"))
    // 65.37 / 4 = 16.3425 s; the times so far are 16.3425, 32.685, 49.0275 and 65.37.
    #expect(report.splits.map(\.split) == Array(repeating: "16.34", count: 4))
    #expect(report.splits.map(\.elapsed) == ["16.34", "32.69", "49.03", "1:05.37"])
    #expect(report.time == "1:05.37")
  }

  @Test("The report decides its defaults: km splits, the average model, the standard races")
  func defaults() throws {
    let report = try PaceReport(PaceRequest(distance: "10", time: "50:00"))
    #expect(report.split == "1 km")
    #expect(report.model == "average")
    #expect(report.predictions.map(\.target) == ["mile", "5K", "10K", "half marathon", "marathon"])
    #expect(report.timePredictions.map(\.target) == ["1:00:00"])
    #expect(report.pacePerKm == "5:00.0")
    #expect(report.distance == "10 km")
  }

  @Test("Refusals are the calculator's, with what is allowed")
  func refusals() {
    #expect(throws: RunError.paceAndSpeed) {
      try PaceReport(PaceRequest(distance: "10", pace: "5:00", speed: "12"))
    }
    #expect(throws: RunError.unit("furlong")) {
      try PaceReport(PaceRequest(distance: "10", distanceUnit: "furlong", time: "50:00"))
    }
    #expect(throws: RunError.recovery("walk")) {
      try IntervalReport(
        IntervalRequest(repetitions: "4", distance: "200", pace: "3:00", recovery: "walk"))
    }
    #expect(throws: RunError.jogNeedsDistanceAndPace) {
      try IntervalReport(
        IntervalRequest(repetitions: "4", distance: "200", pace: "3:00", recovery: "jog"))
    }
  }

  @Test("8 x 200 m at 3:00 /km with 1:00 rest: 36-second laps written as runners write them")
  func shortRepetitions() throws {
    let session = try IntervalReport(
      IntervalRequest(
        repetitions: "8", distance: "200", pace: "3:00", recovery: "rest", recoveryTime: "1:00"))
    // 200 m at 180 s/km is 36 s; eight of them and seven minutes of rest is 11:48.
    #expect(session.rows.first?.time == "36.00")
    #expect(session.rows.first?.elapsed == "36.00")
    #expect(session.rows[1].elapsed == "1:36.00")
    #expect(session.totalTime == "11:48.00")
    #expect(session.rows.count == 15)
  }

  @Test("Every start is a value its own wheels hold, and every default target reads")
  func starts() throws {
    let starts = PaceStarts.standard
    for (unit, text) in starts.distance.merging(starts.split, uniquingKeysWith: { a, _ in a }) {
      #expect(throws: Never.self) { try RunInputs.distance(unit: unit).accept(text) }
    }
    for (unit, text) in starts.target.merging(
      starts.repetitionDistance, uniquingKeysWith: { a, _ in a })
    {
      #expect(throws: Never.self) { try RunInputs.distance(unit: unit).accept(text) }
    }
    for (unit, text) in starts.pace {
      let wheels = starts.speedUnits.contains(unit) ? try RunInputs.speed() : try RunInputs.pace()
      #expect(throws: Never.self) { try wheels.accept(text) }
    }
    for text in [starts.time, starts.timeTarget, starts.rest] + starts.timeTargets {
      #expect(throws: Never.self) { try RunInputs.time().accept(text) }
    }
    for text in starts.targets {
      #expect(throws: Never.self) { try RunLength(parsing: text) { .badTarget($0) } }
    }
    #expect(
      try RunInputs.exponent().accept(starts.riegelExponent).value.exactNumber
        == RacePredictor.standardExponent)
    #expect(Set(starts.models.map(\.value)) == Set(["riegel", "cameron", "purdy", "vo2max"]))
  }

  @Test("Metric or imperial is one rule: the pace's unit orders paces and speeds")
  func system() throws {
    #expect(RunSystem(locale: Locale(identifier: "en_US")) == .imperial)
    #expect(RunSystem(locale: Locale(identifier: "en_GB")) == .metric)
    #expect(RunSystem(unit: "yd") == .imperial && RunSystem(unit: "km/h") == .metric)
    let miles = try PaceReport(
      PaceRequest(distance: "42.195", time: "3:00:00", paceUnit: "min/mi", targets: ["5K"]))
    // 10,800 s / 42.195 km = 255.95 s/km, 411.92 s/mi: 4:16.0 and 6:51.9 to tenths.
    #expect(miles.paceLine == "6:51.9 /mi, 4:16.0 /km")
    #expect(miles.summary == "Pace 6:51.9 per mile, time 3:00:00.00")
    #expect(miles.distance == "42.195 km")
    #expect(miles.predictions.first?.pace.hasSuffix(" /mi") == true)
    // A pace solved for a runner who reads speeds in mph: miles first too.
    let mph = try PaceReport(
      PaceRequest(distance: "42.195", time: "3:00:00", speedUnit: "mph", targets: ["5K"]))
    #expect(mph.paceLine == "6:51.9 /mi, 4:16.0 /km")
    let metric = try PaceReport(PaceRequest(distance: "42.195", time: "3:00:00", targets: ["5K"]))
    #expect(metric.paceLine == "4:16.0 /km, 6:51.9 /mi")
    // 14.065 / 1.609344 = 8.73959...: 8.740 to thousandths, written without the trailing zero.
    #expect(metric.speedLine == "14.065 km/h, 8.74 mph")
    #expect(metric.distanceLine == "42.195 km = 26.219 mi")
    let session = try IntervalReport(
      IntervalRequest(repetitions: "6", distance: "800", pace: "3:45", paceUnit: "min/km"))
    #expect(session.averagePace == "\(session.averagePacePerKm) /km")
  }
}
