/// Correcting any selection to the nearest valid one, stepping with carry, spinning one wheel.
extension DateWheelPicker {
  /// Month names for messages, which are in English whatever the wheels show.
  static let englishMonths = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// The nearest valid selection to any rows, and which wheels moved and why.
  ///
  /// Seconds the wheels do not show round to the nearest minute (30 seconds up), the day is
  /// clamped to the month's last day, the minute moves to the nearest grid minute (ties to the
  /// later one; the seconds wheel stays), then the value moves into min...max, and a time that
  /// a daylight-saving change skips moves to the first time after the change.
  public func nearestValid(to rows: [Int]) -> DateCorrection {
    settle(fields(of: rows), previousRows: rows, reason: nil)
  }

  /// The nearest valid selection to any fields; fields outside their wheels are clamped first.
  public func nearestValid(to fields: LocalDateTime) -> DateCorrection {
    settle(clampedToWheels(fields), previousRows: nil, reason: nil)
  }

  /// Steps the value by some units of one field, carrying into the others: 23:59 plus one
  /// minute is 00:00 of the next day; January 31 plus one month is February 28.
  public func step(_ field: DateWheel.Field, by count: Int, in rows: [Int]) -> DateCorrection {
    let start = nearestValid(to: rows).fields
    // No useful step is longer than a million units; bounding it keeps the arithmetic in range.
    let count = min(max(count, -1_000_000), 1_000_000)
    var next = start
    switch field {
    case .second: next = adding(seconds: Int64(count), to: start)
    case .minute: next = adding(minutes: count * minuteInterval, to: start)
    case .hour: next = adding(minutes: count * 60, to: start)
    case .meridiem: next = adding(minutes: count * 720, to: start)
    case .day:
      next = WallClock.fields(localSeconds: WallClock.localSeconds(start) + Int64(count) * 86_400)
    case .month:
      let months = start.year * 12 + start.month - 1 + count
      next.year = months >= 0 ? months / 12 : (months - 11) / 12
      next.month = months - next.year * 12 + 1
    case .year: next.year += count
    }
    // A step into an hour a daylight-saving change skips goes on through it, the way it went.
    if mode == .dateAndTime, case .skipped(let from, let after, _) = clock.meaning(of: next) {
      next = count > 0 ? after : adding(seconds: showsSeconds ? -1 : -60, to: from)
    }
    return settle(next, previousRows: rows, reason: nil)
  }

  /// Fields moved into each wheel's own range.
  ///
  /// Year 0-10000, month 1-12 and day 1-31 are clamped; a minute or second past 59 carries (12:60
  /// is 13:00); a time of day past 23:59 stays at 23:59(:59). A countdown's hours are left for the
  /// maximum to judge.
  func clampedToWheels(_ fields: LocalDateTime) -> LocalDateTime {
    var clamped = fields
    // A year just outside 1-9999 still moves to the minimum or maximum, without overflowing.
    clamped.year = min(
      max(fields.year, Self.defaultYears.lowerBound - 1), Self.defaultYears.upperBound + 1)
    clamped.month = min(max(fields.month, 1), 12)
    clamped.day = min(max(fields.day, 1), 31)
    // Bounded first, so fields from anywhere cannot overflow; no wheel holds a million hours.
    let bounded = LocalDateTime(
      hour: min(max(0, fields.hour), 1_000_000), minute: min(max(0, fields.minute), 1_000_000),
      second: min(max(0, fields.second), 1_000_000))
    let clock = Self.clockFields(Self.clockSeconds(bounded))
    clamped.hour = clock.hour
    clamped.minute = clock.minute
    clamped.second = clock.second
    if mode != .countdown, clamped.hour > 23 {
      clamped.hour = 23
      clamped.minute = 59
      clamped.second = 59
    }
    return clamped
  }

  /// Wall-clock minutes added with carry; a time of day wraps round midnight.
  func adding(minutes: Int, to fields: LocalDateTime) -> LocalDateTime {
    adding(seconds: Int64(minutes) * 60, to: fields)
  }

  /// Wall-clock seconds added with carry; a time of day wraps round midnight, a countdown stops
  /// at 0:00.
  func adding(seconds: Int64, to fields: LocalDateTime) -> LocalDateTime {
    let clockSeconds = Self.clockSeconds(fields)
    switch mode {
    case .date, .monthYear, .year: return fields
    case .dateAndTime:
      return WallClock.fields(localSeconds: WallClock.localSeconds(fields) + seconds)
    case .time:
      let day: Int64 = 86_400
      return Self.clockFields(((clockSeconds + seconds) % day + day) % day)
    case .countdown:
      return Self.clockFields(max(0, clockSeconds + seconds))
    }
  }

