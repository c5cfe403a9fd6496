import Synchronization

/// Requests without the access token, counted per client, so that one that keeps guessing is
/// told to wait.
///
/// Each client has a window that opens with its first failure: past `failures` failures within
/// it, the client is answered 429 until the window ends. Memory is bounded: at most `capacity`
/// clients are kept, and when a new one would pass that, ended windows are dropped and then,
/// if need be, the oldest.
final class AccessLimiter: Sendable {
  /// One client's failures since its window opened.
  private struct Window {
    var opened: ContinuousClock.Instant
    var failures: Int
  }

  /// Failures a client may have within a window.
  let failures: Int
  /// How long a window lasts.
  let window: Duration
  /// The most clients kept at once.
  let capacity: Int
  private let windows = Mutex<[String: Window]>([:])

  /// A limiter: by default 10 failures a minute, for at most 4,096 clients (a few hundred KB).
  init(failures: Int = 10, window: Duration = .seconds(60), capacity: Int = 4_096) {
    self.failures = max(1, failures)
    self.window = window
    self.capacity = max(1, capacity)
  }

  /// Whole seconds `client` must wait (at least 1), or nil when it may try now.
  func retryAfter(_ client: String, at now: ContinuousClock.Instant) -> Int? {
    windows.withLock { windows in
      guard let entry = windows[client], entry.failures >= failures else { return nil }
      let left = window - (now - entry.opened)
      guard left > .zero else {
        windows[client] = nil
        return nil
      }
      let (seconds, attoseconds) = left.components
      return Int(clamping: seconds) + (attoseconds > 0 ? 1 : 0)
    }
  }

  /// Counts a failure of `client`.
  func recordFailure(_ client: String, at now: ContinuousClock.Instant) {
    windows.withLock { windows in
      if var entry = windows[client], now - entry.opened < window {
        // Counts stop at the limit: nothing a client sends can overflow them.
        entry.failures = min(entry.failures + 1, failures)
        windows[client] = entry
        return
      }
      if windows[client] == nil && windows.count >= capacity {
        windows = windows.filter { now - $0.value.opened < window }
        if windows.count >= capacity,
          let oldest = windows.min(by: { $0.value.opened < $1.value.opened })?.key
        {
          windows[oldest] = nil
        }
      }
      windows[client] = Window(opened: now, failures: 1)
    }
  }

  /// The clients kept now.
  var count: Int { windows.withLock { $0.count } }
}
