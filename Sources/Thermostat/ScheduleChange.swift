public import PickerCore

/// One change a person makes to a schedule in the editor.
public enum ScheduleChange: Sendable, Hashable {
  /// Shows and edits the schedule in another scale; the setpoints keep their values.
  case scale(TemperatureScale)
  /// Sets a period's heating or cooling setpoint; the other moves to keep the deadband.
  case setpoint(DayGroup, Period, Setpoint, ExactNumber)
  /// Sets a period's start time, in minutes after midnight.
  case time(DayGroup, Period, minute: Int)
  /// Groups the days another way.
  case layout(DayLayout)
  /// Copies one day's periods to other days.
  case copy(DayGroup, to: [DayGroup])
  /// Replaces every program with the Energy Star default, in the schedule's scale; the holds
  /// stay.
  case reset
  /// Holds a pair of setpoints from one moment to a later one, over the program.
  case hold(ScheduleHold)
  /// Ends the hold that starts at a moment.
  case release(LocalDateTime)

  /// A change as the editor sends it: the field (`heat`, `cool`, `time` or `scale`), the day
  /// group and period it names, and the value as typed, read by the schedule's own rules (a
  /// time as `HH:MM` or as the reader's clock writes it, on `clock`).
  public init(
    field: String, group: String?, period: String?, value: String, in schedule: ThermostatSchedule,
    clock: DateWheelPicker
  )
    throws(ScheduleError)
  {
    if field == "scale" {
      guard let scale = TemperatureScale(rawValue: value) else {
        throw .badSetting("the scale is F or C, got \(Echo.shown(value))")
      }
      self = .scale(scale)
      return
    }
    guard ["heat", "cool", "time"].contains(field) else {
      throw .badSetting("the field is heat, cool, time or scale, got \(Echo.shown(field))")
    }
    guard let group = group.flatMap(DayGroup.init(rawValue:)),
      let period = period.flatMap(Period.init(rawValue:))
    else {
      throw .badSetting(
        "an edit names a group (\(DayGroup.allCases.map { $0.rawValue }.joined(separator: ", "))) "
          + "and a period (wake, leave, return, sleep)")
    }
    switch field {
    case "time":
      self = .time(
        group, period,
        minute: try ThermostatInputs.startTime(value, on: clock))
    default:
      let setpoint: Setpoint = field == "heat" ? .heat : .cool
      self = .setpoint(group, period, setpoint, try schedule.scale.setpoint(value, for: setpoint))
    }
  }

  /// A copy as the editor sends it: a day's name and the names of the days to copy it to (at
  /// most every day there is).
  public static func copy(from source: String, to targets: [String]) throws(ScheduleError)
    -> ScheduleChange
  {
    guard targets.count <= DayGroup.allCases.count else {
      throw .badSetting("copy to at most \(DayGroup.allCases.count) days, got \(targets.count)")
    }
    var days: [DayGroup] = []
    for target in targets { days.append(try DayGroup(parsing: target)) }
    return .copy(try DayGroup(parsing: source), to: days)
  }

  /// What the change was, in a few words: `Energy Star default`, `Weekdays Wake heating
  /// setpoint`.
  var words: String {
    switch self {
    case .scale: "scale"
    case .setpoint(let group, let period, let setpoint, _):
      "\(group.name) \(period.name) \(setpoint.name)"
    case .time(let group, let period, _): "\(group.name) \(period.name) time"
    case .layout: "days"
    case .copy(let source, _): "copy of \(source.name)"
    case .reset: "Energy Star default"
    case .hold: "hold"
    case .release: "end of hold"
    }
  }
}

extension DayGroup {
  /// Reads a day group's name (`weekdays`, `monday`).
  public init(parsing text: String) throws(ScheduleError) {
    guard let group = DayGroup(rawValue: text) else {
      throw .badSetting(
        "a day is \(DayGroup.allCases.map { $0.rawValue }.joined(separator: ", ")), got "
          + Echo.shown(text))
    }
    self = group
  }
}

