import Foundation
import HTTPTypes
public import Hummingbird
public import Logging
public import NIOCore
import PickerCore
import UnitPrices

/// Where and how `picker serve` runs.
public struct ServerOptions: Sendable {
  /// The address to bind: 127.0.0.1 unless told otherwise.
  public var host: String
  /// The port.
  public var port: Int
  /// The SQLite file (created on start).
  public var databasePath: String
  /// Deadlines and the cap on open connections.
  public var limits: ConnectionLimits
  /// The token every request but `GET /healthz` and the static files must carry, or nil for
  /// none: ``AccessPolicy`` says which, from `--host` and `--token`.
  public var token: String?
  /// The names and addresses the server answers to (its `host`, this machine's addresses when
  /// bound to every address, and each `--name`).
  public var served: ServedNames
  /// Plain HTTP or HTTPS.
  public var transport: ServerTransport
  /// The local certificate authority's certificate (DER), served at `/ca.crt` for phones to
  /// trust, or nil when the server has none (plain HTTP, or a certificate of one's own).
  public var authority: [UInt8]?

  /// Creates options.
  public init(
    host: String = "127.0.0.1", port: Int = 8080, databasePath: String = "picker.sqlite",
    limits: ConnectionLimits = ConnectionLimits(), token: String? = nil,
    served: ServedNames? = nil, transport: ServerTransport = .plain, authority: [UInt8]? = nil
  ) {
    self.host = host
    self.port = port
    self.databasePath = databasePath
    self.limits = limits
    self.token = token
    self.served = served ?? ServedNames(host: host)
    self.transport = transport
    self.authority = authority
  }
}

/// The web app: pages, assets and the JSON API over the core and the store.
public enum PickerApplication {
  /// Where phones fetch the local certificate authority's certificate to trust it.
  public static let authorityPath = "/ca.crt"

