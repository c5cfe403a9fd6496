public import ArgumentParser
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `picker serve` takes: one declaration for the `picker` command that hands the request on
/// (its help, its man page, its checks) and for the `picker-serve` executable that serves.
///
/// Kept apart from the server so the shell tool links no part of it: this target needs only the
/// argument parser.
public struct ServeOptions: ParsableArguments {
  /// The command's one-line summary.
  public static let abstract =
    "Serve the pace calculator, thermostat schedule, unit prices and playground."

  /// The command's help beyond its options.
  public static let discussion = """
    Opens http://127.0.0.1:8080 by default. Thermostat schedules and product lists are kept in \
    a SQLite file (--db, created on start) and survive restarts. GET /healthz answers \
    {"status":"ok"} while the database does.

    On a loopback address (127.0.0.1, ::1, localhost) only this machine reaches the app, and \
    no token is asked unless --token or PICKER_TOKEN gives one. On any other address, such as \
    this machine's address on a Wi-Fi network for a phone, every request needs the access \
    token: the one given, else one made at random on start. The server prints its address \
    with the token once; a browser that opens it keeps a session cookie, and scripts send \
    Authorization: Bearer <token>. GET /healthz and the style sheet, scripts and icon need \
    none.

    On any address but loopback the server speaks HTTPS (--tls asks for it on loopback too), \
    which phones need to keep the apps offline and to keep the token private. Its certificate \
    comes from the server's own certificate authority, made on first start and kept beside \
    --db (<db>-ca.crt, its key <db>-ca.key, owner-only); it names localhost, this machine's \
    addresses and each --name, and is renewed while the server runs. A phone trusts it once: \
    open /ca.crt on the phone and install it. --tls-cert and --tls-key serve a certificate \
    of one's own instead (Let's Encrypt's fullchain.pem and privkey.pem), read again when \
    renewed. Plain HTTP off loopback needs --insecure-http.

    The server is its own executable, picker-serve, beside picker (swift build builds both); \
    picker serve runs it with the same options.

    Exit codes: 64 for bad options (a certificate expired or not matching its key among \
    them), 66 when the database or a certificate file cannot be opened, 68 when --host names \
    no address of this machine, 69 when the port is in use or may not be bound, or when \
    picker-serve is not beside picker, 73 when the local authority cannot be written beside \
    the database.
    """

  @Option(help: "The address to bind; 127.0.0.1 keeps the app on this machine.")
  public var host = "127.0.0.1"

  @Option(help: "The port to listen on (0 picks a free one and prints it).")
  public var port = 8080

  @Option(help: "The SQLite file for schedules and product lists.")
  public var db = "picker.sqlite"

  @Option(help: "Seconds a new connection has to send its request head.")
  public var headerTimeout = 10.0

  @Option(help: "Seconds a request has to send its body after its head.")
  public var bodyTimeout = 30.0

  @Option(help: "Seconds a kept-alive connection may stay idle.")
  public var idleTimeout = 60.0

  @Option(help: "Connections open at once; more are answered 503 and closed.")
  public var maxConnections = 1_000

  @Option(
    help: ArgumentHelp(
      "The access token requests must carry, 16-256 letters, digits, -, ., _ or ~ (default: "
        + "PICKER_TOKEN, which keeps it out of the process list; else none on loopback and a "
        + "random one on any other --host)."))
  public var token: String?

  @Flag(help: "Serve HTTPS on a loopback --host too (off loopback it is the default).")
  public var tls = false

  @Flag(
    help: ArgumentHelp(
      "Serve plain HTTP on an address off loopback: the token and the session cookie cross "
        + "the network in clear, and phones keep no app offline."))
  public var insecureHTTP = false

  @Option(
    name: .customLong("name"),
    help: ArgumentHelp(
      "A name phones reach this machine by (kitchen.local, picker.example.org); repeat for "
        + "more. The certificate names it and requests may use it.",
      valueName: "name"))
  public var names: [String] = []

  @Option(
    help: ArgumentHelp(
      "A PEM certificate chain of one's own to serve (with --tls-key), instead of the local "
        + "authority's.", valueName: "file"))
  public var tlsCert: String?

