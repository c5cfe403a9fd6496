/// A small VT100/xterm screen, fed the bytes a program writes to its terminal, so that tests
/// read what a person would see rather than the bytes that drew it.
///
/// Enough of a terminal for a picker's frames: UTF-8 text (East Asian wide characters take two
/// columns), CR, LF (scrolling at the bottom row), BS, TAB, the cursor moves `CSI A B C D G H f`,
/// the erasures `CSI J K`, and auto-wrap with the pending wrap at the right margin. Attributes
/// (`CSI m`), private modes (`CSI ? … h/l`) and OSC strings are read and ignored. A resize
/// re-wraps the lines as VTE, kitty and tmux do (``Reflow/rewraps``), or cuts them as xterm does.
struct Screen {
  /// What a resize does to lines that no longer fit.
  enum Reflow {
    /// Lines are joined where they had wrapped and wrapped again at the new width.
    case rewraps
    /// Lines are cut at the new width (xterm).
    case cuts
  }

  /// One row: its cells, a wide character's second column an empty string, and whether the
  /// text ran on into the next row by auto-wrap.
  private struct Row {
    var cells: [String]
    var wrapped = false

    init(columns: Int) {
      cells = Array(repeating: " ", count: columns)
    }

    var text: String {
      var text = cells.joined()
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  private(set) var columns: Int
  private(set) var rows: Int
  let reflow: Reflow
  private var grid: [Row]
  /// Rows scrolled off the top, oldest first.
  private(set) var scrollback: [String] = []
  /// The cursor, 0-based.
  private(set) var cursor = (row: 0, column: 0)
  /// Set after a character lands in the last column: the next one wraps first.
  private var pendingWrap = false
  private var parser = Parser.ground
  private var utf8: [UInt8] = []

  private enum Parser {
    case ground
    case escape
    /// ESC followed by intermediate bytes (`ESC ( B`): one more byte ends it.
    case escapeIntermediate
    case csi(String)
    case osc
    case oscEscape
  }

  init(columns: Int, rows: Int, reflow: Reflow = .rewraps) {
    self.columns = max(columns, 1)
    self.rows = max(rows, 1)
    self.reflow = reflow
    grid = Array(repeating: Row(columns: self.columns), count: self.rows)
  }

  /// The text of each row, trailing spaces removed.
  var lines: [String] { grid.map(\.text) }

  /// The rows that wrapped into the next one (text wider than the window).
  var wrappedRows: [Int] { grid.indices.filter { grid[$0].wrapped } }

  /// The width in columns of a row's text.
  func width(ofLine row: Int) -> Int {
    var cells = grid[row].cells
    while cells.last == " " { cells.removeLast() }
    return cells.count
  }

  // MARK: - Bytes in

  mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { feed(byte) }
  }

  private mutating func feed(_ byte: UInt8) {
    switch parser {
    case .ground: ground(byte)
    case .escape:
      switch byte {
      case UInt8(ascii: "["): parser = .csi("")
      case UInt8(ascii: "]"): parser = .osc
      case 0x20...0x2F: parser = .escapeIntermediate
      default: parser = .ground
      }
    case .escapeIntermediate:
      parser = .ground
    case .csi(let parameters):
      if (0x40...0x7E).contains(byte) {
        parser = .ground
        csi(parameters, final: Character(Unicode.Scalar(byte)))
      } else if byte == 0x1B {
        parser = .escape
      } else {
        parser = .csi(parameters + String(Unicode.Scalar(byte)))
      }
    case .osc:
      if byte == 0x07 { parser = .ground }
      if byte == 0x1B { parser = .oscEscape }
    case .oscEscape:
      parser = byte == UInt8(ascii: "\\") ? .ground : .osc
    }
  }

