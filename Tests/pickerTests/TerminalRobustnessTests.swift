import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The terminal never breaks, through a real pseudo-terminal read on an emulated screen.
///
/// Every signal restores it, frames fit any width, a resize leaves one frame, a terminal that
/// cannot draw gets the line prompt, and the timeout ends a wait.
@Suite("The terminal never breaks", .serialized)
struct TerminalRobustnessTests {
  static let escape = "\u{1B}"
  static let showCursor = "\(escape)[?25h"
  static let hideCursor = "\(escape)[?25l"
  static let mouseOn = "\(escape)[?1000h"
  static let mouseOff = "\(escape)[?1000l"

  /// Whether the output ends with a sequence switched off: its last `on` comes before an `off`.
  static func endsOff(_ output: String, on: String, off: String) -> Bool {
    guard let lastOff = output.range(of: off, options: .backwards) else { return false }
    guard let lastOn = output.range(of: on, options: .backwards) else { return true }
    return lastOn.lowerBound < lastOff.lowerBound
  }

  @Test(
    "A signal that ends the picker restores the terminal: exit 128+N, the mode as before, the cursor shown, mouse reporting off, no crash report",
    arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE])
  func endingSignal(signal: Int32) throws {
    let pty = try PseudoTerminal(["59:59.99", "--title", "Pace / Speed"])
    let before = pty.initialMode
    #expect(pty.waitFor("Esc cancel"))
    #expect(pty.mode() != before)  // raw while the picker runs
    kill(pty.pid, signal)
    #expect(pty.waitForExit() == 128 + signal)
    #expect(pty.stdout.isEmpty)
    #expect(pty.mode() == before)
    let output = pty.output
    #expect(Self.endsOff(output, on: Self.hideCursor, off: Self.showCursor))
    #expect(Self.endsOff(output, on: Self.mouseOn, off: Self.mouseOff))
    for word in ["Crash", "Backtrace", "Fatal", "crash", "backtrace"] {
      #expect(!output.contains(word), "the terminal shows \(word)")
    }
    // The frame is erased, not left over the prompt.
    #expect(!pty.screenLines.contains { $0.contains("Pace / Speed") })
  }

  @Test(
    "At 20 columns every line fits, the frame is exactly its lines, and the focused wheel stays in view"
  )
  func narrowWindow() throws {
    let pty = try PseudoTerminal(
      ["99:59:59.99", "--value", "12:34:56.78", "--title", "Stopwatch"], columns: 20)
    // The wheels read 1 2 : 3 4 : 5 6 . 7 8, so the focused one, [n], says where the focus is.
    #expect(pty.waitFor("[1]"))
    for digit in 1...8 {
      if digit > 1 { pty.type("\(Self.escape)[C") }  // Right
      #expect(pty.waitFor("[\(digit)]"), "the focused wheel \(digit) is not on screen")
      let screen = pty.currentScreen
      let lines = screen.lines
      #expect(screen.wrappedRows.isEmpty, "a line wrapped: \(lines)")
      #expect(lines.indices.allSatisfy { screen.width(ofLine: $0) <= 20 }, "\(lines)")
      // Seven lines from the top: title, three wheel rows, readout, message, key hints; below
      // them nothing, so no frame stacks under another.
      #expect(lines[0].contains("Stopwatch"))
      #expect(lines[6].hasPrefix(" ←→ wheel"))
      #expect(lines[7...].allSatisfy { $0.isEmpty }, "\(lines)")
      #expect(lines[2].contains("[\(digit)]"))
    }
    // Scrolled to the last wheel: the first ones are off to the left, and the marker says so.
    #expect(pty.screenLines[2].hasPrefix("<"))
    pty.type(Self.escape)
    #expect(pty.waitForExit() == 130)
  }

  @Test(
    "A resize from 80 to 30 to 60 columns leaves exactly one frame",
    arguments: [Screen.Reflow.rewraps, .cuts])
  func resizeLeavesOneFrame(reflow: Screen.Reflow) throws {
    let pty = try PseudoTerminal(
      ["59:59.99", "--print", "value", "--title", "Pace / Speed"], reflow: reflow)
    let title = "Pace / Speed"
    let hint = " ←→ wheel  ↑↓ spin"
    #expect(pty.waitFor("Esc cancel"))
    pty.type("1", "2", "5", "4", "3", "7")
    #expect(pty.waitFor("12 minutes 54.37 seconds"))

    /// Whether the screen shows one frame, drawn whole at the window's width: the title and the
    /// hints once each, six rows apart, no row wrapped, nothing below.
    func oneFrame(_ screen: Screen) -> Bool {
      let lines = screen.lines
      let titles = lines.indices.filter { lines[$0] == " " + title }
      let hints = lines.indices.filter { lines[$0].hasPrefix(hint) }
      guard titles.count == 1, hints.count == 1, hints[0] == titles[0] + 6 else { return false }
      return screen.wrappedRows.isEmpty && lines[(hints[0] + 1)...].allSatisfy(\.isEmpty)
        && lines.indices.allSatisfy { screen.width(ofLine: $0) < screen.columns }
    }

    for columns: UInt16 in [30, 60] {
      let mark = pty.outputCount
      pty.resize(columns: columns, rows: 24)
      #expect(pty.waitForBytes(title, after: mark), "no redraw at \(columns) columns")
      #expect(pty.waitUntil(oneFrame), "at \(columns) columns: \(pty.screenLines)")
      #expect(pty.screenLines.contains { $0.contains("12 minutes 54.37 seconds") })
      // The hints are cut to the window: "type to set" fits in 60 columns, not in 30.
      #expect(pty.screenLines.contains { $0.contains("type to set") } == (columns == 60))
    }
    pty.type("\r")
    #expect(pty.waitForExit() == 0)
    #expect(pty.stdout == "774.37\n")
  }

  @Test(
    "TERM=dumb, empty or unset: the accessible prompt, and not one escape byte",
    arguments: ["dumb", "", nil] as [String?])
  func terminalThatCannotDraw(term: String?) throws {
    let pty = try PseudoTerminal(
      ["59:59.99", "--print", "value"], environment: term.map { ["TERM": $0] } ?? [:],
      removing: term == nil ? ["TERM"] : [])
    #expect(pty.waitFor("Value:"))
    pty.type("12:54.37\r")
    #expect(pty.waitForExit() == 0)
    #expect(pty.stdout == "774.37\n")
    #expect(pty.output.contains("Accepted: 12 minutes 54.37 seconds."))
    #expect(!pty.output.contains(Self.escape))
  }

  @Test("Ctrl-D in the accessible prompt cancels: exit 130, nothing on stdout")
  func controlDCancels() throws {
    let pty = try PseudoTerminal(["59:59.99", "--accessible"])
    let before = pty.initialMode
    #expect(pty.waitFor("Value:"))
    pty.type("\u{04}")
    #expect(pty.waitForExit() == 130)
    #expect(pty.stdout.isEmpty)
    #expect(pty.mode() == before)
  }

  @Test(
    "--timeout: exit 124, printing --value when one was given, the terminal restored",
    arguments: [
      (["99", "--timeout", "0.5"], ""),
      (["99", "--timeout", "0.5", "--value", "12"], "12\n"),
      (["99", "--timeout", "0.5", "--accessible"], ""),
      (["99", "--timeout", "0.5", "--accessible", "--value", "12"], "12\n"),
    ])
  func timeout(arguments: [String], printed: String) throws {
    let pty = try PseudoTerminal(arguments)
    let before = pty.initialMode
    #expect(pty.waitForExit() == 124)
    #expect(pty.stdout == printed)
    #expect(pty.mode() == before)
    #expect(pty.output.contains("timed out after 0.5 seconds"))
    if !arguments.contains("--accessible") {
      #expect(Self.endsOff(pty.output, on: Self.hideCursor, off: Self.showCursor))
      #expect(Self.endsOff(pty.output, on: Self.mouseOn, off: Self.mouseOff))
    }
  }

  @Test("A keypress writes at most 60 bytes on average: only the cells that changed")
  func bytesPerKeypress() throws {
    let pty = try PseudoTerminal(["59:59.99", "--print", "value"])
    #expect(pty.waitFor("Esc cancel"))
    let keys = [
      "1", "2", "5", "4", "3", "7", "\(Self.escape)[A", "\(Self.escape)[B", "\(Self.escape)[D",
      "+", "\t",
    ]
    let first = pty.outputCount
    for key in keys {
      let mark = pty.outputCount
      pty.type(key)
      // Each of these keys changes the frame; its bytes have come when the count grows.
      #expect(pty.waitForOutput(beyond: mark), "no redraw for \(key.debugDescription)")
    }
    // The last frame on screen, whole: typing set 12:54.37; Up and Down spun the focused wheel
    // there and back; Left moved the focus to the tens of seconds' hundredths and + stepped it.
    #expect(pty.waitFor("12 minutes 54.47 seconds"))
    let bytes = pty.outputCount - first
    let mean = Double(bytes) / Double(keys.count)
    print("bytes per keypress: \(mean) (\(bytes) bytes for \(keys.count) keys)")
    #expect(mean <= 60)
    pty.type("\r")
    #expect(pty.waitForExit() == 0)
    #expect(pty.stdout == "774.47\n")
  }

  @Test("sleep 5 | picker 99 --timeout 0.3: standard input stays open, the timeout still ends it")
  func timeoutOnAnOpenPipe() throws {
    let process = Process()
    process.executableURL = PickerProcess.executable
    process.arguments = ["99", "--timeout", "0.3"]
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // The writing end stays open and silent, as `sleep 5 |` leaves it.
    let deadline = Date().addingTimeInterval(4)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    let finished = !process.isRunning
    if !finished { process.terminate() }
    process.waitUntilExit()
    try input.fileHandleForWriting.close()
    #expect(finished, "still waiting on standard input after 4 s")
    #expect(process.terminationStatus == 124)
    #expect(output.fileHandleForReading.readDataToEndOfFile().isEmpty)
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(message == "picker: no answer on standard input within the timeout\n")
  }
}
