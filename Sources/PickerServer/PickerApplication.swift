public import Hummingbird
import Logging

/// Where and how `picker serve` runs.
public struct ServerOptions: Sendable {
  /// The address to bind: 127.0.0.1 unless told otherwise.
  public var host: String
  /// The port.
  public var port: Int
  /// The SQLite file (created on start).
  public var databasePath: String

  /// Creates options.
  public init(host: String = "127.0.0.1", port: Int = 8080, databasePath: String = "picker.sqlite")
  {
    self.host = host
    self.port = port
    self.databasePath = databasePath
  }
}

/// The web app: pages, assets and the JSON API over the core and the store.
public enum PickerApplication {
  /// The router with every route.
  public static func router(store: Store) -> Router<AppContext> {
    let router = Router(context: AppContext.self)
    // Pages without stored data are the same for every request: render them once.
    let home = Pages.home()
    let playground = Pages.playground()
    let pace = Pages.pace()
    let thermostat = Pages.thermostat()
    router.get("/") { _, _ in htmlResponse(home) }
    router.get("/playground") { _, _ in htmlResponse(playground) }
    router.get("/pace") { _, _ in htmlResponse(pace) }
    router.get("/thermostat") { _, _ in htmlResponse(thermostat) }
    router.get("/prices") { request, _ in
      let list = try PriceRoutes.list(
        named: request.uri.queryParameters.get("list") ?? "groceries", store: store,
        locale: PriceRoutes.locale(request))
      return htmlResponse(Pages.prices(list: list.products))
    }
    router.get("/assets/app.css") { _, _ in asset(Assets.css, type: "text/css; charset=utf-8") }
    router.get("/assets/wheels.js") { _, _ in
      asset(Assets.javascript, type: "text/javascript; charset=utf-8")
    }
    PickerAPI.add(to: router)
    PaceRoutes.add(to: router)
    ThermostatRoutes.add(to: router, store: store)
    PriceRoutes.add(to: router, store: store)
    return router
  }

  /// The application, listening where the options say.
  public static func application(options: ServerOptions, store: Store) -> some ApplicationProtocol {
    var logger = Logger(label: "picker.serve")
    logger.logLevel = .notice
    return Application(
      router: router(store: store),
      configuration: .init(
        address: .hostname(options.host, port: options.port), serverName: "PickerKit"),
      logger: logger)
  }

  static func htmlResponse(_ html: String) -> Response {
    Response(
      status: .ok,
      headers: [
        .contentType: "text/html; charset=utf-8",
        .contentSecurityPolicy:
          "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self'",
        .xContentTypeOptions: "nosniff",
      ],
      body: .init(byteBuffer: ByteBuffer(string: html)))
  }

  static func asset(_ text: String, type: String) -> Response {
    Response(
      status: .ok,
      headers: [
        .contentType: type, .cacheControl: "max-age=3600", .xContentTypeOptions: "nosniff",
      ],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }
}
