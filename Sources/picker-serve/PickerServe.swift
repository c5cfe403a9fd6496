import ArgumentParser
import Foundation
import NIOCore
import PickerKit
import PickerServeOptions
import PickerServer
import PickerTLS

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
    discussion: ServeOptions.discussion, version: PickerKitRelease.version)

  @OptionGroup var options: ServeOptions

  func run() async throws {
    let (host, port, db) = (options.host, options.port, options.db)
    // What the Host check accepts, the certificate names and the start lines print.
    let served = ServedNames(host: host, names: options.names)
    // HTTPS is set up first, so that a bad certificate leaves no database behind.
    let https = try Self.https(options, served: served)
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
        host: host, port: port, databasePath: db, limits: limits, token: token?.text,
        served: served, transport: https.map { .tls($0.certificates) } ?? .plain,
        authority: https?.authority?.derBytes),
      store: store
    ) { [host, db] channel in
      let bound = channel.localAddress?.port ?? 0
      // The token is said once, here, in the addresses a browser opens.
      let urls = served.urls(port: bound, token: token?.text, secure: https != nil)
      writeError("picker: serving on \(urls.first ?? host) (database \(db))")
      for other in urls.dropFirst() { writeError("picker: also on \(other)") }
      if token?.generated == true {
        writeError(
          "picker: \(host) is not a loopback address, so every request needs the token "
            + "in that address, made for this start (--token or PICKER_TOKEN keeps one)")
      }
      if let https {
        // Phones reach a server off loopback only.
        let phones =
          AccessPolicy.isLoopback(host) ? nil : served.urls(port: bound, token: nil, secure: true)
        for line in https.said(phones: phones) {
          writeError("picker: " + line)
        }
      } else if !AccessPolicy.isLoopback(host) {
        writeError(
          "picker: WARNING: plain HTTP on \(host) (--insecure-http): the token and the session "
            + "cookie cross the network in clear, and phones keep no app offline; leave out "
            + "--insecure-http to serve HTTPS")
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

  /// What HTTPS the options ask for, set up; nil for plain HTTP.
  ///
  /// A certificate that cannot be used ends the start with its reason and exit code.
  static func https(_ options: ServeOptions, served: ServedNames) throws -> HTTPS? {
    guard
      AccessPolicy.servesTLS(
        host: options.host, asked: options.tlsAsked, plainAsked: options.insecureHTTP)
    else { return nil }
    do {
      return try setUpHTTPS(options, served: served)
    } catch {
      writeError("picker: \(error)")
      throw ExitCode(error.exitCode)
    }
  }

  private static func setUpHTTPS(_ options: ServeOptions, served: ServedNames)
    throws(TLSSetupError) -> HTTPS
  {
    if let certificate = options.tlsCert, let key = options.tlsKey {
      let certificates = try ServerCertificates(
        .files(certificate: certificate, key: key), renewed: HTTPS.sayRenewed)
      return HTTPS(certificates: certificates, authority: nil, authorityFile: nil, made: false)
    }
    let (authority, made) = try LocalAuthority.opened(beside: options.db)
    let certificates = try ServerCertificates(
      .authority(authority, served), renewed: HTTPS.sayRenewed)
    return HTTPS(
      certificates: certificates, authority: authority,
      authorityFile: LocalAuthority.files(beside: options.db).certificate, made: made)
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

/// The server's HTTPS: its certificates and, when it issues them, its local authority.
struct HTTPS: Sendable {
  let certificates: ServerCertificates
  let authority: LocalAuthority?
  /// The authority's certificate file, and whether it was made on this start.
  let authorityFile: String?
  let made: Bool

  /// What the start lines say of it, and how a phone trusts it at the addresses phones open
  /// (without the token; nil when no phone can reach the server).
  func said(phones urls: [String]?) -> [String] {
    let until = ServerIdentity.day(certificates.identity(at: Date()).notValidAfter)
    guard let authority, let authorityFile else {
      return ["HTTPS with the certificate of --tls-cert, valid until \(until)"]
    }
    let kept =
      "HTTPS with a certificate from this server's own authority, \(authorityFile) "
      + (made ? "(made now)" : "(kept from before)") + ", renewed by itself; valid until \(until)"
    // The first address printed: bound to every address, the first name given, else a network
    // address; bound to one, that address.
    guard let phone = urls?.first else { return [kept] }
    return [
      kept,
      "a phone trusts it once: open \(phone)\(PickerApplication.authorityPath) on the phone, "
        + "install it and trust it (iOS: Settings > General > VPN & Device Management, then "
        + "General > About > Certificate Trust Settings; Android: Settings > Security > "
        + "Encryption & credentials > Install a certificate > CA certificate); its SHA-256 "
        + "fingerprint is \(authority.fingerprint)",
    ]
  }

  static let sayRenewed: @Sendable (ServerIdentity) -> Void = { identity in
    let until = ServerIdentity.day(identity.notValidAfter)
    writeError("picker: the server's certificate was renewed, valid until \(until)")
  }
}

/// A line on standard error, as the server's start and refusals are said.
private func writeError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
