import Foundation

extension DateWheelPicker {
  /// The ISO text, or a countdown's seconds as a number.
  public func datum(of value: LocalDateTime) -> PickerDatum {
    mode == .countdown ? .number(valueText(of: value)) : .text(valueText(of: value))
  }

  /// What the wheels show in the locale's words, and the instant with its UTC offset (with which
  /// of a repeated hour it is).
  public func details(of rows: [Int]) -> PickerDetails {
    let correction = nearestValid(to: rows)
    var details = PickerDetails()
    details.display = displayText(of: rows)
    if let instant = correction.instant {
      let formatter = ISO8601DateFormatter()
      formatter.timeZone = timeZone
      details.instant = formatter.string(from: instant)
    }
    details.occurrence = correction.occurrence?.rawValue
    return details
  }
}
