import ArgumentParser
import Foundation
import NIOCore
import PickerServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The open-file limit's resource number: an enum case in glibc, a plain number elsewhere.
#if canImport(Glibc)
private let openFilesLimit = Int32(RLIMIT_NOFILE.rawValue)
#else
private let openFilesLimit = Int32(RLIMIT_NOFILE)
#endif

/// `picker serve`: the seed apps and the playground in the browser.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the pace calculator, thermostat schedule, unit prices and playground.",
    discussion: """
      Opens http://127.0.0.1:8080 by default. Thermostat schedules and product lists are kept in
      a SQLite file (--db, created on start) and survive restarts. GET /healthz answers
      {"status":"ok"} while the database does.

      Exit codes: 64 for bad options, 66 when the database cannot be opened, 68 when --host
      names no address of this machine, 69 when the port is in use or may not be bound.
      """
  )

  @Option(help: "The address to bind; 127.0.0.1 keeps the app on this machine.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on (0 picks a free one and prints it).")
  var port = 8080

  @Option(help: "The SQLite file for schedules and product lists.")
  var db = "picker.sqlite"

  @Option(help: "Seconds a new connection has to send its request head.")
  var headerTimeout = 10.0

  @Option(help: "Seconds a request has to send its body after its head.")
  var bodyTimeout = 30.0

  @Option(help: "Seconds a kept-alive connection may stay idle.")
  var idleTimeout = 60.0

  @Option(help: "Connections open at once; more are answered 503 and closed.")
  var maxConnections = 1_000

  func validate() throws {
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

  func run() async throws {
    let store: Store
    do {
      store = try Store(path: db)
    } catch {
      Terminal.writeError("picker: cannot open the database \(db): \(error)")
      throw ExitCode(66)
    }
    let limits = ConnectionLimits(
      header: .seconds(headerTimeout), body: .seconds(bodyTimeout), idle: .seconds(idleTimeout),
      maximumConnections: Self.connectionCap(maxConnections))
    let app = try PickerApplication.application(
      options: ServerOptions(host: host, port: port, databasePath: db, limits: limits),
      store: store
    ) { [host, db] channel in
      let bound = channel.localAddress?.port ?? 0
      let shown = host.contains(":") ? "[\(host)]" : host
      Terminal.writeError("picker: serving on http://\(shown):\(bound) (database \(db))")
    }
    do {
      try await app.runService()
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      Terminal.writeError("picker: port \(port) on \(host) is in use; choose another with --port")
      throw ExitCode(69)
    } catch let error as IOError where error.errnoCode == EACCES {
      Terminal.writeError(
        "picker: may not bind port \(port) on \(host) (ports below 1024 need privileges)")
      throw ExitCode(69)
    } catch let error as IOError where error.errnoCode == EADDRNOTAVAIL {
      Terminal.writeError("picker: \(host) is not an address of this machine; try 127.0.0.1")
      throw ExitCode(68)
    } catch let error as SocketAddressError.UnknownHost {
      Terminal.writeError("picker: cannot resolve the host \(host) (\(error)); try 127.0.0.1")
      throw ExitCode(68)
    }
  }

  /// The cap, kept below the open-file limit (raised to its hard limit first), so that idle
  /// connections can never use up the descriptors the database and new answers need.
  static func connectionCap(_ asked: Int) -> Int {
    var limit = rlimit()
    guard getrlimit(openFilesLimit, &limit) == 0 else { return asked }
    if limit.rlim_cur < limit.rlim_max {
      limit.rlim_cur = limit.rlim_max
      _ = setrlimit(openFilesLimit, &limit)
      _ = getrlimit(openFilesLimit, &limit)
    }
    // Room for the database, the listening socket and the few connections past the cap that
    // wait for their request to be answered 503.
    let usable = Int(clamping: limit.rlim_cur) - 128
    guard usable < asked else { return asked }
    Terminal.writeError(
      "picker: at most \(max(1, usable)) connections (the open-file limit is \(limit.rlim_cur))")
    return max(1, usable)
  }
}
