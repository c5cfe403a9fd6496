import Foundation
import PickerKit
import Testing

/// A model's words (issue 34): the reader's language where a table has it, English where a
/// language or a key is missing, and phrases whose marks are filled once.
@Suite("Phrasebook")
struct PhrasebookTests {
  static let tables: [String: [String: String]] = [
    "en": ["save": "Save", "open": "Open %n", "only": "English only"],
    "de": ["save": "Speichern", "open": "%n öffnen"],
  ]

  private func book(_ identifier: String) -> Phrasebook {
    Phrasebook(LocaleData.of(Locale(identifier: identifier)), tables: Self.tables)
  }

  @Test("a language with a table reads its own words, a key it lacks in English")
  func ownLanguage() {
    let german = book("de_CH")
    #expect(german.language == "de")
    #expect(german["save"] == "Speichern")
    #expect(german["only"] == "English only")
    #expect(german["nowhere"] == "nowhere")
  }

  @Test("a language without a table reads English")
  func fallback() {
    let swahili = book("sw_KE")
    #expect(swahili.language == "en")
    #expect(swahili["save"] == "Save")
    #expect(swahili.words(["save", "open"]) == ["save": "Save", "open": "Open %n"])
  }

  @Test("marks are filled once: text put in is not read again")
  func marks() {
    #expect(book("de_DE").phrase("open", ["%n": "Haus"]) == "Haus öffnen")
    #expect(Phrasebook.filled("%n and %m", ["%n": "%m", "%m": "x"]) == "%m and x")
    #expect(Phrasebook.filled("100% sure, %", ["%n": "x"]) == "100% sure, %")
  }

  @Test("where a document is kept is said in every language that says anything of it")
  func syncWords() {
    let english = Set((Phrasebook.sync["en"] ?? [:]).keys)
    #expect(english == ["onDevice", "synced"])
    for (language, words) in Phrasebook.sync {
      #expect(Set(words.keys) == english, "\(language)")
    }
    let merged = Phrasebook.merged(Self.tables, Phrasebook.sync)
    #expect(merged["de"]?["save"] == "Speichern")
    #expect(merged["ja"]?["synced"] == Phrasebook.sync["ja"]?["synced"])
  }
}
