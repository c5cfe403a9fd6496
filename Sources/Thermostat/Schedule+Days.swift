import PickerCore

/// How a schedule's days are grouped: weekdays and weekend (5-2), or each of the seven days.
public enum DayLayout: String, Sendable, Hashable, CaseIterable {
  case weekdaysWeekend = "weekdays-weekend"
  case eachDay = "each-day"

  /// The day groups of the layout, in the order they are shown.
  public var groups: [DayGroup] { self == .weekdaysWeekend ? DayGroup.twoGroups : DayGroup.eachDay }

  /// `weekdays and weekend`, `each day`.
  public var name: String { self == .weekdaysWeekend ? "weekdays and weekend" : "each day" }

  /// Reads `weekdays-weekend` or `each-day`.
  public init(parsing text: String) throws(ScheduleError) {
    guard let layout = Self(rawValue: text) else {
      throw .badSetting(
        "the days are weekdays-weekend (one program for Monday-Friday, one for the weekend) or "
          + "each-day (seven programs), got \(Echo.shown(text))")
    }
    self = layout
  }
}

extension DayGroup {
  /// The weekday or weekend group a day belongs to (a group is its own).
  public var twoGroup: DayGroup {
    switch self {
    case .weekdays, .monday, .tuesday, .wednesday, .thursday, .friday: .weekdays
    case .weekend, .saturday, .sunday: .weekend
    }
  }

  /// `Weekdays`, `Monday`.
  public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

extension ThermostatSchedule {
  /// Whether the days are grouped 5-2 or one by one.
  public var layout: DayLayout { days[.weekdays] != nil ? .weekdaysWeekend : .eachDay }

  /// Groups the days another way.
  ///
  /// Each day starts from its group's program; going back to weekdays and weekend keeps
  /// Monday's and Saturday's programs, and the returned note says which days' differences were
  /// dropped.
  @discardableResult
  public mutating func setLayout(_ layout: DayLayout) -> String? {
    guard layout != self.layout else { return nil }
    switch layout {
    case .eachDay:
      days = Dictionary(
        uniqueKeysWithValues: DayGroup.eachDay.map { ($0, days[$0.twoGroup] ?? []) })
      return nil
    case .weekdaysWeekend:
      let kept: [DayGroup: DayGroup] = [.weekdays: .monday, .weekend: .saturday]
      let dropped = DayGroup.eachDay.filter { day in
        guard let source = kept[day.twoGroup] else { return false }
        return day != source && days[day] != days[source]
      }
      days = kept.mapValues { days[$0] ?? [] }
      guard !dropped.isEmpty else { return nil }
      return "weekdays follow Monday and the weekend Saturday; the programs of "
        + dropped.map { $0.name }.joined(separator: ", ") + " were replaced"
    }
  }

  /// Copies one day's (or group's) four periods to other days of the same layout.
  ///
  /// Returns the note to show: what was copied where.
  @discardableResult
  public mutating func copy(_ source: DayGroup, to targets: [DayGroup]) throws(ScheduleError)
    -> String
  {
    let groups = layout.groups
    guard let entries = days[source] else { throw .notInLayout(source, layout) }
    let wanted = targets.filter { $0 != source }
    guard !wanted.isEmpty else {
      throw .badSetting("copy \(source.name) to at least one other day")
    }
    for target in wanted where !groups.contains(target) { throw .notInLayout(target, layout) }
    for target in wanted { days[target] = entries }
    return "\(source.name)'s program copied to "
      + groups.filter(wanted.contains).map { $0.name }.joined(separator: ", ")
  }
}
