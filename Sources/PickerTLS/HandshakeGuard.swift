import NIOCore
import NIOTLS
import PickerServer

/// Guards one TLS connection below HTTP: counts it against the cap on open connections, closes
/// it when its handshake has not finished within the header deadline, and afterwards closes it
/// when it has been quiet (nothing read, nothing written) for the idle and header deadlines
/// together.
///
/// It sits right after the TLS handler, where the handshake's end arrives as an event and every
/// byte read or written passes. Past the cap the connection is closed at once: an HTTP answer
/// (the 503 of plain HTTP) would need the handshake first. The quiet deadline is what closes an
/// HTTP/2 connection whose client stays silent, or stops reading so that no answer can be
/// written: Hummingbird's idle timer waits for the client's answer to a ping before closing.
/// The HTTP guards above it (``ConnectionGuard``, one per HTTP/1 connection or HTTP/2 stream)
/// time each request and count nothing.
final class HandshakeGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = NIOAny
  typealias OutboundIn = NIOAny

  private let limits: ConnectionLimits
  private let count: ConnectionCount
  private var counted = false
  /// When the connection runs out: the handshake's deadline, then the quiet one.
  private var due = NIODeadline.now()
  private var timer: Scheduled<Void>?

  init(limits: ConnectionLimits, count: ConnectionCount) {
    self.limits = limits
    self.count = count
  }

  func handlerAdded(context: ChannelHandlerContext) {
    counted = true
    guard count.admit(limit: limits.maximumConnections) else {
      context.close(promise: nil)
      return
    }
    due = .now() + .nanoseconds(ConnectionGuard.nanoseconds(limits.header))
    arm(context, at: due)
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if case .handshakeCompleted = event as? TLSUserEvent { heard() }
    context.fireUserInboundEventTriggered(event)
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    heard()
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    heard()
    context.write(data, promise: promise)
  }

  func channelInactive(context: ChannelHandlerContext) {
    release()
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    release()
  }

  /// Something passed: the connection is not quiet.
  ///
  /// Moving the deadline later only records it; the timer, when it fires early, re-arms itself.
  private func heard() {
    due = .now() + .nanoseconds(ConnectionGuard.nanoseconds(limits.idle + limits.header))
  }

  private func arm(_ context: ChannelHandlerContext, at time: NIODeadline) {
    timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: time) { [self] in
      guard due <= .now() else { return arm(context, at: due) }
      timer = nil
      context.close(promise: nil)
    }
  }

  private func release() {
    timer?.cancel()
    timer = nil
    if counted {
      counted = false
      count.release()
    }
  }
}
