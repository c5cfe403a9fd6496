import Foundation

/// What a prediction is for: a distance to race, or a time to run for.
public enum PredictionTarget: Sendable {
  /// The time over a distance (a race, or 15 km).
  case distance(RunLength)
  /// The distance covered in some seconds ("how far in 60 minutes").
  case time(Ratio)
}

/// One predicted performance: a distance and a time, by each model.
public struct Prediction: Sendable {
  /// What was asked.
  public let target: PredictionTarget
  /// Each model's performance as (metres, seconds); a model with no answer is absent.
  public let byModel: [PredictionModel: (metres: Ratio, seconds: Ratio)]

  /// The chosen model's performance, nil when it has no answer.
  public func performance(by model: PredictionModel) -> (metres: Ratio, seconds: Ratio)? {
    byModel[model]
  }
}

extension RacePredictor {
  /// Predictions from a run for distances and for times, by every model.
  ///
  /// At most `RunError.targetLimit` targets, so the work is bounded whatever a client sends.
  public func predictions(from run: RunCalculator, for targets: [PredictionTarget])
    throws(RunError) -> [Prediction]
  {
    guard targets.count <= RunError.targetLimit else { throw .tooManyTargets(targets.count) }
    let known = run.distance.double
    let time = run.time.double
    return targets.map { target in
      // Each model once; the average is the mean of their answers (asking the predictor for
      // .average would compute all four again).
      var answers: [PredictionModel: Double] = [:]
      for model in PredictionModel.averaged {
        switch target {
        case .distance(let length):
          answers[model] = self.time(over: length.meters.double, from: known, in: time, by: model)
        case .time(let seconds):
          answers[model] = distance(in: seconds.double, from: known, in: time, by: model)
        }
      }
      if answers.count == PredictionModel.averaged.count {
        answers[.average] = answers.values.reduce(0, +) / Double(answers.count)
      }
      let byModel = answers.mapValues { answer -> (metres: Ratio, seconds: Ratio) in
        switch target {
        case .distance(let length): (length.meters, Ratio(Decimal(answer)))
        case .time(let seconds): (Ratio(Decimal(answer)), seconds)
        }
      }
      return Prediction(target: target, byModel: byModel)
    }
  }

  /// The performance's scores, its VDOT and its Purdy points; nil where a model has none.
  public static func scores(of run: RunCalculator) -> (vdot: Double?, purdyPoints: Double?) {
    let vdot = VO2Max.vdot(metres: run.distance.double, seconds: run.time.double)
    let points = Purdy.points(metres: run.distance.double, seconds: run.time.double)
    return (Self.plausible(vdot), points.flatMap(Self.plausible))
  }

  /// A model's number when it is one a person can read: finite, above zero and below 10^9.
  static func plausible(_ value: Double) -> Double? {
    value.isFinite && value > 0 && value < 1e9 ? value : nil
  }
}
