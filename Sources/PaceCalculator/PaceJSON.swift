public import PickerCore

#if !hasFeature(Embedded)
// Natively, the requests and answers are also the API's Codable schemas (the server API), read and
// written through PickerKit's bridge by the readings and writings below: one shape for the
// server and the page.
import PickerKit
#endif

// The calculator's requests and answers in JSON, read and written by the core's one codec, so
// the server's routes and the page's core give the same answer to the same body.

extension PaceRequest: JSONCodable {
  /// Reads a request: every member a string (or a list of strings), each absent or null when
  /// the calculator's default is wanted.
  public init(json: JSONReading) throws(JSONError) {
    self.init(
      distance: try json.optionalString("distance"),
      distanceUnit: try json.optionalString("distanceUnit"), time: try json.optionalString("time"),
      pace: try json.optionalString("pace"), paceUnit: try json.optionalString("paceUnit"),
      speed: try json.optionalString("speed"), speedUnit: try json.optionalString("speedUnit"),
      split: try json.optionalString("split"), model: try json.optionalString("model"),
      riegelExponent: try json.optionalString("riegelExponent"),
      targets: try json.optionalStrings("targets"),
      timeTargets: try json.optionalStrings("timeTargets"),
      course: try json.optionalString("course"))
  }

  /// The request as JSON; absent members are left out.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("distance", distance.map(JSONValue.string)),
        ("distanceUnit", distanceUnit.map(JSONValue.string)),
        ("time", time.map(JSONValue.string)), ("pace", pace.map(JSONValue.string)),
        ("paceUnit", paceUnit.map(JSONValue.string)), ("speed", speed.map(JSONValue.string)),
        ("speedUnit", speedUnit.map(JSONValue.string)), ("split", split.map(JSONValue.string)),
        ("model", model.map(JSONValue.string)),
        ("riegelExponent", riegelExponent.map(JSONValue.string)),
        ("targets", targets.map(JSONValue.strings)),
        ("timeTargets", timeTargets.map(JSONValue.strings)),
        ("course", course.map(JSONValue.string)),
      ]))
  }
}

extension PaceReport: JSONCodable {
  /// Reads a report as it was written (a client holding one, a test).
  public init(json: JSONReading) throws(JSONError) {
    var splits: [SplitRow] = []
    for element in try json.member("splits").elements() {
      splits.append(try SplitRow(json: element))
    }
    self.init(
      distance: try json.member("distance").string(),
      distanceKm: try json.member("distanceKm").exactNumber(),
      distanceMi: try json.member("distanceMi").exactNumber(),
      time: try json.member("time").string(),
      timeSeconds: try json.member("timeSeconds").exactNumber(),
      pacePerKm: try json.member("pacePerKm").string(),
      pacePerMi: try json.member("pacePerMi").string(),
      speedKmh: try json.member("speedKmh").exactNumber(),
      speedMph: try json.member("speedMph").exactNumber(),
      distanceLine: try json.member("distanceLine").string(),
      paceLine: try json.member("paceLine").string(),
      speedLine: try json.member("speedLine").string(),
      summary: try json.member("summary").string(),
      split: try json.member("split").string(), splits: splits,
      model: try json.member("model").string(), modelName: try json.member("modelName").string(),
      riegelExponent: try json.member("riegelExponent").string(),
      vdot: try json.optionalMember("vdot")?.exactNumber(),
      vdotText: try json.optionalString("vdotText"),
      purdyPoints: try json.optionalMember("purdyPoints")?.exactNumber(),
      purdyPointsText: try json.optionalString("purdyPointsText"),
      purdyCourse: try json.optionalString("purdyCourse"),
      warnings: try json.member("warnings").strings(),
      predictions: try Self.rows(json.member("predictions")),
      timePredictions: try Self.rows(json.member("timePredictions")))
  }

  private static func rows(_ json: JSONReading) throws(JSONError) -> [PredictionRow] {
    var rows: [PredictionRow] = []
    for element in try json.elements() { rows.append(try PredictionRow(json: element)) }
    return rows
  }

