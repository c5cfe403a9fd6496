import Foundation
import Testing

@testable import PickerCore
@testable import PickerKit

/// Each refusal, word for word: what was wrong and what is allowed.
@Suite("Refusal messages")
struct MessageTests {
  @Test(
    "Refused answers say why",
    arguments: [
      ("59:59", "12:60", "seconds must be 0-59, got 60"),
      ("59:59", "60:00", "minutes must be 0-59, got 60"),
      ("99:59:59", "100:00:00", "hours must be 0-99, got 100"),
      ("99.9", "3.14", "3.14 has more decimals than 99.9 holds"),
      ("99.9", "250", "250 is above the maximum 99.9"),
      ("59:59.99", "3600", "3600 is above the maximum 59:59.99 (3599.99)"),
      ("99.9", "-3", "-3 is below zero, but 99.9 has no sign wheel (start the pattern with ±)"),
      ("±9.9", "-12", "-12 is below the minimum -9.9"),
      (
        "99x", "12 1/3",
        "12 1/3 is not a whole number of sixteenths: 99x holds 0, 1/16, 1/8 ... 15/16"
      ),
      ("99x", "12.3", "12.3 is not a whole number of sixteenths: 99x holds 0, 1/16, 1/8 ... 15/16"),
      ("99.9", "abc", "\"abc\" is not a value for 99.9: give digits such as 99.9"),
      ("99.9", "1e5", "\"1e5\" is not a value for 99.9: give digits such as 99.9"),
      ("99.9", "NaN", "NaN is not a finite number: give digits"),
      ("99.9", "inf", "inf is not a finite number: give digits"),
      ("99.9", "-Infinity", "-Infinity is not a finite number: give digits"),
      ("99.9", "", "no value given: type a number"),
      ("99.9", "   ", "no value given: type a number"),
      (
        "99.9", String(repeating: "9", count: 65),
        "the answer is 65 characters long; at most 64 are read"
      ),
      ("99.9", "99999999999999999999999", "99999999999999999999999 is above the maximum 99.9"),
      ("59:59", "1:02:03", "1:02:03 has more ':' groups than 59:59, which has 2"),
      ("99.9", "1:30", "1:30 has more ':' groups than 99.9, which has 0"),
      ("95", "8", "8 cannot be shown on 95: wheel 2 holds 0-5, it would need 8"),
      ("59:59", "12:5x", "\"12:5x\" is not a value for 59:59: give digits such as 59:59"),
    ])
  func refusals(pattern: String, answer: String, message: String) throws {
    let picker = try PatternPicker(pattern: WheelPattern(pattern))
    do {
      let accepted = try picker.accept(answer)
      Issue.record("\(answer) was accepted as \(accepted.text)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("Constraints outside the rules are refused with a reason")
  func constraintErrors() throws {
    let pattern = try WheelPattern("99.9")
    let cases: [(ValueConstraints, String)] = [
      (
        ValueConstraints(minimum: Decimal(string: "0.05")),
        "minimum 0.05 has more decimals than 99.9 holds"
      ),
      (ValueConstraints(maximum: 150), "maximum 150 is outside what 99.9 holds (0 to 99.9)"),
      (ValueConstraints(minimum: 60, maximum: 50), "minimum 60 is above the maximum 50"),
      (ValueConstraints(step: 0), "step must be above 0, got 0"),
      (
        ValueConstraints(step: Decimal(string: "0.05")),
        "step 0.05 is finer than 99.9 can show (0.1)"
      ),
    ]
    for (constraints, message) in cases {
      let setting = ["minimum", "maximum", "step"].first { message.hasPrefix($0) }
      #expect(
        throws: ConstraintError(
          message, setting: setting == "step" ? "step" : String(setting?.prefix(3) ?? ""))
      ) {
        try PatternPicker(pattern: pattern, constraints: constraints)
      }
    }
    #expect(
      throws: ConstraintError("no value of 95 lies within 6 to 9 on steps of 1", setting: "step")
    ) {
      try PatternPicker(
        pattern: WheelPattern("95"), constraints: ValueConstraints(minimum: 6, maximum: 9))
    }
  }
}
