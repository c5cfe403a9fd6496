/// A time zone's offsets from UTC over the years 1-9999, as a platform hands them: what the
/// core needs of a time zone.
///
/// The offsets are a list of changes, then the rules the zone keeps every year after the list:
/// "the second Sunday of March at 02:00" is month 3, on or after day 8, weekday Sunday, at
/// 02:00 in the offset before the change. Natively PickerKit reads them from Foundation's
/// `TimeZone` (ICU's tz data) once per zone; the server hands the same data to a page as JSON, so
/// a description gives the same wheels, corrections and instants on both hosts.
///
/// The core reads the offsets through two questions, as it asked `TimeZone`: the offset at an
/// instant, and the next change after one.
public struct ZoneRules: Sendable, Hashable {
  /// The zone's IANA name: `Europe/Berlin`, `UTC`.
  public let identifier: String
  /// The offset before the first change, in seconds east of UTC (a local mean time, often).
  public let initialOffset: Int
  /// The changes, earliest first, each before ``yearlyFrom``.
  public let changes: [Change]
  /// The changes each year repeats from ``yearlyFrom`` on, in the order a year meets them;
  /// empty when the offset stays as the last change left it.
  public let yearly: [YearlyChange]
  /// Where the yearly changes take over from the list.
  public let yearlyFrom: Instant

  /// One change: from an instant on, a new offset.
  public struct Change: Sendable, Hashable {
    /// When the new offset starts.
    public let instant: Instant
    /// The offset from then, in seconds east of UTC.
    public let offset: Int

    /// A change to an offset at an instant.
    public init(instant: Instant, offset: Int) {
      self.instant = instant
      self.offset = offset
    }
  }

  /// A change a zone makes every year: a day of a month, at a time of that day.
  public struct YearlyChange: Sendable, Hashable {
    /// The month, 1-12.
    public let month: Int
    /// The day of the month, or with a weekday the first such weekday on or after it.
    ///
    /// The second Sunday is day 8; the last Sunday of March, day 25. It may run past the
    /// month's end into the next (October's day 32 is November 1).
    public let day: Int
    /// The weekday, 0 Sunday to 6 Saturday, or nil for the day itself.
    public let weekday: Int?
    /// Seconds after that day's midnight, in the offset before the change.
    public let secondsIntoDay: Int
    /// The offset from then, in seconds east of UTC.
    public let offset: Int

    /// A yearly change.
    public init(month: Int, day: Int, weekday: Int?, secondsIntoDay: Int, offset: Int) {
      self.month = month
      self.day = day
      self.weekday = weekday
      self.secondsIntoDay = secondsIntoDay
      self.offset = offset
    }
  }

  /// A zone's offsets: an initial one, a list of changes, and the yearly changes after them.
  public init(
    identifier: String, initialOffset: Int, changes: [Change], yearly: [YearlyChange] = [],
    yearlyFrom: Instant
  ) {
    self.identifier = identifier
    self.initialOffset = initialOffset
    self.changes = changes.filter { $0.instant < yearlyFrom }.ordered { $0.instant < $1.instant }
    self.yearly = yearly
    self.yearlyFrom = yearlyFrom
  }

  /// Where a platform's listed changes end and the yearly ones may take over:
  /// 2100-01-01T00:00:00Z.
  public static let listedUntil = Instant(secondsSince1970: 4_102_444_800)

  /// A zone's offsets from every change a platform saw until an instant (a browser's `Intl`, read
  /// change by change): those before ``listedUntil`` listed, then the rules the later ones keep
  /// every year, where they keep any; else every change listed and the last offset kept after.
  public init(identifier: String, initialOffset: Int, seen: [Change], until: Instant) {
    let listed = seen.filter { $0.instant < Self.listedUntil }
    let later = seen.filter { $0.instant >= Self.listedUntil && $0.instant < until }
    if let kept = Self.keepingYearlyRules(
      identifier: identifier, initialOffset: initialOffset, listed: listed, later: later)
    {
      self = kept
    } else {
      self.init(
        identifier: identifier, initialOffset: initialOffset, changes: listed + later,
        yearlyFrom: until)
    }
  }

