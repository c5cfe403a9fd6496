/// Date, time and countdown wheels as a ``Picker``.
extension DateWheelPicker: Picker {
  /// The wheels, in the locale's order; months, days, hours and minutes wrap.
  public func wheels(for rows: [Int]) -> [PickerWheel] { pickerWheels }

  /// The title of a row, in the locale's words.
  public func title(ofRow row: Int, inWheel wheel: Int, rows: [Int]) -> String {
    title(forRow: row, inWheel: wheel)
  }

  /// The nearest valid selection.
  public func corrected(_ rows: [Int]) -> Settled {
    let correction = nearestValid(to: rows)
    return Settled(rows: correction.rows, reason: correction.reason.map(PickerRefusal.date))
  }

  /// Steps by some units of the wheel's field, with carry (23:59 + 1 minute is 00:00).
  public func stepping(wheel: Int, by count: Int, in rows: [Int]) -> Settled {
    guard wheels.indices.contains(wheel) else { return corrected(rows) }
    let correction = step(wheels[wheel].field, by: count, in: rows)
    return Settled(rows: correction.rows, reason: correction.reason.map(PickerRefusal.date))
  }

  /// Type-ahead: `2` `8` on the day wheel is the 28th; on the month wheel `2` or `f` is
  /// February, and letters spell the locale's month names (`j` January, `ju` June, `jul` July,
  /// `mar` also März), so a letter that begins a month name types it rather than spinning.
  public func typing(_ key: Character, in state: PickerState) -> Typed {
    // The locale's digits type as Latin ones; the titles are matched with Latin digits.
    let key = numberSymbols.latinDigits(String(key)).first ?? key
    let wheel = state.focus
    guard wheels.indices.contains(wheel) else {
      return Typed(state: state, refusal: .key(.noRowStartsWith(String(key))))
    }
    let spellings = (0..<wheels[wheel].rowCount).map { row -> [String] in
      let title = latinTitle(forRow: row, inWheel: wheel).lowercased()
      guard wheels[wheel].field == .month else { return [title] }
      // Accents optional, as on a keyboard without them: `mar` is März, `fev` février.
      let spellings = localeData.monthSpellings
      let plain = spellings.indices.contains(row) ? spellings[row] : title
      return plain == title ? [title, String(row + 1)] : [title, plain, String(row + 1)]
    }
    return typeAhead(key, in: state, spellings: spellings)
  }

  /// The wall-clock fields a selection shows.
  public func value(of rows: [Int]) -> LocalDateTime { fields(of: rows) }

  /// The ISO text: `2025-02-28`, `14:30`, `2025-02-28T14:30`, `1:30`, `2025-11`, `2025`.
  public func text(of rows: [Int]) -> String { isoText(of: fields(of: rows)) }

  /// As the locale writes it: `6:30 PM`, `Feb 28, 2025`.
  public func writtenText(of rows: [Int]) -> String { spokenDescription(of: rows) }

  /// The value in words: `February 28, 2025`, `2:30 PM`, `1 hour 30 minutes`.
  public func spokenDescription(of rows: [Int]) -> String {
    spokenDescription(of: fields(of: rows))
  }

  /// The ISO text, or a countdown's seconds.
  public func valueText(of value: LocalDateTime) -> String {
    mode == .countdown
      ? String(Self.clockSeconds(value)) : isoText(of: value)
  }

  /// Reads an answer in the mode's ISO form, strictly or moved to the nearest valid value.
  public func reading(_ answer: String, nearest: Bool) throws(PickerRefusal) -> Settled {
    // Only the digits: a date's `.` and `,` are not a number's signs.
    let answer = numberSymbols.latinDigits(answer)
    do {
      let correction = nearest ? try self.nearest(toAnswer: answer) : try accept(answer)
      return Settled(rows: correction.rows, reason: correction.reason.map(PickerRefusal.date))
    } catch {
      throw .date(error)
    }
  }

  /// When the wheels were made, in the picker's time zone (a countdown starts at 0:00), moved
  /// into range.
  public var initialRows: [Int] {
    nearestValid(to: initialFields(now: startInstant)).rows
  }

  /// Where wheels start when nothing is given: now (its seconds only when they show), or 0:00
  /// for a countdown.
  public func initialFields(now: Instant) -> LocalDateTime {
    mode == .countdown ? LocalDateTime(hour: 0, minute: 0) : normalized(clock.fields(of: now))
  }

  /// Answers are ISO text.
  public var answersAsText: Bool { true }

  /// The form of an answer, with an example.
  public var answerHint: String {
    "\(answerForm), such as \(isoText(of: maximum < minimum ? minimum : nearestValid(to: minimum).fields))"
  }

  static func accessibleName(of field: DateWheel.Field, mode: DateMode) -> String {
    switch field {
    case .month: "month"
    case .day: "day"
    case .year: "year"
    case .hour: mode == .countdown ? "hours" : "hour"
    case .minute: mode == .countdown ? "minutes" : "minute"
    case .second: mode == .countdown ? "seconds" : "second"
    case .meridiem: "AM or PM"
    }
  }
}
