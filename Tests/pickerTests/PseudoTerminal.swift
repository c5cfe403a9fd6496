import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs `picker` on a real pseudo-terminal, as a person's shell would: a new session whose
/// controlling terminal is the pty (standard input and error), standard output a pipe, as in
/// `x=$(picker 59:59.99)`.
///
/// What the picker draws is kept twice: the raw bytes, and an emulated ``Screen`` of the
/// window's size that shows what a person would read (the renderer writes only changed cells,
/// so a line's text is seldom in the bytes whole).
final class PseudoTerminal: @unchecked Sendable {
  let master: Int32
  /// The harness's own handle on the terminal, to read its mode (`stty -g`) from outside.
  let slave: Int32
  /// The terminal's mode before the picker started (read before it is spawned: a picker that
  /// starts fast can be in raw mode before the harness asks).
  let initialMode: String
  let pid: pid_t
  private let outputPipe: Int32
  private let lock = NSLock()
  private var drawn: [UInt8] = []
  private var screen: Screen
  private var standardOutput: [UInt8] = []
  private var readers: [Thread] = []

  /// Starts `picker` with arguments on a window of some size.
  ///
  /// The terminal is an `xterm-256color`, as the emulated screen is, unless `environment` says
  /// otherwise; `removing` names variables the picker must not see (`TERM`).
  init(
    _ arguments: [String], columns: UInt16 = 80, rows: UInt16 = 24,
    environment: [String: String] = [:], removing: Set<String> = [], standardInput: String? = nil,
    reflow: Screen.Reflow = .rewraps
  )
    throws
  {
    screen = Screen(columns: Int(columns), rows: Int(rows), reflow: reflow)
    // posix_openpt/unlockpt/ptsname are hidden from Swift's Glibc module (they need
    // _XOPEN_SOURCE), so this does what they do on Linux: open /dev/ptmx, unlock (TIOCSPTLCK)
    // and ask for the slave's number (TIOCGPTN).
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0,
      ioctl(master, UInt(0x8004_5430), &number) == 0
    else { throw HarnessError("no pseudo-terminal") }
    let slavePath = "/dev/pts/\(number)"
    slave = open(slavePath, O_RDWR | O_NOCTTY)
    var window = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    initialMode = Self.mode(of: slave)

    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { throw HarnessError("no pipe") }
    outputPipe = pipeEnds[0]

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    if let standardInput {
      // Standard input is a file (as `printf ... | picker choose`); the pty, opened first as
      // standard error, is still the controlling terminal /dev/tty opens.
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("picker-stdin-\(UUID().uuidString)").path
      _ = FileManager.default.createFile(atPath: file, contents: Data(standardInput.utf8))
      posix_spawn_file_actions_addopen(&actions, 2, slavePath, O_RDWR, 0)
      posix_spawn_file_actions_addopen(&actions, 0, file, O_RDONLY, 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
      posix_spawn_file_actions_adddup2(&actions, 0, 2)
    }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    posix_spawn_file_actions_addclose(&actions, master)

    var env = ProcessInfo.processInfo.environment
    env["TERM"] = "xterm-256color"
    env.merge(environment) { $1 }
    for name in removing { env[name] = nil }
    let path = PickerProcess.executable.path
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    var child: pid_t = 0
    // The child leads a new session, so opening the pty makes it the controlling terminal.
    let status = withShellLikeSpawnAttributes(newSession: true) { attributes in
      posix_spawn(&child, path, &actions, &attributes, argv, envp)
    }
    for pointer in argv + envp { free(pointer) }
    posix_spawn_file_actions_destroy(&actions)
    close(pipeEnds[1])
    guard status == 0 else { throw HarnessError("spawn failed: \(status)") }
    pid = child
    startReading(master) {
      self.drawn += $0
      self.screen.feed($0)
    }
    startReading(outputPipe) { self.standardOutput += $0 }
  }

  deinit {
    kill(pid, SIGKILL)
    close(master)
    close(slave)
    close(outputPipe)
  }

  private func startReading(_ fd: Int32, into append: @escaping @Sendable ([UInt8]) -> Void) {
    let thread = Thread { [lock] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(fd, &buffer, buffer.count)
        if count <= 0 { break }
        lock.lock()
        append(Array(buffer[0..<count]))
        lock.unlock()
      }
    }
    thread.start()
    readers.append(thread)
  }