  /// The report as JSON; a score the run has none of is left out.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("distance", .string(distance)), ("distanceKm", distanceKm.json),
        ("distanceMi", distanceMi.json), ("time", .string(time)),
        ("timeSeconds", timeSeconds.json), ("pacePerKm", .string(pacePerKm)),
        ("pacePerMi", .string(pacePerMi)), ("speedKmh", speedKmh.json),
        ("speedMph", speedMph.json), ("distanceLine", .string(distanceLine)),
        ("paceLine", .string(paceLine)), ("speedLine", .string(speedLine)),
        ("summary", .string(summary)), ("split", .string(split)),
        ("splits", .array(splits.map { $0.json })), ("model", .string(model)),
        ("modelName", .string(modelName)), ("riegelExponent", .string(riegelExponent)),
        ("vdot", vdot.map { $0.json }), ("vdotText", vdotText.map(JSONValue.string)),
        ("purdyPoints", purdyPoints.map { $0.json }),
        ("purdyPointsText", purdyPointsText.map(JSONValue.string)),
        ("purdyCourse", purdyCourse.map(JSONValue.string)),
        ("warnings", .strings(warnings)),
        ("predictions", .array(predictions.map { $0.json })),
        ("timePredictions", .array(timePredictions.map { $0.json })),
      ]))
  }
}

extension PaceReport.SplitRow: JSONCodable {
  /// Reads a split as it was written.
  public init(json: JSONReading) throws(JSONError) {
    self.init(
      number: try json.member("number").int(), numberText: try json.member("numberText").string(),
      distance: try json.member("distance").string(), length: try json.member("length").string(),
      partial: try json.member("partial").bool(), split: try json.member("split").string(),
      elapsed: try json.member("elapsed").string())
  }

  /// The split as JSON.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("number", .number(number)), ("numberText", .string(numberText)),
        ("distance", .string(distance)), ("length", .string(length)),
        ("partial", .bool(partial)), ("split", .string(split)), ("elapsed", .string(elapsed)),
      ]))
  }
}

extension PaceReport.PredictionRow: JSONCodable {
  /// Reads a prediction as it was written.
  public init(json: JSONReading) throws(JSONError) {
    self.init(
      target: try json.member("target").string(), distance: try json.member("distance").string(),
      distanceKm: try json.member("distanceKm").exactNumber(),
      distanceMi: try json.member("distanceMi").exactNumber(),
      time: try json.member("time").string(), pacePerKm: try json.member("pacePerKm").string(),
      pacePerMi: try json.member("pacePerMi").string(), pace: try json.member("pace").string(),
      models: try Self.models(json.member("models")), course: try json.member("course").string(),
      warnings: try json.member("warnings").strings())
  }

  /// Each model's answer, a string or null.
  private static func models(_ json: JSONReading) throws(JSONError) -> [String: String?] {
    var models: [String: String?] = [:]
    for (name, value) in try json.object().members {
      if value == .null {
        models.updateValue(nil, forKey: name)
      } else {
        models.updateValue(try json.member(name).string(), forKey: name)
      }
    }
    return models
  }

  /// The prediction as JSON: a model with no answer is null.
  public var json: JSONValue {
    var answers = JSONObject()
    for (name, answer) in models { answers[name] = answer.map(JSONValue.string) ?? .null }
    return .object(
      JSONObject([
        ("target", .string(target)), ("distance", .string(distance)),
        ("distanceKm", distanceKm.json), ("distanceMi", distanceMi.json),
        ("time", .string(time)), ("pacePerKm", .string(pacePerKm)),
        ("pacePerMi", .string(pacePerMi)), ("pace", .string(pace)),
        ("models", .object(answers)), ("course", .string(course)),
        ("warnings", .strings(warnings)),
      ]))
  }
}

extension IntervalRequest: JSONCodable {
  /// Reads a session's request: the repetitions, distance and pace are required strings.
  public init(json: JSONReading) throws(JSONError) {
    self.init(
      repetitions: try json.member("repetitions").string(),
      distance: try json.member("distance").string(),
      distanceUnit: try json.optionalString("distanceUnit"),
      pace: try json.member("pace").string(), paceUnit: try json.optionalString("paceUnit"),
      recovery: try json.optionalString("recovery"),
      recoveryTime: try json.optionalString("recoveryTime"),
      recoveryDistance: try json.optionalString("recoveryDistance"),
      recoveryDistanceUnit: try json.optionalString("recoveryDistanceUnit"),
      recoveryPace: try json.optionalString("recoveryPace"))
  }

