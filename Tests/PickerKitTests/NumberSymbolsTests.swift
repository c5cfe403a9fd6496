import Foundation
import PickerTestSupport
import Testing

@testable import PickerCore
@testable import PickerKit

/// Numbers in the reader's locale.
///
/// The signs themselves come from Foundation, so these tests check what the core does with them
/// (write, read back, keep the value canonical); the signs are checked against an independent CLDR
/// source (babel) in Tests/Browser/test_locale_numbers.py.
@Suite("Numbers in the reader's locale")
struct NumberSymbolsTests {
  static let locales = [
    "de_DE", "fr_FR", "es_ES", "pt_BR", "ru_RU", "de_CH", "en_IN", "ja_JP", "en_US", "ar_EG",
  ]

  @Test("Without a locale nothing changes: . and Latin digits, the same text as before")
  func canonical() throws {
    let picker = try PatternSpec(pattern: "99.9").makePicker()
    let outcome = try picker.answer("3.1", nearest: false)
    #expect(outcome.text == "03.1")
    #expect(NumberSymbols.canonical.isCanonical)
    #expect(NumberSymbols.canonical.written("$9,999.99") == "$9,999.99")
  }

  @Test("A locale's decimal sign and digits on the wheels, in text and written; value canonical")
  func written() throws {
    let symbols = NumberSymbols(locale: Locale(identifier: "de_DE"))
    let picker = try PatternSpec(pattern: "99.9", locale: "de_DE").makePicker()
    let outcome = try picker.answer("3\(symbols.decimal)1", nearest: false)
    #expect(outcome.text == "03\(symbols.decimal)1")
    #expect(outcome.written == "3\(symbols.decimal)1")
    #expect(picker.valueText(of: outcome.value) == "3.1")
    #expect(picker.title(ofRow: 0, inWheel: 2, rows: outcome.state.rows) == String(symbols.decimal))
    #expect(symbols.decimal != ".")
  }

  @Test(
    "Answers and keys read in the locale's signs, and in . and Latin digits too", arguments: locales
  )
  func reading(identifier: String) throws {
    let symbols = NumberSymbols(locale: Locale(identifier: identifier))
    let picker = try PatternSpec(pattern: "999.99", locale: identifier).makePicker()
    let local = symbols.written("123.45")
    for answer in [local, "123.45"] {
      let outcome = try picker.answer(answer, nearest: false)
      #expect(picker.valueText(of: outcome.value) == "123.45", "\(identifier): \(answer)")
    }
    // Typed key by key in the locale's own signs.
    var state = picker.initialState
    for key in local { state = picker.apply(.type(key), to: state).state }
    let typed = picker.apply(.settle, to: state)
    #expect(picker.valueText(of: typed.value) == "123.45", "\(identifier): typed \(local)")
    #expect(typed.text == symbols.written("123.45"))
  }

  @Test("Whatever the wheels show reads back to the same rows, in every locale", arguments: locales)
  func roundTrip(identifier: String) throws {
    var random = SeededRandom(seed: 2026)
    for source in ["99.9", "$9,999.99", "±999.99", "59:59.99", "99x"] {
      let picker = try PatternSpec(pattern: source, locale: identifier).makePicker()
      for _ in 0..<50 {
        let rows = picker.wheels(for: picker.initialRows).map { wheel in
          Int.random(in: 0..<wheel.rowCount, using: &random)
        }
        let legal = picker.corrected(rows).rows
        let text = picker.text(of: legal)
        let read = try picker.answer(text, nearest: false)
        #expect(read.state.rows == legal, "\(identifier) \(source): \(text)")
      }
    }
  }

  @Test("A measure's amount in the locale's signs, its value canonical")
  func measure() throws {
    let symbols = NumberSymbols(locale: Locale(identifier: "fr_FR"))
    let picker = try MeasureSpec(dimension: .mass, units: ["kg", "g"], locale: "fr_FR").makePicker()
    let outcome = try picker.answer("1\(symbols.decimal)5 kg", nearest: false)
    #expect(outcome.written == "1\(symbols.decimal)5 kg")
    #expect(picker.valueText(of: outcome.value) == "1.5")
    #expect(try picker.answer("1.5 kg", nearest: false).value == outcome.value)
  }

  /// The grouping signs a person may type for a locale's own: the one Foundation writes, and
  /// its typed twins (an apostrophe for the typographer's, a plain or no-break space for a
  /// narrow one).
  static func typedGroupings(of symbols: NumberSymbols) -> [Character] {
    let apostrophes: [Character] = ["'", "\u{2019}"]
    let spaces: [Character] = [" ", "\u{00A0}", "\u{202F}"]
    if apostrophes.contains(symbols.grouping) { return apostrophes }
    if spaces.contains(symbols.grouping) { return spaces }
    return [symbols.grouping]
  }

