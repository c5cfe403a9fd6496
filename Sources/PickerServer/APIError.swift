import Foundation
public import Hummingbird
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

/// How the API reads a request's JSON body, as Hummingbird's `request.decode(as:context:)` asks
/// the context's decoder.
///
/// A body the document closes (`additionalProperties: false`) is read against its members first:
/// an unknown member, or `null` for one that may not be null, is a 422 naming it. A body that is
/// not the JSON the route reads is a 400 that says what is wrong, in the core's words; a picker
/// description the core refuses is the core's 422 (``ModelRefusal``), whichever front end sent it.
public struct APIRequestDecoder: RequestDecoder {
  /// The decoder.
  public init() {}

  /// The body as a value of the route's type.
  public func decode<T: Decodable>(
    _ type: T.Type, from request: Request, context: some RequestContext
  ) async throws -> T {
    let buffer = try await request.body.collect(upTo: context.maxUploadSize)
    do {
      let decoder = JSONDecoder()
      if let key = MembersKey.key,
        let members = DocumentedBodies.served.members(
          method: request.method, path: context.endpointPath)
      {
        decoder.userInfo[key] = members
        return try decoder.decode(StrictBody<T>.self, from: Data(buffer: buffer)).value
      }
      return try decoder.decode(type, from: Data(buffer: buffer))
    } catch let error as any HTTPResponseError {
      throw error
    } catch {
      throw APIError.malformed(error)
    }
  }
}

/// How the API writes a route's answer (a `ResponseEncodable` value) as JSON: members in name
/// order and `/` unescaped, as ``PickerJSON`` writes every value.
public struct APIResponseEncoder: ResponseEncoder {
  /// The encoder.
  public init() {}

  /// The value as a JSON response.
  public func encode(
    _ value: some Encodable, from request: Request, context: some RequestContext
  ) throws -> Response {
    Response(
      status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(bytes: try PickerJSON.data(of: value))))
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
