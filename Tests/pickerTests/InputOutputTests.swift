import Foundation
import Testing

/// Standard input, output and error, and the arguments, as a script meets them: through the real
/// executable and the shell's own redirections.
@Suite("Input, output and arguments", .serialized)
struct InputOutputTests {
  /// `/usr/bin/time -v`, which reports a command's peak memory, when installed.
  static let time = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")

  /// The peak memory in kilobytes from `/usr/bin/time -v`'s report, if any.
  static func maximumResidentKilobytes(in report: String) -> Int? {
    let prefix = "Maximum resident set size (kbytes):"
    return report.split(separator: "\n").lazy
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .first { $0.hasPrefix(prefix) }
      .flatMap { Int($0.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)) }
  }

  @Test("echo 3.1 | picker 99.9 > /dev/full: exit 74 and a message, never a lost answer")
  func fullDisk() throws {
    let outcome = try #require(try PickerProcess.shell(#"echo 3.1 | "$PICKER" 99.9 > /dev/full"#))
    #expect(outcome.status == 74)
    #expect(
      outcome.standardError
        == "picker: cannot write the answer to standard output: No space left on device\n")
  }

  @Test(
    "An endless answer on standard input is refused after 4096 bytes, in little memory",
    arguments: [
      // A 100 MB line, and a stream with no line end at all.
      #"head -c 100000000 /dev/zero | tr '\0' 1 | $TIME "$PICKER" 99.9"#,
      #"$TIME "$PICKER" 99.9 < /dev/zero"#,
    ])
  func endlessInput(script: String) throws {
    let time = Self.time ? "/usr/bin/time -v -o time.txt" : ""
    let outcome = try #require(
      try PickerProcess.shell(
        script + "; status=$?; cat time.txt >&2 2>/dev/null; exit $status",
        environment: ["TIME": time], timeout: 60),
      "still reading after 60 s")
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.isEmpty)
    #expect(
      outcome.standardError.hasPrefix(
        "picker: the answer on standard input is longer than 4096 bytes\n"))
    guard Self.time else {
      print("/usr/bin/time is not installed: the peak memory is not checked")
      return
    }
    let peak = try #require(Self.maximumResidentKilobytes(in: outcome.standardError))
    // The process itself takes some megabytes; a 100 MB answer read whole would take 100 000 kB.
    #expect(peak < 60_000, "peak memory \(peak) kB")
    print("peak memory: \(peak) kB")
  }

  @Test("An answer that sets the terminal's title is quoted escaped, on one line")
  func controlCharactersEscaped() throws {
    let outcome = try PickerProcess.run(["99.9", "--answer", "\u{1B}]0;x\u{07}"])
    #expect(outcome.status == 1)
    #expect(!outcome.standardError.contains("\u{1B}"))
    #expect(!outcome.standardError.contains("\u{07}"))
    #expect(outcome.standardError.filter { $0 == "\n" }.count == 1)
    #expect(outcome.standardError.hasSuffix("\n"))
    #expect(outcome.standardError.contains(#"\e]0;x\u{7}"#))
  }

  /// 131071 bytes, the longest argument Linux passes (MAX_ARG_STRLEN counts the final NUL),
  /// with an erase-screen sequence and a line end in it.
  static let huge = "ab\u{1B}[2J" + String(repeating: "x", count: 131_071 - 7) + "\n"

  @Test(
    "A huge answer is refused in a message under 300 bytes, escaped",
    arguments: [
      ["99.9", "--answer"], ["choose", "red", "green", "--answer"], ["date", "--answer"],
      ["measure", "mass", "--answer"],
    ])
  func hugeAnswer(arguments: [String]) throws {
    #expect(Self.huge.utf8.count == 131_071)
    let outcome = try PickerProcess.run(arguments + [Self.huge])
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.isEmpty)
    #expect(!outcome.standardError.isEmpty)
    #expect(outcome.standardError.utf8.count < 300, "\(outcome.standardError.utf8.count) bytes")
    #expect(!outcome.standardError.contains("\u{1B}"))
    #expect(outcome.standardError.filter { $0 == "\n" }.count == 1)
  }

  @Test("A 131072-byte answer line on standard input is refused in a short message")
  func hugeAnswerOnStandardInput() throws {
    // Through the shell: the picker stops reading early, and the writer meets a closed pipe.
    let outcome = try #require(
      try PickerProcess.shell(#"{ head -c 131072 /dev/zero | tr '\0' 1; echo; } | "$PICKER" 99.9"#))
    #expect(outcome.status == 1)
    #expect(outcome.standardError.utf8.count < 300)
  }

  @Test(
    "A huge setting, or a value the parser refuses, is quoted by its start and escaped",
    arguments: [
      ["99.9", "--min"], ["99.9", "--answer", "1", "--max"], ["99.9", "--step"],
      ["date", "--min"], ["date", "--max"], ["date", "--time-zone"], ["date", "--locale"],
      ["date", "--mode"], ["measure", "mass", "--units"], ["measure", "mass", "--to"],
      ["measure"], ["choose", "--column"], ["99.9", "--print"], ["99.9", "--timeout"],
      ["99.9", "--answer", "1"],
    ])
  func hugeSetting(arguments: [String]) throws {
    let outcome = try PickerProcess.run(arguments + [Self.huge])
    #expect(outcome.status == 64)
    #expect(outcome.standardOutput.isEmpty)
    let message = outcome.standardError
    #expect(message.hasPrefix("Error: "))
    #expect(!message.contains("\u{1B}"))
    // Quoted by its first 40 characters, with its length.
    #expect(!message.contains(String(repeating: "x", count: 41)))
    #expect(message.contains(#"ab\e[2Jxxx"#))
    #expect(message.contains("... (13107"))  // 131071 characters, or 131070 trimmed
    #expect(message.utf8.count < 1_000, "\(message.utf8.count) bytes")
  }

  @Test("An unknown option or a value with a line break is quoted on one line")
  func parserQuotesEscaped() throws {
    let option = try PickerProcess.run(["99.9", "--answer", "1", "--\u{1B}]0;x\u{07}"])
    #expect(option.status == 64)
    #expect(option.standardError.hasPrefix(#"Error: Unknown option '--\e]0;x\u{7}'"# + "\n"))
    let value = try PickerProcess.run(["99.9", "--answer", "1", "--print", "x\ny"])
    #expect(value.status == 64)
    #expect(value.standardError.hasPrefix(#"Error: The value 'x\ny' is invalid for '--print"#))
  }

  @Test(
    "An option given twice is refused with 64, naming it",
    arguments: [
      (["99", "--min", "1", "--min", "2", "--answer", "5"], "--min"),
      (["99", "--title", "a", "--title=b", "--answer", "5"], "--title"),
      (["choose", "a", "b", "--print", "index", "--print=label", "--answer", "a"], "--print"),
      (
        ["date", "--answer", "2025-01-01", "--time-zone", "UTC", "--time-zone", "UTC"],
        "--time-zone"
      ),
    ])
  func repeatedOption(arguments: [String], name: String) throws {
    let outcome = try PickerProcess.run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.hasPrefix("Error: \(name) is given more than once"))
  }

  @Test("A value that looks like an option is a value, not a repeat")
  func valueLikeAnOption() throws {
    let outcome = try PickerProcess.run(["99", "--min", "1", "--answer", "--min"])
    #expect(outcome.status == 1)
    #expect(
      outcome.standardError == "picker: \"--min\" is not a value for 99: give digits such as 99\n")
    let columns = try PickerProcess.run([
      "choose", "--column", "S,M", "--column", "red,blue", "--answer", "M red",
    ])
    #expect(columns.status == 0)
    #expect(columns.standardOutput == "M red\n")
  }

  @Test(
    "--units with an empty or repeated unit is refused with 64",
    arguments: [
      (["kg,kg,,"], "an empty unit"),
      (["kg,,g"], "an empty unit"),
      (["kg,g,kg"], "units: kg names kg again; list each unit once"),
    ])
  func badUnits(units: [String], message: String) throws {
    let outcome = try PickerProcess.run(["measure", "mass", "--answer", "1 kg", "--units"] + units)
    #expect(outcome.status == 64)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.contains(message))
  }

  @Test(
    "--help reads at 80 columns: no line is longer",
    arguments: [["--help"], ["measure", "--help"], ["date", "--help"], ["choose", "--help"]])
  func helpFitsEightyColumns(arguments: [String]) throws {
    let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
    let outcome = try #require(
      try PickerProcess.shell(#""$PICKER" "# + quoted, environment: ["COLUMNS": "80"]))
    #expect(outcome.status == 0)
    let lines = outcome.standardOutput.split(separator: "\n")
    #expect(lines.count > 10)
    for line in lines {
      #expect(line.count <= 80, "\(line.count) columns: \(line)")
    }
  }

  @Test("Shell completions: a bash script that knows the subcommands")
  func completions() throws {
    let outcome = try PickerProcess.run(["--generate-completion-script", "bash"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains("complete"))
    #expect(outcome.standardOutput.contains("choose"))
    #expect(outcome.standardOutput.contains("measure"))
  }
}
