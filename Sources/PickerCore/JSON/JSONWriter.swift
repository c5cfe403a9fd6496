/// Writes JSON text: members in name order, strings escaped as Foundation's `JSONEncoder` escapes
/// them with `.sortedKeys` and `.withoutEscapingSlashes`, numbers as their text, no spaces.
///
/// That is the encoding every front end has written since the first API, so a client reading
/// the command line's, the server's or the page's answers sees the same bytes from each.
public enum JSONWriter {
  /// The text of a value.
  public static func text(of value: JSONValue) -> String {
    var text = ""
    write(value, to: &text)
    return text
  }

  /// Whether one member name comes before another: by their UTF-8 bytes, as Foundation sorts.
  public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }

  /// Appends a value's text.
  public static func write(_ value: JSONValue, to text: inout String) {
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(let number): text += number.text
    case .string(let string): write(string: string, to: &text)
    case .array(let elements):
      text += "["
      for (position, element) in elements.enumerated() {
        if position > 0 { text += "," }
        write(element, to: &text)
      }
      text += "]"
    case .object(let object):
      text += "{"
      let members = object.members.sorted { precedes($0.name, $1.name) }
      for (position, member) in members.enumerated() {
        if position > 0 { text += "," }
        write(string: member.name, to: &text)
        text += ":"
        write(member.value, to: &text)
      }
      text += "}"
    }
  }

  /// Appends a string: `"` and `\` escaped, control characters as `\b \f \n \r \t` or `\u00XX`,
  /// everything else (`/`, DEL, U+2028, emoji) as it is.
  static func write(string: String, to text: inout String) {
    text += "\""
    var plainStart = string.unicodeScalars.startIndex
    var index = plainStart
    let scalars = string.unicodeScalars
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let escape: String? =
        switch scalar.value {
        case 0x22: "\\\""
        case 0x5C: "\\\\"
        case 0x08: "\\b"
        case 0x0C: "\\f"
        case 0x0A: "\\n"
        case 0x0D: "\\r"
        case 0x09: "\\t"
        case 0..<0x20: "\\u00" + hexDigits(scalar.value >> 4) + hexDigits(scalar.value & 0xF)
        default: nil
        }
      if let escape {
        text.unicodeScalars.append(contentsOf: scalars[plainStart..<index])
        text += escape
        plainStart = scalars.index(after: index)
      }
      index = scalars.index(after: index)
    }
    text.unicodeScalars.append(contentsOf: scalars[plainStart..<scalars.endIndex])
    text += "\""
  }

  private static func hexDigits(_ nibble: UInt32) -> String {
    nibble < 10 ? String(nibble) : String(Character(Unicode.Scalar(UInt8(0x61 + nibble - 10))))
  }
}
