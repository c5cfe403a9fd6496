public import ArgumentParser
import Foundation

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

    The server is its own executable, picker-serve, beside picker (swift build builds both); \
    picker serve runs it with the same options.

    Exit codes: 64 for bad options, 66 when the database cannot be opened, 68 when --host \
    names no address of this machine, 69 when the port is in use or may not be bound, or when \
    picker-serve is not beside picker.
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
