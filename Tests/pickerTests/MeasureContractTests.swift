import Foundation
import Testing

/// `picker measure`'s script contract, through the real executable.
@Suite("picker measure for scripts")
struct MeasureContractTests {
  @Test(
    "Answers and conversions print text, value or JSON",
    arguments: [
      (["measure", "temperature", "--answer", "21 °C", "--to", "°F", "--print", "value"], "69.8"),
      (["measure", "temperature", "--answer=-40 C", "--to", "F", "--print", "value"], "-40"),
      (["measure", "speed", "--answer", "12 km/h", "--to", "min/km"], "5:00 min/km"),
      (["measure", "speed", "--answer", "12 km/h", "--to", "min/km", "--print", "value"], "300"),
      (["measure", "pace", "--answer", "6:00 min/mi", "--to", "mph", "--print", "value"], "10"),
      (["measure", "pace", "--answer", "5:00 min/km", "--print", "value"], "300"),
      (["measure", "length", "--answer", "1 mi", "--to", "m", "--print", "value"], "1609.344"),
      (["measure", "mass", "--answer", "1 lb", "--to", "kg", "--print", "value"], "0.45359237"),
      (["measure", "volume", "--answer", "1 gal", "--to", "fl oz"], "128.00 fl oz"),
      (
        ["measure", "volume", "--answer", "2 imp pt", "--to", "imp fl oz", "--print", "value"], "40"
      ),
      (
        ["measure", "temperature", "--answer", "70 °F", "--to", "°C", "--print", "value"],
        "21.1111111111"
      ),
      (["measure", "mass", "--answer", "12", "--units", "g,kg"], "12.0 g"),
      (["measure", "count", "--answer", "12 ea"], "12 ea"),
      (["measure", "duration", "--answer", "1:30:00 s", "--to", "h", "--print", "value"], "1.5"),
    ])
  func accepted(arguments: [String], printed: String) throws {
    try PickerProcess.expectAccepted(arguments, printed: printed)
  }

  @Test("--print json has value, unit and text")
  func json() throws {
    let outcome = try PickerProcess.run(
      ["measure", "mass", "--answer", "1 lb", "--to", "kg", "--print", "json"])
    #expect(outcome.standardOutput.contains("\"value\":0.45359237}"))
    let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
    // The answer as every --print json reports it, and the conversion beside it.
    let answer = try #require(object as? [String: Any])
    #expect(answer["unit"] as? String == "lb")
    #expect(answer["value"] as? Int == 1)
    let fields = try #require(answer["converted"] as? [String: Any])
    #expect(fields["unit"] as? String == "kg")
    // The true amount, not the 0.454 the kg wheels would round it to.
    #expect(fields["text"] as? String == "0.45359237 kg")
    #expect(fields["exact"] as? Bool == true)
    #expect(fields["fits"] as? Bool == false)
  }

  @Test(
    "Refused measures: the reason on stderr, nothing on stdout, exit 1",
    arguments: [
      (
        ["measure", "mass", "--answer", "1.5 L"],
        "1.5 L is a volume (L), but this picker measures mass"
      ),
      (
        ["measure", "mass", "--answer", "3 stone"],
        "unknown unit \"stone\": mass units are kg, g, mg, lb, oz"
      ),
      (
        ["measure", "mass", "--answer", "kg"],
        "\"kg\" has no quantity: give a number and a unit, as in 1.5 kg"
      ),
      (["measure", "mass", "--answer=-1 kg"], "-1 kg: a mass cannot be below zero"),
      (
        ["measure", "temperature", "--answer=-300 °C"],
        "-300 °C is below absolute zero (-273.15 °C)"
      ),
      (["measure", "mass", "--answer", "NaN kg"], "NaN is not a finite number: give digits (kg)"),
      (["measure", "mass", "--answer", "inf kg"], "inf is not a finite number: give digits (kg)"),
      (
        ["measure", "mass", "--answer", "1000000000000 kg"],
        "1000000000000 is above the maximum 999.999 (kg)"
      ),
      (
        ["measure", "speed", "--answer", "0 km/h", "--to", "min/km"],
        "0 km/h has no reciprocal: a speed or pace of zero cannot convert"
      ),
    ])
  func refused(arguments: [String], message: String) throws {
    try PickerProcess.expectRefused(arguments, message: message)
  }

  @Test(
    "Bad dimensions, unit lists and targets are usage errors",
    arguments: [
      (
        ["measure", "weight", "--answer", "1 kg"], "The value 'weight' is invalid for '<dimension>'"
      ),
      (
        ["measure", "mass", "--units", "kg,L", "--answer", "1 kg"],
        "L is a volume (L), but this picker measures mass"
      ),
      (
        ["measure", "mass", "--answer", "1 kg", "--to", "L"],
        "--to L is not a unit this can convert to: use kg, g, mg, lb, oz"
      ),
    ])
  func usage(arguments: [String], message: String) throws {
    let outcome = try PickerProcess.run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.standardError.contains(message))
  }
}
