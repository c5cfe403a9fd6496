/// A key a person presses on a picker, whatever the front end: a terminal's escape sequence and a
/// browser's `KeyboardEvent.key` both become one of these, and the core says what it does.
public enum PickerKey: Sendable, Hashable {
  /// Spins the focused wheel to its next row, as a spin button increases.
  case up
  /// Spins the focused wheel to its previous row.
  case down
  /// Focuses the wheel to the left.
  case left
  /// Focuses the wheel to the right.
  case right
  /// Focuses the next wheel (a form's next field, in a form).
  case tab
  /// Shift-Tab: focuses the previous wheel (a form's previous field, in a form).
  case backTab
  /// Steps the whole value up, with carry.
  case pageUp
  /// Steps the whole value down, with carry.
  case pageDown
  /// Selects the focused wheel's first row.
  case home
  /// Selects the focused wheel's last row.
  case end
  /// Takes back the last key typed.
  case backspace
  /// Settles the selection: the value as it will be taken.
  case enter
  /// A printable character: digits and letters type, `+` and `-` step or set a sign.
  case character(Character)

  /// The keys a browser names in `KeyboardEvent.key` that a picker reads, besides the one
  /// character names every printable key has; a page sends these to the core and leaves the rest
  /// to the browser (Tab moves between a page's controls there, so it is not among them).
  public static let browserNames: [String: PickerKey] = [
    "ArrowUp": .up, "ArrowDown": .down, "ArrowLeft": .left, "ArrowRight": .right,
    "PageUp": .pageUp, "PageDown": .pageDown, "Home": .home, "End": .end,
    "Backspace": .backspace, "Enter": .enter,
  ]

  /// The character a key's text types, when it is one Unicode scalar, as a keyboard types it
  /// (`é` precomposed) and as the API's schema (one character of JSON Schema's length) states it.
  public static func typed(_ text: String) -> Character? {
    text.unicodeScalars.count == 1 ? text.first : nil
  }

  /// The key a browser names in `KeyboardEvent.key`, or nil for one a picker ignores.
  public init?(browserName name: String) {
    if let key = Self.browserNames[name] {
      self = key
    } else if name == "Tab" {
      self = .tab
    } else {
      guard let character = Self.typed(name) else { return nil }
      self = .character(character)
    }
  }
}

extension Picker {
  /// What a key does, the one key map every front end shares.
  ///
  /// Left, Right, Tab and Shift-Tab move between wheels; Up and Down (and `k`, `j` where the
  /// wheel does not type letters) spin the focused wheel, Up to the next row as a spin button
  /// increases; PageUp, PageDown, `+` and `-` step the whole value with carry (`-` types a sign
  /// where there is a sign wheel); Home and End select the focused wheel's first and last rows;
  /// Backspace takes back a key; Enter settles; anything else types.
  public func actions(for key: PickerKey, in state: PickerState) -> [PickerAction] {
    let focus = state.focus
    switch key {
    case .up: return [.spin(wheel: focus, by: 1)]
    case .down: return [.spin(wheel: focus, by: -1)]
    case .left, .backTab: return [.focus(.previous)]
    case .right, .tab: return [.focus(.next)]
    case .home: return [.select(wheel: focus, row: 0)]
    case .end:
      let wheels = wheels(for: state.rows)
      let last = wheels.indices.contains(focus) ? wheels[focus].rowCount - 1 : 0
      return [.select(wheel: focus, row: last)]
    case .pageUp, .character("+"): return [.step(wheel: focus, by: 1)]
    case .pageDown: return [.step(wheel: focus, by: -1)]
    case .backspace: return [.erase]
    case .enter: return [.settle]
    case .character(let character):
      let refusal = typing(character, in: state).refusal
      // A filtering column takes every key as typing, and says when nothing matches.
      if refusal == nil { return [.type(character)] }
      if case .option(.noMatch) = refusal { return [.type(character)] }
      switch character {
      case "-", "−": return [.step(wheel: focus, by: -1)]
      case "k": return [.spin(wheel: focus, by: 1)]
      case "j": return [.spin(wheel: focus, by: -1)]
      default: return [.type(character)]
      }
    }
  }
}
