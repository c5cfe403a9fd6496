public import Foundation

/// Race prediction by Peter Riegel's formula, T2 = T1 × (D2 / D1)^1.06.
public enum Riegel {
  /// The fatigue exponent.
  public static let exponent = 1.06

  /// The predicted time in seconds for a distance, from a time over another (metres).
  ///
  /// Rounded to the hundredth. The power has no exact decimal form, so it is computed in Double:
  /// it is an empirical fit, good to a few seconds, not a value anyone types.
  public static func predict(time: Decimal, over known: Decimal, for target: Decimal) -> Decimal {
    let ratio = (target as NSDecimalNumber).doubleValue / (known as NSDecimalNumber).doubleValue
    let factor = pow(ratio, exponent)
    var predicted = time * Decimal(factor)
    var rounded = Decimal()
    NSDecimalRound(&rounded, &predicted, 2, .plain)
    return rounded
  }

  /// Predictions for the standard races.
  public static func predictions(time: Decimal, over known: Decimal) -> [(Race, Decimal)] {
    Race.allCases.map { ($0, predict(time: time, over: known, for: $0.meters)) }
  }
}