  private mutating func ground(_ byte: UInt8) {
    if !utf8.isEmpty || byte >= 0x80 {
      utf8.append(byte)
      guard utf8.count >= Self.length(ofUTF8Lead: utf8[0]) else { return }
      let text = String(decoding: utf8, as: UTF8.self)
      utf8 = []
      for scalar in text.unicodeScalars { put(scalar) }
      return
    }
    switch byte {
    case 0x1B: parser = .escape
    case 0x0D:
      cursor.column = 0
      pendingWrap = false
    case 0x0A, 0x0B, 0x0C:
      lineFeed()
    case 0x08:
      cursor.column = max(cursor.column - 1, 0)
      pendingWrap = false
    case 0x09:
      cursor.column = min((cursor.column / 8 + 1) * 8, columns - 1)
    case 0x00..<0x20, 0x7F: break
    default: put(Unicode.Scalar(byte))
    }
  }

  private static func length(ofUTF8Lead lead: UInt8) -> Int {
    switch lead {
    case 0xF0...: 4
    case 0xE0...: 3
    case 0xC0...: 2
    default: 1
    }
  }

  private mutating func put(_ scalar: Unicode.Scalar) {
    let width = Self.width(of: scalar)
    if width == 0 {
      // A combining mark joins the character before it.
      let column = pendingWrap ? cursor.column : cursor.column - 1
      if column >= 0 { grid[cursor.row].cells[column].unicodeScalars.append(scalar) }
      return
    }
    if pendingWrap || cursor.column + width > columns {
      if width > columns { return }
      grid[cursor.row].wrapped = true
      cursor.column = 0
      lineFeed()
    }
    grid[cursor.row].cells[cursor.column] = String(scalar)
    if width == 2 { grid[cursor.row].cells[cursor.column + 1] = "" }
    if cursor.column + width == columns {
      cursor.column = columns - 1
      pendingWrap = true
    } else {
      cursor.column += width
      pendingWrap = false
    }
  }

  private mutating func lineFeed() {
    pendingWrap = false
    if cursor.row == rows - 1 {
      scrollback.append(grid.removeFirst().text)
      grid.append(Row(columns: columns))
    } else {
      cursor.row += 1
    }
  }

  private mutating func csi(_ parameters: String, final: Character) {
    // Private (`?25h`) and other prefixed sequences are modes: nothing to draw.
    if let first = parameters.first, "?<>=".contains(first) { return }
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    func number(_ index: Int, default value: Int = 1) -> Int {
      index < numbers.count && numbers[index] > 0 ? numbers[index] : value
    }
    let wasPending = pendingWrap
    pendingWrap = false
    switch final {
    case "A": cursor.row = max(cursor.row - number(0), 0)
    case "B": cursor.row = min(cursor.row + number(0), rows - 1)
    case "C": cursor.column = min(cursor.column + number(0), columns - 1)
    case "D": cursor.column = max(cursor.column - number(0), 0)
    case "G": cursor.column = min(number(0), columns) - 1
    case "H", "f":
      cursor = (min(number(0), rows) - 1, min(number(1), columns) - 1)
    case "J": erase(inDisplay: numbers.first ?? 0)
    case "K": erase(inLine: numbers.first ?? 0)
    default: pendingWrap = wasPending  // m and the rest change nothing on the grid
    }
  }

  private mutating func erase(inDisplay mode: Int) {
    switch mode {
    case 0:
      erase(inLine: 0)
      for row in (cursor.row + 1)..<rows { grid[row] = Row(columns: columns) }
    case 1:
      erase(inLine: 1)
      for row in 0..<cursor.row { grid[row] = Row(columns: columns) }
    case 2: grid = Array(repeating: Row(columns: columns), count: rows)
    case 3: scrollback = []
    default: break
    }
  }

  private mutating func erase(inLine mode: Int) {
    let range: Range<Int> =
      switch mode {
      case 0: cursor.column..<columns
      case 1: 0..<(cursor.column + 1)
      default: 0..<columns
      }
    for column in range { grid[cursor.row].cells[column] = " " }
    // A wide character cut in half by the erasure is gone whole.
    if range.lowerBound > 0, grid[cursor.row].cells[range.lowerBound - 1].isWide {
      grid[cursor.row].cells[range.lowerBound - 1] = " "
    }
    if mode != 1 { grid[cursor.row].wrapped = false }
  }

