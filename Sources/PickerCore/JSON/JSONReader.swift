/// Reads JSON text (RFC 8259, strictly): one value, with nothing but white space around it.
///
/// Work is linear in the text and nesting is bounded, so no text a client sends can make it trap,
/// overflow the stack or take long. A text that is not JSON is a ``JSONError`` that says what
/// was wrong and where (`at byte 12`).
public enum JSONReader {
  /// The deepest nesting of arrays and objects read (as Foundation's `JSONDecoder`).
  public static let maximumDepth = 512

  /// The value a text writes.
  public static func value(of text: String) throws(JSONError) -> JSONValue {
    try value(of: Array(text.utf8))
  }

  /// The value UTF-8 bytes write.
  public static func value(of bytes: [UInt8]) throws(JSONError) -> JSONValue {
    var parser = Parser(bytes: bytes[...])
    parser.skipSpace()
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.index == bytes.endIndex else {
      throw parser.error("more text after the JSON value")
    }
    return value
  }

  private struct Parser {
    let bytes: ArraySlice<UInt8>
    var index: Int

    init(bytes: ArraySlice<UInt8>) {
      self.bytes = bytes
      index = bytes.startIndex
    }

    func error(_ message: String, at position: Int? = nil) -> JSONError {
      JSONError("not valid JSON: \(message) at byte \(position ?? index)")
    }

    mutating func skipSpace() {
      while index < bytes.endIndex {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    func peek() -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }

    mutating func expect(_ word: String, then value: JSONValue) throws(JSONError) -> JSONValue {
      let start = index
      for byte in word.utf8 {
        guard peek() == byte else { throw error("expected \(word)", at: start) }
        index += 1
      }
      return value
    }

    mutating func value(depth: Int) throws(JSONError) -> JSONValue {
      guard let byte = peek() else { throw error("the text ends where a value should be") }
      switch byte {
      case 0x7B: return try object(depth: depth + 1)  // {
      case 0x5B: return try array(depth: depth + 1)  // [
      case 0x22: return .string(try string())
      case 0x74: return try expect("true", then: .bool(true))
      case 0x66: return try expect("false", then: .bool(false))
      case 0x6E: return try expect("null", then: .null)
      case 0x2D, 0x30...0x39:
        let start = index
        guard JSONNumber.scanNumber(bytes, from: &index) else {
          throw error(
            "a number is -, digits (no leading 0), an optional . with digits and an optional exponent",
            at: start)
        }
        guard let number = JSONNumber(String(decoding: bytes[start..<index], as: UTF8.self)) else {
          throw error("not a number", at: start)
        }
        return .number(number)
      default:
        throw error("a value is an object, array, string, number, true, false or null")
      }
    }

    mutating func array(depth: Int) throws(JSONError) -> JSONValue {
      guard depth <= JSONReader.maximumDepth else {
        throw error("nested more than \(JSONReader.maximumDepth) deep")
      }
      index += 1
      var elements: [JSONValue] = []
      skipSpace()
      if peek() == 0x5D {
        index += 1
        return .array(elements)
      }
      while true {
        skipSpace()
        elements.append(try value(depth: depth))
        skipSpace()
        switch peek() {
        case 0x2C: index += 1
        case 0x5D:
          index += 1
          return .array(elements)
        default: throw error("expected , or ] in an array")
        }
      }
    }

    mutating func object(depth: Int) throws(JSONError) -> JSONValue {
      guard depth <= JSONReader.maximumDepth else {
        throw error("nested more than \(JSONReader.maximumDepth) deep")
      }
      index += 1
      var object = JSONObject()
      skipSpace()
      if peek() == 0x7D {
        index += 1
        return .object(object)
      }
      while true {
        skipSpace()
        let start = index
        guard peek() == 0x22 else { throw error("expected a member name in quotes") }
        let name = try string()
        guard !object.contains(name) else {
          throw error("the member \"\(Echo.shown(name))\" is given twice", at: start)
        }
        skipSpace()
        guard peek() == 0x3A else { throw error("expected : after a member name") }
        index += 1
        skipSpace()
        object[name] = try value(depth: depth)
        skipSpace()
        switch peek() {
        case 0x2C: index += 1
        case 0x7D:
          index += 1
          return .object(object)
        default: throw error("expected , or } in an object")
        }
      }
    }

    /// A string's text, its escapes read; the text must be UTF-8 and hold no control character.
    mutating func string() throws(JSONError) -> String {
      let start = index
      index += 1
      var text = ""
      var plainStart = index
      func flush(_ end: Int) throws(JSONError) {
        guard plainStart < end else { return }
        let plain = bytes[plainStart..<end]
        let decoded = String(decoding: plain, as: UTF8.self)
        guard decoded.utf8.elementsEqual(plain) else {
          throw error("a string that is not UTF-8", at: plainStart)
        }
        text += decoded
      }
      while true {
        guard let byte = peek() else { throw error("a string that does not end", at: start) }
        switch byte {
        case 0x22:
          try flush(index)
          index += 1
          return text
        case 0x5C:
          try flush(index)
          index += 1
          text.unicodeScalars.append(try escaped())
          plainStart = index
        case 0..<0x20:
          throw error("a control character in a string (write it as \\u00XX)")
        default:
          index += 1
        }
      }
    }

    /// The character an escape after `\` stands for.
    mutating func escaped() throws(JSONError) -> Unicode.Scalar {
      guard let byte = peek() else { throw error("a string that does not end") }
      index += 1
      switch byte {
      case 0x22: return "\""
      case 0x5C: return "\\"
      case 0x2F: return "/"
      case 0x62: return "\u{8}"
      case 0x66: return "\u{C}"
      case 0x6E: return "\n"
      case 0x72: return "\r"
      case 0x74: return "\t"
      case 0x75:
        let start = index - 2
        let unit = try hexUnit()
        if (0xD800...0xDBFF).contains(unit) {
          guard peek() == 0x5C, index + 1 < bytes.endIndex, bytes[index + 1] == 0x75 else {
            throw error("a \\u escape of half a surrogate pair", at: start)
          }
          index += 2
          let low = try hexUnit()
          guard (0xDC00...0xDFFF).contains(low),
            let scalar = Unicode.Scalar(0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00))
          else { throw error("a \\u escape of half a surrogate pair", at: start) }
          return scalar
        }
        guard let scalar = Unicode.Scalar(unit) else {
          throw error("a \\u escape of half a surrogate pair", at: start)
        }
        return scalar
      default:
        throw error(
          "an escape is \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\u and four hex digits",
          at: index - 2)
      }
    }

    mutating func hexUnit() throws(JSONError) -> UInt32 {
      var unit: UInt32 = 0
      for _ in 0..<4 {
        guard let byte = peek() else { throw error("\\u needs four hex digits") }
        let digit: UInt32
        switch byte {
        case 0x30...0x39: digit = UInt32(byte - 0x30)
        case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
        case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
        default: throw error("\\u needs four hex digits")
        }
        unit = unit << 4 | digit
        index += 1
      }
      return unit
    }
  }
}
