import Foundation

/// Numbers as the calculator shows them, rounded once, half up, from the exact value.
public enum RunText {
  /// An amount to at most some decimals, without trailing zeros: `26.219`, `400`, `0.5`.
  public static func amount(_ value: Ratio, places: Int = 3) -> String {
    "\(value.rounded(places: places))"
  }

  /// A duration to some decimals: `3:00:00.00`, `4:16.0`.
  public static func duration(_ seconds: Ratio, places: Int) -> String {
    DurationText.format(seconds.rounded(places: places), fractionDigits: places)
  }
}
