public import PickerCore

/// Numbers as the calculator shows them, rounded once, half up, from the exact value, in the
/// reader's digits and decimal sign (`42,195`, `٤٢٫١٩٥`; `.` and 0-9 by default).
public enum RunText {
  /// An amount to at most some decimals, without trailing zeros: `26.219`, `400`, `0.5`.
  public static func amount(
    _ value: Ratio, places: Int = 3, symbols: NumberSymbols = .canonical
  ) -> String {
    symbols.written("\(value.rounded(places: places))")
  }

  /// A duration to some decimals: `3:00:00.00`, `4:16.0`.
  public static func duration(
    _ seconds: Ratio, places: Int, symbols: NumberSymbols = .canonical
  ) -> String {
    symbols.written(DurationText.format(seconds.rounded(places: places), fractionDigits: places))
  }

  /// A lap or split time to hundredths, as runners write one: `4:16.34`, and under a minute
  /// the seconds alone, `16.34` (a track split, not `0:16.34`).
  public static func lap(_ seconds: Ratio, symbols: NumberSymbols = .canonical) -> String {
    let rounded = seconds.rounded(places: 2)
    guard rounded.magnitude < 60 else { return duration(seconds, places: 2, symbols: symbols) }
    var text = DurationText.format(rounded, fractionDigits: 2)  // 0:16.34, 0:05.20
    if text.hasPrefix("0:") { text.removeFirst(2) }
    if text.hasPrefix("0"), text.count > 4 { text.removeFirst() }
    return symbols.written(text)
  }
}
