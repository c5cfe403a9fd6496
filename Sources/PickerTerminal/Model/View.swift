internal import PickerKit

/// The columns each wheel takes on screen.
struct Layout {
  /// The left margin before the first wheel.
  static let margin = 2
  /// The columns each wheel occupies, and where it starts (0-based).
  let widths: [Int]
  let starts: [Int]

  init<P: Picker>(state: TerminalState<P>) {
    self.init(picker: state.picker, rows: state.rows, focus: state.focus, columns: state.columns)
  }

  init<P: Picker>(picker: P, rows: [Int], focus: Int, columns: Int) {
    let wheels = picker.wheels(for: rows)
    var widths: [Int] = []
    var starts: [Int] = []
    var column = Self.margin
    for (index, wheel) in wheels.enumerated() {
      // Wheels are measured whole up to a long option list's length; longer ones (years) by
      // their last row's title.
      let sample = wheel.rowCount <= 2048 ? Array(0..<wheel.rowCount) : [wheel.rowCount - 1]
      let widest =
        sample.map {
          DisplayWidth.of(picker.title(ofRow: $0, inWheel: index, rows: rows))
        }.max() ?? 1
      // A wheel that chooses several marks its chosen rows with a tick before the title.
      let width = (wheel.isAdjustable ? widest + 2 : widest) + (wheel.choosesSeveral ? 2 : 0)
      starts.append(column)
      widths.append(width)
      column += width + 1
    }
    self.widths = widths
    self.starts = starts
    // In a narrow window the wheels scroll sideways so that the focused one is always seen.
    let room = max(columns - 1, 10)
    let focus = min(max(focus, 0), max(wheels.count - 1, 0))
    var first = 0
    while first < focus, starts[focus] + widths[focus] - (starts[first] - Self.margin) > room {
      first += 1
    }
    self.first = first
  }

  /// The first wheel on screen (more than 0 when a narrow window scrolls the wheels).
  let first: Int

  /// How far the wheels are scrolled to the left, in columns.
  var shift: Int { starts.indices.contains(first) ? starts[first] - Self.margin : 0 }

  /// The wheel under a 1-based screen column.
  func wheel(atColumn column: Int) -> Int? {
    let zeroBased = column - 1 + shift
    return starts.indices.first {
      $0 >= first && zeroBased >= starts[$0] && zeroBased < starts[$0] + widths[$0]
    }
  }
}

/// The escape codes a frame uses, or none with NO_COLOR.
struct Styles {
  let bold: String
  let dim: String
  /// Ends dim (and bold, which a row beside the selection never has).
  let undim: String
  let focusOn: String
  let focusOff: String
  let reset: String

  init(usesColor: Bool) {
    bold = usesColor ? "\u{1B}[1m" : ""
    dim = usesColor ? "\u{1B}[2m" : ""
    undim = usesColor ? "\u{1B}[22m" : ""
    focusOn = usesColor ? "\u{1B}[7m" : ""
    focusOff = usesColor ? "\u{1B}[27m" : ""
    reset = usesColor ? "\u{1B}[0m" : ""
  }
}

/// A picker's wheels as lines of text: the selected row, or the rows above and below it.
struct WheelLines<P: Picker> {
  let picker: P
  let rows: [Int]
  let focus: Int
  /// Whether the focused wheel is marked (false for a form's other fields).
  let showsFocus: Bool
  let layout: Layout
  let style: Styles
  /// A wheel narrowed by typing, drawn as its matches, best first.
  let narrowing: Narrowing?
  /// The rows chosen in a wheel that chooses several, marked with a tick.
  let chosen: Set<Int>

  init(
    picker: P, rows: [Int], focus: Int, showsFocus: Bool, columns: Int, style: Styles,
    narrowing: Narrowing? = nil, chosen: [Int] = []
  ) {
    self.chosen = Set(chosen)
    self.picker = picker
    self.rows = rows
    self.focus = focus
    self.showsFocus = showsFocus
    self.layout = Layout(picker: picker, rows: rows, focus: focus, columns: columns)
    self.style = style
    self.narrowing = narrowing
  }

  /// The line `offset` rows from the selection.
  ///
  /// Styles are set once per line, not per wheel, to keep each redraw small: the selected row
  /// is bold and the focused wheel reversed within it; the rows above and below are plain, so
  /// a turn of one wheel costs no style changes beyond the selected row's.
  func line(_ offset: Int) -> String {
    let wheels = picker.wheels(for: rows)
    var line = layout.first > 0 ? "< " : String(repeating: " ", count: Layout.margin)
    for (index, wheel) in wheels.enumerated() where index >= layout.first {
      let selected = index < rows.count ? rows[index] : 0
      var row = selected + offset
      if wheel.isCyclic {
        row = CyclicWheel(rowCount: wheel.rowCount).logicalRow(ofVirtualRow: row)
      }
      var shows = wheel.isAdjustable ? (0..<wheel.rowCount).contains(row) : offset == 0
      if let narrowing, narrowing.wheel == index {
        // The matches in their order, the selection among them.
        let here = (narrowing.rows.firstIndex(of: selected) ?? 0) + offset
        shows = narrowing.rows.indices.contains(here)
        row = shows ? narrowing.rows[here] : row
      }
      let width = layout.widths[index]
      guard shows else {
        line += String(repeating: " ", count: width) + " "
        continue
      }
      var title = picker.title(ofRow: row, inWheel: index, rows: rows)
      if wheel.choosesSeveral { title = (chosen.contains(row) ? "✓ " : "  ") + title }
      if offset == 0, showsFocus, index == focus, wheel.isAdjustable {
        line +=
          style.focusOn + "[" + DisplayWidth.centred(title, in: width - 2) + "]" + style.focusOff
      } else if offset != 0, !style.dim.isEmpty, wheel.disabledRows.contains(row) {
        // A row that cannot be chosen is dimmed (never the selected one: no selection is).
        line += style.dim + DisplayWidth.centred(title, in: width) + style.undim
      } else {
        line += DisplayWidth.centred(title, in: width)
      }
      line += " "
    }
    guard offset == 0, !style.bold.isEmpty else { return line }
    return style.bold + line + style.reset
  }
}
