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
