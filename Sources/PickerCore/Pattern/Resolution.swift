/// The smallest step a pattern's wheels can tell apart.
public enum Resolution: Sendable, Hashable {
  /// Whole numbers (`places == 0`) or tenths, hundredths and so on.
  case decimal(places: Int)
  /// Sixteenths, from an `x` wheel.
  case sixteenths

  /// How many units make one: 10^places, or 16.
  public var denominator: Int64 {
    switch self {
    // Clamped: a resolution built by hand past 18 places would overflow Int64.
    case .decimal(let places): Int64.power(10, min(max(places, 0), WheelPattern.maximumDigits))
    case .sixteenths: 16
    }
  }
}

extension Int64 {
  /// base^exponent for small non-negative exponents that are known not to overflow.
  static func power(_ base: Int64, _ exponent: Int) -> Int64 {
    var result: Int64 = 1
    for _ in 0..<exponent { result &*= base }
    return result
  }
}
