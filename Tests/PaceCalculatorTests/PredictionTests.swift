import Foundation
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
    #expect(DurationText.format(Decimal(tenK)) == "52:07")
    // At 1.00 a runner holds the pace at any distance.
    let even = try RacePredictor(riegelExponent: 1)
    #expect(even.time(over: 10_000, from: 5_000, in: 1_500, by: .riegel) == 3_000)
    #expect(throws: RunError.exponent("1.3")) { try RacePredictor(riegelExponent: 1.3) }
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
  /// score about 1035.
  @Test(
    "Purdy points: 1970's world records score about 1035",
    arguments: [
      (1_609.344, "3:51.1"),  // Jim Ryun, 1967
      (3_000, "7:39.6"),  // Kip Keino, 1965
      (5_000, "13:16.6"),  // Ron Clarke, 1966
      (10_000, "27:39.4"),  // Ron Clarke, 1965
    ])
  func purdyWorldRecords(metres: Double, record: String) throws {
    let points = try #require(Purdy.points(metres: metres, seconds: time(record)))
    #expect(abs(points - 1_035) < 15, "\(points)")
  }

  @Test("Purdy: a prediction scores the points of the performance it came from")
  func purdyKeepsThePoints() throws {
    let points = try #require(Purdy.points(metres: 5_000, seconds: 1_200))
    for target in [800.0, 1_609.344, 10_000, 42_195] {
      let predicted = try #require(predictor.time(over: target, from: 5_000, in: 1_200, by: .purdy))
      #expect(abs((Purdy.points(metres: target, seconds: predicted) ?? 0) - points) < 1e-6)
    }
    #expect(Purdy.points(metres: 30, seconds: 5) == nil)
    #expect(Purdy.points(metres: 150_000, seconds: 50_000) == nil)
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
    let predictions = try predictor.predictions(from: run, for: targets)
    #expect(predictions.count == 3)
    #expect(predictions.allSatisfy { $0.byModel.count == PredictionModel.allCases.count })
    let hour = try #require(predictions[2].performance(by: .riegel))
    #expect(hour.seconds == Ratio(3_600) && hour.metres > Ratio(10_000))
    #expect(throws: RunError.tooManyTargets(31)) {
      try predictor.predictions(from: run, for: Array(repeating: .time(Ratio(60)), count: 31))
    }
    #expect(throws: RunError.badTarget("moon")) {
      try RunLength(parsing: "moon") { .badTarget($0) }
    }
  }
}