  @Test(
    "Numbers grouped as Foundation writes them, and with the signs people type, read as the value",
    arguments: locales)
  func groupedAnswers(identifier: String) throws {
    let locale = Locale(identifier: identifier)
    let symbols = NumberSymbols(locale: locale)
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .decimal
    formatter.minimumFractionDigits = 2
    formatter.maximumFractionDigits = 2
    var random = SeededRandom(seed: 4_2026)
    for source in ["9,999,999.99", "9999999.99", "$9,999,999.99"] {
      let picker = try PatternSpec(pattern: source, locale: identifier).makePicker()
      for _ in 0..<40 {
        let cents = Int.random(in: 0...999_999_999, using: &random)
        let value = Decimal(cents) / 100
        let written = try #require(formatter.string(from: value as NSDecimalNumber))
        for grouping in Self.typedGroupings(of: symbols) {
          let typed = String(written.map { $0 == symbols.grouping ? grouping : $0 })
          let outcome = try picker.answer(typed, nearest: false)
          #expect(
            picker.valueText(of: outcome.value) == "\(value)",
            "\(identifier) \(source): \(typed.unicodeScalars.map(\.value))")
        }
      }
    }
  }

  @Test("A grouping sign where no group ends is refused, and a space before a fraction is one")
  func misplacedGroups() throws {
    for (identifier, answers) in [
      ("en_US", ["12,34.5", "1,,234", "1,234,5", ",123", "123,.5", "1,23,456"]),
      ("de_CH", ["12'34.5", "1’’234"]),
      ("fr_FR", ["1 23,5"]),
    ] {
      let picker = try PatternSpec(pattern: "9,999,999.99", locale: identifier).makePicker()
      for answer in answers {
        #expect(throws: PickerRefusal.self, "\(identifier): \(answer)") {
          try picker.answer(answer, nearest: false)
        }
      }
    }
    // A pattern's own groups (India's 2 after 3) are where its groups end.
    let indian = try PatternSpec(pattern: "99,99,999").makePicker()
    #expect(indian.valueText(of: try indian.answer("12,34,567", nearest: false).value) == "1234567")
    #expect(throws: PickerRefusal.self) { try indian.answer("1,234,567", nearest: false) }
    // Commas side by side in a pattern end one group (this answer once never returned).
    let doubled = try PatternSpec(pattern: "9,,999").makePicker()
    #expect(doubled.valueText(of: try doubled.answer("1,234", nearest: false).value) == "1234")
    // The space before sixteenths is not a group, in a locale that groups with spaces.
    let fraction = try PatternSpec(pattern: "99 x", locale: "fr_FR").makePicker()
    #expect(fraction.valueText(of: try fraction.answer("12 3/8", nearest: false).value) == "12.375")
    #expect(fraction.valueText(of: try fraction.answer("12 0", nearest: false).value) == "12")
  }

  @Test("An unknown locale is refused, naming the setting; a description keeps its locale")
  func spec() throws {
    #expect(throws: SpecError.self) {
      try PatternSpec(pattern: "99.9", locale: "xx_QQ").makePicker()
    }
    let error = try #require(
      throws: SpecError.self,
      performing: { try PatternSpec(pattern: "99.9", locale: "zz").makePicker() })
    #expect(error.setting == "locale")
    let described = PickerSpec.pattern(PatternSpec(pattern: "99.9", locale: "de_DE"))
    let json = try PickerJSON.text(of: described)
    let back = try JSONDecoder().decode(PickerSpec.self, from: Data(json.utf8))
    #expect(back == described)
    let built = try described.makePicker()
    #expect(PickerSpec(built) == described)
  }
}

@Suite("Dates in a locale's digits")
struct DateDigitsTests {
  @Test("ar_EG's wheels and words in its digits; typed and answered in them or in 0-9")
  func arabicDigits() throws {
    let symbols = NumberSymbols(locale: Locale(identifier: "ar_EG"))
    let picker = try DateSpec(mode: .date, locale: "ar_EG").makePicker()
    let outcome = try picker.answer(symbols.writtenDigits("2026-02-28"), nearest: false)
    #expect(picker.valueText(of: outcome.value) == "2026-02-28")
    #expect(outcome.written.contains(symbols.writtenDigits("2026")))
    #expect(!outcome.written.contains("2026"))
    let day = try #require(picker.wheels.firstIndex { $0.field == .day })
    #expect(picker.title(forRow: 27, inWheel: day) == symbols.writtenDigits("28"))
    var state = picker.apply(.focus(.wheel(day)), to: outcome.state).state
    for key in symbols.writtenDigits("15") { state = picker.apply(.type(key), to: state).state }
    #expect(picker.value(of: picker.apply(.settle, to: state).state.rows).day == 15)
    #expect(try picker.answer("2026-02-28", nearest: false).value == outcome.value)
  }

  @Test("Latin-digit locales are unchanged")
  func latin() throws {
    let picker = try DateSpec(mode: .date, locale: "de_DE").makePicker()
    #expect(try picker.answer("2026-02-28", nearest: false).written == "28 Februar 2026")
  }
}
