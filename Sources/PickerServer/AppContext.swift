public import Hummingbird
import Logging

/// The request context: Hummingbird's basic one, with request bodies capped at 64 KB.
public struct AppContext: RequestContext {
  /// Hummingbird's shared context storage.
  public var coreContext: CoreRequestContextStorage

  /// Creates a context for a request.
  public init(source: Source) {
    self.coreContext = .init(source: source)
  }

  /// No request of this app needs more than 64 KB; larger bodies get 413.
  public var maxUploadSize: Int { 64 * 1024 }
}
