import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The interactive picker through a real pseudo-terminal.
@Suite("The terminal picker on a real pty", .serialized)
struct TerminalPickerTests {
  let escape = "\u{1B}"

  @Test("Typing 125437 then Enter prints 774.37 on stdout, and the UI stays off stdout")
  func typeToSet() throws {
    let pty = try PseudoTerminal(["59:59.99", "--print", "value", "--title", "Pace / Speed"])
    #expect(pty.waitFor("Pace / Speed"))
    pty.type("1", "2", "5", "4", "3", "7")
    #expect(pty.waitFor("12 minutes 54.37 seconds"))
    pty.type("\r")
    #expect(pty.waitForExit() == 0)
    #expect(pty.stdout == "774.37\n")
  }

  @Test("Down on the first wheel spins it round to its last row (Up increases)")
  func upOnFirstWheel() throws {
    let pty = try PseudoTerminal(["59:59.99", "--print", "value"])
    #expect(pty.waitFor("0 seconds"))
    pty.type("\(escape)[B")
    #expect(pty.waitFor("50 minutes"))
    pty.type("\r")
    #expect(pty.waitForExit() == 0)
    #expect(pty.stdout == "3000\n")
  }

  @Test("A refused digit does not land and the message line says why")
  func refusedDigit() throws {
    let pty = try PseudoTerminal(["59:59.99", "--print", "value"])
    #expect(pty.waitFor("0 seconds"))
    pty.type("1", "2", "7", "7")  // 01:27, then 12:77 would put 7 on the 0-5 wheel
    #expect(pty.waitFor("7 does not fit the seconds, tens wheel: it holds 0-5"))
    pty.type("\r")
    #expect(pty.waitForExit() == 0)
    #expect(pty.stdout == "87\n")
  }

  @Test("Esc cancels: exit 130, nothing on stdout, terminal mode restored")
  func escapeCancels() throws {
    let pty = try PseudoTerminal(["99.9"])
    let before = pty.initialMode
    #expect(pty.waitFor("Esc cancel"))
    #expect(pty.mode() != before)  // raw mode while the picker runs
    pty.type(escape)
    #expect(pty.waitForExit() == 130)
    #expect(pty.stdout.isEmpty)
    #expect(pty.mode() == before)
  }

  @Test("A resize redraws the whole UI at the new width and keeps working")
  func resize() throws {
    let pty = try PseudoTerminal(["59:59.99", "--print", "value", "--label", "Minutes per Mile"])
    #expect(pty.waitFor("Minutes per Mile"))
    let mark = pty.outputCount
    pty.resize(columns: 40, rows: 10)
    #expect(pty.waitForBytes("Minutes per Mile", after: mark))  // drawn whole, not as a diff
    #expect(pty.waitForBytes("0 seconds", after: mark))
    #expect(pty.screenLines.filter { $0.contains("Minutes per Mile") }.count == 1)
    #expect(pty.screenLines.allSatisfy { $0.count < 40 })
    pty.type("5", "\r")
    #expect(pty.waitForExit() == 0)
    #expect(pty.stdout == "5\n")
  }

  @Test("--accessible is a plain line prompt that reads the value in words")
  func accessible() throws {
    let pty = try PseudoTerminal(["59:59.99", "--accessible", "--print", "value"])
    #expect(pty.waitFor("Value:"))
    pty.type("12:60\r")
    #expect(pty.waitFor("Not accepted: seconds must be 0-59, got 60. Try again."))
    pty.type("12:54.37\r")
    #expect(pty.waitFor("Accepted: 12 minutes 54.37 seconds."))
    #expect(pty.waitForExit() == 0)
    #expect(pty.stdout == "774.37\n")
    #expect(!pty.output.contains("\(escape)["))  // no cursor movement or colour at all
  }

  @Test("NO_COLOR: no colour or emphasis codes, the focus still marked")
  func noColor() throws {
    let pty = try PseudoTerminal(["99.9"], environment: ["NO_COLOR": "1"])
    #expect(pty.waitFor("Esc cancel"))
    #expect(!pty.output.contains("\(escape)[7m"))
    #expect(!pty.output.contains("\(escape)[1m"))
    #expect(pty.output.contains("[0]"))
    pty.type(escape)
    #expect(pty.waitForExit() == 130)
  }

  @Test("The mouse wheel spins the wheel under the pointer")
  func mouseWheel() throws {
    let pty = try PseudoTerminal(["99.9", "--print", "value"])
    #expect(pty.waitFor("Esc cancel"))
    // Wheels start at column 3 (margin 2, 1-based); each digit wheel is 3 wide plus a gap.
    // Column 7 is the second wheel (ones); wheel down turns it to 1.
    pty.type("\(escape)[<65;7;3M")
    #expect(pty.waitFor("1"))
    pty.type("\r")
    #expect(pty.waitForExit() == 0)
    #expect(pty.stdout == "1\n")
  }

  @Test("Dates and measures use the same UI")
  func datesAndMeasures() throws {
    let date = try PseudoTerminal(["date", "--value", "2025-01-31", "--time-zone", "UTC"])
    #expect(date.waitFor("January"))
    date.type("\(escape)[A")  // month up: February, and the day moves to the 28th
    // The wheels moved, so the message names dates as they write them.
    #expect(date.waitFor("February 31, 2025 is not a date: February 2025 has 28 days"))
    date.type("\r")
    #expect(date.waitForExit() == 0)
    #expect(date.stdout == "2025-02-28\n")

    let measure = try PseudoTerminal([
      "measure", "temperature", "--value", "21 °C", "--print", "value",
    ])
    #expect(measure.waitFor("degrees Celsius"))
    // Tab stops at the last wheel, the unit's; Up: °F, converted.
    measure.type("\t", "\t", "\t", "\t", "\t", "\t", "\t", "\(escape)[A")
    #expect(measure.waitFor("69.8 degrees Fahrenheit"))
    measure.type("\r")
    #expect(measure.waitForExit() == 0)
    #expect(measure.stdout == "69.8\n")
  }
}