  /// Hours, minutes and seconds as a count of seconds, in 64 bits: a countdown stepped a
  /// million hours is past 32.
  static func clockSeconds(_ fields: LocalDateTime) -> Int64 {
    Int64(fields.hour) * 3_600 + Int64(fields.minute) * 60 + Int64(fields.second)
  }

  /// The hours, minutes and seconds of a count of seconds.
  static func clockFields(_ seconds: Int64) -> LocalDateTime {
    LocalDateTime(
      hour: Int(seconds / 3_600), minute: Int(seconds % 3_600 / 60), second: Int(seconds % 60))
  }

  /// The correction pipeline every front end asks: day, grid, range, daylight-saving time.
  ///
  /// A reason names values as the wheels write them (`March 1, 2025 is before the minimum March
  /// 10, 2025`), or for an answer in its ISO form, as it was typed.
  func settle(
    _ raw: LocalDateTime, previousRows: [Int]?, reason initial: DateError?, answered: Bool = false
  ) -> DateCorrection {
    let named = { (fields: LocalDateTime) in
      answered ? self.isoText(of: fields) : self.spokenDescription(of: fields)
    }
    var fields = raw
    var reason = initial
    if showsTime, !showsSeconds, raw.second != 0 {
      // Seconds the wheels cannot show round to the nearest minute, 30 seconds up.
      reason = reason ?? .secondsNotShown(secondsText(of: raw), form: answerForm)
      fields = adding(seconds: Int64(raw.second >= 30 ? 60 - raw.second : -raw.second), to: raw)
    }
    fields = normalized(fields)
    if mode.showsDay {
      let days = WallClock.daysInMonth(year: fields.year, month: fields.month)
      if fields.day > days {
        reason =
          reason
          ?? .noSuchDay(
            named(fields), month: answered ? monthAndYear(fields) : wheelMonth(fields), days: days)
        fields.day = days
      }
    }
    if showsTime, fields.minute % minuteInterval != 0 {
      reason = reason ?? .offGrid(named(fields), interval: minuteInterval)
    }
    if fields < minimum {
      reason = reason ?? .beforeMinimum(named(fields), minimum: named(minimum))
    } else if fields > maximum {
      reason =
        reason
        ?? (mode == .countdown
          ? .longerThanMaximum(named(fields), maximum: named(maximum))
          : .afterMaximum(named(fields), maximum: named(maximum)))
    }
    // Grid, bounds and (for a time of day) the wrap round midnight at once: the nearest legal
    // time, ties to the later one.
    fields = showsTime ? nearestLegalTime(to: fields) : min(max(fields, minimum), maximum)
    var instant: Instant?
    var occurrence: Occurrence?
    if showsDate {
      switch clock.meaning(of: fields) {
      case .unique(let only):
        instant = only
      case .repeated(let first, let second):
        instant = repeatedTime == .first ? first : second
        occurrence = mode == .dateAndTime ? repeatedTime : nil
      case .skipped(let from, let nextValid, let change):
        // A date's start of day can be skipped too (some zones change at midnight); only a
        // shown time moves, to the nearest legal time on either side of the gap.
        instant = change
        guard mode == .dateAndTime else { break }
        let time = showsSeconds ? fields.timeTextWithSeconds : fields.timeText
        reason =
          reason
          ?? .skippedTime(
            "\(fields.dateText) \(time)", timeZone: zone.identifier, from: from.timeText,
            to: nextValid.timeText)
        fields = nearestAcross(gapFrom: from, to: nextValid, around: fields)
        switch clock.meaning(of: fields) {
        case .unique(let only): instant = only
        case .repeated(let first, let second):
          instant = repeatedTime == .first ? first : second
          occurrence = repeatedTime
        case .skipped(_, _, let change): instant = change
        }
      }
    }
    let rows = rows(for: fields)
    let moves =
      previousRows.map { previous in
        rows.indices.compactMap { index in
          index < previous.count && previous[index] != rows[index]
            ? WheelMove(wheel: index, from: previous[index], to: rows[index]) : nil
        }
      } ?? []
    return DateCorrection(
      rows: rows, fields: fields, moves: moves,
      reason: answered ? reason : reason?.written(in: numberSymbols), moment: instant,
      occurrence: occurrence)
  }

