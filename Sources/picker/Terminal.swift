import ArgumentParser
import PickerKit
import PickerTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The standard streams as the script contract uses them.
enum Terminal {
  /// Whether standard input is a pipe or a file rather than a terminal.
  static var isPiped: Bool { isatty(STDIN_FILENO) == 0 }

  /// Whether the terminal can draw the wheels: `TERM` unset, empty or `dumb` cannot move the
  /// cursor, so the accessible prompt stands in.
  static var canDraw: Bool {
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    return !term.isEmpty && term != "dumb"
  }

  /// Whether colour and emphasis may be used: `NO_COLOR` unset or empty.
  static var usesColor: Bool {
    (getenv("NO_COLOR").map { String(cString: $0) } ?? "").isEmpty
  }

  /// The first line of standard input when it is not a terminal (a pipe or a file), else nil.
  ///
  /// At most ``LineReader/longestAnswer`` bytes are read, so a stream with no line end
  /// (`</dev/zero`) is refused at once instead of filling memory; with a deadline, waiting ends
  /// with exit 124.
  static func pipedLine(deadline: Double? = nil) throws -> String? {
    guard isPiped else { return nil }
    var reader = LineReader(fd: STDIN_FILENO, deadline: deadline)
    switch reader.next() {
    case .line(let line): return line
    case .end: return ""
    case .tooLong:
      writeError(
        "picker: the answer on standard input is longer than \(LineReader.longestAnswer) bytes")
      throw ExitCode(1)
    case .timedOut:
      writeError("picker: no answer on standard input within the timeout")
      throw ExitCode(124)
    case .failed(let code):
      writeError("picker: cannot read standard input: \(String(cString: strerror(code)))")
      throw ExitCode(74)
    }
  }

  /// Writes the answer and a line end to standard output; a failed write (a full disk, a closed
  /// file) is an error that says so, exit 74, never an answer silently lost.
  static func writeOutput(_ line: String) throws {
    var bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        write(STDOUT_FILENO, $0.baseAddress.map { $0 + offset }, $0.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        let reason = written < 0 ? String(cString: strerror(errno)) : "nothing was written"
        writeError("picker: cannot write the answer to standard output: \(reason)")
        throw ExitCode(74)
      }
      offset += written
    }
  }

  /// Writes one line to standard error, control characters shown escaped so that nothing from
  /// an answer can move the cursor or set the title, and the message stays one line.
  static func writeError(_ line: String) {
    var text = Echo.oneLine(line) + "\n"
    text.withUTF8 { buffer in
      _ = write(STDERR_FILENO, buffer.baseAddress, buffer.count)
    }
  }
}
