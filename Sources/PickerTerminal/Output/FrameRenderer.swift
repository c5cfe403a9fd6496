/// Writes frames to the terminal, redrawing only the lines that changed.
///
/// Inline mode draws under the prompt and moves the cursor up to rewrite; full-screen mode uses
/// the alternate screen. Either way the cursor ends below the frame when done.
public struct FrameRenderer: Sendable {
  /// The frame on screen, if any.
  public private(set) var shown: Frame?
  /// Whether the frame is drawn on the alternate screen.
  public let fullScreen: Bool

  /// Creates a renderer.
  public init(fullScreen: Bool) {
    self.fullScreen = fullScreen
  }

  /// The bytes that bring the screen from the shown frame to a new one.
  ///
  /// The cursor rests at the start of the frame's last line between frames.
  public mutating func draw(_ frame: Frame) -> String {
    var out = ""
    guard let previous = shown, previous.lines.count == frame.lines.count else {
      if let previous = shown, !previous.lines.isEmpty {
        // The shape changed (a resize): go back to the top and clear downwards.
        out += "\r" + up(previous.lines.count - 1) + "\u{1B}[J"
      } else if fullScreen {
        out += "\u{1B}[H\u{1B}[J"
      }
      out += frame.lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n")
      out += "\r"
      shown = frame
      return out
    }
    let last = frame.lines.count - 1
    var cursor = last
    for index in frame.lines.indices where frame.lines[index] != previous.lines[index] {
      out += move(from: cursor, to: index) + "\r" + frame.lines[index] + "\u{1B}[K"
      cursor = index
    }
    out += move(from: cursor, to: last) + "\r"
    shown = frame
    return out
  }

  /// The bytes that clear the frame away (for a clean exit in inline mode).
  public mutating func erase() -> String {
    guard let previous = shown else { return "" }
    shown = nil
    return "\r" + up(previous.lines.count - 1) + "\u{1B}[J"
  }

  /// Forgets what is on screen, so the next draw is whole (after SIGWINCH).
  public mutating func invalidate() {
    if let previous = shown { shown = Frame(lines: previous.lines.map { _ in "\u{0}" }) }
  }

  private func up(_ count: Int) -> String { count > 0 ? "\u{1B}[\(count)A" : "" }

  private func move(from: Int, to: Int) -> String {
    if to < from { return "\u{1B}[\(from - to)A" }
    if to > from { return "\u{1B}[\(to - from)B" }
    return ""
  }
}
