import HummingbirdCore
import HummingbirdHTTP2
import Logging
import NIOCore
import NIOSSL
public import PickerServer

extension ServerTransport {
  /// HTTPS: TLS 1.2 or later with `certificates`; HTTP/2 where the client offers it.
  ///
  /// HTTP/1.1 where the client offers no HTTP/2 (ALPN). Plain HTTP sent to this port gets no
  /// page: the handshake fails and the connection closes.
  ///
  /// The limits hold as over plain HTTP: each connection is counted and its handshake timed
  /// (``HandshakeGuard``); each HTTP/1 connection and each HTTP/2 stream has the head, body and
  /// idle deadlines (``ConnectionGuard``); an HTTP/2 connection with no stream open is closed
  /// after the idle deadline.
  public static func tls(_ certificates: ServerCertificates) -> ServerTransport {
    ServerTransport(secure: true) { limits, count in
      let configuration = HTTP2UpgradeChannel.Configuration(
        idleTimeout: limits.idle,
        streamConfiguration: .init(additionalChannelHandlers: [
          ConnectionGuard(limits: limits, count: count, counting: false)
        ]))
      let tls = certificates.tlsConfiguration
      return HTTPServerBuilder { responder in
        GuardedTLSChannel(
          inner: try HTTP2UpgradeChannel(
            tlsConfiguration: tls, configuration: configuration, responder: responder),
          limits: limits, count: count)
      }
    }
  }
}

/// Hummingbird's TLS channel (HTTP/2 with HTTP/1.1 beside it), with ``HandshakeGuard`` put
/// right after its TLS handler.
struct GuardedTLSChannel: ServerChildChannel {
  let inner: HTTP2UpgradeChannel
  let limits: ConnectionLimits
  let count: ConnectionCount

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP2UpgradeChannel.Value> {
    let value = inner.setup(channel: channel, logger: logger)
    do {
      let operations = channel.pipeline.syncOperations
      let tls = try operations.handler(type: NIOSSLServerHandler.self)
      try operations.addHandler(HandshakeGuard(limits: limits, count: count), position: .after(tls))
    } catch {
      channel.close(promise: nil)
      return channel.eventLoop.makeFailedFuture(error)
    }
    return value
  }

  func handle(value: HTTP2UpgradeChannel.Value, logger: Logger) async {
    await inner.handle(value: value, logger: logger)
  }
}
