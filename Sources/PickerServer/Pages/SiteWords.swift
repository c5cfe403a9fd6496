import Foundation
import PickerCore

/// The site's own words: the layout's, the error page's and the playground's (the apps' words
/// are their models', ``PriceWords`` and the like), so no template or script writes a word.
///
/// English only, as the playground's kinds and the home page's cards are; a language is one
/// more table.
enum SiteWords {
  /// The words by key, in English.
  static let english = Phrasebook(.of(Locale(identifier: LocaleData.readerDefault)), tables: tables)

  /// Every word by key: what a template is handed (`{{w.kind}}`) and a script (`data-words`).
  static var all: [String: String] { english.all }

  private static let tables: [String: [String: String]] = [
    "en": [
      // The layout and the error page.
      "pages": "Pages", "homeLink": "Home: the pace calculator, thermostat, prices and playground",
      // The playground.
      "kind": "Kind", "pattern": "Pattern", "min": "Min", "max": "Max", "step": "Step",
      "dimension": "Dimension", "choices": "Choices", "showWheels": "Show wheels",
      "filter": "Typing filters", "several": "Several choices (Space or a tap on the band)",
      "clock": "Clock", "localeClock": "the locale's", "clock12": "12-hour", "clock24": "24-hour",
      "aForm": "A form", "formDescription": "Form description: JSON or YAML, as read by",
      "formCommand": "picker form",
      "openForm": "Open form", "answers": "Answers", "wheelsOf": "Playground %k",
    ]
  ]
}
