import Foundation
import Hummingbird
import PickerAPI
import PickerFiles
import PickerKit

/// The body of POST /api/form, generated from the OpenAPI document.
typealias FormRequest = Components.Schemas.FormRequest

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
    let spec = try description(request.form)
    let form = try PickerAPI.refusing { () throws(FormError) in try spec.makeForm() }
    if let answers = request.answers?.additionalProperties {
      guard request.state == nil, request.actions == nil else {
        throw APIError.refused("send answers, or a state and actions, not both")
      }
      let outcome = try PickerAPI.refusing { () throws(FormError) in
        try form.answer(answers.mapValues(\.text), nearest: request.nearest ?? false)
      }
      return form.report(outcome, wheels: true)
    }
    let actions = request.actions ?? []
    try PickerAPI.refusing { () throws(FormError) in try form.check(actions) }
    return form.report(form.apply(actions, to: request.state ?? form.start), wheels: true)
  }

  /// The form a request describes, as an object or as the JSON or YAML text `picker form`
  /// reads; the core's refusal names what is wrong.
  static func description(_ form: FormRequest.formPayload) throws -> FormSpec {
    do {
      switch form {
      case .FormSpec(let object):
        return try object.spec()
      case .FormText(let text):
        do {
          return try DescriptionText.decode(FormSpec.self, from: text)
        } catch let error as DescriptionText.Unreadable {
          throw SpecError(setting: "form", message: "the form's text: \(error)")
        }
      }
    } catch let error as SpecError {
      throw APIError.refused(error)
    } catch let error as DecodingError {
      throw APIError.malformed(error)
    }
  }
}
