import Foundation
import Hummingbird
import Logging
import NIOCore
import PickerKit
import Synchronization

/// What every request passes before a route: the Host it names, cross-site writes, and errors
/// turned into the documented JSON body.
///
/// - A `Host` other than the names the server answers to (``ServedNames``: loopback, the bound
///   address, this machine's addresses when bound to every address, each `--name`) is refused
///   with 421: a page on another site that resolves its own name to 127.0.0.1 (DNS rebinding)
///   cannot read or write.
/// - A method a route's path does not take is 405 with `Allow`, before anything about its body
///   (the methods come from the router's own routes, ``RouteMethods``).
/// - A write (any method but GET, HEAD and OPTIONS) with a body needs `Content-Type:
///   application/json`, which a cross-site form or `no-cors` fetch cannot send without a
///   preflight; a write without a body (a reset) needs none. Every write needs an `Origin`,
///   when there is one, of this server itself.
/// - Every 4xx and 5xx carries `{"error": {"message": ...}}`; a 500 is logged with the request id,
///   which the body repeats so that a report can be matched with the log.
struct EdgeMiddleware: RouterMiddleware {
  typealias Context = AppContext

  /// Host names (lowercased, without a port) requests may name.
  let hosts: Set<String>
  let logger: Logger
  /// The error page for browsers.
  let pages: Pages
  /// The methods each route's path takes, filled in once every route is registered.
  let routeMethods: RouteMethods

  init(names: ServedNames, logger: Logger, pages: Pages, routeMethods: RouteMethods) {
    self.routeMethods = routeMethods
    self.hosts = names.hostHeaders
    self.logger = logger
    self.pages = pages
  }

  /// An error as a page for a browser that asked for one, else as the API's JSON body.
  private func errorResponse(
    _ request: Request, _ status: HTTPResponse.Status, message: String, headers: HTTPFields = [:]
  ) -> Response {
    if Self.wantsPage(request) {
      return PickerApplication.htmlResponse(
        pages.error(status: status.reasonPhrase, message: message), status: status)
    }
    return ErrorBody.response(status, message: message, headers: headers)
  }

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      try checkHost(request)
      // No route matched (a method the path does not take, GET on a write or QUERY anywhere):
      // the path may still be one of a route's.
      let path = context.endpointPath ?? routeMethods.route(matching: request.uri.path)
      if let path, let allowed = routeMethods.allowed(at: path),
        !allowed.contains(request.method.rawValue)
      {
        throw HTTPError(
          .methodNotAllowed, headers: [.allow: allowed.joined(separator: ", ")],
          message: "\(request.uri.path) takes \(allowed.joined(separator: ", "))")
      }
      if ![.get, .head, .options].contains(request.method) { try checkWrite(request) }
      return try await next(request, context)
    } catch let error as HTTPError {
      return errorResponse(
        request, error.status, message: error.body ?? ErrorBody.defaultMessage(error.status),
        headers: error.headers)
    } catch let error as any ModelRefusal {
      return errorResponse(request, error.status, message: error.description)
    } catch let error as any HTTPResponseError {
      return ErrorBody.response(error.status, message: ErrorBody.defaultMessage(error.status))
    } catch {
      logger.error(
        "request failed",
        metadata: [
          "request.id": "\(context.id)", "method": "\(request.method)",
          "path": "\(request.uri.path)", "error": "\(error)",
        ])
      return ErrorBody.response(
        .internalServerError,
        message: "the server failed on this request (request id \(context.id)); nothing was saved"
          + " by it unless a later read shows it")
    }
  }

  private func checkHost(_ request: Request) throws {
    let authority = request.head.authority ?? ""
    guard hosts.contains(Self.hostName(of: authority)) else {
      throw HTTPError(
        .misdirectedRequest,
        message: "this server answers to \(hosts.sorted().joined(separator: ", ")), "
          + "not to the host \"\(authority)\"")
    }
  }

  private func checkWrite(_ request: Request) throws {
    let type = request.headers[.contentType] ?? ""
    let mediaType = type.split(separator: ";").first?.trimmedOfHTTPSpace
    // A DELETE has no body, and another site can only send it after a CORS preflight, which
    // this server never grants; a POST can come from any site's form, and a POST without a
    // body from another site carries its Origin (below).
    let hasBody =
      request.headers[.transferEncoding] != nil
      || (request.headers[.contentLength].flatMap { Int($0) } ?? 0) > 0
    guard request.method == .delete || !hasBody || mediaType?.lowercased() == "application/json"
    else {
      throw HTTPError(
        .unsupportedMediaType,
        message: "writes take Content-Type: application/json, got \"\(type)\"")
    }
    if let origin = request.headers[.origin] {
      // Same origin: the host and the port the request was sent to (a page served from another
      // port of this machine is another site).
      let url = URL(string: origin)
      let host = url?.host.map { $0.contains(":") ? "[\($0)]" : $0 } ?? ""
      let authority = host + (url?.port.map { ":\($0)" } ?? "")
      guard origin != "null", hosts.contains(host.lowercased()),
        (request.head.authority ?? "").lowercased() == authority.lowercased()
      else {
        throw HTTPError(
          .forbidden, message: "writes come from this server's own pages, not from \(origin)")
      }
    }
  }

  /// A browser navigating to a page (not a script calling the API) gets its error as a page.
  static func wantsPage(_ request: Request) -> Bool {
    [.get, .head].contains(request.method) && !request.uri.path.hasPrefix("/api/")
      && (request.headers[.accept] ?? "").contains("text/html")
  }

  /// `example.com:8080` -> `example.com`, `[::1]:8080` -> `[::1]`.
  static func hostName(of authority: String) -> String {
    let lower = authority.lowercased()
    if lower.hasPrefix("["), let end = lower.firstIndex(of: "]") {
      return String(lower[...end])
    }
    return String(lower.split(separator: ":", maxSplits: 1).first ?? "")
  }
}

