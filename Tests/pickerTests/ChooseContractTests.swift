import Foundation
import PickerKit
import Testing

/// `picker choose`: labels from arguments, a file or standard input; the same adapter and
/// answering path as every other picker.
@Suite("picker choose", .serialized)
struct ChooseContractTests {
  @Test(
    "Script mode: an answer is a label, in any case; --nearest takes the start of one",
    arguments: [
      (["choose", "red", "green", "blue", "--answer", "green"], "green"),
      (["choose", "red", "green", "blue", "--answer", "BLUE"], "blue"),
      (["choose", "red", "green", "blue", "--answer", "gr", "--nearest"], "green"),
      (
        ["choose", "red", "green", "blue", "--answer", "blue", "--print", "json"],
        #"{"corrected":false,"entering":false,"index":2,"label":"blue","labels":["blue"],"moves":[],"ready":true,"rows":[2],"spoken":"blue","state":{"focus":0,"rows":[2]},"text":"blue","value":"blue","valueText":"blue","written":"blue"}"#
      ),
    ])
  func scriptMode(arguments: [String], printed: String) throws {
    let outcome = try PickerProcess.run(arguments)
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == printed + "\n")
  }

  @Test("A piped line is the answer when the labels are arguments")
  func pipedAnswer() throws {
    let outcome = try PickerProcess.run(["choose", "tea", "coffee"], input: "coffee\n")
    #expect(outcome.standardOutput == "coffee\n")
  }

  @Test(
    "Refused: not an option, or too short to tell apart; the reason says what is allowed",
    arguments: [
      (
        ["choose", "red", "green", "blue", "--answer", "purple"], 1,
        "picker: \"purple\" is not an option: choose one of red, green, blue"
      ),
      (
        ["choose", "blue", "black", "--answer", "bl", "--nearest"], 1,
        "picker: \"bl\" begins several options (blue, black): type more of one"
      ),
    ])
  func refused(arguments: [String], status: Int32, message: String) throws {
    let outcome = try PickerProcess.run(arguments)
    #expect(outcome.status == status)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError == message + "\n")
  }

  @Test(
    "--disabled: a label shown that cannot be chosen; refused as an answer, --nearest moves on",
    arguments: [
      (["choose", "S", "M", "L", "--disabled", "M", "--answer", "L"], 0, "L\n", ""),
      (
        ["choose", "S", "M", "L", "--disabled", "M", "--answer", "m"], 1, "",
        "picker: \"M\" is unavailable: choose one of S, L\n"
      ),
      (
        ["choose", "S", "M", "L", "--disabled", "m", "--answer", "M", "--nearest"], 0, "L\n",
        "picker: \"M\" is unavailable: choose one of S, L; moved to L\n"
      ),
      (
        ["choose", "S", "M", "--disabled", "S", "--disabled", "M", "--answer", "S"], 64, "",
        "every option of choice is disabled: enable at least one"
      ),
      (
        ["choose", "S", "M", "--disabled", "Q", "--answer", "S"], 64, "",
        "--disabled Q names no label"
      ),
      // In one column alone: M is dimmed in the first column and can be chosen in the second.
      (
        [
          "choose", "--column", "S,M", "--column", "M,L", "--disabled-in-column", "1:m",
          "--answer", "S M",
        ], 0, "S M\n", ""
      ),
      (
        [
          "choose", "--column", "S,M", "--column", "M,L", "--disabled-in-column", "1:M",
          "--answer", "M M",
        ], 1, "", "picker: \"M\" is unavailable: choose one of S\n"
      ),
      (
        ["choose", "--column", "S,M", "--disabled-in-column", "2:M", "--answer", "S"], 64, "",
        "--disabled-in-column 2:M is not N:label with N a column, 1 to 1"
      ),
      (
        ["choose", "--column", "S,M", "--column", "L", "--disabled-in-column", "2:M"], 64, "",
        "--disabled-in-column 2:M: column 2 has no label M"
      ),
    ])
  func disabled(arguments: [String], status: Int32, printed: String, message: String) throws {
    let outcome = try PickerProcess.run(arguments)
    #expect(outcome.status == status, "\(outcome.standardError)")
    #expect(outcome.standardOutput == printed)
    #expect(
      status == 64 ? outcome.standardError.contains(message) : outcome.standardError == message)
  }

  @Test("On a terminal a disabled label is dimmed, and Up and typing pass over it")
  func disabledOnTheTerminal() throws {
    let pty = try PseudoTerminal(
      ["choose", "S", "M", "L", "XL", "--disabled", "M"], removing: ["NO_COLOR"])
    #expect(pty.waitUntil { Self.focus($0) == "S" })
    // M, the row below the selection, drawn dim (SGR 2).
    #expect(pty.waitForBytes("\u{1B}[2m M"), "\(pty.output.debugDescription)")
    pty.type("\u{1B}[A")  // Up passes over M
    #expect(pty.waitUntil { Self.focus($0) == "L" }, "\(pty.screenLines)")
    pty.type("\u{1B}[B")  // Down passes back over it
    #expect(pty.waitUntil { Self.focus($0) == "S" }, "\(pty.screenLines)")
    pty.type("m")  // no label that can be chosen starts with m
    pty.type("x")
    #expect(pty.waitUntil { Self.focus($0) == "XL" }, "\(pty.screenLines)")
    pty.type("\r")
    #expect(pty.waitForExit() == 0)
    #expect(pty.stdout == "XL\n")
  }

  @Test("Labels from a file, one per line, with an answer")
  func fileLabels() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("labels-\(UUID().uuidString).txt")
    try "apple\nbanana\n\ncherry\n".write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try PickerProcess.run(["choose", "--file", file.path, "--answer", "cherry"])
    #expect(outcome.standardOutput == "cherry\n")
  }

  @Test("Labels on standard input open the wheel on the terminal; typing jumps, Enter prints")
  func interactiveFromStandardInput() throws {
    let pty = try PseudoTerminal(
      ["choose", "--title", "Fruit"], standardInput: "apple\nbanana\nblueberry\ncherry\n")
    #expect(pty.waitFor("Fruit"))
    pty.type("b", "l")
    #expect(pty.waitFor("blueberry"))
    pty.type("\u{1B}[A")  // Up: the next label, as a spin button increases
    #expect(pty.waitFor("cherry"))
    pty.type("\r")
    #expect(pty.waitForExit() == 0)
    #expect(pty.stdout == "cherry\n")
  }

  @Test("Labels as arguments on a terminal: Esc cancels with 130")
  func interactiveCancel() throws {
    let pty = try PseudoTerminal(["choose", "small", "medium", "large"])
    #expect(pty.waitFor("small"))
    pty.type("\u{1B}")
    #expect(pty.waitForExit() == 130)
    #expect(pty.stdout.isEmpty)
  }

  /// The focused wheel's label as the screen shows it, between the focus brackets.
  static func focus(_ screen: Screen) -> String? {
    for line in screen.lines {
      guard let open = line.firstIndex(of: "["),
        let close = line[open...].firstIndex(of: "]")
      else { continue }
      return line[line.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
    }
    return nil
  }

  @Test(
    "On a terminal, typing the start of a label picks it; --print label or index",
    arguments: [
      (["choose", "red", "green", "blue"], "g", "green", "green"),
      (["choose", "red", "green", "blue", "--print", "label"], "bl", "blue", "blue"),
      (["choose", "red", "green", "blue", "--print", "index"], "b", "blue", "2"),
      // A label typed to its last letter: the letters after the first that picked it spell it
      // further, rather than starting another (r is red).
      (["choose", "red", "green", "blue"], "green", "green", "green"),
      (["choose", "--column", "red,green,blue"], "GREEN", "green", "green"),
    ])
  func typeAhead(arguments: [String], typed: String, shown: String, printed: String) throws {
    let pty = try PseudoTerminal(arguments)
    #expect(pty.waitUntil { Self.focus($0) == "red" })
    pty.type(typed)
    #expect(pty.waitUntil { Self.focus($0) == shown }, "\(pty.screenLines)")
    pty.type("\r")
    #expect(pty.waitForExit() == 0)
    #expect(pty.stdout == printed + "\n")
  }

  @Test("Two --column wheels: Left and Right move between them, Up turns one, Enter prints both")
  func columnsOnTheTerminal() throws {
    let pty = try PseudoTerminal(["choose", "--column", "S,M,L", "--column", "red,green,blue"])
    let escape = "\u{1B}"
    #expect(pty.waitUntil { Self.focus($0) == "S" })
    for (key, focused) in [
      ("[C", "red"),  // Right: the colours
      ("[A", "green"),  // Up turns them
      ("[B", "red"),  // Down turns back
      ("[D", "S"),  // Left: the sizes
      ("[A", "M"),  // Up
    ] {
      pty.type(escape + key)
      #expect(pty.waitUntil { Self.focus($0) == focused }, "\(key): \(pty.screenLines)")
    }
    pty.type("\r")
    #expect(pty.waitForExit() == 0)
    #expect(pty.stdout == "M red\n")
  }

  @Test("--cyclic-column 2: only the colours loop; the sizes stop at their last label")
  func oneColumnLoops() throws {
    let pty = try PseudoTerminal(
      ["choose", "--column", "S,M,L", "--column", "red,green,blue", "--cyclic-column", "2"])
    let escape = "\u{1B}"
    #expect(pty.waitUntil { Self.focus($0) == "S" })
    for (key, focused) in [
      ("[A", "M"), ("[A", "L"),
      ("[A", "L"),  // the sizes do not loop
      ("[C", "red"), ("[A", "green"), ("[A", "blue"),
      ("[A", "red"),  // the colours do
    ] {
      pty.type(escape + key)
      #expect(pty.waitUntil { Self.focus($0) == focused }, "\(key): \(pty.screenLines)")
    }
    pty.type("\r")
    #expect(pty.waitForExit() == 0)
    #expect(pty.stdout == "L red\n")
  }

  @Test(
    "An empty --column= is an empty column, never the next argument; --cyclic-column names a column",
    arguments: [
      (["choose", "--column=", "--column=a,b", "--answer", "a"], #""" is not a label"#),
      (
        ["choose", "--column", "a,b", "--cyclic-column", "2", "--answer", "a"],
        "--cyclic-column 2 names no column"
      ),
    ])
  func badColumns(arguments: [String], says: String) throws {
    let outcome = try PickerProcess.run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.contains(says), "\(outcome.standardError)")
  }

  @Test("--filter on a pty: typing narrows the wheel, Up moves among the matches, Enter takes")
  func filterOnATerminal() throws {
    let labels = ["Raven Hill", "Caravan Park", "Ravensburg", "Oslo", "Rome", "Riverside"]
    let ranked = FuzzyMatch.ranked("rav", in: labels).map { labels[$0] }
    let pty = try PseudoTerminal(
      ["choose", "--filter"], standardInput: labels.joined(separator: "\n") + "\n")
    #expect(pty.waitUntil { Self.focus($0) == "Raven Hill" })
    pty.type("r", "a", "v")
    #expect(pty.waitFor(#"filter "rav": 3 of 6"#), "\(pty.screenLines)")
    #expect(pty.waitUntil { Self.focus($0) == ranked[0] }, "\(pty.screenLines)")
    // The row below the band is the next match, not the next label of the list.
    #expect(pty.screenLines.contains { $0.trimmingCharacters(in: .whitespaces) == ranked[1] })
    pty.type("\u{1B}[A")  // Up: the next match
    #expect(pty.waitUntil { Self.focus($0) == ranked[1] }, "\(pty.screenLines)")
    pty.type("\u{7F}", "\u{7F}", "\u{7F}")  // Backspace three times: the whole list again
    #expect(pty.waitUntil { !$0.lines.joined().contains("filter") }, "\(pty.screenLines)")
    pty.type("o", "s", "l", "\r")
    #expect(pty.waitForExit() == 0)
    #expect(pty.stdout == "Oslo\n")
    let script = try PickerProcess.run(
      ["choose", "--filter", "a", "b", "--answer", "b", "--print", "json"])
    #expect(script.status == 0 && script.standardOutput.contains(#""label":"b""#))
  }

  @Test(
    "Several choices in script mode: --answer once per label, printed one per line in list order",
    arguments: [
      (
        ["choose", "a", "b", "c", "--limit", "2", "--answer", "c", "--answer", "a"], 0, "a\nc\n", ""
      ),
      (
        ["choose", "a", "b", "c", "--no-limit", "--answer", "c, b", "--print", "index"], 0,
        "1\n2\n", ""
      ),
      (["choose", "a", "b", "c", "--no-limit", "--answer", "b", "--print", "value"], 0, "b\n", ""),
      (
        [
          "choose", "a", "b", "c", "--limit", "2", "--answer", "a", "--answer", "b", "--answer",
          "c",
        ],
        1, "", "picker: at most 2 can be chosen: take one back first\n"
      ),
      (
        ["choose", "a", "b", "c", "--no-limit", "--least", "2", "--answer", "b"], 1, "",
        "picker: choose at least 2: 1 is chosen\n"
      ),
    ])
  func severalInScriptMode(arguments: [String], status: Int32, printed: String, error: String)
    throws
  {
    let outcome = try PickerProcess.run(arguments)
    #expect(outcome.status == status)
    #expect(outcome.standardOutput == printed)
    #expect(outcome.standardError == error)
  }

  @Test(
    "Several choices refused as flags: exit 64 with what is allowed",
    arguments: [
      (["choose", "a", "b", "--answer", "a", "--answer", "b"], "--answer is given 2 times"),
      (["choose", "a", "b", "--least", "2"], "least is for several choices"),
      (["choose", "a", "b", "--limit", "2", "--no-limit"], "give --limit N or --no-limit"),
      (["choose", "--column", "a,b", "--column", "c,d", "--limit", "2"], "in one column"),
    ])
  func severalRefusedFlags(arguments: [String], message: String) throws {
    let outcome = try PickerProcess.run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
  }

  @Test("--print json of several choices has labels and indexes lists")
  func severalAsJSON() throws {
    let outcome = try PickerProcess.run(
      ["choose", "x", "y", "z", "--no-limit", "--answer", "z", "--answer", "x", "--print", "json"])
    #expect(outcome.status == 0)
    let report = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
    let object = try #require(report as? [String: Any])
    #expect(object["labels"] as? [String] == ["x", "z"])
    #expect(object["indexes"] as? [Int] == [0, 2])
    #expect(object["value"] as? [String] == ["x", "z"])
  }

  @Test("Several choices on a pty: Space and x tick the band's label, a count shows, Enter takes")
  func severalOnATerminal() throws {
    let pty = try PseudoTerminal(
      ["choose", "Oslo", "Rome", "Paris", "Berlin", "--limit", "2", "--disabled", "Paris"])
    #expect(pty.waitUntil { Self.focus($0) == "Oslo" }, "\(pty.screenLines)")
    #expect(pty.waitFor("Space choose"), "\(pty.screenLines)")
    pty.type(" ")
    #expect(pty.waitUntil { Self.focus($0) == "✓ Oslo" }, "\(pty.screenLines)")
    pty.type("\u{1B}[A", "\u{1B}[A")  // Up twice: past the disabled Paris, to Berlin
    #expect(pty.waitUntil { Self.focus($0) == "Berlin" }, "\(pty.screenLines)")
    pty.type("x")
    #expect(pty.waitFor("2 chosen: Oslo, Berlin"), "\(pty.screenLines)")
    pty.type("\u{1B}[B")  // Down: Rome, a third, refused
    #expect(pty.waitUntil { Self.focus($0) == "Rome" }, "\(pty.screenLines)")
    pty.type(" ")
    #expect(pty.waitFor("at most 2 can be chosen"), "\(pty.screenLines)")
    pty.type("\r")
    #expect(pty.waitForExit() == 0)
    #expect(pty.stdout == "Oslo\nBerlin\n")
  }
}
