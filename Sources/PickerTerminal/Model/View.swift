public import PickerKit

/// The columns each wheel takes on screen.
struct Layout {
  /// The left margin before the first wheel.
  static let margin = 2
  /// The columns each wheel occupies, and where it starts (0-based).
  let widths: [Int]
  let starts: [Int]

  init<P: Picker>(state: TerminalState<P>) {
    let wheels = state.wheels
    var widths: [Int] = []
    var starts: [Int] = []
    var column = Self.margin
    for (index, wheel) in wheels.enumerated() {
      // Short wheels are measured whole; long ones (years) by their last row's title.
      let sample = wheel.rowCount <= 64 ? Array(0..<wheel.rowCount) : [wheel.rowCount - 1]
      let widest =
        sample.map {
          DisplayWidth.of(state.picker.title(ofRow: $0, inWheel: index, rows: state.rows))
        }.max() ?? 1
      let width = wheel.isAdjustable ? widest + 2 : widest
      starts.append(column)
      widths.append(width)
      column += width + 1
    }
    self.widths = widths
    self.starts = starts
    // In a narrow window the wheels scroll sideways so that the focused one is always seen.
    let room = max(state.columns - 1, 10)
    let focus = min(max(state.focus, 0), max(wheels.count - 1, 0))
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

/// What the screen shows: lines of text, escape codes for colour included.
public struct Frame: Sendable, Hashable {
  /// The lines, top to bottom.
  public var lines: [String]
}

/// The view is a pure function of the state.
public func view<P: Picker>(_ state: TerminalState<P>) -> Frame {
  let layout = Layout(state: state)
  let wheels = state.wheels
  let picker = state.picker
  let bold = state.usesColor ? "\u{1B}[1m" : ""
  let dim = state.usesColor ? "\u{1B}[2m" : ""
  let focusOn = state.usesColor ? "\u{1B}[7m" : ""
  let focusOff = state.usesColor ? "\u{1B}[27m" : ""
  let reset = state.usesColor ? "\u{1B}[0m" : ""

  // Styles are set once per line, not per wheel, to keep each redraw small: rows above and
  // below are dim, the selected row bold, the focused wheel reversed within it.
  func row(_ offset: Int) -> String {
    var line = layout.first > 0 ? "< " : String(repeating: " ", count: Layout.margin)
    for (index, wheel) in wheels.enumerated() where index >= layout.first {
      let selected = index < state.rows.count ? state.rows[index] : 0
      var row = selected + offset
      if wheel.isCyclic {
        row = CyclicWheel(rowCount: wheel.rowCount).logicalRow(ofVirtualRow: row)
      }
      let width = layout.widths[index]
      let shows = wheel.isAdjustable ? (0..<wheel.rowCount).contains(row) : offset == 0
      guard shows else {
        line += String(repeating: " ", count: width) + " "
        continue
      }
      let title = picker.title(ofRow: row, inWheel: index, rows: state.rows)
      if offset == 0, index == state.focus, wheel.isAdjustable {
        line += focusOn + "[" + DisplayWidth.centred(title, in: width - 2) + "]" + focusOff
      } else {
        line += DisplayWidth.centred(title, in: width)
      }
      line += " "
    }
    let style = offset == 0 ? bold : dim
    return style.isEmpty ? line : style + line + reset
  }

  let spoken = picker.spokenDescription(of: state.rows)
  let message = state.message ?? spoken
  // The value as a person writes it, unless the words below already say the same (a label).
  let text = picker.text(of: state.rows)
  let readout = !state.label.isEmpty ? state.label : (text == spoken ? "" : text)
  let width = max(state.columns - 1, 10)
  return Frame(lines: [
    DisplayWidth.truncated(
      " " + bold + state.title + reset, to: width + bold.count + reset.count),
    row(-1),
    row(0),
    row(1),
    " " + DisplayWidth.truncated(readout, to: width - 1),
    " " + DisplayWidth.truncated((state.message == nil ? "" : "! ") + message, to: width - 1),
    dim
      + DisplayWidth.truncated(
        " ←→ wheel  ↑↓ spin  +/- step  type to set  Enter accept  Esc cancel", to: width) + reset,
  ])
}
