import Foundation
import PickerCore
import PickerKit
import PickerTestSupport
import Testing

/// The core the page runs (the served pickerkit.wasm, through pickerkit.js, in node) against the
/// core the server and the command line run, request by request: byte-identical answers.
@Suite("The page's core answers as the native core")
struct PageCoreTests {
  /// Each request answered by the page's core, in order.
  static func pageAnswers(_ requests: [(PageCall, [UInt8])]) throws -> [String] {
    try PageCore.answers(requests.map { ($0.0.name, $0.1) })
  }

  /// Each request answered by the page's core and by a native `PageSession`, byte for byte.
  ///
  /// The native session is handed the same calls in the same order. The first three differences
  /// are recorded with their requests; returns the page's answers.
  @discardableResult
  static func answeredAlike(_ requests: [(PageCall, [UInt8])]) throws -> [String] {
    let page = try pageAnswers(requests)
    #expect(page.count == requests.count)
    var session = PageSession()
    var differences = 0
    for (request, pageAnswer) in zip(requests, page) {
      let native = session.answer(request.0, to: request.1)
      guard native != pageAnswer else { continue }
      differences += 1
      if differences <= 3 {
        Issue.record(
          "\(String(decoding: request.1.prefix(600), as: UTF8.self)): native \(native.prefix(300)), page \(pageAnswer.prefix(300))"
        )
      }
    }
    #expect(differences == 0)
    return page
  }

