import Foundation
import Hummingbird
import HummingbirdTesting
import PaceCalculator
import PickerKit
import PickerTestSupport
import Testing

@testable import PickerServer

/// The pace routes through Hummingbird's testing module, against the calculator's calls that a
/// page runs (``PaceCall``).
@Suite("The pace routes answer as the calculator's calls")
struct PaceRouteTests {
  /// Where the document serves each call.
  static let paths: [PaceCall: String] = [
    .report: "/api/pace", .intervals: "/api/pace/intervals", .targets: "/api/pace/targets",
    .distance: "/api/pace/distance", .pace: "/api/pace/pace",
  ]

  @Test(
    "A conversion reads and writes the reader's signs; the amount it sends back stays . and 0-9")
  func conversionsInTheReadersLocale() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("picker-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let app = Application(router: try PickerApplication.router(store: try Store(path: path)))
    try await app.test(.router) { client in
      for (uri, body, answer) in [
        (
          "/api/pace/distance?locale=de_DE", #"{"distance":"42,195","from":"km","to":"mi"}"#,
          #"{"distance":"26.219","unit":"mi","written":"26,219"}"#
        ),
        (
          "/api/pace/distance", #"{"distance":"42.195","from":"km","to":"mi"}"#,
          #"{"distance":"26.219","unit":"mi","written":"26.219"}"#
        ),
        (
          "/api/pace/pace?locale=de_DE", #"{"pace":"5:00","from":"min/km","to":"min/mi"}"#,
          #"{"pace":"8:02.80","unit":"min/mi","written":"8:02,80"}"#
        ),
        (
          "/api/pace/pace?locale=ar_EG", #"{"pace":"١٢","from":"km/h","to":"min/km"}"#,
          #"{"pace":"5:00.00","unit":"min/km","written":"٥:٠٠٫٠٠"}"#
        ),
      ] {
        let (status, text) = try await client.execute(
          uri: uri, method: .post, headers: [.contentType: "application/json"],
          body: ByteBuffer(string: body)
        ) { response in (Int(response.status.code), String(buffer: response.body)) }
        #expect(status == 200 && text == answer, "\(uri) \(body): \(status) \(text)")
      }
    }
  }

  @Test("600 seeded bodies in five locales, a quarter hostile: the status and bytes of the call")
  func seededBodies() async throws {
    var random = SeededRandom(name: "pace routes against the calls")
    let bodies = (0..<600).map { index in PaceBody.draw(&random, hostile: index % 4 == 0) }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("picker-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let app = Application(router: try PickerApplication.router(store: try Store(path: path)))
    let locales = [nil, "en_US", "de_DE", "fr_FR", "ar_EG", "hi_IN@numbers=deva"]
    try await app.test(.router) { client in
      var statuses: [Int: Int] = [:]
      for (index, (route, body)) in bodies.enumerated() {
        let call = try #require(PaceCall.allCases.first { $0.name == route })
        let served = try #require(Self.paths[call])
        // Every call is asked in a locale or none, and answers for it.
        let locale = locales[index % locales.count]
        let symbols = NumberSymbols.reading(locale.map(Locale.init(identifier:)))
        let expected: (status: Int, text: String)
        do throws(QuestionRefusal) {
          expected = (200, try call.answer(to: Array(body.utf8), symbols: symbols))
        } catch {
          expected = (error.malformed ? 400 : 422, JSONWriter.text(of: error.json))
        }
        let uri = served + (locale.map { "?locale=\($0)" } ?? "")
        let (status, text) = try await client.execute(
          uri: uri, method: .post, headers: [.contentType: "application/json"],
          body: ByteBuffer(string: body)
        ) { response in (Int(response.status.code), String(buffer: response.body)) }
        #expect(
          status == expected.status && text == expected.text,
          "\(uri) \(body): route \(status) \(text.prefix(300)), call \(expected.status) \(expected.text.prefix(300))"
        )
        statuses[status, default: 0] += 1
      }
      #expect(statuses[200, default: 0] > 200, "\(statuses)")
      #expect(statuses[422, default: 0] > 100, "\(statuses)")
      #expect(statuses[400, default: 0] > 10, "\(statuses)")
    }
  }

  @Test("The members each call takes are the members the document's body lists")
  func members() throws {
    for call in PaceCall.allCases {
      let path = try #require(Self.paths[call])
      let documented = try #require(DocumentedBodies.served.members(method: .post, path: path))
      #expect(documented.known == Set(call.members), "\(path)")
      #expect(documented.nullable.isEmpty, "\(path)")
    }
  }
}
