public import Foundation

/// Durations as runners read them, rounded only for display and with carry, so a time never
/// shows as 3:29:60.0.
public enum DurationText {
  /// `H:MM:SS.f` (or `M:SS.f` under an hour) for seconds, rounded half up to some decimals first.
  public static func format(_ seconds: Decimal, fractionDigits: Int = 0) -> String {
    let negative = seconds < 0
    var value = seconds.magnitude
    var rounded = Decimal()
    NSDecimalRound(&rounded, &value, fractionDigits, .plain)
    // Split only after rounding, so 3:29:59.96 becomes 3:30:00.0 rather than 3:29:60.0.
    var whole = Decimal()
    var copy = rounded
    NSDecimalRound(&whole, &copy, 0, .down)
    let totalSeconds = NSDecimalNumber(decimal: whole).intValue
    let fraction = rounded - whole
    let hours = totalSeconds / 3_600
    let minutes = totalSeconds % 3_600 / 60
    let secs = totalSeconds % 60
    var text = hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    if fractionDigits > 0 {
      let digits = (fraction * pow(10, fractionDigits) as Decimal)
      var scaled = digits
      var integral = Decimal()
      NSDecimalRound(&integral, &scaled, 0, .plain)
      let fractionText = String(NSDecimalNumber(decimal: integral).intValue)
      text +=
        "." + String(repeating: "0", count: fractionDigits - fractionText.count) + fractionText
    }
    return (negative ? "-" : "") + text
  }

  private static func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
