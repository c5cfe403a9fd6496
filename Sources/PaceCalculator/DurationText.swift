public import PickerCore

/// Durations as runners read them, rounded only for display and with carry, so a time never
/// shows as 3:29:60.0.
public enum DurationText {
  /// `H:MM:SS.f` (or `M:SS.f` under an hour) for seconds, rounded half up to some decimals first.
  public static func format(_ seconds: ExactNumber, fractionDigits: Int = 0) -> String {
    // Split only after rounding, so 3:29:59.96 becomes 3:30:00.0 rather than 3:29:60.0.
    let places = min(max(fractionDigits, 0), 9)
    let rounded = Ratio(seconds).magnitude.rounded(places: places)
    // The rounded seconds as a whole count of the last place's units: 3:29:59.96 at one place
    // is 126,000 tenths.
    let count =
      ExactNumber(
        isNegative: false, significand: rounded.significand, exponent: rounded.exponent + places
      )?.whole(as: Int64.self) ?? 0
    var scale: Int64 = 1
    for _ in 0..<places { scale *= 10 }
    let totalSeconds = count / scale
    let hours = totalSeconds / 3_600
    let minutes = totalSeconds % 3_600 / 60
    let secs = totalSeconds % 60
    var text = hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    if places > 0 {
      let fractionText = String(count % scale)
      text +=
        "." + String(repeating: "0", count: places - fractionText.count) + fractionText
    }
    return (seconds < 0 ? "-" : "") + text
  }

  private static func two(_ number: Int64) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
