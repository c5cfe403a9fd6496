import ArgumentParser
import Foundation
import Hummingbird
import HummingbirdTesting
import PickerServeOptions
import PickerTestSupport
import Synchronization
import Testing

@testable import PickerServer

/// The access token (`picker serve --token`, `PICKER_TOKEN`, or one made off loopback), through
/// Hummingbird's testing module and a real socket, and the rule that decides it.
@Suite("The access token")
struct AccessTests {
  static let token = "correct-horse-battery-staple"

  /// The one message of every 401.
  static let refusal =
    "this server needs its access token: scripts send the header \"Authorization: Bearer "
    + "<token>\"; in a browser, open the address picker serve printed when it started (the one "
    + "ending in ?token=...)"

  private func withApp(
    token: String? = AccessTests.token, _ setup: TestingSetup = .router,
    _ body: @Sendable (any TestClientProtocol) async throws -> Void
  ) async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("picker-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let store = try Store(path: path)
    let app = Application(router: try PickerApplication.router(store: store, token: token))
    try await app.test(setup) { client in try await body(client) }
  }

  private static let bearer: HTTPFields = [.authorization: "Bearer \(token)"]

  private static func message(_ response: TestResponse) throws -> String? {
    let object = try JSONSerialization.jsonObject(with: Data(buffer: response.body))
    return ((object as? [String: Any])?["error"] as? [String: Any])?["message"] as? String
  }

  /// Adds a product to a list, with whatever credential `headers` carry.
  private static func addProduct(
    _ client: any TestClientProtocol, list: String, headers: HTTPFields
  ) async throws -> TestResponse {
    var fields = headers
    fields[.contentType] = "application/json"
    return try await client.execute(
      uri: "/api/lists/\(list)/products", method: .post, headers: fields,
      body: ByteBuffer(string: #"{"name":"Oats","price":"2.00","quantity":"1","unit":"kg"}"#))
  }

  @Test("Without the token, or with a wrong one, every route is 401 with one message and header")
  func refusals() async throws {
    try await withApp { client in
      #expect(
        try await Self.addProduct(client, list: "pantry", headers: Self.bearer).status == .created)
      let asked: [(String, HTTPFields)] = [
        ("/api/lists/pantry", [:]),
        ("/api/lists/nothing", [:]),
        ("/api/lists/pantry", [.authorization: "Bearer wrong-token-of-some-length"]),
        ("/api/lists/nothing", [.authorization: "Bearer \(Self.token)x"]),
        ("/api/lists/pantry", [.authorization: "Basic \(Self.token)"]),
        ("/api/lists/pantry", [.cookie: "\(AccessKey.cookieName)=\(Self.token)"]),
        ("/", [.accept: "text/html"]),
        ("/no/such/page", [:]),
      ]
      var bodies: Set<String> = []
      for (uri, headers) in asked {
        let response = try await client.execute(uri: uri, method: .get, headers: headers)
        #expect(response.status == .unauthorized, "\(uri) \(headers)")
        #expect(response.headers[.wwwAuthenticate] == "Bearer")
        #expect(response.headers[.contentType] == "application/json; charset=utf-8")
        #expect(try Self.message(response) == Self.refusal)
        bodies.insert(String(buffer: response.body))
      }
      // A list that exists and one that does not are refused alike: nothing tells them apart.
      #expect(bodies.count == 1)
      let write = try await Self.addProduct(client, list: "pantry", headers: [:])
      #expect(write.status == .unauthorized)
      #expect(try Self.message(write) == Self.refusal)
    }
  }

  @Test("The bearer token opens every page and route, reads and writes: 200")
  func bearer() async throws {
    try await withApp { client in
      #expect(
        try await Self.addProduct(client, list: "pantry", headers: Self.bearer).status == .created)
      for uri in [
        "/", "/pace", "/thermostat", "/prices?list=pantry", "/playground", "/api/lists/pantry",
        "/api/schedules/home",
      ] {
        let response = try await client.execute(uri: uri, method: .get, headers: Self.bearer)
        #expect(response.status == .ok, "\(uri)")
        #expect(response.headers[.setCookie] == nil)
      }
      // The scheme's name is case-insensitive (RFC 9110).
      let lower = try await client.execute(
        uri: "/api/lists/pantry", method: .get, headers: [.authorization: "bearer \(Self.token)"])
      #expect(lower.status == .ok)
      #expect(String(buffer: lower.body).contains("Oats"))
    }
  }

