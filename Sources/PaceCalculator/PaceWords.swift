public import PickerCore

/// What the pace calculator says around its numbers: labels, headings, choices and the phrases
/// a page puts around a report (`Splits every %s`, `no prediction`).
///
/// The report's own words (a model's name, a warning, a summary) are English, so these are too:
/// a page in one language rather than a mix. A language is one more table.
public enum PaceWords {
  /// The words for a locale's language: a choice's label by its value's key (`min/km`: `per
  /// km`), a phrase by its name (`splitsEvery`: `Splits every %s`).
  public static func of(_ locale: LocaleData) -> Phrasebook {
    Phrasebook(locale, tables: tables)
  }

  private static let tables: [String: [String: String]] = [
    "en": .init(listing: english)
  ]

  private static let english: [(String, String)] = [
    ("title", "Pace"), ("heading", "Pace calculator"),
    // The settings.
    ("solveFor", "Solve for"), ("units", "Units"), ("distanceIn", "Distance in"),
    ("paceAs", "Pace as"),
    ("metric", "metric (km)"), ("imperial", "imperial (mi)"), ("min/km", "per km"),
    ("min/mi", "per mile"), ("km/h", "km/h (speed)"), ("mph", "mph (speed)"),
    // The inputs, their titles as their units make them.
    ("distanceTitle", "Distance (%u)"), ("timeTitle", "Time"), ("paceTitle", "Pace (%u)"),
    ("speedTitle", "Speed (%u)"),
    ("splitsAndPredictions", "Splits and predictions"), ("splitEvery", "Split every"),
    ("unit", "Unit"), ("predictionModel", "Prediction model"), ("racesRunOn", "Races run on"),
    ("anyCourse", "the road or the track, by distance"), ("onCourse", "the %c"),
    ("riegelExponent", "Riegel exponent"), ("predictRaces", "Predict races"),
    ("addDistanceTitle", "Add a distance"), ("addDistance", "Add distance"),
    ("howFarIn", "How far in"), ("addTimeTitle", "Add a time"), ("addTime", "Add time"),
    ("removeRace", "Remove race %t"), ("removeTime", "Remove time %t"), ("calculate", "Calculate"),
    // The report.
    ("result", "Result"), ("distance", "Distance"), ("time", "Time"), ("pace", "Pace"),
    ("speed", "Speed"), ("vdot", "VDOT"), ("purdyPoints", "Purdy points"), ("purdyLine", "%v (%c)"),
    ("predictions", "Race predictions (%m)"),
    ("predictionsRiegel", "Race predictions (%m, Riegel exponent %e)"),
    ("predictionsCaption", "Race predictions"), ("race", "Race"), ("noPrediction", "no prediction"),
    ("howFar", "How far in a time"), ("outside", "Outside the models' data"),
    ("eachModel", "Each model's predictions"), ("target", "Target"), ("none", "none"),
    ("splitsEvery", "Splits every %s"), ("split", "Split"), ("elapsed", "Elapsed"),
    ("lastSplit", "%d (last %l)"), ("splits", "Splits"),
    // Intervals.
    ("intervals", "Intervals"), ("repetitions", "Repetitions"),
    ("eachRepetition", "Each repetition"),
    ("atPace", "At a pace of"), ("pacesPer", "Paces per"), ("recovery", "Recovery"),
    ("recoveryTime", "Recovery time"), ("jog", "Jog"), ("jogPace", "Jog pace"),
    ("calculateSession", "Calculate the session"), ("totalDistance", "Total distance"),
    ("totalTime", "Total time"), ("averagePace", "Average pace"), ("repetition", "Repetition"),
    ("part", "Part"), ("theSession", "The session"), ("sessionSaid", "Session %t, %d"),
  ]
}
