import Foundation
import Hummingbird
import HummingbirdTesting
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
    let app = Application(router: PickerApplication.router(store: store))
    try await app.test(setup) { client in try await body(client) }
  }

  private func json(_ text: String) -> ByteBuffer { ByteBuffer(string: text) }

  private func object(_ buffer: ByteBuffer) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(buffer: buffer)) as? [String: Any])
  }

  private func message(_ buffer: ByteBuffer) throws -> String? {
    (try object(buffer)["error"] as? [String: Any])?["message"] as? String
  }

  @Test("POST /api/picker: wheels, corrected rows, text, an exact value and a message")
  func picker() async throws {
    try await withApp { client in
      try await client.execute(
        uri: "/api/picker", method: .post,
        body: json(#"{"pattern":"59:59.99","answer":"12:54.37"}"#)
      ) { response throws in
        #expect(response.status == .ok)
        let text = String(buffer: response.body)
        #expect(text.contains(#""value":774.37"#))
        let body = try object(response.body)
        #expect(body["text"] as? String == "12:54.37")
        #expect(body["rows"] as? [Int] == [1, 2, 0, 5, 4, 0, 3, 7])
        #expect((body["wheels"] as? [Any])?.count == 8)
      }
      try await client.execute(
        uri: "/api/picker", method: .post,
        body: json(#"{"pattern":"99.9","min":7,"max":32,"step":"0.5","rows":[2,1,0,3]}"#)
      ) { response throws in
        let body = try object(response.body)
        #expect(body["text"] as? String == "21.5")
        #expect(body["corrected"] as? Bool == true)
        #expect(
          body["message"] as? String
            == "21.3 is off the step grid: steps of 0.5 from 7; moved to 21.5")
      }
      try await client.execute(
        uri: "/api/picker", method: .post,
        body: json(
          #"{"pattern":"59:59.99","rows":[0,0,0,0,0,0,0,0],"action":{"type":{"wheel":0,"key":"5"}}}"#
        )
      ) { response throws in
        let body = try object(response.body)
        #expect(body["text"] as? String == "00:05.00")
        #expect(body["typed"] as? String == "5")
      }
    }
  }

  @Test(
    "Bad requests get a 4xx with the core's message",
    arguments: [
      (
        #"{"pattern":"9..9"}"#, 422,
        "bad pattern \"9..9\" at character 3: a pattern has at most one decimal point"
      ),
      (#"{"pattern":"99.9","answer":"3.14"}"#, 422, "3.14 has more decimals than 99.9 holds"),
      (#"{"pattern":"59:59","answer":"12:60"}"#, 422, "seconds must be 0-59, got 60"),
      (
        #"{"pattern":"99.9","min":"0.05"}"#, 422, "min 0.05: 0.05 has more decimals than 99.9 holds"
      ),
      (#"{"pattern":1}"#, 400, "malformed request: the field \"pattern\" has the wrong type"),
      (#"{"answer":"1"}"#, 400, "malformed request: the field \"pattern\" is missing"),
      ("{not json", 400, "malformed request: not valid JSON (The given data was not valid JSON.)"),
    ])
  func badRequests(body: String, status: Int, expected: String) async throws {
    try await withApp { client in
      try await client.execute(uri: "/api/picker", method: .post, body: json(body)) {
        response throws in
        #expect(response.status.code == status)
        #expect(try message(response.body) == expected)
      }
    }
  }

  @Test("Request bodies are capped at 64 KB")
  func bodyCap() async throws {
    try await withApp { client in
      let huge = #"{"pattern":"99.9","answer":""# + String(repeating: "1", count: 70_000) + #""}"#
      try await client.execute(uri: "/api/picker", method: .post, body: json(huge)) {
        response throws in
        #expect(response.status == .contentTooLarge)
      }
    }
  }

  @Test("Dates and measures through the API")
  func datesAndMeasures() async throws {
    try await withApp { client in
      try await client.execute(
        uri: "/api/date", method: .post,
        body: json(#"{"mode":"date","answer":"2025-02-30","nearest":true}"#)
      ) { response throws in
        let body = try object(response.body)
        #expect(body["text"] as? String == "2025-02-28")
        #expect(
          body["message"] as? String
            == "2025-02-30 is not a date: February 2025 has 28 days; moved to 2025-02-28")
      }
      try await client.execute(
        uri: "/api/measure", method: .post,
        body: json(#"{"dimension":"temperature","answer":"21 °C","to":"°F"}"#)
      ) { response throws in
        #expect(
          String(buffer: response.body).contains(
            #""converted":{"exact":true,"text":"69.80 °F","unit":"°F","value":69.8}"#))
      }
      try await client.execute(
        uri: "/api/measure", method: .post,
        body: json(
          #"{"dimension":"mass","rows":[0,0,0,0,0,0,0,0],"action":{"type":{"wheel":0,"key":"5","typed":"1"}}}"#
        )
      ) { response throws in
        let body = try object(response.body)
        #expect(body["text"] as? String == "15.000 kg")  // calculator entry: 1 then 5
        #expect(body["typed"] as? String == "15")
      }
      try await client.execute(
        uri: "/api/measure", method: .post, body: json(#"{"dimension":"mass","answer":"1.5 L"}"#)
      ) { response throws in
        #expect(response.status == .unprocessableContent)
        #expect(
          try message(response.body) == "1.5 L is a volume (L), but this picker measures mass")
      }
    }
  }

  @Test("The pace calculator: a 3:00:00 marathon")
  func pace() async throws {
    try await withApp { client in
      try await client.execute(
        uri: "/api/pace", method: .post,
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
        uri: "/api/schedules/home/edit", method: .post,
        body: json(#"{"field":"heat","group":"weekdays","period":"wake","value":"77"}"#)
      ) { response throws in
        #expect(
          try object(response.body)["note"] as? String
            == "cool pushed up to 80 °F to stay 3 °F above heat")
      }
      try await client.execute(uri: "/api/schedules/home", method: .get) { response throws in
        #expect(String(buffer: response.body).contains(#""cool":80"#))
      }
      try await client.execute(
        uri: "/api/schedules/home/edit", method: .post,
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
      for product in [
        #"{"name":"Rice 1 kg","price":"2.00","quantity":"1","unit":"kg"}"#,
        #"{"name":"<script>alert(1)</script>","price":"1.80","quantity":"2","unit":"lb"}"#,
      ] {
        try await client.execute(uri: "/api/lists/t/products", method: .post, body: json(product)) {
          response throws in
          #expect(response.status == .created)
        }
      }
      try await client.execute(
        uri: "/api/lists/t/products", method: .post,
        body: json(#"{"name":"Milk","price":"1","quantity":"500","unit":"mL"}"#)
      ) { response throws in
        #expect(response.status == .unprocessableContent)
        #expect(try message(response.body)?.hasPrefix("Milk is measured in mL, a volume") == true)
      }
      try await client.execute(
        uri: "/api/lists/t/products", method: .post,
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

  @Test("Pages name all four apps, stay under 50 KB, and send no CORS header")
  func pages() async throws {
    try await withApp(.live) { client in
      try await client.execute(uri: "/", method: .get) { response throws in
        let page = String(buffer: response.body)
        for name in ["Pace", "Thermostat", "Unit prices", "Playground"] {
          #expect(page.contains(name))
        }
        #expect(response.headers[.accessControlAllowOrigin] == nil)
      }
      var assets = 0
      for asset in ["/assets/app.css", "/assets/wheels.js"] {
        try await client.execute(uri: asset, method: .get) { assets += $0.body.readableBytes }
      }
      for path in ["/", "/pace", "/thermostat", "/prices", "/playground"] {
        try await client.execute(uri: path, method: .get) { response throws in
          #expect(response.status == .ok)
          #expect(response.body.readableBytes + assets < 50_000, "\(path)")
        }
      }
    }
  }

  @Test("Schedules and lists survive reopening the database file")
  func persistence() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("picker-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    do {
      let store = try Store(path: path)
      var schedule = Thermostat.ThermostatSchedule.energyStar()
      try schedule.setHeat(.weekend, .sleep, to: 60)
      try store.save(schedule, named: "cabin")
    }
    let reopened = try Store(path: path)
    let schedule = try #require(try reopened.schedule(named: "cabin"))
    #expect(schedule.entry(.weekend, .sleep)?.heat.value == 60)
  }
}

@Suite("The hand-written JSON of /api/picker")
struct JSONWriterTests {
  @Test("It is what JSONEncoder writes, byte for byte, over many patterns and actions")
  func sameAsEncoder() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let requests: [PickerRequest] = try [
      #"{"pattern":"59:59.99","answer":"12:54.37"}"#,
      #"{"pattern":"±99.9","rows":[1,0,3,0,5]}"#,
      #"{"pattern":"99x","answer":"12 3/8"}"#,
      #"{"pattern":"$9,999.99","answer":"12.5"}"#,
      #"{"pattern":"99.9","min":7,"max":32,"step":"0.5","rows":[2,1,0,3]}"#,
      #"{"pattern":"59:59","rows":[0,0,0,0,0],"action":{"type":{"wheel":0,"key":"7"}}}"#,
      #"{"pattern":"\"a\\b\"9","answer":"5"}"#,
    ].map { try JSONDecoder().decode(PickerRequest.self, from: Data($0.utf8)) }
    for request in requests {
      let response = try PickerAPI.pattern(request)
      #expect(response.json == String(decoding: try encoder.encode(response), as: UTF8.self))
    }
  }
}
