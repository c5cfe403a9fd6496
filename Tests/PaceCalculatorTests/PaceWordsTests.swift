import Foundation
import PickerKit
import Testing

@testable import PaceCalculator

/// The pace calculator's words are the model's (issue 34): every unit a choice offers has its
/// label, and every phrase a page fills has its marks.
@Suite("The pace calculator's words")
struct PaceWordsTests {
  let words = PaceWords.of(LocaleData.of(Locale(identifier: "en_GB")))

  @Test("each system's units and the systems themselves are labelled")
  func choices() {
    for system in RunSystem.allCases {
      for key in [system.rawValue, system.pace, system.speed] {
        #expect(words[key] != key, "\(key) has no label")
      }
    }
    #expect(words["min/km"] == "per km")
  }

  @Test("phrases carry the marks a page fills")
  func phrases() {
    let marks: [(String, [String])] = [
      ("distanceTitle", ["%u"]), ("paceTitle", ["%u"]), ("speedTitle", ["%u"]),
      ("predictions", ["%m"]), ("predictionsRiegel", ["%m", "%e"]), ("splitsEvery", ["%s"]),
      ("lastSplit", ["%d", "%l"]), ("sessionSaid", ["%t", "%d"]), ("removeRace", ["%t"]),
      ("removeTime", ["%t"]), ("purdyLine", ["%v", "%c"]), ("onCourse", ["%c"]),
    ]
    for (key, wanted) in marks {
      for mark in wanted { #expect(words[key].contains(mark), "\(key) lacks \(mark)") }
    }
    #expect(words.phrase("splitsEvery", ["%s": "1 km"]) == "Splits every 1 km")
    #expect(Set(words.all.keys).isSuperset(of: marks.map(\.0)))
  }
}
