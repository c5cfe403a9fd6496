import Foundation
import Testing

/// `picker date`'s script contract, through the real executable.
@Suite("picker date for scripts")
struct DateContractTests {
  @Test(
    "Accepted answers print ISO text, or seconds for a countdown",
    arguments: [
      (["date", "--answer", "2024-02-29"], "2024-02-29"),
      (["date", "--mode", "time", "--answer", "14:30", "--minute-interval", "15"], "14:30"),
      (
        ["date", "--mode", "datetime", "--answer", "2025-02-28T14:30", "--time-zone", "UTC"],
        "2025-02-28T14:30"
      ),
      (["date", "--mode", "countdown", "--answer", "1:30", "--print", "value"], "5400"),
      (["date", "--mode", "countdown", "--answer", "1:30"], "1:30"),
      (["date", "--mode", "countdown", "--answer", "72:00", "--max", "99:59"], "72:00"),
      (["date", "--answer", "2025-06-01", "--print", "value"], "2025-06-01"),
      // As a 12-hour clock's wheels show it, in the locale's words or AM and PM, in any case.
      (["date", "--mode", "time", "--locale", "en_US", "--answer", "2:30 PM"], "14:30"),
      (["date", "--mode", "time", "--locale", "en_US", "--answer", "12:05am"], "00:05"),
      (
        ["date", "--mode", "time", "--clock", "12", "--locale", "de_DE", "--answer", "2:30 pm"],
        "14:30"
      ),
      (
        ["date", "--mode", "time", "--clock", "12", "--locale", "ja_JP", "--answer", "午後2:30"],
        "14:30"
      ),
      (
        ["date", "--mode", "datetime", "--time-zone", "UTC", "--answer", "2026-03-01 2:30 PM"],
        "2026-03-01T14:30"
      ),
      (
        [
          "date", "--mode", "datetime", "--clock", "12", "--locale", "ja_JP", "--time-zone", "UTC",
          "--answer", "2026-03-01 午後2:30",
        ],
        "2026-03-01T14:30"
      ),
      (
        [
          "date", "--mode", "datetime", "--time-zone", "UTC", "--locale", "en_US", "--answer",
          "2026-03-01 pm 2:30",
        ],
        "2026-03-01T14:30"
      ),
      // --print written: as a person writes it, as the readout under the wheels.
      (
        [
          "date", "--mode", "time", "--clock", "12", "--locale", "de_DE", "--answer", "14:30",
          "--print", "written",
        ], "2:30 PM"
      ),
      // Where the locale puts its half of the day: before the hour in Japanese.
      (
        [
          "date", "--mode", "time", "--clock", "12", "--locale", "ja_JP", "--answer", "14:30",
          "--print", "written",
        ], "午後2:30"
      ),
      (["59:59.99", "--answer", "1:30", "--print", "written"], "1:30.00"),
      (
        ["date", "--mode", "time", "--locale", "de_DE", "--answer", "14:30", "--print", "written"],
        "14:30"
      ),
    ])
  func accepted(arguments: [String], printed: String) throws {
    try PickerProcess.expectAccepted(arguments, printed: printed)
  }

