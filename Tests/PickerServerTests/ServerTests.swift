import Foundation
import Hummingbird
import HummingbirdTesting
import PickerKit
import Testing
import Thermostat

@testable import PickerServer

/// The routes through Hummingbird's testing module, against a real SQLite file.
@Suite("The web app's routes")
struct ServerTests {
  private func withApp(
    _ setup: TestingSetup = .router, _ body: @Sendable (any TestClientProtocol) async throws -> Void
  ) async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("picker-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let store = try Store(path: path)
    let app = Application(router: try PickerApplication.router(store: store))
    try await app.test(setup) { client in try await body(client) }
  }

  private func json(_ text: String) -> ByteBuffer { ByteBuffer(string: text) }

  /// What the pages send with every write.
  private let jsonHeaders: HTTPFields = [.contentType: "application/json"]

  private func object(_ buffer: ByteBuffer) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(buffer: buffer)) as? [String: Any])
  }

  private func message(_ buffer: ByteBuffer) throws -> String? {
    (try object(buffer)["error"] as? [String: Any])?["message"] as? String
  }

  /// Posts to /api/picker and returns the status and the body as an object.
  private func post(_ client: any TestClientProtocol, _ body: String) async throws -> (
    Int, [String: Any]
  ) {
    try await client.execute(
      uri: "/api/picker", method: .post, headers: jsonHeaders, body: json(body)
    ) {
      response throws in (Int(response.status.code), try object(response.body))
    }
  }

  /// A state from a response, as JSON text to send back.
  private func stateJSON(_ body: [String: Any]) throws -> String {
    let state = try #require(body["state"])
    return String(decoding: try JSONSerialization.data(withJSONObject: state), as: UTF8.self)
  }

  @Test("POST /api/picker: a time on the clock asked for, whatever the locale; 422 naming clock")
  func clock() async throws {
    try await withApp { client in
      let (status, time) = try await post(
        client,
        #"{"picker":{"kind":"date","mode":"time","locale":"en_US","clock":24},"answer":"18:30"}"#)
      #expect(status == 200)
      #expect(time["written"] as? String == "18:30")
      let wheels = try #require(time["wheels"] as? [[String: Any]])
      #expect(wheels.count == 2 && wheels[0]["count"] as? Int == 24, "\(wheels)")
      let (_, german) = try await post(
        client,
        #"{"picker":{"kind":"date","mode":"time","locale":"de_DE","clock":12},"answer":"18:30"}"#)
      #expect((german["wheels"] as? [Any])?.count == 3)
      #expect(german["value"] as? String == "18:30")
      let (refused, body) = try await post(
        client, #"{"picker":{"kind":"date","mode":"date","clock":12}}"#)
      #expect(refused == 422)
      let message = (body["error"] as? [String: Any])?["message"] as? String
      #expect(message?.contains("clock") == true, "\(body)")
    }
  }

  @Test("POST /api/picker: a disabled option is sent as such, passed over, and refused by name")
  func disabledOptions() async throws {
    try await withApp { client in
      let picker = #"{"kind":"options","options":["S",{"label":"M","disabled":true},"L"]}"#
      let (status, spun) = try await post(
        client, #"{"picker":\#(picker),"actions":[{"spin":{"wheel":0,"by":1}}]}"#)
      #expect(status == 200)
      #expect(spun["label"] as? String == "L")
      let wheels = try #require(spun["wheels"] as? [[String: Any]])
      #expect(wheels.first?["disabled"] as? [Int] == [1])
      let (refused, body) = try await post(client, #"{"picker":\#(picker),"answer":"m"}"#)
      #expect(refused == 422)
      #expect(
        (body["error"] as? [String: Any])?["message"] as? String
          == #""M" is unavailable: choose one of S, L"#)
      let (_, nearest) = try await post(
        client, #"{"picker":\#(picker),"answer":"M","nearest":true}"#)
      #expect(nearest["label"] as? String == "L")
      #expect(nearest["corrected"] as? Bool == true)
    }
  }

  @Test("POST /api/picker: wheels, corrected rows, text, an exact value and a message")
  func picker() async throws {
    try await withApp { client in
      try await client.execute(
        uri: "/api/picker", method: .post, headers: jsonHeaders,
        body: json(#"{"picker":{"kind":"pattern","pattern":"59:59.99"},"answer":"12:54.37"}"#)
      ) { response throws in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body).contains(#""value":774.37"#))
        let body = try object(response.body)
        #expect(body["text"] as? String == "12:54.37")
        #expect(body["rows"] as? [Int] == [1, 2, 0, 5, 4, 0, 3, 7])
        let wheels = try #require(body["wheels"] as? [[String: Any]])
        #expect(wheels.count == 8)
        #expect(wheels[0]["name"] as? String == "minutes, tens")
        #expect(wheels[7]["name"] as? String == "hundredths")
      }
      let (_, corrected) = try await post(
        client,
        #"{"picker":{"kind":"pattern","pattern":"99.9","min":7,"max":32,"step":"0.5"},"state":{"rows":[2,1,0,3],"focus":0}}"#
      )
      #expect(corrected["text"] as? String == "21.5")
      #expect(corrected["corrected"] as? Bool == true)
      #expect(
        corrected["message"] as? String
          == "21.3 is off the step grid: steps of 0.5 from 7; moved to 21.5")
    }
  }

  @Test("Typing keeps its entry in the state: 5, then 3 and settle, is 0:53")
  func typingAcrossRequests() async throws {
    try await withApp { client in
      let spec = #""picker":{"kind":"pattern","pattern":"59:59.99"}"#
      let (_, first) = try await post(client, "{\(spec),\"actions\":[{\"type\":\"5\"}]}")
      #expect(first["text"] as? String == "00:05.00")
      #expect(first["entering"] as? Bool == true)
      let state = try stateJSON(first)
      let (_, second) = try await post(
        client, "{\(spec),\"state\":\(state),\"actions\":[{\"type\":\"3\"},\"settle\"]}")
      #expect(second["text"] as? String == "00:53.00")
      #expect(second["entering"] as? Bool == false)
      #expect(second["value"] as? Double == 53)
    }
  }

  @Test("Keys go through the core's key map; option columns type ahead")
  func keysAndOptions() async throws {
    try await withApp { client in
      let (_, spun) = try await post(
        client,
        #"{"picker":{"kind":"pattern","pattern":"59:59.99"},"actions":[{"key":"ArrowUp"},{"key":"ArrowUp"}]}"#
      )
      #expect(spun["text"] as? String == "20:00.00")
      let (_, chosen) = try await post(
        client,
        #"{"picker":{"kind":"options","columns":[{"options":["red",{"label":"green","value":"lime"},"blue"]}]},"actions":[{"key":"g"}]}"#
      )
      #expect(chosen["text"] as? String == "green")
      #expect(chosen["value"] as? String == "lime")
    }
  }

  @Test(
    "Counts, rows and wheels anywhere in Int answer instead of taking the server down",
    arguments: [
      #"{"picker":{"kind":"date","mode":"date"},"state":{"rows":[4,9,99],"focus":0},"actions":[{"spin":{"wheel":0,"by":9223372036854775807}}]}"#,
      #"{"picker":{"kind":"pattern","pattern":"99x"},"actions":[{"step":{"wheel":0,"by":9223372036854775807}}]}"#,
      #"{"picker":{"kind":"pattern","pattern":"99x"},"actions":[{"step":{"wheel":1,"by":-9223372036854775808}}]}"#,
      #"{"picker":{"kind":"pattern","pattern":"9.9"},"answer":"999999999999999999.99","nearest":true}"#,
      #"{"picker":{"kind":"pattern","pattern":"99x"},"answer":"576460752303423487.97","nearest":true}"#,
      #"{"picker":{"kind":"measure","dimension":"mass"},"state":{"rows":[-9223372036854775808,9223372036854775807],"focus":9223372036854775807},"actions":[{"select":{"wheel":9223372036854775807,"row":-1}},{"spin":{"wheel":7,"by":-9223372036854775808}}]}"#,
      #"{"picker":{"kind":"options","columns":[{"options":["a","b"]},{"options":["c"]}]},"actions":[{"step":{"wheel":1,"by":9223372036854775807}},{"step":{"wheel":1,"by":-9223372036854775808}}]}"#,
    ])
  func hostileCounts(body: String) async throws {
    try await withApp { client in
      let (status, answer) = try await post(client, body)
      #expect(status == 200)
      #expect(answer["text"] is String)
    }
  }

  @Test("A 16,000-key entry sent back costs linear time and is dropped")
  func hugeEntry() async throws {
    try await withApp { client in
      let keys = String(repeating: "1", count: 16_000)
      let body =
        #"{"picker":{"kind":"pattern","pattern":"999.99"},"state":{"rows":[0,0,0,0,0,0],"focus":0,"entry":{"keys":""#
        + keys + #"","wheel":0,"rows":[0,0,0,0,0,0]}},"actions":[{"type":"5"}]}"#
      let (status, answer) = try await post(client, body)
      #expect(status == 200)
      #expect(answer["text"] as? String == "005.00")
      #expect(answer["state"] as? [String: Any] != nil)
    }
  }

  @Test(
    "Bad requests get a 4xx with the core's message",
    arguments: [
      (
        #"{"picker":{"kind":"pattern","pattern":"9..9"}}"#, 422,
        "bad pattern \"9..9\" at character 3: a pattern has at most one decimal point"
      ),
      (
        #"{"picker":{"kind":"pattern","pattern":"99.9"},"answer":"3.14"}"#, 422,
        "3.14 has more decimals than 99.9 holds"
      ),
      (
        #"{"picker":{"kind":"pattern","pattern":"59:59"},"answer":"12:60"}"#, 422,
        "seconds must be 0-59, got 60"
      ),
      (
        #"{"picker":{"kind":"pattern","pattern":"99.9","min":"0.05"}}"#, 422,
        "min 0.05: 0.05 has more decimals than 99.9 holds"
      ),
      (
        #"{"picker":{"kind":"pattern"}}"#, 422,
        "a pattern picker needs a pattern, such as 59:59.99"
      ),
      (
        #"{"picker":{"kind":"date","mode":"time","min":"09:07","max":"09:10","minuteInterval":15}}"#,
        422,
        "no time from the minimum 09:07 to the maximum 09:10 falls on the 15-minute grid: widen the range or use a finer interval"
      ),
      (
        #"{"picker":{"kind":"options","columns":[{"options":[]}]}}"#, 422,
        "choice has no options: give at least one label"
      ),
      (
        #"{"picker":{"kind":"pattern","pattern":1}}"#, 422, "pattern must be text"
      ),
      (#"{"answer":"1"}"#, 400, "malformed request: the field \"picker\" is missing"),
      // Unknown members and nulls, against the members the OpenAPI document lists.
      (
        #"{"picker":{"kind":"pattern","pattern":"99"},"answer":"5","bogus":1}"#, 422,
        "\"bogus\" is not a member of this body: it takes actions, answer, nearest, picker, "
          + "state, to, wheelsKey"
      ),
      (
        #"{"picker":{"kind":"pattern","pattern":"99"},"answer":null}"#, 422,
        "\"answer\" is null: leave an optional member out rather than send null"
      ),
      (
        "{not json", 400,
        "malformed request: not valid JSON: expected a member name in quotes at byte 1"
      ),
    ])
  func badRequests(body: String, status: Int, expected: String) async throws {
    try await withApp { client in
      try await client.execute(
        uri: "/api/picker", method: .post, headers: jsonHeaders, body: json(body)
      ) {
        response throws in
        #expect(response.status.code == status)
        #expect(try message(response.body) == expected)
      }
    }
  }

  @Test("Request bodies are capped at 64 KB")
  func bodyCap() async throws {
    try await withApp { client in
      let huge =
        #"{"picker":{"kind":"pattern","pattern":"99.9"},"answer":""#
        + String(repeating: "1", count: 70_000) + #""}"#
      try await client.execute(
        uri: "/api/picker", method: .post, headers: jsonHeaders, body: json(huge)
      ) {
        response throws in
        #expect(response.status == .contentTooLarge)
      }
    }
  }

  @Test("Dates and measures through the same route")
  func datesAndMeasures() async throws {
    try await withApp { client in
      let (_, date) = try await post(
        client, #"{"picker":{"kind":"date","mode":"date"},"answer":"2025-02-30","nearest":true}"#)
      #expect(date["text"] as? String == "2025-02-28")
      #expect(
        date["message"] as? String
          == "2025-02-30 is not a date: February 2025 has 28 days; moved to 2025-02-28")
      let (_, german) = try await post(
        client, #"{"picker":{"kind":"date","locale":"de-DE"},"answer":"2025-02-28"}"#)
      #expect(german["display"] as? String == "28 Februar 2025")
      try await client.execute(
        uri: "/api/picker", method: .post, headers: jsonHeaders,
        body: json(
          #"{"picker":{"kind":"measure","dimension":"temperature"},"answer":"21 °C","to":"°F"}"#)
      ) { response throws in
        #expect(
          String(buffer: response.body).contains(
            #""converted":{"exact":true,"fits":true,"text":"69.80 °F","unit":"°F","value":69.8}"#))
      }
      let (_, gallons) = try await post(
        client, #"{"picker":{"kind":"measure","dimension":"volume"},"answer":"30 gal","to":"mL"}"#)
      let converted = try #require(gallons["converted"] as? [String: Any])
      #expect(converted["text"] as? String == "113562.35352 mL")
      #expect(converted["fits"] as? Bool == false)
      let (_, typed) = try await post(
        client,
        #"{"picker":{"kind":"measure","dimension":"mass"},"actions":[{"type":"1"},{"type":"5"}]}"#)
      #expect(typed["text"] as? String == "15.000 kg")  // calculator entry: 1 then 5
      #expect(typed["unit"] as? String == "kg")
      let (status, refused) = try await post(
        client, #"{"picker":{"kind":"measure","dimension":"mass"},"answer":"1.5 L"}"#)
      #expect(status == 422)
      #expect(
        (refused["error"] as? [String: Any])?["message"] as? String
          == "1.5 L is a volume (L), but this picker measures mass")
    }
  }

  @Test("The pace calculator: a 3:00:00 marathon")
  func pace() async throws {
    try await withApp { client in
      try await client.execute(
        uri: "/api/pace", method: .post, headers: jsonHeaders,
        body: json(#"{"distance":"42.195","distanceUnit":"km","time":"3:00:00"}"#)
      ) { response throws in
        #expect(response.status == .ok)
        let body = try object(response.body)
        #expect(body["pacePerKm"] as? String == "4:16.0")
        #expect(body["pacePerMi"] as? String == "6:51.9")
        #expect((body["splits"] as? [Any])?.count == 43)
      }
    }
  }

  @Test("Any Accept-Language gets a page: the first known language, else en_US")
  func acceptLanguage() async throws {
    try await withApp { client in
      let headers = [
        ";", ";;q=1", ",,,", "", "de-DE,en;q=0.5", "xx-QQ, fr-FR",
        String(repeating: "a,", count: 5_000),
        "\u{0}", "en-US;q=", "-", "_", "zz",
      ]
      for header in headers {
        for page in ["/pace", "/thermostat"] {
          try await client.execute(uri: page, method: .get, headers: [.acceptLanguage: header]) {
            response in
            #expect(response.status == .ok, "\(page) with Accept-Language \(header.prefix(20))")
          }
        }
      }
      try await client.execute(
        uri: "/pace", method: .get, headers: [.acceptLanguage: "xx-QQ, de-DE;q=0.9"]
      ) { response in
        // German measures in kilometres: the km option is the one selected.
        #expect(String(buffer: response.body).contains(#"<option value="km" selected>"#))
      }
    }
  }

  @Test(
    "Thermostat: the Energy Star default, a pushed setpoint saved, an out-of-order time refused")
  func thermostat() async throws {
    try await withApp { client in
      try await client.execute(uri: "/api/schedules/home", method: .get) { response throws in
        let groups = try #require(try object(response.body)["groups"] as? [[String: Any]])
        let wake = try #require((groups.first?["entries"] as? [[String: Any]])?.first)
        #expect(wake["heat"] as? Int == 70)
        #expect(wake["time"] as? String == "06:00")
      }
      try await client.execute(
        uri: "/api/schedules/home/edit", method: .post, headers: jsonHeaders,
        body: json(#"{"field":"heat","group":"weekdays","period":"wake","value":"77"}"#)
      ) { response throws in
        #expect(
          try object(response.body)["note"] as? String
            == "Weekdays Wake heating setpoint set to 77 °F; cooling setpoint raised to 80 °F to "
            + "stay 3 °F above heating")
      }
      try await client.execute(uri: "/api/schedules/home", method: .get) { response throws in
        #expect(String(buffer: response.body).contains(#""cool":80"#))
      }
      try await client.execute(
        uri: "/api/schedules/home/edit", method: .post, headers: jsonHeaders,
        body: json(#"{"field":"time","group":"weekdays","period":"leave","value":"05:30"}"#)
      ) { response throws in
        #expect(response.status == .unprocessableContent)
        #expect(
          try message(response.body) == "weekdays: Leave at 05:30 must come after Wake at 06:00")
      }
    }
  }

  @Test("Prices: best value first, a mismatch refused, names escaped in the page")
  func prices() async throws {
    try await withApp { client in
      for (index, product) in [
        #"{"name":"Rice 1 kg","price":"2.00","quantity":"1","unit":"kg"}"#,
        #"{"name":"<script>alert(1)</script>","price":"1.80","quantity":"2","unit":"lb"}"#,
      ].enumerated() {
        try await client.execute(
          uri: "/api/lists/t/products", method: .post, headers: jsonHeaders, body: json(product)
        ) {
          response throws in
          #expect(response.status == .created)
          // A write answers the product, ranked, and the list's size; not a page of the list.
          let answer = try object(response.body)
          #expect(answer["total"] as? Int == index + 1)
          #expect(answer["products"] == nil)
          let added = try #require(answer["product"] as? [String: Any])
          #expect(added["label"] as? String == "Best value")
        }
      }
      try await client.execute(
        uri: "/api/lists/t/products", method: .post, headers: jsonHeaders,
        body: json(#"{"name":"Milk","price":"1","quantity":"500","unit":"mL"}"#)
      ) { response throws in
        #expect(response.status == .unprocessableContent)
        #expect(try message(response.body)?.hasPrefix("Milk is measured in mL, a volume") == true)
      }
      try await client.execute(
        uri: "/api/lists/t/products", method: .post, headers: jsonHeaders,
        body: json(#"{"name":"Free","price":"0","quantity":"1","unit":"kg"}"#)
      ) { response throws in
        #expect(response.status == .unprocessableContent)
      }
      try await client.execute(uri: "/api/lists/t", method: .get) { response throws in
        let products = try #require(try object(response.body)["products"] as? [[String: Any]])
        #expect(products.map { $0["label"] as? String } == ["Best value", "1% more"])
      }
      try await client.execute(uri: "/prices?list=t", method: .get) { response throws in
        let page = String(buffer: response.body)
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!page.contains("<script>alert(1)"))
      }
    }
  }

  /// A first visit's byte budget for each page, its style sheet and scripts, on the wire.
  ///
  /// Counted as a browser asks (`Accept-Encoding: gzip, deflate, br`); the page's core
  /// (pickerkit.js and its pickerkit-APP.wasm) has its own. A change past either fails here with
  /// the figures. Issue 53's goal for the core alone is 250 KB; the budget is where the largest
  /// core stands (the unit-price list's: 401,516 B with the element's attributes read by the core
  /// and a browser's zones given their yearly rules by the core, 6 KB that were two copies of
  /// the core's rules in the element's scripts).
  static let pageBudget = 50_000
  static let coreBudget = 402_000

  @Test("Pages name all four apps, keep to the first visit's byte budget, and send no CORS header")
  func pages() async throws {
    try await withApp(.live) { client in
      try await client.execute(uri: "/", method: .get) { response throws in
        let page = String(buffer: response.body)
        for name in ["Pace", "Thermostat", "Unit prices", "Playground"] {
          #expect(page.contains(name))
        }
        #expect(response.headers[.accessControlAllowOrigin] == nil)
      }
      let accepts: HTTPFields = [.acceptEncoding: "gzip, deflate, br"]
      for path in ["/", "/pace", "/thermostat", "/prices", "/playground"] {
        let page = try await client.execute(uri: path, method: .get) { response in
          #expect(response.status == .ok)
          return String(buffer: response.body)
        }
        var pageBytes = 0
        var core = 0
        var figures: [String] = []
        try await client.execute(uri: path, method: .get, headers: accepts) { response in
          #expect(response.headers[.contentEncoding] == "gzip")
          pageBytes += response.body.readableBytes
          figures.append("\(path) \(response.body.readableBytes)")
        }
        let linked = Set(
          page.matches(of: /"(\/assets\/[A-Za-z0-9._-]+\.(?:js|css|wasm))"/).map { String($0.1) })
        for asset in linked.sorted() {
          try await client.execute(uri: asset, method: .get, headers: accepts) { response in
            #expect(response.status == .ok)
            if asset.contains("/pickerkit") {
              core += response.body.readableBytes
            } else {
              pageBytes += response.body.readableBytes
            }
            figures.append("\(asset) \(response.body.readableBytes)")
          }
        }
        // Each page with wheels links one core, its own (the core with its app's model); the
        // home page links none.
        let cores = linked.filter { $0.hasSuffix(".wasm") }
        #expect(cores.count == (path == "/" ? 0 : 1), "\(path) links \(cores)")
        #expect(
          pageBytes <= Self.pageBudget,
          "\(path): \(pageBytes) B of page, style and scripts past \(Self.pageBudget): \(figures)")
        #expect(
          core <= Self.coreBudget, "\(path): \(core) B of core past \(Self.coreBudget): \(figures)")
      }
    }
  }

  @Test("Schedules and what their undo restores survive reopening the database file")
  func persistence() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("picker-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    do {
      let store = try Store(path: path)
      var edited = EditedSchedule(.energyStar())
      try edited.apply(.setpoint(.weekend, .sleep, .heat, 60))
      try store.save(edited, named: "cabin")
    }
    let reopened = try Store(path: path)
    var edited = try #require(try reopened.schedule(named: "cabin"))
    #expect(edited.schedule.entry(.weekend, .sleep)?.heat.value == 60)
    #expect(edited.undo?.name == "Undo Weekend Sleep heating setpoint")
    _ = try edited.takeBack()
    #expect(edited.schedule == .energyStar())
    try reopened.save(edited, named: "cabin")
    #expect(try reopened.schedule(named: "cabin") == edited)
    #expect(try Store(path: path).schedule(named: "cabin")?.undo == nil)
  }
}

@Suite("The hand-written JSON of /api/picker")
struct JSONWriterTests {
  @Test("It parses, and the state in it decodes back to the state the core returned")
  func stateRoundTrip() throws {
    let requests = [
      #"{"picker":{"kind":"pattern","pattern":"59:59.99"},"answer":"12:54.37"}"#,
      #"{"picker":{"kind":"pattern","pattern":"±99.9"},"state":{"rows":[1,0,3,0,5],"focus":2}}"#,
      #"{"picker":{"kind":"pattern","pattern":"99x"},"actions":[{"type":"1"},{"type":"."}]}"#,
      #"{"picker":{"kind":"pattern","pattern":"\"a\\b\"9"},"answer":"5"}"#,
      #"{"picker":{"kind":"date","mode":"datetime","timeZone":"Europe/Berlin"},"actions":[{"type":"f"}]}"#,
      #"{"picker":{"kind":"measure","dimension":"pace"},"actions":[{"type":"4"}]}"#,
      #"{"picker":{"kind":"options","columns":[{"options":["a\u0000b","é"]}]}}"#,
    ]
    for text in requests {
      let answer = try PickerRoute.respond(to: Array(text.utf8))
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any], "\(text)")
      let state = try JSONSerialization.data(withJSONObject: try #require(object["state"]))
      let decoded = try JSONDecoder().decode(PickerState.self, from: state)
      #expect(decoded.rows == object["rows"] as? [Int], "\(text)")
    }
  }
}

@Suite("The picker route reads its body with the core")
struct PickerRouteReadingTests {
  @Test("The core's question takes exactly the members the document's PickerRequest lists")
  func membersAreTheDocuments() throws {
    let documented = try #require(
      DocumentedBodies.served.members(method: .post, path: "/api/picker"))
    #expect(documented.known == Set(PickerQuestion.members))
  }

  @Test("Malformed is 400, refused is 422, each with the core's message")
  func refusals() throws {
    let cases: [(String, HTTPResponse.Status, String)] = [
      ("[1,", .badRequest, "malformed request: "),
      (#"{"picker":{"kind":"pattern","pattern":"99"},"nearest":"yes"}"#, .badRequest, "nearest"),
      (#"{"picker":{"kind":"pattern","pattern":"99"},"bogus":1}"#, .unprocessableContent, "bogus"),
      (#"{"picker":{"kind":"pattern","pattern":""}}"#, .unprocessableContent, "pattern"),
    ]
    for (body, status, words) in cases {
      do {
        _ = try PickerRoute.respond(to: Array(body.utf8))
        Issue.record("\(body) was answered")
      } catch let error as QuestionRefusal {
        #expect(error.status == status, "\(body)")
        #expect(error.message.contains(words), "\(body): \(error.message)")
      }
    }
  }
}
