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
    self.changes = changes.filter { $0.instant < yearlyFrom }.sorted { $0.instant < $1.instant }
    self.yearly = yearly
    self.yearlyFrom = yearlyFrom
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
  /// -1, secondsIntoDay, offset], ...], "yearlyFrom": instant}`.
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
