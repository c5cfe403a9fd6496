import Foundation
import Hummingbird
import PaceCalculator
import PickerKit
import Thermostat
import UnitPrices

/// POST /api/calls/{name}: a call of the page's core, answered by the server.
///
/// A page answers its pickers and its app with its own core (pickerkit.wasm); until that has
/// arrived, which on a phone's network is seconds after the page shows, it asks here, with the
/// same request, and gets the same bytes the core would give (the calls are the core's, through
/// the one ``PageDoor``, on the server's platform at its now). A refusal is the core's
/// `{"error": {"message": ...}}`, sent as 422; an unknown name is 404.
enum CallRoute {
  /// The calls the server answers: the core's that answer on a platform, then the apps', as the
  /// page's door registers them (Sources/PickerPage).
  static let door = PageDoor.core.adding(PaceCall.self).adding(PriceCall.self).adding(
    ThermostatCall.self)

  static func add(to router: Router<AppContext>) {
    router.post("/api/calls/:name") { request, context in
      let name = context.parameters.get("name") ?? ""
      guard let call = door.call(named: name) else {
        throw HTTPError(
          .notFound,
          message:
            "no call \(Echo.shown(name)): the calls are \(door.calls.map(\.name).joined(separator: ", "))"
        )
      }
      let body = try await request.body.collect(upTo: context.maxUploadSize)
      return respond(call, to: Array(body.readableBytesView))
    }
  }

  /// The call's answer on the server's platform: the core's bytes, 422 when they are a refusal.
  static func respond(_ call: PageDoor.Call, to body: [UInt8]) -> JSONText {
    var session = PageSession(platform: Platform.foundation())
    let answer = session.answer { platform in call.answer(body, platform) }
    // The core writes members in order and a refusal has one, `error` (QuestionRefusal.json).
    return JSONText(answer, status: answer.hasPrefix(#"{"error":"#) ? .unprocessableContent : .ok)
  }
}
