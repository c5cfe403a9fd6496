// POST /api/picker served two ways by one process, so their rates can be set side by side in one
// run (Benchmarks/generated.py), beside GET / of a short text:
//
// - `/api/picker`: swift-openapi-generator's server (Generated/, from the served OpenAPI
//   document) on swift-openapi-hummingbird: the generated APIProtocol, its converter and its JSON
//   coding;
// - `/hand/api/picker`: a plain Hummingbird route reading the same generated request type with
//   Foundation's JSONDecoder and writing the core's report with `PickerJSON`, as picker-serve's
//   route does;
// - `/synthesized/api/picker`: the same route reading a request type whose Decodable the
//   compiler writes (as picker-serve's hand type was), to show what the generated type's reader
//   costs (it also checks for members the document does not list).
//
// Both build (and keep) the picker the description names, apply the actions with the core and
// answer the core's report; neither has picker-serve's middlewares, so the ratio between them is
// what the generated server adds.
import Foundation
import Hummingbird
import NIOCore
import OpenAPIHummingbird
import OpenAPIRuntime
import PickerKit
import Synchronization

/// The core's report as the generated types carry it (the document's `PickerAnswer`): encoded
/// by the core; never read back (only the server side is generated here).
struct ReportBody: Codable, Hashable, Sendable {
  let report: PickerReport

  init(_ report: PickerReport) { self.report = report }

  init(from decoder: any Decoder) throws {
    throw DecodingError.dataCorrupted(
      .init(codingPath: decoder.codingPath, debugDescription: "a report is only written here"))
  }

  func encode(to encoder: any Encoder) throws { try report.encode(to: encoder) }
}

/// Pickers by description, kept as picker-serve keeps them (it caps how many; this run uses one).
let pickers = Mutex<[PickerSpec: any Picker]>([:])

func report(for request: Components.Schemas.PickerRequest) throws -> PickerReport {
  let picker: any Picker
  if let kept = pickers.withLock({ $0[request.picker] }) {
    picker = kept
  } else {
    picker = try request.picker.makePicker()
    pickers.withLock { $0[request.picker] = picker }
  }
  var report = try answer(picker, request)
  if let held = request.wheelsKey, held == report.wheelsKey { report.wheels = nil }
  return report
}

func answer<P: Picker>(_ picker: P, _ request: Components.Schemas.PickerRequest) throws
  -> PickerReport
{
  if let text = request.answer {
    return picker.report(try picker.answer(text, nearest: request.nearest ?? false), wheels: true)
  }
  let outcome = picker.apply(request.actions ?? [], to: request.state ?? picker.initialState)
  return picker.report(outcome, wheels: true)
}

struct Generated: APIProtocol {
  func pick(_ input: Operations.pick.Input) async throws -> Operations.pick.Output {
    switch input.body {
    case .json(let request): return .ok(.init(body: .json(ReportBody(try report(for: request)))))
    }
  }
}

/// The request as a type the compiler writes the reader of.
struct SynthesizedRequest: Decodable {
  let picker: PickerSpec
  var state: PickerState?
  var answer: String?
  var nearest: Bool?
  var actions: [PickerAction]?
  var to: String?
  var wheelsKey: String?

  var generated: Components.Schemas.PickerRequest {
    .init(
      picker: picker, answer: answer, nearest: nearest, state: state, actions: actions, to: to,
      wheelsKey: wheelsKey)
  }
}

func json(_ report: PickerReport) throws -> Response {
  Response(
    status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
    body: .init(byteBuffer: ByteBuffer(bytes: try PickerJSON.data(of: report))))
}

let port = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 8099
let router = Router()
router.get("/") { _, _ in "a short page" }
router.post("/hand/api/picker") { request, context -> Response in
  let buffer = try await request.body.collect(upTo: 65_536)
  let body = try JSONDecoder().decode(
    Components.Schemas.PickerRequest.self, from: Data(buffer: buffer))
  return try json(try report(for: body))
}
router.post("/synthesized/api/picker") { request, context -> Response in
  let buffer = try await request.body.collect(upTo: 65_536)
  let body = try JSONDecoder().decode(SynthesizedRequest.self, from: Data(buffer: buffer))
  return try json(try report(for: body.generated))
}
// The generated server writes JSON as picker-serve does: names in order, not pretty-printed.
try Generated().registerHandlers(
  on: router, configuration: Configuration(jsonEncodingOptions: [.sortedKeys]))
let app = Application(
  router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
print("serving on http://127.0.0.1:\(port)")
try await app.runService()
