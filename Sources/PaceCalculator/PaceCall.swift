public import PickerCore

/// What the pace calculator's routes answer, by number: the calls the server's routes and the
/// page's core answer alike, from a body's bytes to the answer's.
///
/// Each reads its route's body as the route does (a member it does not take, or null for one, is
/// refused naming it; text that is not JSON, or a member of the wrong type, is malformed), asks
/// the calculator once, and writes the answer in the core's one encoding; a refusal is the
/// route's `{"error": {"message": ...}}`. The page's core runs the same calls on the same bodies,
/// so a runner offline gets every figure the server gives.
public enum PaceCall: Int, Sendable, CaseIterable, PlatformCalls {
  /// `POST /api/pace`: the report (``PaceReport``) of a ``PaceRequest``.
  case report = 0
  /// `POST /api/pace/intervals`: an interval session's report.
  case intervals = 1
  /// `POST /api/pace/targets`: prediction targets, named and written.
  case targets = 2
  /// `POST /api/pace/distance`: a distance on one unit's wheels, on another's.
  case distance = 3
  /// `POST /api/pace/pace`: a pace or speed on one unit's wheels, on another's.
  case pace = 4

  /// The call's name, as the page's module calls it.
  public var name: String {
    switch self {
    case .report: "paceReport"
    case .intervals: "paceIntervals"
    case .targets: "paceTargets"
    case .distance: "paceDistance"
    case .pace: "pacePace"
    }
  }

  /// The members the call's body takes, as the OpenAPI document lists them.
  public var members: [String] {
    switch self {
    case .report:
      [
        "distance", "distanceUnit", "time", "pace", "paceUnit", "speed", "speedUnit", "split",
        "model", "riegelExponent", "targets", "timeTargets", "course",
      ]
    case .intervals:
      [
        "repetitions", "distance", "distanceUnit", "pace", "paceUnit", "recovery", "recoveryTime",
        "recoveryDistance", "recoveryDistanceUnit", "recoveryPace",
      ]
    case .targets: ["targets", "timeTargets"]
    case .distance: ["distance", "from", "to"]
    case .pace: ["pace", "from", "to"]
    }
  }

  /// The units a conversion's `from` and `to` name, in the document's order.
  var units: [String] {
    switch self {
    case .distance: RunUnits.distanceSymbols
    case .pace: RunUnits.paceSymbols + RunUnits.speedSymbols
    default: []
    }
  }

  /// The answer to a page's request, `{"request": BODY, "locale": NAME}` (no locale: `.` and
  /// 0-9, as a route asked without `?locale=`), as JSON text: the body's answer in the locale's
  /// signs on a platform's data, or the refusal's body.
  public func answer(toPage request: [UInt8], on platform: Platform) -> String {
    PageRequest.answer(request) { (page) throws(QuestionRefusal) in
      let symbols: NumberSymbols
      do throws(SpecError) { symbols = try NumberSymbols.named(page.locale, on: platform) } catch {
        throw QuestionRefusal(message: error.description)
      }
      return try answer(to: page.body, symbols: symbols)
    }
  }

  /// The answer to a body, as JSON text, its words and numbers in a reader's signs (a report's
  /// lines, targets' and a conversion's `written`; the values asked and sent back stay `.` and
  /// 0-9, and amounts are read in the reader's signs too); a refusal throws, and its
  /// ``QuestionRefusal/json`` is the route's answer then.
  public func answer(to body: [UInt8], symbols: NumberSymbols = .canonical)
    throws(QuestionRefusal) -> String
  {
    let value: JSONValue
    do {
      value = try JSONReader.value(of: body)
    } catch {
      throw QuestionRefusal(malformed: true, message: "malformed request: \(error)")
    }
    return try answer(to: value, symbols: symbols)
  }

  /// The answer to a body already read as JSON.
  public func answer(to value: JSONValue, symbols: NumberSymbols = .canonical)
    throws(QuestionRefusal) -> String
  {
    try QuestionRefusal.checkMembers(of: value, among: members)
    let json = JSONReading(value)
    func malformed(_ error: JSONError) -> QuestionRefusal {
      QuestionRefusal(malformed: true, message: "malformed request: \(error)")
    }
    func refused(_ error: RunError) -> QuestionRefusal {
      QuestionRefusal(message: error.description)
    }
    switch self {
    case .report:
      let request: PaceRequest
      do { request = try PaceRequest(json: json) } catch { throw malformed(error) }
      do { return try PaceReport(request, symbols: symbols).jsonText } catch {
        throw refused(error)
      }
    case .intervals:
      let request: IntervalRequest
      do { request = try IntervalRequest(json: json) } catch { throw malformed(error) }
      do { return try IntervalReport(request, symbols: symbols).jsonText } catch {
        throw refused(error)
      }
    case .targets:
      let targets: [String]
      let times: [String]
      do {
        targets = try json.optionalStrings("targets") ?? []
        times = try json.optionalStrings("timeTargets") ?? []
      } catch { throw malformed(error) }
      do {
        return try PaceTargets(targets: targets, timeTargets: times, symbols: symbols).jsonText
      } catch { throw refused(error) }
    case .distance, .pace:
      let amountName = self == .distance ? "distance" : "pace"
      let amount: String
      let from: String
      let to: String
      do {
        amount = try json.member(amountName).string()
        from = try json.member("from").string()
        to = try json.member("to").string()
      } catch { throw malformed(error) }
      for (name, unit) in [("from", from), ("to", to)] where !units.contains(unit) {
        throw QuestionRefusal(
          malformed: true,
          message: "malformed request: \"\(name)\" is one of \(units.joined(separator: ", "))")
      }
      let converted: RunConversions.Converted
      do {
        converted =
          self == .distance
          ? try RunConversions.distance(amount, from: from, to: to, symbols: symbols)
          : try RunConversions.pace(amount, from: from, to: to, symbols: symbols)
      } catch { throw refused(error) }
      return JSONWriter.text(
        of: .object(
          JSONObject([
            (amountName, .string(converted.canonical)), ("unit", .string(to)),
            ("written", .string(converted.written)),
          ])))
    }
  }
}
