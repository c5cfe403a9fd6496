/// Reading answers in the script contract's ISO forms.
extension DateWheelPicker {
  /// The form an answer takes in this mode: `YYYY-MM-DD`, `HH:MM`, `YYYY-MM-DDTHH:MM`, `H:MM`,
  /// `YYYY-MM` or `YYYY`, with `:SS` when the wheels show seconds.
  public var answerForm: String { Self.formName(mode, seconds: showsSeconds) }

  /// Checks an answer strictly: a valid value, or the reason it is refused.
  ///
  /// Without a seconds wheel, `:00` seconds are accepted and any others refused.
  public func accept(_ answer: String) throws(DateError) -> DateCorrection {
    let raw = try parseAnswer(answer)
    let text = answer.trimmingSpaces
    if mode.showsMonth {
      guard (1...12).contains(raw.month) else {
        throw .fieldOutOfRange(field: "month", range: "1-12", got: raw.month)
      }
    }
    if mode.showsDay {
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
      guard (0...59).contains(raw.second) else {
        throw .fieldOutOfRange(field: "second", range: "0-59", got: raw.second)
      }
      if !showsSeconds, raw.second != 0 { throw .secondsNotShown(text, form: answerForm) }
    }
    let settled = settle(raw, previousRows: nil, reason: nil, answered: true)
    if let reason = settled.reason {
      throw reason.replacingText(with: text)
    }
    return settled
  }

  /// The nearest valid value to an answer; only text not in the mode's form is an error.
  ///
  /// Seconds the wheels do not show round to the nearest minute (14:30:30 is 14:31).
  public func nearest(toAnswer answer: String) throws(DateError) -> DateCorrection {
    do {
      return try accept(answer)
    } catch  where error.hasNearestValue {
      let raw = try parseAnswer(answer)
      return settle(clampedToWheels(raw), previousRows: nil, reason: error, answered: true)
    }
  }

  /// Reads an answer in the mode's form, or a time as a 12-hour clock writes it.
  ///
  /// The 12-hour form is the hour 1-12 with the locale's name for its half of the day (or AM,
  /// PM) after or before it (`2:30 PM`, `午後2:30`, `2026-03-01 2:30 PM`, `2026-03-01 午後2:30`),
  /// as the wheels of a 12-hour clock show it. The 24-hour form is read in every locale.
  func parseAnswer(_ answer: String) throws(DateError) -> LocalDateTime {
    do {
      return try Self.parse(answer, mode: mode, seconds: showsSeconds)
    } catch {
      guard mode == .time || mode == .dateAndTime,
        let (clock, afternoon) = Self.halfOfDay(in: answer, names: localeData.meridiemNames)
      else { throw error }
      var fields = try Self.parse(clock, mode: mode, seconds: showsSeconds)
      guard (1...12).contains(fields.hour) else {
        throw .fieldOutOfRange(field: "hour", range: "1-12 with AM or PM", got: fields.hour)
      }
      fields.hour = fields.hour % 12 + (afternoon ? 12 : 0)
      return fields
    }
  }

  /// The answer without the name of a half of the day, and whether that half is the afternoon;
  /// nil when it names none.
  ///
  /// The name may end the answer (`2:30 PM`), start it (`午後2:30`), or start the time after a
  /// date and a space (`2026-03-01 午後2:30`), as the locale's time puts it. The locale's names
  /// (`午前`, `午後`) and AM and PM are read in any case, the longest first; each is compared a
  /// character at a time, so a name whose lowercase is longer or shorter is cut where it ends.
  static func halfOfDay(in answer: String, names: [String]) -> (String, Bool)? {
    let text = Array(answer.trimmingSpaces)
    // No date and time is longer; a longer answer is refused as it is, without a search.
    guard text.count <= 64 else { return nil }
    // Where a name may be: the start, the end, and after each space.
    var starts = [0]
    for index in text.indices.dropFirst() where text[index - 1] == " " { starts.append(index) }
    // The longest name found wins (a locale's `a.m.` before a bare `a`), the first of those.
    var found: (start: Int, length: Int, afternoon: Bool)?
    for (index, name) in (names + ["AM", "PM"]).enumerated() {
      let name = Array(name)
      guard !name.isEmpty, name.count < text.count, name.count > found?.length ?? 0 else {
        continue
      }
      let lowered = String(name).lowercased()
      for start in starts + [text.count - name.count]
      where start + name.count <= text.count
        && String(text[start..<start + name.count]).lowercased() == lowered
      {
        found = (start, name.count, index % 2 == 1)
        break
      }
    }
    guard let found else { return nil }
    // One space left where the name stood between two.
    let before = text[..<found.start]
    let after = text[(found.start + found.length)...].drop { $0 == " " && before.last == " " }
    return (String(before + after).trimmingSpaces, found.afternoon)
  }

