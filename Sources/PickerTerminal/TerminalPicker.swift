public import PickerKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a picker on the terminal device: the pure model drives, the TTY only translates.
public enum TerminalPicker {
  /// How a run ended.
  public enum Ending: Sendable, Hashable {
    /// Enter: the settled state.
    case accepted(PickerState)
    /// Escape or Ctrl-C (exit 130).
    case cancelled
    /// A signal asked the picker to stop (exit 128 + signal).
    case terminated(Int32)
    /// There is no terminal to draw on.
    case noTerminal
    /// The timeout passed before Enter or Escape.
    case timedOut
    /// Enter on a form's last field: the form's state.
    case submitted(FormState)
  }

  /// Options for a run.
  public struct Options: Sendable {
    /// Use the alternate screen instead of drawing inline.
    public var fullScreen: Bool
    /// Use colour and emphasis (false when NO_COLOR is set).
    public var usesColor: Bool
    /// Seconds until the picker gives up, or nil to wait for ever.
    public var timeout: Double?

    /// Creates options.
    public init(fullScreen: Bool = false, usesColor: Bool = true, timeout: Double? = nil) {
      self.fullScreen = fullScreen
      self.usesColor = usesColor
      self.timeout = timeout
    }
  }

  /// Runs until the person accepts or cancels, a signal arrives or the timeout passes.
  public static func run<P: Picker>(
    _ picker: P, from start: PickerState, title: String, label: String = "", options: Options
  ) -> Ending {
    var accepted: PickerState?
    let ending = session(options: options) { columns in
      TerminalState(
        picker: picker, state: start, title: title, label: label, columns: columns,
        usesColor: options.usesColor)
    } view: {
      view($0)
    } update: {
      update($0, $1)
    } isDone: { state in
      accepted = state.state
      return state.outcome.map { $0 == .accepted }
    }
    return ending ?? (accepted.map { .accepted($0) } ?? .cancelled)
  }

  /// The loop every terminal UI shares.
  ///
  /// Raw mode, keys through a pure update, frames drawn as cell diffs, resizes, Ctrl-Z and
  /// `fg`, signals and the timeout. Returns the ending, or nil
  /// when `isDone` said the person accepted (the caller knows the state).
  static func session<S>(
    options: Options, start: (Int) -> S, view: (S) -> Frame, update: (S, Key) -> S,
    isDone: (S) -> Bool?
  ) -> Ending? {
    let deadline = options.timeout.map { TTY.now() + $0 }
    let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    let mouseOff = "\u{1B}[?1000l\u{1B}[?1006l"
    let enter = (options.fullScreen ? "\u{1B}[?1049h" : "") + "\u{1B}[?25l" + mouseOn
    let leave = mouseOff + "\u{1B}[?25h" + (options.fullScreen ? "\u{1B}[?1049l" : "")
    guard let tty = TTY(enterSequence: enter, leaveSequence: leave) else { return .noTerminal }
    var state = start(tty.size.columns)
    var renderer = FrameRenderer(fullScreen: options.fullScreen, columns: tty.size.columns)
    let decoder = KeyDecoder()
    func end(_ ending: Ending?) -> Ending? {
      tty.write(renderer.erase())
      tty.restore()
      return ending
    }
    func suspend() {
      tty.write(renderer.erase())
      tty.suspend()
      renderer.forget()
      resized()
    }
    func resized() {
      let size = tty.size
      state = update(state, .resize(columns: size.columns, rows: size.rows))
      renderer.resize(columns: size.columns)
    }
    tty.write(renderer.draw(view(state)))
    while true {
      switch tty.next(deadline: deadline) {
      case .bytes(let bytes):
        for key in decoder.keys(in: bytes) {
          if key == .suspend {
            suspend()
          } else {
            state = update(state, key)
          }
          if let accepted = isDone(state) { return end(accepted ? nil : .cancelled) }
        }
      case .suspendAsked:
        suspend()
      case .continued:
        tty.retake()
        renderer.forget()
        resized()
      case .resized:
        resized()
      case .terminated(let signal):
        return end(.terminated(signal))
      case .timedOut:
        return end(.timedOut)
      }
      tty.write(renderer.draw(view(state)))
    }
  }
}
