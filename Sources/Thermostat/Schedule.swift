public import PickerCore

/// The four periods of a programmable thermostat's day.
public enum Period: String, Sendable, Hashable, CaseIterable {
  case wake, leave, `return`, sleep

  /// `Wake`, `Leave`, `Return`, `Sleep`.
  public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// Which days share a program.
public enum DayGroup: String, Sendable, Hashable, CaseIterable {
  case weekdays, weekend
  case monday, tuesday, wednesday, thursday, friday, saturday, sunday

  /// Weekdays and weekend, or each day on its own.
  public static let twoGroups: [DayGroup] = [.weekdays, .weekend]
  /// Every day on its own.
  public static let eachDay: [DayGroup] = [
    .monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday,
  ]
}

/// One period's start time and setpoints.
public struct ScheduleEntry: Sendable, Hashable {
  /// The period.
  public let period: Period
  /// Minutes after midnight.
  public var minute: Int
  /// Heat to this.
  public var heat: Temperature
  /// Cool to this.
  public var cool: Temperature

  /// Creates an entry.
  public init(period: Period, minute: Int, heat: Temperature, cool: Temperature) {
    self.period = period
    self.minute = minute
    self.heat = heat
    self.cool = cool
  }

  /// `06:00`.
  public var timeText: String {
    func twoDigits(_ number: Int) -> String { (number < 10 ? "0" : "") + String(number) }
    return twoDigits(minute / 60) + ":" + twoDigits(minute % 60)
  }
}

/// A week's program: for each day group, the four periods in order.
///
/// Valid means: setpoints on the scale's grid and inside its range (45-90 °F, 7-32 °C), cool at
/// least the deadband above heat (3 °F, 1.5 °C), and period times in order within a day. Setting
/// heat into the deadband pushes cool up (and cool pushes heat down), as thermostats do; when
/// the push would leave the range, the change is refused.
public struct ThermostatSchedule: Sendable, Hashable {
  /// The scale the schedule is shown and edited in.
  public var scale: TemperatureScale
  /// Minutes between rows of the time wheels.
  public let minuteInterval: Int
  /// The programs, by day group.
  public internal(set) var days: [DayGroup: [ScheduleEntry]]
  /// The holds, the earliest first: each holds a pair of setpoints over the program from one
  /// moment to a later one, and no two overlap.
  public internal(set) var holds: [ScheduleHold]

  /// The order day groups are shown in.
  public var groups: [DayGroup] {
    (DayGroup.twoGroups + DayGroup.eachDay).filter { days[$0] != nil }
  }

  /// Creates a schedule, checking every rule.
  public init(
    scale: TemperatureScale, minuteInterval: Int = 15, days: [DayGroup: [ScheduleEntry]],
    holds: [ScheduleHold] = []
  ) throws(ScheduleError) {
    // The time wheels' own intervals, so a stored schedule always opens in its time picker.
    guard DateWheelPicker.minuteIntervals.contains(minuteInterval) else {
      throw .badSetting(DateWheelPicker.intervalMessage(minuteInterval))
    }
    let keys = Set(days.keys)
    guard keys == Set(DayGroup.twoGroups) || keys == Set(DayGroup.eachDay) else {
      throw .badSetting("a schedule covers weekdays and weekend, or each of the seven days")
    }
    self.scale = scale
    self.minuteInterval = minuteInterval
    self.days = days
    try Self.checkHolds(holds, scale: scale, minuteInterval: minuteInterval)
    self.holds = holds.ordered { $0.start < $1.start }
    for group in groups { try validate(group) }
  }

  /// The Energy Star schedule (its programmable-thermostat guidance): wake 6:00 at 70 °F heat /
  /// 78 °F cool, leave 8:00 at 62/85, return 18:00 at 70/78, sleep 22:00 at 62/82, every day.
  ///
  /// In °C each setpoint is set in °C, on the half-degree grid °C thermostats step in (70 °F is
  /// 21 °C, 78 °F is 25.5 °C), so the schedule edits in °C from its first change.
  public static func energyStar(scale: TemperatureScale = .fahrenheit) -> ThermostatSchedule {
    let program: [(Period, Int, ExactNumber, ExactNumber)] = [
      (.wake, 6 * 60, 70, 78), (.leave, 8 * 60, 62, 85), (.return, 18 * 60, 70, 78),
      (.sleep, 22 * 60, 62, 82),
    ]
    let entries = program.map { period, minute, heat, cool in
      ScheduleEntry(
        period: period, minute: minute,
        heat: Temperature(Temperature(heat, .fahrenheit).shown(in: scale), scale),
        cool: Temperature(Temperature(cool, .fahrenheit).shown(in: scale), scale))
    }
    // The table is valid in either scale by construction (checked by the tests), so building it
    // cannot fail.
    return ThermostatSchedule(
      unchecked: scale, minuteInterval: 15, days: [.weekdays: entries, .weekend: entries])
  }

