import ArgumentParser
import Foundation
import PickerKit
import PickerTerminal

/// `--mode`, spelled as the script contract spells it.
enum ModeOption: String, ExpressibleByArgument, CaseIterable {
  case date, time, datetime, countdown
  case monthYear = "month-year"
  case year

  var mode: DateMode {
    switch self {
    case .date: .date
    case .time: .time
    case .datetime: .dateAndTime
    case .countdown: .countdown
    case .monthYear: .monthYear
    case .year: .year
    }
  }
}

/// `--repeated`: which of a repeated wall-clock time is meant.
enum OccurrenceOption: String, ExpressibleByArgument, CaseIterable {
  case first, second

  var occurrence: Occurrence { self == .first ? .first : .second }
}

/// `picker date`: check or correct a date, time, date-and-time, countdown, month or year; the
/// settings and the output are ``DateSettings``', which a form's date field shares.
struct DateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "date",
    abstract: "Pick a date, a time, a date and time, a countdown, a month or a year on wheels.",
    discussion: """
      Text forms: date YYYY-MM-DD; time HH:MM (24-hour whatever the wheels show); datetime YYYY-MM-DDTHH:MM; countdown H:MM, whose --print value is seconds (1:30 prints 5400); month-year YYYY-MM; year YYYY. For the other modes --print value is the ISO text.

      --seconds adds a seconds wheel (00-59) to a time, datetime or countdown: HH:MM:SS, YYYY-MM-DDTHH:MM:SS and H:MM:SS (a countdown then takes all three parts, since 1:30 could be either). Without it an answer with seconds other than :00 is refused; with --nearest they round to the nearest minute, 30 seconds up.

      --min and --max take the mode's forms (or a date, which for month-year and year means its month or year), or words counted from now in --time-zone: today, tomorrow, yesterday, now, and +N or -N with d (days), w (weeks), mo (months) or y (years) for dates, h (hours) or min (minutes) for times, and all of them, counted from now, for a datetime. A countdown runs to 23:59 (23:59:59 with --seconds) unless --max says more (--max 99:59).

      --format sets what --print text prints: a strftime format (%Y-%m-%d, %d.%m.%Y %H:%M, %A %B %j, %s, %z %Z, %%; names in English whatever --locale says), or the word epoch for the seconds since 1970-01-01T00:00:00Z. A date, month or year is its first midnight in --time-zone and a time is today's. --print json adds the formatted text as "formatted"; --print value is unchanged. A countdown has no instant and takes no --format.

      Examples:
        picker date --answer 2026-11-23 --format '%A %d %B %Y'
        picker date --mode month-year --min today --max +10y --answer 2027-03
        picker date --mode time --seconds --answer 14:30:15 --format '%I:%M:%S %p'
        when=$(picker date --mode datetime --min now --max +7d)
      """
  )

  @Option(name: .customLong("mode"), help: "date, time, datetime, countdown, month-year or year.")
  var modeOption: ModeOption = .date

  @Option(
    parsing: .unconditional,
    help: "The earliest valid value: ISO text, today, tomorrow, now, or +7d, -2w, +1mo, +2h...")
  var min: String?

  @Option(parsing: .unconditional, help: "The latest valid value, in the same forms as --min.")
  var max: String?

  @Option(help: "Minutes between rows of the minute wheel: a divisor of 60.")
  var minuteInterval = 1

  @Flag(help: "Add a seconds wheel to a time, datetime or countdown (HH:MM:SS).")
  var seconds = false

  @Option(help: "The locale that orders and names the wheels, such as en_US or de_DE.")
  var locale = "en_US"

  @Option(help: "The time zone, an IANA name such as Europe/Berlin (default: this machine's).")
  var timeZone: String?

  @Option(help: "Which of a repeated wall-clock time (a fall-back hour) is meant: first or second.")
  var repeated: OccurrenceOption = .first

  @Option(
    parsing: .unconditional,
    help: "What --print text prints: a strftime format such as '%d.%m.%Y %H:%M', or epoch.")
  var format: String?

  @OptionGroup var options: AnswerOptions

  /// The command's options as plain settings.
  var settings: DateSettings {
    DateSettings(
      mode: modeOption.mode, minimum: min, maximum: max, minuteInterval: minuteInterval,
      showsSeconds: seconds, locale: locale, timeZone: timeZone,
      repeatedTime: repeated.occurrence, format: format)
  }

  func validate() throws {
    do {
      try settings.validate()
    } catch {
      throw ValidationError("\(error)")
    }
  }

  func run() throws {
    let settings = self.settings
    let picker: DateWheelPicker
    do {
      picker = try settings.makePicker()
    } catch {
      throw ValidationError("\(error)")
    }
    guard settings.format != nil else {
      try Answering.run(picker, options, title: modeOption.rawValue)
      return
    }
    try Answering.run(picker, options, title: modeOption.rawValue) { outcome in
      do {
        return try settings.render(outcome, of: picker, as: options.print)
      } catch {
        throw ValidationError("\(error)")
      }
    }
  }
}