  // MARK: - Resizing

  /// The window changed size, as the harness's TIOCSWINSZ tells the program.
  mutating func resize(columns newColumns: Int, rows newRows: Int) {
    let newColumns = max(newColumns, 1)
    let newRows = max(newRows, 1)
    switch reflow {
    case .cuts: cut(columns: newColumns)
    case .rewraps: rewrap(columns: newColumns)
    }
    columns = newColumns
    // Rows leave from the bottom while they are empty and below the cursor, then from the top
    // into the scrollback, as terminals keep the cursor's line on screen.
    while grid.count > newRows, grid.count - 1 > cursor.row, grid[grid.count - 1].text.isEmpty {
      grid.removeLast()
    }
    while grid.count > newRows {
      scrollback.append(grid.removeFirst().text)
      cursor.row -= 1
    }
    while grid.count < newRows { grid.append(Row(columns: columns)) }
    rows = newRows
    cursor.row = min(max(cursor.row, 0), rows - 1)
    cursor.column = min(cursor.column, columns - 1)
    pendingWrap = false
  }

  private mutating func cut(columns newColumns: Int) {
    for index in grid.indices {
      var cells = grid[index].cells
      if cells.count > newColumns {
        cells.removeLast(cells.count - newColumns)
        if cells.last?.isWide == true { cells[cells.count - 1] = " " }
      } else {
        cells += Array(repeating: " ", count: newColumns - cells.count)
      }
      grid[index] = Row(columns: newColumns)
      grid[index].cells = cells
    }
  }

  private mutating func rewrap(columns newColumns: Int) {
    // Logical lines: rows joined where they wrapped; the cursor as an offset in its line.
    var logical: [[String]] = []
    var cursorLine = 0
    var cursorOffset = 0
    var current: [String] = []
    for (index, row) in grid.enumerated() {
      if index == cursor.row {
        cursorLine = logical.count
        cursorOffset = current.count + cursor.column
      }
      current += row.cells
      if !row.wrapped {
        while current.last == " " { current.removeLast() }
        logical.append(current)
        current = []
      }
    }
    if !current.isEmpty { logical.append(current) }
    var rewrapped: [Row] = []
    for (index, line) in logical.enumerated() {
      if index == cursorLine {
        cursor = (rewrapped.count + cursorOffset / newColumns, cursorOffset % newColumns)
      }
      var rest = line[...]
      repeat {
        var row = Row(columns: newColumns)
        var taken = 0
        while taken < newColumns, let cell = rest.first {
          // A wide character that would cross the margin starts the next row.
          if cell.isWide, taken > 0, taken == newColumns - 1 { break }
          row.cells[taken] = cell
          rest.removeFirst()
          taken += 1
        }
        row.wrapped = !rest.isEmpty
        rewrapped.append(row)
      } while !rest.isEmpty
    }
    while rewrapped.count <= cursor.row { rewrapped.append(Row(columns: newColumns)) }
    grid = rewrapped
  }

  // MARK: - Widths

  /// Columns a character takes: 2 for East Asian wide and full-width, 0 for combining marks.
  static func width(of scalar: Unicode.Scalar) -> Int {
    let category = scalar.properties.generalCategory
    if category == .nonspacingMark || category == .enclosingMark
      || (0x200B...0x200F).contains(scalar.value)
    {
      return 0
    }
    return wide.contains { $0.contains(scalar.value) } ? 2 : 1
  }

  /// Unicode's East Asian Wide and Fullwidth blocks (EastAsianWidth.txt, W and F), by block.
  private static let wide: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x2E80...0x303E,
    0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
    0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}

extension String {
  /// Whether a cell holds a character two columns wide.
  fileprivate var isWide: Bool {
    unicodeScalars.first.map { Screen.width(of: $0) == 2 } ?? false
  }
}