  /// The Energy Star schedule in the scale a reader's locale reads temperatures in.
  public static func energyStar(for locale: LocaleData) -> ThermostatSchedule {
    energyStar(scale: TemperatureScale(locale: locale))
  }

  private init(
    unchecked scale: TemperatureScale, minuteInterval: Int, days: [DayGroup: [ScheduleEntry]]
  ) {
    self.scale = scale
    self.minuteInterval = minuteInterval
    self.days = days
    holds = []
  }

  /// The entry of a period on a day group.
  public func entry(_ group: DayGroup, _ period: Period) -> ScheduleEntry? {
    days[group]?.first { $0.period == period }
  }

  /// Sets a period's start time (minutes after midnight); it must stay between its neighbours.
  public mutating func setTime(_ group: DayGroup, _ period: Period, minute: Int)
    throws(ScheduleError)
  {
    guard var entries = days[group], let index = entries.firstIndex(where: { $0.period == period })
    else { throw .noSuchPeriod(group, period) }
    guard (0..<1_440).contains(minute), minute % minuteInterval == 0 else {
      throw .badTime(minute, interval: minuteInterval)
    }
    entries[index].minute = minute
    try Self.checkOrder(entries, group: group)
    days[group] = entries
  }

  /// Sets heat; cool is pushed up to keep the deadband.
  ///
  /// Returns what else moved, if anything.
  @discardableResult
  public mutating func setHeat(_ group: DayGroup, _ period: Period, to value: ExactNumber)
    throws(ScheduleError) -> String?
  {
    try setPoint(group, period, heat: value)
  }

  /// Sets cool; heat is pushed down to keep the deadband.
  ///
  /// Returns what else moved, if anything.
  @discardableResult
  public mutating func setCool(_ group: DayGroup, _ period: Period, to value: ExactNumber)
    throws(ScheduleError) -> String?
  {
    try setPoint(group, period, cool: value)
  }

  /// Sets heat or cool, pushing the other to keep the deadband; returns what else moved, the
  /// temperatures in `symbols` (the reader's digits and decimal sign).
  mutating func setPoint(
    _ group: DayGroup, _ period: Period, heat: ExactNumber? = nil, cool: ExactNumber? = nil,
    symbols: NumberSymbols = .canonical
  ) throws(ScheduleError) -> String? {
    guard var entries = days[group], let index = entries.firstIndex(where: { $0.period == period })
    else { throw .noSuchPeriod(group, period) }
    let value = heat ?? cool ?? 0
    try scale.check(value, for: heat != nil ? .heat : .cool)
    var entry = entries[index]
    var pushed: String?
    let band = scale.deadband
    let symbol = scale.symbol
    if heat != nil {
      entry.heat = Temperature(value, scale)
      let cool = entry.cool.shown(in: scale)
      if Ratio(cool) - Ratio(value) < Ratio(band) {
        let raised = scale.moved(value, by: band)
        guard raised <= scale.range.upperBound else {
          throw .noRoom(
            "a heating setpoint of \(value) \(symbol) leaves no room for cooling: the cooling "
              + "setpoint must be at least \(band) \(symbol) above it and at most "
              + "\(scale.range.upperBound) \(symbol)")
        }
        entry.cool = Temperature(raised, scale)
        pushed =
          "cooling setpoint raised to \(Temperature(raised, scale).text(symbols)) to stay "
          + "\(Temperature(band, scale).text(symbols)) above heating"
      }
    } else {
      entry.cool = Temperature(value, scale)
      let heat = entry.heat.shown(in: scale)
      if Ratio(value) - Ratio(heat) < Ratio(band) {
        let lowered = scale.moved(value, by: band.negated)
        guard lowered >= scale.range.lowerBound else {
          throw .noRoom(
            "a cooling setpoint of \(value) \(symbol) leaves no room for heating: the heating "
              + "setpoint must be at least \(band) \(symbol) below it and at least "
              + "\(scale.range.lowerBound) \(symbol)")
        }
        entry.heat = Temperature(lowered, scale)
        pushed =
          "heating setpoint lowered to \(Temperature(lowered, scale).text(symbols)) to stay "
          + "\(Temperature(band, scale).text(symbols)) below cooling"
      }
    }
    entries[index] = entry
    days[group] = entries
    return pushed
  }

