import Foundation
import PickerCore
import Testing

@testable import PaceCalculator

/// The prediction models against what their authors publish.
@Suite("Race prediction models")
struct PredictionTests {
  private let predictor: RacePredictor

  init() throws { predictor = try RacePredictor() }

  private func time(_ text: String) -> Double {
    text.split(separator: ":").reduce(0) { $0 * 60 + (Double($1) ?? .nan) }
  }

  /// Jack Daniels' VDOT table (Daniels' Running Formula): each row's 5K, 10K, half marathon and
  /// marathon are one VDOT.
  @Test(
    "VO2max (Daniels and Gilbert) meets Daniels' VDOT table",
    arguments: [
      (30.0, ["30:40", "1:03:46", "2:21:04", "4:49:17"]),
      (40.0, ["24:08", "50:03", "1:50:59", "3:49:45"]),
      (50.0, ["19:57", "41:21", "1:31:35", "3:10:49"]),
      (60.0, ["17:03", "35:22", "1:18:09", "2:43:25"]),
    ])
  func vdotTable(vdot: Double, times: [String]) throws {
    let distances = [5_000.0, 10_000, 21_097.5, 42_195]
    let fiveK = time(times[0])
    #expect(abs(VO2Max.vdot(metres: 5_000, seconds: fiveK) - vdot) < 0.1)
    for (distance, published) in zip(distances.dropFirst(), times.dropFirst()) {
      let predicted = try #require(
        predictor.time(over: distance, from: 5_000, in: fiveK, by: .vo2max))
      // The table rounds to whole seconds from a whole VDOT: within 0.2 %.
      #expect(abs(predicted - time(published)) / time(published) < 0.002, "\(published)")
    }
  }

  @Test("Riegel: 25:00 for 5K is 52:07 for 10K at 1.06; the exponent is the runner's to set")
  func riegel() throws {
    let tenK = try #require(predictor.time(over: 10_000, from: 5_000, in: 1_500, by: .riegel))
    #expect(DurationText.format(try #require(Ratio(tenK)).rounded(places: 9)) == "52:07")
    // At 1.00 a runner holds the pace at any distance.
    let even = try RacePredictor(riegelExponent: 1)
    #expect(even.time(over: 10_000, from: 5_000, in: 1_500, by: .riegel) == 3_000)
    #expect(throws: RunError.exponent("1.3")) {
      try RacePredictor(riegelExponent: ExactNumber("1.3") ?? 0)
    }
  }

  /// Cameron published his model in miles: a = 13.49681 − 0.048865 d + 2.438936 / d^0.7905.
  @Test("Cameron's model in metres is his published one in miles")
  func cameronInMiles() throws {
    func published(_ target: Double, from known: Double, in time: Double) -> Double {
      let factor = { (miles: Double) in 13.49681 - 0.048865 * miles + 2.438936 / pow(miles, 0.7905)
      }
      let (knownMiles, targetMiles) = (known / 1_609.344, target / 1_609.344)
      return time / knownMiles * (factor(knownMiles) / factor(targetMiles)) * targetMiles
    }
    for (known, time, target) in [
      (5_000.0, 1_200.0, 42_195.0), (1_609.344, 300, 10_000), (10_000, 2_400, 21_097.5),
    ] {
      let ours = try #require(predictor.time(over: target, from: known, in: time, by: .cameron))
      #expect(abs(ours - published(target, from: known, in: time)) / ours < 0.0005)
    }
  }

  /// Gardner and Purdy: the 1936 Portuguese table is 950 points, and the world records of 1970
  /// score about 1035 on the track.
  @Test(
    "Purdy points: 1970's world records score about 1035",
    arguments: [
      (1_609.344, "3:51.1"),  // Jim Ryun, 1967
      (3_000, "7:39.6"),  // Kip Keino, 1965
      (5_000, "13:16.6"),  // Ron Clarke, 1966
      (10_000, "27:39.4"),  // Ron Clarke, 1965
    ])
  func purdyWorldRecords(metres: Double, record: String) throws {
    let points = try #require(Purdy.points(metres: metres, seconds: time(record), on: .track))
    #expect(abs(points - 1_035) < 15, "\(points)")
  }

  @Test("The average is the mean of the four models; a time target inverts each model")
  func averageAndTimeTargets() throws {
    let models = PredictionModel.averaged.compactMap {
      predictor.time(over: 42_195, from: 10_000, in: 2_700, by: $0)
    }
    #expect(models.count == 4)
    let average = try #require(predictor.time(over: 42_195, from: 10_000, in: 2_700, by: .average))
    #expect(abs(average - models.reduce(0, +) / 4) < 1e-9)
    for model in PredictionModel.allCases {
      let metres = try #require(predictor.distance(in: 3_600, from: 10_000, in: 2_700, by: model))
      if model == .average { continue }
      let back = try #require(predictor.time(over: metres, from: 10_000, in: 2_700, by: model))
      #expect(abs(back - 3_600) < 0.01, "\(model)")
    }
  }

  @Test("Predictions for distances and times, bounded in number")
  func predictions() throws {
    let run = try RunCalculator(distance: Ratio(10_000), time: Ratio(3_000))
    let targets: [PredictionTarget] = [
      .distance(Race.marathon.length),
      .distance(try RunLength(parsing: "15 km") { .badTarget($0) }),
      .time(Ratio(3_600)),
    ]
    let predictions = try predictor.predictions(from: run, on: .road, for: targets)
    #expect(predictions.count == 3)
    #expect(predictions.allSatisfy { $0.byModel.count == PredictionModel.allCases.count })
    let hour = try #require(predictions[2].performance(by: .riegel))
    #expect(hour.seconds == Ratio(3_600) && hour.metres > Ratio(10_000))
    #expect(throws: RunError.tooManyTargets(31)) {
      try predictor.predictions(
        from: run, on: .road, for: Array(repeating: .time(Ratio(60)), count: 31))
    }
    #expect(throws: RunError.badTarget("moon")) {
      try RunLength(parsing: "moon") { .badTarget($0) }
    }
  }

  /// Each range holds its ends and nothing past them: Riegel 3.5 to 230 minutes (210 to
  /// 13,800 s), Cameron 400 m to 42,195 m, Purdy 40 m to 100 km, Daniels' tables from their
  /// fastest 1500 m, 3:23 (203 s), up.
  @Test(
    "A fitted range holds its ends and nothing past them",
    arguments: [
      (PredictionModel.riegel, 210.0, 13_800.0), (.cameron, 400, 42_195), (.purdy, 40, 100_000),
      (.vo2max, 203, .infinity),
    ])
  func rangeEnds(model: PredictionModel, low: Double, high: Double) throws {
    let range = try #require(model.fittedRange)
    let step = 0.1
    let inside = [low, high].filter(\.isFinite)
    let outside = [low - step, high + step].filter(\.isFinite)
    for value in inside {
      #expect(range.contains(metres: value, seconds: value), "\(value)")
    }
    for value in outside {
      #expect(!range.contains(metres: value, seconds: value), "\(value)")
    }
    // Nothing to say of a measure a model has no answer for.
    #expect(range.contains(metres: nil, seconds: nil))
    #expect(PredictionModel.average.fittedRange == nil)
  }

  /// An 800 m in 2:10 (130 s) is inside Cameron's 400 m to the marathon and Purdy's tables, but
  /// shorter than Riegel's 210 s and Daniels' 203 s: the report says so once, for the models
  /// chosen.
  @Test("A run outside a model's range is said once, for the chosen models")
  func runWarnings() throws {
    let request = PaceRequest(distance: "800", distanceUnit: "m", time: "2:10", targets: ["mile"])
    let average = try PaceReport(request)
    #expect(
      average.warnings == [
        "Riegel's formula is fitted to races of about 3.5 to 230 minutes;"
          + " the run (800 m in 2:10.00) is outside it",
        "Daniels' VDOT tables hold races of 3:23 and longer; the run (800 m in 2:10.00)"
          + " is outside it",
      ])
    var cameron = request
    cameron.model = "cameron"
    #expect(try PaceReport(cameron).warnings.isEmpty)
    var vo2max = request
    vo2max.model = "vo2max"
    #expect(try PaceReport(vo2max).warnings.count == 1)
    // Inside every range: nothing to say.
    #expect(try PaceReport(PaceRequest(distance: "10", time: "45:00")).warnings.isEmpty)
  }

  /// The targets of a 10 km in 45:00, warned of by the models they fall outside.
  ///
  /// From 10 km in 45:00 (2700 s): Riegel gives the marathon 2700 × 4.2195^1.06 = 12,421 s and
  /// the mile 389 s, both inside 210 to 13,800 s; 100 km takes 2700 × 10^1.06 = 31,000 s,
  /// outside it, and outside Cameron's marathon, while Purdy's tables reach 100 km exactly.
  /// 150 km is past Purdy's tables too (it has no answer there). Three minutes is under
  /// Riegel's 210 s and Daniels' 203 s; Cameron covers some 850 m in it, inside his range.
  @Test("A target outside a model's range is warned on its row, by the chosen models")
  func targetWarnings() throws {
    func report(_ model: String) throws -> PaceReport {
      try PaceReport(
        PaceRequest(
          distance: "10", time: "45:00", model: model,
          targets: ["marathon", "mile", "100 km", "150 km"], timeTargets: ["1:00:00", "3:00"]))
    }
    let average = try report("average")
    let rows = average.predictions + average.timePredictions
    func prefixes(_ row: PaceReport.PredictionRow) -> [String] {
      row.warnings.map { String($0.prefix(while: { $0 != ";" })) }
    }
    let riegel = "Riegel's formula is fitted to races of about 3.5 to 230 minutes"
    let cameron = "Cameron's model is fitted to races from 400 m to the marathon"
    let purdy = "Purdy's tables hold races from 40 m to 100 km"
    let vdot = "Daniels' VDOT tables hold races of 3:23 and longer"
    #expect(
      rows.map(prefixes) == [
        [], [], [riegel, cameron], [riegel, cameron, purdy], [], [riegel, vdot],
      ])
    // Each names the target as its model runs it; a model with no answer names the target alone.
    let hundred = try #require(rows[2].models["cameron"] ?? nil)
    #expect(rows[2].warnings[1] == "\(cameron); the target (100 km in \(hundred)) is outside it")
    #expect(rows[3].warnings[2] == "\(purdy); the target (150 km) is outside it")
    let short = try #require(rows[5].models["riegel"] ?? nil)
    #expect(rows[5].warnings[0] == "\(riegel); the target (\(short) in 3:00) is outside it")
    // The average's warnings are its models'; a model chosen alone has only its own.
    var union = Array(repeating: [String](), count: rows.count)
    for model in PredictionModel.averaged {
      let alone = try report(model.rawValue)
      for (index, row) in (alone.predictions + alone.timePredictions).enumerated() {
        #expect(row.warnings.allSatisfy { $0.hasPrefix(model.fittedRange?.statement ?? "-") })
        union[index] += row.warnings
      }
    }
    #expect(rows.map(\.warnings) == union)
  }
}
