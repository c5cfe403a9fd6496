import Foundation
import PickerKit
import PickerTestSupport
import Testing

/// A locale's data as the platform hands it to the core: read from Foundation natively, and as
/// JSON by the page; the wheels built from either are the same wheels.
@Suite("Locale data handed to the core")
struct LocaleDataTests {
  /// A seeded sample of the locales Foundation knows, with the ones the tests name throughout.
  static let locales: [String] = {
    var random = SeededRandom(name: "locale data sample")
    let known = Locale.availableIdentifiers.sorted()
    let sample = (0..<40).compactMap { _ in known.randomElement(using: &random) }
    return ["en_US", "de_DE", "de_CH", "fr_FR", "ar_EG", "ja_JP", "zh-Hant-TW", "ko_KR"] + sample
  }()

  @Test("The data written as JSON reads back to itself, in 48 locales")
  func roundTrip() throws {
    for identifier in Self.locales {
      let data = LocaleData(locale: Locale(identifier: identifier))
      #expect(try LocaleData(jsonText: data.jsonText) == data, "\(identifier)")
    }
  }

  @Test("Wheels built from the data the page receives show what Foundation's locale and zone show")
  func sameWheels() throws {
    var random = SeededRandom(name: "locale data wheels")
    let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
    let handedZone = try ZoneRules(jsonText: ZoneRules(zone).jsonText)
    for identifier in Self.locales {
      let locale = Locale(identifier: identifier)
      // As a date picker reads its locale: without the currencies' layouts, which no wheel of
      // a date shows (the server hands a page every one).
      let handed = try LocaleData(jsonText: LocaleData(locale: locale, currencies: false).jsonText)
      for mode in [DateMode.date, .time, .dateAndTime, .monthYear] {
        let native = try DateWheelPicker(mode: mode, locale: locale, timeZone: zone)
        let page = try DateWheelPicker(
          mode: mode, localeData: handed, zone: handedZone, now: Instant(Date()))
        #expect(native == page, "\(identifier) \(mode)")
        for _ in 0..<2 {
          let rows = native.wheels.map { Int.random(in: 0..<$0.rowCount, using: &random) }
          #expect(native.spokenDescription(of: rows) == page.spokenDescription(of: rows))
          let titles = native.wheels.indices.map { native.title(forRow: rows[$0], inWheel: $0) }
          #expect(titles == page.wheels.indices.map { page.title(forRow: rows[$0], inWheel: $0) })
          for key in ["m", "2"] {
            let state = page.initialState
            #expect(
              native.apply([.type(Character(key))], to: state)
                == page.apply([.type(Character(key))], to: state))
          }
        }
      }
    }
  }

  @Test("Data that is not a locale's is refused, naming what is wrong")
  func refused() throws {
    let good = LocaleData(locale: Locale(identifier: "de_DE")).json
    guard case .object(var object) = good else { return }
    object["monthNames"] = .array([.string("Januar")])
    #expect(
      throws: JSONError(.invalid, path: [.name("monthNames")], message: "monthNames has 12 entries")
    ) {
      try LocaleData(json: JSONReading(.object(object)))
    }
    object["monthNames"] = good.member("monthNames")
    object["decimal"] = .string(",,")
    #expect(
      throws: JSONError(.invalid, path: [.name("decimal")], message: "decimal is one character")
    ) {
      try LocaleData(json: JSONReading(.object(object)))
    }
  }
}

extension JSONValue {
  fileprivate func member(_ name: String) -> JSONValue? {
    guard case .object(let object) = self else { return nil }
    return object[name]
  }
}
