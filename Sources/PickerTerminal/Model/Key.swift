/// A key or event the terminal picker understands.
public enum Key: Sendable, Hashable {
  case up, down, left, right, tab, shiftTab, pageUp, pageDown, home, end
  case enter, escape, controlC, backspace
  /// A printable character: digits type-to-set, `+`/`-` step or set the sign, `k`/`j` spin.
  case character(Character)
  /// The mouse wheel over a screen column (1-based), up or down.
  case mouseWheel(up: Bool, column: Int)
  /// The terminal changed size.
  case resize(columns: Int, rows: Int)
}
