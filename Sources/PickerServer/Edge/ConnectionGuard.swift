import HTTPTypes
package import NIOCore
package import NIOHTTPTypes
import Synchronization

/// How long a connection may take and how many may be open (`picker serve --help` has flags).
public struct ConnectionLimits: Sendable, Hashable {
  /// A new connection's request head must arrive within this.
  public var header: Duration
  /// A request's body must arrive within this of its head.
  public var body: Duration
  /// A kept-alive connection with no request in flight is closed after this.
  public var idle: Duration
  /// Connections open at once; more are answered 503 and closed.
  public var maximumConnections: Int

  /// The defaults: 10 s for a head, 30 s for a body, 60 s idle, 1,000 connections.
  public init(
    header: Duration = .seconds(10), body: Duration = .seconds(30), idle: Duration = .seconds(60),
    maximumConnections: Int = 1_000
  ) {
    self.header = header
    self.body = body
    self.idle = idle
    self.maximumConnections = maximumConnections
  }
}

/// The connections open now, shared by every connection's guard.
package final class ConnectionCount: Sendable {
  let open = Atomic<Int>(0)
  /// Connections past the cap waiting for their request, to answer it 503, oldest first.
  private let waiting = Mutex<[any Channel]>([])
  /// The most that may wait at once; a newer one takes the place of the oldest, so that under
  /// a flood of idle connections a client that does send its request still gets the answer.
  static let waitingBound = 32

  /// No connection yet.
  package init() {}

  /// Counts a new connection; false when that puts it past `limit`, the cap (it is counted
  /// still, until ``release()``).
  package func admit(limit: Int) -> Bool {
    open.wrappingAdd(1, ordering: .relaxed).newValue <= limit
  }

  /// A counted connection closed.
  package func release() {
    open.wrappingSubtract(1, ordering: .relaxed)
  }

  /// Adds a connection to those waiting; returns the one it displaces, to be closed.
  func wait(_ channel: any Channel) -> (any Channel)? {
    waiting.withLock { waiting in
      let displaced = waiting.count >= Self.waitingBound ? waiting.removeFirst() : nil
      waiting.append(channel)
      return displaced
    }
  }

  /// A connection no longer waits (answered or closed).
  func stopWaiting(_ channel: any Channel) {
    waiting.withLock { waiting in waiting.removeAll { $0 === channel } }
  }
}