  /// Everything drawn on the terminal so far, as bytes were written (escape sequences and all).
  var output: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: drawn, as: UTF8.self)
  }

  /// How many bytes have been drawn on the terminal so far.
  var outputCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return drawn.count
  }

  /// The emulated screen's rows as a person reads them, trailing spaces removed.
  var screenLines: [String] {
    lock.lock()
    defer { lock.unlock() }
    return screen.lines
  }

  /// The emulated screen itself, as it is now (a copy).
  var currentScreen: Screen {
    lock.lock()
    defer { lock.unlock() }
    return screen
  }

  /// Everything written to standard output so far.
  var stdout: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: standardOutput, as: UTF8.self)
  }

  /// Types bytes as a person would, one keystroke at a time.
  func type(_ keys: String...) {
    for key in keys {
      _ = key.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
      usleep(30_000)
    }
  }

  /// Waits until some row of the emulated screen shows a text, or a timeout.
  @discardableResult
  func waitFor(_ text: String, timeout: Double = 10) -> Bool {
    waitUntil(timeout: timeout) { screen in screen.lines.contains { $0.contains(text) } }
  }

  /// Waits until the emulated screen meets a condition, or a timeout.
  @discardableResult
  func waitUntil(timeout: Double = 10, _ condition: (Screen) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if condition(currentScreen) { return true }
      usleep(20_000)
    }
    return condition(currentScreen)
  }

  /// Waits until more than a number of bytes (a mark ``outputCount`` gave) has been drawn.
  @discardableResult
  func waitForOutput(beyond mark: Int, timeout: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if outputCount > mark { return true }
      usleep(5_000)
    }
    return false
  }

  /// Waits until the bytes drawn after a mark (a count of bytes, as ``outputCount`` gave)
  /// hold a text, or a timeout.
  @discardableResult
  func waitForBytes(_ text: String, after start: Int = 0, timeout: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      lock.lock()
      let shown = String(decoding: drawn.dropFirst(start), as: UTF8.self)
      lock.unlock()
      if shown.contains(text) { return true }
      usleep(20_000)
    }
    return false
  }

  /// Changes the window size; the kernel sends SIGWINCH to the picker.
  ///
  /// The emulated screen takes the new size at the same moment, as a terminal window would.
  func resize(columns: UInt16, rows: UInt16) {
    var window = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    lock.lock()
    screen.resize(columns: Int(columns), rows: Int(rows))
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    lock.unlock()
  }

  /// Waits for the picker to exit: its exit status, or 128 + signal.
  func waitForExit(timeout: Double = 10) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    while Date() < deadline {
      let done = waitpid(pid, &status, WNOHANG)
      if done == pid {
        usleep(50_000)  // let the readers drain
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
      }
      usleep(20_000)
    }
    return nil
  }

  /// The terminal's mode, as `stty -g` would print it.
  func mode() -> String { Self.mode(of: slave) }

  private static func mode(of slave: Int32) -> String {
    var settings = termios()
    tcgetattr(slave, &settings)
    let flags = [settings.c_iflag, settings.c_oflag, settings.c_cflag, settings.c_lflag]
    let cc = withUnsafeBytes(of: settings.c_cc) { Array($0) }
    return flags.map { String($0, radix: 16) }.joined(separator: ":") + ":"
      + cc.map { String($0, radix: 16) }.joined(separator: ":")
  }
}

struct HarnessError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
