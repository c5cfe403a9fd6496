/// The race-prediction models runners' calculators offer.
///
/// Each is an empirical fit to real performances, so it works in `Double`: its powers and
/// exponentials have no exact decimal form, and a prediction is good to seconds, not digits.
public enum PredictionModel: String, Sendable, Hashable, CaseIterable {
  /// Peter Riegel's power law, T2 = T1 × (D2 / D1)^k, k = 1.06 unless set.
  case riegel
  /// Dave Cameron's model, fitted to world-class times from 400 m to the marathon.
  case cameron
  /// Purdy points (Gardner and Purdy, 1970): the time at the target worth as many points.
  case purdy
  /// VO2max by Daniels and Gilbert (VDOT): the time at the target for the same VDOT.
  case vo2max
  /// The mean of the four models' predictions.
  case average

  /// The models the average is taken over.
  public static let averaged: [PredictionModel] = [.riegel, .cameron, .purdy, .vo2max]

  /// The model's name as a runner knows it.
  public var name: String {
    switch self {
    case .riegel: "Riegel"
    case .cameron: "Cameron"
    case .purdy: "Purdy points"
    case .vo2max: "VO2max (Daniels and Gilbert)"
    case .average: "Average of the models"
    }
  }

  /// Reads a model's name (`riegel`, `vo2max`, `average`).
  public init(parsing text: String) throws(RunError) {
    guard let model = Self(rawValue: text.lowercased()) else { throw .model(text) }
    self = model
  }
}
