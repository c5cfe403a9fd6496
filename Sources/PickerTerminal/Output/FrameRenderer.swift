/// Writes frames to the terminal: only the cells that changed, every line cut to the window.
///
/// Inline mode draws under the prompt and moves the cursor within the frame; full-screen mode
/// uses the alternate screen. A frame line never reaches the window's last column, so nothing
/// wraps and the cursor always knows where it is.
///
/// Hand-written rather than taken from a curses binding: ncurses has no Swift package on this
/// machine, and the picker needs only this much of it (a cell diff of a few lines).
public struct FrameRenderer: Sendable {
  /// The frame on screen, as cells, if any.
  private var shown: [[Cell]]?
  /// Whether the frame is drawn on the alternate screen.
  public let fullScreen: Bool
  /// The window's width in columns.
  public private(set) var columns: Int
  /// Where the cursor is: a line of the shown frame and a column.
  private var cursor = (line: 0, column: 0)
  /// The attributes the terminal has set now, or nil when unknown.
  private var pen: Style?
  /// Whether the next draw must rewrite every line (after a resize).
  private var needsWholeDraw = false

  /// Creates a renderer for a window of some width.
  public init(fullScreen: Bool, columns: Int = 80) {
    self.fullScreen = fullScreen
    self.columns = max(columns, 2)
  }

  /// The text on screen, line by line, without attributes (what a person reads).
  public var shownText: [String] {
    (shown ?? []).map { $0.map(\.text).joined() }
  }

  /// The bytes that bring the screen from the shown frame to a new one.
  public mutating func draw(_ frame: Frame) -> String {
    let lines = frame.lines.map { Cell.line($0, width: columns - 1) }
    guard let previous = shown, previous.count == lines.count, !needsWholeDraw else {
      return drawWhole(lines)
    }
    var out = ""
    // The pen is left as the last cell set it: nothing else writes while the picker runs, and
    // erasing resets it.
    for index in lines.indices {
      out += update(line: index, from: previous[index], to: lines[index])
    }
    shown = lines
    return out
  }

  /// The bytes that clear the frame away and leave the cursor where the frame began.
  public mutating func erase() -> String {
    guard shown != nil else { return "" }
    let out = toTop() + "\u{1B}[J" + styled(.plain)
    shown = nil
    return out
  }

  /// The window changed width: the next draw is whole, from the frame's top as it is now.
  ///
  /// Terminals that reflow (tmux, VTE, kitty, iTerm2) re-wrap shown lines that no longer fit,
  /// so the top is counted in the new width's rows, and nothing is left behind.
  public mutating func resize(columns newColumns: Int) {
    let newColumns = max(newColumns, 2)
    defer { columns = newColumns }
    needsWholeDraw = true
    guard let previous = shown, newColumns < columns else { return }
    var above = 0
    for line in previous[..<cursor.line] {
      above += max(1, (line.count + newColumns - 1) / newColumns)
    }
    cursor = (above + cursor.column / newColumns, 0)
  }

  /// Forgets the shown frame: the screen is no longer as it was left (the picker was stopped
  /// and continued), so the next frame is drawn fresh where the cursor is.
  public mutating func forget() {
    shown = nil
    pen = nil
  }

  // MARK: - Cells to bytes

  private mutating func drawWhole(_ lines: [[Cell]]) -> String {
    var out = ""
    if shown != nil {
      out += toTop() + "\u{1B}[J"
    } else if fullScreen {
      out += "\u{1B}[H\u{1B}[J"
    }
    pen = nil
    for (index, line) in lines.enumerated() {
      if index > 0 { out += "\r\n" }
      cursor = (index, 0)
      out += write(line[...])
    }
    out += styled(.plain)
    shown = lines
    needsWholeDraw = false
    return out
  }

  /// Goes to the start of the frame's first line.
  ///
  /// In inline mode the cursor line counts rows
  /// (after a reflow, more rows than lines).
  private mutating func toTop() -> String {
    let rows = fullScreen ? 0 : cursor.line
    let out = fullScreen ? "\u{1B}[H" : "\r" + (rows > 0 ? "\u{1B}[\(rows)A" : "")
    cursor = (0, 0)
    return out
  }

  /// Rewrites the runs of cells that differ in one line.
  private mutating func update(line index: Int, from old: [Cell], to new: [Cell]) -> String {
    var out = ""
    var column = 0
    while column < new.count {
      guard new[column] != old.at(column) else {
        column += 1
        continue
      }
      // A run of changes; a gap of a few equal cells is cheaper written than jumped over.
      var start = column
      while start > 0, new[start].isContinuation { start -= 1 }
      var end = column + 1
      var equal = 0
      while end < new.count, equal <= 4 {
        equal = new[end] == old.at(end) ? equal + 1 : 0
        end += 1
      }
      end -= equal
      while end < new.count, new[end].isContinuation { end += 1 }
      out += move(toLine: index, column: start)
      out += write(new[start..<end])
      column = end
    }
    if new.count < old.count {
      out += move(toLine: index, column: new.count) + styled(.plain) + "\u{1B}[K"
    }
    return out
  }

