import Foundation
import PaceCalculator
import PickerCore
import PickerKit
import PickerTestSupport
import Testing

/// The pace calculator the page runs (the served pickerkit.wasm, in node) against the one the
/// server runs, body by body and locale by locale: byte-identical answers, so a runner offline
/// reads every figure the server would give.
@Suite("The page's pace calculator answers as the server's")
struct PagePaceTests {
  /// The readers the page is tried in: Latin digits with `.` and with `,`, a narrow space, the
  /// Arabic digits and signs, and the Devanagari digits.
  static let locales = ["en_US", "de_DE", "fr_FR", "ar_EG", "hi_IN@numbers=deva"]

  @Test(
    "2,000 seeded bodies in five locales, a quarter hostile: the page's answers are the server's")
  func seededBodies() throws {
    var random = SeededRandom(name: "the page's pace calculator")
    let platform = Platform.foundation()
    let handed = JSONWriter.text(of: platform.pageData(locales: Self.locales, zones: ["UTC"]))
    var requests: [(String, [UInt8])] = [("platform", Array(handed.utf8))]
    var natives: [String] = []
    for index in 0..<2_000 {
      let (route, body) = PaceBody.draw(&random, hostile: index % 4 == 0)
      let call = try #require(PaceCall.allCases.first { $0.name == route })
      // Half the requests name no locale (a route asked without ?locale=).
      let locale = index % 2 == 0 ? nil : Self.locales[index / 2 % Self.locales.count]
      // A body that is not JSON is sent as it is, and the page's request is then not JSON.
      let request =
        "{\"request\":\(body)" + (locale.map { ",\"locale\":\"\($0)\"" } ?? "") + "}"
      requests.append((route, Array(request.utf8)))
      natives.append(call.answer(toPage: Array(request.utf8), on: platform))
    }
    let compared = try PageCore.compare(requests, to: natives)
    #expect(compared.skipped == ["{}"])
    for difference in compared.firstDifferences { Issue.record("\(difference)") }
    #expect(compared.differences == 0)
    // Most bodies are reports, sessions and conversions, not refusals.
    #expect(compared.answered > 1_000, "\(compared.answered) answers that are not refusals")
  }

  @Test("The page's core is handed no platform yet: it says to hand it one")
  func noPlatform() throws {
    let answers = try PageCore.answers([("paceReport", Array(#"{"request":{}}"#.utf8))])
    #expect(answers == [#"{"error":{"message":"no platform yet: call platform first"}}"#])
  }
}
