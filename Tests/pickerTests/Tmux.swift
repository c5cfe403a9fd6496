import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A tmux server of its own (`tmux -L <unique socket>`) running an interactive bash in one
/// window: real shell job control, which the pty harness cannot give (there the picker leads its
/// own session, an orphaned process group for which the kernel ignores SIGTSTP).
///
/// The server is killed when the value goes away.
final class Tmux {
  let socket = "picker-test-\(UUID().uuidString.prefix(8))"
  /// Where the server's socket is; tmux leaves the file behind when killed.
  private var socketPath = ""
  /// The shell's working folder, for files a test asks the shell to write.
  let folder: URL
  private let tmux: String

  /// Where tmux is installed, or nil.
  static var path: String? {
    ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Starts bash in a window of some size, its prompt `$ `, and waits for the prompt.
  init(columns: Int = 80, rows: Int = 24) throws {
    guard let tmux = Self.path else {
      throw HarnessError(
        "tmux is not installed; job control is tested through it (apt-get install tmux, as scripts/test.sh does)"
      )
    }
    self.tmux = tmux
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("picker-tmux-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let shell =
      "cd '\(folder.path)' && PS1='$ ' HISTFILE=/dev/null TERM=xterm-256color"
      + " exec bash --norc --noprofile"
    try run([
      "new-session", "-d", "-x", String(columns), "-y", String(rows), "-s", "main", shell,
    ])
    socketPath =
      (try? run(["display-message", "-p", "#{socket_path}"]))?
      .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    guard waitFor({ $0.last { !$0.isEmpty } == "$" }) else {
      throw HarnessError("bash showed no prompt in tmux: \(capture())")
    }
  }

  deinit {
    _ = try? run(["kill-server"])
    if !socketPath.isEmpty { try? FileManager.default.removeItem(atPath: socketPath) }
    try? FileManager.default.removeItem(at: folder)
  }

  /// Runs one tmux command on this server: its standard output.
  ///
  /// Spawned with no signal blocked or ignored, as a login shell's commands are: the test
  /// runner blocks and ignores some, a child inherits both, and a tmux server (and the bash
  /// in it) that cannot hear SIGCHLD or SIGTERM hangs.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    // A file, not a pipe: the server that the first command starts keeps the client's output
    // open, and a pipe would never end.
    let file = folder.appendingPathComponent("tmux-output-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let argv = ([tmux, "-L", socket] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child: pid_t = 0
    let spawned = withShellLikeSpawnAttributes(newSession: false) { attributes in
      posix_spawn(&child, tmux, &actions, &attributes, argv, environ)
    }
    guard spawned == 0 else { throw HarnessError("tmux did not start: \(spawned)") }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0, errno == EINTR {}
    let text = String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
    guard status == 0 else {
      throw HarnessError("tmux \(arguments.joined(separator: " ")): \(text)")
    }
    return text
  }

  /// Types text as it is (no key names).
  func type(_ text: String) throws {
    try run(["send-keys", "-t", "main", "-l", text])
  }

  /// Presses keys by tmux's names (`Enter`, `C-z`, `Up`).
  func press(_ keys: String...) throws {
    for key in keys { try run(["send-keys", "-t", "main", key]) }
  }

  /// Types a command line and Enter.
  func command(_ line: String) throws {
    try type(line)
    try press("Enter")
  }

  /// The window's visible lines, trailing spaces removed, as `capture-pane -p` gives them;
  /// with `history`, the lines scrolled off the top first.
  func capture(history: Bool = false) -> [String] {
    let text =
      (try? run(["capture-pane", "-p", "-t", "main"] + (history ? ["-S", "-"] : []))) ?? ""
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      var line = String($0)
      while line.last == " " { line.removeLast() }
      return line
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// Waits until the window's lines meet a condition, or a timeout.
  @discardableResult
  func waitFor(timeout: Double = 10, _ condition: ([String]) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if condition(capture()) { return true }
      usleep(50_000)
    }
    return condition(capture())
  }

  /// Waits until some line shows a text.
  @discardableResult
  func waitFor(_ text: String, timeout: Double = 10) -> Bool {
    waitFor(timeout: timeout) { $0.contains { $0.contains(text) } }
  }

  /// Resizes the window (the picker hears SIGWINCH).
  func resize(columns: Int, rows: Int = 24) throws {
    try run(["resize-window", "-t", "main", "-x", String(columns), "-y", String(rows)])
  }

  /// The window's width in columns, as tmux has it now.
  var columns: Int {
    Int(
      ((try? run(["display-message", "-p", "-t", "main", "#{window_width}"])) ?? "")
        .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
  }

  /// The processes the shell started (its children), by process id.
  func shellChildren() -> [pid_t] {
    guard
      let text = try? run(["display-message", "-p", "-t", "main", "#{pane_pid}"]),
      let shell = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)),
      let children = try? String(
        contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    else { return [] }
    return children.split(separator: " ").compactMap { Int32($0) }
  }

  /// A file in the shell's folder, as text (empty when missing).
  func read(_ name: String) -> String {
    (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
  }
}
