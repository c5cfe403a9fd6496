public import PickerKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain line-based prompt with no cursor movement, which a screen reader can follow: it asks,
/// reads a line, says why an answer is refused, and reads the accepted value back in words.
public enum AccessiblePrompt {
  /// Asks on the terminal until an answer is accepted, or the person cancels (Ctrl-D at the
  /// start of a line, or Esc then Enter), or the timeout passes.
  public static func run<P: Picker>(
    _ picker: P, from start: PickerState, title: String, timeout: Double? = nil
  ) -> TerminalEnding<PickerState> {
    let fd = open("/dev/tty", O_RDWR | O_NOCTTY)
    guard fd >= 0 else { return .noTerminal }
    defer { close(fd) }
    // Canonical mode: the terminal edits each line, and Ctrl-D at its start ends the input.
    var reader = LineReader(fd: fd, deadline: timeout.map { TTY.now() + $0 })
    func say(_ text: String) {
      var bytes = Array((text + "\n").utf8)
      _ = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress, $0.count) }
    }
    say("\(title): enter \(picker.answerHint), then press Enter. Ctrl-D cancels.")
    say("The current value is \(picker.selection(of: start).spoken).")
    while true {
      say("Value:")
      let line: String
      switch reader.next() {
      case .line(let text): line = text
      case .end, .failed: return .cancelled
      case .tooLong:
        say("Not accepted: that line is longer than \(LineReader.longestAnswer) bytes. Try again.")
        continue
      case .timedOut:
        say("")
        return .timedOut
      }
      if line.contains("\u{1B}") { return .cancelled }
      if line.isEmpty { return .accepted(picker.apply(.settle, to: start).state) }
      do {
        let accepted = try picker.answer(line, nearest: false)
        say("Accepted: \(accepted.spoken).")
        return .accepted(accepted.state)
      } catch {
        say("Not accepted: \(error). Try again.")
      }
    }
  }
}
