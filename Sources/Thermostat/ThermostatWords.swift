public import PickerCore

/// What the schedule editor says around the schedule: its labels, headings and buttons.
///
/// The model's own words (a period's and a day's name, a note, a refusal) are English, so these
/// are too: a page in one language rather than a mix. A language is one more table.
public struct ThermostatWords: Sendable, Hashable {
  /// The words, with where a schedule is kept (``Phrasebook/sync``).
  public let book: Phrasebook

  /// The words for a locale's language.
  public init(_ locale: LocaleData) {
    book = Phrasebook(locale, tables: Self.tables)
  }

  /// The language these words are in.
  public var language: String { book.language }

  /// The word for a key (`schedule`, `reset`...).
  public subscript(key: String) -> String { book[key] }

  /// What a page is handed: every word by key, each field's name in a title (`field.heat`:
  /// `heating setpoint`), and what an emptied name field says.
  public var page: [String: String] {
    var words = book.all
    words["field.time"] = self["startTime"]
    for setpoint in Setpoint.allCases { words["field." + setpoint.rawValue] = setpoint.name }
    words["emptyName"] = Self.emptyName
    return words
  }

  /// `12-hour`, `24-hour`.
  public func clock(_ clock: ScheduleClock) -> String {
    book.phrase("hours", ["%d": String(clock.rawValue)])
  }

  /// What a schedule's name must be, as the routes' paths take it: said when none is given.
  public static var emptyName: String {
    do throws(NameError) {
      _ = try ThermostatSchedule.checkedName("")
      return ""
    } catch {
      return error.description
    }
  }

  private static let tables = Phrasebook.merged(
    [
      "en": [
        "title": "Thermostat", "heading": "Thermostat schedule", "schedule": "Schedule",
        "scale": "Scale", "clock": "Clock", "hours": "%d-hour", "days": "Days",
        "reset": "Energy Star default", "undo": "Undo", "set": "Set", "cancel": "Cancel",
        "copyDay": "Copy a day", "copy": "Copy", "copyTo": "to",
        "savedSchedules": "Saved schedules", "period": "Period", "timeHeading": "Time",
        "heatHeading": "Heating", "coolHeading": "Cooling", "startTime": "time",
        "editing": "%g %p %f", "cell": "%g %p %f %v", "open": "Open schedule %n",
        "noneSaved": "none yet: a schedule is saved with its first change",
        "holds": "Holds", "addHold": "Add a hold", "holdRange": "From – to", "setHold": "Hold",
        "end": "End", "endHold": "End hold %r", "noHolds": "none: the program runs",
        "now": "Now %h heating, %c cooling: %s",
      ]
    ], ["en": Phrasebook.sync["en"] ?? [:]])
}

extension ThermostatSchedule {
  /// A schedule's name as the routes' paths take it (at most ``NameText/documentLimit``
  /// characters, no control characters), so a device keeps only what the server can.
  public static func checkedName(_ name: String) throws(NameError) -> String {
    try NameText(name, what: "a schedule name", limit: NameText.documentLimit).text
  }
}
