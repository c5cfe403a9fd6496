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
      var byModel: [PredictionModel: (metres: Ratio, seconds: Ratio)] = [:]
      for model in PredictionModel.allCases {
        switch target {
        case .distance(let length):
          if let seconds = self.time(over: length.meters.double, from: known, in: time, by: model) {
            byModel[model] = (length.meters, Ratio(Decimal(seconds)))
          }
        case .time(let seconds):
          if let metres = distance(in: seconds.double, from: known, in: time, by: model) {
            byModel[model] = (Ratio(Decimal(metres)), seconds)
          }
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
