public import ArgumentParser

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
  }
}
