public import PickerKit

/// A key or event the terminal picker understands: a picker key, or one only a terminal has.
public enum Key: Sendable, Hashable {
  /// A key the core's key map turns into actions.
  case picker(PickerKey)
  /// Escape: cancel.
  case escape
  /// Ctrl-C: cancel.
  case controlC
  /// Ctrl-Z: put the terminal back and stop until `fg`.
  case suspend
  /// The mouse wheel over a screen column (1-based), up or down.
  case mouseWheel(up: Bool, column: Int)
  /// The terminal changed size.
  case resize(columns: Int, rows: Int)

  /// A printable character.
  public static func character(_ character: Character) -> Key { .picker(.character(character)) }
  /// Enter.
  public static let enter = Key.picker(.enter)
}
