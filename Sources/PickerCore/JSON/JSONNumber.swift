/// The text of a JSON number, checked against JSON's grammar: `-?(0|[1-9][0-9]*)(.[0-9]+)?
/// ([eE][+-]?[0-9]+)?`.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
  /// The number as written.
  public let text: String

  /// The number a text writes, or nil when it is not JSON's grammar.
  public init?(_ text: String) {
    guard Self.isNumber(Array(text.utf8)[...]) else { return nil }
    self.text = text
  }

  /// A whole number.
  public init(_ value: Int) { text = String(value) }

  /// A whole number wider than an `Int` may be on some hosts.
  public init(_ value: Int64) { text = String(value) }

  /// The number as written.
  public var description: String { text }

  /// Whether bytes spell a JSON number, and nothing else.
  static func isNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
    var scanner = bytes.startIndex
    return scanNumber(bytes, from: &scanner) && scanner == bytes.endIndex
  }

  /// Reads a number's bytes from `index` on, leaving `index` after them; false when what is
  /// there does not follow JSON's grammar.
  static func scanNumber(_ bytes: ArraySlice<UInt8>, from index: inout Int) -> Bool {
    func digits() -> Int {
      let start = index
      while index < bytes.endIndex, (0x30...0x39).contains(bytes[index]) { index += 1 }
      return index - start
    }
    if index < bytes.endIndex, bytes[index] == 0x2D { index += 1 }  // -
    guard index < bytes.endIndex else { return false }
    if bytes[index] == 0x30 {
      index += 1
    } else if (0x31...0x39).contains(bytes[index]) {
      _ = digits()
    } else {
      return false
    }
    if index < bytes.endIndex, bytes[index] == 0x2E {  // .
      index += 1
      guard digits() > 0 else { return false }
    }
    if index < bytes.endIndex, bytes[index] == 0x65 || bytes[index] == 0x45 {  // e E
      index += 1
      if index < bytes.endIndex, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
      guard digits() > 0 else { return false }
    }
    return true
  }
}
