/// The instant wall-clock fields mean, for output formats that need one.
extension DateWheelPicker {
  /// The instant some wall-clock fields mean in the picker's time zone, whatever the mode shows:
  /// a repeated time is the `repeatedTime` occurrence, a time a daylight-saving change skips is
  /// the instant of the change (as a date whose midnight is skipped starts then).
  public func moment(of fields: LocalDateTime) -> Instant {
    switch clock.meaning(of: fields) {
    case .unique(let only): only
    case .repeated(let first, let second): repeatedTime == .first ? first : second
    case .skipped(_, _, let change): change
    }
  }
}

extension DateWheelPicker {
  /// What the wheels show in the locale's words, and the instant with its UTC offset (with which
  /// of a repeated hour it is).
  public func details(of rows: [Int]) -> PickerDetails {
    let correction = nearestValid(to: rows)
    var details = PickerDetails()
    details.display = displayText(of: rows)
    if let instant = correction.moment {
      details.instant = instant.isoText(offset: zone.offset(at: instant))
    }
    details.occurrence = correction.occurrence?.rawValue
    return details
  }

  /// The ISO text, or a countdown's seconds as a number.
  public func datum(of value: LocalDateTime) -> PickerDatum {
    mode == .countdown ? .number(valueText(of: value)) : .text(valueText(of: value))
  }
}
