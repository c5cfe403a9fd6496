import Foundation
import Hummingbird
import PickerKit

/// POST /api/picker: one route shape for every picker kind.
///
/// The core answers, from the body's bytes to the answer's: it reads the question
/// (``PickerQuestion/init(jsonText:)``, the reading a page's core does), the route builds the
/// picker the description names (kept in ``PickerCache``), and the core writes its report
/// (``BuiltPicker/report(for:now:)``), so the page's core and the server answer the same body
/// with the same bytes. The generated `PickerRequest` stays the document's type for clients; the
/// tests hold ``PickerQuestion/members`` to the document's.
enum PickerRoute {
  /// The pickers built so far, by description.
  static let pickers = PickerCache()

  static func add(to router: Router<AppContext>) {
    router.post("/api/picker") { request, context in
      let body = try await request.body.collect(upTo: context.maxUploadSize)
      return JSONText(try respond(to: Array(body.readableBytesView)))
    }
  }

  /// The answer to a body: the core's report as JSON text; a malformed body is 400, a question
  /// the core refuses 422, each with the core's message.
  static func respond(to body: [UInt8]) throws -> String {
    try PickerQuestion.answer(to: body, now: Instant(Date())) {
      (spec) throws(SpecError) in try pickers.picker(for: spec)
    }
  }
}
