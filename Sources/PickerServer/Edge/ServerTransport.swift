package import HummingbirdCore

/// How the server carries its requests: plain HTTP/1.1 here, or HTTPS from PickerTLS, which
/// builds on the same connection guards.
public struct ServerTransport: Sendable {
  /// Whether requests arrive over TLS: the session cookie is then `Secure`, and the addresses
  /// printed at start are `https`.
  public let secure: Bool
  /// The server, given the connection limits and the count every connection shares.
  package let server: @Sendable (ConnectionLimits, ConnectionCount) throws -> HTTPServerBuilder

  /// A transport of another target's making.
  package init(
    secure: Bool,
    server: @escaping @Sendable (ConnectionLimits, ConnectionCount) throws -> HTTPServerBuilder
  ) {
    self.secure = secure
    self.server = server
  }

  /// Plain HTTP/1.1, each connection guarded and counted (``ConnectionGuard``).
  public static let plain = ServerTransport(secure: false) { limits, count in
    .http1(
      configuration: .init(
        additionalChannelHandlers: [ConnectionGuard(limits: limits, count: count)]))
  }
}