  private func validate(_ group: DayGroup) throws(ScheduleError) {
    guard let entries = days[group], entries.map({ $0.period }) == Period.allCases else {
      throw .badSetting(
        "\(group.rawValue) needs the periods wake, leave, return and sleep, in order")
    }
    try Self.checkOrder(entries, group: group)
    for entry in entries {
      guard entry.minute % minuteInterval == 0, (0..<1_440).contains(entry.minute) else {
        throw .badTime(entry.minute, interval: minuteInterval)
      }
      try scale.check(entry.heat.shown(in: scale), for: .heat)
      try scale.check(entry.cool.shown(in: scale), for: .cool)
      guard entry.cool.fahrenheit - entry.heat.fahrenheit >= scale.deadbandFahrenheit else {
        throw .noRoom(
          "\(group.rawValue) \(entry.period.name): the cooling setpoint \(entry.cool) must be at "
            + "least \(scale.deadband) \(scale.symbol) above the heating setpoint \(entry.heat)")
      }
    }
  }

  private static func checkOrder(_ entries: [ScheduleEntry], group: DayGroup) throws(ScheduleError)
  {
    for (earlier, later) in zip(entries, entries.dropFirst()) where later.minute <= earlier.minute {
      throw .outOfOrder(
        "\(group.rawValue): \(later.period.name) at \(later.timeText) must come after "
          + "\(earlier.period.name) at \(earlier.timeText)")
    }
  }
}

/// A schedule change the thermostat refuses, with a message that says what is allowed.
public enum ScheduleError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A setpoint that is not a number on the scale's grid and in its range.
  case outOfRange(String)
  /// A setpoint that leaves the other no room for the deadband.
  case noRoom(String)
  /// Period times out of order within a day.
  case outOfOrder(String)
  /// A start minute off the grid or the day.
  case badTime(Int, interval: Int)
  /// A period the day group does not have.
  case noSuchPeriod(DayGroup, Period)
  /// A schedule-wide setting the thermostat does not take.
  case badSetting(String)
  /// A start time that is not a time of day on the minute grid.
  case startTime(String, interval: Int)
  /// A day that the schedule's layout does not have (Monday in a weekdays-weekend schedule).
  case notInLayout(DayGroup, DayLayout)
  /// A hold the schedule does not take: its range, its grid, an overlap, one too many.
  case badHold(String)
  /// The same refusal, already written in a reader's digits (``written(in:)``).
  indirect case written(ScheduleError, text: String)

  /// The same refusal with its numbers in a reader's digits and decimal sign (`got 20,3 °C` in
  /// de_DE), as the notes are written.
  public func written(in symbols: NumberSymbols) -> ScheduleError {
    if case .written = self { return self }
    return symbols.isCanonical ? self : .written(self, text: symbols.numbers(in: description))
  }

  /// What was wrong and what is allowed.
  public var description: String {
    switch self {
    case .outOfRange(let text), .noRoom(let text), .outOfOrder(let text), .badSetting(let text),
      .badHold(let text), .written(_, let text):
      text
    case .startTime(let text, let interval):
      "a period's start time is HH:MM on the \(interval)-minute grid (00:00-23:\(60 - interval)), "
        + "got \(Echo.shown(text))"
    case .notInLayout(let group, let layout):
      "the schedule keeps \(layout.name): "
        + "use \(layout.groups.map { $0.rawValue }.joined(separator: ", ")), not \(group.rawValue)"
    case .badTime(let minute, let interval):
      "a period starts at a time of day on the \(interval)-minute grid (00:00-23:\(60 - interval)), got minute \(minute)"
    case .noSuchPeriod(let group, let period):
      "the schedule has no \(period.rawValue) on \(group.rawValue)"
    }
  }
}
