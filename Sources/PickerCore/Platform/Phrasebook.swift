/// A model's words in the reader's language: one table per language, by key, English where a
/// language lacks a key.
///
/// Every app model keeps its words in one (the price list's, the schedule's, the pace
/// calculator's), so a page and a route show the same words, and a page holds none of its own.
/// Phrases carry marks (`%d`, `%n`: a percent sign and one character) that ``filled(_:_:)``
/// replaces.
public struct Phrasebook: Sendable, Hashable {
  /// The language the words are in: the reader's where the tables have it, else `en`.
  public let language: String
  private let words: [String: String]
  private let english: [String: String]

  /// The words of `tables` for a locale's language.
  public init(_ locale: LocaleData, tables: [String: [String: String]]) {
    let code = locale.languageCode
    language = tables[code] == nil ? "en" : code
    english = tables["en"] ?? [:]
    words = tables[language] ?? english
  }

  /// The word for a key, English when the language lacks it, the key itself when no table has
  /// it.
  public subscript(key: String) -> String { words[key] ?? english[key] ?? key }

  /// Every word, by key (each key the English table has): what a page is handed
  /// (`data-words`, `{{w.key}}`).
  public var all: [String: String] { words(Array(english.keys)) }

  /// The words for `keys`, by key.
  public func words(_ keys: [String]) -> [String: String] {
    var shown: [String: String] = [:]
    for key in keys { shown[key] = self[key] }
    return shown
  }

  /// The phrase for `key` with its marks filled.
  public func phrase(_ key: String, _ marks: [String: String]) -> String {
    Self.filled(self[key], marks)
  }

  /// A phrase with its marks (`%d`, `%1`: a percent sign and one character) replaced by their
  /// text; the text put in is not read again.
  public static func filled(_ phrase: String, _ marks: [String: String]) -> String {
    var filled = ""
    var characters = phrase[...]
    while let first = characters.first {
      if first == "%", characters.count > 1,
        let text = marks[String(characters.prefix(2))]
      {
        filled += text
        characters = characters.dropFirst(2)
      } else {
        filled.append(first)
        characters = characters.dropFirst()
      }
    }
    return filled
  }

  /// Where a synced document is kept, as every app that keeps one on the device says it:
  /// `onDevice` (edits waiting for the server) and `synced`.
  public static let sync: [String: [String: String]] = [
    "en": .init(listing: english),
    "de": .init(listing: german),
    "fr": .init(listing: french),
    "es": .init(listing: spanish),
    "ja": .init(listing: japanese),
  ]

  private static let english: [(String, String)] = [
    ("onDevice", "Saved on this device; it goes to the server when the server can be reached"),
    ("synced", "Saved on this device and on the server"),
  ]

  private static let german: [(String, String)] = [
    (
      "onDevice",
      "Auf diesem Gerät gespeichert; wird an den Server gesendet, sobald er erreichbar ist"
    ),
    ("synced", "Auf diesem Gerät und auf dem Server gespeichert"),
  ]

  private static let french: [(String, String)] = [
    ("onDevice", "Enregistré sur cet appareil ; envoyé au serveur dès qu’il est joignable"),
    ("synced", "Enregistré sur cet appareil et sur le serveur"),
  ]

  private static let spanish: [(String, String)] = [
    ("onDevice", "Guardado en este dispositivo; se envía al servidor cuando esté disponible"),
    ("synced", "Guardado en este dispositivo y en el servidor"),
  ]

  private static let japanese: [(String, String)] = [
    ("onDevice", "この端末に保存しました。サーバーに接続できたときに送信します"),
    ("synced", "この端末とサーバーに保存しました"),
  ]

  /// Tables with another's keys added: an app's own words with ``sync``'s.
  public static func merged(
    _ tables: [String: [String: String]], _ more: [String: [String: String]]
  ) -> [String: [String: String]] {
    var merged = tables
    // Key by key: Dictionary.merge casts dynamically, which Embedded Swift cannot.
    for (language, words) in more {
      var own = merged[language] ?? [:]
      for (key, word) in words where own[key] == nil { own[key] = word }
      merged[language] = own
    }
    return merged
  }
}
