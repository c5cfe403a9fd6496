/// Turns the bytes a terminal sends into keys: arrows and other escape sequences, SGR mouse
/// reports, control characters and UTF-8 text.
public struct KeyDecoder: Sendable {
  /// Creates a decoder.
  public init() {}

  /// The keys in one read's bytes.
  ///
  /// A lone ESC at the end of a read is the Escape key (terminals send a whole sequence in one
  /// write).
  public func keys(in bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        let (key, length) = escapeSequence(bytes, from: index)
        if let key { keys.append(key) }
        index += length
      case 0x0D, 0x0A:
        keys.append(.picker(.enter))
        index += 1
      case 0x09:
        keys.append(.picker(.tab))
        index += 1
      case 0x7F, 0x08:
        keys.append(.picker(.backspace))
        index += 1
      case 0x03:
        keys.append(.controlC)
        index += 1
      case 0x1A:
        keys.append(.suspend)
        index += 1
      case 0x00..<0x20:
        index += 1
      default:
        let length = utf8Length(byte)
        let end = min(index + length, bytes.count)
        if let text = String(validating: bytes[index..<end], as: UTF8.self),
          let character = text.first
        {
          keys.append(.character(character))
        }
        index = end
      }
    }
    return keys
  }

  private func utf8Length(_ lead: UInt8) -> Int {
    switch lead {
    case 0xF0...: 4
    case 0xE0...: 3
    case 0xC0...: 2
    default: 1
    }
  }

  /// Decodes an escape sequence starting at `start`: the key (nil when ignored) and its length.
  private func escapeSequence(_ bytes: [UInt8], from start: Int) -> (Key?, Int) {
    guard start + 1 < bytes.count else { return (.escape, 1) }
    let introducer = bytes[start + 1]
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      return (.escape, 1)
    }
    // Parameters run until a final byte in 0x40...0x7E.
    var end = start + 2
    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
    guard end < bytes.count else { return (nil, bytes.count - start) }
    let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
    let final = Character(Unicode.Scalar(bytes[end]))
    let length = end - start + 1
    if parameters.hasPrefix("<") {
      return (mouse(parameters.dropFirst(), final: final), length)
    }
    let first = parameters.split(separator: ";").first.map(String.init) ?? ""
    switch final {
    case "A": return (.picker(.up), length)
    case "B": return (.picker(.down), length)
    case "C": return (.picker(.right), length)
    case "D": return (.picker(.left), length)
    case "Z": return (.picker(.backTab), length)
    case "H": return (.picker(.home), length)
    case "F": return (.picker(.end), length)
    case "~":
      switch first {
      case "5": return (.picker(.pageUp), length)
      case "6": return (.picker(.pageDown), length)
      case "1", "7": return (.picker(.home), length)
      case "4", "8": return (.picker(.end), length)
      default: return (nil, length)
      }
    default: return (nil, length)
    }
  }

  /// An SGR mouse report `b;x;y` with M (press) or m (release); only wheel presses matter.
  private func mouse(_ parameters: Substring, final: Character) -> Key? {
    let parts = parameters.split(separator: ";").compactMap { Int($0) }
    guard final == "M", parts.count == 3 else { return nil }
    switch parts[0] & ~0b11100 {
    case 64: return .mouseWheel(up: true, column: parts[1])
    case 65: return .mouseWheel(up: false, column: parts[1])
    default: return nil
    }
  }
}
