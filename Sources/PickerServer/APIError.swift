import Foundation
import Hummingbird
import PickerCore
import PickerKit
import UnitPrices

/// Maps errors to HTTP at the edge: the core's messages go out unchanged, as 4xx.
enum APIError {
  /// 400: the request is not the JSON this route reads.
  static func malformed(_ error: any Error) -> HTTPError {
    let detail: String
    if let error = error as? DecodingError {
      let read = JSONError(error)
      detail = read.problem == .notJSON ? "not valid JSON (\(read.message))" : read.description
    } else {
      detail = "\(error)"
    }
    return HTTPError(.badRequest, message: "malformed request: \(detail)")
  }

  /// 404.
  static func notFound(_ what: String) -> HTTPError {
    HTTPError(.notFound, message: "no \(what)")
  }
}

/// A JSON response body the core wrote (``JSONWriter``), sent as it is.
struct JSONText: ResponseGenerator {
  let text: String
  var status: HTTPResponse.Status = .ok

  init(_ text: String, status: HTTPResponse.Status = .ok) {
    self.text = text
    self.status = status
  }

  /// A model's value as the core writes it.
  init(of value: some JSONCodable, status: HTTPResponse.Status = .ok) {
    self.init(JSONWriter.text(of: value.json), status: status)
  }

  func response(from request: Request, context: some RequestContext) throws -> Response {
    Response(
      status: status, headers: [.contentType: "application/json; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }
}

/// Names in paths (`/api/lists/{name}`): percent-decoded, then checked as every name is
/// (1-40 characters of text without control characters, NFC).
enum PathName {
  static func validated(_ context: AppContext, kind: String) throws -> String {
    let raw = context.parameters.get("name") ?? ""
    guard let decoded = raw.removingPercentEncoding else {
      throw HTTPError(
        .unprocessableContent,
        message: "a \(kind) name in a path is percent-encoded UTF-8, got \"\(Echo.shown(raw))\"")
    }
    return try NameText(decoded, what: "a \(kind) name", limit: Migrations.nameLimit).text
  }
}