  /// The router with every route, behind the edge checks (Host, cross-site writes, JSON errors)
  /// and, with a token, the access check.
  ///
  /// `served` are the names and addresses requests may name (by default those of 127.0.0.1);
  /// `secure` says the requests arrive over TLS; `authority` is the local certificate
  /// authority's certificate (DER) that `/ca.crt` serves.
  public static func router(
    store: Store, served: ServedNames = ServedNames(host: "127.0.0.1"), token: String? = nil,
    secure: Bool = false, authority: [UInt8]? = nil,
    logger: Logger = Logger(label: "picker.serve")
  ) throws -> Router<AppContext> {
    let pages = try Pages()
    let router = Router(context: AppContext.self, options: .autoGenerateHeadEndpoints)
    let routeMethods = RouteMethods()
    router.add(middleware: PageCompression())
    router.add(
      middleware: EdgeMiddleware(
        names: served, logger: logger, pages: pages,
        routeMethods: routeMethods))
    if let token {
      let open =
        [
          "/healthz", "/favicon.ico", InstalledApp.manifestPath, InstalledApp.workerPath,
          authorityPath,
        ]
        + pages.assets.names.map(assetPath)
      router.add(middleware: AccessMiddleware(token: token, open: Set(open), secure: secure))
    }
    // Pages without stored data are the same for every request: render them once.
    let home = pages.home()
    let playground = try pages.playground()
    router.get("/") { _, _ in htmlResponse(home) }
    router.get("/playground") { _, _ in htmlResponse(playground) }
    router.get("/pace") { request, _ in
      htmlResponse(try pages.pace(locale: try ReaderLocale.of(request)))
    }
    router.get("/thermostat") { request, _ in
      htmlResponse(try pages.thermostat(locale: try ReaderLocale.of(request)))
    }
    router.get("/prices") { request, _ in try pricesPage(request, store: store, pages: pages) }
    router.get("/healthz") { _, _ in
      guard store.isHealthy() else {
        throw HTTPError(.serviceUnavailable, message: "the database does not answer")
      }
      return ["status": "ok"]
    }
    for name in pages.assets.names {
      let path = RouterPath(assetPath(name))
      router.get(path) { request, _ in try asset(name, request, pages.assets) }
    }
    let app = InstalledApp(pages: pages)
    router.get(RouterPath(InstalledApp.manifestPath)) { _, _ in
      fixedResponse(app.manifest, type: "application/manifest+json")
    }
    router.get(RouterPath(InstalledApp.workerPath)) { _, _ in
      fixedResponse(app.worker, type: "text/javascript; charset=utf-8")
    }
    if let authority {
      // DER with the type iOS offers to install as a profile and Android's settings install as
      // a CA certificate; it holds no secret, so it needs no token.
      router.get(RouterPath(authorityPath)) { _, _ in
        var headers = securityHeaders
        headers[.contentType] = "application/x-x509-ca-cert"
        headers[.contentDisposition] = "attachment; filename=\"picker-ca.crt\""
        return Response(
          status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: authority)))
      }
    }
    // Browsers ask for it whatever the page links; the answer is the same icon.
    router.get("/favicon.ico") { request, _ in try asset("icon.svg", request, pages.assets) }
    PickerRoute.add(to: router)
    FormAPI.add(to: router)
    PlatformRoute.add(to: router)
    CallRoute.add(to: router)
    PaceRoutes.add(to: router)
    ThermostatRoutes.add(to: router, store: store)
    PriceRoutes.add(to: router, store: store)
    addOptionsAndMethodNotAllowed(to: router, recording: routeMethods)
    return router
  }

  /// OPTIONS on every route answers which methods it takes.
  ///
  /// Another method on a route's path is 405 with the same `Allow`, rather than 404 as if the
  /// path did not exist: the edge answers it from the methods recorded here, before anything
  /// about the request's body.
  private static func addOptionsAndMethodNotAllowed(
    to router: Router<AppContext>, recording routeMethods: RouteMethods
  ) {
    let methods = Dictionary(grouping: router.routes, by: { $0.path.description })
      .mapValues { Set($0.map(\.method)) }
    routeMethods.record(methods)
    for path in methods.keys {
      let allow = (routeMethods.allowed(at: path) ?? []).joined(separator: ", ")
      router.on(RouterPath(path), method: .options) { _, _ in
        Response(status: .noContent, headers: [.allow: allow])
      }
    }
  }

  /// The list the unit-price page opens when the address names none (or a name it refuses).
  static let firstList = "groceries"

  /// The unit-price page, a list's first page rendered on the server, in the reader's locale
  /// (its selector, `?locale=`, else the browser's language; an unknown `?locale=` is refused
  /// with a page that says so).
  private static func pricesPage(_ request: Request, store: Store, pages: Pages) throws
    -> Response
  {
    let raw = request.uri.queryParameters.get("list") ?? firstList
    let reader: Locale
    do {
      reader = try ReaderLocale.of(request)
    } catch let error as any ModelRefusal {
      return htmlResponse(
        pages.error(status: "Unknown locale", message: error.description), status: error.status)
    }
    let saved = try store.lists()
    do {
      let name = try NameText(raw, what: "a list name", limit: Migrations.nameLimit).text
      let list = try PriceRoutes.list(named: name, store: store, request: request)
      return htmlResponse(try pages.prices(list: list, name: name, reader: reader, saved: saved))
    } catch let error as NameError {
      return htmlResponse(
        try pages.prices(
          list: nil, name: firstList, reader: reader, saved: saved, problem: error.description),
        status: .unprocessableContent)
    } catch let error as HTTPError {
      return htmlResponse(
        try pages.prices(list: nil, name: raw, reader: reader, saved: saved, problem: error.body),
        status: error.status)
    } catch let error as any ModelRefusal {
      return htmlResponse(
        try pages.prices(
          list: nil, name: raw, reader: reader, saved: saved, problem: error.description),
        status: error.status)
    }
  }

  /// The application, listening where the options say, with its connections guarded.
  public static func application(
    options: ServerOptions, store: Store,
    onServerRunning: @escaping @Sendable (any Channel) async -> Void = { _ in }
  ) throws -> some ApplicationProtocol {
    var logger = Logger(label: "picker.serve")
    logger.logLevel = .notice
    let limits = options.limits
    return Application(
      router: try router(
        store: store, served: options.served, token: options.token,
        secure: options.transport.secure, authority: options.authority, logger: logger),
      server: try options.transport.server(limits, ConnectionCount()),
      configuration: .init(
        address: .hostname(options.host, port: options.port), serverName: "PickerKit",
        // A burst of connections waits in the kernel's queue, in order, rather than having
        // its handshakes dropped and retried seconds later (the kernel caps it at somaxconn).
        backlog: max(256, limits.maximumConnections)),
      onServerRunning: onServerRunning,
      logger: logger)
  }

  /// Scripts only from this server; no inline script, style or framing by other sites.
  ///
  /// `'wasm-unsafe-eval'` lets a page compile the core's WebAssembly (pickerkit.wasm, from this
  /// server like every script): it allows compiling WebAssembly and nothing else, unlike
  /// `'unsafe-eval'`, so no text can become script.
  static let securityHeaders: HTTPFields = {
    var fields: HTTPFields = [
      .contentSecurityPolicy:
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; "
        + "object-src 'none'; "
        + "base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
      .xContentTypeOptions: "nosniff",
    ]
    if let referrer = HTTPField.Name("Referrer-Policy") { fields[referrer] = "no-referrer" }
    return fields
  }()

  static func htmlResponse(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
    textResponse(html, type: "text/html; charset=utf-8", status: status)
  }

  /// Text fixed for the life of the process at a name that never changes (the manifest, the
  /// worker): asked again on every use, so a new build shows at once.
  static func fixedResponse(_ text: String, type: String) -> Response {
    textResponse(text, type: type, cache: "no-cache")
  }

  /// Text of a type, with the security headers every answer carries.
  private static func textResponse(
    _ text: String, type: String, status: HTTPResponse.Status = .ok, cache: String? = nil
  ) -> Response {
    var headers = securityHeaders
    headers[.contentType] = type
    if let cache { headers[.cacheControl] = cache }
    return Response(
      status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
  }

  /// Where an asset is served: the API document beside the API, the rest under /assets.
  static func assetPath(_ name: String) -> String {
    name == "openapi.yaml" ? "/api/openapi.yaml" : "/assets/\(name)"
  }

  static func asset(_ name: String, _ request: Request, _ assets: AssetStore) throws -> Response {
    guard let response = assets.response(for: name, request: request) else {
      throw APIError.notFound("such file")
    }
    return response
  }
}
