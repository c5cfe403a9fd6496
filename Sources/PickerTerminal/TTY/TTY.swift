#if canImport(Glibc)
import Glibc

// The C functions under names that do not clash with TTY's own methods, on either platform.
private let systemWrite = Glibc.write
private let systemSignal = Glibc.signal
#elseif canImport(Darwin)
import Darwin

private let systemWrite = Darwin.write
private let systemSignal = Darwin.signal
#endif

/// What a signal handler needs to put the terminal back.
///
/// Signal handlers cannot capture context, so this one piece of state is global, written before
/// any handler is installed.
nonisolated(unsafe) private var restoreState = (
  fd: Int32(-1), saved: termios(), active: false, leave: [UInt8](), pipe: Int32(-1)
)

/// The terminal device, behind one small type.
///
/// Raw mode, size, keys, signals, and restoring everything on every way out. The picker draws
/// here, not on standard output, so `x=$(picker 59:59.99)` captures only the answer.
public final class TTY {
  /// Why reading stopped.
  public enum Event {
    /// Bytes the person typed.
    case bytes([UInt8])
    /// The window changed size.
    case resized
    /// SIGTERM, SIGHUP or SIGINT arrived: restore and exit with 128 + the signal.
    case terminated(Int32)
  }

  private let fd: Int32
  private var saved = termios()
  private var signalPipe: [Int32] = [-1, -1]
  private let leaveSequence: String

  /// Opens the controlling terminal, or returns nil when there is none.
  public init?(enterSequence: String, leaveSequence: String) {
    let fd = open("/dev/tty", O_RDWR | O_NOCTTY)
    guard fd >= 0 else { return nil }
    self.fd = fd
    self.leaveSequence = leaveSequence
    guard tcgetattr(fd, &saved) == 0 else {
      close(fd)
      return nil
    }
    var raw = saved
    cfmakeraw(&raw)
    raw.c_oflag |= tcflag_t(OPOST | ONLCR)
    _ = pipe(&signalPipe)
    restoreState = (fd, saved, true, Array(leaveSequence.utf8), signalPipe[1])
    installSignalHandlers()
    tcsetattr(fd, TCSAFLUSH, &raw)
    write(enterSequence)
  }

  deinit {
    restore()
    close(fd)
    for end in signalPipe where end >= 0 { close(end) }
  }

  /// Puts the terminal back as it was; safe to call more than once.
  public func restore() {
    guard restoreState.active else { return }
    write(leaveSequence)
    tcsetattr(fd, TCSAFLUSH, &saved)
    restoreState.active = false
    for signal in [SIGTERM, SIGHUP, SIGINT, SIGWINCH] + Self.crashSignals {
      _ = systemSignal(signal, SIG_DFL)
    }
  }

  /// The window's size in columns and rows.
  public var size: (columns: Int, rows: Int) {
    var window = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else { return (80, 24) }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Writes text to the terminal.
  public func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        systemWrite(fd, $0.baseAddress.map { $0 + offset }, $0.count - offset)
      }
      if written <= 0 { break }
      offset += written
    }
  }

  /// Waits for the next keys, resize or terminating signal.
  public func next() -> Event {
    while true {
      var fds = [
        pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: signalPipe[0], events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, 2, -1)
      if ready < 0 { continue }
      if fds[1].revents & Int16(POLLIN) != 0 {
        var signal: UInt8 = 0
        _ = read(signalPipe[0], &signal, 1)
        if Int32(signal) == SIGWINCH { return .resized }
        return .terminated(Int32(signal))
      }
      if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(fd, &buffer, buffer.count)
        if count <= 0 { return .terminated(SIGHUP) }
        return .bytes(Array(buffer[0..<count]))
      }
    }
  }

  /// Signals that mean our own code failed: the handler restores the terminal, then lets the
  /// signal do what it would have done.
  static let crashSignals = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE]

  private func installSignalHandlers() {
    // A parent may have left these blocked; a picker that cannot hear them cannot restore.
    var wanted = sigset_t()
    sigemptyset(&wanted)
    for signal in [SIGTERM, SIGHUP, SIGINT, SIGWINCH] { sigaddset(&wanted, signal) }
    pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
    for signal in [SIGTERM, SIGHUP, SIGINT, SIGWINCH] {
      _ = systemSignal(signal) { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = systemWrite(restoreState.pipe, &byte, 1)
      }
    }
    for signal in Self.crashSignals {
      _ = systemSignal(signal) { number in
        if restoreState.active {
          restoreState.leave.withUnsafeBytes {
            _ = systemWrite(restoreState.fd, $0.baseAddress, $0.count)
          }
          tcsetattr(restoreState.fd, TCSAFLUSH, &restoreState.saved)
          restoreState.active = false
        }
        _ = systemSignal(number, SIG_DFL)
        raise(number)
      }
    }
  }
}