  @Test("JSON read and written: 10,000 seeded requests, valid, spaced, hostile and byte soup")
  func json() throws {
    var random = SeededRandom(name: "page core json")
    var requests: [(PageCall, [UInt8])] = []
    for index in 0..<10_000 {
      let value = JSONValue.drawn(using: &random)
      let text: [UInt8]
      switch index % 5 {
      case 0: text = Array(JSONWriter.text(of: value).utf8)
      case 1: text = Array(value.spacedText(using: &random).utf8)
      case 2:
        // Cut short, or one byte changed: mostly not JSON.
        var bytes = Array(JSONWriter.text(of: value).utf8)
        if !bytes.isEmpty {
          let at = Int.random(in: 0..<bytes.count, using: &random)
          if Bool.random(using: &random) {
            bytes.removeSubrange(at...)
          } else {
            bytes[at] = UInt8.random(in: 0...255, using: &random)
          }
        }
        text = bytes
      case 3:
        let depth = Int.random(in: 500...530, using: &random)
        text = Array(
          (String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
      default:
        text = (0..<Int.random(in: 0...32, using: &random)).map { _ in
          UInt8.random(in: 0...255, using: &random)
        }
      }
      requests.append((.json, text))
    }
    try Self.answeredAlike(requests)
  }
}

extension PageCoreTests {
  @Test("Locale data read and written: 1,000 seeded requests from Foundation's locales, changed")
  func localeData() throws {
    var random = SeededRandom(name: "page core locale data")
    let known = Locale.availableIdentifiers.sorted()
    var requests: [(PageCall, [UInt8])] = []
    for _ in 0..<1_000 {
      let identifier = known.randomElement(using: &random) ?? "en_US"
      var json = LocaleData(locale: Locale(identifier: identifier)).json
      if Bool.random(using: &random), case .object(var object) = json {
        // One member replaced by another value: mostly data that is not a locale's.
        let name = object.names.randomElement(using: &random) ?? "digits"
        object[name] = JSONValue.drawn(using: &random, depth: 3)
        json = .object(object)
      }
      requests.append((.localeData, Array(JSONWriter.text(of: json).utf8)))
    }
    let page = try Self.answeredAlike(requests)
    #expect(page.filter { $0.hasPrefix("{\"error\"") }.count > 100)
  }
}

extension PageCoreTests {
  /// The platform data a page of these tests is handed: the drawn descriptions' locales (each
  /// on its own clock and on both others a `clock` asks for) and zones, as the server reads them
  /// from Foundation, at one fixed now.
  static func handedPlatform() -> JSONValue {
    let foundation = Platform.foundation(now: Date(timeIntervalSince1970: 1_764_100_000))
    let fixed = Platform(
      locale: foundation.locale, zone: foundation.zone, currentZone: .utc, now: foundation.now)
    let locales = PickerSpec.locales.filter { !$0.isEmpty && $0 != "zz_ZZ" }
    let clocks = locales.flatMap { locale in Clock.allCases.map { $0.locale(locale) } }
    // pageData names at most 16 locales a call, as a route asks for them; the page's platform
    // takes them all in one.
    guard case .object(var handed) = fixed.pageData(locales: locales, zones: PickerSpec.timeZones),
      case .array(var data) = handed["locales"]
    else { return .null }
    for start in stride(from: 0, to: clocks.count, by: Platform.mostNames) {
      let more = fixed.pageData(
        locales: Array(clocks[start..<min(start + Platform.mostNames, clocks.count)]), zones: [],
        whole: false)
      if case .object(let object) = more, case .array(let extra) = object["locales"] {
        data += extra
      }
    }
    handed["locales"] = .array(data)
    return .object(handed)
  }

  @Test("The picker route's bodies: 4,000 seeded questions to all four kinds, some hostile")
  func answers() throws {
    var choices = Choices(name: "page core answers")
    let platform = Array(JSONWriter.text(of: Self.handedPlatform()).utf8)
    var requests: [(PageCall, [UInt8])] = [(.platform, platform)]
    for _ in 0..<4_000 {
      let fuzz = FuzzCase(drawingFrom: &choices, hostile: choices.oneIn(3))
      var members: [(String, JSONValue?)] = [("picker", fuzz.spec.json)]
      if let answer = fuzz.answers.first, choices.oneIn(3) {
        members += [("answer", .string(answer)), ("nearest", .bool(choices.bool()))]
      } else {
        members.append(("actions", .array(fuzz.actions.compactMap { $0.json })))
      }
      if fuzz.spec.kind == .measure || choices.oneIn(20) {
        if choices.bool() {
          members.append(("to", .string(choices.pick(["km", "mi", "lb", "min/mi", "x"]))))
        }
      }
      // Hostile bodies: an unknown member, a null, a wrong type, no description.
      switch choices.int(in: 0...24) {
      case 0: members.append(("bogus", .number(1)))
      case 1: members.append(("answer", .null))
      case 2: members.append(("nearest", .string("yes")))
      case 3: members.removeFirst()
      default: break
      }
      requests.append((.answer, Array(JSONWriter.text(of: .object(JSONObject(members))).utf8)))
    }
    let page = try Self.answeredAlike(requests)
    // Both answered and refused questions are compared: a third of the descriptions are hostile
    // and many drawn settings cannot work, so about a third get reports.
    #expect(page.filter { $0.hasPrefix("{\"error\"") }.count > 1_000)
    #expect(page.filter { $0.contains("\"rows\"") }.count > 1_200)
  }
}

extension PageCoreTests {
  @Test("A locale or zone the page was not handed: named as missing, answered once handed more")
  func handedMore() throws {
    let foundation = Platform.foundation(now: Date(timeIntervalSince1970: 1_764_100_000))
    func text(_ value: JSONValue) -> [UInt8] { Array(JSONWriter.text(of: value).utf8) }
    let question = text(
      .object(
        JSONObject([
          (
            "picker",
            .object(
              JSONObject([
                ("kind", .string("date")), ("mode", .string("date")), ("locale", .string("fr_CA")),
                ("timeZone", .string("Asia/Tokyo")),
              ]))
          ), ("actions", .array([])),
        ])))
    let requests: [(PageCall, [UInt8])] = [
      (.platform, text(foundation.pageData(locales: ["en_US"], zones: ["UTC"]))),
      (.answer, question), (.missing, []),
      (.more, text(foundation.pageData(locales: [], zones: ["Asia/Tokyo"], whole: false))),
      (.answer, question), (.missing, []),
      (.more, text(foundation.pageData(locales: ["fr_CA"], zones: [], whole: false))),
      (.answer, question), (.missing, []),
    ]
    var session = PageSession()
    let native = requests.map { session.answer($0.0, to: $0.1) }
    #expect(try Self.pageAnswers(requests) == native)
    // Each refusal names the first name it lacked: the zone, then the locale.
    #expect(native[1].contains("unknown time zone Asia/Tokyo"))
    #expect(native[2] == #"{"locales":[],"zones":["Asia/Tokyo"]}"#)
    #expect(native[4].contains("fr_CA"))
    #expect(native[5] == #"{"locales":["fr_CA"],"zones":[]}"#)
    #expect(native[8] == #"{"locales":[],"zones":[]}"#)
    // Handed everything, the page answers as the server's platform does.
    var whole = PageSession()
    _ = whole.answer(
      .platform,
      to: text(foundation.pageData(locales: ["en_US", "fr_CA"], zones: ["UTC", "Asia/Tokyo"])))
    let server = whole.answer(.answer, to: question)
    #expect(native[7] == server)
    #expect(server.contains("\"rows\""))
    // A zone the host knows by another name (Foundation's UTC is GMT) is found by the name asked.
    var utc = PageSession()
    _ = utc.answer(.platform, to: text(foundation.pageData(locales: ["en_US"], zones: ["UTC"])))
    let inUTC = Array(#"{"picker":{"kind":"date","mode":"time","timeZone":"UTC"}}"#.utf8)
    let page = utc.answer(.answer, to: inUTC)
    #expect(page.contains("\"rows\""), "\(page)")
    #expect(
      try Self.pageAnswers([
        (.platform, text(foundation.pageData(locales: ["en_US"], zones: ["UTC"]))),
        (.answer, inUTC),
      ]).last == page)
  }

  @Test(
    "The current zone handed by name: asked for when a description needs it, then answered in it")
  func currentZoneByName() throws {
    let foundation = Platform.foundation(now: Date(timeIntervalSince1970: 1_764_100_000))
    func text(_ value: JSONValue) -> [UInt8] { Array(JSONWriter.text(of: value).utf8) }
    let platform = Array(
      #"{"locales":[],"zones":[],"currentZone":"Asia/Tokyo","now":1764100000}"#.utf8)
    let number = Array(#"{"picker":{"kind":"pattern","pattern":"99.9"},"answer":"1.5"}"#.utf8)
    let time = Array(#"{"picker":{"kind":"date","mode":"time"},"answer":"09:30"}"#.utf8)
    let requests: [(PageCall, [UInt8])] = [
      (.platform, platform), (.answer, number), (.missing, []), (.answer, time), (.missing, []),
      (.more, text(foundation.pageData(locales: ["en_US"], zones: ["Asia/Tokyo"], whole: false))),
      (.answer, time), (.missing, []),
    ]
    let page = try Self.answeredAlike(requests)
    // A number needs no zone: nothing is asked for.
    #expect(page[1].contains(#""valueText":"1.5""#))
    #expect(page[2] == #"{"locales":[],"zones":[]}"#)
    // A time in the host's zone asks for its offsets, then answers in Tokyo's, as the server does.
    #expect(page[4].contains("Asia/Tokyo"))
    #expect(page[7] == #"{"locales":[],"zones":[]}"#)
    var server = PageSession(platform: foundation)
    let inTokyo = Array(
      #"{"picker":{"kind":"date","mode":"time","timeZone":"Asia/Tokyo"},"answer":"09:30"}"#.utf8)
    #expect(page[6] == server.answer(.answer, to: inTokyo))
  }

  @Test(
    "The form route's bodies: 6,000 seeded forms of every kind, states, actions and answers, a third hostile"
  )
  func forms() throws {
    var choices = Choices(name: "page core forms")
    let handed = Self.handedPlatform()
    var handedSession = PageSession()
    _ = handedSession.answer(.platform, to: Array(JSONWriter.text(of: handed).utf8))
    let platform = try #require(handedSession.platform)
    var requests: [(PageCall, [UInt8])] = [(.platform, Array(JSONWriter.text(of: handed).utf8))]
    for index in 0..<6_000 {
      requests.append((.form, FormBody.draw(&choices, hostile: index % 3 == 0, on: platform)))
    }
    let page = try Self.answeredAlike(requests)
    // Both reports and refusals are compared, the refusals of every kind: a malformed body, a
    // member the route does not take, a description the core refuses, YAML the page cannot read.
    let refusals = page.filter { $0.hasPrefix("{\"error\"") }
    let reports = page.filter { $0.hasPrefix("{\"fields\"") }
    #expect(reports.count > 2_000, "\(reports.count) reports")
    #expect(refusals.count > 1_500, "\(refusals.count) refusals")
    #expect(reports.filter { $0.contains("\"submitted\":true") }.count > 200)
    #expect(reports.filter { $0.contains("; moved to ") }.count > 30)
    #expect(refusals.filter { $0.contains("malformed request") }.count > 100)
    #expect(refusals.filter { $0.contains("reads a form's text as JSON only") }.count > 50)
    #expect(refusals.filter { $0.contains("not a member of this body") }.count > 20)
  }

  /// The element names its settings before the core has loaded (a custom element's observed
  /// attributes and properties are said when it is defined), so its module and its TypeScript
  /// declarations each list them; they are the core's list, in its order.
  @Test("The element's setting attributes and properties are the core's settings")
  func elementSettings() throws {
    let module = try String(
      contentsOf: PageCore.assets.appendingPathComponent("picker-wheels.js"), encoding: .utf8)
    let start = try #require(module.firstRange(of: "const SETTINGS = [")).upperBound
    let list = module[start...]
    let listed = list[..<(list.firstIndex(of: "]") ?? list.endIndex)]
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }.map { String($0.dropFirst().dropLast()) }
    #expect(listed == SpecAttributes.settings.map(\.attribute))
    let declarations = try String(
      contentsOf: PageCore.root.appendingPathComponent("Web/picker-wheels.d.ts"), encoding: .utf8)
    for (attribute, setting) in SpecAttributes.settings {
      // The module names each property as the DOM does (time-zone, timeZone): the setting's name.
      let property = attribute.split(separator: "-").enumerated()
        .map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }.joined()
      #expect(property == setting)
      #expect(declarations.contains("\n  \(setting): string | null;\n"), "\(setting)")
    }
  }

  @Test(
    "An element's attributes read as a description: lists, clocks, implied kinds and refusals, alike in the page"
  )
  func describe() throws {
    func request(_ description: String?, _ attributes: [String: String]) -> [UInt8] {
      let object = JSONObject([
        ("description", description.map(JSONValue.string) ?? .null),
        (
          "attributes",
          .object(
            JSONObject(attributes.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))
        ),
      ])
      return Array(JSONWriter.text(of: .object(object)).utf8)
    }
    var requests: [(PageCall, [UInt8])] = [
      (.describe, request(nil, ["pattern": "99.9", "min": "1.5"])),
      (.describe, request(nil, ["options": #"a\,b, c ,d\\"#])),
      (.describe, request(nil, ["options": #"["x", "y"]"#, "kind": "options"])),
      (
        .describe,
        request(#"{"kind":"date","mode":"time"}"#, ["clock": "12", "time-zone": "Asia/Tokyo"])
      ),
      (.describe, request(#"{"mode":"date"}"#, [:])),
      (.describe, request(#"{"dimension":"mass"}"#, [:])),
      (.describe, request("nope", ["pattern": "99"])),
      (.describe, request("[1]", [:])),
      (.describe, request(nil, ["clock": "noon"])),
      (.describe, Array(#"{"attributes":{"pattern":3}}"#.utf8)),
    ]
    // Seeded attributes of every setting, their values from the characters lists and JSON use.
    var random = SeededRandom(name: "page core describe")
    let alphabet: [Character] = ["a", "9", ",", "\\", "[", "]", "\"", " ", "-", ":", "."]
    for _ in 0..<500 {
      var attributes: [String: String] = [:]
      for (attribute, _) in SpecAttributes.settings where Bool.random(using: &random) {
        attributes[attribute] = String(
          (0..<Int.random(in: 0...8, using: &random)).map { _ in
            alphabet.randomElement(using: &random)!
          })
      }
      requests.append((.describe, request(Bool.random(using: &random) ? nil : "{}", attributes)))
    }
    let page = try Self.answeredAlike(requests)
    #expect(page[0] == #"{"kind":"pattern","min":"1.5","pattern":"99.9"}"#)
    #expect(page[1] == #"{"kind":"options","options":["a,b","c","d\\"]}"#)
    #expect(page[2] == #"{"kind":"options","options":["x","y"]}"#)
    #expect(page[3] == #"{"clock":12,"kind":"date","mode":"time","timeZone":"Asia/Tokyo"}"#)
    #expect(page[4] == #"{"kind":"date","mode":"date"}"#)
    #expect(page[5] == #"{"dimension":"mass","kind":"measure"}"#)
    #expect(page[6].hasPrefix(#"{"error":{"message":"#) && page[6].contains("not JSON"))
    #expect(page[7].contains("a picker is an object with a kind"))
    #expect(page[8] == #"{"clock":"noon"}"#)
    #expect(page[9].hasPrefix(#"{"error":{"message":"#))
    // What the page then asks for is answered on the description the attributes said.
    var session = PageSession(platform: Platform.foundation(now: Date(timeIntervalSince1970: 0)))
    let answered = session.answer(
      .answer, to: Array(#"{"picker":\#(page[1]),"answer":"a,b"}"#.utf8))
    #expect(answered.contains(#""text":"a,b""#), "\(answered)")
  }
}