  @Test("?token= is a 303 to the address without it, setting a cookie that then opens everything")
  func cookie() async throws {
    let setCookie = try await withCookie { client, cookie in
      let page = try await client.execute(
        uri: "/prices?list=pantry", method: .get, headers: [.cookie: cookie])
      #expect(page.status == .ok)
      let write = try await Self.addProduct(client, list: "pantry", headers: [.cookie: cookie])
      #expect(write.status == .created)
      let read = try await client.execute(
        uri: "/api/lists/pantry", method: .get, headers: [.cookie: cookie])
      #expect(String(buffer: read.body).contains("Oats"))
    }
    let attributes = setCookie.split(separator: ";").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(attributes.contains("HttpOnly"))
    #expect(attributes.contains("SameSite=Strict"))
    #expect(attributes.contains("Path=/"))
    // Over plain HTTP (loopback) a Secure cookie would never be sent back; HTTPSTests has the
    // Secure one.
    #expect(!attributes.contains("Secure"))
    #expect(!attributes.contains { $0.hasPrefix("Expires") || $0.hasPrefix("Max-Age") })
    // Derived from the token, not the token: a new server with the same token takes the cookie,
    // one with another token does not.
    let cookie = try #require(attributes.first)
    #expect(!cookie.contains(Self.token))
    #expect(cookie == "picker_session=" + AccessKey(token: Self.token).cookieValue)
    try await withApp { client in
      let again = try await client.execute(
        uri: "/api/lists/pantry", method: .get, headers: [.cookie: cookie])
      #expect(again.status == .ok)
    }
    try await withApp(token: "another-token-entirely") { client in
      let other = try await client.execute(
        uri: "/api/lists/pantry", method: .get, headers: [.cookie: cookie])
      #expect(other.status == .unauthorized)
    }
  }

  /// Opens `/prices?list=pantry&token=...&locale=en_US`, checks the 303, and hands the cookie
  /// on; returns the whole `Set-Cookie`.
  private func withCookie(
    _ body: @escaping @Sendable (any TestClientProtocol, String) async throws -> Void
  ) async throws -> String {
    let found = Mutex<String?>(nil)
    try await withApp { client in
      let response = try await client.execute(
        uri: "/prices?list=pantry&token=\(Self.token)&locale=en_US", method: .get)
      #expect(response.status == .seeOther)
      #expect(response.headers[.location] == "/prices?list=pantry&locale=en_US")
      #expect(response.headers[.cacheControl] == "no-store")
      #expect(response.body.readableBytes == 0)
      let setCookie = try #require(response.headers[.setCookie])
      found.withLock { $0 = setCookie }
      let cookie = String(setCookie.prefix { $0 != ";" })
      try await body(client, cookie)
    }
    return try #require(found.withLock { $0 })
  }

