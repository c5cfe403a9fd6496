import ArgumentParser
import Foundation
import PickerKit
import PickerTerminal

/// `--mode`, spelled as the script contract spells it.
enum ModeOption: String, ExpressibleByArgument, CaseIterable {
  case date, time, datetime, countdown

  var mode: DateMode {
    switch self {
    case .date: .date
    case .time: .time
    case .datetime: .dateAndTime
    case .countdown: .countdown
    }
  }
}

/// `--repeated`: which of a repeated wall-clock time is meant.
enum OccurrenceOption: String, ExpressibleByArgument, CaseIterable {
  case first, second

  var occurrence: Occurrence { self == .first ? .first : .second }
}

/// `picker date`: check or correct a date, time, date-and-time or countdown.
struct DateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "date",
    abstract: "Pick a date, a time, a date and time, or a countdown on wheels.",
    discussion: """
      Text forms: date YYYY-MM-DD; time HH:MM (24-hour whatever the wheels show); datetime
      YYYY-MM-DDTHH:MM; countdown H:MM, whose --print value is seconds (1:30 prints 5400).
      --min and --max take the same forms, or dates and date-times, or the word today.
      A countdown may run past 23:59 when --max says so (--max 99:59).
      """
  )

  @Option(name: .customLong("mode"), help: "date, time, datetime or countdown.")
  var modeOption: ModeOption = .date

  @Option(parsing: .unconditional, help: "The earliest valid value (ISO text or today).")
  var min: String?

  @Option(parsing: .unconditional, help: "The latest valid value (ISO text or today).")
  var max: String?

  @Option(help: "Minutes between rows of the minute wheel: a divisor of 60.")
  var minuteInterval = 1

  @Option(help: "The locale that orders and names the wheels, such as en_US or de_DE.")
  var locale = "en_US"

  @Option(help: "The time zone, an IANA name such as Europe/Berlin (default: this machine's).")
  var timeZone: String?

  @Option(help: "Which of a repeated wall-clock time (a fall-back hour) is meant: first or second.")
  var repeated: OccurrenceOption = .first

  @OptionGroup var options: AnswerOptions

  var mode: DateMode { modeOption.mode }

  func validate() throws {
    _ = try makePicker()
  }

  func run() throws {
    try Answering.run(try makePicker(), options, title: modeOption.rawValue)
  }

  private func makePicker() throws -> DateWheelPicker {
    let zone: TimeZone
    if let timeZone {
      guard let named = TimeZone(identifier: timeZone) else {
        throw ValidationError(
          "unknown time zone \(Echo.shown(timeZone)): use an IANA name such as Europe/Berlin or UTC"
        )
      }
      zone = named
    } else {
      zone = .current
    }
    let locale: Locale
    do {
      locale = try DateWheelPicker.locale(identifier: self.locale)
    } catch {
      throw ValidationError("--locale: \(error)")
    }
    func bound(_ text: String?, _ name: String) throws -> LocalDateTime? {
      guard let text else { return nil }
      do {
        return try DateWheelPicker.bound(parsing: text, mode: mode, timeZone: zone, now: Date())
      } catch {
        throw ValidationError("--\(name) \(Echo.shown(text)): \(error)")
      }
    }
    do {
      return try DateWheelPicker(
        mode: mode, locale: locale, timeZone: zone,
        minimum: try bound(min, "min"), maximum: try bound(max, "max"),
        minuteInterval: minuteInterval, repeatedTime: repeated.occurrence)
    } catch let error as DateError {
      throw ValidationError("\(error)")
    }
  }
}
