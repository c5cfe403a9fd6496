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
    ])
  func accepted(arguments: [String], printed: String) throws {
    let outcome = try PickerProcess.run(arguments)
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == printed + "\n")
    #expect(outcome.standardError.isEmpty)
  }

  @Test(
    "Refused answers: the reason on stderr, nothing on stdout, exit 1",
    arguments: [
      (["date", "--answer", "2025-02-30"], "2025-02-30 is not a date: February 2025 has 28 days"),
      (["date", "--answer", "2025-13-01"], "month must be 1-12, got 13"),
      (["date", "--mode", "time", "--answer", "24:00"], "hour must be 0-23, got 24"),
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
    let outcome = try PickerProcess.run(arguments)
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError == "picker: \(message)\n")
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
    // The message says where the value went as a person writes it.
    #expect(outcome.standardError.hasSuffix("; moved to \(written)\n"))
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
        "--min someday: \"someday\" is not in the form"
      ),
    ])
  func badSettings(arguments: [String], message: String) throws {
    let outcome = try PickerProcess.run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.contains(message))
  }
}
