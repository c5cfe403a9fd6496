import NIOCore
import NIOTLS
import PickerServer

/// Guards one TLS connection before any HTTP: counts it against the cap on open connections,
/// and closes it when its handshake has not finished within the header deadline, so a client
/// that connects and never says hello cannot hold a connection.
///
/// It sits right after the TLS handler, where the handshake's end arrives as an event. Past
/// the cap the connection is closed at once: an HTTP answer (the 503 of plain HTTP) would need
/// the handshake first. The HTTP guards behind it (``ConnectionGuard``, one per HTTP/1
/// connection or HTTP/2 stream) time the requests and count nothing.
final class HandshakeGuard: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = NIOAny

  private let limits: ConnectionLimits
  private let count: ConnectionCount
  private var counted = false
  private var timer: Scheduled<Void>?

  init(limits: ConnectionLimits, count: ConnectionCount) {
    self.limits = limits
    self.count = count
  }

  func handlerAdded(context: ChannelHandlerContext) {
    counted = true
    let open = count.open.wrappingAdd(1, ordering: .relaxed).newValue
    guard open <= limits.maximumConnections else {
      context.close(promise: nil)
      return
    }
    timer = context.eventLoop.assumeIsolated().scheduleTask(
      in: .nanoseconds(ConnectionGuard.nanoseconds(limits.header))
    ) {
      context.close(promise: nil)
    }
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if case .handshakeCompleted = event as? TLSUserEvent {
      timer?.cancel()
      timer = nil
    }
    context.fireUserInboundEventTriggered(event)
  }

  func channelInactive(context: ChannelHandlerContext) {
    release()
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    release()
  }

  private func release() {
    timer?.cancel()
    timer = nil
    if counted {
      counted = false
      count.open.wrappingSubtract(1, ordering: .relaxed)
    }
  }
}
