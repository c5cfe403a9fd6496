import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Job control as a person meets it: an interactive bash in tmux, Ctrl-Z, `kill -TSTP`, `fg`,
/// and the window resized under the picker.
@Suite("Job control and resizing in a real shell (tmux)", .serialized)
struct JobControlTests {
  /// The picker as the shell starts it: `"$p" ARGUMENTS`, with `p` set to the built executable.
  static func start(_ tmux: Tmux, _ arguments: String) throws {
    try tmux.command("p='\(PickerProcess.executable.path)'; clear")
    // Typed before `clear` has run, the command would be echoed and then cleared away (on a
    // loaded machine it was): the next line waits for the cleared screen's lone prompt.
    _ = tmux.waitFor { lines in lines.first == "$" && lines.dropFirst().allSatisfy(\.isEmpty) }
    try tmux.command("\"$p\" \(arguments)")
  }

  /// Checks that the shell has the terminal back, cooked: `stty -g` prints the mode it had
  /// before the picker ran, and a command's output appears.
  static func expectCooked(_ tmux: Tmux, before: String, _ mark: String) throws {
    try tmux.command("stty -g > mode-\(mark)")
    try tmux.command("echo ok-\(mark)")
    #expect(tmux.waitFor { $0.contains("ok-\(mark)") }, "the shell answers: \(tmux.capture())")
    #expect(tmux.read("mode-\(mark)") == before)
  }

  /// Checks `fg`: the frame is drawn again, the terminal raw, and Enter prints the value.
  ///
  /// Raw: an arrow spins the wheel instead of echoing `^[[A`. `frames` counts the frames on
  /// screen once the picker has drawn again (2 when the stop left the old one).
  static func expectResumes(_ tmux: Tmux, frames: Int = 1) throws {
    try tmux.command("fg")
    #expect(
      tmux.waitFor { $0.filter { $0.contains("Esc cancel") }.count == frames },
      "no frame after fg: \(tmux.capture())")
    try tmux.press("Up")  // the first wheel, minutes' tens, up to 1
    #expect(tmux.waitFor("10 minutes"), "the arrow did not spin: \(tmux.capture())")
    #expect(!tmux.capture().contains { $0.contains("^[") })
    try tmux.press("Enter")
    #expect(tmux.waitFor { $0.contains("600") && $0.last == "$" }, "\(tmux.capture())")
  }

  @Test("Ctrl-Z gives the shell a cooked terminal; fg redraws the picker in raw mode")
  func controlZ() throws {
    let tmux = try Tmux()
    try tmux.command("stty -g > mode-before")
    #expect(tmux.waitFor { _ in !tmux.read("mode-before").isEmpty })
    let before = tmux.read("mode-before")
    try Self.start(tmux, "59:59.99 --print value --title Suspended")
    #expect(tmux.waitFor("Esc cancel"))
    try tmux.press("C-z")
    #expect(tmux.waitFor("Stopped"), "bash did not see the job stop: \(tmux.capture())")
    // The frame was erased before the stop; the shell's prompt follows.
    #expect(!tmux.capture().contains { $0.contains("Esc cancel") })
    try Self.expectCooked(tmux, before: before, "z")
    try Self.expectResumes(tmux)
    #expect(!tmux.capture().contains { $0.contains("Esc cancel") })  // no frame left behind
  }

  @Test("kill -TSTP from outside suspends as Ctrl-Z does; fg redraws in raw mode")
  func stopFromOutside() throws {
    let tmux = try Tmux()
    try tmux.command("stty -g > mode-before")
    #expect(tmux.waitFor { _ in !tmux.read("mode-before").isEmpty })
    let before = tmux.read("mode-before")
    try Self.start(tmux, "59:59.99 --print value --title Suspended")
    #expect(tmux.waitFor("Esc cancel"))
    let picker = try #require(tmux.shellChildren().first, "the picker is not the shell's child")
    kill(picker, SIGTSTP)
    #expect(tmux.waitFor("Stopped"), "bash did not see the job stop: \(tmux.capture())")
    #expect(!tmux.capture().contains { $0.contains("Esc cancel") })
    try Self.expectCooked(tmux, before: before, "tstp")
    try Self.expectResumes(tmux)
    #expect(!tmux.capture().contains { $0.contains("Esc cancel") })  // no frame left behind
  }

  @Test("SIGSTOP, which the picker cannot catch, then fg: the picker takes raw mode again")
  func stopUncaught() throws {
    let tmux = try Tmux()
    try Self.start(tmux, "59:59.99 --print value --title Suspended")
    #expect(tmux.waitFor("Esc cancel"))
    let picker = try #require(tmux.shellChildren().first, "the picker is not the shell's child")
    kill(picker, SIGSTOP)
    #expect(tmux.waitFor("Stopped"), "bash did not see the job stop: \(tmux.capture())")
    // The shell may change the mode while the picker is stopped; on fg the picker sets it again.
    try tmux.command("stty sane")
    // The old frame stays where the stop left it (nothing could erase it); a new one is drawn.
    try Self.expectResumes(tmux, frames: 2)
  }

  @Test("Resizing the window from 80 to 30 to 70 columns leaves one frame on screen")
  func resize() throws {
    let tmux = try Tmux()
    try Self.start(tmux, "59:59.99 --print value --title Resized")
    #expect(tmux.waitFor("Esc cancel"))
    let hint = " ←→ wheel  ↑↓ spin"
    /// One frame drawn at the window's width: the title and the hints once each, six rows
    /// apart, nothing below, no line as wide as the window, and the hints cut to the window
    /// ("type to set" fits in 70 columns, not in 30).
    func oneFrame(_ lines: [String], columns: Int) -> Bool {
      let titles = lines.indices.filter { lines[$0] == " Resized" }
      let hints = lines.indices.filter { lines[$0].hasPrefix(hint) }
      guard titles.count == 1, hints.count == 1, hints[0] == titles[0] + 6 else { return false }
      return lines[(hints[0] + 1)...].allSatisfy(\.isEmpty)
        && lines.allSatisfy { $0.count < columns }
        && lines[hints[0]].contains("type to set") == (columns > 60)
    }
    for columns in [30, 70] {
      try tmux.resize(columns: columns)
      #expect(tmux.columns == columns)
      #expect(
        tmux.waitFor { oneFrame($0, columns: columns) }, "at \(columns) columns: \(tmux.capture())")
      // tmux moves what no longer fits into its history as it re-wraps; the command line is
      // still there, never erased.
      #expect(
        tmux.capture(history: true).contains { $0.hasPrefix("$ \"$p\" 59:59.99") },
        "at \(columns) columns, with history: \(tmux.capture(history: true))")
    }
    try tmux.press("5", "Enter")
    #expect(tmux.waitFor { $0.contains("5") && $0.last == "$" }, "\(tmux.capture())")
  }
}
