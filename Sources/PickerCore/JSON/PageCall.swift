/// What a page asks the core, by number: the calls every host answers alike.
///
/// The page's build of the core (scripts/wasm.sh) exports one function that takes a call's
/// number and its request text; the native hosts call ``answer(to:)`` directly, so the same
/// request gives the same bytes on both, and a differential test can hold them to it.
public enum PageCall: Int, Sendable, CaseIterable {
  /// Reads JSON and writes it back in the core's one encoding (names in order, exact numbers),
  /// or `{"error": {"message": MESSAGE}}` for text that is not JSON.
  case json = 0
  /// Reads a locale's data as the server hands it to a page (``LocaleData``) and writes it back,
  /// or `{"error": {"message": MESSAGE}}` naming what is wrong with it.
  case localeData = 1
  /// Takes the platform's data the server hands a page (`{"locales": [LocaleData...],
  /// "zones": [ZoneRules...], "currentZone": ZoneRules, "now": seconds since 1970}`) for the calls
  /// after it. The current zone may be given by its name alone (`"currentZone": "Europe/Berlin"`):
  /// its offsets are then asked for as any zone's are (`missing`) when a description needs them; answers `{}` or `{"error": {"message": MESSAGE}}`. Every call refuses in that one
  /// shape, the routes' own; before `platform`, the calls that need one refuse saying so.
  case platform = 2
  /// Moves the platform's now (whole seconds since 1970, as JSON); answers `{}`.
  case now = 3
  /// Answers the body of `POST /api/picker` (``PickerQuestion``) as the route does: the
  /// report, or `{"error": {"message": MESSAGE}}` for a question the route refuses.
  case answer = 4
  /// Answers the body of `POST /api/form` (``FormQuestion``) as the route does: the form's
  /// report, or `{"error": {"message": MESSAGE}}` for a question the route refuses. A form's
  /// description sent as YAML text is refused here: the page's core reads JSON only.
  case form = 5
  /// Adds locales and zones to the platform (`{"locales": [...], "zones": [...], "zoneNames":
  /// {"UTC": "GMT"}}`, each may be missing), as the server's `GET /api/platform` hands them, or
  /// a zone as a browser saw it (``ZoneRules/init(json:)``: its changes until `seenUntil`);
  /// answers `{}`.
  case more = 6
  /// The locale and zone names the last answer asked for and the platform did not hold
  /// (`{"locales": [...], "zones": [...]}`), so the page can fetch them and ask again.
  case missing = 7
  /// The browser key names (`KeyboardEvent.key`) the core's key map reads, as a JSON array in
  /// name order; a page sends these and single characters, and leaves every other key to the
  /// browser (Tab moves between controls).
  case keys = 8
  /// The description an element's `description` text and its setting attributes say
  /// (``SpecAttributes``): `{"description": TEXT or null, "attributes": {"pattern": "99.9",
  /// ...}}` answers the description as JSON, or `{"error": {"message": MESSAGE}}`. It needs no
  /// platform.
  case describe = 9

  /// The call's name, as the page's module calls it: the door (`pickerkit_calls`) hands the
  /// page every call's name and number, so the page keeps no list of its own.
  public var name: String {
    switch self {
    case .json: "json"
    case .localeData: "localeData"
    case .platform: "platform"
    case .now: "now"
    case .answer: "answer"
    case .form: "form"
    case .more: "more"
    case .missing: "missing"
    case .keys: "keys"
    case .describe: "describe"
    }
  }

  /// The answer to request text, as JSON, in a session of its own (no platform).
  public func answer(to request: [UInt8]) -> String {
    var session = PageSession()
    return session.answer(self, to: request)
  }
}

/// What a page's core holds between calls: the platform's data the server handed it, and the
/// names a call asked for that it did not hold.
///
/// The page's module keeps one; a native host runs the same calls on its own to compare.
public struct PageSession: Sendable {
  /// The locales, zones, current zone and now handed so far; nil before a `platform` call.
  private var handed: Handed?
  /// The names the last answer asked for and the platform did not hold.
  private let misses = Misses()

  /// The data a platform is made of, kept so that more can be added.
  fileprivate struct Handed: Sendable {
    var locales: [LocaleData]
    var zones: [ZoneRules]
    /// Names the host knows a zone by beside its own (`UTC` for Foundation's `GMT`).
    var zoneNames: [String: String] = [:]
    var currentZone: ZoneRules
    /// The current zone's name when it was handed by name, its offsets to come with the zones.
    var currentZoneName: String? = nil
    var now: Instant
  }

  /// A host's own platform, for a session on it rather than on handed data.
  private var own: Platform?

