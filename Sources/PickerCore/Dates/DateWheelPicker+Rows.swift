/// Rows to fields and back, and the titles the wheels show.
extension DateWheelPicker {
  /// The title of a row, in the locale's words: `February`, `28`, `2025`, `9`, `05`, `07`,
  /// `PM`.
  public func title(forRow row: Int, inWheel wheel: Int) -> String {
    guard wheels.indices.contains(wheel), (0..<wheels[wheel].rowCount).contains(row) else {
      return ""
    }
    return numberSymbols.writtenDigits(latinTitle(forRow: row, inWheel: wheel))
  }

  /// A row's title with Latin digits: what a key typed on the wheel is matched against.
  func latinTitle(forRow row: Int, inWheel wheel: Int) -> String {
    switch wheels[wheel].field {
    case .month: return monthNames.indices.contains(row) ? monthNames[row] : String(row + 1)
    case .day: return String(row + 1)
    case .year: return String(minimum.year + row)
    case .hour:
      if uses12HourClock { return String(row == 0 ? 12 : row) }
      return mode == .countdown ? String(row) : LocalDateTime.padded(row, 2)
    case .minute: return LocalDateTime.padded(row * minuteInterval, 2)
    case .second: return LocalDateTime.padded(row, 2)
    case .meridiem: return meridiemNames[row]
    }
  }

  /// The wall-clock fields a selection shows, which may not exist yet (February 30).
  public func fields(of rows: [Int]) -> LocalDateTime {
    var fields = LocalDateTime()
    var hourRow = 0
    var afternoon = false
    for (index, wheel) in wheels.enumerated() {
      let row = index < rows.count ? min(max(rows[index], 0), wheel.rowCount - 1) : 0
      switch wheel.field {
      case .month: fields.month = row + 1
      case .day: fields.day = row + 1
      case .year: fields.year = minimum.year + row
      case .hour: hourRow = row
      case .minute: fields.minute = row * minuteInterval
      case .second: fields.second = row
      case .meridiem: afternoon = row == 1
      }
    }
    fields.hour = uses12HourClock ? hourRow + (afternoon ? 12 : 0) : hourRow
    return normalized(fields)
  }

  /// The rows that show fields; fields outside a wheel are clamped into it.
  public func rows(for fields: LocalDateTime) -> [Int] {
    wheels.map { wheel in
      let row =
        switch wheel.field {
        case .month: fields.month - 1
        case .day: fields.day - 1
        case .year: fields.year - minimum.year
        case .hour: uses12HourClock ? fields.hour % 12 : fields.hour
        case .minute: fields.minute / minuteInterval
        case .second: fields.second
        case .meridiem: fields.hour >= 12 ? 1 : 0
        }
      return min(max(row, 0), wheel.rowCount - 1)
    }
  }

  /// The fields as the script contract writes them: `2025-02-28`, `14:30`, `2025-02-28T14:30`,
  /// a countdown's `1:30`, `2025-11`, `2025`; with seconds `14:30:15`, `2025-02-28T14:30:15`,
  /// `1:30:15`.
  public func isoText(of fields: LocalDateTime) -> String {
    Self.isoText(of: fields, mode: mode, seconds: showsSeconds)
  }

  /// The fields as a mode writes them, with or without seconds.
  static func isoText(of fields: LocalDateTime, mode: DateMode, seconds showsSeconds: Bool)
    -> String
  {
    let seconds = showsSeconds ? ":" + LocalDateTime.padded(fields.second, 2) : ""
    return switch mode {
    case .date: fields.dateText
    case .monthYear: fields.monthText
    case .year: LocalDateTime.padded(fields.year, 4)
    case .time: fields.timeText + seconds
    case .dateAndTime: "\(fields.dateText)T\(fields.timeText)\(seconds)"
    case .countdown: "\(fields.hour):\(LocalDateTime.padded(fields.minute, 2))\(seconds)"
    }
  }

  /// What the wheels show, joined by spaces: `February 28 2025`, `2 30 PM`.
  public func displayText(of rows: [Int]) -> String {
    wheels.indices.map { title(forRow: index(rows, $0), inWheel: $0) }.joined(separator: " ")
  }

  private func index(_ rows: [Int], _ wheel: Int) -> Int {
    wheel < rows.count ? min(max(rows[wheel], 0), wheels[wheel].rowCount - 1) : 0
  }

  /// The value in words for a screen reader: `February 28, 2025`, `2:30 PM`, `1 hour 30 minutes`,
  /// `November 2026`, `2026`.
  public func spokenDescription(of fields: LocalDateTime) -> String {
    numberSymbols.writtenDigits(latinDescription(of: fields))
  }

  /// The value in words with Latin digits.
  private func latinDescription(of fields: LocalDateTime) -> String {
    let month = monthNames.indices.contains(fields.month - 1) ? monthNames[fields.month - 1] : ""
    let seconds = showsSeconds ? ":" + LocalDateTime.padded(fields.second, 2) : ""
    let time: String
    if uses12HourClock {
      let hour = fields.hour % 12 == 0 ? 12 : fields.hour % 12
      let meridiem = meridiemNames[fields.hour >= 12 ? 1 : 0]
      let clock = "\(hour):\(LocalDateTime.padded(fields.minute, 2))\(seconds)"
      // Where the locale puts its half of the day: 2:30 PM, 午後2:30, 오후 2:30.
      time =
        localeData.meridiemFirst
        ? meridiem + localeData.meridiemSpacing + clock : clock + " " + meridiem
    } else {
      time = fields.timeText + seconds
    }
    // The date in the wheels' (the locale's) order: "February 28, 2025", "28 Februar 2025".
    let dateParts = wheels.compactMap { wheel -> String? in
      switch wheel.field {
      case .month: month
      case .day: String(fields.day)
      case .year: String(fields.year)
      default: nil
      }
    }
    let date =
      dateParts.first == month && mode.showsDay
      ? "\(month) \(fields.day), \(fields.year)" : dateParts.joined(separator: " ")
    switch mode {
    case .date, .monthYear, .year: return date
    case .time: return time
    case .dateAndTime: return "\(date), \(time)"
    case .countdown:
      let hours = fields.hour == 1 ? "1 hour" : "\(fields.hour) hours"
      let minutes = fields.minute == 1 ? "1 minute" : "\(fields.minute) minutes"
      let parts = [
        (fields.hour, hours), (fields.minute, minutes),
        (fields.second, fields.second == 1 ? "1 second" : "\(fields.second) seconds"),
      ]
      // The units that are not zero; a zero countdown says its smallest unit.
      let said = parts.filter { $0.0 != 0 }.map { $0.1 }
      return said.isEmpty ? parts[showsSeconds ? 2 : 1].1 : said.joined(separator: " ")
    }
  }
}
