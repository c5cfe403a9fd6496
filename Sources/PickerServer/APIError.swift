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

  /// 422: well-formed, but the core refuses it; its message says what is allowed.
  static func refused(_ error: any Error) -> HTTPError {
    HTTPError(.unprocessableContent, message: "\(error)")
  }

  /// 422 with a message composed at the edge around a core message.
  static func refused(_ message: String) -> HTTPError {
    HTTPError(.unprocessableContent, message: message)
  }

  /// 404.
  static func notFound(_ what: String) -> HTTPError {
    HTTPError(.notFound, message: "no \(what)")
  }
}

extension Request {
  /// The JSON body as a value, with a 400 that says what is wrong when it is not one.
  ///
  /// A body the document closes (`additionalProperties: false`) is read against its members
  /// first: an unknown member, or `null` for one that may not be null, is a 422 naming it.
  func decodeJSON<T: Decodable>(_ type: T.Type, context: AppContext) async throws -> T {
    let buffer = try await body.collect(upTo: context.maxUploadSize)
    do {
      let decoder = JSONDecoder()
      if let key = MembersKey.key,
        let members = DocumentedBodies.served.members(method: method, path: context.endpointPath)
      {
        decoder.userInfo[key] = members
        return try decoder.decode(StrictBody<T>.self, from: Data(buffer: buffer)).value
      }
      return try decoder.decode(type, from: Data(buffer: buffer))
    } catch let error as HTTPError {
      throw error
    } catch let error as SpecError {
      // A picker description the core refuses: its one message, whichever front end sent it.
      throw APIError.refused(error)
    } catch {
      throw APIError.malformed(error)
    }
  }
}

/// A JSON response body.
struct JSONBody<Value: Encodable & Sendable>: ResponseGenerator {
  let value: Value
  var status: HTTPResponse.Status = .ok

  func response(from request: Request, context: some RequestContext) throws -> Response {
    let data = try PickerJSON.data(of: value)
    return Response(
      status: status, headers: [.contentType: "application/json; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(bytes: data)))
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
      throw APIError.refused("a \(kind) name in a path is percent-encoded UTF-8, got \"\(raw)\"")
    }
    do {
      return try NameText(decoded, what: "a \(kind) name", limit: Migrations.nameLimit).text
    } catch {
      throw APIError.refused(error)
    }
  }
}
