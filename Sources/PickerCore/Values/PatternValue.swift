/// An exact value of a pattern: a whole number of its smallest units (0.1 for `99.9`, 1/16 for
/// `99x`).
public struct PatternValue: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The value as a count of `resolution`'s units.
  public let units: Int64
  /// The unit the count is in.
  public let resolution: Resolution

  /// Creates a value from a count of units.
  public init(units: Int64, resolution: Resolution) {
    self.units = units
    self.resolution = resolution
  }

  /// Zero in a resolution.
  public static func zero(_ resolution: Resolution) -> PatternValue {
    PatternValue(units: 0, resolution: resolution)
  }

  /// The magnitude as a whole part, a fraction as digits, and how many decimals those are.
  ///
  /// Sixteenths are 625/10^4 each, so four decimals hold them exactly; computed from the whole
  /// and the remainder, so no count of units can overflow.
  package var parts: (whole: UInt64, fraction: UInt64, places: Int) {
    let magnitude = units.magnitude
    switch resolution {
    case .decimal(let places):
      let places = min(max(places, 0), WheelPattern.maximumDigits)
      let scale = UInt64(Int64.power(10, places))
      return (magnitude / scale, magnitude % scale, places)
    case .sixteenths:
      return (magnitude / 16, magnitude % 16 * 625, 4)
    }
  }

  /// The value as a plain decimal: no exponent, no trailing zeros (`774.37`, `12.375`, `0`).
  public var description: String {
    let (whole, fractionDigits, places) = parts
    var fraction = fractionDigits
    var text = units < 0 ? "-\(whole)" : "\(whole)"
    guard fraction != 0 else { return text }
    var digits = places
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    return text
  }

  /// Equal when the numbers are: 1 in `9` equals 1.0 in `9.9`.
  public static func == (lhs: PatternValue, rhs: PatternValue) -> Bool {
    compare(lhs, rhs) == 0
  }

  /// Orders values by the numbers they are, whatever their resolutions.
  public static func < (lhs: PatternValue, rhs: PatternValue) -> Bool {
    compare(lhs, rhs) < 0
  }

  /// Hashes the number in lowest terms, so equal values hash alike.
  public func hash(into hasher: inout Hasher) {
    let denominator = resolution.denominator
    // gcd(0, d) is d: zero hashes as 0/1 in every resolution.
    let divisor = Int64(Self.gcd(units.magnitude, UInt64(denominator)))
    hasher.combine(units / divisor)
    hasher.combine(denominator / divisor)
  }

  /// -1, 0 or 1 as lhs is below, equal to or above rhs, by exact cross-multiplication.
  private static func compare(_ lhs: PatternValue, _ rhs: PatternValue) -> Int {
    if lhs.resolution == rhs.resolution {
      return lhs.units < rhs.units ? -1 : (lhs.units == rhs.units ? 0 : 1)
    }
    let left = lhs.units.multipliedFullWidth(by: rhs.resolution.denominator)
    let right = rhs.units.multipliedFullWidth(by: lhs.resolution.denominator)
    if left.high != right.high { return left.high < right.high ? -1 : 1 }
    if left.low != right.low { return left.low < right.low ? -1 : 1 }
    return 0
  }

  private static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }
}

extension PatternValue {
  /// The same value as an exact number (a pattern's value has at most 19 digits, so always).
  public var exactNumber: ExactNumber { ExactNumber(description) ?? .zero }
}