  @Test(
    "Refused answers: the reason on stderr, nothing on stdout, exit 1",
    arguments: [
      (["date", "--answer", "2025-02-30"], "2025-02-30 is not a date: February 2025 has 28 days"),
      (["date", "--answer", "2025-13-01"], "month must be 1-12, got 13"),
      (["date", "--mode", "time", "--answer", "24:00"], "hour must be 0-23, got 24"),
      (
        ["date", "--mode", "time", "--answer", "13:05 PM"],
        "hour must be 1-12 with AM or PM, got 13"
      ),
      (["date", "--mode", "time", "--answer", "12:60"], "minute must be 0-59, got 60"),
      (
        ["date", "--mode", "time", "--answer", "14:37", "--minute-interval", "15"],
        "14:37 is off the 15-minute grid: minutes must be a multiple of 15"
      ),
      (
        ["date", "--answer", "2025-01-01", "--min", "2025-06-01"],
        "2025-01-01 is before the minimum 2025-06-01"
      ),
      (
        ["date", "--answer", "2025-07-01", "--max", "2025-06-30"],
        "2025-07-01 is after the maximum 2025-06-30"
      ),
      (
        ["date", "--mode", "countdown", "--answer", "24:00"],
        "the countdown 24:00 is longer than the maximum 23:59"
      ),
      (["date", "--answer", "next tuesday"], "\"next tuesday\" is not in the form YYYY-MM-DD"),
      (
        [
          "date", "--mode", "datetime", "--answer", "2025-03-09T02:30", "--time-zone",
          "America/New_York",
        ],
        "2025-03-09 02:30 does not exist in America/New_York: clocks skip from 02:00 to 03:00"
      ),
    ])
  func refused(arguments: [String], message: String) throws {
    try PickerProcess.expectRefused(arguments, message: message)
  }

  @Test(
    "--nearest gives the nearest valid value",
    arguments: [
      (["date", "--answer", "2025-02-30"], "2025-02-28", "February 28, 2025"),
      (
        ["date", "--mode", "time", "--answer", "14:37", "--minute-interval", "15"], "14:30",
        "2:30 PM"
      ),
      (["date", "--answer", "2025-01-01", "--min", "2025-06-01"], "2025-06-01", "June 1, 2025"),
      (["date", "--mode", "countdown", "--answer", "24:00"], "23:59", "23 hours 59 minutes"),
      (
        [
          "date", "--mode", "datetime", "--answer", "2025-03-30T02:30", "--time-zone",
          "Europe/Berlin",
        ],
        "2025-03-30T03:00", "March 30, 2025, 3:00 AM"
      ),
    ])
  func nearest(arguments: [String], printed: String, written: String) throws {
    let outcome = try PickerProcess.run(arguments + ["--nearest"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == printed + "\n")
    // The message says where the value went in the answer's own form, as it is printed, not
    // in words beside it (one style).
    #expect(outcome.standardError.hasSuffix("; moved to \(printed)\n"))
    #expect(written == printed || !outcome.standardError.contains(written))
  }

  @Test("--min today is today's date in the given time zone")
  func today() throws {
    let outcome = try PickerProcess.run(
      ["date", "--answer", "2000-01-01", "--min", "today", "--time-zone", "UTC", "--nearest"])
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let parts = calendar.dateComponents([.year, .month, .day], from: Date())
    let expected = String(
      format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == expected + "\n")
  }

  @Test("A repeated hour is told apart in JSON")
  func repeatedHour() throws {
    let arguments = [
      "date", "--mode", "datetime", "--answer", "2025-11-02T01:30", "--time-zone",
      "America/New_York", "--print", "json",
    ]
    let first = try PickerProcess.run(arguments)
    #expect(first.standardOutput.contains("\"instant\":\"2025-11-02T01:30:00-04:00\""))
    #expect(first.standardOutput.contains("\"occurrence\":\"first\""))
    let second = try PickerProcess.run(arguments + ["--repeated", "second"])
    #expect(second.standardOutput.contains("\"instant\":\"2025-11-02T01:30:00-05:00\""))
  }

  @Test(
    "--clock 12 or 24 whatever the locale: the written time on that clock, the value 24-hour ISO",
    arguments: ["en_US", "de_DE", "ja_JP"])
  func clock(locale: String) throws {
    for clock in ["12", "24"] {
      let outcome = try PickerProcess.run([
        "date", "--mode", "time", "--clock", clock, "--locale", locale, "--answer", "18:30",
        "--print", "json",
      ])
      #expect(outcome.status == 0, "\(outcome.standardError)")
      let report = try #require(
        try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
          as? [String: Any])
      #expect(report["value"] as? String == "18:30")
      var calendar = Calendar(identifier: .gregorian)
      calendar.locale = Locale(identifier: locale)
      let written = try #require(report["written"] as? String)
      #expect(
        written.contains(calendar.pmSymbol) == (clock == "12"), "\(locale) \(clock): \(written)")
      #expect(written.contains("18") == (clock == "24"), "\(locale) \(clock): \(written)")
    }
  }

  @Test(
    "Bad settings are usage errors",
    arguments: [
      (
        ["date", "--minute-interval", "7", "--answer", "12:00", "--mode", "time"],
        "minute interval must divide 60"
      ),
      (
        ["date", "--time-zone", "Mars/Olympus", "--answer", "2025-01-01"],
        "unknown time zone Mars/Olympus"
      ),
      (["date", "--locale", "xx_YY", "--answer", "2025-01-01"], "unknown locale xx_YY"),
      (
        ["date", "--mode", "weekly", "--answer", "2025-01-01"],
        "The value 'weekly' is invalid for '--mode"
      ),
      (
        ["date", "--min", "someday", "--answer", "2025-01-01"],
        "min someday: \"someday\" is not in the form"
      ),
      (["date", "--clock", "24", "--answer", "2025-01-01"], "clock sets the hours of a time"),
      (["date", "--mode", "time", "--clock", "13", "--answer", "12:00"], "one of '12' and '24'"),
    ])
  func badSettings(arguments: [String], message: String) throws {
    let outcome = try PickerProcess.run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.contains(message))
  }
}

