import Foundation
import Hummingbird
import PaceCalculator
import PickerKit

/// The pace calculator's API: any two of distance, time and pace (or speed) give the rest,
/// with splits and predictions; interval sessions; targets; exact unit changes for the page's
/// wheels.
///
/// Each route is one of the calculator's calls (``PaceCall``), from the body's bytes to the
/// answer's: the page's core answers the same body with the same bytes. Every answer is written
/// for the `?locale=` (`.` and 0-9 when absent; an unknown one is refused): a report, a session,
/// targets' and a conversion's `written`; the values sent back stay `.` and 0-9 (``PaceCall``
/// decides).
enum PaceRoutes {
  static func add(to router: Router<AppContext>) {
    router.post("/api/pace") { request, context in try await answer(.report, request, context) }
    router.post("/api/pace/intervals") { request, context in
      try await answer(.intervals, request, context)
    }
    router.post("/api/pace/targets") { request, context in
      try await answer(.targets, request, context)
    }
    router.post("/api/pace/distance") { request, context in
      try await answer(.distance, request, context)
    }
    router.post("/api/pace/pace") { request, context in try await answer(.pace, request, context) }
  }

  /// A call's answer to the request's body, in the `?locale=`'s signs; a refusal is 400 or 422
  /// with the calculator's message.
  static func answer(_ call: PaceCall, _ request: Request, _ context: AppContext) async throws
    -> JSONText
  {
    let symbols = NumberSymbols.reading(try ReaderLocale.asked(request))
    let body = try await request.body.collect(upTo: context.maxUploadSize)
    return JSONText(try call.answer(to: Array(body.readableBytesView), symbols: symbols))
  }
}
