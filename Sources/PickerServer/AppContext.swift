public import Hummingbird
import Logging
public import NIOCore

/// The request context: Hummingbird's basic one, with request bodies capped at 64 KB and JSON
/// read and written as the API's document and the core say.
public struct AppContext: RequestContext, RemoteAddressRequestContext {
  /// Hummingbird's shared context storage.
  public var coreContext: CoreRequestContextStorage
  /// The connection, kept so that its peer's address is read only when asked for (by the access
  /// token's failure limit).
  private let channel: any Channel

  /// Creates a context for a request.
  public init(source: Source) {
    self.coreContext = .init(source: source)
    self.channel = source.channel
  }

  /// The address the request came from (nil when there is no socket, as in router tests).
  public var remoteAddress: SocketAddress? { channel.remoteAddress }

  /// No request of this app needs more than 64 KB; larger bodies get 413.
  public var maxUploadSize: Int { 64 * 1024 }

  /// Bodies are read against the API's document, and refused in the core's words.
  public var requestDecoder: APIRequestDecoder { APIRequestDecoder() }

  /// Answers are written as the core writes JSON.
  public var responseEncoder: APIResponseEncoder { APIResponseEncoder() }
}
