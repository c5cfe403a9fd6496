import ArgumentParser
import Foundation
import NIOCore
import PickerServeOptions
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

/// The web app: the seed apps and the playground in the browser.
///
/// `picker serve` runs this executable, `picker-serve`, with the same options.
@main
struct PickerServe: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "picker-serve", abstract: ServeOptions.abstract,
    discussion: ServeOptions.discussion, version: "0.1.0")

  @OptionGroup var options: ServeOptions

  func run() async throws {
    let (host, port, db) = (options.host, options.port, options.db)
    let store: Store
    do {
      store = try Store(path: db)
    } catch {
      writeError("picker: cannot open the database \(db): \(error)")
      throw ExitCode(66)
    }
    let limits = ConnectionLimits(
      header: .seconds(options.headerTimeout), body: .seconds(options.bodyTimeout),
      idle: .seconds(options.idleTimeout),
      maximumConnections: Self.connectionCap(options.maxConnections))
    var random = SystemRandomNumberGenerator()
    let token = AccessPolicy.requiredToken(
      host: host, given: try options.accessToken(), using: &random)
    let app = try PickerApplication.application(
      options: ServerOptions(
        host: host, port: port, databasePath: db, limits: limits, token: token?.text),
      store: store
    ) { [host, db] channel in
      let bound = channel.localAddress?.port ?? 0
      // The token is said once, here, in the addresses a browser opens.
      let urls = ServedAddresses.urls(host: host, port: bound, token: token?.text)
      writeError("picker: serving on \(urls.first ?? host) (database \(db))")
      for other in urls.dropFirst() { writeError("picker: also on \(other)") }
      if token?.generated == true {
        writeError(
          "picker: \(host) is not a loopback address, so every request needs the token "
            + "in that address, made for this start (--token or PICKER_TOKEN keeps one)")
      }
    }
    do {
      try await app.runService()
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      writeError("picker: port \(port) on \(host) is in use; choose another with --port")
      throw ExitCode(69)
    } catch let error as IOError where error.errnoCode == EACCES {
      writeError(
        "picker: may not bind port \(port) on \(host) (ports below 1024 need privileges)")
      throw ExitCode(69)
    } catch let error as IOError where error.errnoCode == EADDRNOTAVAIL {
      writeError("picker: \(host) is not an address of this machine; try 127.0.0.1")
      throw ExitCode(68)
    } catch let error as SocketAddressError.UnknownHost {
      writeError("picker: cannot resolve the host \(host) (\(error)); try 127.0.0.1")
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
    writeError(
      "picker: at most \(max(1, usable)) connections (the open-file limit is \(limit.rlim_cur))")
    return max(1, usable)
  }
}

/// A line on standard error, as the server's start and refusals are said.
private func writeError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