  private mutating func write(_ cells: ArraySlice<Cell>) -> String {
    var out = ""
    for cell in cells {
      out += styled(cell.style) + cell.text
      cursor.column += cell.width
    }
    return out
  }

  /// The bytes that set the terminal's attributes to a style, given what is set now.
  private mutating func styled(_ style: Style) -> String {
    defer { pen = style }
    guard let current = pen else {
      return style == .plain ? "\u{1B}[0m" : "\u{1B}[0;\(style.codes.joined(separator: ";"))m"
    }
    return current.transition(to: style)
  }

  private mutating func move(toLine line: Int, column: Int) -> String {
    var out = ""
    let rows = line - cursor.line
    if rows < 0 { out += rows == -1 ? "\u{1B}[A" : "\u{1B}[\(-rows)A" }
    if rows > 0 { out += rows == 1 ? "\u{1B}[B" : "\u{1B}[\(rows)B" }
    if column != cursor.column {
      // The shortest of: carriage return, backspaces, a relative move, an absolute one.
      let left = cursor.column - column
      var moves = ["\u{1B}[\(column + 1)G"]
      if column == 0 { moves.append("\r") }
      if left > 0 {
        moves.append(left == 1 ? "\u{1B}[D" : "\u{1B}[\(left)D")
        if left <= 3 { moves.append(String(repeating: "\u{8}", count: left)) }
      } else {
        moves.append(left == -1 ? "\u{1B}[C" : "\u{1B}[\(-left)C")
      }
      out += moves.min { $0.utf8.count < $1.utf8.count } ?? ""
    }
    cursor = (line, column)
    return out
  }
}

/// The attributes the picker draws with: bold, dim and reverse.
struct Style: Sendable, Hashable {
  var bold = false
  var dim = false
  var reverse = false

  static let plain = Style()

  var codes: [String] {
    (bold ? ["1"] : []) + (dim ? ["2"] : []) + (reverse ? ["7"] : [])
  }

  /// Reads one SGR sequence's parameters into the style.
  mutating func apply(_ parameters: Substring) {
    for code in parameters.split(separator: ";", omittingEmptySubsequences: false) {
      switch code {
      case "", "0": self = .plain
      case "1": bold = true
      case "2": dim = true
      case "7": reverse = true
      case "22":
        bold = false
        dim = false
      case "27": reverse = false
      default: break
      }
    }
  }

  /// The shortest bytes from this style to another.
  func transition(to next: Style) -> String {
    if next == self { return "" }
    if next == .plain { return "\u{1B}[0m" }
    var codes: [String] = []
    if (bold && !next.bold) || (dim && !next.dim) {
      // 22 clears both bold and dim; set again whichever stays.
      codes.append("22")
      if next.bold { codes.append("1") }
      if next.dim { codes.append("2") }
    } else {
      if next.bold && !bold { codes.append("1") }
      if next.dim && !dim { codes.append("2") }
    }
    if next.reverse != reverse { codes.append(next.reverse ? "7" : "27") }
    let relative = "\u{1B}[\(codes.joined(separator: ";"))m"
    let absolute = "\u{1B}[0;\(next.codes.joined(separator: ";"))m"
    return relative.utf8.count <= absolute.utf8.count ? relative : absolute
  }
}

/// One character on screen with its attributes; a wide character is followed by a continuation
/// cell of width 0 so that index and column agree.
struct Cell: Sendable, Hashable {
  var text: String
  var width: Int
  var style: Style

  var isContinuation: Bool { width == 0 }

  /// A frame line as cells, cut to a width (a wide character that would cross it is left out).
  static func line(_ text: String, width limit: Int) -> [Cell] {
    var cells: [Cell] = []
    var style = Style.plain
    var used = 0
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "\u{1B}" {
        // An escape sequence: only SGR is kept (as the style), anything else is dropped.
        var end = text.index(after: index)
        if end < text.endIndex, text[end] == "[" {
          end = text.index(after: end)
          let parametersStart = end
          while end < text.endIndex,
            !(text[end].asciiValue.map { (0x40...0x7E).contains($0) } ?? false)
          {
            end = text.index(after: end)
          }
          if end < text.endIndex {
            if text[end] == "m" { style.apply(text[parametersStart..<end]) }
            end = text.index(after: end)
          }
        }
        index = end
        continue
      }
      index = text.index(after: index)
      let width = DisplayWidth.of(String(character))
      // Control characters never reach the screen: they could move the cursor.
      if character.unicodeScalars.contains(where: {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
      }) {
        continue
      }
      guard used + width <= limit else { break }
      if width == 0 {
        // A combining mark joins the character before it.
        if cells.isEmpty { continue }
        cells[cells.count - 1].text.append(character)
        continue
      }
      cells.append(Cell(text: String(character), width: width, style: style))
      if width == 2 { cells.append(Cell(text: "", width: 0, style: style)) }
      used += width
    }
    return cells
  }

}

extension Array where Element == Cell {
  /// The cell at a column, or nil past the end.
  fileprivate func at(_ column: Int) -> Cell? { column < count ? self[column] : nil }
}