  /// A zone's offsets as listed changes, then from ``listedUntil`` on the yearly rules the
  /// later changes keep: nil when they keep none, or when the rules would not give exactly
  /// those changes, change by change.
  public static func keepingYearlyRules(
    identifier: String, initialOffset: Int, listed: [Change], later: [Change]
  ) -> ZoneRules? {
    guard let yearly = yearlyRules(of: later, before: listed.last?.offset ?? initialOffset) else {
      return nil
    }
    let rules = ZoneRules(
      identifier: identifier, initialOffset: initialOffset, changes: listed, yearly: yearly,
      yearlyFrom: listedUntil)
    // Each change the rules give is compared as it comes, so a mismatch ends the check there.
    var moment = Instant(secondsSince1970: listedUntil.secondsSince1970 - 1)
    for change in later {
      guard let next = rules.nextChange(after: moment), next == change.instant,
        rules.offset(at: next) == change.offset
      else { return nil }
      moment = next
    }
    return rules
  }

  /// The yearly rules a run of changes keeps, or nil when they keep none: each year's changes
  /// fall at the same times to the same offsets, on one weekday on or after a day of a month, or
  /// on one day.
  static func yearlyRules(of changes: [Change], before first: Int) -> [YearlyChange]? {
    struct Seen {
      let year: Int
      let month: Int
      let days: Int64
      let secondsIntoDay: Int
      let offset: Int
    }
    // Only changes within the years 1-9999 follow a calendar's rules (a platform's are; a
    // client's may be anything).
    let yearOne = WallClock.days(year: 1, month: 1, day: 1) * 86_400
    let calendar = yearOne..<WallClock.days(year: 10_000, month: 1, day: 1) * 86_400
    guard changes.allSatisfy({ calendar.contains($0.instant.secondsSince1970) }) else {
      return nil
    }
    var seen: [Seen] = []
    var before = first
    for change in changes {
      let local = change.instant.secondsSince1970 + Int64(before)
      let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
      let date = WallClock.date(days: days)
      seen.append(
        Seen(
          year: date.year, month: date.month, days: days,
          secondsIntoDay: Int(local - days * 86_400), offset: change.offset))
      before = change.offset
    }
    guard let firstYear = seen.first?.year else { return [] }
    let perYear = seen.prefix { $0.year == firstYear }.count
    guard perYear > 0, seen.count >= perYear * 28, seen.count % perYear == 0 else { return nil }
    var rules: [YearlyChange] = []
    for index in 0..<perYear {
      let same = stride(from: index, to: seen.count, by: perYear).map { seen[$0] }
      // The day counts from the earliest month the change falls in: Egypt's "the Friday after
      // the last Thursday of October" is sometimes November 1, October's day 32.
      let month = same.map { $0.month }.min() ?? 1
      let days = same.map { $0.days - WallClock.days(year: $0.year, month: month, day: 1) + 1 }
      guard let model = same.first,
        same.allSatisfy({ $0.secondsIntoDay == model.secondsIntoDay && $0.offset == model.offset }),
        let earliest = days.min(), earliest >= 1, let latest = days.max(), latest <= 31 + 6
      else { return nil }
      let weekday: Int?
      let first = WallClock.weekday(days: model.days)
      if same.allSatisfy({ WallClock.weekday(days: $0.days) == first }) {
        weekday = Int(first)
      } else if earliest == latest {
        weekday = nil
      } else {
        return nil
      }
      rules.append(
        YearlyChange(
          month: month, day: Int(earliest), weekday: weekday,
          secondsIntoDay: model.secondsIntoDay, offset: model.offset))
    }
    return rules
  }

  /// UTC, which never changes.
  public static let utc = ZoneRules(
    identifier: "UTC", initialOffset: 0, changes: [], yearlyFrom: Instant(secondsSince1970: 0))

