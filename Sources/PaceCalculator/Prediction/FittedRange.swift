/// The races a model was fitted to, by distance or by duration, and whether a performance lies
/// among them.
///
/// Each model answers outside its range too (a formula does not stop at its data), so the
/// report says so beside the answer rather than withholding it; Purdy points alone have no
/// answer past their tables.
public struct FittedRange: Sendable, Hashable {
  /// What the range bounds.
  public enum Measure: Sendable, Hashable {
    /// The distance, in metres.
    case metres
    /// The duration, in seconds.
    case seconds
  }

  /// The model fitted.
  public let model: PredictionModel
  /// What the range bounds.
  public let measure: Measure
  /// The bounds, inclusive; an open end is infinite.
  public let bounds: ClosedRange<Double>
  /// The range as a runner reads it: `Cameron's model is fitted to races from 400 m to the
  /// marathon`.
  public let statement: String

  /// Whether a performance lies in the range; true when the measure it bounds is unknown (a
  /// model with no answer), as there is then nothing to say.
  public func contains(metres: Double?, seconds: Double?) -> Bool {
    let value = measure == .metres ? metres : seconds
    return value.map(bounds.contains) ?? true
  }
}

extension PredictionModel {
  /// The models behind this one's answer: itself, or every averaged model for the average.
  public var constituents: [PredictionModel] { self == .average ? Self.averaged : [self] }

  /// The ranges behind this model's answer that leave a race out, each judged on the race as
  /// its own model runs it (`race`: the distance and time, either nil where unknown).
  public func ranges(
    leavingOut race: (PredictionModel) -> (metres: Double?, seconds: Double?)
  ) -> [FittedRange] {
    constituents.compactMap { model in
      let (metres, seconds) = race(model)
      guard let range = model.fittedRange, !range.contains(metres: metres, seconds: seconds)
      else { return nil }
      return range
    }
  }

  /// The races the model was fitted to; nil for the average, which has its models' ranges.
  ///
  /// - Riegel: about 3.5 to 230 minutes, the span in which he found record times lie on one
  ///   straight log-log line (P. S. Riegel, Athletic records and human endurance, American
  ///   Scientist 69(3), 1981, as summaries of it give the span: "greater than 3.5 minutes up to
  ///   3:50:00", georgeron.com, 2017).
  /// - Cameron: 400 m to the marathon. Cameron fitted speed against distance to the average of
  ///   the ten best men at each distance, and found it held for records from 800 m to 10,000 m
  ///   and, since 1964, the marathon (his note to the t-and-f list, 2001).
  /// - Purdy points: 40 m to 100 km, the reach of the Portuguese table both forms score over.
  /// - VO2max: 3:23 and longer. Daniels' VDOT tables (Daniels' Running Formula, as transcribed
  ///   in github.com/tlgs/vdot, notebooks/2-analysis.ipynb) run from 1500 m to the marathon for
  ///   VDOT 30 to 85; their shortest race is 1500 m at VDOT 85, 3:23. No upper bound is drawn:
  ///   the tables' longest race, a 4:49:17 marathon at VDOT 30, would leave out every slower
  ///   marathoner.
  public var fittedRange: FittedRange? {
    switch self {
    case .riegel:
      FittedRange(
        model: self, measure: .seconds, bounds: 210...13_800,
        statement: "Riegel's formula is fitted to races of about 3.5 to 230 minutes")
    case .cameron:
      FittedRange(
        model: self, measure: .metres, bounds: 400...42_195,
        statement: "Cameron's model is fitted to races from 400 m to the marathon")
    case .purdy:
      FittedRange(
        model: self, measure: .metres, bounds: Purdy.metres,
        statement: "Purdy's tables hold races from 40 m to 100 km")
    case .vo2max:
      FittedRange(
        model: self, measure: .seconds, bounds: 203 ... .infinity,
        statement: "Daniels' VDOT tables hold races of 3:23 and longer")
    case .average: nil
    }
  }
}
