public import PickerCore

/// A hold: one pair of setpoints from one moment to a later one, over the week's program
/// ("away from Dec 20 to Jan 2 at 55-85 °F", the scheduler card's most requested feature).
///
/// Its moments are wall-clock times where the thermostat is, on the schedule's minute grid. It
/// holds from its start up to its end, when the program takes over again.
public struct ScheduleHold: Sendable, Hashable {
  /// When it starts holding.
  public let start: LocalDateTime
  /// When the program takes over again: after the start.
  public let end: LocalDateTime
  /// Heat to this meanwhile.
  public let heat: Temperature
  /// Cool to this meanwhile.
  public let cool: Temperature

  /// A hold.
  public init(start: LocalDateTime, end: LocalDateTime, heat: Temperature, cool: Temperature) {
    self.start = start
    self.end = end
    self.heat = heat
    self.cool = cool
  }

  /// Whether it holds at a moment: from its start, up to (not at) its end.
  public func holds(at moment: LocalDateTime) -> Bool { start <= moment && moment < end }
}

/// The setpoints that apply at a moment, and what set them.
public struct ActiveSetpoints: Sendable, Hashable {
  /// What set them.
  public enum Source: Sendable, Hashable {
    /// A hold, which comes before the program.
    case hold(ScheduleHold)
    /// A period of the week's program: the day group of the moment's day (or of the day before,
    /// before its first period starts) and the period started last.
    case program(DayGroup, Period)
  }

  /// Heat to this.
  public let heat: Temperature
  /// Cool to this.
  public let cool: Temperature
  /// What set them.
  public let source: Source
}

extension ThermostatSchedule {
  /// The most holds a schedule keeps: a season of trips, and bounded work for every check.
  public static let holdLimit = 20

  /// The setpoints that apply at a moment: a hold's, when one holds then; else those of the
  /// period of the program started last (the day before's last period, before the day's first).
  public func setpoints(at moment: LocalDateTime) -> ActiveSetpoints {
    if let hold = holds.first(where: { $0.holds(at: moment) }) {
      return ActiveSetpoints(heat: hold.heat, cool: hold.cool, source: .hold(hold))
    }
    let minute = moment.hour * 60 + moment.minute
    let today = group(on: moment)
    let entry =
      (days[today] ?? []).last { $0.minute <= minute }.map { (today, $0) }
      ?? (days[group(on: moment.dayBefore)]?.last).map { (group(on: moment.dayBefore), $0) }
    guard let (group, entry) = entry else {
      // Never reached: a schedule has four periods on every group (its initializer checks so);
      // the scale's widest pair stands in rather than a trap.
      return ActiveSetpoints(
        heat: Temperature(scale.range.lowerBound, scale),
        cool: Temperature(scale.range.upperBound, scale), source: .program(today, .wake))
    }
    return ActiveSetpoints(
      heat: entry.heat, cool: entry.cool, source: .program(group, entry.period))
  }

  /// The day group whose program runs on a moment's day, in the schedule's layout.
  func group(on moment: LocalDateTime) -> DayGroup {
    let day = [
      DayGroup.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday,
    ][moment.weekday]
    return layout == .eachDay ? day : day.twoGroup
  }

  /// The range a new hold starting at a moment is offered: from the moment, back on the minute
  /// grid so it holds at once, to the same time a day later.
  public func newHold(at moment: LocalDateTime) -> DateRange {
    var start = moment
    start.minute -= start.minute % minuteInterval
    start.second = 0
    var end = start.dayAfter
    end.second = 0
    return DateRange(start: start, end: end)
  }

  /// Adds a hold, checked by every rule of a hold, or throws why not, naming holds as `dates`
  /// writes them.
  mutating func hold(_ hold: ScheduleHold, dates: DateRangePicker? = nil) throws(ScheduleError) {
    try Self.checkHolds(
      holds + [hold], scale: scale, minuteInterval: minuteInterval, dates: dates)
    holds = (holds + [hold]).ordered { $0.start < $1.start }
  }

