/// Input as a message shows it: on one line, with nothing a terminal would obey.
///
/// Every message that quotes what a person or a script gave goes through here, so an answer
/// holding `ESC ] 0 ; x BEL` cannot set a terminal's title, a line break cannot make a refusal
/// look like two, and a 100 KB answer is quoted by its start.
public enum Echo {
  /// The most characters of an input a message quotes.
  public static let longestQuote = 40

  /// Text with its control characters written as escapes (`\n`, `\e`, `\u{7F}`).
  public static func oneLine(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if let escape = escape(scalar) {
        out += escape
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// An input as a message quotes it: one line, and shortened with its length when long.
  public static func shown(_ text: String) -> String {
    let count = text.count
    guard count > longestQuote else { return oneLine(text) }
    return oneLine(String(text.prefix(longestQuote))) + "... (\(count) characters)"
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x0A: return "\\n"
    case 0x0D: return "\\r"
    case 0x09: return "\\t"
    case 0x1B: return "\\e"
    // C0 and C1 controls, DEL, line and paragraph separators, and the bidirectional overrides
    // that can make text read in another order than it is.
    case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
      return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    default: return nil
    }
  }
}