  @Test("The redirect keeps the other parameters as sent and never leaves the server")
  func redirectTarget() async throws {
    #expect(AccessMiddleware.location(path: "/", query: "token=abc") == "/")
    #expect(AccessMiddleware.location(path: "/pace", query: nil) == "/pace")
    #expect(
      AccessMiddleware.location(path: "/prices", query: "token=a&list=caf%C3%A9&token=b&x")
        == "/prices?list=caf%C3%A9&x")
    #expect(
      AccessMiddleware.location(path: "//evil.example/", query: "a=1") == "/evil.example/?a=1")
    #expect(AccessMiddleware.location(path: "/\\evil.example", query: nil) == "/evil.example")
    try await withApp { client in
      let home = try await client.execute(uri: "/?token=\(Self.token)", method: .get)
      #expect(home.status == .seeOther)
      #expect(home.headers[.location] == "/")
      // A wrong token sets nothing and is refused as any other.
      let wrong = try await client.execute(uri: "/?token=not-the-token-at-all", method: .get)
      #expect(wrong.status == .unauthorized)
      #expect(wrong.headers[.setCookie] == nil)
      #expect(try Self.message(wrong) == Self.refusal)
      // Only a read signs in: a write's query is no credential.
      var fields: HTTPFields = [.contentType: "application/json"]
      fields[.accept] = "application/json"
      let write = try await client.execute(
        uri: "/api/lists/pantry/products?token=\(Self.token)", method: .post, headers: fields,
        body: ByteBuffer(string: #"{"name":"Oats","price":"2.00","quantity":"1","unit":"kg"}"#))
      #expect(write.status == .unauthorized)
    }
  }

  @Test("GET /healthz and the static files need nothing; other methods and other paths do")
  func openPaths() async throws {
    try await withApp { client in
      for uri in [
        "/healthz", "/assets/app.css", "/assets/wheels.js", "/assets/prices.js", "/favicon.ico",
        "/api/openapi.yaml",
      ] {
        let response = try await client.execute(uri: uri, method: .get)
        #expect(response.status == .ok, "\(uri)")
      }
      #expect(try await client.execute(uri: "/healthz", method: .head).status == .ok)
      #expect(
        try await client.execute(uri: "/assets/none.js", method: .get).status == .unauthorized)
      #expect(try await client.execute(uri: "/healthz", method: .options).status == .unauthorized)
    }
  }

  @Test("Without a token, as on loopback, nothing changes: no check, no cookie")
  func noToken() async throws {
    try await withApp(token: nil) { client in
      #expect(try await Self.addProduct(client, list: "pantry", headers: [:]).status == .created)
      let read = try await client.execute(uri: "/api/lists/pantry", method: .get)
      #expect(read.status == .ok)
      let home = try await client.execute(uri: "/?token=\(Self.token)", method: .get)
      #expect(home.status == .ok)
      #expect(home.headers[.setCookie] == nil)
    }
  }

  @Test("Over a real socket: 401, 200 with the token, and 429 past 10 failures a minute")
  func liveLimit() async throws {
    try await withApp(.live) { client in
      #expect(
        try await Self.addProduct(client, list: "pantry", headers: Self.bearer).status == .created)
      let signIn = try await client.execute(uri: "/?token=\(Self.token)", method: .get)
      #expect(signIn.status == .seeOther)
      // Until the limit is reached, the token still opens the route between refusals.
      for _ in 1...10 {
        #expect(
          try await client.execute(uri: "/api/lists/pantry", method: .get, headers: Self.bearer)
            .status == .ok)
        let refused = try await client.execute(uri: "/api/lists/pantry", method: .get)
        #expect(refused.status == .unauthorized)
        #expect(try Self.message(refused) == Self.refusal)
      }
      let limited = try await client.execute(uri: "/api/lists/pantry", method: .get)
      #expect(limited.status == .tooManyRequests)
      let wait = try #require(limited.headers[.retryAfter].flatMap { Int($0) })
      #expect((1...60).contains(wait))
      #expect(
        try Self.message(limited)
          == "too many requests without the access token from this address; try again in "
          + "\(wait) s")
      // While it lasts, the right token waits too (a guesser learns nothing); the health check
      // and the assets do not.
      let withToken = try await client.execute(
        uri: "/api/lists/pantry", method: .get, headers: Self.bearer)
      #expect(withToken.status == .tooManyRequests)
      #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
      #expect(try await client.execute(uri: "/assets/app.css", method: .get).status == .ok)
    }
  }

  @Test("The failure limit: a window per client, Retry-After rounded up, memory bounded")
  func limiter() {
    let limiter = AccessLimiter(failures: 3, window: .seconds(60), capacity: 8)
    let start = ContinuousClock.now
    for _ in 1...2 { limiter.recordFailure("a", at: start) }
    #expect(limiter.retryAfter("a", at: start) == nil)
    limiter.recordFailure("a", at: start + .seconds(1))
    #expect(limiter.retryAfter("a", at: start + .seconds(1)) == 59)
    #expect(limiter.retryAfter("a", at: start + .milliseconds(59_500)) == 1)
    #expect(limiter.retryAfter("b", at: start) == nil)
    // Failures past the limit change nothing, however many.
    for _ in 1...10_000 { limiter.recordFailure("a", at: start + .seconds(2)) }
    #expect(limiter.retryAfter("a", at: start + .seconds(2)) == 58)
    // The window ends a minute after it opened; the next failure opens a new one.
    #expect(limiter.retryAfter("a", at: start + .seconds(60)) == nil)
    limiter.recordFailure("a", at: start + .seconds(61))
    #expect(limiter.retryAfter("a", at: start + .seconds(61)) == nil)
    // Many clients: at most `capacity` kept, the newest among them.
    for index in 0..<1_000 {
      limiter.recordFailure("client \(index)", at: start + .seconds(62) + .milliseconds(index))
      #expect(limiter.count <= 8)
    }
    for _ in 1...3 { limiter.recordFailure("client 999", at: start + .seconds(63)) }
    #expect(limiter.retryAfter("client 999", at: start + .seconds(63)) != nil)
  }

  @Test(
    "Clients are counted by IPv4 address and by IPv6 /64",
    arguments: [
      ("192.168.1.20", "192.168.1.20"),
      ("::ffff:192.168.1.20", "192.168.1.20"),
      ("2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"),
      ("2001:db8:1:2::99", "2001:db8:1:2::/64"),
      ("::1", "0:0:0:0::/64"),
    ])
  func clients(address: String, client: String) throws {
    #expect(try #require(IPAddress(address)).client == client)
  }

  @Test(
    "On loopback without a token nothing is asked",
    arguments: [
      "127.0.0.1", "127.8.9.10", "127.255.255.255", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1",
      "localhost", "LocalHost",
    ])
  func loopback(host: String) {
    var random = SeededRandom(name: host)
    #expect(AccessPolicy.isLoopback(host))
    #expect(AccessPolicy.requiredToken(host: host, given: nil, using: &random) == nil)
    #expect(AccessPolicy.requiredToken(host: host, given: "", using: &random) == nil)
    #expect(
      AccessPolicy.requiredToken(host: host, given: Self.token, using: &random)
        == AccessPolicy.Token(text: Self.token, generated: false))
  }

  @Test(
    "Any other host gets a token made at random, unless one is given",
    arguments: [
      "0.0.0.0", "::", "192.168.1.20", "10.0.0.1", "128.0.0.1", "126.255.255.255", "::2",
      "::ffff:10.0.0.1", "fe80::1%lo", "example.com", "127.0.0.1.nip.io", "127.1", "", "[::1]",
      "127.0.0.1\u{0}.example.com",
    ])
  func network(host: String) throws {
    var random = SeededRandom(name: host)
    #expect(!AccessPolicy.isLoopback(host))
    let made = try #require(AccessPolicy.requiredToken(host: host, given: nil, using: &random))
    #expect(made.generated)
    #expect(made.text.count == AccessPolicy.generatedLength)
    #expect(made.text.utf8.allSatisfy(AccessPolicy.alphabet.contains))
    #expect(
      AccessPolicy.requiredToken(host: host, given: Self.token, using: &random)
        == AccessPolicy.Token(text: Self.token, generated: false))
  }

  @Test("A made token carries 128 random bits: it reads back as the two words drawn, for any seed")
  func madeTokenBits() throws {
    #expect(AccessPolicy.generatedLength * 5 >= 128)
    for seed in 0..<2_000 as Range<UInt64> {
      var random = SeededRandom(seed: seed)
      var copy = random
      let token = AccessPolicy.randomToken(using: &random)
      let high = UInt128(copy.next())
      let drawn = high << 64 | UInt128(copy.next())
      var read: UInt128 = 0
      for letter in token.utf8.reversed() {
        let digit = try #require(AccessPolicy.alphabet.firstIndex(of: letter))
        read = read << 5 | UInt128(digit)
      }
      #expect(read == drawn, "seed \(seed)")
    }
    var system = SystemRandomNumberGenerator()
    let tokens = (0..<1_000).map { _ in AccessPolicy.randomToken(using: &system) }
    #expect(Set(tokens).count == tokens.count)
  }

  @Test("The key takes the token and its cookie, each where it belongs, and nothing near them")
  func key() {
    let key = AccessKey(token: Self.token)
    #expect(key.accepts(token: Self.token))
    #expect(key.accepts(cookie: key.cookieValue))
    #expect(key.cookieValue.count == 64)
    for near in ["", String(Self.token.dropLast()), Self.token + "x", Self.token.uppercased()] {
      #expect(!key.accepts(token: near))
    }
    #expect(!key.accepts(token: key.cookieValue))
    #expect(!key.accepts(cookie: Self.token))
    #expect(AccessKey(token: "another-token-entirely").cookieValue != key.cookieValue)
  }

  @Test(
    "--token and PICKER_TOKEN are 16-256 URL characters; a refusal exits 64 and never shows the token",
    arguments: [
      (["--token", "short"], "--token is 16-256 characters, got 5"),
      (["--token", ""], "--token is 16-256 characters, got 0"),
      (["--token", String(repeating: "a", count: 257)], "--token is 16-256 characters, got 257"),
      (
        ["--token", "a token with spaces"],
        "--token takes letters, digits, -, ., _ and ~ only (it goes in an address and a header)"
      ),
      (
        ["--token", "naïve-token-of-length"],
        "--token takes letters, digits, -, ., _ and ~ only (it goes in an address and a header)"
      ),
    ])
  func tokenOption(arguments: [String], message: String) throws {
    let error = try #require(
      #expect(throws: (any Error).self) { try ServeOptions.parse(arguments) })
    #expect(ServeOptions.message(for: error) == message)
    #expect(ServeOptions.exitCode(for: error) == .validationFailure)
    #expect(ServeOptions.exitCode(for: error).rawValue == 64)
  }

  @Test("PICKER_TOKEN is read when --token is absent; --token wins; an empty one is refused")
  func environmentToken() throws {
    let options = try ServeOptions.parse([])
    #expect(try options.accessToken(environment: [:]) == nil)
    #expect(try options.accessToken(environment: ["PICKER_TOKEN": Self.token]) == Self.token)
    let empty = try #require(
      #expect(throws: (any Error).self) {
        try options.accessToken(environment: ["PICKER_TOKEN": ""])
      })
    #expect(ServeOptions.message(for: empty) == "PICKER_TOKEN is 16-256 characters, got 0")
    let given = try ServeOptions.parse(["--token", "from-the-command-line"])
    #expect(
      try given.accessToken(environment: ["PICKER_TOKEN": Self.token]) == "from-the-command-line")
  }
}
