import Testing

@testable import PickerCore
@testable import PickerKit

@Suite("The pattern language")
struct WheelPatternTests {
  @Test("59:59.99 is minutes, seconds and hundredths")
  func minutesSecondsHundredths() throws {
    let pattern = try WheelPattern("59:59.99")
    #expect(pattern.wheels.map(\.rowCount) == [6, 10, 1, 6, 10, 1, 10, 10])
    #expect(pattern.resolution == .decimal(places: 2))
    #expect(pattern.maximumUnits == 359_999)
  }

  @Test("x is a wheel of sixteenths, reduced as seed 001 shows them")
  func sixteenthsTitles() throws {
    let pattern = try WheelPattern("99x")
    let titles = (0..<16).map { pattern.wheels[2].title(forRow: $0) }
    #expect(
      titles == [
        "0", "1/16", "1/8", "3/16", "1/4", "5/16", "3/8", "7/16", "1/2", "9/16", "5/8", "11/16",
        "3/4", "13/16", "7/8", "15/16",
      ])
    #expect(pattern.resolution == .sixteenths)
  }

  @Test("± is a sign wheel and other characters are one-row separators")
  func signAndSeparators() throws {
    let pattern = try WheelPattern("±$99.9°")
    #expect(
      pattern.wheels.map(\.kind) == [
        .sign, .separator("$"), .digit(max: 9), .digit(max: 9), .separator("."), .digit(max: 9),
        .separator("°"),
      ])
    #expect(pattern.allowsNegative)
  }

  @Test(
    "A bad pattern names the offending character",
    arguments: [
      ("", 0, "a pattern needs at least one wheel, for example 99.9 or 59:59"),
      ("9..9", 2, "a pattern has at most one decimal point"),
      ("90", 1, "0 is not a wheel: a digit wheel is 1-9, its highest row"),
      ("99x9", 3, "a digit wheel cannot follow x: the sixteenths come last"),
      ("9.9x", 3, "x cannot follow a decimal point: use decimals or sixteenths"),
      ("9x.", 2, "a decimal point cannot follow x: use decimals or sixteenths"),
      ("xx", 1, "a pattern has at most one x (sixteenths) wheel"),
      ("9±9", 1, "the sign wheel ± must come before every digit wheel"),
      ("±±9", 1, "a pattern has at most one ±"),
      (":59", 0, "each ':' needs digit wheels before it, as in 59:59"),
      ("59:", 2, "each ':' needs digit wheels after it, as in 59:59"),
      ("9.9:9", 3, "':' groups belong before the decimal point and before x"),
      ("59:99", 3, "a group after ':' counts 0-59 (base 60), but this one reaches 99"),
      ("9:59:59:59", 7, "at most three ':' groups: hours, minutes and seconds"),
      ("$-", 0, "a pattern needs at least one digit wheel (1-9) or x"),
      ("9999999999999999999", 0, "more digits than an exact value can hold (18 at most)"),
      ("9999999999.999999999", 0, "more digits than an exact value can hold (18 at most)"),
      (
        "9" + String(repeating: "-", count: 70), 64,
        "a pattern has at most 64 characters, this one 71"
      ),
    ])
  func badPatterns(source: String, offset: Int, reason: String) {
    #expect(throws: PatternError(pattern: source, offset: offset, reason: reason)) {
      try WheelPattern(source)
    }
  }

  @Test("A pattern error reads as one line and draws a caret under the character")
  func patternErrorText() {
    let error = PatternError(
      pattern: "9..9", offset: 2, reason: "a pattern has at most one decimal point")
    #expect(
      error.description
        == "bad pattern \"9..9\" at character 3: a pattern has at most one decimal point")
    #expect(error.caretDiagram == "  9..9\n    ^")
  }

  @Test("Eighteen digits are the most an exact value holds")
  func eighteenDigits() throws {
    let pattern = try WheelPattern("999999999999999999")
    #expect(pattern.maximumUnits == 999_999_999_999_999_999)
  }
}
