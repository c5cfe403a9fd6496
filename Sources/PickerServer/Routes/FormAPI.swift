import Foundation
import Hummingbird
import PickerKit

/// POST /api/form: a form, as `picker form` reads it, edited with the core's form actions.
///
/// The core answers: the route builds the form the request describes (the core's ``FormSpec``),
/// reads the answers or applies the actions, and encodes the core's form report with every
/// field's wheels.
enum FormAPI {
  static func add(to router: Router<AppContext>) {
    router.post("/api/form") { request, context in
      JSONBody(
        value: try respond(to: try await request.decodeJSON(FormRequest.self, context: context)))
    }
  }

  /// The report for a request.
  static func respond(to request: FormRequest) throws -> FormReport {
    let form = try PickerAPI.refusing { () throws(FormError) in try request.form.makeForm() }
    if let answers = request.answers {
      guard request.state == nil, request.actions == nil else {
        throw APIError.refused("send answers, or a state and actions, not both")
      }
      let outcome = try PickerAPI.refusing { () throws(FormError) in
        try form.answer(answers.mapValues(\.text), nearest: request.nearest ?? false)
      }
      return form.report(outcome, wheels: true)
    }
    let actions = (request.actions ?? []).map(\.action)
    try PickerAPI.refusing { () throws(FormError) in try form.check(actions) }
    return form.report(form.apply(actions, to: request.state ?? form.start), wheels: true)
  }
}