  /// A session with no platform yet.
  public init() {}

  /// A session on a host's own platform (a native host answering as a page does); a `platform`
  /// call replaces it with handed data.
  public init(platform: Platform) {
    own = platform
  }

  /// A session on a platform's data.
  public init(locales: [LocaleData], zones: [ZoneRules], currentZone: ZoneRules, now: Instant) {
    handed = Handed(locales: locales, zones: zones, currentZone: currentZone, now: now)
  }

  /// The platform the calls answer on: the data handed, noting each name it does not hold.
  public var platform: Platform? {
    if let own { return own }
    guard let handed else { return nil }
    let held = Platform(
      locales: handed.locales, zones: handed.zones, currentZone: handed.currentZone,
      now: handed.now)
    return Platform(
      locale: { [misses] name in
        let data = held.locale(name)
        // Matched, not compared with ==, which would link LocaleData's synthesized ==.
        if case nil = data { misses.note(locale: name) }
        return data
      },
      zone: { [misses, zoneNames = handed.zoneNames] name in
        let zone = held.zone(zoneNames[name] ?? name)
        if zone == nil { misses.note(zone: name) }
        return zone
      },
      currentZone: Self.current(
        handed.currentZoneName.map { handed.zoneNames[$0] ?? $0 }, in: held, misses: misses),
      now: held.now)
  }

  /// The current zone: as handed, or the zone handed by name once its offsets are held; until
  /// then UTC, and its name noted for `missing`, so the page hands it and asks again.
  private static func current(_ name: String?, in held: Platform, misses: Misses) -> ZoneRules {
    guard let name else { return held.currentZone }
    if let zone = held.zone(name) { return zone }
    misses.note(zone: name)
    return held.currentZone
  }

  /// The answer to a call's request text, as JSON.
  public mutating func answer(_ call: PageCall, to request: [UInt8]) -> String {
    func refusal(_ message: String) -> String {
      JSONWriter.text(of: QuestionRefusal(message: message).json)
    }
    switch call {
    case .answer, .form:
      misses.clear()
      guard let platform else { return refusal("no platform yet: call platform first") }
      return call == .form ? Self.form(request, on: platform) : Self.answer(request, on: platform)
    case .missing:
      return misses.json
    case .keys:
      let names = PickerKey.browserNames.keys.ordered()
      return JSONWriter.text(of: .array(names.map(JSONValue.string)))
    default: break
    }
    do {
      let value = try JSONReader.value(of: request)
      let json = JSONReading(value)
      switch call {
      case .json: return JSONWriter.text(of: value)
      case .localeData: return try LocaleData(json: json).jsonText
      case .platform:
        let platform = try Handed(json: json)
        handed = platform
        own = nil
        misses.clear()
        return "{}"
      case .now:
        guard handed != nil || own != nil else {
          return refusal("no platform yet: call platform first")
        }
        let now = Instant(secondsSince1970: try json.int64())
        handed?.now = now
        own = own?.at(now)
        return "{}"
      case .more:
        guard handed != nil else { return refusal("no platform yet: call platform first") }
        let more = try Handed(lists: json)
        handed?.locales += more.locales
        handed?.zones += more.zones
        for (name, identifier) in more.zoneNames { handed?.zoneNames[name] = identifier }
        misses.clear()
        return "{}"
      case .describe:
        let attributes = try json.optionalMember("attributes")?.object() ?? JSONObject()
        let text = try json.optionalString("description")
        do throws(SpecError) {
          return JSONWriter.text(
            of: .object(try SpecAttributes.description(text, attributes: attributes)))
        } catch {
          return refusal(error.description)
        }
      case .answer, .form, .missing, .keys: return ""
      }
    } catch {
      return refusal(error.description)
    }
  }

  /// The answer of an app's call (the pace calculator's) on the platform handed so far, as the
  /// core's own calls are answered: the names it asks for and the platform lacks are noted for
  /// `missing`; with no platform yet, the refusal says to call `platform` first.
  public mutating func answer(_ body: (Platform) -> String) -> String {
    misses.clear()
    guard let platform else {
      return JSONWriter.text(
        of: QuestionRefusal(message: "no platform yet: call platform first").json)
    }
    return body(platform)
  }

  /// The picker route's answer to its body on a platform: the report, or the refusal's body.
  static func answer(_ request: [UInt8], on platform: Platform) -> String {
    do throws(QuestionRefusal) {
      return try PickerQuestion.answer(to: request, now: platform.now) {
        (spec) throws(SpecError) in try spec.makePicker(on: platform)
      }
    } catch {
      return JSONWriter.text(of: error.json)
    }
  }

