import Foundation
import Hummingbird
import PickerAPI
import PickerKit

/// The body of POST /api/picker, generated from the OpenAPI document.
typealias PickerRequest = Components.Schemas.PickerRequest

/// POST /api/picker: one route shape for every picker kind.
///
/// The core answers: the route builds the picker the request's description names (the core's
/// ``PickerSpec``), reads the answer or applies the actions, and encodes the core's report.
enum PickerAPI {
  /// The pickers built so far, by description.
  static let pickers = PickerCache()

  static func add(to router: Router<AppContext>) {
    router.post("/api/picker") { request, context in
      JSONBody(
        value: try respond(to: try await request.decodeJSON(PickerRequest.self, context: context)))
    }
  }

  /// The report for a request: the core's answer to the question it asks
  /// (``BuiltPicker/report(for:)``), the rule a page's core applies to the same body.
  static func respond(to request: PickerRequest) throws -> PickerReport {
    let picker = try refusing { () throws(SpecError) in try pickers.picker(for: request.picker) }
    let question = PickerQuestion(
      picker: request.picker, answer: request.answer, nearest: request.nearest ?? false,
      state: request.state, actions: request.actions ?? [], to: request.to,
      wheelsKey: request.wheelsKey)
    return try refusing { () throws(QuestionRefusal) in
      try picker.report(for: question, now: Instant(Date()))
    }
  }

  /// A core refusal as a 422 with its message.
  static func refusing<T, Failure: Error>(_ body: () throws(Failure) -> T) throws -> T {
    do {
      return try body()
    } catch {
      throw APIError.refused(error)
    }
  }
}
