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

/// Text that is not JSON, or JSON that is not what was asked for: what was wrong, and where.
public struct JSONError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it is.
  public enum Problem: Sendable, Hashable {
    /// The text is not JSON; the message says what and at which byte.
    case notJSON
    /// A member that must be there is not.
    case missing
    /// A member's value is of another JSON type than the one asked for.
    case wrongType
    /// A member's value is of the right type but not one allowed; the message says why.
    case invalid
  }

  /// What kind of problem it is.
  public let problem: Problem
  /// Where in the value: member names and array positions from the top.
  public let path: [JSONPathComponent]
  /// What was wrong and what is allowed (for text that is not JSON, and invalid values).
  public let message: String

  /// Text that is not JSON.
  public init(_ message: String) {
    self.init(.notJSON, path: [], message: message)
  }

  /// A problem at a place in a value.
  public init(_ problem: Problem, path: [JSONPathComponent], message: String = "") {
    self.problem = problem
    self.path = path
    self.message = message
  }

  /// The place as a person reads it: `actions[0].select.row`.
  public var place: String {
    path.reduce(into: "") { text, component in
      switch component {
      case .index(let index): text += "[\(index)]"
      case .name(let name): text += text.isEmpty ? name : "." + name
      }
    }
  }

  /// One line: `not valid JSON: ...`, `the field "focus" is missing`, `the field "rows[2]" has
  /// the wrong type`, `the field "actions[0].key": "Shift" is no key: ...`.
  public var description: String {
    switch problem {
    case .notJSON: message
    case .missing: "the field \"\(place)\" is missing"
    case .wrongType: "the field \"\(place)\" has the wrong type"
    case .invalid: "the field \"\(place)\": \(message)"
    }
  }
}

/// One step of a place in a JSON value: a member's name or an array position.
public enum JSONPathComponent: Sendable, Hashable {
  /// A member of an object.
  case name(String)
  /// A position in an array.
  case index(Int)
}