  /// The request as JSON; absent members are left out.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("repetitions", .string(repetitions)), ("distance", .string(distance)),
        ("distanceUnit", distanceUnit.map(JSONValue.string)), ("pace", .string(pace)),
        ("paceUnit", paceUnit.map(JSONValue.string)),
        ("recovery", recovery.map(JSONValue.string)),
        ("recoveryTime", recoveryTime.map(JSONValue.string)),
        ("recoveryDistance", recoveryDistance.map(JSONValue.string)),
        ("recoveryDistanceUnit", recoveryDistanceUnit.map(JSONValue.string)),
        ("recoveryPace", recoveryPace.map(JSONValue.string)),
      ]))
  }
}

extension IntervalReport: JSONCodable {
  /// Reads a session's report as it was written.
  public init(json: JSONReading) throws(JSONError) {
    var rows: [Row] = []
    for element in try json.member("rows").elements() { rows.append(try Row(json: element)) }
    self.init(
      summary: try json.member("summary").string(),
      repetitionTime: try json.member("repetitionTime").string(),
      recoveryTime: try json.member("recoveryTime").string(),
      totalDistance: try json.member("totalDistance").string(),
      distanceLine: try json.member("distanceLine").string(),
      totalDistanceKm: try json.member("totalDistanceKm").exactNumber(),
      totalDistanceMi: try json.member("totalDistanceMi").exactNumber(),
      totalTime: try json.member("totalTime").string(),
      averagePacePerKm: try json.member("averagePacePerKm").string(),
      averagePacePerMi: try json.member("averagePacePerMi").string(),
      averagePace: try json.member("averagePace").string(), rows: rows)
  }

  /// The session as JSON.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("summary", .string(summary)), ("repetitionTime", .string(repetitionTime)),
        ("recoveryTime", .string(recoveryTime)), ("totalDistance", .string(totalDistance)),
        ("distanceLine", .string(distanceLine)), ("totalDistanceKm", totalDistanceKm.json),
        ("totalDistanceMi", totalDistanceMi.json), ("totalTime", .string(totalTime)),
        ("averagePacePerKm", .string(averagePacePerKm)),
        ("averagePacePerMi", .string(averagePacePerMi)),
        ("averagePace", .string(averagePace)), ("rows", .array(rows.map { $0.json })),
      ]))
  }
}

extension IntervalReport.Row: JSONCodable {
  /// Reads a row as it was written.
  public init(json: JSONReading) throws(JSONError) {
    self.init(
      repetition: try json.member("repetition").string(), part: try json.member("part").string(),
      time: try json.member("time").string(), elapsed: try json.member("elapsed").string())
  }

  /// The row as JSON.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("repetition", .string(repetition)), ("part", .string(part)), ("time", .string(time)),
        ("elapsed", .string(elapsed)),
      ]))
  }
}

extension PaceTargets: JSONCodable {
  /// Reads targets as they were written.
  public init(json: JSONReading) throws(JSONError) {
    self.init(
      targets: try json.member("targets").strings(),
      timeTargets: try json.member("timeTargets").strings(),
      writtenTargets: try json.member("writtenTargets").strings(),
      writtenTimeTargets: try json.member("writtenTimeTargets").strings())
  }

  /// The targets as JSON.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("targets", .strings(targets)), ("timeTargets", .strings(timeTargets)),
        ("writtenTargets", .strings(writtenTargets)),
        ("writtenTimeTargets", .strings(writtenTimeTargets)),
      ]))
  }
}

#if !hasFeature(Embedded)
extension PaceRequest: Codable {}
extension PaceReport: Codable {}
extension PaceReport.SplitRow: Codable {}
extension PaceReport.PredictionRow: Codable {}
extension IntervalRequest: Codable {}
extension IntervalReport: Codable {}
extension IntervalReport.Row: Codable {}
extension PaceTargets: Codable {}
#endif
