public import PickerCore

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
  /// The course the target is scored on (the form of its Purdy points).
  public let course: RaceCourse
  /// Each model's performance as (metres, seconds); a model with no answer is absent.
  public let byModel: [PredictionModel: (metres: Ratio, seconds: Ratio)]

  /// The chosen model's performance, nil when it has no answer.
  public func performance(by model: PredictionModel) -> (metres: Ratio, seconds: Ratio)? {
    byModel[model]
  }

  /// The target as a model would run it: the distance or time asked, with the model's answer
  /// for the other (nil where it has none).
  public func race(by model: PredictionModel) -> (metres: Double?, seconds: Double?) {
    let answer = performance(by: model)
    switch target {
    case .distance(let length): return (length.meters.double, answer?.seconds.double)
    case .time(let seconds): return (answer?.metres.double, seconds.double)
    }
  }
}

extension RacePredictor {
  /// Predictions from a run on `course` for distances and for times, by every model.
  ///
  /// A distance target is scored on its own course (``course(of:)``), a time target on the
  /// run's. At most `RunError.targetLimit` targets, so the work is bounded whatever a client
  /// sends.
  public func predictions(
    from run: RunCalculator, on course: RaceCourse, for targets: [PredictionTarget]
  ) throws(RunError) -> [Prediction] {
    guard targets.count <= RunError.targetLimit else { throw .tooManyTargets(targets.count) }
    let known = run.distance.double
    let time = run.time.double
    return targets.map { target in
      let targetCourse: RaceCourse
      switch target {
      case .distance(let length): targetCourse = self.course(of: length)
      case .time: targetCourse = course
      }
      let courses = RaceCourse.Pair(run: course, target: targetCourse)
      // Each model once; the average is the mean of their answers (asking the predictor for
      // .average would compute all four again).
      var answers: [PredictionModel: Double] = [:]
      for model in PredictionModel.averaged {
        switch target {
        case .distance(let length):
          answers[model] = self.time(
            over: length.meters.double, from: known, in: time, by: model, on: courses)
        case .time(let seconds):
          answers[model] = distance(
            in: seconds.double, from: known, in: time, by: model, on: courses)
        }
      }
      if answers.count == PredictionModel.averaged.count {
        answers[.average] = answers.values.reduce(0, +) / Double(answers.count)
      }
      let byModel = answers.compactMapValues { answer -> (metres: Ratio, seconds: Ratio)? in
        guard let answer = Ratio(modelAnswer: answer) else { return nil }
        switch target {
        case .distance(let length): return (length.meters, answer)
        case .time(let seconds): return (answer, seconds)
        }
      }
      return Prediction(target: target, course: targetCourse, byModel: byModel)
    }
  }

  /// The performance's scores, its VDOT and its Purdy points on `course`; nil where a model
  /// has none.
  public static func scores(of run: RunCalculator, on course: RaceCourse)
    -> (vdot: Double?, purdyPoints: Double?)
  {
    let vdot = VO2Max.vdot(metres: run.distance.double, seconds: run.time.double)
    let points = Purdy.points(metres: run.distance.double, seconds: run.time.double, on: course)
    return (Self.plausible(vdot), points.flatMap(Self.plausible))
  }

  /// A model's number when it is one a person can read: finite, above zero and below 10^9.
  static func plausible(_ value: Double) -> Double? {
    value.isFinite && value > 0 && value < 1e9 ? value : nil
  }
}
