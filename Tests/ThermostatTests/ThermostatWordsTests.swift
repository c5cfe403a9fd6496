import PickerKit
import Testing

@testable import Thermostat

/// The schedule editor's words are the model's (issue 34): a page draws them, never writes its
/// own.
@Suite("The schedule editor's words")
struct ThermostatWordsTests {
  @Test("a page is handed every word, each field's name as the model names it")
  func page() {
    let words = ThermostatWords(localeData("en_US")).page
    #expect(words["field.heat"] == Setpoint.heat.name)
    #expect(words["field.cool"] == Setpoint.cool.name)
    #expect(words["field.time"] == "time")
    for key in ["days", "period", "timeHeading", "editing", "open", "noneSaved", "synced"] {
      #expect(words[key].map { !$0.isEmpty && $0 != key } == true, "\(key)")
    }
    // An emptied name field says what a name may be, as the routes refuse one.
    #expect(words["emptyName"]?.contains("a schedule name") == true)
    #expect(throws: NameError.self) { try ThermostatSchedule.checkedName("") }
  }

  @Test("every clock and layout has its words")
  func choices() {
    let words = ThermostatWords(localeData("de_DE"))
    #expect(ScheduleClock.allCases.map(words.clock) == ["12-hour", "24-hour"])
    #expect(DayLayout.allCases.map(\.name) == ["weekdays and weekend", "each day"])
    // The model speaks English, so the page does too, whatever the reader's language.
    #expect(words.language == "en")
  }
}
