/// A start and an end on one picker (Ionic #23572): the date wheels twice, a dash between.
///
/// The end is never before the start, nor further from it than the longest span when one is
/// given: a selection that breaks either moves the end, saying why. Written as an ISO 8601
/// interval, `2026-12-20/2027-01-02`.
public struct DateRangePicker: Sendable, Hashable {
  /// The wheels of either end: the same mode, bounds, grid, locale and zone.
  public private(set) var dates: DateWheelPicker
  /// The longest span from start to end as a count and a unit (`14d`, `2w`, `1mo`, `8h`), or nil
  /// for none.
  public let longest: String?
  /// The longest span, read.
  let span: RelativeBound?
  /// The start's wheels, the dash, the end's wheels.
  let pickerWheels: [PickerWheel]

  /// The span's forms, for messages.
  static let spanForms = "a count and a unit: 14d, 2w, 1mo, 1y (dates), 8h, 90min (times)"

  /// A range on date wheels, with an optional longest span; a countdown has no range, and a
  /// span in a unit the mode cannot count is refused.
  public init(dates: DateWheelPicker, longest: String? = nil) throws(DateError) {
    guard dates.mode != .countdown else {
      throw .badSetting(
        "a countdown has no range: use a date, time or date-and-time mode", setting: "range")
    }
    self.dates = dates
    self.longest = longest
    if let longest {
      let text = longest.trimmingWhitespace
      let refusal = DateError.badSetting(
        "longest \(Echo.shown(longest)) is not a span of \(dates.mode.name) wheels: give "
          + Self.spanForms, setting: "longest")
      guard let first = text.first, first.isASCIIDigit,
        let span = try? RelativeBound("+" + text, mode: dates.mode, forms: Self.spanForms)
      else { throw refusal }
      self.span = span
    } else {
      span = nil
    }
    let named = { (side: String) in
      dates.pickerWheels.map { wheel in
        PickerWheel(
          rowCount: wheel.rowCount, isAdjustable: wheel.isAdjustable, isCyclic: wheel.isCyclic,
          accessibleName: "\(side) \(wheel.accessibleName)")
      }
    }
    pickerWheels =
      named("start")
      + [
        PickerWheel(
          rowCount: 1, isAdjustable: false, isCyclic: false, accessibleName: "to", divides: true)
      ]
      + named("end")
  }

  /// The number of wheels of either end.
  var side: Int { dates.pickerWheels.count }

  /// A selection's start rows and end rows (each of its wheels' count, padded with 0).
  func halves(_ rows: [Int]) -> (start: [Int], end: [Int]) {
    func part(_ from: Int) -> [Int] {
      (from..<from + side).map { rows.indices.contains($0) ? rows[$0] : 0 }
    }
    return (part(0), part(side + 1))
  }

  /// The rows of a start and an end.
  func joined(_ start: [Int], _ end: [Int]) -> [Int] { start + [0] + end }

  /// The latest end a start allows: the span after it, inside the wheels' maximum.
  func latestEnd(after start: LocalDateTime) -> LocalDateTime {
    guard let span,
      let latest = try? span.fields(
        from: start, mode: dates.mode, seconds: dates.showsSeconds, text: longest ?? "")
    else { return dates.maximum }
    return min(latest, dates.maximum)
  }
}

/// A start and an end: what a range picker picks.
public struct DateRange: Sendable, Hashable {
  /// The first day (or time).
  public let start: LocalDateTime
  /// The last day (or time), never before the start.
  public let end: LocalDateTime

  /// A range.
  public init(start: LocalDateTime, end: LocalDateTime) {
    self.start = start
    self.end = end
  }
}

extension DateRangePicker: Picker {
  /// The start's wheels, a dash, the end's.
  public func wheels(for rows: [Int]) -> [PickerWheel] { pickerWheels }

  /// A date wheel's title, or the dash.
  public func title(ofRow row: Int, inWheel wheel: Int, rows: [Int]) -> String {
    if wheel < side { return dates.title(forRow: row, inWheel: wheel) }
    if wheel == side { return "–" }
    return dates.title(forRow: row, inWheel: wheel - side - 1)
  }

  /// Each end at its nearest valid value, then the end moved to the start when it is before it,
  /// or to the latest end the span allows when it is further.
  public func corrected(_ rows: [Int]) -> Settled { settled(rows, answered: false) }

  /// Answers are ISO text.
  public var answersAsText: Bool { true }

  /// The range corrected, its reason naming the ends as the wheels write them, or for an
  /// answer in ISO form.
  func settled(_ rows: [Int], answered: Bool) -> Settled {
    let named = { (fields: LocalDateTime) in
      answered ? self.dates.isoText(of: fields) : self.dates.spokenDescription(of: fields)
    }
    let (start, end) = halves(rows)
    let first = dates.nearestValid(to: start)
    let last = dates.nearestValid(to: end)
    var reason = first.reason ?? last.reason
    var endRows = last.rows
    let latest = latestEnd(after: first.fields)
    if last.fields < first.fields {
      reason =
        reason
        ?? .endBeforeStart(named(last.fields), start: named(first.fields))
      endRows = first.rows
    } else if last.fields > latest {
      let moved = dates.nearestValid(to: latest)
      // A grid that rounds the latest end up past it rounds down instead, to the start at least.
      endRows = moved.fields > latest ? first.rows : moved.rows
      reason =
        reason
        ?? .longerThanSpan(named(last.fields), span: longest ?? "", start: named(first.fields))
    }
    let shown = answered ? reason : reason?.written(in: dates.numberSymbols)
    return Settled(rows: joined(first.rows, endRows), reason: shown.map(PickerRefusal.date))
  }

