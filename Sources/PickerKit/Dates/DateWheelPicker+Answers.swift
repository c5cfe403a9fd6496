public import Foundation

/// Reading answers in the script contract's ISO forms.
extension DateWheelPicker {
  /// The form an answer takes in this mode: `YYYY-MM-DD`, `HH:MM`, `YYYY-MM-DDTHH:MM` or `H:MM`.
  public var answerForm: String {
    switch mode {
    case .date: "YYYY-MM-DD"
    case .time: "HH:MM"
    case .dateAndTime: "YYYY-MM-DDTHH:MM"
    case .countdown: "H:MM"
    }
  }

  /// Checks an answer strictly: a valid value, or the reason it is refused.
  public func accept(_ answer: String) throws(DateError) -> DateCorrection {
    let raw = try Self.parse(answer, mode: mode)
    let text = answer.trimmingCharacters(in: .whitespaces)
    if showsDate {
      guard (1...12).contains(raw.month) else {
        throw .fieldOutOfRange(field: "month", range: "1-12", got: raw.month)
      }
      guard (1...31).contains(raw.day) else {
        throw .fieldOutOfRange(field: "day", range: "1-31", got: raw.day)
      }
    }
    if showsTime {
      if mode != .countdown, !(0...23).contains(raw.hour) {
        throw .fieldOutOfRange(field: "hour", range: "0-23", got: raw.hour)
      }
      guard (0...59).contains(raw.minute) else {
        throw .fieldOutOfRange(field: "minute", range: "0-59", got: raw.minute)
      }
    }
    let settled = settle(raw, previousRows: nil, reason: nil)
    if let reason = settled.reason {
      throw reason.replacingText(with: text)
    }
    return settled
  }

  /// The nearest valid value to an answer; only text not in the mode's form is an error.
  public func nearest(toAnswer answer: String) throws(DateError) -> DateCorrection {
    do {
      return try accept(answer)
    } catch  where error.hasNearestValue {
      let raw = try Self.parse(answer, mode: mode)
      return settle(clampedToWheels(raw), previousRows: nil, reason: error)
    }
  }

  /// Reads a minimum or maximum: the mode's form, a date or date-time, or the word `today`
  /// (the day of `now` in `timeZone`).
  public static func bound(
    parsing text: String, mode: DateMode, timeZone: TimeZone, now: Date
  ) throws(DateError) -> LocalDateTime {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.lowercased() == "today" {
      let today = WallClock(timeZone: timeZone).fields(of: now)
      return LocalDateTime(year: today.year, month: today.month, day: today.day)
    }
    let modes: [DateMode] = mode == .countdown ? [.countdown] : [mode, .dateAndTime, .date, .time]
    for candidate in modes {
      if let fields = try? parse(trimmed, mode: candidate) { return fields }
    }
    throw .notInForm(trimmed, form: "\(formName(mode)) or today")
  }

  private static func formName(_ mode: DateMode) -> String {
    switch mode {
    case .date: "YYYY-MM-DD"
    case .time: "HH:MM"
    case .dateAndTime: "YYYY-MM-DDTHH:MM"
    case .countdown: "H:MM"
    }
  }

  /// Splits ISO text into fields without judging them (13 months parse; the caller refuses).
  static func parse(_ answer: String, mode: DateMode) throws(DateError) -> LocalDateTime {
    let text = answer.trimmingCharacters(in: .whitespaces)
    let form = formName(mode)
    guard text.count <= 32 else { throw .notInForm(String(text.prefix(32)) + "...", form: form) }
    func number(_ part: Substring, digits: ClosedRange<Int>) -> Int? {
      guard digits.contains(part.count), part.allSatisfy(\.isASCIIDigit) else { return nil }
      return Int(part)
    }
    func date(_ part: Substring) -> LocalDateTime? {
      let pieces = part.split(separator: "-", omittingEmptySubsequences: false)
      guard pieces.count == 3, let year = number(pieces[0], digits: 4...4),
        let month = number(pieces[1], digits: 1...2), let day = number(pieces[2], digits: 1...2)
      else { return nil }
      return LocalDateTime(year: year, month: month, day: day)
    }
    func time(_ part: Substring, hourDigits: ClosedRange<Int>) -> (Int, Int)? {
      let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
      guard pieces.count == 2, let hour = number(pieces[0], digits: hourDigits),
        let minute = number(pieces[1], digits: 2...2)
      else { return nil }
      return (hour, minute)
    }
    let parsed: LocalDateTime?
    switch mode {
    case .date:
      parsed = date(text[...])
    case .time:
      parsed = time(text[...], hourDigits: 1...2).map { LocalDateTime(hour: $0.0, minute: $0.1) }
    case .countdown:
      parsed = time(text[...], hourDigits: 1...4).map { LocalDateTime(hour: $0.0, minute: $0.1) }
    case .dateAndTime:
      let halves = text.split(whereSeparator: { $0 == "T" || $0 == " " })
      if halves.count == 2, var fields = date(halves[0]),
        let (hour, minute) = time(halves[1], hourDigits: 1...2)
      {
        fields.hour = hour
        fields.minute = minute
        parsed = fields
      } else {
        parsed = nil
      }
    }
    guard let parsed else { throw .notInForm(text, form: form) }
    return parsed
  }
}

extension DateError {
  /// The same refusal naming the text as the person typed it.
  func replacingText(with text: String) -> DateError {
    switch self {
    case .noSuchDay(_, let month, let days): .noSuchDay(text, month: month, days: days)
    case .offGrid(_, let interval): .offGrid(text, interval: interval)
    case .beforeMinimum(_, let minimum): .beforeMinimum(text, minimum: minimum)
    case .afterMaximum(_, let maximum): .afterMaximum(text, maximum: maximum)
    case .longerThanMaximum(_, let maximum): .longerThanMaximum(text, maximum: maximum)
    default: self
    }
  }
}
