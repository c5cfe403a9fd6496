public import PickerKit

#if canImport(Glibc)
import Glibc
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
  ) -> TerminalPicker.Ending {
    let fd = open("/dev/tty", O_RDWR | O_NOCTTY)
    guard fd >= 0 else { return .noTerminal }
    defer { close(fd) }
    let deadline = timeout.map { TTY.now() + $0 }
    func say(_ text: String) {
      var bytes = Array((text + "\n").utf8)
      _ = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress, $0.count) }
    }
    say("\(title): enter \(picker.answerHint), then press Enter. Ctrl-D cancels.")
    say("The current value is \(picker.spokenDescription(of: start.rows)).")
    while true {
      say("Value:")
      let line: String
      switch readLine(fd: fd, deadline: deadline) {
      case .line(let text): line = text
      case .end: return .cancelled
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

  private enum Read {
    case line(String)
    case end
    case timedOut
  }

  /// The longest line read; a longer one is cut (no answer is anywhere near this long).
  private static let longestLine = 4_096

  /// One line from the terminal (canonical mode: the terminal edits it; Ctrl-D at its start is
  /// the end of input).
  private static func readLine(fd: Int32, deadline: Double?) -> Read {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      if let deadline {
        var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let left = deadline - TTY.now()
        if left <= 0 { return .timedOut }
        let count = poll(&ready, 1, Int32(min(left * 1000, 86_400_000).rounded(.up)))
        if count == 0 { continue }
      }
      let count = read(fd, &byte, 1)
      if count < 0, errno == EINTR { continue }
      guard count == 1 else {
        return bytes.isEmpty ? .end : .line(String(decoding: bytes, as: UTF8.self))
      }
      if byte == 0x0A || byte == 0x0D { return .line(String(decoding: bytes, as: UTF8.self)) }
      if bytes.count < longestLine { bytes.append(byte) }
    }
  }
}