  /// A time as seconds on a line: since a day's midnight for a time of day or a countdown,
  /// wall-clock seconds for a date and time.
  private func lineSeconds(_ fields: LocalDateTime) -> Int64 {
    mode == .dateAndTime
      ? WallClock.localSeconds(fields)
      : Self.clockSeconds(fields)
  }

  private func fields(lineSeconds seconds: Int64) -> LocalDateTime {
    mode == .dateAndTime ? WallClock.fields(localSeconds: seconds) : Self.clockFields(seconds)
  }

  /// The legal times near a time on the line: the grid minutes, with every second of them when
  /// seconds show.
  private func legalFloor(_ seconds: Int64) -> Int64 {
    let grid = Int64(minuteInterval) * 60
    let width: Int64 = showsSeconds ? 60 : 1
    let offset = (seconds % grid + grid) % grid
    return offset < width ? seconds : seconds - offset + width - 1
  }

  private func legalCeiling(_ seconds: Int64) -> Int64 {
    let grid = Int64(minuteInterval) * 60
    let width: Int64 = showsSeconds ? 60 : 1
    let offset = (seconds % grid + grid) % grid
    return offset < width ? seconds : seconds - offset + grid
  }

  /// The nearest time on the grid within the bounds.
  ///
  /// A time of day also looks round midnight (23:59 is a minute from 00:00). Ties go to the
  /// later time.
  func nearestLegalTime(to fields: LocalDateTime) -> LocalDateTime {
    let x = lineSeconds(fields)
    let first = legalCeiling(lineSeconds(minimum))
    let last = legalFloor(lineSeconds(maximum))
    var candidates = [first, last]
    if x > first, x < last {
      candidates += [legalFloor(x), legalCeiling(x)].filter { (first...last).contains($0) }
    }
    let day: Int64 = 86_400
    func distance(_ candidate: Int64) -> (Int64, Bool) {
      let forward = candidate - x
      guard mode == .time else { return (abs(forward), forward >= 0) }
      let ahead = ((forward % day) + day) % day
      let behind = (day - ahead) % day
      return (min(ahead, behind), ahead <= behind)
    }
    let best = candidates.min { a, b in
      let (da, laterA) = distance(a)
      let (db, laterB) = distance(b)
      return da != db ? da < db : (laterA && !laterB)
    }
    return self.fields(lineSeconds: best ?? first)
  }

  /// The legal time nearest to a time inside a gap a daylight-saving change skips: the last
  /// one before the gap or the first after it, within the bounds; ties to the later one.
  private func nearestAcross(
    gapFrom from: LocalDateTime, to next: LocalDateTime, around fields: LocalDateTime
  )
    -> LocalDateTime
  {
    let x = lineSeconds(fields)
    let first = legalCeiling(lineSeconds(minimum))
    let last = legalFloor(lineSeconds(maximum))
    let before = legalFloor(lineSeconds(from) - 1)
    let after = legalCeiling(lineSeconds(next))
    let candidates = [before, after].filter { (first...last).contains($0) }
    guard
      let best = candidates.min(by: {
        abs($0 - x) != abs($1 - x) ? abs($0 - x) < abs($1 - x) : $0 > $1
      })
    else { return self.fields(lineSeconds: after) }
    return self.fields(lineSeconds: best)
  }

  /// The month and year as the wheels name them: `Februar 2025`, `فبراير ٢٠٢٥`.
  private func wheelMonth(_ fields: LocalDateTime) -> String {
    let month = monthNames.indices.contains(fields.month - 1) ? monthNames[fields.month - 1] : ""
    return numberSymbols.writtenDigits("\(month) \(fields.year)")
  }

  private func monthAndYear(_ fields: LocalDateTime) -> String {
    "\(Self.englishMonths[min(max(fields.month, 1), 12) - 1]) \(fields.year)"
  }

  /// The fields with their seconds, as a person typed them: `14:30:15`, `2025-02-28T14:30:15`.
  private func secondsText(of fields: LocalDateTime) -> String {
    switch mode {
    case .dateAndTime: "\(fields.dateText)T\(fields.timeTextWithSeconds)"
    case .countdown:
      "\(fields.hour):\(LocalDateTime.padded(fields.minute, 2)):\(LocalDateTime.padded(fields.second, 2))"
    default: fields.timeTextWithSeconds
    }
  }

  /// The first legal time at or after some fields: the next grid minute starts at second 0.
  private func firstOnGrid(atOrAfter fields: LocalDateTime) -> LocalDateTime {
    let below = fields.minute % minuteInterval
    guard below != 0, showsTime else { return fields }
    return adding(seconds: Int64((minuteInterval - below) * 60 - fields.second), to: fields)
  }
}