/// The documented error body: `{"error": {"message": "..."}}`.
enum ErrorBody {
  static func response(
    _ status: HTTPResponse.Status, message: String, headers: HTTPFields = [:]
  ) -> Response {
    var fields = headers
    fields[.contentType] = "application/json; charset=utf-8"
    return Response(
      status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(string: text(message))))
  }

  /// The body's text.
  static func text(_ message: String) -> String {
    // Encoding a dictionary of strings cannot fail.
    (try? PickerJSON.text(of: ["error": ["message": message]])) ?? "{\"error\":{}}"
  }

  static func defaultMessage(_ status: HTTPResponse.Status) -> String {
    switch status.code {
    case 404: "no such page or route"
    case 405: "this route does not take that method"
    case 408: "the request took too long to arrive"
    case 413: "the request body is larger than 64 KB, the most any route reads"
    default: status.reasonPhrase.lowercased()
    }
  }
}

/// The methods each route's path takes (`/api/lists/{name}`: GET, HEAD, OPTIONS, PUT), as the
/// router's routes say: written once when every route is registered, read for every request.
final class RouteMethods: Sendable {
  private struct Table {
    /// By route path.
    var allowed: [String: [String]] = [:]
    /// The route paths, split into segments, in a fixed order for matching.
    var routes: [(path: String, parts: [Substring])] = []
  }

  private let table = Mutex(Table())

  /// Records the routes' methods, with OPTIONS, which every path answers, and HEAD wherever GET
  /// is taken.
  func record(_ routes: [String: Set<HTTPRequest.Method>]) {
    let allowed = routes.mapValues { methods in
      methods.union(methods.contains(.get) ? [.head, .options] : [.options]).map(\.rawValue)
        .sorted()
    }
    let paths = allowed.keys.sorted().map { path in
      (path: path, parts: path.split(separator: "/", omittingEmptySubsequences: true))
    }
    table.withLock { $0 = Table(allowed: allowed, routes: paths) }
  }

  /// The methods the route path a request matched takes, or nil for a path no route has.
  func allowed(at path: String) -> [String]? {
    table.withLock { $0.allowed[path] }
  }

  /// The route path (`/api/lists/{name}`) a request's path falls under, or nil.
  ///
  /// Segment by segment, a `{parameter}` taking any one segment. Asked only when the router
  /// matched no route (a method the path does not take, or no such path), so only a request
  /// about to be 404 or 405 pays for it.
  func route(matching requestPath: String) -> String? {
    let segments = requestPath.split(separator: "/", omittingEmptySubsequences: true)
    return table.withLock { table in
      table.routes.first { route in
        route.parts.count == segments.count
          && zip(route.parts, segments).allSatisfy { part, segment in
            (part.hasPrefix("{") && part.hasSuffix("}")) || part == segment
          }
      }?.path
    }
  }
}