  /// Reads a minimum or maximum: the mode's form, a coarser one (a date for a date and time,
  /// a date or date-time for a month or year), or a word relative to `now` in `zone`.
  ///
  /// `seconds` says the picker shows seconds: `now` is then this second (else this minute), and
  /// a countdown's bound must have them (`1:30:00`), as its answers must.
  ///
  /// The words: `today`, `tomorrow`, `yesterday` (a day), `now` (today for a mode without a
  /// time), and `+N` or `-N` followed by a unit:
  /// `d` days and `w` weeks from today, `mo` months and `y` years (the day clamped to the month's
  /// end), `h` hours and `min` minutes from now. Dates take days, weeks, months and years; times
  /// of day hours and minutes (round midnight); a date and time all of them, from now. A
  /// countdown has no relative bounds. Arithmetic is checked: a bound outside the years 1-9999
  /// is refused, never a trap.
  public static func bound(
    parsing text: String, mode: DateMode, zone: ZoneRules, now: Instant, seconds: Bool = false
  ) throws(DateError) -> LocalDateTime {
    let trimmed = text.trimmingSpaces
    let form = boundForms(mode, seconds: seconds)
    if let relative = try RelativeBound(trimmed, mode: mode, forms: form) {
      return try relative.fields(
        from: WallClock(zone: zone).fields(of: now), mode: mode, seconds: seconds,
        text: trimmed)
    }
    let modes: [DateMode] =
      switch mode {
      case .countdown: [.countdown]
      case .monthYear: [.monthYear, .dateAndTime, .date]
      case .year: [.year, .monthYear, .dateAndTime, .date]
      default: [mode, .dateAndTime, .date, .time]
      }
    for candidate in modes {
      if let fields = try? parse(trimmed, mode: candidate, seconds: seconds && mode == .countdown) {
        return fields
      }
    }
    throw .notInForm(String(trimmed.prefix(32)), form: form)
  }

  /// The forms a minimum or maximum may take, for messages.
  static func boundForms(_ mode: DateMode, seconds: Bool) -> String {
    let days = "today, tomorrow, yesterday, now, or +N or -N with d, w, mo or y (+7d, -2w)"
    return switch mode {
    case .date: "YYYY-MM-DD, " + days
    case .monthYear: "YYYY-MM, YYYY-MM-DD, " + days
    case .year: "YYYY, YYYY-MM-DD, " + days
    case .time: "HH:MM, now, or +N or -N with h or min (+2h, -30min)"
    case .dateAndTime:
      "YYYY-MM-DDTHH:MM, YYYY-MM-DD, today, tomorrow, yesterday, now, "
        + "or +N or -N with min, h, d, w, mo or y (+7d, +2h)"
    case .countdown: seconds ? "H:MM:SS" : "H:MM"
    }
  }

  static func formName(_ mode: DateMode, seconds: Bool = false) -> String {
    let ss = seconds ? ":SS" : ""
    return switch mode {
    case .date: "YYYY-MM-DD"
    case .time: "HH:MM" + ss
    case .dateAndTime: "YYYY-MM-DDTHH:MM" + ss
    case .countdown: "H:MM" + ss
    case .monthYear: "YYYY-MM"
    case .year: "YYYY"
    }
  }

