import Foundation

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
    case .second: next = adding(seconds: count, to: start)
    case .minute: next = adding(minutes: count * minuteInterval, to: start)
    case .hour: next = adding(minutes: count * 60, to: start)
    case .meridiem: next = adding(minutes: count * 720, to: start)
    case .day:
      next = WallClock.fields(localSeconds: WallClock.localSeconds(start) + count * 86_400)
    case .month:
      let months = start.year * 12 + start.month - 1 + count
      next.year = months >= 0 ? months / 12 : (months - 11) / 12
      next.month = months - next.year * 12 + 1
    case .year: next.year += count
    }
    return settle(next, previousRows: rows, reason: nil)
  }

  /// Fields moved into each wheel's own range.
  ///
  /// Year 0-10000, month 1-12 and day 1-31 are clamped; a minute or second past 59 carries (12:60 is 13:00);
  /// a time of day past 23:59 stays at 23:59(:59). A countdown's hours are left for the
  /// maximum to judge.
  func clampedToWheels(_ fields: LocalDateTime) -> LocalDateTime {
    var clamped = fields
    // A year just outside 1-9999 still moves to the minimum or maximum, without overflowing.
    clamped.year = min(
      max(fields.year, Self.defaultYears.lowerBound - 1), Self.defaultYears.upperBound + 1)
    clamped.month = min(max(fields.month, 1), 12)
    clamped.day = min(max(fields.day, 1), 31)
    // Bounded first, so fields from anywhere cannot overflow; no wheel holds a million hours.
    let total =
      min(max(0, fields.hour), 1_000_000) * 3_600 + min(max(0, fields.minute), 1_000_000) * 60
      + min(max(0, fields.second), 1_000_000)
    clamped.hour = total / 3_600
    clamped.minute = total % 3_600 / 60
    clamped.second = total % 60
    if mode != .countdown, clamped.hour > 23 {
      clamped.hour = 23
      clamped.minute = 59
      clamped.second = 59
    }
    return clamped
  }

  /// Wall-clock minutes added with carry; a time of day wraps round midnight.
  func adding(minutes: Int, to fields: LocalDateTime) -> LocalDateTime {
    adding(seconds: minutes * 60, to: fields)
  }

  /// Wall-clock seconds added with carry; a time of day wraps round midnight, a countdown stops
  /// at 0:00.
  func adding(seconds: Int, to fields: LocalDateTime) -> LocalDateTime {
    switch mode {
    case .date, .monthYear, .year: return fields
    case .dateAndTime:
      return WallClock.fields(localSeconds: WallClock.localSeconds(fields) + seconds)
    case .time:
      let day = 86_400
      let total =
        ((fields.hour * 3_600 + fields.minute * 60 + fields.second + seconds) % day + day) % day
      return LocalDateTime(hour: total / 3_600, minute: total % 3_600 / 60, second: total % 60)
    case .countdown:
      let total = max(0, fields.hour * 3_600 + fields.minute * 60 + fields.second + seconds)
      return LocalDateTime(hour: total / 3_600, minute: total % 3_600 / 60, second: total % 60)
    }
  }

  /// The correction pipeline every front end asks: day, grid, range, daylight-saving time.
  func settle(_ raw: LocalDateTime, previousRows: [Int]?, reason initial: DateError?)
    -> DateCorrection
  {
    var fields = raw
    var reason = initial
    if showsTime, !showsSeconds, raw.second != 0 {
      // Seconds the wheels cannot show round to the nearest minute, 30 seconds up.
      reason = reason ?? .secondsNotShown(secondsText(of: raw), form: answerForm)
      fields = adding(seconds: raw.second >= 30 ? 60 - raw.second : -raw.second, to: raw)
    }
    fields = normalized(fields)
    if mode.showsDay {
      let days = WallClock.daysInMonth(year: fields.year, month: fields.month)
      if fields.day > days {
        reason = reason ?? .noSuchDay(isoText(of: fields), month: monthAndYear(fields), days: days)
        fields.day = days
      }
    }
    if showsTime, fields.minute % minuteInterval != 0 {
      reason = reason ?? .offGrid(isoText(of: fields), interval: minuteInterval)
      let below = fields.minute % minuteInterval
      let delta = below * 2 >= minuteInterval ? minuteInterval - below : -below
      fields = adding(minutes: delta, to: fields)
    }
    if fields < minimum {
      reason = reason ?? .beforeMinimum(isoText(of: fields), minimum: isoText(of: minimum))
      fields = firstOnGrid(atOrAfter: minimum)
    } else if fields > maximum {
      reason =
        reason
        ?? (mode == .countdown
          ? .longerThanMaximum(isoText(of: fields), maximum: isoText(of: maximum))
          : .afterMaximum(isoText(of: fields), maximum: isoText(of: maximum)))
      fields = lastOnGrid(atOrBefore: maximum)
    }
    var instant: Date?
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
        // shown time moves.
        if mode == .dateAndTime {
          let time = showsSeconds ? fields.timeTextWithSeconds : fields.timeText
          reason =
            reason
            ?? .skippedTime(
              "\(fields.dateText) \(time)", timeZone: timeZone.identifier,
              from: from.timeText, to: nextValid.timeText)
          // The first time after the change, on the minute grid (zones that change by 30
          // minutes, or whose offsets are not whole hours, end a gap off the grid).
          fields = firstOnGrid(atOrAfter: nextValid)
          if fields != nextValid, case .unique(let only) = clock.meaning(of: fields) {
            instant = only
            break
          }
        }
        instant = change
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
      rows: rows, fields: fields, moves: moves, reason: reason, instant: instant,
      occurrence: occurrence)
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
    return adding(seconds: (minuteInterval - below) * 60 - fields.second, to: fields)
  }

  /// The last legal time at or before some fields: the grid minute before ends at second 59
  /// when seconds show.
  private func lastOnGrid(atOrBefore fields: LocalDateTime) -> LocalDateTime {
    let below = fields.minute % minuteInterval
    guard below != 0, showsTime else { return fields }
    let lastSecond = showsSeconds ? 59 - fields.second : -fields.second
    return adding(seconds: -below * 60 + lastSecond, to: fields)
  }
}