/// Guards one HTTP/1 connection: deadlines for the head, the body and idleness, the cap on open
/// connections, and an answer (then a close) for framing the HTTP decoder refuses.
///
/// Over TLS the connection is counted, and its handshake timed, before any HTTP (PickerTLS's
/// handshake guard); this guard then times the requests of an HTTP/1 connection or of one
/// HTTP/2 stream, and counts nothing (`counting: false`).
///
/// Hummingbird's own `idleTimeout` only counts time between whole requests, so a client that
/// sends its head or body a byte at a time would hold the connection forever; nor does it cap
/// connections with an answer (its `MaximumAvailableConnections` stops accepting, so clients hang
/// in the backlog). This handler sits after HTTP decoding and sees requests as parts.
package final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
  package typealias InboundIn = HTTPRequestPart
  package typealias InboundOut = HTTPRequestPart
  package typealias OutboundIn = HTTPResponsePart
  package typealias OutboundOut = HTTPResponsePart

  private enum Phase {
    /// Waiting for a head: the first one (header deadline) or the next (idle deadline).
    case awaitingHead(first: Bool)
    /// A head arrived; its body is arriving.
    case readingBody
    /// The request is read; the response is being written.
    case responding
    /// The route answered before the body ended (a refusal); what is left of the body may
    /// still arrive, within the body deadline, and is dropped.
    case draining
    /// Past the cap: waiting a moment for the request, to answer it 503.
    case overCap
    /// An answer of our own was written; the connection is closing.
    case closing
  }

  private let limits: ConnectionLimits
  private let count: ConnectionCount
  private var phase = Phase.awaitingHead(first: true)
  /// When the current phase runs out (nil: it does not), and after how long, for the message.
  private var due: NIODeadline?
  private var dueAfter = Duration.zero
  /// The one timer, and when it fires.
  private var timer: Scheduled<Void>?
  private var armedAt: NIODeadline?
  private var counted = false
  /// Whether this guard counts its connection against the cap.
  private let counting: Bool

  /// A guard for one connection (`counting` it against the cap in `count`), or for one HTTP/2
  /// stream or TLS connection that is counted elsewhere.
  package init(limits: ConnectionLimits, count: ConnectionCount, counting: Bool = true) {
    self.limits = limits
    self.count = count
    self.counting = counting
  }

  package func handlerAdded(context: ChannelHandlerContext) {
    guard counting else {
      schedule(context, after: limits.header)
      return
    }
    counted = true
    guard count.admit(limit: limits.maximumConnections) else {
      // Answered once its head is read (or after a second without one): closing with the
      // request unread would reset the connection, and the client would lose the answer. A
      // flood past the cap must not hold descriptors, so only a few wait.
      count.wait(context.channel)?.close(promise: nil)
      phase = .overCap
      schedule(context, after: .seconds(1))
      return
    }
    schedule(context, after: limits.header)
  }

  package func handlerRemoved(context: ChannelHandlerContext) {
    release(context)
  }

  package func channelInactive(context: ChannelHandlerContext) {
    release(context)
    context.fireChannelInactive()
  }

  package func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if case .overCap = phase {
      answerOverCap(context)
      return
    }
    guard case .closing = phase else {
      switch unwrapInboundIn(data) {
      case .head(let head) where head.method == .connect:
        // A proxy's tunnel request: the decoder would hand the connection over to raw bytes.
        answer(context, .methodNotAllowed, "this server is not a proxy; CONNECT is refused")
        return
      case .head:
        phase = .readingBody
        schedule(context, after: limits.body)
      case .body:
        break
      case .end:
        if case .draining = phase {
          phase = .awaitingHead(first: false)
          schedule(context, after: limits.idle)
        } else {
          phase = .responding
          cancelDeadline()
        }
      }
      context.fireChannelRead(data)
      return
    }
  }

  package func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?)
  {
    if case .end = unwrapOutboundIn(data) {
      switch phase {
      case .responding:
        phase = .awaitingHead(first: false)
        schedule(context, after: limits.idle)
      case .readingBody:
        phase = .draining  // the body deadline keeps running, but ends in a quiet close
      default:
        break
      }
    }
    context.write(data, promise: promise)
  }

  /// The HTTP decoder's refusals (a chunk size past 64 bits, a request line it cannot read, a
  /// CONNECT) would otherwise end the stream with no answer while the connection stays open.
  package func errorCaught(context: ChannelHandlerContext, error: any Error) {
    switch phase {
    case .closing:
      return
    case .responding, .draining:
      // The route is answering; an answer of ours would interleave with its own.
      phase = .closing
      context.close(promise: nil)
    case .awaitingHead, .readingBody, .overCap:
      answer(
        context, .badRequest,
        "the request is not \(Self.isStream(context) ? "HTTP/2" : "HTTP/1.1") this server "
          + "reads (\(Self.describe(error))); "
          + "it takes GET, HEAD, POST, DELETE and OPTIONS with JSON bodies")
    }
  }

  // MARK: Deadlines and answers

  /// Sets when the current phase runs out.
  ///
  /// One timer serves every deadline of the connection: moving a deadline later only records
  /// it, and the timer, when it fires early, re-arms itself.
  private func schedule(_ context: ChannelHandlerContext, after duration: Duration) {
    let due = NIODeadline.now() + .nanoseconds(Self.nanoseconds(duration))
    self.due = due
    dueAfter = duration
    if let armedAt, armedAt <= due { return }
    arm(context, at: due)
  }

  private func arm(_ context: ChannelHandlerContext, at time: NIODeadline) {
    timer?.cancel()
    armedAt = time
    timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: time) { [self] in
      timer = nil
      armedAt = nil
      guard let due else { return }
      guard due <= .now() else { return arm(context, at: due) }
      runOut(context)
    }
  }

  /// What the phase's deadline does: a head or body that did not arrive is answered 408, an
  /// idle connection closed quietly, a connection past the cap answered 503.
  private func runOut(_ context: ChannelHandlerContext) {
    switch phase {
    case .overCap:
      answerOverCap(context)
    case .readingBody:
      answer(context, .requestTimeout, "the request body did not arrive within \(dueAfter)")
    case .awaitingHead(first: true):
      answer(context, .requestTimeout, "the request head did not arrive within \(dueAfter)")
    case .awaitingHead(first: false), .draining, .responding:
      phase = .closing
      context.close(promise: nil)
    case .closing:
      break
    }
  }

  /// No deadline while the route answers; the armed timer finds nothing due.
  private func cancelDeadline() {
    due = nil
  }

  private func stopTimer() {
    due = nil
    timer?.cancel()
    timer = nil
    armedAt = nil
  }

  private func answerOverCap(_ context: ChannelHandlerContext) {
    count.stopWaiting(context.channel)
    answer(
      context, .serviceUnavailable,
      "the server has \(limits.maximumConnections) connections open, its most; try again soon",
      extra: [.retryAfter: "1"])
  }

  /// Writes a whole JSON error response of our own and closes the connection.
  private func answer(
    _ context: ChannelHandlerContext, _ status: HTTPResponse.Status, _ message: String,
    extra: HTTPFields = [:]
  ) {
    phase = .closing
    stopTimer()
    var fields = extra
    fields[.contentType] = "application/json; charset=utf-8"
    // An HTTP/2 stream closes alone; HTTP/2 refuses the header.
    if !Self.isStream(context) { fields[.connection] = "close" }
    var buffer = context.channel.allocator.buffer(capacity: 256)
    buffer.writeString(ErrorBody.text(message))
    fields[.contentLength] = String(buffer.readableBytes)
    context.write(
      wrapOutboundOut(.head(HTTPResponse(status: status, headerFields: fields))), promise: nil)
    context.write(wrapOutboundOut(.body(buffer)), promise: nil)
    context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
      context.close(promise: nil)
    }
  }

  private func release(_ context: ChannelHandlerContext) {
    stopTimer()
    if case .overCap = phase {
      phase = .closing
      count.stopWaiting(context.channel)
    }
    if counted {
      counted = false
      count.release()
    }
  }

  /// A duration in nanoseconds, as NIO's timers take it, at most `Int64.max`.
  package static func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds.multipliedReportingOverflow(by: 1_000_000_000).overflow
      ? .max : seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }

  /// Whether the guard guards an HTTP/2 stream: a stream's channel is the child of its
  /// connection's, itself the child of the listening socket's, where an HTTP/1 connection's
  /// channel is the listening socket's child.
  static func isStream(_ context: ChannelHandlerContext) -> Bool {
    context.channel.parent?.parent != nil
  }

  static func describe(_ error: any Error) -> String {
    String("\(error)".prefix(120))
  }
}
