/// Bisection, for the models that have no closed form.
///
/// A VDOT back to a time, or any model's time back to a distance. Hand-written: a dozen lines,
/// and Foundation has no root finder.
enum Solve {
  /// Where an increasing `function` crosses zero in `range`; nil when it does not change sign
  /// there or is not a number.
  static func root(in range: (Double, Double), _ function: (Double) -> Double) -> Double? {
    var (low, high) = range
    let (lowValue, highValue) = (function(low), function(high))
    guard lowValue.isFinite, highValue.isFinite, lowValue <= 0, highValue >= 0 else { return nil }
    // 60 halvings narrow any range to 2^-60 of itself: far below a hundredth of a second.
    for _ in 0..<60 {
      let middle = (low + high) / 2
      let value = function(middle)
      guard value.isFinite else { return nil }
      if value < 0 { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }
}
