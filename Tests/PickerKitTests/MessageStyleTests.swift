import Foundation
import PickerTestSupport
import Testing

@testable import PickerCore
@testable import PickerKit

/// A message is written in one style (issue 35, item 7): its numbers in the reader's digits and
/// decimal sign throughout, and a date named in one form: ISO where the person typed ISO (an
/// answer), as the wheels write it where the wheels moved.
@Suite("Messages in one style")
struct MessageStyleTests {
  static func picker(_ description: String) throws -> BuiltPicker {
    try PickerSpec(json: JSONReading(try JSONReader.value(of: Array(description.utf8))))
      .makePicker(on: .foundation())
  }

  /// The locale's digits and decimal sign, from the platform's data (CLDR via Foundation).
  static func signs(_ locale: String) throws -> (digits: Set<Character>, decimal: Character) {
    let symbols = try #require(Platform.foundation().locale(locale)).numbers
    return (Set(symbols.digits), symbols.decimal)
  }

  /// Whether every digit of a line is one of the locale's, and every decimal sign between two
  /// digits its own.
  static func inReaderSigns(_ line: String, _ locale: String) throws -> Bool {
    let (digits, decimal) = try signs(locale)
    let characters = Array(line)
    for (index, character) in characters.enumerated() {
      if character.isNumber, !digits.contains(character) { return false }
      let between =
        index > 0 && index + 1 < characters.count && digits.contains(characters[index - 1])
        && digits.contains(characters[index + 1])
      if between, character == "." || character == "٫" || character == ",", character != decimal {
        // A grouping sign is the only other sign allowed between digits.
        let grouping = try #require(Platform.foundation().locale(locale)).numbers.grouping
        if character != grouping { return false }
      }
    }
    return true
  }

  @Test(
    "Number refusals and corrections, from answers, keys and wheels, in the reader's digits and decimal sign",
    arguments: ["de_DE", "ar_EG", "fr_FR", "en_US"])
  func numbers(locale: String) throws {
    let picker = try Self.picker(
      #"{"kind": "pattern", "pattern": "99.9", "min": 1.5, "max": 50, "step": 0.5, "locale": "\#(locale)"}"#
    )
    let symbols = try #require(Platform.foundation().locale(locale)).numbers
    var lines: [String] = []
    for answer in ["60", "20.3", "0.5", "7.25"] {
      let typed = symbols.written(answer)
      do {
        _ = try picker.answer(typed, nearest: false)
        Issue.record("\(typed) was taken")
      } catch {
        lines.append(error.description)
      }
      // The number refused is echoed as the reader writes it (`20,3` in de_DE, where `.` is a
      // grouping sign and `20.3` would pass the check below).
      #expect(lines.last?.hasPrefix(Echo.shown(typed)) == true, "\(lines.last ?? "")")
      let moved = try picker.answer(typed, nearest: true)
      lines.append(try #require(moved.message))
      // Where it moved is the value as the reader writes it.
      #expect(moved.message?.hasSuffix("moved to " + moved.written) == true)
    }
    // Keys: a second decimal, and a state sent back off the grid.
    let typed = picker.apply(
      [
        .type(symbols.digits[1]), .type(symbols.decimal), .type(symbols.digits[2]),
        .type(symbols.digits[5]),
      ],
      to: picker.initialState)
    lines.append(try #require(typed.message))
    let sent = picker.apply([], to: PickerState(rows: [6, 0, 0, 3], focus: 0))
    lines.append(try #require(sent.message))
    for line in lines {
      #expect(try Self.inReaderSigns(line, locale), "\(locale): \(line)")
    }
  }

  @Test("A date answer's correction names every date in ISO form, as it was typed")
  func dateAnswers() throws {
    for locale in ["en_US", "de_DE", "ar_EG"] {
      let picker = try Self.picker(
        #"{"kind": "date", "mode": "date", "min": "2025-03-10", "max": "2025-12-31", "locale": "\#(locale)"}"#
      )
      for answer in ["2025-03-01", "2026-01-05", "2025-02-30"] {
        let moved = try picker.answer(answer, nearest: true)
        let message = try #require(moved.message)
        #expect(message.hasSuffix("moved to " + moved.text), "\(message)")
        // No month's name, and only Latin digits: the answer's own form.
        #expect(!message.contains(where: { $0.isNumber && !$0.isASCII }), "\(message)")
        for name in ["March", "December", "März", "Dezember"] { #expect(!message.contains(name)) }
      }
    }
    let range = try Self.picker(#"{"kind": "date", "mode": "date", "range": true}"#)
    let moved = try range.answer("2026-12-20/2026-12-01", nearest: true)
    #expect(
      moved.message
        == "the end 2026-12-01 is before the start 2026-12-20: a range ends on or after it; "
        + "moved to 2026-12-20/2026-12-20")
  }

  @Test("A date the wheels moved is named as the wheels write it, in the reader's digits")
  func dateWheels() throws {
    for locale in ["en_US", "de_DE", "ar_EG"] {
      let picker = try Self.picker(
        #"{"kind": "date", "mode": "date", "min": "2025-03-10", "max": "2025-12-31", "locale": "\#(locale)"}"#
      )
      // A state sent back on rows before the minimum (the first row of each wheel).
      let first = picker.initialState
      let sent = picker.apply([], to: PickerState(rows: first.rows.map { _ in 0 }, focus: 0))
      let message = try #require(sent.message)
      #expect(message.hasSuffix("moved to " + sent.written), "\(message)")
      #expect(message.contains("the minimum " + sent.written), "\(message)")
      #expect(try Self.inReaderSigns(message, locale), "\(message)")
      #expect(
        message.range(of: #"[0-9]{4}-[0-9]{2}-[0-9]{2}"#, options: .regularExpression) == nil,
        "\(message)")
    }
    // A day the month lacks, turned to on the month wheel: the month as the wheels name it, its
    // days in the reader's digits.
    for (locale, month) in [
      ("en_US", "February 2025"), ("de_DE", "Februar 2025"), ("ar_EG", "فبراير ٢٠٢٥"),
    ] {
      let picker = try Self.picker(#"{"kind": "date", "mode": "date", "locale": "\#(locale)"}"#)
      let start = try picker.answer("2025-03-31", nearest: false).state
      let monthWheel = try #require(
        picker.wheels(for: start.rows).firstIndex { $0.accessibleName == "month" })
      let turned = picker.apply(.spin(wheel: monthWheel, by: -1), to: start)
      let message = try #require(turned.message)
      #expect(message.contains("is not a date: \(month) has "), "\(message)")
      #expect(try Self.inReaderSigns(message, locale), "\(message)")
    }
    let range = try Self.picker(#"{"kind": "date", "mode": "date", "range": true}"#)
    let answered = try range.answer("2026-12-20/2026-12-24", nearest: false).state
    // The end's day turned down below the start's on the wheels.
    var rows = answered.rows
    rows[rows.count - 2] -= 10
    let turned = range.apply([], to: PickerState(rows: rows, focus: rows.count - 2))
    #expect(
      turned.message?.hasPrefix("the end December 14, 2026 is before the start December 20, 2026")
        == true, "\(turned.message ?? "")")
  }
}