  /// Ends the hold that starts at a moment (it no longer holds at all).
  mutating func release(startingAt start: LocalDateTime) throws(ScheduleError) -> ScheduleHold {
    guard let index = holds.firstIndex(where: { $0.start == start }) else {
      throw .badHold(
        "no hold starts at \(start.wallTimeText): "
          + (holds.isEmpty
            ? "the schedule has no holds"
            : "the holds start at \(holds.map { $0.start.wallTimeText }.joined(separator: ", "))"))
    }
    return holds.remove(at: index)
  }

  /// Checks every rule of holds, naming a refused one as `dates` writes it.
  ///
  /// At most ``holdLimit``, each ending after it starts on the minute grid, its setpoints on the
  /// scale's grid and range with the deadband between them, none overlapping another (a moment
  /// has one hold).
  static func checkHolds(
    _ holds: [ScheduleHold], scale: TemperatureScale, minuteInterval: Int,
    dates: DateRangePicker? = nil
  ) throws(ScheduleError) {
    guard holds.count <= holdLimit else {
      throw .badHold("a schedule keeps at most \(holdLimit) holds: end one first")
    }
    for hold in holds {
      let range = hold.writtenRange(dates)
      guard hold.start < hold.end else {
        throw .badHold("the hold \(range) ends when it starts: a hold ends after its start")
      }
      for moment in [hold.start, hold.end]
      where moment.minute % minuteInterval != 0 || moment.second != 0 {
        throw .badHold(
          "the hold \(range) is off the \(minuteInterval)-minute grid: its start and end are "
            + "on the schedule's grid, as its periods' times are")
      }
      try scale.check(hold.heat.shown(in: scale), for: .heat)
      try scale.check(hold.cool.shown(in: scale), for: .cool)
      guard hold.cool.fahrenheit - hold.heat.fahrenheit >= scale.deadbandFahrenheit else {
        throw .noRoom(
          "a hold's cooling setpoint \(hold.cool.shown(in: scale)) \(scale.symbol) must be at "
            + "least \(scale.deadband) \(scale.symbol) above its heating setpoint "
            + "\(hold.heat.shown(in: scale)) \(scale.symbol)")
      }
    }
    let sorted = holds.ordered { $0.start < $1.start }
    for (earlier, later) in zip(sorted, sorted.dropFirst()) where later.start < earlier.end {
      throw .badHold(
        "the hold \(later.writtenRange(dates)) overlaps the hold \(earlier.writtenRange(dates)): "
          + "a moment has one hold, so end that one first")
    }
  }
}

extension TemperatureScale {
  /// The deadband in °F, as a ratio: setpoints of either scale compare in °F.
  var deadbandFahrenheit: Ratio {
    Ratio(deadband) * (self == .celsius ? Ratio(9) / Ratio(5) : Ratio(1))
  }
}

extension ScheduleHold {
  /// What it holds when, its temperatures in a scale and `symbols`: `55 °F heating, 85 °F
  /// cooling: December 20, 2026, 8:00 AM – January 2, 2027, 6:00 PM`.
  public func text(in scale: TemperatureScale, _ symbols: NumberSymbols, _ dates: DateRangePicker?)
    -> String
  {
    let shown = { (temperature: Temperature) in
      Temperature(temperature.shown(in: scale), scale).text(symbols)
    }
    return "\(shown(heat)) heating, \(shown(cool)) cooling: \(writtenRange(dates))"
  }

  /// Its start and end as a range picker writes them (`December 20, 2026, 8:00 AM – January 2,
  /// 2027, 6:00 PM`), or as ISO text without one.
  public func writtenRange(_ dates: DateRangePicker?) -> String {
    guard let dates else { return "\(start.wallTimeText)/\(end.wallTimeText)" }
    return dates.writtenText(of: dates.rows(for: DateRange(start: start, end: end)))
  }
}