  /// The form route's answer to its body on a platform: the report, or the refusal's body.
  static func form(_ request: [UInt8], on platform: Platform) -> String {
    do throws(QuestionRefusal) {
      return try FormQuestion(jsonText: request).report(on: platform).jsonText
    } catch {
      return JSONWriter.text(of: error.json)
    }
  }
}

extension Platform {
  /// The data a page's core is handed from this platform, as the `platform` call reads it.
  ///
  /// It holds the named locales and zones this platform knows (a name it does not know is left
  /// out: the page's core refuses it with the message every host gives), its own zone, and now.
  /// Without `whole`, only the locales and zones, as the `more` call reads them.
  public func pageData(locales: [String], zones: [String], whole: Bool = true) -> JSONValue {
    var members: [(String, JSONValue?)] = []
    var localeData: [LocaleData] = []
    for name in locales.prefix(Self.mostNames) {
      guard name.count <= Self.longestName, let data = locale(name),
        !localeData.contains(where: { $0.identifier == data.identifier })
      else { continue }
      localeData.append(data)
    }
    var zoneRules: [ZoneRules] = []
    var zoneNames: [(String, JSONValue?)] = []
    // Read once: the host's zone is read when asked for (``Platform/currentZone``).
    let currentZone = whole ? self.currentZone : nil
    for name in zones.prefix(Self.mostNames) {
      guard name.count <= Self.longestName, let rules = zone(name) else { continue }
      if rules.identifier != name { zoneNames.append((name, .string(rules.identifier))) }
      guard rules.identifier != currentZone?.identifier,
        !zoneRules.contains(where: { $0.identifier == rules.identifier })
      else { continue }
      zoneRules.append(rules)
    }
    members.append(("locales", .array(localeData.map { $0.json })))
    members.append(("zones", .array(zoneRules.map { $0.json })))
    if !zoneNames.isEmpty { members.append(("zoneNames", .object(JSONObject(zoneNames)))) }
    if let currentZone {
      members.append(("currentZone", currentZone.json))
      members.append(("now", .number(now.secondsSince1970)))
    }
    return .object(JSONObject(members))
  }
}

extension PageSession.Handed {
  /// Reads the platform's data as the server hands it (the `platform` call's shape).
  init(json: JSONReading) throws(JSONError) {
    _ = try json.member("locales")
    _ = try json.member("zones")
    let lists = try Self(lists: json)
    let current = try json.member("currentZone")
    let name: String? = if case .string(let text) = current.value { text } else { nil }
    self.init(
      locales: lists.locales, zones: lists.zones, zoneNames: lists.zoneNames,
      currentZone: name == nil ? try ZoneRules(json: current) : .utc,
      currentZoneName: name, now: Instant(secondsSince1970: try json.member("now").int64()))
  }

  /// The locales and zones of handed data (the `more` call's shape), each empty when it is not
  /// there, at no particular now.
  init(lists json: JSONReading) throws(JSONError) {
    var locales: [LocaleData] = []
    for element in try json.optionalMember("locales")?.elements() ?? [] {
      locales.append(try LocaleData(json: element))
    }
    var zones: [ZoneRules] = []
    for element in try json.optionalMember("zones")?.elements() ?? [] {
      zones.append(try ZoneRules(json: element))
    }
    var zoneNames: [String: String] = [:]
    if let names = try json.optionalMember("zoneNames") {
      for member in try names.object().members {
        zoneNames[member.name] = try names.member(member.name).string()
      }
    }
    self.init(
      locales: locales, zones: zones, zoneNames: zoneNames, currentZone: .utc,
      now: Instant(secondsSince1970: 0))
  }
}

/// The names a platform was asked for and did not hold, in the order asked, each once.
///
/// A class, so the platform's lookups (closures the core calls wherever a description names a
/// locale or zone) can note them without every caller passing the list back: the page's core
/// runs one call at a time, and a native session is used by one test at a time.
private final class Misses: @unchecked Sendable {
  private var locales: [String] = []
  private var zones: [String] = []

  func note(locale name: String) {
    if !locales.contains(name) && locales.count < 16 { locales.append(name) }
  }

  func note(zone name: String) {
    if !zones.contains(name) && zones.count < 16 { zones.append(name) }
  }

  func clear() {
    locales.removeAll()
    zones.removeAll()
  }

  var json: String {
    JSONWriter.text(
      of: .object(
        JSONObject([
          ("locales", .array(locales.map { .string($0) })),
          ("zones", .array(zones.map { .string($0) })),
        ])))
  }
}