  @Option(help: ArgumentHelp("The PEM private key of --tls-cert.", valueName: "file"))
  public var tlsKey: String?

  /// Options as given, unchecked until parsed.
  public init() {}

  /// Refuses what no server could take, before anything is opened.
  public func validate() throws {
    guard (0...65_535).contains(port) else {
      throw ValidationError("the port must be 0-65535, got \(port)")
    }
    for (name, seconds) in [
      ("--header-timeout", headerTimeout), ("--body-timeout", bodyTimeout),
      ("--idle-timeout", idleTimeout),
    ] where !(seconds > 0 && seconds <= 86_400) {
      throw ValidationError("\(name) is 0-86400 seconds (not 0), got \(seconds)")
    }
    guard (1...1_000_000).contains(maxConnections) else {
      throw ValidationError("--max-connections is 1-1000000, got \(maxConnections)")
    }
    _ = try accessToken()
    if insecureHTTP && tlsAsked {
      throw ValidationError(
        "--insecure-http asks for plain HTTP; it cannot go with --tls or --tls-cert")
    }
    switch (tlsCert, tlsKey) {
    case (.some, nil):
      throw ValidationError("--tls-cert needs --tls-key: a certificate is served with its key")
    case (nil, .some):
      throw ValidationError("--tls-key needs --tls-cert: a key is served with its certificate")
    default: break
    }
    for name in names where !Self.isHostName(name) {
      throw ValidationError(
        "--name takes a host name (letters, digits and -, in labels of 1-63 joined by dots, at "
          + "most 253 in all, such as kitchen.local) or an IP address, got \"\(name)\"")
    }
  }

  /// Whether HTTPS is asked for by name: `--tls`, or a certificate of one's own.
  public var tlsAsked: Bool { tls || tlsCert != nil }

  /// Whether `name` is a name a certificate and a `Host` can carry: DNS labels of letters,
  /// digits and `-` (not first or last), 1-63 long, joined by dots (a final dot allowed), at most
  /// 253 in all (an IPv4 address is such a name too, and the server reads it as an address); or
  /// an IPv6 address.
  static func isHostName(_ name: String) -> Bool {
    let trimmed = name.hasSuffix(".") ? name.dropLast() : Substring(name)
    guard (1...253).contains(trimmed.utf8.count) else { return false }
    if trimmed.contains(":") {
      // An IPv6 address, read as the socket layer reads it.
      var address = in6_addr()
      return inet_pton(AF_INET6, String(trimmed), &address) == 1
    }
    return trimmed.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
      (1...63).contains(label.utf8.count) && label.first != "-" && label.last != "-"
        && label.unicodeScalars.allSatisfy { scalar in
          scalar.isASCII
            && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
              || ("0"..."9").contains(scalar) || scalar == "-")
        }
    }
  }

  /// The token given: `--token`, else the environment's `PICKER_TOKEN`; nil when neither is set.
  ///
  /// A token is 16-256 of the characters a URL carries as they are (letters, digits, `-`, `.`,
  /// `_`, `~`), since it goes in the printed address and in a header; the refusal names where the
  /// token came from and its length, never the token.
  public func accessToken() throws -> String? {
    try accessToken(environment: ProcessInfo.processInfo.environment)
  }

  /// The token given, with `environment` in place of the process's.
  public func accessToken(environment: [String: String]) throws -> String? {
    if let token { return try Self.checked(token, from: "--token") }
    return try environment["PICKER_TOKEN"].map { try Self.checked($0, from: "PICKER_TOKEN") }
  }

  private static func checked(_ token: String, from source: String) throws -> String {
    let allowed = token.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar))
    }
    guard allowed else {
      throw ValidationError(
        "\(source) takes letters, digits, -, ., _ and ~ only (it goes in an address and a header)")
    }
    guard (16...256).contains(token.utf8.count) else {
      throw ValidationError("\(source) is 16-256 characters, got \(token.utf8.count)")
    }
    return token
  }
}
