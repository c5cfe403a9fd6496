import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// posix_spawn attributes for a child that starts as a login shell's commands do.
///
/// No signal is blocked and every signal is at its default. The test runner blocks and ignores
/// some, and a child inherits both; a picker or a tmux server that cannot hear SIGCHLD, SIGTERM or
/// SIGTSTP behaves as it never would in a shell. With `newSession` the child also leads a session
/// of its own (POSIX_SPAWN_SETSID), so the first terminal it opens becomes its controlling terminal
/// and /dev/tty works.
func withShellLikeSpawnAttributes<T>(
  newSession: Bool, _ body: (inout posix_spawnattr_t) throws -> T
) rethrows -> T {
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  // POSIX_SPAWN_SETSIGDEF (0x04), POSIX_SPAWN_SETSIGMASK (0x08), POSIX_SPAWN_SETSID (0x80,
  // glibc).
  posix_spawnattr_setflags(&attributes, Int16(0x04 | 0x08 | (newSession ? 0x80 : 0)))
  var none = sigset_t()
  sigemptyset(&none)
  posix_spawnattr_setsigmask(&attributes, &none)
  var all = sigset_t()
  sigfillset(&all)
  sigdelset(&all, SIGKILL)
  sigdelset(&all, SIGSTOP)
  posix_spawnattr_setsigdefault(&attributes, &all)
  return try body(&attributes)
}
