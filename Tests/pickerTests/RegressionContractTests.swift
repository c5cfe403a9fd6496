import Foundation
import Testing

/// What issue 10 measured, each through the real executable: nothing traps, and every answer is
/// one the user would expect.
@Suite("The script contract never traps and never pretends")
struct RegressionContractTests {
  @Test(
    "Huge answers and bounds get an answer or a message, never a crash",
    arguments: [
      (["9.9", "--answer", "999999999999999999.99", "--nearest"], Int32(0), "9.9"),
      (["99x", "--answer", "576460752303423487.97", "--nearest"], 0, "99 15/16"),
      (["x", "--max", "922337203685478", "--answer", "0"], 64, ""),
      (["99x", "--answer=-576460752303423487.97", "--nearest"], 0, "00"),
      (["±9.9", "--answer=-999999999999999999999999", "--nearest"], 0, "-9.9"),
    ])
  func noTrap(arguments: [String], status: Int32, printed: String) throws {
    let outcome = try PickerProcess.run(arguments)
    #expect(outcome.status == status)
    #expect(outcome.standardOutput == (printed.isEmpty ? "" : printed + "\n"))
    if status != 0 { #expect(!outcome.standardError.isEmpty) }
  }

  @Test(
    "Every printed text is accepted back as the same value",
    arguments: [
      (["9'x", "--answer", "9.9375", "--nearest"], ["9'x", "--answer"]),
      (["99 x", "--answer", "12"], ["99 x", "--answer"]),
      (["$9,999.99", "--answer", "1234.5"], ["$9,999.99", "--answer"]),
    ])
  func printedTextReadsBack(first: [String], again: [String]) throws {
    let printed = try PickerProcess.run(first)
    #expect(printed.status == 0)
    let text = printed.standardOutput.trimmingCharacters(in: .newlines)
    let back = try PickerProcess.run(again + [text, "--print", "value"])
    #expect(back.status == 0, "\(text): \(back.standardError)")
    let value = try PickerProcess.run(first + ["--print", "value"])
    #expect(back.standardOutput == value.standardOutput)
  }

  @Test("--to shows the true converted amount and says in JSON whether it fits the wheels")
  func honestConversion() throws {
    let text = try PickerProcess.run(["measure", "volume", "--answer", "30 gal", "--to", "mL"])
    #expect(text.standardOutput == "113562.35352 mL\n")
    let json = try PickerProcess.run(
      ["measure", "volume", "--answer", "30 gal", "--to", "mL", "--print", "json"])
    #expect(json.standardOutput.contains(#""fits":false"#))
    #expect(json.standardOutput.contains(#""value":113562.35352"#))
  }

  @Test("Settings with no legal value are refused with a message")
  func noLegalValue() throws {
    let outcome = try PickerProcess.run([
      "date", "--mode", "time", "--min", "09:07", "--max", "09:10", "--minute-interval", "15",
      "--answer", "09:08", "--nearest",
    ])
    #expect(outcome.status == 64)
    #expect(outcome.standardOutput.isEmpty)
    #expect(
      outcome.standardError.contains(
        "no time from the minimum 09:07 to the maximum 09:10 falls on the 15-minute grid"))
  }

  @Test(
    "Any locale Foundation knows works, with _ or -",
    arguments: ["de_DE", "de-DE", "zh_CN", "zh-Hant-TW", "sr_RS", "en-GB"])
  func locales(locale: String) throws {
    let outcome = try PickerProcess.run(
      ["date", "--locale", locale, "--answer", "2025-02-28", "--time-zone", "UTC"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.standardOutput == "2025-02-28\n")
  }

  @Test("An unknown locale is refused and the message says what is allowed")
  func unknownLocale() throws {
    let outcome = try PickerProcess.run(["date", "--locale", "xx_YY", "--answer", "2025-02-28"])
    #expect(outcome.status == 64)
    #expect(outcome.standardError.contains("unknown locale xx_YY: use an identifier such as"))
  }
}