/// `picker date`'s month-year and year modes, seconds, `--format` and relative bounds (issue 13).
@Suite("picker date: months, years, seconds, formats, relative bounds")
struct DateFormatContractTests {
  /// Today's date, or now's fields, in a zone, as ISO text, computed without the picker.
  private func today(_ zone: String, adding days: Int = 0, at instant: Date = Date()) throws
    -> String
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: zone))
    let day = try #require(calendar.date(byAdding: .day, value: days, to: instant))
    let parts = calendar.dateComponents([.year, .month, .day], from: day)
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }

  /// Seconds since 1970 of wall-clock fields in a zone, computed by Foundation's calendar.
  private func epoch(_ zone: String, _ parts: DateComponents) throws -> Int {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: zone))
    return Int(try #require(calendar.date(from: parts)).timeIntervalSince1970)
  }

  @Test(
    "Month-year, year and seconds answers print their ISO text, or a countdown's seconds",
    arguments: [
      (["date", "--mode", "month-year", "--answer", "2026-11"], "2026-11"),
      (["date", "--mode", "month-year", "--answer", "2026-11", "--print", "value"], "2026-11"),
      (["date", "--mode", "month-year", "--answer", "2026-1", "--locale", "ja_JP"], "2026-01"),
      (["date", "--mode", "year", "--answer", "2026"], "2026"),
      (["date", "--mode", "year", "--answer", "1999", "--print", "value"], "1999"),
      (["date", "--mode", "time", "--seconds", "--answer", "14:30:15"], "14:30:15"),
      (["date", "--mode", "time", "--seconds", "--answer", "14:30"], "14:30:00"),
      (["date", "--mode", "time", "--answer", "14:30:00"], "14:30"),
      (
        [
          "date", "--mode", "datetime", "--seconds", "--answer", "2026-11-23T14:30:15",
          "--time-zone", "UTC",
        ],
        "2026-11-23T14:30:15"
      ),
      (["date", "--mode", "countdown", "--seconds", "--answer", "1:30:15"], "1:30:15"),
      (
        ["date", "--mode", "countdown", "--seconds", "--answer", "1:30:15", "--print", "value"],
        "5415"
      ),
      (
        ["date", "--mode", "countdown", "--seconds", "--answer", "99:59:59", "--max", "99:59:59"],
        "99:59:59"
      ),
    ])
  func accepted(arguments: [String], printed: String) throws {
    try PickerProcess.expectAccepted(arguments, printed: printed)
  }

  @Test("JSON for a month and a year: rows, spoken words, the first midnight as the instant")
  func json() throws {
    let month = try PickerProcess.run(
      [
        "date", "--mode", "month-year", "--answer", "2026-11", "--print", "json", "--time-zone",
        "Europe/Berlin",
      ])
    #expect(
      month.standardOutput
        == #"{"corrected":false,"display":"November 2026","entering":false,"#
        + #""instant":"2026-11-01T00:00:00+01:00","moves":[],"ready":true,"rows":[10,2025],"#
        + #""spoken":"November 2026","state":{"focus":0,"rows":[10,2025]},"text":"2026-11","#
        + #""value":"2026-11","valueText":"2026-11","written":"November 2026"}"# + "\n")
    let year = try PickerProcess.run(
      ["date", "--mode", "year", "--answer", "2026", "--print", "json", "--time-zone", "UTC"])
    #expect(year.standardOutput.contains(#""spoken":"2026""#))
    #expect(year.standardOutput.contains(#""instant":"2026-01-01T00:00:00Z""#))
    let seconds = try PickerProcess.run(
      ["date", "--mode", "time", "--seconds", "--answer", "14:30:15", "--print", "json"])
    #expect(seconds.standardOutput.contains(#""rows":[2,30,15,1],"spoken":"2:30:15 PM""#))
  }

  @Test(
    "Refused month-year, year and seconds answers: exit 1 and why",
    arguments: [
      (["date", "--mode", "month-year", "--answer", "2026-13"], "month must be 1-12, got 13"),
      (
        ["date", "--mode", "month-year", "--answer", "2026-11-05"],
        "\"2026-11-05\" is not in the form YYYY-MM"
      ),
      (
        ["date", "--mode", "month-year", "--answer", "2026-05", "--min", "2026-06-15"],
        "2026-05 is before the minimum 2026-06"
      ),
      (
        ["date", "--mode", "year", "--answer", "2031", "--max", "2030"],
        "2031 is after the maximum 2030"
      ),
      (
        ["date", "--mode", "time", "--answer", "14:30:15"],
        "14:30:15 has seconds, but these wheels have none: answer in the form HH:MM, or add a "
          + "seconds wheel (--seconds)"
      ),
      (
        ["date", "--mode", "countdown", "--answer", "1:30:15"],
        "1:30:15 has seconds, but these wheels have none: answer in the form H:MM, or add a "
          + "seconds wheel (--seconds)"
      ),
      (
        ["date", "--mode", "countdown", "--seconds", "--answer", "1:30"],
        "\"1:30\" is not in the form H:MM:SS"
      ),
      (
        ["date", "--mode", "time", "--seconds", "--answer", "14:30:60"],
        "second must be 0-59, got 60"
      ),
    ])
  func refused(arguments: [String], message: String) throws {
    try PickerProcess.expectRefused(arguments, message: message)
  }

  @Test(
    "--nearest: seconds round to the nearest minute, months and years move into range",
    arguments: [
      (["date", "--mode", "time", "--answer", "14:30:30"], "14:31", "2:31 PM"),
      (["date", "--mode", "time", "--answer", "14:30:29"], "14:30", "2:30 PM"),
      (
        ["date", "--mode", "datetime", "--answer", "2026-12-31T23:59:45", "--time-zone", "UTC"],
        "2027-01-01T00:00", "January 1, 2027, 12:00 AM"
      ),
      (
        ["date", "--mode", "month-year", "--answer", "2026-01", "--min", "2026-06-15"],
        "2026-06", "June 2026"
      ),
      (["date", "--mode", "year", "--answer", "2050", "--max", "2030"], "2030", "2030"),
    ])
  func nearest(arguments: [String], printed: String, written: String) throws {
    let outcome = try PickerProcess.run(arguments + ["--nearest"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == printed + "\n")
    #expect(outcome.standardError.hasSuffix("; moved to \(printed)\n"))
    #expect(written == printed || !outcome.standardError.contains(written))
  }

  @Test("--format writes strftime text from the picked fields, in the given time zone")
  func strftime() throws {
    let date = try PickerProcess.run(
      [
        "date", "--answer", "2026-11-23", "--format", "%A %d %B %Y, day %j, %%", "--time-zone",
        "Europe/Berlin",
      ])
    #expect(date.standardOutput == "Monday 23 November 2026, day 327, %\n")
    let berlin = try epoch(
      "Europe/Berlin",
      DateComponents(year: 2026, month: 7, day: 1, hour: 14, minute: 30, second: 15))
    let summer = try PickerProcess.run(
      [
        "date", "--mode", "datetime", "--seconds", "--answer", "2026-07-01T14:30:15", "--format",
        "%d.%m.%Y %H:%M:%S %z %Z %s", "--time-zone", "Europe/Berlin",
      ])
    #expect(summer.standardOutput == "01.07.2026 14:30:15 +0200 CEST \(berlin)\n")
    let winter = try PickerProcess.run(
      [
        "date", "--mode", "datetime", "--answer", "2026-01-01T09:05", "--format", "%H:%M %z %Z",
        "--time-zone", "Europe/Berlin",
      ])
    #expect(winter.standardOutput == "09:05 +0100 CET\n")
    let utc = try PickerProcess.run(
      ["date", "--answer", "2026-01-01", "--format", "%F %T %Z", "--time-zone", "UTC"])
    #expect(utc.standardOutput == "2026-01-01 00:00:00 UTC\n")
    let month = try PickerProcess.run(
      ["date", "--mode", "month-year", "--answer", "2026-02", "--format", "%B %Y (%m/%y)"])
    #expect(month.standardOutput == "February 2026 (02/26)\n")
  }

  @Test("--format epoch: a date's midnight, a date-time's instant, in --time-zone")
  func epochFormat() throws {
    let midnight = try PickerProcess.run(
      ["date", "--answer", "2026-03-29", "--format", "epoch", "--time-zone", "Europe/Berlin"])
    let expected = try epoch("Europe/Berlin", DateComponents(year: 2026, month: 3, day: 29))
    #expect(midnight.standardOutput == "\(expected)\n")
    let instant = try PickerProcess.run(
      [
        "date", "--mode", "datetime", "--answer", "2025-11-02T01:30", "--format", "epoch",
        "--time-zone", "America/New_York", "--repeated", "second",
      ])
    // The second 01:30 of the fall-back night is an hour after the first.
    let first = try epoch(
      "America/New_York", DateComponents(year: 2025, month: 11, day: 2, hour: 0, minute: 30))
    #expect(instant.standardOutput == "\(first + 2 * 3_600)\n")
  }

  @Test("--format with --print: json gains formatted, value is unchanged")
  func formatAndPrint() throws {
    let arguments = [
      "date", "--mode", "datetime", "--answer", "2026-11-23T14:30", "--format", "epoch",
      "--time-zone", "UTC",
    ]
    let seconds = try epoch(
      "UTC", DateComponents(year: 2026, month: 11, day: 23, hour: 14, minute: 30))
    let json = try PickerProcess.run(arguments + ["--print", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    #expect(object["formatted"] as? String == "\(seconds)")
    #expect(object["text"] as? String == "2026-11-23T14:30")
    let value = try PickerProcess.run(arguments + ["--print", "value"])
    #expect(value.standardOutput == "2026-11-23T14:30\n")
    let piped = try PickerProcess.run(
      ["date", "--format", "%d/%m/%Y", "--time-zone", "UTC"], input: "2026-11-23\n")
    #expect(piped.standardOutput == "23/11/2026\n")
  }

  @Test("A time is formatted on today's date in --time-zone")
  func timeToday() throws {
    let before = try today("Pacific/Kiritimati")
    let outcome = try PickerProcess.run(
      [
        "date", "--mode", "time", "--answer", "14:30", "--format", "%F %I:%M %p", "--time-zone",
        "Pacific/Kiritimati",
      ])
    let after = try today("Pacific/Kiritimati")
    #expect(
      outcome.standardOutput == "\(before) 02:30 PM\n"
        || outcome.standardOutput == "\(after) 02:30 PM\n")
  }

  @Test("--min and --max count from today in --time-zone")
  func relativeBounds() throws {
    let zone = "Pacific/Kiritimati"
    let tomorrow = try today(zone, adding: 1)
    let refused = try PickerProcess.run(
      ["date", "--answer", try today(zone, adding: -400), "--min", "tomorrow", "--time-zone", zone])
    #expect(refused.status == 1)
    #expect(refused.standardError.hasSuffix("is before the minimum \(tomorrow)\n"))
    let week = try PickerProcess.run(
      ["date", "--answer", "9999-12-31", "--max", "+1w", "--time-zone", zone, "--nearest"])
    #expect(week.standardOutput == "\(try today(zone, adding: 7))\n")
    let month = try PickerProcess.run(
      [
        "date", "--mode", "month-year", "--answer", "1900-01", "--min", "today", "--nearest",
        "--time-zone", zone,
      ])
    #expect(month.standardOutput == "\(try today(zone).prefix(7))\n")
    let year = try PickerProcess.run(
      [
        "date", "--mode", "year", "--answer", "1900", "--min", "-18y", "--nearest", "--time-zone",
        zone,
      ])
    let thisYear = try #require(Int(try today(zone).prefix(4)))
    #expect(year.standardOutput == "\(thisYear - 18)\n")
    let start = Date()
    let hours = try PickerProcess.run(
      [
        "date", "--mode", "datetime", "--answer", "9999-12-31T23:59", "--max", "+2h", "--nearest",
        "--time-zone", "UTC",
      ])
    let formatter = DateFormatter()
    formatter.timeZone = .gmt
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
    let expected = [start, Date()].map { formatter.string(from: $0.addingTimeInterval(7_200)) }
    #expect(expected.contains(String(hours.standardOutput.dropLast())))
  }

  @Test(
    "Bad --seconds, --format and relative bounds are usage errors that say what is allowed",
    arguments: [
      (
        ["date", "--mode", "countdown", "--format", "epoch", "--answer", "1:30"],
        "--format writes an instant, and a countdown has none: use --print value for its seconds "
          + "or --print text for H:MM"
      ),
      (
        ["date", "--format", "", "--answer", "2026-11-23"],
        "--format is empty: give a strftime format such as '%d.%m.%Y %H:%M', or epoch"
      ),
      (
        ["date", "--format", "%2000Y", "--answer", "2026-11-23"],
        "--format gives more than 1024 bytes: shorten it (a width such as %1000Y pads)"
      ),
      (
        ["date", "--format", String(repeating: "%Y", count: 200), "--answer", "2026-11-23"],
        "--format has 400 characters: at most 256"
      ),
      (
        ["date", "--seconds", "--answer", "2026-11-23"],
        "seconds adds a seconds wheel to a time, datetime or countdown; mode date has no time"
      ),
      (
        ["date", "--min", "+99999999999d", "--answer", "2026-11-23"],
        "min +99999999999d: +99999999999d is too far from today: the wheels hold the years "
          + "1-9999"
      ),
      (
        ["date", "--max", "+2h", "--answer", "2026-11-23"],
        "max +2h: \"+2h\" is not in the form YYYY-MM-DD, today, tomorrow, yesterday, now, or "
          + "+N or -N with d, w, mo or y (+7d, -2w)"
      ),
      (
        ["date", "--mode", "time", "--min", "+7d", "--answer", "12:00"],
        "min +7d: \"+7d\" is not in the form HH:MM, now, or +N or -N with h or min (+2h, -30min)"
      ),
      (
        ["date", "--mode", "countdown", "--seconds", "--max", "99:59", "--answer", "1:00:00"],
        "max 99:59: \"99:59\" is not in the form H:MM:SS"
      ),
      (
        [
          "date", "--mode", "month-year", "--min", "2027-01", "--max", "2026-12", "--answer",
          "2026-12",
        ],
        "the minimum 2027-01 is after the maximum 2026-12"
      ),
    ])
  func badSettings(arguments: [String], message: String) throws {
    let outcome = try PickerProcess.run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.hasPrefix("Error: \(message)\n"))
  }

  @Test("--help reads at 80 columns: paragraphs re-wrap, no line is longer")
  func help() throws {
    let help = try PickerProcess.run(["date", "--help"])
    let lines = help.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(lines.contains { $0.hasPrefix("--seconds adds a seconds wheel") })
    #expect(lines.contains { $0.hasPrefix("--format sets what --print text prints") })
    #expect(help.standardOutput.contains("month-year"))
  }

  @Test(
    "--range: an ISO 8601 interval in and out, the end never before the start nor past --longest",
    arguments: [
      (["--answer", "2026-12-20/2027-01-02"], 0, "2026-12-20/2027-01-02\n", ""),
      (
        ["--answer", "2026-12-20/2026-12-01"], 1, "",
        "picker: the end 2026-12-01 is before the start 2026-12-20: a range ends on or after it\n"
      ),
      (
        ["--longest", "14d", "--answer", "2026-12-20/2027-01-20", "--nearest"], 0,
        "2026-12-20/2027-01-03\n",
        "picker: the end 2027-01-20 is more than 14d after the start 2026-12-20: a range spans 14d "
          + "at most; moved to 2026-12-20/2027-01-03\n"
      ),
      (["--mode", "time", "--answer", "09:00/17:30", "--print", "value"], 0, "09:00/17:30\n", ""),
    ] as [([String], Int32, String, String)])
  func range(arguments: [String], status: Int32, printed: String, error: String) throws {
    let outcome = try PickerProcess.run(["date", "--range", "--time-zone", "UTC"] + arguments)
    #expect(outcome.status == status, "\(outcome.standardError)")
    #expect(outcome.standardOutput == printed)
    #expect(outcome.standardError == error)
  }

  @Test("--range --print json has the start and the end")
  func rangeAsJSON() throws {
    let outcome = try PickerProcess.run(
      ["date", "--range", "--mode", "time", "--answer", "09:00/17:30", "--print", "json"])
    #expect(outcome.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    #expect(object["start"] as? String == "09:00" && object["end"] as? String == "17:30")
    #expect(object["value"] as? String == "09:00/17:30")
    #expect(object["written"] as? String == "9:00 AM – 5:30 PM")
    #expect(object["spoken"] as? String == "from 9:00 AM to 5:30 PM")
  }

  @Test(
    "--range on a pty: Right goes on to the end's wheels; an end moved before the start follows")
  func rangeOnATerminal() throws {
    let pty = try PseudoTerminal(
      ["date", "--range", "--time-zone", "UTC", "--value", "2026-12-20/2026-12-22"])
    #expect(pty.waitFor("2026-12-20/2026-12-22"), "\(pty.screenLines)")
    pty.type("\u{1B}[C", "\u{1B}[C", "\u{1B}[C", "\u{1B}[C", "\u{1B}[C")  // to the end's day
    pty.type("\u{1B}[B", "\u{1B}[B", "\u{1B}[B")  // three days down: before the start
    #expect(pty.waitFor("is before the start"), "\(pty.screenLines)")
    #expect(pty.waitFor("2026-12-20/2026-12-20"), "\(pty.screenLines)")
    pty.type("\r", "\r")
    #expect(pty.waitForExit() == 0, "\(pty.screenLines)")
    #expect(pty.stdout == "2026-12-20/2026-12-20\n")
  }
}
