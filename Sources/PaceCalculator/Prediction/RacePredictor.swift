public import PickerCore

/// Predicts race times (and distances for a time) from one performance, by any model.
public struct RacePredictor: Sendable {
  /// Riegel's fatigue exponent, 1.06 unless set.
  public let riegelExponent: ExactNumber
  /// The course every race is scored on, or nil for each distance's own (``RaceCourse``).
  public let course: RaceCourse?
  /// The exponent as Riegel's formula takes it, converted once.
  private let exponent: Double

  /// Riegel's own exponent for running, 1.06.
  public static let standardExponent =
    ExactNumber(isNegative: false, significand: 106, exponent: -2) ?? 1

  /// The exponents a runner may set: 1.00 (even pace at any distance) to 1.20.
  public static let exponents =
    ExactNumber(1)...(ExactNumber(isNegative: false, significand: 12, exponent: -1) ?? 1)

  /// A predictor with a Riegel exponent of 1.00-1.20 (1.06, Riegel's own, by default), scoring
  /// every race on one course or (by default) each on its own.
  public init(riegelExponent: ExactNumber = standardExponent, course: RaceCourse? = nil)
    throws(RunError)
  {
    guard Self.exponents.contains(riegelExponent) else {
      throw .exponent(riegelExponent.description)
    }
    self.riegelExponent = riegelExponent
    self.exponent = Ratio(riegelExponent).double
    self.course = course
  }

  /// The course a distance is scored on: the predictor's, else the one its writing implies.
  public func course(of length: RunLength) -> RaceCourse { course ?? RaceCourse(of: length) }

  /// Seconds over `target` metres, by a model, from `time` seconds over `known` metres.
  ///
  /// Nil where the model has no answer (a performance outside the range it was fitted to).
  /// Only Purdy points read the courses (road unless told).
  public func time(
    over target: Double, from known: Double, in time: Double, by model: PredictionModel,
    on courses: RaceCourse.Pair = .both(.road)
  )
    -> Double?
  {
    let predicted: Double?
    switch model {
    case .riegel:
      predicted = Riegel.time(over: target, from: known, in: time, exponent: exponent)
    case .cameron: predicted = Cameron.time(over: target, from: known, in: time)
    case .purdy:
      predicted = Purdy.time(
        over: target, on: courses.target, from: known, on: courses.run, in: time)
    case .vo2max: predicted = VO2Max.time(over: target, from: known, in: time)
    case .average:
      let all = PredictionModel.averaged.compactMap {
        self.time(over: target, from: known, in: time, by: $0, on: courses)
      }
      predicted =
        all.count == PredictionModel.averaged.count ? all.reduce(0, +) / Double(all.count) : nil
    }
    return predicted.flatMap(Self.plausible)
  }

  /// Metres covered in `seconds`, by a model, from `time` seconds over `known` metres: where the
  /// model's time for a distance meets the target time.
  public func distance(
    in seconds: Double, from known: Double, in time: Double, by model: PredictionModel,
    on courses: RaceCourse.Pair = .both(.road)
  )
    -> Double?
  {
    if model == .average {
      let all = PredictionModel.averaged.compactMap {
        distance(in: seconds, from: known, in: time, by: $0, on: courses)
      }
      return all.count == PredictionModel.averaged.count
        ? all.reduce(0, +) / Double(all.count) : nil
    }
    // Between a walk (0.5 m/s) and faster than any sprinter (12 m/s).
    let metres = Solve.root(in: (seconds * 0.5, seconds * 12)) { metres in
      (self.time(over: metres, from: known, in: time, by: model, on: courses) ?? .nan) - seconds
    }
    return metres.flatMap(Self.plausible)
  }
}
