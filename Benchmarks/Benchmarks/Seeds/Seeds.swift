// The seed apps' models: the pace calculator's exact solve and its predictions, beside the
// cheapest prediction (one Riegel power) as the baseline in the same run, so the summary's
// ratios say what a whole POST /api/pace costs in predictions against one formula.
import Benchmark
import PaceCalculator
import PickerKit

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .nanoseconds,
    warmupIterations: 5, maxDuration: .seconds(1), maxIterations: 10_000)
  guard let predictor = try? RacePredictor(),
    let run = try? RunCalculator(distance: Ratio(10_000), time: Ratio(2_700)),
    let mile = try? RunLength(parsing: "mi", refusal: { .badSplit($0) })
  else { fatalError("bad benchmark inputs") }

  Benchmark("prediction, Riegel, one distance (baseline)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(predictor.time(over: 42_195, from: 10_000, in: 2_700, by: .riegel))
    }
  }
  for model in PredictionModel.allCases where model != .riegel {
    Benchmark("prediction, \(model.rawValue), one distance") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(predictor.time(over: 42_195, from: 10_000, in: 2_700, by: model))
      }
    }
  }
  Benchmark("prediction, average, one time target") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(predictor.distance(in: 3_600, from: 10_000, in: 2_700, by: .average))
    }
  }
  // The most one request may ask: 30 targets, half distances and half times, every model.
  let targets: [PredictionTarget] =
    (1...15).map { .distance(RunLength(amount: ExactNumber($0), unit: RunUnits.kilometres)) }
    + (1...15).map { .time(Ratio($0 * 600)) }
  Benchmark("predictions, 30 targets by every model (the most one request asks)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? predictor.predictions(from: run, on: .road, for: targets))
    }
  }
  Benchmark("exact solve, 1.01 mi at 7:45 /mi, time to hundredths") { benchmark in
    for _ in benchmark.scaledIterations {
      let solved = try? RunCalculator(
        distance: Ratio(ExactNumber("1.01") ?? 0, RunUnits.miles), time: nil,
        pace: Ratio(465, RunUnits.perMile))
      blackHole(solved.map { RunText.duration($0.time, places: 2) })
    }
  }
  Benchmark("splits, marathon every mile (27, exact)") { benchmark in
    guard let marathon = try? RunCalculator(distance: Ratio(42_195), time: Ratio(10_800)) else {
      return
    }
    for _ in benchmark.scaledIterations {
      blackHole(try? marathon.splits(every: mile.meters))
    }
  }
}
