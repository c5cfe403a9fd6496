#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a file descriptor up to a bound each, optionally until a deadline.
///
/// Hand-written because Swift's `readLine()` reads a line of any length into memory first. The
/// answer on standard input, `choose`'s labels and the accessible prompt's lines all read here.
public struct LineReader: Sendable {
  /// The longest line, in bytes, that an answer may be.
  ///
  /// It holds for a line typed at the accessible prompt and one piped to `picker`. A longer one
  /// is refused, so a stream with no line end is never read whole.
  public static let longestAnswer = 4_096

  /// What reading gave.
  public enum Line: Equatable, Sendable {
    case line(String)
    case end
    case tooLong
    case timedOut
    case failed(Int32)
  }

  /// The file descriptor read.
  public let fd: Int32
  /// The longest line, in bytes.
  public let longest: Int
  /// When to give up, as ``TTY/now()`` counts, or nil.
  public let deadline: Double?
  private var buffer: [UInt8] = []
  private var ended = false
  /// Set after an over-long line until its end is read: the next line starts after it.
  private var skipping = false

  /// Reads from a descriptor, lines up to `longest` bytes (an answer's, unless said), until an
  /// optional deadline.
  public init(fd: Int32, longest: Int = LineReader.longestAnswer, deadline: Double? = nil) {
    self.fd = fd
    self.longest = longest
    self.deadline = deadline
  }

  /// The next line without its line end (a final line without one counts), `.end` after the
  /// last, `.tooLong` as soon as a line passes the bound (the next call reads the line after it).
  public mutating func next() -> Line {
    while true {
      if skipping {
        if let newline = buffer.firstIndex(of: 0x0A) {
          buffer.removeFirst(newline + 1)
          skipping = false
        } else {
          buffer = []
        }
      }
      if !skipping, let newline = buffer.firstIndex(of: 0x0A) {
        guard newline <= longest else { return skip() }
        var line = Array(buffer[..<newline])
        buffer.removeFirst(newline + 1)
        if line.last == 0x0D { line.removeLast() }
        return .line(String(decoding: line, as: UTF8.self))
      }
      if !skipping, buffer.count > longest { return skip() }
      if ended {
        if skipping { return .end }
        guard !buffer.isEmpty else { return .end }
        defer { buffer = [] }
        return .line(String(decoding: buffer, as: UTF8.self))
      }
      if let deadline {
        let left = deadline - TTY.now()
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

  /// Refuses the line being read; the next call starts after its end.
  private mutating func skip() -> Line {
    skipping = true
    return .tooLong
  }
}