  /// Steps one end's wheel with carry, then corrects the range.
  public func stepping(wheel: Int, by count: Int, in rows: [Int]) -> Settled {
    var (start, end) = halves(rows)
    if wheel < side {
      start = dates.stepping(wheel: wheel, by: count, in: start).rows
    } else if wheel > side {
      end = dates.stepping(wheel: wheel - side - 1, by: count, in: end).rows
    }
    return corrected(joined(start, end))
  }

  /// Types into the end the focus is on, as its date wheels type.
  public func typing(_ key: Character, in state: PickerState) -> Typed {
    let onEnd = state.focus > side
    let offset = onEnd ? side + 1 : 0
    let (start, end) = halves(state.rows)
    let own = { (rows: [Int]) in onEnd ? self.halves(rows).end : self.halves(rows).start }
    let entry = state.entry.flatMap { entry -> PickerEntry? in
      (entry.wheel > side) == onEnd
        ? PickerEntry(keys: entry.keys, wheel: entry.wheel - offset, rows: own(entry.rows))
        : nil
    }
    let typed = dates.typing(
      key,
      in: PickerState(rows: onEnd ? end : start, focus: state.focus - offset, entry: entry))
    // Back into the whole selection: the other end's rows as they were.
    func whole(_ rows: [Int], _ within: [Int]) -> [Int] {
      onEnd ? joined(halves(within).start, rows) : joined(rows, halves(within).end)
    }
    var next = state
    next.rows = whole(typed.state.rows, state.rows)
    next.focus = typed.state.focus + offset
    next.entry = typed.state.entry.map {
      PickerEntry(keys: $0.keys, wheel: $0.wheel + offset, rows: whole($0.rows, state.rows))
    }
    guard typed.refusal == nil else { return Typed(state: state, refusal: typed.refusal) }
    // A key that completes its end leaves no entry: the range is then corrected as a whole.
    guard next.entry == nil else { return Typed(state: next, correction: typed.correction) }
    let settled = corrected(next.rows)
    next.rows = settled.rows
    return Typed(state: next, correction: typed.correction ?? settled.reason)
  }

  /// The start and end a selection shows.
  public func value(of rows: [Int]) -> DateRange {
    let (start, end) = halves(rows)
    return DateRange(start: dates.fields(of: start), end: dates.fields(of: end))
  }

  /// The rows that show a range.
  public func rows(for range: DateRange) -> [Int] {
    joined(dates.rows(for: range.start), dates.rows(for: range.end))
  }

  /// The ISO 8601 interval: `2026-12-20/2027-01-02`.
  public func text(of rows: [Int]) -> String { valueText(of: value(of: rows)) }

  /// As the locale writes each end, with a dash: `Dec 20, 2026 – Jan 2, 2027`.
  public func writtenText(of rows: [Int]) -> String {
    let (start, end) = halves(rows)
    return "\(dates.writtenText(of: start)) – \(dates.writtenText(of: end))"
  }

  /// In words: `from December 20, 2026 to January 2, 2027`.
  public func spokenDescription(of rows: [Int]) -> String {
    let (start, end) = halves(rows)
    return "from \(dates.spokenDescription(of: start)) to \(dates.spokenDescription(of: end))"
  }

  /// The ISO 8601 interval.
  public func valueText(of value: DateRange) -> String {
    "\(dates.isoText(of: value.start))/\(dates.isoText(of: value.end))"
  }

  /// The interval as text.
  public func datum(of value: DateRange) -> PickerDatum { .text(valueText(of: value)) }

  /// The start and the end as ISO text, and each end's instant where the mode has one.
  public func details(of state: PickerState) -> PickerDetails {
    let range = value(of: corrected(state.rows).rows)
    var details = PickerDetails()
    details.start = dates.isoText(of: range.start)
    details.end = dates.isoText(of: range.end)
    return details
  }

  /// Reads `START/END`, each end in the mode's ISO form; a range that breaks its order or span
  /// is refused, or with `nearest` moved as the wheels move it.
  public func reading(_ answer: String, nearest: Bool) throws(PickerRefusal) -> Settled {
    let parts = answer.trimmingWhitespace.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw .date(.notInForm(answer, form: "START/END, each \(dates.answerForm)"))
    }
    let start = try dates.reading(String(parts[0]).trimmingWhitespace, nearest: nearest)
    let end = try dates.reading(String(parts[1]).trimmingWhitespace, nearest: nearest)
    let settled = settled(joined(start.rows, end.rows), answered: true)
    if let reason = settled.reason, !nearest { throw reason }
    return Settled(rows: settled.rows, reason: start.reason ?? end.reason ?? settled.reason)
  }

  /// The same range with relative bounds counted from `now`.
  public func starting(at now: Instant) -> DateRangePicker {
    var copy = self
    copy.dates = dates.starting(at: now)
    return copy
  }

  /// Both ends where the date wheels start.
  public var initialRows: [Int] {
    let start = dates.initialRows
    return joined(start, start)
  }

  /// Two ends in the mode's form, separated by `/`.
  public var answerHint: String { "START/END, each \(dates.answerHint)" }
}
