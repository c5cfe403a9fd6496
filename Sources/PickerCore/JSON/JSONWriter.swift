/// Writes JSON text: members in name order, strings escaped as Foundation's `JSONEncoder` escapes
/// them with `.sortedKeys` and `.withoutEscapingSlashes`, numbers as their text, no spaces.
///
/// That is the encoding every front end has written since the first API, so a client reading
/// the command line's, the server's or the page's answers sees the same bytes from each.
public enum JSONWriter {
  /// The text of a value.
  public static func text(of value: JSONValue) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(512)
    write(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether one member name comes before another: by their UTF-8 bytes, as Foundation sorts.
  public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }

  /// Appends a value's text as UTF-8.
  ///
  /// Bytes, not a `String`: appending to a string checks and grows it piece by piece, which made
  /// writing most of the picker route's time.
  static func write(_ value: JSONValue, to bytes: inout [UInt8]) {
    switch value {
    case .null: bytes.append(contentsOf: "null".utf8)
    case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    case .number(let number): bytes.append(contentsOf: number.text.utf8)
    case .string(let string): write(string: string, to: &bytes)
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { bytes.append(UInt8(ascii: ",")) }
        write(element, to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let object):
      bytes.append(UInt8(ascii: "{"))
      // Sorted only when not in order already (the core writes many small objects so).
      let inOrder = zip(object.members, object.members.dropFirst()).allSatisfy {
        precedes($0.name, $1.name)
      }
      let members = inOrder ? object.members : object.members.ordered { precedes($0.name, $1.name) }
      for (position, member) in members.enumerated() {
        if position > 0 { bytes.append(UInt8(ascii: ",")) }
        write(string: member.name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        write(member.value, to: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// Appends a string, escaping `"`, `\` and the control characters.
  ///
  /// Control characters are written `\b \f \n \r \t` or `\u00XX`, everything else (`/`, DEL,
  /// U+2028, emoji) as it is. Every byte of a character past ASCII is 0x80 or more, so reading
  /// bytes escapes exactly the characters that need it.
  static func write(string: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in string.utf8 {
      let escaped: UInt8? =
        switch byte {
        case 0x22, 0x5C: byte
        case 0x08: UInt8(ascii: "b")
        case 0x0C: UInt8(ascii: "f")
        case 0x0A: UInt8(ascii: "n")
        case 0x0D: UInt8(ascii: "r")
        case 0x09: UInt8(ascii: "t")
        case 0..<0x20: UInt8(ascii: "u")
        default: nil
        }
      guard let escaped else {
        bytes.append(byte)
        continue
      }
      bytes.append(UInt8(ascii: "\\"))
      bytes.append(escaped)
      if escaped == UInt8(ascii: "u") {
        bytes.append(contentsOf: "00".utf8)
        bytes.append(hexDigit(byte >> 4))
        bytes.append(hexDigit(byte & 0xF))
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// A nibble's lowercase hex digit.
  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
  }
}
