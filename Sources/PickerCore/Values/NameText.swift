// NFC by the standard library's own normalizer, the one String comparison uses: Swift 6.3
// publishes no normalization API but this SPI, and Foundation's
// `precomposedStringWithCanonicalMapping` is not in the page's Embedded Swift.
@_spi(_Unicode) import Swift

/// A name a person gave something (a product, a list, a schedule): Unicode text, checked once,
/// so that what is stored is exactly what was accepted and shows the same everywhere.
///
/// The text is trimmed and normalized to NFC (so `café` typed either way is one name), and it
/// refuses control and format characters (NUL, newlines, bidirectional overrides), which would
/// be cut off or change meaning in storage, logs and pages.
public struct NameText: Sendable, Hashable, CustomStringConvertible {
  /// The most characters a kept document's name has (a price list's, a schedule's): the names
  /// in the API's paths and the store's keys.
  public static let documentLimit = 40

  /// The accepted text: trimmed, NFC, 1...limit characters, no control characters.
  public let text: String

  /// Checks a name; `what` names it in the message ("a product name", "a list name").
  public init(_ raw: String, what: String, limit: Int) throws(NameError) {
    let trimmed = Self.composed(raw).trimmingWhitespace
    guard !trimmed.isEmpty else { throw NameError(what: what, limit: limit, problem: .empty) }
    if let bad = trimmed.unicodeScalars.first(where: Self.isRefused) {
      throw NameError(what: what, limit: limit, problem: .character(bad))
    }
    guard trimmed.count <= limit else {
      throw NameError(what: what, limit: limit, problem: .tooLong(trimmed.count))
    }
    text = trimmed
  }

  /// What is left of stored text once refused characters are removed and it is cut to the
  /// limit (for repairing names stored before they were checked), or nil when nothing is left.
  public init?(repairing raw: String, limit: Int) {
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: raw.unicodeScalars.lazy.filter { !Self.isRefused($0) })
    let text = String(Self.composed(String(kept)).prefix(limit))
    guard let name = try? NameText(text, what: "", limit: limit) else { return nil }
    self = name
  }

  /// The text.
  public var description: String { text }

  /// Text in Unicode's composed form (NFC): `e` and a combining acute accent become `é`.
  static func composed(_ text: String) -> String {
    var composed = String.UnicodeScalarView()
    for scalar in text._nfc { composed.append(scalar) }
    return String(composed)
  }

  /// Control characters (Cc), format characters (Cf: bidi overrides, zero-width joiners are
  /// allowed below) and line or paragraph separators.
  static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
      return true
    case .format:
      // Zero-width (non-)joiners and emoji tag characters are part of how some scripts, emoji
      // and flags are written.
      return
        !(scalar == "\u{200C}" || scalar == "\u{200D}"
        || (0xE0020...0xE007F).contains(scalar.value))
    default:
      return false
    }
  }
}

/// A name refused, with what was wrong and what is allowed.
public struct NameError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was named: "a product name", "a list name".
  public let what: String
  /// The most characters allowed.
  public let limit: Int
  /// What was wrong.
  public let problem: Problem

  /// What was wrong with a name.
  public enum Problem: Sendable, Hashable {
    /// Nothing but spaces.
    case empty
    /// A control or format character.
    case character(Unicode.Scalar)
    /// More characters than the limit.
    case tooLong(Int)
  }

  /// What was wrong and what is allowed.
  public var description: String {
    let allowed = "\(what) is 1-\(limit) characters of text without control characters"
    switch problem {
    case .empty:
      return "\(allowed), got nothing"
    case .character(let scalar):
      let code = String(scalar.value, radix: 16, uppercase: true)
      return
        "\(allowed), got the control character U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code)"
    case .tooLong(let count):
      return "\(allowed), got \(count)"
    }
  }
}
