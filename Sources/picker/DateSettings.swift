import Foundation
import PickerKit

/// A date setting that cannot work, and what is allowed; `setting` names it (`min`, `format`)
/// for a front end that labels settings its own way.
struct DateSettingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The setting, as the command's option without dashes: `min`, `time-zone`, `format`.
  let setting: String
  /// What was wrong and what is allowed, naming the command's option.
  let message: String

  var description: String { message }
}

/// Everything `picker date` takes to build its wheels and print the answer, as plain values, so
/// that a command (or a form's date field) builds the same picker and writes the same output.
struct DateSettings: Sendable, Hashable {
  /// What the wheels pick.
  var mode: DateMode = .date
  /// The earliest valid value: ISO text or a relative word (`today`, `+7d`), or nil.
  var minimum: String?
  /// The latest valid value, as `minimum`.
  var maximum: String?
  /// Minutes between rows of the minute wheel.
  var minuteInterval = 1
  /// Whether a time, date-time or countdown shows a seconds wheel.
  var showsSeconds = false
  /// The locale identifier that orders and names the wheels.
  var locale = "en_US"
  /// The IANA time zone, or nil for this machine's.
  var timeZone: String?
  /// Which of a repeated wall-clock time is meant.
  var repeatedTime: Occurrence = .first
  /// What `--print text` prints instead of the ISO text: a strftime format or `epoch`.
  var format: String?

  /// The time zone the settings name.
  func zone() throws(DateSettingError) -> TimeZone {
    guard let timeZone else { return .current }
    guard timeZone.count <= 64, let zone = TimeZone(identifier: timeZone) else {
      throw DateSettingError(
        setting: "time-zone",
        message:
          "unknown time zone \(Echo.shown(timeZone)): use an IANA name such as Europe/Berlin or UTC"
      )
    }
    return zone
  }

  /// The wheels, with relative bounds counted from `now`; settings that cannot work are an error
  /// that names the option and says what is allowed.
  func makePicker(now: Date = Date()) throws(DateSettingError) -> DateWheelPicker {
    let zone = try zone()
    let locale: Locale
    do {
      locale = try DateWheelPicker.locale(identifier: self.locale)
    } catch {
      throw DateSettingError(setting: "locale", message: "--locale: \(error)")
    }
    if showsSeconds, !mode.showsTime {
      throw DateSettingError(
        setting: "seconds",
        message: "--seconds adds a seconds wheel to a time, datetime or countdown; "
          + "--mode \(mode.rawValue) has no time")
    }
    func bound(_ text: String?, _ name: String) throws(DateSettingError) -> LocalDateTime? {
      guard let text else { return nil }
      do {
        return try DateWheelPicker.bound(
          parsing: text, mode: mode, timeZone: zone, now: now, seconds: showsSeconds)
      } catch {
        throw DateSettingError(setting: name, message: "--\(name) \(Echo.shown(text)): \(error)")
      }
    }
    let minimum = try bound(minimum, "min")
    let maximum = try bound(maximum, "max")
    do {
      return try DateWheelPicker(
        mode: mode, locale: locale, timeZone: zone, minimum: minimum, maximum: maximum,
        minuteInterval: minuteInterval, showsSeconds: showsSeconds, repeatedTime: repeatedTime)
    } catch {
      throw DateSettingError(setting: "mode", message: "\(error)")
    }
  }

  /// The `--format` the settings give, or nil; a countdown takes none, having no instant.
  func outputFormat() throws(DateSettingError) -> DateOutputFormat? {
    guard let format else { return nil }
    guard mode != .countdown else {
      throw DateSettingError(
        setting: "format",
        message: "--format writes an instant, and a countdown has none: use --print value for "
          + "its seconds or --print text for H:MM")
    }
    return try DateOutputFormat(format)
  }

  /// Checks every setting, the format against a long date (September, Wednesday) included, so
  /// that a bad one is a usage error before any answer is read.
  func validate(now: Date = Date()) throws(DateSettingError) {
    let picker = try makePicker(now: now)
    if let format = try outputFormat() {
      let sample = LocalDateTime(year: 2_000, month: 9, day: 27, hour: 23, minute: 59, second: 59)
      _ = try format.string(of: sample, at: now, in: picker.timeZone, named: zoneName(picker))
    }
  }

  /// What `--print` writes for an outcome: with a format, `text` is the formatted value and
  /// `json` gains `formatted`; `value` stays the ISO text (a countdown's seconds).
  func render(
    _ outcome: PickerOutcome<LocalDateTime>, of picker: DateWheelPicker, as print: OutputFormat,
    now: Date = Date()
  ) throws(DateSettingError) -> String {
    let plain = Answering.render(outcome, of: picker, as: print)
    guard let format = try outputFormat(), print != .value else { return plain }
    let formatted = try self.formatted(outcome.value, of: picker, as: format, now: now)
    guard print == .json else { return formatted }
    return Answering.render(
      outcome, of: picker, as: .json, adding: [("formatted", JSON.string(formatted))])
  }

  /// A value in a format: a date, month or year is its first midnight in the picker's time zone,
  /// a time is today's (in that zone) at that time.
  func formatted(
    _ value: LocalDateTime, of picker: DateWheelPicker, as format: DateOutputFormat, now: Date
  ) throws(DateSettingError) -> String {
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
