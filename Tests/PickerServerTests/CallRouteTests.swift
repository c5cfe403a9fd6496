import Foundation
import Hummingbird
import HummingbirdTesting
import PaceCalculator
import PickerKit
import Testing
import Thermostat
import UnitPrices

@testable import PickerServer

/// POST /api/calls/{name}: what a page asks before its core has loaded, answered by the server
/// with the bytes the page's core gives, through Hummingbird's testing module.
@Suite("The page's calls answered by the server")
struct CallRouteTests {
  /// The answer to one call's body: status and text.
  static func ask(_ client: some TestClientProtocol, _ name: String, _ body: String)
    async throws -> (HTTPResponse.Status, String)
  {
    try await client.execute(
      uri: "/api/calls/\(name)", method: .post, headers: [.contentType: "application/json"],
      body: ByteBuffer(string: body)
    ) { response in (response.status, String(buffer: response.body)) }
  }

  /// Bodies of each kind of call, and each answered as a page's core answers them on a session
  /// handed this server's platform.
  static let bodies: [(String, String)] = [
    ("answer", #"{"picker":{"kind":"pattern","pattern":"59:59.99"},"actions":[{"key":"4"}]}"#),
    ("answer", #"{"picker":{"kind":"pattern","pattern":"99.9","locale":"de_DE"},"answer":"12,5"}"#),
    ("answer", #"{"picker":{"kind":"pattern","pattern":"9x"}}"#),
    ("form", #"{"form":{"fields":[{"name":"a","kind":"pattern","pattern":"99"}]}}"#),
    ("paceDistance", #"{"request":{"distance":"42.195","from":"km","to":"mi"}}"#),
    (
      "paceReport",
      #"{"request":{"distance":"10","distanceUnit":"km","time":"50:00"},"locale":"fr_FR"}"#
    ),
    ("priceSize", #"{"request":{"size":"3 x 500 g"}}"#),
    ("priceList", #"{"request":{"list":{"name":"week"}}}"#),
    ("scheduleView", #"{"request":{"name":"home"}}"#),
    ("paceReport", #"{"request":{"distance":"10"}}"#),
    ("paceReport", #"{"request":[1,"#),
  ]

  @Test("Each call answers a page's body with the bytes its core gives; a refusal is 422")
  func sameBytes() async throws {
    try await PlatformRouteTests.withClient { client in
      var refused = 0
      for (name, body) in Self.bodies {
        let (status, text) = try await Self.ask(client, name, body)
        let call = try #require(CallRoute.door.call(named: name))
        var session = PageSession(platform: Platform.foundation())
        let core = session.answer { platform in call.answer(Array(body.utf8), platform) }
        #expect(text == core, "\(name) \(body)")
        let isRefusal = text.hasPrefix(#"{"error":{"message":"#)
        if isRefusal { refused += 1 }
        #expect(status == (isRefusal ? .unprocessableContent : .ok), "\(name) \(body): \(text)")
      }
      // Both kinds were asked: answers and refusals.
      #expect(refused >= 2 && refused < Self.bodies.count)
    }
  }

  @Test("An unknown call is 404 naming the calls; the document lists exactly the door's calls")
  func names() async throws {
    try await PlatformRouteTests.withClient { client in
      let (status, text) = try await Self.ask(client, "platform", "{}")
      #expect(status == .notFound)
      #expect(text.contains("no call platform: the calls are answer, form, paceReport"))
      #expect(text.contains("paceReport") && text.contains("scheduleRelease"))
    }
    let documented = Operations.answerPageCall.Input.Path.namePayload.allCases.map(\.rawValue)
    #expect(CallRoute.door.calls.map(\.name) == documented)
    // Every call of the page's core that answers on a platform, and every app's.
    let apps =
      PaceCall.allCases.map(\.name) + PriceCall.allCases.map(\.name)
      + ThermostatCall.allCases.map(\.name)
    #expect(documented == [PageCall.answer.name, PageCall.form.name] + apps)
  }
}
