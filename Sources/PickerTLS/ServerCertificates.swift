public import Foundation
public import NIOSSL
public import PickerServer
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The certificate the server presents, kept current for as long as it runs.
///
/// Each handshake asks for it (NIOSSL's context callback), so a renewal needs no restart and no
/// timer:
/// - one issued by the ``LocalAuthority`` is issued again once two thirds of its life are past;
/// - one's own files (`--tls-cert`, `--tls-key`) are read again when they change, as certbot
///   renews them in place, and looked at no more than once a minute. A new pair that fails the
///   checks of ``ServerIdentity/files(certificate:key:now:)`` leaves the old one in use.
public final class ServerCertificates: Sendable {
  /// Where the certificate comes from.
  public enum Source: Sendable {
    /// Issued by the local authority for the names the server answers to.
    case authority(LocalAuthority, ServedNames)
    /// One's own files.
    case files(certificate: String, key: String)
  }

  private struct State {
    var identity: ServerIdentity
    /// When to look at the source again.
    var nextLook: Date
    /// The files as they were when read (``FileStamp``).
    var fileStamps: [FileStamp?]
  }

  private let source: Source
  private let state: Mutex<State>
  private let clock: @Sendable () -> Date
  private let renewed: @Sendable (ServerIdentity) -> Void

  /// How often one's own files are looked at.
  static let fileLook: TimeInterval = 60

  /// The certificate of `source` now, checked (own files) or issued (the authority); `renewed`
  /// hears each later one.
  public init(
    _ source: Source, clock: @escaping @Sendable () -> Date = { Date() },
    renewed: @escaping @Sendable (ServerIdentity) -> Void = { _ in }
  ) throws(TLSSetupError) {
    self.source = source
    self.clock = clock
    self.renewed = renewed
    let now = clock()
    let first = try Self.obtain(source, at: now)
    state = Mutex(
      State(
        identity: first, nextLook: Self.nextLook(source, first, now),
        fileStamps: Self.fileStamps(source)))
  }

  /// The certificate to present at `now`, renewed first when it is due.
  public func identity(at now: Date) -> ServerIdentity {
    let (identity, fresh) = state.withLock { state -> (ServerIdentity, Bool) in
      guard now >= state.nextLook else { return (state.identity, false) }
      let stamps = Self.fileStamps(source)
      if case .files = source, stamps == state.fileStamps {
        state.nextLook = now + Self.fileLook
        return (state.identity, false)
      }
      guard let renewed = try? Self.obtain(source, at: now) else {
        state.nextLook = now + Self.fileLook
        return (state.identity, false)
      }
      state = State(
        identity: renewed, nextLook: Self.nextLook(source, renewed, now), fileStamps: stamps)
      return (renewed, true)
    }
    if fresh { renewed(identity) }
    return identity
  }

  /// TLS 1.2 and later, presenting ``identity(at:)`` in every handshake.
  public var tlsConfiguration: TLSConfiguration {
    let first = identity(at: clock())
    var configuration = TLSConfiguration.makeServerConfiguration(
      certificateChain: first.sslChain, privateKey: first.sslKey)
    configuration.minimumTLSVersion = .tlsv12
    configuration.sslContextCallback = { [self] _, promise in
      let current = identity(at: clock())
      var override = NIOSSLContextConfigurationOverride()
      override.certificateChain = current.sslChain
      override.privateKey = current.sslKey
      promise.succeed(override)
    }
    return configuration
  }

  private static func obtain(_ source: Source, at now: Date) throws(TLSSetupError) -> ServerIdentity
  {
    switch source {
    case .authority(let authority, let names): try authority.issue(for: names, at: now)
    case .files(let certificate, let key):
      try ServerIdentity.files(certificate: certificate, key: key, now: now)
    }
  }

  private static func nextLook(_ source: Source, _ identity: ServerIdentity, _ now: Date) -> Date {
    switch source {
    case .authority: identity.renewal
    case .files: now + fileLook
    }
  }

  private static func fileStamps(_ source: Source) -> [FileStamp?] {
    guard case .files(let certificate, let key) = source else { return [] }
    return [FileStamp(certificate), FileStamp(key)]
  }
}

/// What tells a file changed: its inode, size and modification time, read through any
/// symbolic link (certbot's `live/` links, a mounted secret's `..data` swap), so a file
/// replaced or rewritten in place is seen.
struct FileStamp: Equatable {
  let inode: UInt64
  let size: Int64
  let seconds: Int
  let nanoseconds: Int

  init?(_ path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    #if canImport(Darwin)
    let modified = status.st_mtimespec
    #else
    let modified = status.st_mtim
    #endif
    seconds = Int(modified.tv_sec)
    nanoseconds = Int(modified.tv_nsec)
  }
}
