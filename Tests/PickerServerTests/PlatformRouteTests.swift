import Foundation
import Hummingbird
import HummingbirdTesting
import PaceCalculator
import PickerKit
import Testing

@testable import PickerServer

/// GET /api/platform through Hummingbird's testing module: the data a page's core was not handed,
/// written by the core, within the limits the core and the document state once.
@Suite("The platform route")
struct PlatformRouteTests {
  /// A router on a fresh database file, run through the test client.
  static func withClient(_ body: @Sendable (any TestClientProtocol) async throws -> Void)
    async throws
  {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("picker-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let app = Application(router: try PickerApplication.router(store: try Store(path: path)))
    try await app.test(.router, body)
  }

  @Test("Asked names are answered as the core writes them, and a page's core takes the answer")
  func answers() async throws {
    try await Self.withClient { client in
      let (status, text) = try await client.execute(
        uri: "/api/platform?locale=fr_CA&locale=xx_nowhere&zone=UTC&zone=Europe/Berlin",
        method: .get
      ) { response in (response.status, String(buffer: response.body)) }
      #expect(status == .ok)
      let expected = JSONWriter.text(
        of: Platform.foundation().pageData(
          locales: ["fr_CA", "xx_nowhere"], zones: ["UTC", "Europe/Berlin"], whole: false))
      #expect(text == expected)
      // An unknown name is left out rather than refused: the page's core refuses it by name.
      #expect(text.contains("\"fr_CA\"") && !text.contains("xx_nowhere"))
      // A page's core that was handed en_US only refuses fr_CA by name, and answers once handed
      // the route's answer.
      var session = PageSession()
      let handed = Platform.foundation().pageData(locales: ["en_US"], zones: ["UTC"])
      #expect(session.answer(.platform, to: Array(JSONWriter.text(of: handed).utf8)) == "{}")
      let question = Array(
        #"{"picker":{"kind":"pattern","pattern":"99.9","locale":"fr_CA"},"answer":"12,5"}"#.utf8)
      #expect(session.answer(.answer, to: question).contains("fr_CA"))
      #expect(session.answer(.more, to: Array(text.utf8)) == "{}")
      #expect(session.answer(.answer, to: question).contains("\"value\":12.5"))
    }
  }

  @Test("Past the core's limits, the refusal says what is allowed; the document states the same")
  func limits() async throws {
    let many = (0...Platform.mostNames).map { "locale=fr_\($0)" }.joined(separator: "&")
    let long = String(repeating: "A", count: Platform.longestName + 1)
    try await Self.withClient { client in
      for (query, says) in [
        (many, "at most \(Platform.mostNames) locales"),
        ("zone=\(long)", "at most \(Platform.longestName) characters"),
      ] {
        let (status, text) = try await client.execute(
          uri: "/api/platform?" + query, method: .get
        ) { response in (response.status, String(buffer: response.body)) }
        #expect(status == .unprocessableContent, "\(query.prefix(60))")
        #expect(text.contains(says), "\(text)")
      }
    }
    // The OpenAPI document's limits for the route are the core's.
    let document = try String(contentsOf: DocumentedBodies.documentURL, encoding: .utf8)
    let route = try #require(document.range(of: "\n  /api/platform:\n"))
    let section = try #require(document[route.upperBound...].components(separatedBy: "\n  /").first)
    func limits(_ name: String) throws -> Set<Int> {
      let pattern = try Regex("\(name): ([0-9]+)", as: (Substring, Substring).self)
      return Set(section.matches(of: pattern).compactMap { Int($0.output.1) })
    }
    #expect(try limits("maxItems") == [Platform.mostNames])
    #expect(try limits("maxLength") == [Platform.longestName])
  }
}

@Suite("The document's choices are the models'")
struct DocumentedChoicesTests {
  @Test("An interval session's recovery kinds are the pace model's")
  func recoveryKinds() throws {
    let document = try String(contentsOf: DocumentedBodies.documentURL, encoding: .utf8)
    let line = try #require(
      document.split(separator: "\n").first {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix("recovery: {")
      })
    let listed = try #require(line.firstMatch(of: /enum: \[([^\]]*)\]/)).output.1
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(listed == IntervalWorkout.RecoveryKind.allCases.map(\.rawValue))
  }
}