  /// The offset at an instant, in seconds east of UTC.
  public func offset(at instant: Instant) -> Int {
    if instant >= yearlyFrom, !yearly.isEmpty {
      let year = WallClock.fields(localSeconds: instant.secondsSince1970).year
      // The last yearly change at or before the instant, looking back into last year.
      var latest: Change?
      for candidate in yearlyChanges(in: year - 1) + yearlyChanges(in: year)
      where candidate.instant >= yearlyFrom && candidate.instant <= instant {
        latest = candidate
      }
      if let latest { return latest.offset }
    }
    // The last listed change at or before the instant.
    var low = 0
    var high = changes.count
    while low < high {
      let middle = (low + high) / 2
      if changes[middle].instant <= instant { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? initialOffset : changes[low - 1].offset
  }

  /// The first change after an instant, listed or yearly; nil when the offset never changes
  /// again.
  public func nextChange(after instant: Instant) -> Instant? {
    var low = 0
    var high = changes.count
    while low < high {
      let middle = (low + high) / 2
      if changes[middle].instant <= instant { low = middle + 1 } else { high = middle }
    }
    if low < changes.count { return changes[low].instant }
    guard !yearly.isEmpty else { return nil }
    let start = max(instant, yearlyFrom)
    let year = WallClock.fields(localSeconds: start.secondsSince1970).year
    for candidateYear in (year - 1)...(year + 1) {
      for change in yearlyChanges(in: candidateYear)
      where change.instant > instant && change.instant >= yearlyFrom {
        return change.instant
      }
    }
    return nil
  }

  /// The yearly changes as instants in one year, in the order the year meets them.
  func yearlyChanges(in year: Int) -> [Change] {
    var changes: [Change] = []
    changes.reserveCapacity(yearly.count)
    var before = yearly.last?.offset ?? initialOffset
    for rule in yearly {
      var day = WallClock.days(year: year, month: rule.month, day: rule.day)
      if let weekday = rule.weekday {
        day += ((Int64(weekday) - WallClock.weekday(days: day)) % 7 + 7) % 7
      }
      let seconds = day * 86_400 + Int64(rule.secondsIntoDay) - Int64(before)
      changes.append(Change(instant: Instant(secondsSince1970: seconds), offset: rule.offset))
      before = rule.offset
    }
    return changes
  }
}

extension ZoneRules: JSONCodable {
  /// Reads a zone's offsets as the server hands them to a page: `{"identifier": "UTC",
  /// "initialOffset": 0, "changes": [[instant, offset], ...], "yearly": [[month, day, weekday or
  /// -1, secondsIntoDay, offset], ...], "yearlyFrom": instant}`; or as a browser saw them,
  /// every change until an instant (`"seenUntil"` in place of `yearly` and `yearlyFrom`), the
  /// yearly rules found as natively (``init(identifier:initialOffset:seen:until:)``).
  public init(json: JSONReading) throws(JSONError) {
    func numbers(_ element: JSONReading, count: Int) throws(JSONError) -> [Int64] {
      var numbers: [Int64] = []
      for number in try element.elements() { numbers.append(try number.int64()) }
      guard numbers.count == count else { throw element.invalid("each entry has \(count) numbers") }
      return numbers
    }
    func offset(_ value: Int64, at place: JSONReading) throws(JSONError) -> Int {
      // No zone is more than a day from UTC.
      guard (-86_400...86_400).contains(value) else {
        throw place.invalid("an offset is -86400 to 86400 seconds")
      }
      return Int(value)
    }
    var changes: [Change] = []
    for element in try json.member("changes").elements() {
      let pair = try numbers(element, count: 2)
      changes.append(
        Change(
          instant: Instant(secondsSince1970: pair[0]), offset: try offset(pair[1], at: element)))
    }
    // A platform's changes as it saw them until an instant, the yearly rules left to the core.
    if let until = try json.optionalMember("seenUntil") {
      let initial = try json.member("initialOffset")
      self.init(
        identifier: try json.member("identifier").string(),
        initialOffset: try offset(try initial.int64(), at: initial), seen: changes,
        until: Instant(secondsSince1970: try until.int64()))
      return
    }
    var yearly: [YearlyChange] = []
    for element in try json.member("yearly").elements() {
      let rule = try numbers(element, count: 5)
      guard (1...12).contains(rule[0]), (1...37).contains(rule[1]), (-1...6).contains(rule[2]),
        (-86_400...2 * 86_400).contains(rule[3])
      else { throw element.invalid("month 1-12, day 1-37, weekday -1-6, seconds in two days") }
      yearly.append(
        YearlyChange(
          month: Int(rule[0]), day: Int(rule[1]), weekday: rule[2] < 0 ? nil : Int(rule[2]),
          secondsIntoDay: Int(rule[3]), offset: try offset(rule[4], at: element)))
    }
    let initial = try json.member("initialOffset")
    self.init(
      identifier: try json.member("identifier").string(),
      initialOffset: try offset(try initial.int64(), at: initial), changes: changes,
      yearly: yearly,
      yearlyFrom: Instant(secondsSince1970: try json.member("yearlyFrom").int64()))
  }

  /// The offsets as JSON.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("identifier", .string(identifier)), ("initialOffset", .number(initialOffset)),
        (
          "changes",
          .array(
            changes.map { .array([.number($0.instant.secondsSince1970), .number($0.offset)]) })
        ),
        (
          "yearly",
          .array(
            yearly.map { rule in
              .array(
                [
                  rule.month, rule.day, rule.weekday ?? -1, rule.secondsIntoDay, rule.offset,
                ].map(JSONValue.number))
            })
        ),
        ("yearlyFrom", .number(yearlyFrom.secondsSince1970)),
      ]))
  }
}
