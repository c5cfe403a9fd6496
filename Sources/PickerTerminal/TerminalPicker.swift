public import PickerKit

#if canImport(Glibc)
import Glibc
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
  }

  /// Options for a run.
  public struct Options: Sendable {
    /// Use the alternate screen instead of drawing inline.
    public var fullScreen: Bool
    /// Use colour and emphasis (false when NO_COLOR is set).
    public var usesColor: Bool

    /// Creates options.
    public init(fullScreen: Bool = false, usesColor: Bool = true) {
      self.fullScreen = fullScreen
      self.usesColor = usesColor
    }
  }

  /// Runs until the person accepts or cancels, or a signal arrives.
  public static func run<P: Picker>(
    _ picker: P, from start: PickerState, title: String, label: String = "", options: Options
  ) -> Ending {
    let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    let mouseOff = "\u{1B}[?1000l\u{1B}[?1006l"
    let enter = (options.fullScreen ? "\u{1B}[?1049h" : "") + "\u{1B}[?25l" + mouseOn
    let leave = mouseOff + "\u{1B}[?25h" + (options.fullScreen ? "\u{1B}[?1049l" : "")
    guard let tty = TTY(enterSequence: enter, leaveSequence: leave) else { return .noTerminal }
    var state = TerminalState(
      picker: picker, state: start, title: title, label: label, columns: tty.size.columns,
      usesColor: options.usesColor)
    var renderer = FrameRenderer(fullScreen: options.fullScreen)
    let decoder = KeyDecoder()
    tty.write(renderer.draw(view(state)))
    while state.outcome == nil {
      switch tty.next() {
      case .bytes(let bytes):
        for key in decoder.keys(in: bytes) where state.outcome == nil {
          state = update(state, key)
        }
      case .resized:
        let size = tty.size
        state = update(state, .resize(columns: size.columns, rows: size.rows))
        renderer.invalidate()
      case .terminated(let signal):
        tty.write(renderer.erase())
        tty.restore()
        return .terminated(signal)
      }
      tty.write(renderer.draw(view(state)))
    }
    tty.write(renderer.erase())
    tty.restore()
    return state.outcome == .accepted ? .accepted(state.state) : .cancelled
  }
}
