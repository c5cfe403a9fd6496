public import ArgumentParser
import Foundation
import PickerKit
import PickerTerminal

// The core's own names are the command line's spellings (`datetime`, `month-year`, `first`).
extension DateMode: ExpressibleByArgument {}
extension Occurrence: ExpressibleByArgument {}
extension Clock: ExpressibleByArgument {}

/// `picker date`: check or correct a date, time, date-and-time, countdown, month or year; the
/// wheels are the core's ``DateSpec``, as a form's date field and the web's date pickers are.
struct DateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "date",
    abstract: "Pick a date, a time, a date and time, a countdown, a month or a year on wheels.",
    discussion: """
      Text forms: date YYYY-MM-DD; time HH:MM (24-hour whatever the wheels show); datetime YYYY-MM-DDTHH:MM; countdown H:MM, whose --print value is seconds (1:30 prints 5400); month-year YYYY-MM; year YYYY. For the other modes --print value is the ISO text.

      --seconds adds a seconds wheel (00-59) to a time, datetime or countdown: HH:MM:SS, YYYY-MM-DDTHH:MM:SS and H:MM:SS (a countdown then takes all three parts, since 1:30 could be either). Without it an answer with seconds other than :00 is refused; with --nearest they round to the nearest minute, 30 seconds up.

      --min and --max take the mode's forms (or a date, which for month-year and year means its month or year), or words counted from now in --time-zone: today, tomorrow, yesterday, now, and +N or -N with d (days), w (weeks), mo (months) or y (years) for dates, h (hours) or min (minutes) for times, and all of them, counted from now, for a datetime. A countdown runs to 23:59 (23:59:59 with --seconds) unless --max says more (--max 99:59).

      --range picks a start and an end on one picker, the date wheels twice: it reads and prints an ISO 8601 interval, START/END (2026-12-20/2027-01-02), --print json has "start" and "end", and --min, --max and the grid apply to both ends. The end is never before the start: one that is moves to the start (refused as an answer, moved with --nearest), and --longest SPAN (14d, 2w, 1mo for dates; 8h, 90min for times) keeps it within that span of the start. On the wheels Left and Right go from the start's wheels to the end's.

      --format sets what --print text prints: a strftime format (%Y-%m-%d, %d.%m.%Y %H:%M, %A %B %j, %s, %z %Z, %%; names in English whatever --locale says), or the word epoch for the seconds since 1970-01-01T00:00:00Z. A date, month or year is its first midnight in --time-zone and a time is today's. --print json adds the formatted text as "formatted"; --print value is unchanged. A countdown has no instant and takes no --format.

      Examples:
        picker date --answer 2026-11-23 --format '%A %d %B %Y'
        picker date --mode month-year --min today --max +10y --answer 2027-03
        picker date --mode time --seconds --answer 14:30:15 --format '%I:%M:%S %p'
        picker date --mode time --clock 24 --answer 18:30 --print json
        when=$(picker date --mode datetime --min now --max +7d)
        picker date --range --longest 14d --answer 2026-12-20/2027-01-02
      """
  )

  @Option(help: "date, time, datetime, countdown, month-year or year.")
  var mode: DateMode = .date

  @Option(
    parsing: .unconditional,
    help: "The earliest valid value: ISO text, today, tomorrow, now, or +7d, -2w, +1mo, +2h...")
  var min: String?

  @Option(parsing: .unconditional, help: "The latest valid value, in the same forms as --min.")
  var max: String?

  @Option(
    help: "Minutes between rows of the minute wheel: \(DateWheelPicker.allowedIntervals).")
  var minuteInterval: Int?

  @Flag(help: "Add a seconds wheel to a time, datetime or countdown (HH:MM:SS).")
  var seconds = false

  @Flag(help: "Pick a start and an end, written START/END (an ISO 8601 interval).")
  var range = false

  @Option(
    help: ArgumentHelp(
      "With --range, the longest span from start to end: 14d, 2w, 1mo, 8h, 90min.",
      valueName: "span"))
  var longest: String?

  @Option(
    help: ArgumentHelp(
      "The clock of a time's or datetime's hours, \(Clock.allowed), whatever the locale "
        + "(default: the locale's)."))
  var clock: Clock?

  @Option(
    help: "The locale that orders and names the wheels, such as en_US or de_DE (default: en_US).")
  var locale: String?

  @Option(help: "The time zone, an IANA name such as Europe/Berlin (default: this machine's).")
  var timeZone: String?

  @Option(help: "Which of a repeated wall-clock time (a fall-back hour) is meant: first or second.")
  var repeated: Occurrence = .first

  @Option(
    parsing: .unconditional,
    help: "What --print text prints: a strftime format such as '%d.%m.%Y %H:%M', or epoch.")
  var format: String?

  @OptionGroup var options: AnswerOptions

  /// The command's flags as the core's description; what is not given takes the core's
  /// default.
  var spec: DateSpec {
    var spec = DateSpec(mode: mode, min: min, max: max, seconds: seconds, timeZone: timeZone)
    spec.repeated = repeated
    spec.clock = clock
    if let minuteInterval { spec.minuteInterval = minuteInterval }
    if let locale { spec.locale = locale }
    spec.range = range
    spec.longest = longest
    return spec
  }

  func validate() throws {
    if longest != nil, !range {
      throw ValidationError("--longest is a range's span: give --range too")
    }
    if range {
      if format != nil {
        throw ValidationError(
          "--format writes one instant, and a range has two: --print text writes START/END")
      }
      _ = try building { () throws(SpecError) in try spec.makeRangePicker(on: .foundation()) }
      return
    }
    let picker = try makePicker()
    // The format is checked against a long date (September, Wednesday) before any answer.
    if let format = try outputFormat() {
      let sample = LocalDateTime(year: 2_000, month: 9, day: 27, hour: 23, minute: 59, second: 59)
      do {
        _ = try format.string(of: sample, at: Date(), in: picker.timeZone, named: zoneName(picker))
      } catch {
        throw error.usage
      }
    }
  }

  func run() throws {
    if range {
      let picker = try building { () throws(SpecError) in
        try spec.makeRangePicker(on: .foundation())
      }
      try Answering.run(picker, options, title: "\(mode.rawValue) range")
      return
    }
    let picker = try makePicker()
    guard let format = try outputFormat() else {
      try Answering.run(picker, options, title: mode.rawValue)
      return
    }
    try Answering.run(picker, options, title: mode.rawValue) { outcome in
      let formatted: String
      do {
        formatted = try self.formatted(outcome.value, of: picker, as: format, now: Date())
      } catch let error as SpecError {
        throw error.usage
      }
      if options.print == .text { return formatted }
      return try Answering.render(outcome, of: picker, as: options.print) { report in
        report.formatted = formatted
      }
    }
  }

  private func makePicker() throws -> DateWheelPicker {
    try building { () throws(SpecError) in try spec.makePicker() }
  }

  /// The `--format` given, or nil; a countdown takes none, having no instant.
  private func outputFormat() throws -> DateOutputFormat? {
    guard let format else { return nil }
    guard mode != .countdown else {
      throw ValidationError(
        "--format writes an instant, and a countdown has none: use --print value for its "
          + "seconds or --print text for H:MM")
    }
    do {
      return try DateOutputFormat(format)
    } catch {
      throw error.usage
    }
  }

  /// A value in a format: a date, month or year is its first midnight in the picker's time zone,
  /// a time is today's (in that zone) at that time.
  private func formatted(
    _ value: LocalDateTime, of picker: DateWheelPicker, as format: DateOutputFormat, now: Date
  ) throws(SpecError) -> String {
    var fields = value
    if !picker.mode.showsDate,
      let today = try? DateWheelPicker.bound(
        parsing: "today", mode: .date, timeZone: picker.timeZone, now: now)
    {
      fields.year = today.year
      fields.month = today.month
      fields.day = today.day
    }
    return try format.string(
      of: fields, at: picker.instant(of: fields), in: picker.timeZone, named: zoneName(picker))
  }

  /// The time zone's name as given, or the picker's zone's.
  private func zoneName(_ picker: DateWheelPicker) -> String {
    timeZone ?? picker.timeZone.identifier
  }
}
