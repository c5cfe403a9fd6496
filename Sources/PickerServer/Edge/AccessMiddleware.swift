import HTTPTypes
import Hummingbird

/// Lets a request through only with the access token, when `picker serve` runs with one.
///
/// - Scripts send `Authorization: Bearer <token>`.
/// - A browser opens the address `picker serve` printed, `/?token=<token>`: the answer is a 303
///   to the same address without the token, setting an `HttpOnly`, `SameSite=Strict` session
///   cookie (its value derived from the token, see ``AccessKey``) that every later request and
///   the pages' own API calls carry.
/// - `GET /healthz` and the static files (the assets, the icon, the API document) need nothing:
///   they hold nothing of anyone's.
/// - Anything else is 401, with one message whatever was sent or asked for, so a refusal tells
///   nothing of what exists. Past ``AccessLimiter/failures`` refusals a minute from one client,
///   every request of that client but the open ones is 429 with `Retry-After` until the minute
///   ends, the right token included: a guesser learns nothing from it.
///
/// Written here rather than with hummingbird-auth: its bearer parsing is one `hasPrefix`
/// (case-sensitive, where the scheme is not); its authenticators need the request context to
/// carry an identity, and there is no one here, only one shared secret; its sessions are kept in
/// a store on the server, so they would be lost on a restart, where a cookie derived from the
/// token needs no store at all. Hummingbird's own `Cookie` writes and reads the cookie.
struct AccessMiddleware: RouterMiddleware {
  typealias Context = AppContext

  let key: AccessKey
  /// Paths GET and HEAD reach without the token.
  let open: Set<String>
  let limiter: AccessLimiter
  /// Whether requests arrive over TLS: the session cookie is then `Secure`, so a browser never
  /// sends it over plain HTTP.
  let secure: Bool

  /// The one message of every 401: what to send, nothing of what was asked for.
  static let refusal =
    "this server needs its access token: scripts send the header \"Authorization: Bearer "
    + "<token>\"; in a browser, open the address picker serve printed when it started (the one "
    + "ending in ?token=...)"

  init(
    token: String, open: Set<String>, secure: Bool = false, limiter: AccessLimiter = AccessLimiter()
  ) {
    self.key = AccessKey(token: token)
    self.open = open
    self.secure = secure
    self.limiter = limiter
  }

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let reads = request.method == .get || request.method == .head
    if reads && open.contains(request.uri.path) { return try await next(request, context) }
    let client = context.remoteAddress.flatMap(IPAddress.init)?.client ?? "unknown"
    let now = ContinuousClock.now
    if let seconds = limiter.retryAfter(client, at: now) {
      return ErrorBody.response(
        .tooManyRequests,
        message: "too many requests without the access token from this address; "
          + "try again in \(seconds) s",
        headers: [.retryAfter: String(seconds)])
    }
    if let authorization = request.headers[.authorization] {
      if let token = Self.bearerToken(authorization), key.accepts(token: token) {
        return try await next(request, context)
      }
    } else if reads, let token = request.uri.queryParameters.get("token") {
      if key.accepts(token: token) { return signIn(request) }
    } else if let cookie = request.cookies[AccessKey.cookieName]?.value,
      key.accepts(cookie: cookie)
    {
      return try await next(request, context)
    }
    limiter.recordFailure(client, at: now)
    return ErrorBody.response(
      .unauthorized, message: Self.refusal, headers: [.wwwAuthenticate: "Bearer"])
  }

  /// The 303 that sets the session cookie and sends the browser on without the token, so it
  /// leaves the address bar (though not the history of what was typed).
  private func signIn(_ request: Request) -> Response {
    let cookie = Cookie(
      name: AccessKey.cookieName, value: key.cookieValue, path: "/", secure: secure,
      httpOnly: true, sameSite: .strict)
    var headers: HTTPFields = [
      .location: Self.location(path: request.uri.path, query: request.uri.query),
      .cacheControl: "no-store",
    ]
    headers[.setCookie] = cookie.description
    return Response(status: .seeOther, headers: headers)
  }

  /// The token of `Bearer <token>` (the scheme in any case, RFC 9110 11.1), or nil.
  static func bearerToken(_ authorization: String) -> Substring? {
    let parts = authorization.split(separator: " ", maxSplits: 1)
    guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
    return parts[1].drop { $0 == " " }
  }

  /// The path and query without any `token` parameter, the others as they were sent.
  ///
  /// The path starts with one slash whatever was sent: `//example.com` as a `Location` would
  /// send the browser to another site.
  static func location(path: String, query: String?) -> String {
    let kept = (query ?? "").split(separator: "&").filter { parameter in
      parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first
        != "token"
    }
    let local = "/" + path.drop { $0 == "/" || $0 == "\\" }
    return kept.isEmpty ? local : local + "?" + kept.joined(separator: "&")
  }
}