  /// Splits ISO text into fields without judging them (13 months parse; the caller refuses).
  ///
  /// Times take optional seconds (`14:30:15`), except that a countdown with `seconds` must have
  /// them: `1:30` there could mean 1 minute 30 seconds, so it is refused rather than guessed.
  static func parse(_ answer: String, mode: DateMode, seconds: Bool = false) throws(DateError)
    -> LocalDateTime
  {
    let text = answer.trimmingSpaces
    let form = formName(mode, seconds: seconds)
    guard text.count <= 32 else { throw .notInForm(String(text.prefix(32)) + "...", form: form) }
    func number(_ part: Substring, digits: ClosedRange<Int>) -> Int? {
      guard digits.contains(part.count), part.allSatisfy({ $0.isASCIIDigit }) else { return nil }
      return Int(part)
    }
    func date(_ part: Substring, pieces count: Int = 3) -> LocalDateTime? {
      let pieces = part.split(separator: "-", omittingEmptySubsequences: false)
      guard pieces.count == count, let year = number(pieces[0], digits: 4...4) else { return nil }
      guard count > 1 else { return LocalDateTime(year: year) }
      guard let month = number(pieces[1], digits: 1...2) else { return nil }
      guard count > 2 else { return LocalDateTime(year: year, month: month) }
      guard let day = number(pieces[2], digits: 1...2) else { return nil }
      return LocalDateTime(year: year, month: month, day: day)
    }
    func time(_ part: Substring, hourDigits: ClosedRange<Int>, pieces allowed: ClosedRange<Int>)
      -> LocalDateTime?
    {
      let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
      guard allowed.contains(pieces.count), let hour = number(pieces[0], digits: hourDigits),
        let minute = number(pieces[1], digits: 2...2)
      else { return nil }
      guard pieces.count == 3 else { return LocalDateTime(hour: hour, minute: minute) }
      guard let second = number(pieces[2], digits: 2...2) else { return nil }
      return LocalDateTime(hour: hour, minute: minute, second: second)
    }
    let parsed: LocalDateTime?
    switch mode {
    case .date: parsed = date(text[...])
    case .monthYear: parsed = date(text[...], pieces: 2)
    case .year: parsed = date(text[...], pieces: 1)
    case .time: parsed = time(text[...], hourDigits: 1...2, pieces: 2...3)
    case .countdown:
      parsed = time(text[...], hourDigits: 1...4, pieces: seconds ? 3...3 : 2...3)
    case .dateAndTime:
      let halves = text.split(whereSeparator: { $0 == "T" || $0 == " " })
      if halves.count == 2, var fields = date(halves[0]),
        let clock = time(halves[1], hourDigits: 1...2, pieces: 2...3)
      {
        fields.hour = clock.hour
        fields.minute = clock.minute
        fields.second = clock.second
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
    case .secondsNotShown(_, let form): .secondsNotShown(text, form: form)
    default: self
    }
  }
}

extension LocalDateTime {
  /// Reads a wall-clock date and time, `YYYY-MM-DDTHH:MM`, with no wheels and no zone: each
  /// field in its range and the day in its month (a thermostat hold's start as it is kept and
  /// named), or the reason it is not one.
  public init(wallTime text: String) throws(DateError) {
    let fields = try DateWheelPicker.parse(text, mode: .dateAndTime)
    let trimmed = text.trimmingSpaces
    guard (1...12).contains(fields.month) else {
      throw .fieldOutOfRange(field: "month", range: "1-12", got: fields.month)
    }
    let days = WallClock.daysInMonth(year: fields.year, month: fields.month)
    guard (1...days).contains(fields.day) else {
      throw .fieldOutOfRange(field: "day", range: "1-\(days)", got: fields.day)
    }
    guard DateWheelPicker.defaultYears.contains(fields.year), (0...23).contains(fields.hour),
      (0...59).contains(fields.minute), fields.second == 0
    else { throw .notInForm(trimmed, form: DateWheelPicker.formName(.dateAndTime, seconds: false)) }
    self = fields
  }

  /// The date and time as a wall clock's ISO text: `2026-12-20T08:00`.
  public var wallTimeText: String {
    DateWheelPicker.isoText(of: self, mode: .dateAndTime, seconds: false)
  }

  /// The day of the week, 0 Sunday to 6 Saturday.
  public var weekday: Int {
    Int(WallClock.weekday(days: WallClock.days(year: year, month: month, day: day)))
  }

  /// The same time of day on the day before.
  public var dayBefore: LocalDateTime { movedByDays(-1) }

  /// The same time of day on the day after.
  public var dayAfter: LocalDateTime { movedByDays(1) }

  /// The same time of day some days away.
  private func movedByDays(_ count: Int64) -> LocalDateTime {
    let (year, month, day) = WallClock.date(
      days: WallClock.days(year: year, month: month, day: day) + count)
    return LocalDateTime(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second)
  }
}
