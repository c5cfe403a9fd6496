public import PickerCore

/// Every input of the schedule editor is a picker: setpoints on the scale's grid and range, and
/// period times on the minute grid.
public enum ThermostatInputs {
  /// Setpoint wheels: 45-90 in whole °F, or 7-32 in half °C, written in the given signs (the
  /// reader's, on a page) and read in them and in `.` and 0-9.
  public static func setpoint(_ scale: TemperatureScale, symbols: NumberSymbols = .canonical)
    throws(ScheduleError) -> PatternPicker
  {
    // `99` and `99.9` hold every value of either range on its grid: an error here is this
    // file's, named as such.
    let pattern: WheelPattern
    do throws(PatternError) {
      pattern = try WheelPattern(scale.pattern)
    } catch {
      throw .badSetting("ThermostatInputs.setpoint: \(error.description)")
    }
    do throws(ConstraintError) {
      return try PatternPicker(
        pattern: pattern,
        constraints: ValueConstraints(
          minimum: scale.range.lowerBound, maximum: scale.range.upperBound, step: scale.step),
        symbols: symbols)
    } catch {
      throw .badSetting("ThermostatInputs.setpoint: \(error.description)")
    }
  }

  /// Time wheels on the schedule's minute grid, on a clock (hour and AM/PM wheels, or 24
  /// hours) whatever the locale's own, in the locale's order and words (`ص`/`م` in ar_EG), in
  /// UTC (a schedule's times are times of day, with no zone).
  ///
  /// The locale is asked of the platform with the clock's hour cycle (`de_DE@hours=h12`), which
  /// a description of the wheels keeps.
  public static func time(
    minuteInterval: Int, clock: ScheduleClock, locale: String, on platform: Platform
  ) throws(ScheduleError) -> DateWheelPicker {
    do throws(DateError) {
      return try DateWheelPicker(
        mode: .time,
        localeData: try DateWheelPicker.localeData(identifier: clock.locale(locale), on: platform),
        zone: .utc, now: platform.now, minuteInterval: minuteInterval)
    } catch {
      throw .badSetting(error.description)
    }
  }

  /// A hold's wheels: a date-and-time range on the time wheels' grid, clock, words and zone.
  public static func hold(on clock: DateWheelPicker) throws(ScheduleError) -> DateRangePicker {
    do throws(DateError) {
      return try DateRangePicker(
        dates: DateWheelPicker(
          mode: .dateAndTime, localeData: clock.localeData, zone: clock.zone,
          now: clock.startInstant, minuteInterval: clock.minuteInterval,
          hourClock: clock.hourClock))
    } catch {
      throw .badSetting(error.description)
    }
  }

  /// A hold as typed: its range `START/END` read on the hold's wheels (the end never before
  /// the start), its setpoints as the editor's setpoints are read.
  public static func hold(
    _ range: String, heat: String, cool: String, scale: TemperatureScale, on dates: DateRangePicker
  ) throws(ScheduleError) -> ScheduleHold {
    let value: DateRange
    do throws(PickerRefusal) {
      value = dates.value(of: try dates.reading(range, nearest: false).rows)
    } catch {
      throw .badHold("a hold's range: \(error.description)")
    }
    return ScheduleHold(
      start: value.start, end: value.end,
      heat: Temperature(try scale.setpoint(heat, for: .heat), scale),
      cool: Temperature(try scale.setpoint(cool, for: .cool), scale))
  }

  /// A moment as named (a hold's start, the moment a view is asked for): `2026-12-20T08:00`.
  public static func moment(_ text: String) throws(ScheduleError) -> LocalDateTime {
    do throws(DateError) {
      return try LocalDateTime(wallTime: text)
    } catch {
      throw .badHold("a moment is a date and time, YYYY-MM-DDTHH:MM: \(error.description)")
    }
  }

  /// A period's start time as typed (`06:30`, `6:30 AM`), read on a clock's wheels, in minutes
  /// after midnight, refused in thermostat terms.
  public static func startTime(_ text: String, on clock: DateWheelPicker) throws(ScheduleError)
    -> Int
  {
    do throws(DateError) {
      let fields = try clock.accept(text).fields
      return fields.hour * 60 + fields.minute
    } catch {
      throw .startTime(text, interval: clock.minuteInterval)
    }
  }
}

/// The clock a schedule's times are shown and edited on: the core's ``Clock``.
public typealias ScheduleClock = Clock

extension Clock {
  /// The clock a reader asks for (`12` or `24`); 12 when none is asked.
  public init(parsing text: String?) throws(ScheduleError) {
    guard let text else {
      self = .twelve
      return
    }
    guard let clock = Int(text).flatMap(Self.init(rawValue:)) else {
      throw .badSetting("the clock is \(Clock.allowed), got \(Echo.shown(text))")
    }
    self = clock
  }
}

extension ScheduleEntry {
  /// The start time as a clock writes it, in its locale's digits and words: `6:00 AM`, `06:00`,
  /// `٦:٠٠ ص`.
  public func shownTime(on clock: DateWheelPicker) -> String {
    clock.writtenText(of: clock.rows(for: LocalDateTime(hour: minute / 60, minute: minute % 60)))
  }

  /// The start time on the 24-hour clock, `HH:MM`, in the locale's digits: `06:00`, `٠٦:٠٠`.
  public func timeText(_ symbols: NumberSymbols) -> String { symbols.writtenDigits(timeText) }
}
