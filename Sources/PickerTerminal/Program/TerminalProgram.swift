#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a ``TerminalModel`` on the terminal device, as bubbletea's `Program`: the model decides,
/// the program only translates.
///
/// Raw mode, bytes decoded into keys for the model's pure update, its frames drawn as cell
/// diffs, resizes, Ctrl-Z and `fg`, signals and the timeout: every terminal UI of PickerKit's
/// runs through this one loop.
public struct TerminalProgram<Model: TerminalModel> {
  /// How it draws, and how long it waits.
  public let options: TerminalOptions

  /// A program with these options.
  public init(options: TerminalOptions = TerminalOptions()) {
    self.options = options
  }

  /// Runs until the person decides, a signal arrives or the timeout passes; `start` makes the
  /// first model for the terminal's width in columns.
  public func run(_ start: (_ columns: Int) -> Model) -> TerminalEnding<Model.Answer> {
    let deadline = options.timeout.map { TTY.now() + $0 }
    let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    let mouseOff = "\u{1B}[?1000l\u{1B}[?1006l"
    let enter = (options.fullScreen ? "\u{1B}[?1049h" : "") + "\u{1B}[?25l" + mouseOn
    let leave = mouseOff + "\u{1B}[?25h" + (options.fullScreen ? "\u{1B}[?1049l" : "")
    guard let tty = TTY(enterSequence: enter, leaveSequence: leave) else { return .noTerminal }
    var model = start(tty.size.columns)
    var renderer = FrameRenderer(fullScreen: options.fullScreen, columns: tty.size.columns)
    let decoder = KeyDecoder()
    func end(_ ending: TerminalEnding<Model.Answer>) -> TerminalEnding<Model.Answer> {
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
      model = model.update(.resize(columns: size.columns, rows: size.rows))
      renderer.resize(columns: size.columns)
    }
    tty.write(renderer.draw(model.view()))
    while true {
      switch tty.next(deadline: deadline) {
      case .bytes(let bytes):
        for key in decoder.keys(in: bytes) {
          if key == .suspend {
            suspend()
          } else {
            model = model.update(key)
          }
          if let decision = model.decision { return end(TerminalEnding(decision)) }
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
      tty.write(renderer.draw(model.view()))
    }
  }
}
