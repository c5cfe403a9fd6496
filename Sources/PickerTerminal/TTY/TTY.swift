#if canImport(Glibc)
import Glibc

// The C functions under names that do not clash with TTY's own methods, on either platform.
private let systemWrite = Glibc.write
private let systemSignal = Glibc.signal
#elseif canImport(Musl)
import Musl

private let systemWrite = Musl.write
private let systemSignal = Musl.signal
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
/// Raw mode, size, keys, signals, job control, and restoring everything on every way out. The
/// picker draws here, not on standard output, so `x=$(picker 59:59.99)` captures only the answer.
public final class TTY {
  /// Why reading stopped.
  public enum Event {
    /// Bytes the person typed.
    case bytes([UInt8])
    /// The window changed size.
    case resized
    /// The process was continued after a stop it did not ask for (SIGSTOP, then `fg`): the
    /// terminal is raw again and the frame must be drawn whole.
    case continued
    /// SIGTSTP from outside (`kill -TSTP`): suspend as Ctrl-Z does.
    case suspendAsked
    /// A signal that ends the picker arrived: restore and exit with 128 + the signal.
    case terminated(Int32)
    /// The deadline passed with no input.
    case timedOut
  }

  /// Signals that end the picker.
  ///
  /// Each restores the terminal first, then the picker exits with 128 + the signal. SIGQUIT is
  /// among them so that no crash report is drawn over the UI.
  static let endingSignals = [
    SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,
  ]
  /// Signals the loop hears as events rather than endings.
  static let eventSignals = [SIGWINCH, SIGCONT, SIGTSTP]

  private let fd: Int32
  private var saved = termios()
  private var raw = termios()
  private var signalPipe: [Int32] = [-1, -1]
  private let enterSequence: String
  private let leaveSequence: String

  /// Opens the controlling terminal, or returns nil when there is none.
  public init?(enterSequence: String, leaveSequence: String) {
    let fd = open("/dev/tty", O_RDWR | O_NOCTTY)
    guard fd >= 0 else { return nil }
    self.fd = fd
    self.enterSequence = enterSequence
    self.leaveSequence = leaveSequence
    guard tcgetattr(fd, &saved) == 0 else {
      close(fd)
      return nil
    }
    raw = saved
    cfmakeraw(&raw)
    raw.c_oflag |= tcflag_t(OPOST | ONLCR)
    _ = pipe(&signalPipe)
    // Neither end may block: a handler writing to a full pipe would hang the process.
    for end in signalPipe where end >= 0 { _ = fcntl(end, F_SETFL, O_NONBLOCK) }
    restoreState = (fd, saved, false, Array(leaveSequence.utf8), signalPipe[1])
    installSignalHandlers()
    enter()
  }

  deinit {
    restore()
    for signal in Self.endingSignals + Self.eventSignals + Self.crashSignals {
      _ = systemSignal(signal, SIG_DFL)
    }
    close(fd)
    for end in signalPipe where end >= 0 { close(end) }
  }

  /// Raw mode and the enter sequence (hidden cursor, mouse reporting).
  private func enter() {
    tcsetattr(fd, TCSAFLUSH, &raw)
    restoreState.active = true
    write(enterSequence)
  }

  /// Puts the terminal back as it was; safe to call more than once.
  public func restore() {
    guard restoreState.active else { return }
    write(leaveSequence)
    tcsetattr(fd, TCSAFLUSH, &saved)
    restoreState.active = false
  }

  /// Ctrl-Z: puts the terminal back and stops the process as the shell expects.
  ///
  /// On `fg` it takes the terminal again (raw, cursor hidden). The caller redraws its frame whole.
  public func suspend() {
    restore()
    _ = systemSignal(SIGTSTP, SIG_DFL)
    // The whole process group stops, as it would for a Ctrl-Z the terminal itself turned into
    // SIGTSTP; execution continues here after SIGCONT.
    kill(0, SIGTSTP)
    installHandler(SIGTSTP)
    drainSignalPipe(dropping: [SIGCONT])
    enter()
  }

  /// After a SIGCONT the picker did not expect (SIGSTOP from outside, then `fg`): the shell may
  /// have changed the terminal's mode while the picker was stopped.
  public func retake() {
    restoreState.active = false
    enter()
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
      if written < 0, errno == EINTR { continue }
      if written <= 0 { break }
      offset += written
    }
  }

  /// Waits for the next keys, resize or signal, or until a deadline (monotonic seconds, as
  /// ``TTY/now()`` gives) passes.
  public func next(deadline: Double? = nil) -> Event {
    while true {
      var fds = [
        pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: signalPipe[0], events: Int16(POLLIN), revents: 0),
      ]
      var wait: Int32 = -1
      if let deadline {
        let left = deadline - Self.now()
        if left <= 0 { return .timedOut }
        wait = Int32(min(left * 1000, 86_400_000).rounded(.up))
      }
      let ready = poll(&fds, 2, wait)
      if ready < 0 { continue }
      if ready == 0 { continue }  // the deadline is checked at the top
      if fds[1].revents & Int16(POLLIN) != 0 {
        var signal: UInt8 = 0
        guard read(signalPipe[0], &signal, 1) == 1 else { continue }
        switch Int32(signal) {
        case SIGWINCH: return .resized
        case SIGCONT: return .continued
        case SIGTSTP: return .suspendAsked
        default: return .terminated(Int32(signal))
        }
      }
      if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(fd, &buffer, buffer.count)
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        if count <= 0 { return .terminated(SIGHUP) }
        return .bytes(Array(buffer[0..<count]))
      }
    }
  }

  /// Seconds on a monotonic clock, for deadlines.
  public static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Signals that mean our own code failed: the handler restores the terminal, then lets the
  /// signal do what it would have done.
  static let crashSignals = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE]

  /// Reads the signals already queued and drops those in `dropped` (the SIGCONT that follows
  /// our own stop is no news); anything else that arrived while stopped (a resize, SIGTERM) is
  /// queued again.
  private func drainSignalPipe(dropping dropped: [Int32]) {
    var news: [UInt8] = []
    var signal: UInt8 = 0
    while read(signalPipe[0], &signal, 1) == 1 {
      if !dropped.contains(Int32(signal)) { news.append(signal) }
    }
    for var byte in news { _ = systemWrite(signalPipe[1], &byte, 1) }
  }

  private func installHandler(_ signal: Int32) {
    _ = systemSignal(signal) { number in
      var byte = UInt8(truncatingIfNeeded: number)
      _ = systemWrite(restoreState.pipe, &byte, 1)
    }
  }

  private func installSignalHandlers() {
    // A parent may have left these blocked; a picker that cannot hear them cannot restore.
    var wanted = sigset_t()
    sigemptyset(&wanted)
    for signal in Self.endingSignals + Self.eventSignals { sigaddset(&wanted, signal) }
    pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
    for signal in Self.endingSignals + Self.eventSignals { installHandler(signal) }
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