/// What Undo restores: the schedule before the last change, and what that change was.
public struct ScheduleUndo: Sendable, Hashable {
  /// The schedule before the last change.
  public let schedule: ThermostatSchedule
  /// The change, in a few words: `Energy Star default`.
  public let change: String

  /// What undo restores.
  public init(schedule: ThermostatSchedule, change: String) {
    self.schedule = schedule
    self.change = change
  }

  /// The Undo button's words: `Undo Energy Star default`.
  public var name: String { "Undo \(change)" }
}

/// A schedule as it is kept: the schedule, and the one its last change replaced, so that the
/// change can be taken back.
///
/// Undo takes back the last change, whatever it was (a setpoint, a copy, the Energy Star
/// default): the whole schedule goes back to what it was, in one step, so setpoints that had to
/// pass each other to get there come back together, never through a state the rules refuse.
/// An undo is not itself undone.
public struct EditedSchedule: Sendable, Hashable {
  /// The schedule.
  public private(set) var schedule: ThermostatSchedule
  /// What Undo restores, or nil when there is nothing to take back.
  public private(set) var undo: ScheduleUndo?

  /// A schedule with what its last change replaced, if anything.
  public init(_ schedule: ThermostatSchedule, undo: ScheduleUndo? = nil) {
    self.schedule = schedule
    self.undo = undo
  }

  /// Applies a change, checking every rule; returns the note to show: what was set and what else
  /// moved, what was copied where, what a join replaced.
  ///
  /// The note's temperatures and times are written in `symbols`, the reader's digits and
  /// decimal sign (`21,5 °C` in de_DE), a hold's moments as `dates` writes them (as ISO text
  /// without them).
  @discardableResult
  public mutating func apply(
    _ change: ScheduleChange, symbols: NumberSymbols = .canonical, dates: DateRangePicker? = nil
  ) throws(ScheduleError) -> String {
    var next = schedule
    let note: String
    switch change {
    case .scale(let scale):
      next.scale = scale
      note = "setpoints shown in \(scale.symbol)"
    case .setpoint(let group, let period, let setpoint, let value):
      let pushed =
        setpoint == .heat
        ? try next.setPoint(group, period, heat: value, symbols: symbols)
        : try next.setPoint(group, period, cool: value, symbols: symbols)
      note =
        "\(group.name) \(period.name) \(setpoint.name) set to "
        + Temperature(value, next.scale).text(symbols) + (pushed.map { "; \($0)" } ?? "")
    case .time(let group, let period, let minute):
      try next.setTime(group, period, minute: minute)
      note =
        "\(group.name) \(period.name) starts at "
        + (next.entry(group, period)?.timeText(symbols) ?? "")
    case .layout(let layout):
      note =
        next.setLayout(layout)
        ?? (layout == .eachDay
          ? "each day has its own program, starting from its group's"
          : "one program for weekdays, one for the weekend")
    case .copy(let source, let targets):
      note = try next.copy(source, to: targets)
    case .reset:
      next = .energyStar(scale: schedule.scale)
      next.holds = schedule.holds
      note = "Energy Star default set; Undo puts your schedule back"
    case .hold(let hold):
      try next.hold(hold, dates: dates)
      note = "held at " + hold.text(in: next.scale, symbols, dates)
    case .release(let start):
      let hold = try next.release(startingAt: start)
      note = "hold ended (\(hold.writtenRange(dates))): the program applies then"
    }
    undo = ScheduleUndo(schedule: schedule, change: change.words)
    schedule = next
    return note
  }

  /// Takes back the last change; returns the note to show.
  public mutating func takeBack() throws(ScheduleError) -> String {
    guard let undo else { throw .badSetting("there is no change to undo") }
    schedule = undo.schedule
    self.undo = nil
    return "\(undo.change) taken back: your schedule is as it was"
  }
}
