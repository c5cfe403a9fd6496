import Hummingbird
import PickerFiles
import PickerKit

/// POST /api/form: a form, as `picker form` reads it, edited with the core's form actions.
///
/// The core answers, as it does in a page: the route hands the body to the core's
/// ``FormQuestion``, which reads it with the route's refusals (an unknown or null member 422, a
/// malformed body 400, a description the core refuses 422), builds the form, reads the answers
/// or applies the actions, and writes the report with every field's wheels. The one thing the
/// route adds is YAML: a description sent as text that is not JSON is read by Yams here (as
/// `picker form` reads a file), where a page's core refuses it.
enum FormAPI {
  static func add(to router: Router<AppContext>) {
    router.post("/api/form") { request, context in
      let body = try await request.body.collect(upTo: context.maxUploadSize)
      return JSONText(try respond(to: [UInt8](buffer: body)))
    }
    router.post("/api/form/description") { request, context in
      let body = try await request.body.collect(upTo: context.maxUploadSize)
      return JSONText(try description(of: [UInt8](buffer: body)))
    }
  }

  /// POST /api/form/description: a form's text (YAML or JSON, as `picker form` reads a file)
  /// as the description the core writes, `{"form": {...}}`, for a page whose core reads JSON
  /// only: it asks once when a form is opened, and its core runs the form from then on.
  static func description(of body: [UInt8]) throws -> String {
    let value: JSONValue
    do {
      value = try JSONReader.value(of: body)
    } catch {
      throw QuestionRefusal(malformed: true, message: "malformed request: \(error.description)")
    }
    guard case .object(let object) = value, case .string(let text)? = object["form"] else {
      throw QuestionRefusal(
        malformed: true, message: "malformed request: the body is {\"form\": TEXT}")
    }
    try QuestionRefusal.checkMembers(of: value, among: ["form"])
    let spec = try FormQuestion.description(.string(text), readingText: readingYAML)
    _ = try spec.makeForm(on: .foundation())  // refused here as the form route refuses it
    return JSONWriter.text(of: .object(JSONObject([("form", spec.json)])))
  }

  /// The report for a body, as JSON text; a refusal as the HTTP error it is.
  static func respond(to body: [UInt8], on platform: Platform = .foundation()) throws -> String {
    let question = try FormQuestion(jsonText: body, readingText: readingYAML)
    return try question.report(on: platform).jsonText
  }

  /// A description's text that is not JSON, read as YAML as `picker form` reads a file.
  static let readingYAML: FormQuestion.TextReader = { (text) throws(QuestionRefusal) in
    do {
      return try DescriptionText.value(from: text)
    } catch {
      throw QuestionRefusal(message: Echo.oneLine("the form's text: \(error)"))
    }
  }
}
