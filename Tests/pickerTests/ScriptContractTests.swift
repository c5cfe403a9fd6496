import Foundation
import Testing

/// The script contract, through the real executable and real pipes.
@Suite("picker PATTERN for scripts")
struct ScriptContractTests {
  @Test(
    "Accepted answers print text, value or JSON and exit 0",
    arguments: [
      (["59:59.99", "--answer", "12:54.37", "--print", "value"], "774.37"),
      (["59:59.99", "--answer", "12:54.37"], "12:54.37"),
      (["99.9", "--answer", "3.1"], "03.1"),
      (["99.9", "--answer", "03.1", "--print", "value"], "3.1"),
      (["999.99", "--answer", "3.1"], "003.10"),
      (["99x", "--answer", "12 3/8", "--print", "value"], "12.375"),
      (["99:59:59", "--answer", "11:23", "--print", "value"], "683"),
      (["99.9", "--answer", "0", "--print", "value"], "0"),
      (["99", "--answer", "50", "--min", "45", "--max", "90"], "50"),
    ])
  func accepted(arguments: [String], printed: String) throws {
    try PickerProcess.expectAccepted(arguments, printed: printed)
  }

  @Test(
    "Refused answers: the reason on stderr, nothing on stdout, exit 1",
    arguments: [
      (["59:59", "--answer", "12:60"], "seconds must be 0-59, got 60"),
      (["99.9", "--answer", "3.14"], "3.14 has more decimals than 99.9 holds"),
      (["99.9", "--answer", "250"], "250 is above the maximum 99.9"),
      (["99.9", "--answer", "nan"], "nan is not a finite number: give digits"),
      (["99.9", "--answer", "inf"], "inf is not a finite number: give digits"),
      (["99.9", "--answer", "abc"], "\"abc\" is not a value for 99.9: give digits such as 99.9"),
      (["99.9", "--answer", ""], "no value given: type a number"),
      (
        ["99.9", "--answer", String(repeating: "1", count: 200)],
        "the answer is 200 characters long; at most 64 are read"
      ),
      (
        ["99.9", "--answer", "21.3", "--min", "7", "--max", "32", "--step", "0.5"],
        "21.3 is off the step grid: steps of 0.5 from 7"
      ),
      (["99", "--answer", "40", "--min", "45"], "40 is below the minimum 45"),
    ])
  func refused(arguments: [String], message: String) throws {
    try PickerProcess.expectRefused(arguments, message: message)
  }

  @Test(
    "--nearest moves a refused answer to the nearest legal value",
    arguments: [
      (["99.9", "--answer", "3.14"], "03.1", "3.1"),
      (["99.9", "--answer", "250"], "99.9", "99.9"),
      (["99.9", "--answer", "21.3", "--min", "7", "--max", "32", "--step", "0.5"], "21.5", "21.5"),
      (["99x", "--answer", "12 1/3"], "12 5/16", "12 5/16"),
      (["99.9", "--answer", "2.25"], "02.3", "2.3"),
    ])
  func nearest(arguments: [String], printed: String, written: String) throws {
    let outcome = try PickerProcess.run(arguments + ["--nearest"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == printed + "\n")
    #expect(outcome.standardError.hasSuffix("; moved to \(written)\n"))
  }

  @Test(
    "A value may begin with -: answers, bounds and steps",
    arguments: [
      (["±99.9", "--answer", "-5"], "-05.0"),
      (["±99.9", "--min", "-5", "--answer", "-4.5"], "-04.5"),
      (["±99.9", "--max", "-1", "--value", "-3", "--answer", "-2"], "-02.0"),
      (["measure", "temperature", "--answer", "-40 °F", "--print", "value"], "-40"),
      (["date", "--answer", "2025-02-28", "--min", "2025-01-01"], "2025-02-28"),
    ])
  func negativeValues(arguments: [String], printed: String) throws {
    let outcome = try PickerProcess.run(arguments)
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == printed + "\n")
  }

  @Test("A negative step or an answer below a negative minimum says why, not \"Missing value\"")
  func negativeRefusals() throws {
    let step = try PickerProcess.run(["99.9", "--step", "-1", "--answer", "5"])
    #expect(step.status == 64)
    #expect(step.standardError.contains("step must be above 0, got -1"))
    let below = try PickerProcess.run(["±99.9", "--min", "-5", "--answer", "-6"])
    #expect(below.status == 1)
    #expect(below.standardError == "picker: -6 is below the minimum -5\n")
  }

  @Test("Standard input that is not a terminal supplies the answer")
  func pipedAnswer() throws {
    let outcome = try PickerProcess.run(["59:59.99", "--print", "value"], input: "12:54.37\n")
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == "774.37\n")
    let empty = try PickerProcess.run(["59:59.99"], input: "")
    #expect(empty.status == 1)
    #expect(empty.standardError == "picker: no value given: type a number\n")
  }

  @Test("--print json has the text and an exact JSON number")
  func json() throws {
    let outcome = try PickerProcess.run(["59:59.99", "--answer", "12:54.37", "--print", "json"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains("\"value\":774.37,"))
    let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
    let fields = try #require(object as? [String: Any])
    #expect(fields["text"] as? String == "12:54.37")
    #expect(fields["spoken"] as? String == "12 minutes 54.37 seconds")
    #expect(fields["corrected"] as? Bool == false)
  }

  @Test("A bad pattern is a usage error that points at the character")
  func badPattern() throws {
    let outcome = try PickerProcess.run(["9..9", "--answer", "1"])
    #expect(outcome.status == 64)
    #expect(outcome.standardOutput.isEmpty)
    #expect(
      outcome.standardError.contains(
        "bad pattern \"9..9\" at character 3: a pattern has at most one decimal point"))
    #expect(outcome.standardError.contains("  9..9\n    ^"))
  }

  @Test(
    "Bad flags and constraints are usage errors",
    arguments: [
      (["99.9", "--print", "xml", "--answer", "1"], "The value 'xml' is invalid for '--print"),
      (
        ["99.9", "--min", "0.05", "--answer", "1"],
        "min 0.05: 0.05 has more decimals than 99.9 holds"
      ),
      (
        ["99.9", "--min", "60", "--max", "50", "--answer", "55"],
        "minimum 60 is above the maximum 50"
      ),
      (["99.9", "--step", "0", "--answer", "1"], "step must be above 0, got 0"),
    ])
  func badFlags(arguments: [String], message: String) throws {
    let outcome = try PickerProcess.run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.contains(message))
  }

  @Test("--help documents the exit codes")
  func help() throws {
    let outcome = try PickerProcess.run(["--help"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains("Exit codes:"))
    #expect(outcome.standardOutput.contains("64     a bad pattern, constraint or flag"))
    #expect(outcome.standardOutput.contains("124    --timeout passed"))
  }
}
