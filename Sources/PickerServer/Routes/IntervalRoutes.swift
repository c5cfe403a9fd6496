import Foundation
import Hummingbird
import PaceCalculator
import PickerKit

/// POST /api/pace/intervals: an interval session's times and totals, every value read on the
/// wheels the page shows for it.
enum IntervalRoutes {
  struct Input: Codable, Sendable {
    let repetitions: String
    let distance: String
    var distanceUnit: String?
    let pace: String
    var paceUnit: String?
    /// `rest` (standing for `recoveryTime`) or `jog` (`recoveryDistance` at `recoveryPace`).
    var recovery: String?
    var recoveryTime: String?
    var recoveryDistance: String?
    var recoveryDistanceUnit: String?
    var recoveryPace: String?
  }

  struct Answer: Codable, Sendable {
    let summary: String
    let repetitionTime: String
    let recoveryTime: String
    let totalDistance: String
    let totalDistanceKm: Decimal
    let totalDistanceMi: Decimal
    let totalTime: String
    let averagePacePerKm: String
    let averagePacePerMi: String
    let rows: [Row]

    struct Row: Codable, Sendable {
      /// `1`, … for repetitions; empty for recoveries.
      let repetition: String
      /// `800 m at 3:45.00 /km`, `rest`, `400 m jog`.
      let part: String
      let time: String
      let elapsed: String
    }
  }

  static func calculate(_ input: Input) throws -> Answer {
    do {
      let unit = try PaceRoutes.distanceUnit(input.distanceUnit ?? "m")
      let paceUnit = try PaceRoutes.paceUnit(input.paceUnit ?? "min/km")
      let count = try RunInputs.read("repetitions", input.repetitions, on: RunInputs.repetitions())
      let distance = try PaceRoutes.amount(
        "distance", input.distance, on: RunInputs.distance(unit: unit.symbol), in: unit)
      let pace = try PaceRoutes.amount("pace", input.pace, on: RunInputs.pace(), in: paceUnit)
      let recovery: IntervalWorkout.Recovery
      switch input.recovery ?? "rest" {
      case "rest":
        recovery = .time(
          Ratio(
            try RunInputs.read("recovery time", input.recoveryTime ?? "0", on: RunInputs.time())))
      case "jog":
        let jogUnit = try PaceRoutes.distanceUnit(input.recoveryDistanceUnit ?? unit.symbol)
        guard let jog = input.recoveryDistance, let jogPace = input.recoveryPace else {
          throw APIError.refused("a jog recovery needs recoveryDistance and recoveryPace")
        }
        recovery = .distance(
          try PaceRoutes.amount(
            "recovery distance", jog, on: RunInputs.distance(unit: jogUnit.symbol), in: jogUnit),
          pace: try PaceRoutes.amount("recovery pace", jogPace, on: RunInputs.pace(), in: paceUnit))
      case let other:
        throw APIError.refused("recovery is rest or jog, got \(Echo.shown(other))")
      }
      let workout = try IntervalWorkout(
        repetitions: NSDecimalNumber(decimal: count).intValue, distance: distance, pace: pace,
        recovery: recovery)
      return answer(workout, unit: unit, paceUnit: paceUnit)
    } catch let error as HTTPError {
      throw error
    } catch {
      throw APIError.refused(error)
    }
  }

  /// `3:45.0 /km`.
  private static func paceText(_ pace: Ratio, _ unit: ExactUnit) -> String {
    "\(RunText.duration(pace.amount(in: unit), places: 1)) /\(unit.symbol == "min/mi" ? "mi" : "km")"
  }

  private static func answer(_ workout: IntervalWorkout, unit: ExactUnit, paceUnit: ExactUnit)
    -> Answer
  {
    let length = "\(RunText.amount(workout.distance.amount(in: unit))) \(unit.symbol)"
    let pace = paceText(workout.pace, paceUnit)
    let rest: String
    switch workout.recovery {
    case .time(let seconds): rest = "\(RunText.duration(seconds, places: 0)) rest"
    case .distance(let jog, let jogPace):
      rest =
        "\(RunText.amount(jog.amount(in: unit))) \(unit.symbol) jog at "
        + paceText(jogPace, paceUnit)
    }
    var rows: [Answer.Row] = []
    var elapsed = Ratio(0)
    for number in 1...workout.repetitions {
      elapsed = elapsed + workout.repetitionTime
      rows.append(
        Answer.Row(
          repetition: "\(number)", part: "\(length) at \(pace)",
          time: RunText.duration(workout.repetitionTime, places: 2),
          elapsed: RunText.duration(elapsed, places: 2)))
      guard number < workout.repetitions else { break }
      elapsed = elapsed + workout.recoveryTime
      rows.append(
        Answer.Row(
          repetition: "", part: rest, time: RunText.duration(workout.recoveryTime, places: 2),
          elapsed: RunText.duration(elapsed, places: 2)))
    }
    let imperial = ["mi", "yd"].contains(unit.symbol) || paceUnit.symbol == "min/mi"
    let shownUnit = imperial ? RunUnits.miles : RunUnits.kilometres
    return Answer(
      summary: "\(workout.repetitions) × \(length) at \(pace), \(rest)",
      repetitionTime: RunText.duration(workout.repetitionTime, places: 2),
      recoveryTime: RunText.duration(workout.recoveryTime, places: 2),
      totalDistance:
        "\(RunText.amount(workout.totalDistance.amount(in: shownUnit))) \(shownUnit.symbol)",
      totalDistanceKm: workout.totalDistance.amount(in: RunUnits.kilometres).rounded(places: 3),
      totalDistanceMi: workout.totalDistance.amount(in: RunUnits.miles).rounded(places: 3),
      totalTime: RunText.duration(workout.totalTime, places: 2),
      averagePacePerKm: RunText.duration(
        workout.averagePace.amount(in: RunUnits.perKilometre), places: 1),
      averagePacePerMi: RunText.duration(
        workout.averagePace.amount(in: RunUnits.perMile), places: 1),
      rows: rows)
  }
}
