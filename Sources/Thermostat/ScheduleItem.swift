/// What one edit of a schedule sets: one period of one day group, the scale, or the days (the
/// whole schedule).
public enum ScheduleItem: Sendable, Hashable {
  /// A period of a day group: its start time and setpoints.
  case period(DayGroup, Period)
  /// The scale the schedule is shown in.
  case scale
  /// How the days are grouped, and so every period.
  case days
  /// The holds, as one list.
  case holds

  /// `weekdays.wake`, `scale`, `days`: the item as it is kept.
  public var key: String {
    switch self {
    case .period(let group, let period): group.rawValue + "." + period.rawValue
    case .scale: "scale"
    case .days: "days"
    case .holds: "holds"
    }
  }

  /// The item a key names.
  public init?(key: String) {
    switch key {
    case "scale": self = .scale
    case "days": self = .days
    case "holds": self = .holds
    default:
      let parts = key.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 2, let group = DayGroup(rawValue: String(parts[0])),
        let period = Period(rawValue: String(parts[1]))
      else { return nil }
      self = .period(group, period)
    }
  }

  /// What a person calls it: `Weekdays Wake`, `the scale`, `the days`.
  public var name: String {
    switch self {
    case .period(let group, let period): "\(group.name) \(period.name)"
    case .scale: "the scale"
    case .days: "the days"
    case .holds: "the holds"
    }
  }
}
