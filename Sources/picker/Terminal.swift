import ArgumentParser
import PickerKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The standard streams as the script contract uses them.
enum Terminal {
  /// Whether standard input is a pipe or a file rather than a terminal.
  static var isPiped: Bool { isatty(STDIN_FILENO) == 0 }

  /// The longest answer line read from standard input; a longer one is refused unread.
  static let longestAnswer = 4_096

  /// Whether the terminal can draw the wheels: `TERM` unset, empty or `dumb` cannot move the
  /// cursor, so the accessible prompt stands in.
  static var canDraw: Bool {
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    return !term.isEmpty && term != "dumb"
  }

  /// The first line of standard input when it is not a terminal (a pipe or a file), else nil.
  ///
  /// At most ``longestAnswer`` bytes are read, so a stream with no line end (`</dev/zero`)
  /// is refused at once instead of filling memory; with a deadline, waiting ends with exit 124.
  static func pipedLine(deadline: Double? = nil) throws -> String? {
    guard isPiped else { return nil }
    var reader = LineReader(fd: STDIN_FILENO, longest: longestAnswer, deadline: deadline)
    switch reader.next() {
    case .line(let line): return line
    case .end: return ""
    case .tooLong:
      writeError("picker: the answer on standard input is longer than \(longestAnswer) bytes")
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

/// Reads lines from a file descriptor up to a bound each, optionally until a deadline.
///
/// Hand-written because Swift's `readLine()` reads a line of any length into memory first.
struct LineReader {
  enum Line: Equatable {
    case line(String)
    case end
    case tooLong
    case timedOut
    case failed(Int32)
  }

  let fd: Int32
  let longest: Int
  let deadline: Double?
  private var buffer: [UInt8] = []
  private var ended = false

  init(fd: Int32, longest: Int, deadline: Double? = nil) {
    self.fd = fd
    self.longest = longest
    self.deadline = deadline
  }

  /// The next line without its line end (a final line without one counts), `.end` after the
  /// last, `.tooLong` as soon as a line passes the bound.
  mutating func next() -> Line {
    while true {
      if let newline = buffer.firstIndex(of: 0x0A) {
        guard newline <= longest else { return .tooLong }
        var line = Array(buffer[..<newline])
        buffer.removeFirst(newline + 1)
        if line.last == 0x0D { line.removeLast() }
        return .line(String(decoding: line, as: UTF8.self))
      }
      guard buffer.count <= longest else { return .tooLong }
      if ended {
        guard !buffer.isEmpty else { return .end }
        defer { buffer = [] }
        return .line(String(decoding: buffer, as: UTF8.self))
      }
      if let deadline {
        let left = deadline - Self.now()
        if left <= 0 { return .timedOut }
        var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        if poll(&ready, 1, Int32(min(left * 1000, 86_400_000).rounded(.up))) == 0 { continue }
      }
      var chunk = [UInt8](repeating: 0, count: 4_096)
      let count = read(fd, &chunk, chunk.count)
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return .failed(errno)
      }
      if count == 0 { ended = true }
      buffer += chunk[0..<count]
    }
  }

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
